// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {SubnetRegistry} from "./SubnetRegistry.sol";
import {ValidatorRewards} from "./ValidatorRewards.sol";
import {Staking} from "./Staking.sol";
import {SubnetACL} from "./SubnetACL.sol";

/// @title JobEscrow: client escrow and settlement of Tensora jobs
/// @notice Clients deposit TORA once and spend it on many jobs. Jobs settle
/// either one by one (the seed's path: postJob, submitResult, finalize) or,
/// the point of this contract, in batches: a miner submits one transaction
/// carrying many settled jobs (leaves); the contract checks each client's
/// EIP-712 signature on the Assignment that named this miner for the job
/// (R10: order, miner, price, settle-by), the fee against the signed price
/// and cap, the settle-by time, the miner's stake, the client's escrow and
/// the replay bitmap, commits a Merkle root over the
/// leaves, emits them (BatchLeaves) and holds the fees for the subnet's
/// challenge window. Inside the window a leaf is voided, and its fee
/// refunded, only on evidence: newer terms the client signed for the same
/// job (supersede, which also reopens the job for those terms) or an
/// upheld validator-quorum challenge. The client has no unilateral void.
/// The Challenges contract (CHALLENGER_ROLE)
/// holds a leaf inside the window while validators vote; a batch
/// with a held leaf cannot be finalized until the hold is released (with or
/// without voiding the leaf). After the window finalizeBatch credits the
/// miner's share to `owed` (pulled with claim) and sends the rest to
/// ValidatorRewards for the batch (notifyBatchReward).
/// Clients withdraw in two steps (requestWithdrawal, then withdraw after
/// WITHDRAWAL_DELAY), so escrow cannot be pulled out from under an assigned job.
/// @dev Invariant (R9): token.balanceOf(this) == sum of free + committed
/// balances (committed: fees of open per-job jobs, pulled from wallets)
/// + fees held by unfinalized batches + reserves of reopened jobs
/// (supersede) + owed-but-unclaimed.
/// See docs/settlement.md for the leaf format and the trust assumptions.
contract JobEscrow is AccessControl, ReentrancyGuardTransient, EIP712 {
    using SafeERC20 for IERC20;

    // ---------------------------------------------------------------- constants

    /// @notice Role of contracts allowed to void, hold and release leaves (the validator-quorum Challenges contract).
    bytes32 public constant CHALLENGER_ROLE = keccak256("CHALLENGER_ROLE");

    /// @notice EIP-712 type hash of Tensora's JobOrder; a batched job's id is its hashStruct.
    bytes32 public constant JOB_ORDER_TYPEHASH = keccak256(
        "JobOrder(uint64 subnet,address client,string modelCid,string inputCid,string engine,string spec,uint256 maxFee,uint64 deadlineMs,uint64 nonce,uint64 createdMs,uint32 bidWindowMs,uint64 inputBytes)"
    );

    /// @notice EIP-712 type hash of the settlement terms a client grants the miner it assigns a job
    /// (jobId is the JobOrder's hashStruct); what each batch leaf's signature is over.
    bytes32 public constant ASSIGNMENT_TYPEHASH =
        keccak256("Assignment(bytes32 jobId,address miner,uint256 price,uint64 settleByMs)");

    /// @notice EIP-712 type hash of a miner's proof of compute (per-job path).
    bytes32 public constant PROOF_OF_COMPUTE_TYPEHASH = keccak256(
        "ProofOfCompute(bytes32 jobId,bytes32 modelHash,bytes32 inputHash,bytes32 resultHash,bytes32 envHash,uint64 startedAt,uint64 finishedAt)"
    );

    /// @notice Smallest packed leaf in submitBatch's `leaves` (a leaf that repeats client, model, engine and spec).
    uint256 public constant MIN_LEAF_BYTES = 221;

    /// @notice How long a requested withdrawal waits before withdraw() pays it.
    /// @dev A miner accepts an assignment only if its settle-by is at most a
    /// node-side horizon (docs/settlement.md) after the assignment, far below
    /// this delay, and submitBatch moves a leaf's fee out of `free` at once.
    /// So a withdrawal requested after a miner accepted a job completes only
    /// after that job's settle-by: a miner settling in time is always ahead of
    /// it. Fees already in a batch are held by the batch, out of any
    /// withdrawal's reach, for the whole challenge window.
    uint256 public constant WITHDRAWAL_DELAY = 2 days;

    uint256 private constant BPS = 10_000;
    // SubnetACL.SUBMIT.
    uint8 private constant SUBMIT_RIGHT = 1;
    // Leaf flag bits: the field follows; otherwise the previous leaf's value is reused.
    uint256 private constant NEW_CLIENT = 1;
    uint256 private constant NEW_MODEL = 2;
    uint256 private constant NEW_ENGINE = 4;
    uint256 private constant NEW_SPEC = 8;
    uint256 private constant ALL_NEW = 15;
    // secp256k1n / 2: larger s values are the malleable twin of a valid signature.
    uint256 private constant HALF_N = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;
    // Domain tag of per-job ids, so they can never equal a JobOrder hashStruct.
    bytes32 private constant PER_JOB_TAG = keccak256("tensora.JobEscrow.perJob");

    // ------------------------------------------------------------------- state

    /// @notice The escrowed token (TORA).
    IERC20 public immutable token;
    /// @notice Where subnet parameters come from.
    SubnetRegistry public immutable registry;
    /// @notice Where validator shares go.
    ValidatorRewards public immutable rewards;
    /// @notice Where miners' stake is read: submitBatch pays only a miner meeting its subnet's minimum.
    Staking public immutable staking;
    /// @notice Who may submit jobs: settlement refuses a client without SUBMIT on an ALLOWLIST subnet.
    SubnetACL public immutable acl;

    struct Account {
        uint128 free;
        uint128 committed;
    }

    mapping(address => Account) private _accounts;

    /// @notice A client's requested withdrawal.
    /// @param amount TORA requested (paid up to what is free when withdrawn)
    /// @param readyAt first timestamp at which withdraw() pays it
    struct Withdrawal {
        uint128 amount;
        uint64 readyAt;
    }

    mapping(address => Withdrawal) private _withdrawals;

    // What each miner earned from finalized batches and what it claimed,
    // both only ever growing: the slot stays non-zero, so crediting it in
    // finalizeBatch costs an update, not a new slot, even after a claim.
    struct Earnings {
        uint128 earned;
        uint128 claimed;
    }

    mapping(address => Earnings) private _earnings;

    // Replay bitmap: client => nonce >> 8 => bit (nonce & 255). One bit per
    // JobOrder nonce, set when a leaf with that (client, nonce) is accepted,
    // never cleared. A superseded leaf reopens its job through _reopened.
    mapping(address => mapping(uint256 => uint256)) private _nonceBits;

    /// @notice A job reopened by supersede.
    /// @param reserve the superseded leaf's fee, held for the job: it pays
    /// toward the leaf that settles the job next (up to that leaf's fee; the
    /// rest goes to the validators), or goes to the validators
    /// (forfeitReserve) if none settles by `until`; back to the client only
    /// if a challenge proves the superseded leaf's result wrong. Zero for a
    /// job reopened by an upheld challenge (the client was refunded).
    /// @param minSettleBy a leaf of the job with a settle-by at least this may
    /// settle once (the slot is then cleared): the superseding terms' settle-by,
    /// or 1 + the settle-by of a leaf an upheld challenge voided
    /// @param until the newest superseding terms' settle-by (unix ms)
    /// @param subnet the job's subnet (whose validators a forfeit pays)
    struct Reopened {
        uint128 reserve;
        uint64 minSettleBy;
        uint64 until;
        uint64 subnet;
    }

    // The assembly in _scanRun reads `minSettleBy` from the first slot's bits 128..191.
    mapping(bytes32 => Reopened) private _reopened;

    // Settled leaves (by hashLeaf) paid in part from a reopened job's
    // reserve: how much. That part was another leaf's fee, so it is never
    // refunded to the client: a void or supersede of the leaf sends it to
    // the validators. Written by _scanRun's assembly.
    mapping(bytes32 => uint256) private _credited;

    /// @notice Whether a settled leaf (by its hashLeaf) was voided: superseded or challenged.
    mapping(bytes32 => bool) public voided;

    // Held leaves: leaf hash => keccak256(abi.encode(batchId, leaf hash)),
    // zero when not held. Binding the batch means release can only void
    // exactly the leaf that hold proved.
    mapping(bytes32 => bytes32) private _holds;

    /// @notice Lifecycle of a per-job-path job.
    enum JobStatus {
        None,
        Open,
        Submitted,
        Finalized,
        Cancelled,
        Voided
    }

    /// @notice A per-job-path job.
    /// @param client who posted and pays
    /// @param subnet the job's subnet
    /// @param status lifecycle state
    /// @param miner the only address that may submit the result (named by the client in postJob)
    /// @param submittedAt when the result was submitted (seconds)
    /// @param maxFee the fee committed and paid (the seed path pays the cap)
    /// @param challengeWindow snapshot of the subnet's window at post time
    /// @param minerShareBps snapshot of the subnet's miner share at post time
    /// @param specHash the job's spec hash as posted
    /// @param resultHash the submitted result's hash
    struct Job {
        address client;
        uint64 subnet;
        JobStatus status;
        address miner;
        uint64 submittedAt;
        uint128 maxFee;
        uint64 challengeWindow;
        uint16 minerShareBps;
        bytes32 specHash;
        bytes32 resultHash;
    }

    mapping(bytes32 => Job) private _jobs;

    /// @notice Per-job-path jobs posted so far.
    uint256 public jobCount;

    /// @notice A submitted batch.
    /// @param miner who submitted it and is paid
    /// @param subnet the subnet every leaf belongs to
    /// @param minerShareBps snapshot of the subnet's miner share at submission
    /// @param finalized whether finalizeBatch ran
    /// @param held fees held for the batch (zero once finalized)
    /// @param challengeEnd first timestamp at which the batch can be finalized
    /// @param leafCount number of leaves
    /// @param holds leaves held by open challenges; finalizeBatch waits for zero
    /// @param root Merkle root over the leaf hashes (see hashLeaf)
    /// @param quorumBps snapshot of the subnet's challenge quorum at submission (SubnetRegistry.challengeTerms)
    /// @param slashAmount snapshot of the subnet's slash amount at submission
    /// @param challengeBond snapshot of the subnet's challenger bond at submission
    struct Batch {
        address miner;
        uint64 subnet;
        uint16 minerShareBps;
        bool finalized;
        uint128 held;
        uint64 challengeEnd;
        uint32 leafCount;
        uint32 holds;
        bytes32 root;
        uint16 quorumBps;
        uint96 slashAmount;
        uint96 challengeBond;
    }

    mapping(uint256 => Batch) private _batches;

    /// @notice Batches submitted so far; ids run from 1 to batchCount.
    uint256 public batchCount;

    /// @notice A leaf as the Merkle tree commits to it; what challenge takes.
    /// @param jobId the JobOrder's EIP-712 hashStruct
    /// @param client who signed the JobOrder and paid
    /// @param fee what the client paid for the job
    /// @param resultHash the result the miner settled
    /// @param settleByMs the settle-by of the terms it settled under (orders the client's terms for the job)
    struct Leaf {
        bytes32 jobId;
        address client;
        uint256 fee;
        bytes32 resultHash;
        uint64 settleByMs;
    }

    // Working state of submitBatch, in memory to stay clear of stack
    // limits. The assembly in _scanRun addresses fields by offset (noted).
    struct Scan {
        uint256 buf; // 0x000 memory: JobOrder and Assignment encodings, digest and ecrecover areas
        address client; // 0x020 current leaf's client
        uint256 price; // 0x040 current leaf's price
        uint256 nonce; // 0x060
        uint256 fee; // 0x080
        bytes32 jobId; // 0x0a0
        bytes32 leafHash; // 0x0c0
        address runClient; // 0x0e0 client of the current run
        uint256 runTotal; // 0x100 fees of the current run
        uint256 runCount; // 0x120 leaves of the current run
        uint256 clientSlot; // 0x140 keccak(client, _nonceBits.slot)
        uint256 wordIdx; // 0x160 cached bitmap word index, ~0 if none
        uint256 bits; // 0x180 cached bitmap word
        uint256 minFee; // 0x1a0
        uint256 total; // 0x1c0 fees of the batch
        uint256 window; // 0x1e0
        uint256 shareBps; // 0x200
        uint256 batchId; // 0x220
        uint256 n; // 0x240 leaves so far
        bytes32[] hashes; // 0x260 leaf hashes
        uint256 wordSlot; // 0x280 storage slot of the cached word
        uint256 settleByMs; // 0x2a0 current leaf's settle-by
        uint256 nowMs; // 0x2c0 block.timestamp * 1000
        uint16 quorumBps; // 0x2e0 challenge terms in force at submission
        uint96 slashAmount; // 0x300
        uint96 challengeBond; // 0x320
        uint256 out; // 0x340 where the next BatchLeaves record goes
        uint256 runCredit; // 0x360 reserves of reopened jobs in the current run, credited to its client
        uint256 forfeit; // 0x380 reserve beyond the new leaves' fees, for the validators
        bool allowlist; // 0x3a0 the subnet is ALLOWLIST: each run's client needs SUBMIT
        uint64 subnet; // 0x3c0
    }

    // ------------------------------------------------------------------ events

    /// @notice `client` added `amount` to its free balance.
    event Deposited(address indexed client, uint256 amount);
    /// @notice `payer` paid `amount` into `beneficiary`'s free balance with
    /// depositFor (a Deposited for `beneficiary` comes with it).
    event DepositedFor(address indexed payer, address indexed beneficiary, uint256 amount);
    /// @notice `client` asked to withdraw `amount`; withdraw() pays it from `readyAt` on.
    event WithdrawalRequested(address indexed client, uint256 amount, uint64 readyAt);
    /// @notice `client` took `amount` out of its free balance.
    event Withdrawn(address indexed client, uint256 amount);
    /// @notice Per-job path: a job was posted, `maxFee` committed from the
    /// client's wallet, and `miner` named as the only one that may submit.
    event JobPosted(
        bytes32 indexed jobId,
        uint64 indexed subnet,
        address indexed client,
        bytes32 specHash,
        uint256 maxFee,
        address miner
    );
    /// @notice Per-job path: `miner` submitted a result.
    event ResultSubmitted(bytes32 indexed jobId, address indexed miner, bytes32 resultHash, uint64 challengeEnd);
    /// @notice Per-job path: a job was paid out.
    event JobFinalized(bytes32 indexed jobId, address indexed miner, uint256 minerAmount, uint256 validatorAmount);
    /// @notice Per-job path: the client cancelled a job no miner had answered.
    event JobCancelled(bytes32 indexed jobId, address indexed client, uint256 refund);
    /// @notice Per-job path: a submitted result was voided inside its window and the fee refunded.
    event JobVoided(bytes32 indexed jobId, address indexed client, uint256 refund, address challenger);
    /// @notice A batch was committed; its leaves are in the BatchLeaves event that follows.
    event BatchSubmitted(
        uint256 indexed batchId,
        uint64 indexed subnet,
        address indexed miner,
        bytes32 root,
        uint256 leafCount,
        uint256 total,
        uint64 challengeEnd
    );
    /// @notice The leaves of batch `batchId`, in tree order: one 108-byte
    /// record each, jobId:32 client:20 fee:uint128 resultHash:32
    /// settleByMs:uint64, big-endian; each hashes (hashLeaf) to a leaf of
    /// the batch's root. How clients and validators read a batch, whoever sent it.
    event BatchLeaves(uint256 indexed batchId, bytes leaves);
    /// @notice A settled leaf was superseded by newer terms its client signed
    /// for the job (settle-by `newerSettleByMs`, naming `miner`): it is voided
    /// and the job may settle once more under terms at least that new.
    event LeafSuperseded(
        uint256 indexed batchId, bytes32 indexed jobId, address indexed miner, uint64 newerSettleByMs
    );
    /// @notice Leaves of batch `batchId` settled reopened jobs for less than
    /// their reserves: the difference (`amount`) went to the subnet's validators.
    event ReserveExcessForfeited(uint256 indexed batchId, uint64 indexed subnet, uint256 amount);
    /// @notice No leaf settled reopened job `jobId` by its newest terms'
    /// settle-by: its reserve (`amount`) went to the subnet's validators.
    event ReserveForfeited(bytes32 indexed jobId, uint64 indexed subnet, uint256 amount);
    /// @notice `client` paid `amount` for `jobs` consecutive leaves of batch `batchId`.
    event ClientCharged(uint256 indexed batchId, address indexed client, uint256 amount, uint256 jobs);
    /// @notice A leaf was voided and its fee refunded to its client.
    event LeafVoided(
        uint256 indexed batchId, bytes32 indexed jobId, address indexed client, uint256 fee, address challenger
    );
    /// @notice A CHALLENGER_ROLE holder held a leaf while a challenge against it is decided.
    event LeafHeld(uint256 indexed batchId, bytes32 indexed jobId, address challenger);
    /// @notice A held leaf was released; `voided` when the challenge voided it.
    event LeafReleased(uint256 indexed batchId, bytes32 indexed jobId, bool voided);
    /// @notice A batch was paid out: `minerAmount` owed to the miner, `validatorAmount` to ValidatorRewards.
    event BatchFinalized(uint256 indexed batchId, address indexed miner, uint256 minerAmount, uint256 validatorAmount);
    /// @notice `account` claimed `amount` it was owed.
    event Claimed(address indexed account, uint256 amount);

    // ------------------------------------------------------------------ errors

    /// @notice The amount is zero.
    error ZeroAmount();
    /// @notice depositFor named the zero address.
    error ZeroBeneficiary();
    /// @notice A client's free escrow does not cover what a job or a batch charges it.
    error InsufficientEscrow(address client, uint256 free, uint256 required);
    /// @notice A withdrawal asks for more than the free balance (committed funds cannot leave).
    error WithdrawExceedsFree(address client, uint256 free, uint256 requested);
    /// @notice withdraw() without a requested withdrawal.
    error NoWithdrawalRequested(address client);
    /// @notice The requested withdrawal waits until `readyAt`.
    error WithdrawalNotReady(address client, uint64 readyAt);
    /// @notice A fee is below the subnet's minimum.
    error FeeBelowMinimum(uint256 fee, uint256 minFee);
    /// @notice A leaf's assigned price is above the maxFee its client signed in the JobOrder.
    error PriceAboveMax(bytes32 jobId, uint256 price, uint256 maxFee);
    /// @notice A leaf's fee is above the price its client assigned the job at.
    error FeeAbovePrice(bytes32 jobId, uint256 fee, uint256 price);
    /// @notice The leaf's assignment has expired: it had to be settled by `settleByMs` (unix ms).
    error AssignmentExpired(bytes32 jobId, uint64 settleByMs);
    /// @notice A client cannot settle its own job (that would burn the nonce its miner is owed).
    error ClientCannotSettle(bytes32 jobId, address client);
    /// @notice The subnet is ALLOWLIST and the job's client lacks SUBMIT on it (SubnetACL).
    error SubmitNotAllowed(uint64 subnet, address client);
    /// @notice The submitter is not a registered miner meeting the subnet's minimum miner stake.
    error MinerNotStaked(address miner, uint64 subnet);
    /// @notice The job (client, nonce) was already settled, in this or an earlier batch.
    error JobAlreadySettled(bytes32 jobId, address client, uint64 nonce);
    /// @notice supersede was given terms no newer than the settled leaf's (settle-by `settledSettleByMs`).
    error NotNewerTerms(bytes32 jobId, uint64 settleByMs, uint64 settledSettleByMs);
    /// @notice forfeitReserve: the job holds no reserve, or its newest terms can still settle until `until` (unix ms).
    error ReserveNotForfeitable(bytes32 jobId, uint64 until);
    /// @notice The leaf's signature does not recover to its client: the client never assigned this
    /// job (that JobOrder) to the submitting miner at that price and settle-by.
    error InvalidAssignmentSignature(bytes32 jobId, address client);
    /// @notice submitBatch got no leaves.
    error EmptyBatch();
    /// @notice The packed leaves are malformed at byte `offset`.
    error MalformedBatch(uint256 offset);
    /// @notice No batch has this id.
    error UnknownBatch(uint256 batchId);
    /// @notice The batch's challenge window is still open: it cannot be finalized before `endsAt`.
    error ChallengeWindowOpen(uint256 batchId, uint64 endsAt);
    /// @notice The batch's challenge window closed at `endedAt`.
    error ChallengeWindowClosed(uint256 batchId, uint64 endedAt);
    /// @notice The batch was already finalized.
    error BatchAlreadyFinalized(uint256 batchId);
    /// @notice The leaf and proof do not match the batch's Merkle root.
    error LeafNotInBatch(uint256 batchId, bytes32 jobId);
    /// @notice The leaf was already voided.
    error LeafAlreadyVoided(bytes32 jobId);
    /// @notice Only the leaf's client or a CHALLENGER_ROLE holder may challenge it.
    error NotChallenger(address caller);
    /// @notice No per-job-path job has this id.
    error UnknownJob(bytes32 jobId);
    /// @notice The per-job-path job is not in the state this call needs.
    error WrongJobStatus(bytes32 jobId, JobStatus status);
    /// @notice The per-job-path job's challenge window is still open until `endsAt`.
    error JobWindowOpen(bytes32 jobId, uint64 endsAt);
    /// @notice The per-job-path job's challenge window closed at `endedAt`.
    error JobWindowClosed(bytes32 jobId, uint64 endedAt);
    /// @notice Only the job's client may cancel it.
    error NotJobClient(bytes32 jobId, address caller);
    /// @notice The proof of compute is malformed or not signed by the submitting miner.
    error InvalidProof(bytes32 jobId, address signer);
    /// @notice Per-job path: the caller is not the miner the job's client named in postJob.
    error NotJobMiner(bytes32 jobId, address caller, address miner);
    /// @notice postJob named no miner, or the client itself.
    error InvalidJobMiner(address miner);
    /// @notice The caller is owed nothing.
    error NothingToClaim(address caller);
    /// @notice The leaf is already held by an open challenge.
    error LeafAlreadyHeld(bytes32 jobId);
    /// @notice The leaf is not held in this batch (or not with these fields).
    error LeafNotHeld(uint256 batchId, bytes32 jobId);
    /// @notice The batch has `holds` leaves held by open challenges: it cannot be finalized yet.
    error BatchHeld(uint256 batchId, uint32 holds);

    // ------------------------------------------------------------- constructor

    /// @param token_ the escrowed token; must implement EIP-2612 for depositWithPermit
    /// @param registry_ the subnet registry
    /// @param rewards_ the validator rewards pool
    /// @param staking_ the Staking contract (miners' stake, for submitBatch)
    /// @param admin holder of DEFAULT_ADMIN_ROLE (grants CHALLENGER_ROLE)
    /// @param challenger gets CHALLENGER_ROLE at deployment (the Challenges contract); zero for none
    /// @param acl_ the SubnetACL settlement checks clients against
    constructor(
        IERC20 token_,
        SubnetRegistry registry_,
        ValidatorRewards rewards_,
        Staking staking_,
        address admin,
        address challenger,
        SubnetACL acl_
    ) EIP712("Tensora", "1") {
        token = token_;
        acl = acl_;
        registry = registry_;
        rewards = rewards_;
        staking = staking_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        if (challenger != address(0)) _grantRole(CHALLENGER_ROLE, challenger);
    }

    // ------------------------------------------------------------------ escrow

    /// @notice Moves `amount` TORA from the caller into its free escrow balance.
    /// @dev Needs an allowance; see depositWithPermit for a one-transaction deposit.
    /// @param amount TORA in wei
    function deposit(uint256 amount) external nonReentrant {
        _deposit(msg.sender, amount);
    }

    /// @notice Moves `amount` TORA from the caller into `beneficiary`'s free
    /// escrow balance: a payer (the HTLC contract, at the end of a
    /// cross-chain swap) funds a client's escrow directly.
    /// @dev Needs an allowance from the caller, as deposit does. The
    /// beneficiary owns the balance: only it may spend or withdraw it.
    /// @param beneficiary the client credited; not zero
    /// @param amount TORA in wei
    function depositFor(address beneficiary, uint256 amount) external nonReentrant {
        if (beneficiary == address(0)) revert ZeroBeneficiary();
        emit DepositedFor(msg.sender, beneficiary, amount);
        _deposit(beneficiary, amount);
    }

    /// @notice Approves with an EIP-2612 permit and deposits, in one transaction.
    /// @dev A permit that fails (for example because someone front-ran it) is
    /// ignored; the deposit then succeeds if the allowance is there anyway.
    /// @param amount TORA in wei
    /// @param deadline the permit's deadline
    /// @param v signature v
    /// @param r signature r
    /// @param s signature s
    function depositWithPermit(uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
        nonReentrant
    {
        try IERC20Permit(address(token)).permit(msg.sender, address(this), amount, deadline, v, r, s) {} catch {}
        _deposit(msg.sender, amount);
    }

    /// @notice Starts a withdrawal of `amount` of the caller's free balance:
    /// withdraw() pays it WITHDRAWAL_DELAY from now. Until then the amount
    /// stays free and settlement may still spend it (miners see it with
    /// pendingWithdrawal). A new request replaces a pending one and restarts
    /// the delay.
    /// @param amount TORA in wei, at most the free balance now
    /// @return readyAt when withdraw() will pay it
    function requestWithdrawal(uint256 amount) external returns (uint64 readyAt) {
        if (amount == 0) revert ZeroAmount();
        uint256 free = _accounts[msg.sender].free;
        if (free < amount) revert WithdrawExceedsFree(msg.sender, free, amount);
        readyAt = uint64(block.timestamp + WITHDRAWAL_DELAY);
        _withdrawals[msg.sender] = Withdrawal({amount: uint128(amount), readyAt: readyAt});
        emit WithdrawalRequested(msg.sender, amount, readyAt);
    }

    /// @notice Completes the caller's requested withdrawal once its delay has
    /// passed: sends it the smaller of the amount requested and its free
    /// balance now (settlement may have spent some meanwhile), and clears
    /// the request.
    /// @return amount TORA sent (may be zero if settlement spent it all)
    function withdraw() external nonReentrant returns (uint256 amount) {
        Withdrawal memory w = _withdrawals[msg.sender];
        if (w.amount == 0) revert NoWithdrawalRequested(msg.sender);
        if (block.timestamp < w.readyAt) revert WithdrawalNotReady(msg.sender, w.readyAt);
        delete _withdrawals[msg.sender];
        Account storage a = _accounts[msg.sender];
        amount = w.amount;
        if (a.free < amount) amount = a.free;
        a.free -= uint128(amount);
        emit Withdrawn(msg.sender, amount);
        if (amount != 0) token.safeTransfer(msg.sender, amount);
    }

    /// @notice A client's pending withdrawal; miners bid only against free minus this
    /// (when it is ready before their settle-by).
    /// @param client the client
    /// @return amount TORA requested, zero if none
    /// @return readyAt when withdraw() pays it
    function pendingWithdrawal(address client) external view returns (uint256 amount, uint64 readyAt) {
        Withdrawal storage w = _withdrawals[client];
        return (w.amount, w.readyAt);
    }

    /// @notice A client's escrow.
    /// @param client the client
    /// @return free spendable by settlement and withdrawable (see pendingWithdrawal)
    /// @return committed fees of its open per-job-path jobs (pulled from its wallet, never from free)
    function balances(address client) external view returns (uint256 free, uint256 committed) {
        Account storage a = _accounts[client];
        return (a.free, a.committed);
    }

    /// @notice Transfers everything the caller is owed from finalized batches.
    /// @return amount TORA sent
    function claim() external nonReentrant returns (uint256 amount) {
        Earnings storage e = _earnings[msg.sender];
        amount = e.earned - e.claimed;
        if (amount == 0) revert NothingToClaim(msg.sender);
        e.claimed = e.earned;
        emit Claimed(msg.sender, amount);
        token.safeTransfer(msg.sender, amount);
    }

    /// @notice TORA a miner has earned from finalized batches and not yet claimed.
    /// @param miner the miner
    function owed(address miner) external view returns (uint256) {
        Earnings storage e = _earnings[miner];
        return e.earned - e.claimed;
    }

    /// @notice A miner's lifetime earnings from finalized batches and how much of them it has claimed.
    /// @param miner the miner
    /// @return earned TORA credited by finalizeBatch, ever
    /// @return claimed TORA paid out by claim, ever
    function earnings(address miner) external view returns (uint256 earned, uint256 claimed) {
        Earnings storage e = _earnings[miner];
        return (e.earned, e.claimed);
    }

    // --------------------------------------------------------- per-job path

    /// @notice Per-job path: posts a job for `miner` and pulls `maxFee` from
    /// the caller's wallet (not its escrow: the per-job path never touches
    /// the free balance batches are paid from, so it can neither drain it
    /// ahead of a miner's batch nor take it out past WITHDRAWAL_DELAY).
    /// On an ALLOWLIST subnet the caller must hold SUBMIT (SubmitNotAllowed).
    /// @dev Needs an allowance of `maxFee` to this contract, as deposit does.
    /// The fee is held as the client's `committed` balance until finalize
    /// pays it or cancelJob / challengeJob send it back to the client's wallet.
    /// @param subnet the job's subnet
    /// @param specHash hash of the job's spec (opaque to the contract)
    /// @param maxFee the fee committed; paid in full on finalize
    /// @param miner the only address that may submit the job's result (the client's choice, as an Assignment names it on the batched path)
    /// @return jobId the job's id (distinct from every JobOrder id)
    function postJob(uint64 subnet, bytes32 specHash, uint256 maxFee, address miner)
        external
        nonReentrant
        returns (bytes32 jobId)
    {
        (uint128 minFee, uint64 window, uint16 shareBps) = registry.settlementParams(subnet);
        if (maxFee == 0) revert ZeroAmount();
        if (maxFee < minFee) revert FeeBelowMinimum(maxFee, minFee);
        if (miner == address(0) || miner == msg.sender) revert InvalidJobMiner(miner);
        if (!acl.hasRights(subnet, msg.sender, SUBMIT_RIGHT)) revert SubmitNotAllowed(subnet, msg.sender);
        _accounts[msg.sender].committed += SafeCast.toUint128(maxFee);
        jobId = keccak256(abi.encode(PER_JOB_TAG, block.chainid, address(this), ++jobCount));
        _jobs[jobId] = Job({
            client: msg.sender,
            subnet: subnet,
            status: JobStatus.Open,
            miner: miner,
            submittedAt: 0,
            maxFee: uint128(maxFee),
            challengeWindow: window,
            minerShareBps: shareBps,
            specHash: specHash,
            resultHash: bytes32(0)
        });
        emit JobPosted(jobId, subnet, msg.sender, specHash, maxFee, miner);
        token.safeTransferFrom(msg.sender, address(this), maxFee);
    }

    /// @notice Per-job path: the job's named miner submits its result. The
    /// caller must be the miner postJob named (NotJobMiner), a registered
    /// miner meeting the subnet's minimum miner stake now (MinerNotStaked),
    /// as submitBatch requires. (SUBMIT is checked when the job is posted:
    /// the client cannot revoke it afterwards to leave its miner unpaid.)
    /// @dev `proof` is abi.encode(bytes32 modelHash, bytes32 inputHash,
    /// bytes32 envHash, uint64 startedAt, uint64 finishedAt, bytes signature):
    /// the miner's EIP-712 ProofOfCompute over (jobId, modelHash, inputHash,
    /// resultHash, envHash, startedAt, finishedAt) in this contract's domain,
    /// which must recover to the caller.
    /// @param jobId the job
    /// @param resultHash hash of the result
    /// @param proof the encoded proof of compute
    function submitResult(bytes32 jobId, bytes32 resultHash, bytes calldata proof) external {
        Job storage j = _jobs[jobId];
        if (j.status != JobStatus.Open) {
            if (j.status == JobStatus.None) revert UnknownJob(jobId);
            revert WrongJobStatus(jobId, j.status);
        }
        if (msg.sender != j.miner) revert NotJobMiner(jobId, msg.sender, j.miner);
        if (staking.roleOf(msg.sender) != Staking.Role.Miner || !staking.meetsMinimum(msg.sender, j.subnet)) {
            revert MinerNotStaked(msg.sender, j.subnet);
        }
        address signer = _proofSigner(jobId, resultHash, proof);
        if (signer != msg.sender) revert InvalidProof(jobId, signer);
        j.status = JobStatus.Submitted;
        j.submittedAt = uint64(block.timestamp);
        j.resultHash = resultHash;
        emit ResultSubmitted(jobId, msg.sender, resultHash, uint64(block.timestamp) + j.challengeWindow);
    }

    /// @notice Per-job path: after the challenge window, pays the job's fee:
    /// the miner's share straight to the miner, the rest to ValidatorRewards.
    /// Anyone may call it.
    /// @param jobId the job
    function finalize(bytes32 jobId) external nonReentrant {
        Job storage j = _jobs[jobId];
        if (j.status != JobStatus.Submitted) {
            if (j.status == JobStatus.None) revert UnknownJob(jobId);
            revert WrongJobStatus(jobId, j.status);
        }
        uint64 endsAt = j.submittedAt + j.challengeWindow;
        if (block.timestamp < endsAt) revert JobWindowOpen(jobId, endsAt);
        j.status = JobStatus.Finalized;
        uint256 fee = j.maxFee;
        _accounts[j.client].committed -= uint128(fee);
        uint256 minerAmount = fee * j.minerShareBps / BPS;
        uint256 validatorAmount = fee - minerAmount;
        address miner = j.miner;
        emit JobFinalized(jobId, miner, minerAmount, validatorAmount);
        if (minerAmount != 0) token.safeTransfer(miner, minerAmount);
        if (validatorAmount != 0) _payValidators(j.subnet, validatorAmount);
    }

    /// @notice Per-job path: the client cancels a job no miner has answered;
    /// its fee goes back to the client's wallet.
    /// @param jobId the job
    function cancelJob(bytes32 jobId) external nonReentrant {
        Job storage j = _jobs[jobId];
        if (j.status == JobStatus.None) revert UnknownJob(jobId);
        if (j.client != msg.sender) revert NotJobClient(jobId, msg.sender);
        if (j.status != JobStatus.Open) revert WrongJobStatus(jobId, j.status);
        j.status = JobStatus.Cancelled;
        uint128 fee = j.maxFee;
        _accounts[msg.sender].committed -= fee;
        emit JobCancelled(jobId, msg.sender, fee);
        token.safeTransfer(msg.sender, fee);
    }

    /// @notice Per-job path: voids a submitted result inside its challenge
    /// window and refunds the fee to the client's wallet. The job's client or
    /// a CHALLENGER_ROLE holder may call it, as for batch leaves.
    /// @param jobId the job
    function challengeJob(bytes32 jobId) external nonReentrant {
        Job storage j = _jobs[jobId];
        if (j.status == JobStatus.None) revert UnknownJob(jobId);
        if (msg.sender != j.client && !hasRole(CHALLENGER_ROLE, msg.sender)) revert NotChallenger(msg.sender);
        if (j.status != JobStatus.Submitted) revert WrongJobStatus(jobId, j.status);
        uint64 endsAt = j.submittedAt + j.challengeWindow;
        if (block.timestamp >= endsAt) revert JobWindowClosed(jobId, endsAt);
        j.status = JobStatus.Voided;
        uint128 fee = j.maxFee;
        address client = j.client;
        _accounts[client].committed -= fee;
        emit JobVoided(jobId, client, fee, msg.sender);
        token.safeTransfer(client, fee);
    }

    /// @notice A per-job-path job. Reverts UnknownJob for an unknown id.
    /// @param jobId the job
    function job(bytes32 jobId) external view returns (Job memory) {
        Job memory j = _jobs[jobId];
        if (j.status == JobStatus.None) revert UnknownJob(jobId);
        return j;
    }

    // --------------------------------------------------------- batched path

    /// @notice Batched path: the caller (the miner) settles many jobs of one subnet at once.
    /// The caller must be a registered miner meeting the subnet's minimum
    /// miner stake now (MinerNotStaked), and is paid only for jobs their
    /// clients assigned to it.
    /// @dev `leaves` is a packed sequence of leaves, each
    ///   flags:uint8 [client:20] [modelHash:32] [engineHash:32] [specHash:32]
    ///   inputHash:32 maxFee:uint128 deadlineMs:uint64 nonce:uint64 createdMs:uint64
    ///   bidWindowMs:uint32 inputBytes:uint64 fee:uint128 price:uint128
    ///   settleByMs:uint64 resultHash:32 r:32 vs:32
    /// big-endian, no padding. A bracketed field is present when its flag bit
    /// (1 client, 2 model, 4 engine, 8 spec) is set and otherwise repeats the
    /// previous leaf's; the first leaf sets all four. The *Hash fields of the
    /// JobOrder strings are keccak256 of the strings. For each leaf the
    /// contract rebuilds the JobOrder hashStruct (the job id), then
    /// hashStruct(Assignment(jobId, miner = msg.sender, price, settleByMs));
    /// (r, vs) is the client's EIP-2098 compact signature over that
    /// Assignment's EIP-712 digest in this contract's domain. It checks the
    /// signature recovers to the client (InvalidAssignmentSignature: which
    /// also proves the client signed the JobOrder, whose hash it embeds),
    /// client ≠ msg.sender (ClientCannotSettle), block.timestamp·1000 ≤
    /// settleByMs (AssignmentExpired), price ≤ maxFee (PriceAboveMax),
    /// fee ≤ price (FeeAbovePrice), fee ≥ the subnet's minFee, and that
    /// (client, nonce) was never settled (or its job was reopened by
    /// supersede for terms older than this leaf's); each run of leaves sharing a client
    /// is charged to that client's free balance at once. On an ALLOWLIST
    /// subnet (SubnetACL) each run's client must hold SUBMIT now or have
    /// lost it less than SubnetACL.SETTLE_GRACE ago (mayBeSettled;
    /// SubmitNotAllowed); an OPEN subnet costs one mode read per batch. Leaves sorted by
    /// (client, nonce) cost least. Any failing leaf reverts the whole batch
    /// with an error naming it. The batch records the subnet's challenge
    /// terms in force now (SubnetRegistry.challengeTerms: quorum, slash,
    /// bond); Challenges decides every challenge of it under those, whatever
    /// the subnet's owner changes later. The leaves are emitted in
    /// BatchLeaves, so they can be read from the receipt whatever contract
    /// or wallet sent the call.
    /// @param subnet the subnet of every job in the batch
    /// @param leaves the packed leaves
    /// @return batchId the new batch's id
    function submitBatch(uint64 subnet, bytes calldata leaves) external nonReentrant returns (uint256 batchId) {
        Scan memory s;
        (s.minFee, s.window, s.shareBps) = registry.settlementParams(subnet);
        (s.quorumBps, s.slashAmount, s.challengeBond) = registry.challengeTerms(subnet);
        if (leaves.length == 0) revert EmptyBatch();
        if (staking.roleOf(msg.sender) != Staking.Role.Miner || !staking.meetsMinimum(msg.sender, subnet)) {
            revert MinerNotStaked(msg.sender, subnet);
        }
        s.nowMs = block.timestamp * 1000;
        s.subnet = subnet;
        s.allowlist = acl.modeOf(subnet) == SubnetACL.Mode.Allowlist;
        batchId = ++batchCount;
        s.batchId = batchId;
        s.buf = _scratch(subnet);
        // Every leaf is at least MIN_LEAF_BYTES long, so this bounds the count.
        s.hashes = new bytes32[](leaves.length / MIN_LEAF_BYTES);
        // 108 bytes per leaf, plus a word the last record's write spills into.
        bytes memory records = new bytes((leaves.length / MIN_LEAF_BYTES) * 108 + 32);
        assembly ("memory-safe") {
            mstore(add(s, 0x340), add(records, 0x20))
        }
        _scanLeaves(s, leaves);
        uint256 n = s.n;
        assembly ("memory-safe") {
            mstore(records, mul(n, 108))
        }
        bytes32 root = _merkleRoot(s.hashes, n);
        uint64 endsAt = uint64(block.timestamp + s.window);
        _batches[batchId] = Batch({
            miner: msg.sender,
            subnet: subnet,
            minerShareBps: uint16(s.shareBps),
            finalized: false,
            held: SafeCast.toUint128(s.total),
            challengeEnd: endsAt,
            leafCount: SafeCast.toUint32(n),
            holds: 0,
            root: root,
            quorumBps: s.quorumBps,
            slashAmount: s.slashAmount,
            challengeBond: s.challengeBond
        });
        emit BatchSubmitted(batchId, subnet, msg.sender, root, n, s.total, endsAt);
        emit BatchLeaves(batchId, records);
        if (s.forfeit != 0) {
            emit ReserveExcessForfeited(batchId, subnet, s.forfeit);
            _payValidators(subnet, s.forfeit);
        }
    }

    /// @notice Voids a leaf of a batch inside its challenge window and
    /// refunds its fee to its client. CHALLENGER_ROLE only: a client cannot
    /// void a leaf on its own word (it disputes a result through the
    /// validators, or supersedes the leaf with newer terms).
    /// @param batchId the batch
    /// @param leaf the leaf, as hashLeaf hashes it
    /// @param proof Merkle proof of the leaf under the batch's root (sorted-pair keccak256)
    function challenge(uint256 batchId, Leaf calldata leaf, bytes32[] calldata proof) external nonReentrant {
        Batch storage b = _openBatch(batchId);
        if (!hasRole(CHALLENGER_ROLE, msg.sender)) revert NotChallenger(msg.sender);
        bytes32 h = hashLeaf(leaf);
        if (!MerkleProof.verifyCalldata(proof, b.root, h)) revert LeafNotInBatch(batchId, leaf.jobId);
        _voidLeaf(batchId, b, leaf, h);
    }

    /// @notice Supersedes a settled leaf with newer terms its client signed
    /// for the same job: when a client reassigns a job (a miner declined,
    /// never answered, or failed), the earlier miner still holds payable
    /// terms; whoever settled under them first is voided here and the job
    /// reopened for one leaf under terms at least as new as the superseding
    /// ones (their settle-by or later). The voided fee is NOT refunded: it
    /// is held as the job's reserve, credited to the client, up to the new
    /// leaf's fee, when the job's next leaf settles (so the client pays
    /// once; any excess goes to the validators), and forfeited to the
    /// subnet's validators if none settles by the newest superseding terms'
    /// settle-by. So a client gains little by superseding an honest leaf
    /// with terms it made up: at best its own sybil's leaf is paid, less the
    /// validators' share. Anyone may call it (the newer terms' miner,
    /// or the client) with the newer terms: an Assignment of the same job
    /// signed by the leaf's client whose settle-by is later than the
    /// leaf's. Inside the batch's challenge window; a leaf is superseded
    /// once. A challenge may still slash the superseded leaf's miner.
    /// @param batchId the batch holding the leaf
    /// @param leaf the settled leaf, as hashLeaf hashes it
    /// @param proof Merkle proof of the leaf under the batch's root
    /// @param miner the newer terms' miner
    /// @param price the newer terms' price
    /// @param settleByMs the newer terms' settle-by; must be later than leaf.settleByMs
    /// @param r the client's EIP-2098 compact signature over the newer Assignment (r)
    /// @param vs the same signature's vs
    function supersede(
        uint256 batchId,
        Leaf calldata leaf,
        bytes32[] calldata proof,
        address miner,
        uint256 price,
        uint64 settleByMs,
        bytes32 r,
        bytes32 vs
    ) external nonReentrant {
        Batch storage b = _openBatch(batchId);
        bytes32 h = hashLeaf(leaf);
        if (!MerkleProof.verifyCalldata(proof, b.root, h)) revert LeafNotInBatch(batchId, leaf.jobId);
        if (settleByMs <= leaf.settleByMs) revert NotNewerTerms(leaf.jobId, settleByMs, leaf.settleByMs);
        _checkTerms(leaf, miner, price, settleByMs, r, vs);
        _reserve(b, leaf, h, settleByMs);
        emit LeafSuperseded(batchId, leaf.jobId, miner, settleByMs);
    }

    /// @notice Sends a reopened job's reserve to its subnet's validators once
    /// no leaf settled it by its newest superseding terms' settle-by. Anyone may call it.
    /// @param jobId the JobOrder id
    function forfeitReserve(bytes32 jobId) external nonReentrant {
        Reopened memory ro = _reopened[jobId];
        if (ro.reserve == 0 || block.timestamp * 1000 <= ro.until) revert ReserveNotForfeitable(jobId, ro.until);
        delete _reopened[jobId];
        emit ReserveForfeited(jobId, ro.subnet, ro.reserve);
        _payValidators(ro.subnet, ro.reserve);
    }

    /// @notice Holds a leaf while a validator-quorum challenge against it is
    /// decided: the batch cannot be finalized until every hold is released.
    /// CHALLENGER_ROLE only; inside the batch's challenge window. A voided
    /// (superseded) leaf can still be held: its miner can still be slashed.
    /// @param batchId the batch
    /// @param leaf the leaf, as hashLeaf hashes it
    /// @param proof Merkle proof of the leaf under the batch's root
    function hold(uint256 batchId, Leaf calldata leaf, bytes32[] calldata proof)
        external
        onlyRole(CHALLENGER_ROLE)
        nonReentrant
    {
        Batch storage b = _openBatch(batchId);
        bytes32 h = hashLeaf(leaf);
        if (!MerkleProof.verifyCalldata(proof, b.root, h)) revert LeafNotInBatch(batchId, leaf.jobId);
        if (_holds[h] != bytes32(0)) revert LeafAlreadyHeld(leaf.jobId);
        _holds[h] = keccak256(abi.encode(batchId, h));
        b.holds += 1;
        emit LeafHeld(batchId, leaf.jobId, msg.sender);
    }

    /// @notice Releases a held leaf and, if `voidLeaf`, voids it (refunding
    /// its client) even if the challenge window has closed meanwhile. A
    /// leaf superseded meanwhile is refunded from its job's reserve, as far
    /// as the reserve still holds it (what was credited toward the job's
    /// next leaf already reached the client). CHALLENGER_ROLE only.
    /// @param batchId the batch the leaf was held in
    /// @param leaf the leaf exactly as held
    /// @param voidLeaf whether the challenge was upheld
    function release(uint256 batchId, Leaf calldata leaf, bool voidLeaf)
        external
        onlyRole(CHALLENGER_ROLE)
        nonReentrant
    {
        bytes32 h = hashLeaf(leaf);
        bytes32 tag = _holds[h];
        if (tag == bytes32(0) || tag != keccak256(abi.encode(batchId, h))) {
            revert LeafNotHeld(batchId, leaf.jobId);
        }
        delete _holds[h];
        Batch storage b = _batches[batchId];
        b.holds -= 1;
        if (voidLeaf) {
            if (!voided[h]) {
                _voidLeaf(batchId, b, leaf, h);
            } else {
                _refundReserve(batchId, leaf);
            }
        }
        emit LeafReleased(batchId, leaf.jobId, voidLeaf);
    }

    /// @notice Whether a settled leaf (by its hashLeaf) is held by an open challenge.
    /// @param leafHash the leaf's hashLeaf
    function isHeld(bytes32 leafHash) external view returns (bool) {
        return _holds[leafHash] != bytes32(0);
    }

    /// @notice Whether job `jobId` was reopened by supersede and not settled (or forfeited) since.
    /// @param jobId the JobOrder id
    function isReopened(bytes32 jobId) external view returns (bool) {
        return _reopened[jobId].minSettleBy != 0;
    }

    /// @notice A reopened job's state (all zero when not reopened).
    /// @param jobId the JobOrder id
    function reopened(bytes32 jobId) external view returns (Reopened memory) {
        return _reopened[jobId];
    }

    /// @notice After a batch's challenge window, and once no leaf of it is
    /// held, pays it out: the miner's share of the fees still held is
    /// credited to `owed[miner]` (see claim), the rest goes to
    /// ValidatorRewards for the batch (notifyBatchReward: to the validators
    /// who recorded work on it, or the subnet's pool). Anyone may call it; it runs once.
    /// @param batchId the batch
    function finalizeBatch(uint256 batchId) external nonReentrant {
        Batch storage b = _batches[batchId];
        if (b.miner == address(0)) revert UnknownBatch(batchId);
        if (b.finalized) revert BatchAlreadyFinalized(batchId);
        if (block.timestamp < b.challengeEnd) revert ChallengeWindowOpen(batchId, b.challengeEnd);
        if (b.holds != 0) revert BatchHeld(batchId, b.holds);
        uint256 total = b.held;
        b.finalized = true;
        b.held = 0;
        uint256 minerAmount = total * b.minerShareBps / BPS;
        uint256 validatorAmount = total - minerAmount;
        address miner = b.miner;
        _earnings[miner].earned += SafeCast.toUint128(minerAmount);
        emit BatchFinalized(batchId, miner, minerAmount, validatorAmount);
        if (validatorAmount != 0) {
            token.safeTransfer(address(rewards), validatorAmount);
            rewards.notifyBatchReward(batchId, b.subnet, validatorAmount);
        }
    }

    /// @notice A batch. Reverts UnknownBatch for an unknown id.
    /// @param batchId the batch
    function batch(uint256 batchId) external view returns (Batch memory) {
        Batch memory b = _batches[batchId];
        if (b.miner == address(0)) revert UnknownBatch(batchId);
        return b;
    }

    /// @notice Whether the JobOrder (client, nonce) has been settled by a batch.
    /// @param client the JobOrder's client
    /// @param nonce the JobOrder's nonce
    function isSettled(address client, uint64 nonce) external view returns (bool) {
        return _nonceBits[client][nonce >> 8] & (1 << (nonce & 255)) != 0;
    }

    /// @notice One word of a client's replay bitmap: bit i is nonce 256*wordIndex + i.
    /// @param client the client
    /// @param wordIndex nonce >> 8
    function nonceWord(address client, uint256 wordIndex) external view returns (uint256) {
        return _nonceBits[client][wordIndex];
    }

    /// @notice The Merkle leaf hash: keccak256(abi.encode(jobId, client, fee, resultHash, settleByMs)).
    /// @param leaf the leaf
    function hashLeaf(Leaf calldata leaf) public pure returns (bytes32) {
        return keccak256(abi.encode(leaf.jobId, leaf.client, leaf.fee, leaf.resultHash, leaf.settleByMs));
    }

    /// @notice This contract's EIP-712 domain separator (name "Tensora", version "1").
    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    /// @notice The EIP-712 digest a client signs for a JobOrder with this hashStruct.
    /// @param structHash the JobOrder's hashStruct (its job id)
    function jobDigest(bytes32 structHash) external view returns (bytes32) {
        return _hashTypedDataV4(structHash);
    }

    /// @notice The EIP-712 digest a client signs to assign job `jobId` to `miner` (a batch leaf's signature).
    /// @param jobId the JobOrder's hashStruct
    /// @param miner the assigned miner, who alone can settle the job
    /// @param price the most the miner may charge (≤ the order's maxFee)
    /// @param settleByMs unix ms after which the job can no longer be settled
    function assignmentDigest(bytes32 jobId, address miner, uint256 price, uint64 settleByMs)
        external
        view
        returns (bytes32)
    {
        return _hashTypedDataV4(keccak256(abi.encode(ASSIGNMENT_TYPEHASH, jobId, miner, price, settleByMs)));
    }

    // ------------------------------------------------------------ internals

    /// @dev The void hook: challenge and an upheld release end here.
    /// Refunds the leaf's fee to its client's free balance at once (less
    /// what a reopened job's reserve paid of it: that goes to the validators), stops
    /// the batch paying for it, and reopens the job for a leaf under newer
    /// terms (a later round's miner that did the work can still be paid).
    function _voidLeaf(uint256 batchId, Batch storage b, Leaf calldata leaf, bytes32 h) internal {
        if (voided[h]) revert LeafAlreadyVoided(leaf.jobId);
        voided[h] = true;
        Reopened storage ro = _reopened[leaf.jobId];
        if (leaf.settleByMs + 1 > ro.minSettleBy) ro.minSettleBy = leaf.settleByMs + 1;
        ro.subnet = b.subnet;
        uint128 fee = uint128(leaf.fee); // ≤ held: the leaf is in the batch's tree
        b.held -= fee;
        // What a reserve paid of this fee was another leaf's: not refunded.
        uint128 refund = fee - _takeCredited(h, b.subnet);
        _accounts[leaf.client].free += refund;
        emit LeafVoided(batchId, leaf.jobId, leaf.client, refund, msg.sender);
    }

    // Clears and returns what a reserve paid of leaf h's fee, sending it to
    // subnet's validators (see _credited).
    function _takeCredited(bytes32 h, uint64 subnet) private returns (uint128 credited) {
        credited = uint128(_credited[h]);
        if (credited != 0) {
            delete _credited[h];
            _payValidators(subnet, credited);
        }
    }

    // Refunds a superseded leaf an upheld challenge proved wrong from its
    // job's reserve, up to its fee.
    function _refundReserve(uint256 batchId, Leaf calldata leaf) private {
        Reopened storage ro = _reopened[leaf.jobId];
        uint128 amount = ro.reserve < leaf.fee ? ro.reserve : uint128(leaf.fee);
        ro.reserve -= amount;
        _accounts[leaf.client].free += amount;
        emit LeafVoided(batchId, leaf.jobId, leaf.client, amount, msg.sender);
    }

    // Reverts unless (r, vs) is leaf.client's signature over
    // Assignment(leaf.jobId, miner, price, settleByMs).
    function _checkTerms(Leaf calldata leaf, address miner, uint256 price, uint64 settleByMs, bytes32 r, bytes32 vs)
        private
        view
    {
        bytes32 digest =
            _hashTypedDataV4(keccak256(abi.encode(ASSIGNMENT_TYPEHASH, leaf.jobId, miner, price, settleByMs)));
        (address signer, ECDSA.RecoverError e,) = ECDSA.tryRecover(digest, r, vs);
        if (e != ECDSA.RecoverError.NoError || signer != leaf.client) {
            revert InvalidAssignmentSignature(leaf.jobId, leaf.client);
        }
    }

    // Voids superseded leaf (hash h) of batch b without a refund: its fee
    // becomes the job's reserve, and the job reopens for a leaf under the
    // superseding terms or newer (see supersede).
    function _reserve(Batch storage b, Leaf calldata leaf, bytes32 h, uint64 newerSettleByMs) private {
        if (voided[h]) revert LeafAlreadyVoided(leaf.jobId);
        voided[h] = true;
        uint128 fee = uint128(leaf.fee); // ≤ held: the leaf is in the batch's tree
        b.held -= fee;
        uint128 credited = _takeCredited(h, b.subnet);
        Reopened storage ro = _reopened[leaf.jobId];
        ro.reserve += fee - credited;
        ro.minSettleBy = newerSettleByMs;
        if (newerSettleByMs > ro.until) ro.until = newerSettleByMs;
        ro.subnet = b.subnet;
    }

    // A known batch, not finalized, inside its challenge window.
    function _openBatch(uint256 batchId) private view returns (Batch storage b) {
        b = _batches[batchId];
        if (b.miner == address(0)) revert UnknownBatch(batchId);
        if (b.finalized) revert BatchAlreadyFinalized(batchId);
        if (block.timestamp >= b.challengeEnd) revert ChallengeWindowClosed(batchId, b.challengeEnd);
    }

    function _payValidators(uint64 subnet, uint256 amount) private {
        token.safeTransfer(address(rewards), amount);
        rewards.notifyReward(subnet, amount);
    }

    /// @dev Credits `to` and pulls the TORA from the caller.
    function _deposit(address to, uint256 amount) private {
        if (amount == 0) revert ZeroAmount();
        _accounts[to].free += SafeCast.toUint128(amount);
        emit Deposited(to, amount);
        token.safeTransferFrom(msg.sender, address(this), amount);
    }

    function _proofSigner(bytes32 jobId, bytes32 resultHash, bytes calldata proof) private view returns (address) {
        if (proof.length < 224) revert InvalidProof(jobId, address(0));
        (bytes32 modelHash, bytes32 inputHash, bytes32 envHash, uint64 startedAt, uint64 finishedAt, bytes memory sig)
        = abi.decode(proof, (bytes32, bytes32, bytes32, uint64, uint64, bytes));
        if (finishedAt < startedAt) revert InvalidProof(jobId, address(0));
        bytes32 structHash = keccak256(
            abi.encode(
                PROOF_OF_COMPUTE_TYPEHASH, jobId, modelHash, inputHash, resultHash, envHash, startedAt, finishedAt
            )
        );
        (address signer, ECDSA.RecoverError e,) = ECDSA.tryRecover(_hashTypedDataV4(structHash), sig);
        if (e != ECDSA.RecoverError.NoError) revert InvalidProof(jobId, address(0));
        return signer;
    }

    // Allocates the per-batch scratch area and fills the constant words of
    // the JobOrder encoding ([0x000] type hash, [0x020] subnet) and of the
    // Assignment encoding ([0x280] type hash, [0x2c0] miner). Layout:
    //   0x000..0x1a0 JobOrder encoding (13 words)
    //   0x1a0..0x1e2 digest preimage 0x1901 ‖ domain separator ‖ structHash
    //   0x200..0x280 ecrecover input (hash, v, r, s)
    //   0x280..0x320 Assignment encoding (type hash, jobId, miner, price, settleByMs)
    //   0x320..0x3c0 leaf hash preimage (jobId, client, fee, resultHash, settleByMs)
    function _scratch(uint64 subnet) private view returns (uint256 buf) {
        bytes32 sep = _domainSeparatorV4();
        bytes32 th = JOB_ORDER_TYPEHASH;
        bytes32 ath = ASSIGNMENT_TYPEHASH;
        assembly ("memory-safe") {
            buf := mload(0x40)
            mstore(0x40, add(buf, 0x3c0))
            mstore(buf, th)
            mstore(add(buf, 0x20), subnet)
            mstore(add(buf, 0x280), ath)
            mstore(add(buf, 0x2c0), caller())
            mstore(add(buf, 0x1a0), 0x1901000000000000000000000000000000000000000000000000000000000000)
            mstore(add(buf, 0x1a2), sep)
        }
    }

    // Verifies every leaf, sets its replay bit, collects its hash and
    // charges each run of same-client leaves to that client.
    function _scanLeaves(Scan memory s, bytes calldata leaves) private {
        uint256 base;
        assembly ("memory-safe") {
            base := leaves.offset
        }
        uint256 off;
        while (off < leaves.length) {
            uint256 err;
            (off, err) = _scanRun(s, base, off, leaves.length);
            if (err != 0) _leafError(s, err, off);
            _chargeRun(s);
        }
    }

    // Processes leaves from byte `off` of the packed leaves at calldata
    // `base` until the next leaf that starts a new client run, or the end.
    // Returns where it stopped and an error code (0 ok, 1 malformed, 2 bad
    // assignment signature, 3 fee > price, 4 fee < minFee, 5 already
    // settled, 6 price > maxFee, 7 past settle-by, 8 client is the caller);
    // on an error `next` is the failing leaf's offset and s names the leaf.
    function _scanRun(Scan memory s, uint256 base, uint256 off, uint256 len)
        private
        returns (uint256 next, uint256 err)
    {
        assembly ("memory-safe") {
            // Parses and verifies the leaf at calldata p. Fills s.client,
            // s.nonce, s.fee, s.jobId, s.leafHash; the sticky fields stay
            // in the JobOrder encoding in s.buf between leaves.
            function readLeaf(sp, p, remaining, first) -> size, e {
                let buf := mload(sp)
                {
                    let flags := byte(0, calldataload(p))
                    size := MIN_LEAF_BYTES
                    if and(flags, NEW_CLIENT) { size := add(size, 20) }
                    if and(flags, NEW_MODEL) { size := add(size, 32) }
                    if and(flags, NEW_ENGINE) { size := add(size, 32) }
                    if and(flags, NEW_SPEC) { size := add(size, 32) }
                    // The first leaf must carry every sticky field.
                    if or(or(gt(flags, ALL_NEW), gt(size, remaining)), and(first, iszero(eq(flags, ALL_NEW)))) {
                        e := 1
                        leave
                    }
                    p := add(p, 1)
                    if and(flags, NEW_CLIENT) {
                        mstore(add(buf, 0x40), shr(96, calldataload(p)))
                        p := add(p, 20)
                    }
                    if and(flags, NEW_MODEL) {
                        mstore(add(buf, 0x60), calldataload(p))
                        p := add(p, 32)
                    }
                    if and(flags, NEW_ENGINE) {
                        mstore(add(buf, 0xa0), calldataload(p))
                        p := add(p, 32)
                    }
                    if and(flags, NEW_SPEC) {
                        mstore(add(buf, 0xc0), calldataload(p))
                        p := add(p, 32)
                    }
                }
                // p is at inputHash; fixed part: inputHash 32, maxFee 16,
                // deadlineMs 8, nonce 8, createdMs 8, bidWindowMs 4,
                // inputBytes 8, fee 16, price 16, settleByMs 8,
                // resultHash 32, r 32, vs 32.
                mstore(add(buf, 0x80), calldataload(p))
                mstore(add(buf, 0xe0), shr(128, calldataload(add(p, 32))))
                mstore(add(buf, 0x100), shr(192, calldataload(add(p, 48))))
                mstore(add(buf, 0x120), shr(192, calldataload(add(p, 56))))
                mstore(add(buf, 0x140), shr(192, calldataload(add(p, 64))))
                mstore(add(buf, 0x160), shr(224, calldataload(add(p, 72))))
                mstore(add(buf, 0x180), shr(192, calldataload(add(p, 76))))
                let client := mload(add(buf, 0x40))
                let fee := shr(128, calldataload(add(p, 84)))
                let price := shr(128, calldataload(add(p, 100)))
                let settleBy := shr(192, calldataload(add(p, 116)))
                mstore(add(sp, 0x20), client)
                mstore(add(sp, 0x40), price)
                mstore(add(sp, 0x60), mload(add(buf, 0x120)))
                mstore(add(sp, 0x80), fee)
                mstore(add(sp, 0x2a0), settleBy)

                let jobId := keccak256(buf, 0x1a0)
                mstore(add(sp, 0xa0), jobId)
                // The client's signature is over Assignment(jobId, miner =
                // caller (set in _scratch), price, settleByMs).
                mstore(add(buf, 0x2a0), jobId)
                mstore(add(buf, 0x2e0), price)
                mstore(add(buf, 0x300), settleBy)
                mstore(add(buf, 0x1c2), keccak256(add(buf, 0x280), 0xa0))
                // ecrecover(digest, v, r, s) at buf+0x200
                mstore(add(buf, 0x200), keccak256(add(buf, 0x1a0), 0x42))
                let vs := calldataload(add(p, 188))
                mstore(add(buf, 0x220), add(27, shr(255, vs)))
                mstore(add(buf, 0x240), calldataload(add(p, 156)))
                vs := and(vs, 0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff)
                mstore(add(buf, 0x260), vs)
                // Two statements: Yul evaluates arguments right to left, so
                // returndatasize() must come after the call.
                let ok := staticcall(gas(), 0x01, add(buf, 0x200), 0x80, add(buf, 0x200), 0x20)
                ok := and(ok, eq(returndatasize(), 0x20))
                ok := and(ok, iszero(gt(vs, HALF_N)))
                ok := and(ok, and(eq(mload(add(buf, 0x200)), client), iszero(iszero(client))))
                if iszero(ok) {
                    e := 2
                    leave
                }
                if eq(client, caller()) {
                    e := 8
                    leave
                }
                if gt(mload(add(sp, 0x2c0)), settleBy) {
                    e := 7
                    leave
                }
                if gt(price, mload(add(buf, 0xe0))) {
                    e := 6
                    leave
                }
                if gt(fee, price) {
                    e := 3
                    leave
                }
                if lt(fee, mload(add(sp, 0x1a0))) {
                    e := 4
                    leave
                }
                // leaf hash = keccak256(abi.encode(jobId, client, fee, resultHash, settleByMs))
                let resultHash := calldataload(add(p, 124))
                mstore(add(buf, 0x320), jobId)
                mstore(add(buf, 0x340), client)
                mstore(add(buf, 0x360), fee)
                mstore(add(buf, 0x380), resultHash)
                mstore(add(buf, 0x3a0), settleBy)
                mstore(add(sp, 0xc0), keccak256(add(buf, 0x320), 0xa0))
                // BatchLeaves record: jobId:32 client:20 fee:16 resultHash:32
                // settleByMs:8; each mstore's spill is overwritten by the
                // next field (the buffer has a spare word at its end).
                let out := mload(add(sp, 0x340))
                mstore(out, jobId)
                mstore(add(out, 32), shl(96, client))
                mstore(add(out, 52), shl(128, fee))
                mstore(add(out, 68), resultHash)
                mstore(add(out, 100), shl(192, settleBy))
                mstore(add(sp, 0x340), add(out, 108))
            }

            let started := 0
            for {} lt(off, len) {} {
                let p := add(base, off)
                if and(started, and(byte(0, calldataload(p)), NEW_CLIENT)) { break }
                let size, e := readLeaf(s, p, sub(len, off), iszero(mload(add(s, 0x240))))
                if e {
                    err := e
                    break
                }
                if iszero(started) {
                    started := 1
                    mstore(add(s, 0xe0), mload(add(s, 0x20)))
                    mstore(0x00, mload(add(s, 0x20)))
                    mstore(0x20, _nonceBits.slot)
                    mstore(add(s, 0x140), keccak256(0x00, 0x40))
                    mstore(add(s, 0x160), not(0))
                }
                // Replay bitmap: the run's current word is cached in s and
                // written back when the run moves to another word or ends.
                let nonce := mload(add(s, 0x60))
                let idx := shr(8, nonce)
                if iszero(eq(idx, mload(add(s, 0x160)))) {
                    if iszero(eq(mload(add(s, 0x160)), not(0))) { sstore(mload(add(s, 0x280)), mload(add(s, 0x180))) }
                    mstore(add(s, 0x160), idx)
                    mstore(0x00, idx)
                    mstore(0x20, mload(add(s, 0x140)))
                    let slot := keccak256(0x00, 0x40)
                    mstore(add(s, 0x280), slot)
                    mstore(add(s, 0x180), sload(slot))
                }
                let bit := shl(and(nonce, 255), 1)
                if and(mload(add(s, 0x180)), bit) {
                    // Spent, unless supersede reopened the job for terms
                    // newer than the superseded leaf's: then settle once.
                    // Its reserve is credited to the client's run.
                    mstore(0x00, mload(add(s, 0xa0)))
                    mstore(0x20, _reopened.slot)
                    let rslot := keccak256(0x00, 0x40)
                    let ro := sload(rslot)
                    let after := and(shr(128, ro), 0xffffffffffffffff)
                    if or(iszero(after), lt(mload(add(s, 0x2a0)), after)) {
                        err := 5
                        break
                    }
                    // At most this leaf's fee: the rest is forfeited, so
                    // a client cannot take a fee back by settling its job
                    // anew for less.
                    let reserve := and(ro, 0xffffffffffffffffffffffffffffffff)
                    let credit := mload(add(s, 0x80))
                    if lt(reserve, credit) { credit := reserve }
                    mstore(add(s, 0x360), add(mload(add(s, 0x360)), credit))
                    mstore(add(s, 0x380), add(mload(add(s, 0x380)), sub(reserve, credit)))
                    if credit {
                        mstore(0x00, mload(add(s, 0xc0)))
                        mstore(0x20, _credited.slot)
                        sstore(keccak256(0x00, 0x40), credit)
                    }
                    sstore(rslot, 0)
                    sstore(add(rslot, 1), 0)
                }
                mstore(add(s, 0x180), or(mload(add(s, 0x180)), bit))
                // Fees are < 2^128 and leaves < 2^32: the sums cannot overflow.
                mstore(add(s, 0x100), add(mload(add(s, 0x100)), mload(add(s, 0x80))))
                mstore(add(s, 0x120), add(mload(add(s, 0x120)), 1))
                let n := mload(add(s, 0x240))
                let h := mload(add(s, 0x260))
                if iszero(lt(n, mload(h))) {
                    err := 1
                    break
                }
                mstore(add(add(h, 0x20), shl(5, n)), mload(add(s, 0xc0)))
                mstore(add(s, 0x240), add(n, 1))
                off := add(off, size)
            }
            if iszero(err) {
                if iszero(eq(mload(add(s, 0x160)), not(0))) { sstore(mload(add(s, 0x280)), mload(add(s, 0x180))) }
            }
            next := off
        }
    }

    function _leafError(Scan memory s, uint256 err, uint256 offset) private pure {
        if (err == 1) revert MalformedBatch(offset);
        if (err == 2) revert InvalidAssignmentSignature(s.jobId, s.client);
        if (err == 3) revert FeeAbovePrice(s.jobId, s.fee, s.price);
        if (err == 4) revert FeeBelowMinimum(s.fee, s.minFee);
        if (err == 6) {
            uint256 maxFee;
            uint256 buf = s.buf;
            assembly ("memory-safe") {
                maxFee := mload(add(buf, 0xe0))
            }
            revert PriceAboveMax(s.jobId, s.price, maxFee);
        }
        if (err == 7) revert AssignmentExpired(s.jobId, uint64(s.settleByMs));
        if (err == 8) revert ClientCannotSettle(s.jobId, s.client);
        revert JobAlreadySettled(s.jobId, s.client, uint64(s.nonce));
    }

    // Charges the current run of same-client leaves to that client's free
    // balance, after crediting it the reserves of the reopened jobs it settles.
    function _chargeRun(Scan memory s) private {
        if (s.allowlist && !acl.mayBeSettled(s.subnet, s.runClient, SUBMIT_RIGHT)) revert SubmitNotAllowed(s.subnet, s.runClient);
        Account storage a = _accounts[s.runClient];
        uint256 free = a.free + s.runCredit;
        s.runCredit = 0;
        if (free < s.runTotal) revert InsufficientEscrow(s.runClient, free, s.runTotal);
        a.free = SafeCast.toUint128(free - s.runTotal);
        emit ClientCharged(s.batchId, s.runClient, s.runTotal, s.runCount);
        s.total += s.runTotal;
        s.runTotal = 0;
        s.runCount = 0;
    }

    // Root of the tree OpenZeppelin's MerkleProof verifies: pairs hashed
    // sorted (commutative keccak256), an odd last node promoted unchanged.
    // Overwrites h.
    function _merkleRoot(bytes32[] memory h, uint256 n) private pure returns (bytes32 root) {
        assembly ("memory-safe") {
            let base := add(h, 0x20)
            for {} gt(n, 1) {} {
                let m := 0
                for { let i := 0 } lt(i, n) { i := add(i, 2) } {
                    let a := mload(add(base, shl(5, i)))
                    switch lt(add(i, 1), n)
                    case 1 {
                        let b := mload(add(base, shl(5, add(i, 1))))
                        if gt(a, b) {
                            let t := a
                            a := b
                            b := t
                        }
                        mstore(0x00, a)
                        mstore(0x20, b)
                        a := keccak256(0x00, 0x40)
                    }
                    mstore(add(base, shl(5, m)), a)
                    m := add(m, 1)
                }
                n := m
            }
            root := mload(base)
        }
    }
}
