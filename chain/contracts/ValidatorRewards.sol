// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {JobEscrow} from "./JobEscrow.sol";
import {Staking} from "./Staking.sol";

/// @title ValidatorRewards
/// @notice Holds the validators' share of job fees (20% by default), as a
/// real TORA balance. Validators record the verification work they did on a
/// batch (recordWork, one unit per leaf); when the batch is finalized its
/// validator share becomes that batch's pot, split among the validators in
/// proportion to their units (claimWork). A batch nobody recorded work on
/// pays its share into its subnet's pool instead, which an allocator
/// (admin-granted role) moves to validators' claimable balances. The
/// Challenges contract credits slashed TORA to the validators who upheld a
/// challenge (creditBounty). Validators claim everything with claim.
/// Validators also anchor the usage of each settled batch (anchorUsage):
/// the summed resource consumption of its jobs and a Merkle root over each
/// job's usage, so billing can be audited against the signed results
/// (docs/usage.md).
/// @dev Invariant: TORA held ≥ accounted == sum of pool balances + sum of
/// claimable + unclaimedWork (equal unless someone sent TORA without
/// crediting it). unclaimedWork is the part of batch pots not yet moved to
/// claimable, including the rounding dust of the pro-rata split, which
/// stays accounted and in the contract for good. Every credit is backed:
/// deposit pulls the tokens; notifyReward, notifyBatchReward and
/// creditBounty check they have arrived.
contract ValidatorRewards is AccessControl, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Role allowed to allocate pool funds to validators.
    bytes32 public constant ALLOCATOR_ROLE = keccak256("ALLOCATOR_ROLE");

    /// @notice The reward token (TORA).
    IERC20 public immutable token;
    /// @notice The escrow whose batches validators work on; the only caller of notifyBatchReward.
    JobEscrow public immutable escrow;
    /// @notice Where validator stake and roles come from.
    Staking public immutable staking;
    /// @notice The Challenges contract; the only caller of creditBounty.
    address public immutable challenges;

    /// @notice Verification work on one batch.
    /// @param pot TORA the batch pays its workers (set when the batch is finalized)
    /// @param units work units recorded on the batch by all validators
    /// @param paid whether notifyBatchReward set the pot
    struct BatchWork {
        uint128 pot;
        uint32 units;
        bool paid;
    }

    // One validator's work on one batch.
    struct Share {
        uint32 units;
        bool claimed;
    }

    mapping(uint256 => BatchWork) private _batchWork;
    mapping(uint256 => mapping(address => Share)) private _shares;
    // keccak256(jobId, validator) => recorded
    mapping(bytes32 => bool) private _recorded;

    /// @notice TORA of batch pots not yet moved to claimable (rounding dust included).
    uint256 public unclaimedWork;

    /// @notice A subnet's validator pool.
    /// @param balance TORA not yet allocated to validators
    /// @param received TORA ever deposited for the subnet
    struct Pool {
        uint128 balance;
        uint128 received;
    }

    mapping(uint64 => Pool) private _pools;

    /// @notice What a batch's jobs consumed, summed by a validator from the
    /// miners' signed results (microseconds and bytes).
    /// @param jobs jobs summed: always the batch's leaf count
    struct UsageTotals {
        uint32 jobs;
        uint64 wallUs;
        uint64 cpuUs;
        uint64 bytesIn;
        uint64 bytesOut;
        uint64 fetchUs;
    }

    // batchId => validator => anchored usage root (zero: none)
    mapping(uint256 => mapping(address => bytes32)) private _usageRoots;

    /// @notice TORA allocated to a validator and not yet claimed.
    mapping(address => uint256) public claimable;

    /// @notice TORA credited to pools or validators and not yet claimed.
    uint256 public accounted;

    /// @notice `amount` was added to `subnet`'s pool by `from`.
    event RewardDeposited(uint64 indexed subnet, address indexed from, uint256 amount);
    /// @notice `amount` of `subnet`'s pool became claimable by `validator`.
    event RewardAllocated(uint64 indexed subnet, address indexed validator, uint256 amount);
    /// @notice `validator` claimed `amount`.
    event RewardClaimed(address indexed validator, uint256 amount);
    /// @notice `validator` recorded `units` of verification work on batch `batchId`.
    event WorkRecorded(uint256 indexed batchId, address indexed validator, uint256 units);
    /// @notice Finalized batch `batchId` paid `amount` to the validators who recorded `units` of work on it.
    event BatchRewarded(uint256 indexed batchId, uint256 amount, uint256 units);
    /// @notice `validator`'s share `amount` of batch `batchId`'s pot became claimable.
    event WorkClaimed(uint256 indexed batchId, address indexed validator, uint256 amount);
    /// @notice `amount` of slashed TORA became claimable by `validator` (a challenge bounty).
    event BountyCredited(address indexed validator, uint256 amount);
    /// @notice `validator` anchored the usage of batch `batchId`: `root` is the
    /// Merkle root of its jobs' usage leaves, the rest their sums.
    event UsageAnchored(
        uint256 indexed batchId,
        address indexed validator,
        bytes32 root,
        uint256 jobs,
        uint256 wallUs,
        uint256 cpuUs,
        uint256 bytesIn,
        uint256 bytesOut,
        uint256 fetchUs
    );

    /// @notice The amount is zero.
    error ZeroAmount();
    /// @notice The subnet's pool holds less than the allocation asks for.
    error InsufficientPool(uint64 subnet, uint256 available, uint256 requested);
    /// @notice The caller has nothing to claim.
    error NothingToClaim(address caller);
    /// @notice notifyReward asked to credit more than the unaccounted TORA this contract holds.
    error UnbackedReward(uint256 balance, uint256 accounted, uint256 amount);
    /// @notice The caller is not a registered validator meeting the subnet's minimum stake.
    error NotValidator(address caller);
    /// @notice The batch is already finalized: work on it can no longer be recorded.
    error BatchAlreadyFinalized(uint256 batchId);
    /// @notice The leaf and proof do not match the batch's Merkle root.
    error LeafNotInBatch(uint256 batchId, bytes32 jobId);
    /// @notice The leaf was voided by a challenge: it is not work anyone is paid for.
    error LeafVoided(bytes32 jobId);
    /// @notice `validator` already recorded work on this job.
    error WorkAlreadyRecorded(bytes32 jobId, address validator);
    /// @notice leaves and proofs differ in length, or are empty.
    error LengthMismatch();
    /// @notice The batch the caller worked on is not finalized yet: its pot is not set.
    error BatchNotPaid(uint256 batchId);
    /// @notice Only the escrow may call this.
    error NotEscrow(address caller);
    /// @notice Only the Challenges contract may call this.
    error NotChallenges(address caller);
    /// @notice No batch with this id was submitted.
    error UnknownBatch(uint256 batchId);
    /// @notice A usage root must not be zero.
    error ZeroUsageRoot();
    /// @notice The usage totals cover `jobs` jobs; the batch has `leaves`.
    error UsageJobCount(uint256 batchId, uint256 leaves, uint256 jobs);
    /// @notice `validator` already anchored the usage of this batch.
    error UsageAlreadyAnchored(uint256 batchId, address validator);

    /// @param token_ the reward token
    /// @param admin holder of DEFAULT_ADMIN_ROLE and ALLOCATOR_ROLE
    /// @param escrow_ the JobEscrow (may be deployed after this contract: Deploy passes its predicted address)
    /// @param staking_ the Staking contract (likewise)
    /// @param challenges_ the Challenges contract (likewise)
    constructor(IERC20 token_, address admin, JobEscrow escrow_, Staking staking_, address challenges_) {
        token = token_;
        escrow = escrow_;
        staking = staking_;
        challenges = challenges_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(ALLOCATOR_ROLE, admin);
    }

    /// @notice Adds `amount` TORA from the caller to `subnet`'s pool.
    /// @dev Anyone may fund a pool.
    /// @param subnet the subnet whose validators the funds are for
    /// @param amount TORA in wei, pulled from the caller with transferFrom
    function deposit(uint64 subnet, uint256 amount) external nonReentrant {
        _credit(subnet, amount);
        token.safeTransferFrom(msg.sender, address(this), amount);
    }

    /// @notice Credits `subnet`'s pool with `amount` TORA already transferred to this contract.
    /// @dev JobEscrow transfers each validator share and calls this in the
    /// same transaction. It reverts UnbackedReward unless this contract holds
    /// at least `accounted + amount`, so anyone may call it but nobody can
    /// credit tokens that did not arrive.
    /// @param subnet the subnet whose validators the funds are for
    /// @param amount TORA in wei
    function notifyReward(uint64 subnet, uint256 amount) external nonReentrant {
        _checkBacked(amount);
        _credit(subnet, amount);
    }

    /// @notice Credits a finalized batch's validator share, already
    /// transferred to this contract. If validators recorded work on the
    /// batch, the amount becomes the batch's pot, shared by them in
    /// proportion to their units (claimWork); otherwise it goes to the
    /// subnet's pool, as notifyReward. Escrow only; UnbackedReward as notifyReward.
    /// @param batchId the finalized batch
    /// @param subnet its subnet
    /// @param amount TORA in wei
    function notifyBatchReward(uint256 batchId, uint64 subnet, uint256 amount) external nonReentrant {
        if (msg.sender != address(escrow)) revert NotEscrow(msg.sender);
        _checkBacked(amount);
        BatchWork storage w = _batchWork[batchId];
        if (w.units == 0) {
            _credit(subnet, amount);
            return;
        }
        if (amount == 0) revert ZeroAmount();
        w.pot = SafeCast.toUint128(amount);
        w.paid = true;
        accounted += amount;
        unclaimedWork += amount;
        emit BatchRewarded(batchId, amount, w.units);
    }

    /// @notice Records the caller's verification work on a batch that is not
    /// finalized yet: one unit per leaf, each leaf proven in the batch's
    /// Merkle tree and not voided; a validator counts each settled leaf once. The
    /// caller must be a registered validator meeting the batch subnet's
    /// minimum stake (Staking.meetsMinimum).
    /// @dev The contract cannot tell whether the caller re-executed anything:
    /// see docs/verification.md for what a lazy validator gains.
    /// @param batchId the batch
    /// @param leaves the leaves verified, as JobEscrow.hashLeaf hashes them
    /// @param proofs a Merkle proof per leaf (sorted-pair keccak256, as JobEscrow.challenge)
    function recordWork(uint256 batchId, JobEscrow.Leaf[] calldata leaves, bytes32[][] calldata proofs)
        external
        nonReentrant
    {
        if (leaves.length == 0 || leaves.length != proofs.length) revert LengthMismatch();
        JobEscrow.Batch memory b = escrow.batch(batchId);
        if (b.finalized) revert BatchAlreadyFinalized(batchId);
        if (staking.roleOf(msg.sender) != Staking.Role.Validator || !staking.meetsMinimum(msg.sender, b.subnet)) {
            revert NotValidator(msg.sender);
        }
        for (uint256 i; i < leaves.length; ++i) {
            JobEscrow.Leaf calldata l = leaves[i];
            bytes32 h = keccak256(abi.encode(l.jobId, l.client, l.fee, l.resultHash, l.settleByMs));
            if (!MerkleProof.verifyCalldata(proofs[i], b.root, h)) revert LeafNotInBatch(batchId, l.jobId);
            if (escrow.voided(h)) revert LeafVoided(l.jobId);
            bytes32 key = keccak256(abi.encode(h, msg.sender));
            if (_recorded[key]) revert WorkAlreadyRecorded(l.jobId, msg.sender);
            _recorded[key] = true;
        }
        uint32 n = SafeCast.toUint32(leaves.length);
        _shares[batchId][msg.sender].units += n;
        _batchWork[batchId].units += n;
        emit WorkRecorded(batchId, msg.sender, n);
    }

    /// @notice Moves the caller's share of each listed batch's pot (pot ×
    /// its units ÷ the batch's units, rounded down) to its claimable balance.
    /// Batches the caller did not work on, or already claimed, add nothing;
    /// a batch it worked on that is not finalized reverts BatchNotPaid; a
    /// finalized batch that paid validators nothing adds nothing.
    /// @param batchIds the batches
    /// @return total TORA made claimable
    function claimWork(uint256[] calldata batchIds) external nonReentrant returns (uint256 total) {
        for (uint256 i; i < batchIds.length; ++i) {
            uint256 id = batchIds[i];
            Share storage s = _shares[id][msg.sender];
            if (s.units == 0 || s.claimed) continue;
            BatchWork storage w = _batchWork[id];
            if (!w.paid) {
                if (!escrow.batch(id).finalized) revert BatchNotPaid(id);
                s.claimed = true; // finalized with no validator share
                continue;
            }
            s.claimed = true;
            uint256 amount = uint256(w.pot) * s.units / w.units;
            total += amount;
            emit WorkClaimed(id, msg.sender, amount);
        }
        unclaimedWork -= total;
        claimable[msg.sender] += total;
    }

    /// @notice Makes slashed TORA, already transferred to this contract,
    /// claimable by the validators who upheld a challenge. Challenges
    /// contract only; UnbackedReward unless the tokens have arrived.
    /// @param validators who receive (may repeat)
    /// @param amounts TORA (wei) each, same length
    function creditBounty(address[] calldata validators, uint256[] calldata amounts) external nonReentrant {
        if (msg.sender != challenges) revert NotChallenges(msg.sender);
        if (validators.length != amounts.length) revert LengthMismatch();
        uint256 sum;
        for (uint256 i; i < amounts.length; ++i) {
            sum += amounts[i];
        }
        _checkBacked(sum);
        for (uint256 i; i < validators.length; ++i) {
            claimable[validators[i]] += amounts[i];
            emit BountyCredited(validators[i], amounts[i]);
        }
        accounted += sum;
    }

    /// @notice Anchors the caller's account of what batch `batchId`'s jobs
    /// consumed: a Merkle root over one leaf per job, in the batch's leaf
    /// order, keccak256(abi.encode(jobId, keccak256(abi.encode(wallUs,
    /// cpuUs, bytesIn, bytesOut, fetchUs)))) with the sorted-pair tree of
    /// the batches, and the sums. The totals must cover every leaf of the
    /// batch. The caller must be a registered validator meeting the batch
    /// subnet's minimum stake; each validator anchors a batch once, and
    /// validators who read the same signed results anchor the same root.
    /// @dev The contract cannot check the figures against the results (they
    /// are not on chain); an auditor compares the validators' roots and
    /// recomputes them from the results (docs/usage.md). Allowed at any
    /// time after the batch is submitted, finalized or not.
    /// @param batchId the batch
    /// @param root the usage Merkle root (non-zero)
    /// @param totals the sums over the batch's jobs
    function anchorUsage(uint256 batchId, bytes32 root, UsageTotals calldata totals) external {
        if (root == bytes32(0)) revert ZeroUsageRoot();
        JobEscrow.Batch memory b = escrow.batch(batchId);
        if (b.root == bytes32(0)) revert UnknownBatch(batchId);
        if (totals.jobs != b.leafCount) revert UsageJobCount(batchId, b.leafCount, totals.jobs);
        if (staking.roleOf(msg.sender) != Staking.Role.Validator || !staking.meetsMinimum(msg.sender, b.subnet)) {
            revert NotValidator(msg.sender);
        }
        mapping(address => bytes32) storage roots = _usageRoots[batchId];
        if (roots[msg.sender] != bytes32(0)) revert UsageAlreadyAnchored(batchId, msg.sender);
        roots[msg.sender] = root;
        emit UsageAnchored(
            batchId,
            msg.sender,
            root,
            totals.jobs,
            totals.wallUs,
            totals.cpuUs,
            totals.bytesIn,
            totals.bytesOut,
            totals.fetchUs
        );
    }

    /// @notice The usage root `validator` anchored for batch `batchId` (zero: none).
    /// @param batchId the batch
    /// @param validator the validator
    function usageRoot(uint256 batchId, address validator) external view returns (bytes32) {
        return _usageRoots[batchId][validator];
    }

    /// @notice Work units `validator` recorded on batch `batchId`.
    /// @param batchId the batch
    /// @param validator the validator
    function work(uint256 batchId, address validator) external view returns (uint256) {
        return _shares[batchId][validator].units;
    }

    /// @notice Work recorded on a batch and what it pays.
    /// @param batchId the batch
    function batchWork(uint256 batchId) external view returns (BatchWork memory) {
        return _batchWork[batchId];
    }

    /// @notice Whether `validator` recorded work on job `jobId`.
    /// @param jobId the JobOrder id
    /// @param validator the validator
    function workRecorded(bytes32 jobId, address validator) external view returns (bool) {
        return _recorded[keccak256(abi.encode(jobId, validator))];
    }

    function _checkBacked(uint256 amount) private view {
        uint256 bal = token.balanceOf(address(this));
        if (bal < accounted + amount) revert UnbackedReward(bal, accounted, amount);
    }

    function _credit(uint64 subnet, uint256 amount) private {
        if (amount == 0) revert ZeroAmount();
        uint128 a = SafeCast.toUint128(amount);
        Pool storage p = _pools[subnet];
        p.balance += a;
        p.received += a;
        accounted += amount;
        emit RewardDeposited(subnet, msg.sender, amount);
    }

    /// @notice Makes `amount` of `subnet`'s pool claimable by `validator`.
    /// @dev ALLOCATOR_ROLE only.
    /// @param subnet the pool to draw from
    /// @param validator who may claim
    /// @param amount TORA in wei
    function allocate(uint64 subnet, address validator, uint256 amount) external onlyRole(ALLOCATOR_ROLE) {
        if (amount == 0) revert ZeroAmount();
        Pool storage p = _pools[subnet];
        if (p.balance < amount) revert InsufficientPool(subnet, p.balance, amount);
        p.balance -= uint128(amount);
        claimable[validator] += amount;
        emit RewardAllocated(subnet, validator, amount);
    }

    /// @notice Transfers everything allocated to the caller.
    /// @return amount TORA sent
    function claim() external nonReentrant returns (uint256 amount) {
        amount = claimable[msg.sender];
        if (amount == 0) revert NothingToClaim(msg.sender);
        claimable[msg.sender] = 0;
        accounted -= amount;
        emit RewardClaimed(msg.sender, amount);
        token.safeTransfer(msg.sender, amount);
    }

    /// @notice A subnet's pool.
    /// @param subnet the subnet
    /// @return balance TORA not yet allocated
    /// @return received TORA ever deposited
    function pool(uint64 subnet) external view returns (uint256 balance, uint256 received) {
        Pool storage p = _pools[subnet];
        return (p.balance, p.received);
    }
}
