// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {Checkpoints} from "@openzeppelin/contracts/utils/structs/Checkpoints.sol";
import {SubnetRegistry, MAX_VOTE_PERIOD_S} from "./SubnetRegistry.sol";
import {JobEscrow} from "./JobEscrow.sol";
import {Staking} from "./Staking.sol";
import {ValidatorRewards} from "./ValidatorRewards.sol";

/// @title Challenges: validator-quorum challenges of settled batch leaves
/// @notice A staked validator that re-executed a job and got a different
/// result opens a challenge against the leaf inside the batch's challenge
/// window, posting the batch's challengeBond and at least one signed
/// "disagree" verdict. The leaf is held in JobEscrow (its batch cannot be
/// finalized) while validators' signed verdicts are counted, weighted by
/// their counted stake in Staking's active validator set at the challenge's
/// snapshot block (the block before it opened). Only the validators able to
/// re-execute the job judge it: each validator declares here the engines
/// (any model) or the (engine, model) pairs it re-executes, and a challenge
/// counts verdicts from, and takes its quorum's denominator over, the
/// validators declared for the job's engine or its (engine, model) at the
/// snapshot block. The job's engine and model come from its JobOrder, whose
/// EIP-712 struct hash must be the leaf's job id, so a challenger cannot
/// pick a thinner set of judges. When the disagreeing stake reaches
/// quorumBps of the declared stake the challenge is upheld at once; at the
/// deadline it is also upheld when the stake against is quorumBps of the
/// stake that voted and itself more than MIN_TURNOUT_BPS of the declared
/// stake (silence counts for neither side, and an agreeing verdict never
/// helps uphold). Either way the stake against
/// must also be MIN_JUDGING_BPS of the whole active set's stake, so a small
/// validator that is a model's only judge cannot uphold alone. Upheld: the leaf is voided
/// (its client refunded), the miner is slashed by the batch's slashAmount,
/// the slashed TORA goes to the disagreeing validators pro rata to their
/// counted stake (through ValidatorRewards) and the bond is returned. If the
/// vote period ends without quorum, or the agreeing stake makes quorum
/// unreachable, the challenge is rejected: the leaf is released unvoided
/// and the bond goes to the miner. Weights and total come from Staking's
/// checkpoints at one block, so stake that joins, unbonds or is slashed after
/// the snapshot changes neither: a validator cannot vote and then shrink the
/// denominator by unbonding. The quorum, the slash amount and the bond are
/// the terms the batch recorded when it was submitted (JobEscrow.Batch, from
/// SubnetRegistry.challengeTerms), so a parameter change that takes effect
/// after a batch landed never applies to its challenges.
/// A verdict also names the most the job may cost (feeCap: for a per-token
/// LLM job, the charge of the validator's own re-execution; the largest
/// uint256 where the signed price is the only bound). It counts against the
/// leaf when it disagrees with the result or when the leaf's fee exceeds its
/// feeCap, so a verdict signed when the result was published judges the
/// fee of whatever leaf later settles it.
/// @dev A verdict is EIP-712 typed data in JobEscrow's domain, type
/// Verdict(bytes32 jobId,uint64 subnet,address miner,bytes32 resultHash,bool agree,bytes32 reexecHash,bytes32 sampleHash,uint64 createdMs,uint256 feeCap),
/// signed by the validator; jobId, subnet, miner and resultHash come from the
/// challenged leaf and batch, the rest from the VerdictSig. Needs
/// CHALLENGER_ROLE on JobEscrow and SLASHER_ROLE on Staking (both granted at
/// deployment). See docs/verification.md for the trust assumptions.
contract Challenges is ReentrancyGuardTransient {
    using SafeERC20 for IERC20;
    using Checkpoints for Checkpoints.Trace208;

    /// @notice EIP-712 type hash of a validator's verdict.
    bytes32 public constant VERDICT_TYPEHASH = keccak256(
        "Verdict(bytes32 jobId,uint64 subnet,address miner,bytes32 resultHash,bool agree,bytes32 reexecHash,bytes32 sampleHash,uint64 createdMs,uint256 feeCap)"
    );
    /// @notice EIP-712 type hash of a job order (its struct hash is the job id).
    bytes32 public constant JOB_ORDER_TYPEHASH = keccak256(
        "JobOrder(uint64 subnet,address client,string modelCid,string inputCid,string engine,string spec,uint256 maxFee,uint64 deadlineMs,uint64 nonce,uint64 createdMs,uint32 bidWindowMs,uint64 inputBytes)"
    );
    /// @notice Most validators listed for one verifier key (twice the active
    /// set's size, so churn never locks a key; prune removes those that left).
    uint256 public constant MAX_VERIFIERS_PER_KEY = 128;

    uint256 private constant BPS = 10_000;
    /// @notice The share of the declared stake that must be exceeded by the
    /// stake against the leaf for a challenge to be upheld at its deadline
    /// on the votes cast.
    uint256 public constant MIN_TURNOUT_BPS = 5_000;
    /// @notice Least share of the whole active validator set's stake (at the
    /// snapshot) that must be against a leaf for its challenge to be upheld,
    /// however few validators judge its job: one small validator that is a
    /// model's only judge cannot void its honest leaves and slash its miners
    /// alone. Jobs of a model judged by less than this are not challengeable.
    uint256 public constant MIN_JUDGING_BPS = 2_000;

    /// @notice The staked and escrowed token (TORA).
    IERC20 public immutable token;
    /// @notice Where subnet parameters come from.
    SubnetRegistry public immutable registry;
    /// @notice The escrow whose leaves are challenged.
    JobEscrow public immutable escrow;
    /// @notice Validator roles and stake; slashes miners.
    Staking public immutable staking;
    /// @notice Receives the bounties.
    ValidatorRewards public immutable rewards;
    /// @notice Seconds a challenge stays open for verdicts.
    uint64 public votePeriod;
    /// @notice The governance timelock, which may change votePeriod.
    address public immutable governance;

    /// @notice A challenge's state.
    enum Status {
        None,
        Open,
        Upheld,
        Rejected
    }

    /// @notice A verdict as calldata; the leaf supplies jobId, subnet, miner and resultHash.
    /// @param agree whether the validator's re-execution matched the miner's result
    /// @param reexecHash hash of the validator's own result
    /// @param sampleHash keccak256 of the sampling proof that selected the job
    /// @param createdMs when the verdict was made (unix ms)
    /// @param feeCap the most the job may cost in the validator's judgement (type(uint256).max: no bound of its own)
    /// @param signature the validator's 65-byte signature r ‖ s ‖ v (v 27/28, or 0/1)
    struct VerdictSig {
        bool agree;
        bytes32 reexecHash;
        bytes32 sampleHash;
        uint64 createdMs;
        uint256 feeCap;
        bytes signature;
    }

    /// @notice A job order's terms, as types.JobOrder.StructHash hashes them
    /// (the job id); a challenge reads the job's engine and model from it.
    struct Order {
        uint64 subnet;
        address client;
        string modelCid;
        string inputCid;
        string engine;
        string spec;
        uint256 maxFee;
        uint64 deadlineMs;
        uint64 nonce;
        uint64 createdMs;
        uint32 bidWindowMs;
        uint64 inputBytes;
    }

    /// @notice A challenge.
    /// @param batchId the challenged leaf's batch
    /// @param jobId the challenged leaf's job
    /// @param client the leaf's client
    /// @param subnet the batch's subnet
    /// @param quorumBps the quorum the batch recorded at submission
    /// @param status Open, Upheld or Rejected
    /// @param miner who submitted the batch
    /// @param deadline end of the vote period (unix seconds)
    /// @param challenger the validator that opened it
    /// @param bond TORA the challenger posted (the batch's challengeBond, recorded at submission)
    /// @param fee the leaf's fee
    /// @param resultHash the miner's result hash
    /// @param slashAmount the slash amount the batch recorded at submission
    /// @param agreeStake bonded stake of the validators who agreed with the miner
    /// @param disagreeStake bonded stake of the validators who disagreed
    /// @param snapshotBlock the block whose checkpointed stakes weigh the verdicts (the one before opening)
    /// @param settleByMs the leaf's settle-by (part of the leaf: JobEscrow.hashLeaf)
    /// @param totalStake stake at snapshotBlock of the validators declared for the job's engine or
    /// model and meeting minStake (the quorum's denominator)
    /// @param minStake least counted stake a verdict's signer needs at snapshotBlock: the larger of
    /// Staking.minSelfStake(Validator) and the subnet's minValidatorStake at opening
    /// @param engineKey verifierKey(engine, "") of the job: validators declared for any model of its engine
    /// @param modelKey verifierKey(engine, modelCid) of the job: validators declared for its model
    /// @param floorStake MIN_JUDGING_BPS of the active set's stake at snapshotBlock: the least stake
    /// against the leaf that can uphold
    struct Challenge {
        uint256 batchId;
        bytes32 jobId;
        address client;
        uint64 subnet;
        uint16 quorumBps;
        Status status;
        address miner;
        uint64 deadline;
        address challenger;
        uint96 bond;
        uint256 fee;
        bytes32 resultHash;
        uint96 slashAmount;
        uint128 agreeStake;
        uint128 disagreeStake;
        uint64 snapshotBlock;
        uint64 settleByMs;
        uint256 totalStake;
        uint256 minStake;
        bytes32 engineKey;
        bytes32 modelKey;
        uint256 floorStake;
    }

    // A disagreeing voter and the stake counted for it (the bounty weight).
    struct Voter {
        address validator;
        uint96 stake;
    }

    mapping(uint256 => Challenge) private _challenges;
    mapping(uint256 => Voter[]) private _disagreeing;
    mapping(uint256 => mapping(address => bool)) private _voted;

    // Verifier declarations: per key, the listed validators and, per
    // validator, a checkpointed 1 (declared) or 0 by block number; per
    // validator and engine, how many (engine, model) keys it holds now, so
    // that no validator is declared for an engine and one of its models at
    // once (it would count twice in a denominator).
    mapping(bytes32 => address[]) private _verifiers;
    mapping(bytes32 => mapping(address => uint256)) private _verifierSlot; // index + 1 in _verifiers
    mapping(bytes32 => mapping(address => Checkpoints.Trace208)) private _declared;
    mapping(address => mapping(bytes32 => uint256)) private _modelKeys;

    /// @notice The challenge opened against a settled leaf (by JobEscrow.hashLeaf), 0 if none. One per leaf, ever.
    mapping(bytes32 => uint256) public challengeOf;

    /// @notice Challenges opened so far; ids run from 1.
    uint256 public challengeCount;

    /// @notice Governance changed the vote period of new challenges.
    event VotePeriodSet(uint64 votePeriod);
    /// @notice `challenger` opened challenge `id` against leaf `jobId` of batch `batchId` by `miner`.
    event ChallengeOpened(
        uint256 indexed id,
        uint256 indexed batchId,
        bytes32 indexed jobId,
        address miner,
        address challenger,
        uint64 deadline
    );
    /// @notice `validator`'s verdict on challenge `id` counted with `stake`.
    event VerdictCounted(uint256 indexed id, address indexed validator, bool agree, uint256 stake);
    /// @notice Challenge `id` was decided; when upheld, `slashed` TORA was taken from the miner and `bounty` paid to validators.
    event ChallengeResolved(uint256 indexed id, bool upheld, uint256 slashed, uint256 bounty);
    /// @notice `validator` declared (or revoked, `declared` false) that it re-executes jobs of `engine` and
    /// `modelCid` (any model of the engine when empty); `key` is verifierKey(engine, modelCid).
    event VerifierDeclared(bytes32 indexed key, address indexed validator, string engine, string modelCid, bool declared);

    /// @notice The caller is not an active validator meeting the subnet's minimum stake now (Staking.meetsMinimum).
    error NotValidator(address caller);
    /// @notice The leaf was already challenged (challenge `challengeOf(hashLeaf(leaf))`).
    error AlreadyChallenged(bytes32 jobId);
    /// @notice open got no "disagree" verdict.
    error NoDisagreement();
    /// @notice Verdict number `index` has a malformed or malleable signature.
    error InvalidVerdict(uint256 id, uint256 index);
    /// @notice A verdict's signer was not an active validator with at least the challenge's minStake
    /// at its snapshot block (a forged or tampered verdict recovers to such an address).
    error UnstakedVerifier(address signer);
    /// @notice The miner signed a verdict on its own result.
    error MinerVerdict(address signer);
    /// @notice `signer` already has a verdict counted on challenge `id`.
    error DuplicateVerdict(uint256 id, address signer);
    /// @notice No challenge has this id.
    error UnknownChallenge(uint256 id);
    /// @notice The challenge is already decided.
    error NotOpen(uint256 id);
    /// @notice The vote period ended.
    error VotingClosed(uint256 id, uint64 deadline);
    /// @notice Neither quorum nor the deadline has been reached.
    error StillOpen(uint256 id);
    /// @notice The order's struct hash is not the leaf's job id.
    error OrderMismatch(bytes32 jobId, bytes32 orderHash);
    /// @notice A verdict's signer was not declared, at the challenge's snapshot block, for the job's engine or model.
    error UndeclaredVerifier(address signer);
    /// @notice The caller is not a validator in the active set (declare).
    error NotAValidator(address caller);
    /// @notice The engine name is empty.
    error EmptyEngine();
    /// @notice A declared engine name must be as jobEngine spells it (no upper-case letters).
    error NonCanonicalEngine(string engine);
    /// @notice The caller is declared for the engine and for one of its models at once (revoke one first).
    error OverlappingDeclaration(address validator, string engine);
    /// @notice MAX_VERIFIERS_PER_KEY validators are listed for the key; prune those that left.
    error TooManyVerifiers(bytes32 key);
    /// @notice The validator cannot be pruned: it is still active and declared.
    error StillVerifier(bytes32 key, address validator);
    /// @notice The vote period exceeds SubnetRegistry.MAX_VOTE_PERIOD.
    error VotePeriodTooLong(uint64 votePeriod, uint64 max);
    /// @notice The vote period is zero: challenges could never be voted on.
    error VotePeriodTooShort(uint64 votePeriod);
    /// @notice Only the governance timelock may do this.
    error NotGovernance(address caller);

    /// @param token_ TORA
    /// @param registry_ the SubnetRegistry
    /// @param escrow_ the JobEscrow (which must grant this contract CHALLENGER_ROLE)
    /// @param staking_ the Staking contract (which must grant this contract SLASHER_ROLE)
    /// @param rewards_ ValidatorRewards (which must name this contract as its challenges)
    /// @param votePeriod_ seconds a challenge stays open for verdicts (≤ SubnetRegistry.MAX_VOTE_PERIOD,
    /// which Staking's minimum unbonding period covers)
    /// @param governance_ the governance timelock (may change the vote period)
    constructor(
        IERC20 token_,
        SubnetRegistry registry_,
        JobEscrow escrow_,
        Staking staking_,
        ValidatorRewards rewards_,
        uint64 votePeriod_,
        address governance_
    ) {
        governance = governance_;
        token = token_;
        registry = registry_;
        escrow = escrow_;
        staking = staking_;
        rewards = rewards_;
        if (votePeriod_ > MAX_VOTE_PERIOD_S) revert VotePeriodTooLong(votePeriod_, MAX_VOTE_PERIOD_S);
        votePeriod = votePeriod_;
    }

    /// @notice Sets how long new challenges stay open for verdicts
    /// (governance only; 1..SubnetRegistry.MAX_VOTE_PERIOD). A challenge
    /// already open keeps its deadline.
    /// @param votePeriod_ seconds
    function setVotePeriod(uint64 votePeriod_) external {
        if (msg.sender != governance) revert NotGovernance(msg.sender);
        if (votePeriod_ == 0) revert VotePeriodTooShort(votePeriod_);
        if (votePeriod_ > MAX_VOTE_PERIOD_S) revert VotePeriodTooLong(votePeriod_, MAX_VOTE_PERIOD_S);
        votePeriod = votePeriod_;
        emit VotePeriodSet(votePeriod_);
    }

    /// @notice Opens a challenge against a leaf of a batch inside its
    /// challenge window. The caller must be a registered validator meeting the
    /// subnet's minimum stake; it posts the batch's challengeBond (pulled
    /// with transferFrom: approve it first) and must supply at least one
    /// verdict against the leaf (disagreeing, or capping the fee below the
    /// leaf's). The leaf is held in JobEscrow until resolve. The verdicts are
    /// counted and the challenge is upheld at once if they reach quorum. The
    /// snapshot block is block.number − 1: every verdict on this challenge is
    /// weighed, and the quorum's total taken, there, over the validators
    /// declared for the order's engine or model. Quorum, slash amount and
    /// bond are the batch's, recorded when it was submitted; only the
    /// verdict signers' minimum stake is read from the subnet now.
    /// @param batchId the batch
    /// @param leaf the challenged leaf, as JobEscrow.hashLeaf hashes it
    /// @param order the job's order: its struct hash must be leaf.jobId
    /// @param proof Merkle proof of the leaf under the batch's root
    /// @param verdicts signed verdicts on the leaf
    /// @return id the challenge
    function open(
        uint256 batchId,
        JobEscrow.Leaf calldata leaf,
        Order calldata order,
        bytes32[] calldata proof,
        VerdictSig[] calldata verdicts
    ) external nonReentrant returns (uint256 id) {
        JobEscrow.Batch memory b = escrow.batch(batchId);
        if (!_isValidator(msg.sender, b.subnet)) revert NotValidator(msg.sender);
        bytes32 orderHash = hashOrder(order);
        if (orderHash != leaf.jobId) revert OrderMismatch(leaf.jobId, orderHash);
        bool against;
        for (uint256 i; i < verdicts.length; ++i) {
            if (_against(verdicts[i], leaf.fee)) {
                against = true;
                break;
            }
        }
        if (!against) revert NoDisagreement();
        id = ++challengeCount;
        _markChallenged(leaf, id);
        Challenge storage c = _challenges[id];
        c.batchId = batchId;
        c.jobId = leaf.jobId;
        c.client = leaf.client;
        c.subnet = b.subnet;
        c.quorumBps = b.quorumBps;
        c.status = Status.Open;
        c.miner = b.miner;
        c.deadline = uint64(block.timestamp) + votePeriod;
        c.challenger = msg.sender;
        c.bond = b.challengeBond;
        c.fee = leaf.fee;
        c.resultHash = leaf.resultHash;
        c.settleByMs = leaf.settleByMs;
        c.slashAmount = b.slashAmount;
        c.snapshotBlock = uint64(block.number - 1);
        uint256 minStake = registry.params(b.subnet).minValidatorStake;
        uint256 roleMin = staking.minSelfStake(Staking.Role.Validator);
        c.minStake = minStake > roleMin ? minStake : roleMin;
        _judges(c, order);
        emit ChallengeOpened(id, batchId, leaf.jobId, b.miner, msg.sender, c.deadline);
        if (b.challengeBond != 0) token.safeTransferFrom(msg.sender, address(this), b.challengeBond);
        escrow.hold(batchId, leaf, proof);
        _count(id, c, verdicts);
        if (_upheld(c)) _resolve(id, c, true);
    }

    /// @notice Adds verdicts to an open challenge before its deadline; anyone
    /// may submit them (they are signed). Upholds the challenge at once if
    /// they reach quorum.
    /// @param id the challenge
    /// @param verdicts signed verdicts on the challenged leaf
    function addVerdicts(uint256 id, VerdictSig[] calldata verdicts) external nonReentrant {
        Challenge storage c = _open(id);
        if (block.timestamp >= c.deadline) revert VotingClosed(id, c.deadline);
        _count(id, c, verdicts);
        if (_upheld(c)) _resolve(id, c, true);
    }

    /// @notice Decides a challenge; anyone may call it. Upheld when the
    /// disagreeing stake reaches quorumBps of the declared validators'
    /// stake at the snapshot block; rejected when the deadline has passed
    /// without quorum or the agreeing stake makes quorum unreachable;
    /// otherwise StillOpen. Nothing that happened to stake after the
    /// snapshot block matters.
    /// @param id the challenge
    function resolve(uint256 id) external nonReentrant {
        Challenge storage c = _open(id);
        if (_upheld(c)) {
            _resolve(id, c, true);
        } else if (block.timestamp >= c.deadline) {
            _resolve(id, c, _upheldByTurnout(c));
        } else if (uint256(c.agreeStake) * BPS > (BPS - c.quorumBps) * c.totalStake) {
            _resolve(id, c, false);
        } else {
            revert StillOpen(id);
        }
    }

    // ------------------------------------------------------- verifier keys

    /// @notice Declares that the caller, a validator in the active set, re-executes jobs of
    /// `engine` for any model (`modelCid` empty) or for that model only.
    /// From the next block on, its verdicts count on challenges of such
    /// jobs and its stake joins their quorum's denominator. A validator is
    /// never declared for an engine and one of its models at once.
    /// @param engine the order's engine name, exactly as orders spell it
    /// @param modelCid the model's CID, or empty for every model of the engine
    function declare(string calldata engine, string calldata modelCid) external {
        // Seated validators only (counted stake now): Staking registers any
        // number of validators but seats MAX_VALIDATORS, so unseated ones
        // could fill a key's list and keep seated ones out.
        if (staking.roleOf(msg.sender) != Staking.Role.Validator || staking.validatorStake(msg.sender) == 0) {
            revert NotAValidator(msg.sender);
        }
        if (bytes(engine).length == 0) revert EmptyEngine();
        if (keccak256(bytes(jobEngine(engine))) != keccak256(bytes(engine))) revert NonCanonicalEngine(engine);
        bytes32 key = verifierKey(engine, modelCid);
        if (_declared[key][msg.sender].latest() == 1) return;
        bytes32 eng = verifierKey(engine, "");
        if (bytes(modelCid).length == 0) {
            if (_modelKeys[msg.sender][eng] != 0) revert OverlappingDeclaration(msg.sender, engine);
        } else {
            if (_declared[eng][msg.sender].latest() == 1) revert OverlappingDeclaration(msg.sender, engine);
            ++_modelKeys[msg.sender][eng];
        }
        if (_verifierSlot[key][msg.sender] == 0) {
            if (_verifiers[key].length >= MAX_VERIFIERS_PER_KEY) revert TooManyVerifiers(key);
            _verifiers[key].push(msg.sender);
            _verifierSlot[key][msg.sender] = _verifiers[key].length;
        }
        _declared[key][msg.sender].push(SafeCast.toUint48(block.number), 1);
        emit VerifierDeclared(key, msg.sender, engine, modelCid, true);
    }

    /// @notice Withdraws the caller's declaration for `engine` and
    /// `modelCid`. Challenges whose snapshot block is before this block
    /// still count it (their denominators were taken then).
    /// @param engine the engine
    /// @param modelCid the model's CID, or empty
    function revoke(string calldata engine, string calldata modelCid) external {
        bytes32 key = verifierKey(engine, modelCid);
        if (_declared[key][msg.sender].latest() != 1) return;
        _undeclare(key, msg.sender, verifierKey(engine, ""), bytes(modelCid).length != 0);
        emit VerifierDeclared(key, msg.sender, engine, modelCid, false);
    }

    /// @notice Removes from key's list a validator that had no counted
    /// stake, or no declaration, at the previous block (it left the active
    /// set or revoked) and has none now; anyone may call it. It must declare again to count.
    /// @param key the verifier key
    /// @param validator the listed validator
    /// @param engine the key's engine (to keep the overlap count right)
    /// @param modelCid the key's model, or empty
    function prune(bytes32 key, address validator, string calldata engine, string calldata modelCid) external {
        if (verifierKey(engine, modelCid) != key || _verifierSlot[key][validator] == 0) return;
        uint256 past = block.number - 1;
        if (
            _declared[key][validator].upperLookupRecent(SafeCast.toUint48(past)) == 1
                && staking.validatorStakeAt(validator, past) != 0
        ) revert StillVerifier(key, validator);
        // Nor one declared and counted now: it may have declared in this
        // block (a prune after it would undo every fresh declaration).
        if (_declared[key][validator].latest() == 1 && staking.validatorStake(validator) != 0) {
            revert StillVerifier(key, validator);
        }
        if (_declared[key][validator].latest() == 1) {
            _undeclare(key, validator, verifierKey(engine, ""), bytes(modelCid).length != 0);
            emit VerifierDeclared(key, validator, engine, modelCid, false);
        }
        uint256 slot = _verifierSlot[key][validator];
        address[] storage list = _verifiers[key];
        address last = list[list.length - 1];
        list[slot - 1] = last;
        _verifierSlot[key][last] = slot;
        list.pop();
        delete _verifierSlot[key][validator];
    }

    /// @notice The engine a job's verifier keys are taken under: the
    /// order's engine with ASCII letters lower-cased, "onnx" when it names
    /// none. Nodes match engine names case-insensitively and run an order
    /// without one on ONNX, so every spelling they would run is judged by
    /// the validators declared under this one (a client cannot pick an
    /// odd spelling only its own validator declared).
    /// @param engine the order's engine
    function jobEngine(string memory engine) public pure returns (string memory) {
        bytes memory b = bytes(engine);
        if (b.length == 0) return "onnx";
        bytes memory out = new bytes(b.length);
        for (uint256 i; i < b.length; ++i) {
            bytes1 ch = b[i];
            out[i] = ch >= "A" && ch <= "Z" ? bytes1(uint8(ch) + 32) : ch;
        }
        return string(out);
    }

    /// @notice The key a declaration and a job share: keccak256(abi.encode(engine, modelCid)).
    /// @param engine the engine name
    /// @param modelCid the model CID, or empty for every model of the engine
    function verifierKey(string memory engine, string memory modelCid) public pure returns (bytes32) {
        return keccak256(abi.encode(engine, modelCid));
    }

    /// @notice Whether `validator` was declared for `key` at `blockNumber`
    /// (the current block: as of now).
    /// @param key the verifier key
    /// @param validator the validator
    /// @param blockNumber the block
    function declaredAt(bytes32 key, address validator, uint256 blockNumber) public view returns (bool) {
        return _declared[key][validator].upperLookupRecent(SafeCast.toUint48(blockNumber)) == 1;
    }

    /// @notice The validators listed for `key` (declared now or before, not pruned).
    /// @param key the verifier key
    function verifiers(bytes32 key) external view returns (address[] memory) {
        return _verifiers[key];
    }

    /// @notice EIP-712 hashStruct of a job order: the job id.
    /// @param o the order
    function hashOrder(Order calldata o) public pure returns (bytes32) {
        // Two encodings of six words each: the same bytes as one
        // abi.encode of all thirteen, clear of the stack limit.
        return keccak256(
            bytes.concat(
                abi.encode(
                    JOB_ORDER_TYPEHASH,
                    o.subnet,
                    o.client,
                    keccak256(bytes(o.modelCid)),
                    keccak256(bytes(o.inputCid)),
                    keccak256(bytes(o.engine)),
                    keccak256(bytes(o.spec))
                ),
                abi.encode(o.maxFee, o.deadlineMs, o.nonce, o.createdMs, o.bidWindowMs, o.inputBytes)
            )
        );
    }

    // ------------------------------------------------------------------ views

    /// @notice A challenge. Reverts UnknownChallenge for an unknown id.
    /// @param id the challenge
    function challenge(uint256 id) external view returns (Challenge memory) {
        Challenge memory c = _challenges[id];
        if (c.status == Status.None) revert UnknownChallenge(id);
        return c;
    }

    /// @notice Whether `validator` has a verdict counted on challenge `id`.
    /// @param id the challenge
    /// @param validator the validator
    function hasVoted(uint256 id, address validator) external view returns (bool) {
        return _voted[id][validator];
    }

    /// @notice The validators whose "disagree" verdicts were counted on
    /// challenge `id`, and the stake counted for each (the bounty weights).
    /// @param id the challenge
    function disagreeing(uint256 id) external view returns (address[] memory validators, uint256[] memory stakes) {
        Voter[] storage vs = _disagreeing[id];
        validators = new address[](vs.length);
        stakes = new uint256[](vs.length);
        for (uint256 i; i < vs.length; ++i) {
            validators[i] = vs[i].validator;
            stakes[i] = vs[i].stake;
        }
    }

    /// @notice The EIP-712 digest a validator signs for a verdict on a leaf
    /// (for off-chain debugging: compare with types.Verdict.TypedDataHash).
    /// @param v the verdict (its signature is ignored)
    /// @param jobId the leaf's job
    /// @param subnet the batch's subnet
    /// @param miner the batch's miner
    /// @param resultHash the leaf's result hash
    function verdictDigest(VerdictSig calldata v, bytes32 jobId, uint64 subnet, address miner, bytes32 resultHash)
        external
        view
        returns (bytes32)
    {
        return _digest(escrow.domainSeparator(), v, jobId, subnet, miner, resultHash);
    }

    // -------------------------------------------------------------- internals

    function _open(uint256 id) private view returns (Challenge storage c) {
        c = _challenges[id];
        if (c.status == Status.None) revert UnknownChallenge(id);
        if (c.status != Status.Open) revert NotOpen(id);
    }

    function _isValidator(address a, uint64 subnet) private view returns (bool) {
        return staking.roleOf(a) == Staking.Role.Validator && staking.meetsMinimum(a, subnet);
    }

    function _upheld(Challenge storage c) private view returns (bool) {
        uint256 d = c.disagreeStake;
        return d != 0 && d >= c.floorStake && d * BPS >= uint256(c.quorumBps) * c.totalStake;
    }

    // At the deadline a declared validator that never voted counts for
    // neither side: the challenge is upheld when the stake against the
    // leaf is quorumBps of the stake that voted and itself more than
    // MIN_TURNOUT_BPS of the declared stake. A declaration costs
    // nothing, so silence must not count as "agree": a validator that
    // declares what it cannot judge would otherwise block every
    // challenge of those jobs with a third of their judges' stake. The
    // turnout is the stake against, not the stake that voted: an
    // "agree" must never help uphold (attack6: 150 of 300 against and an
    // honest 50 agreeing made the turnout and voided an honest leaf).
    function _upheldByTurnout(Challenge storage c) private view returns (bool) {
        uint256 d = c.disagreeStake;
        uint256 cast = d + c.agreeStake;
        return d != 0 && d >= c.floorStake && d * BPS >= uint256(c.quorumBps) * cast
            && d * BPS > MIN_TURNOUT_BPS * c.totalStake;
    }

    function _digest(
        bytes32 separator,
        VerdictSig calldata v,
        bytes32 jobId,
        uint64 subnet,
        address miner,
        bytes32 resultHash
    ) private pure returns (bytes32) {
        bytes32 structHash = keccak256(
            abi.encode(
                VERDICT_TYPEHASH,
                jobId,
                subnet,
                miner,
                resultHash,
                v.agree,
                v.reexecHash,
                v.sampleHash,
                v.createdMs,
                v.feeCap
            )
        );
        return MessageHashUtils.toTypedDataHash(separator, structHash);
    }

    // Recovers and counts each verdict: its signer must not be the miner,
    // must have been an active validator with at least minStake, declared
    // for the job's engine or model, at the snapshot block, and must not be
    // counted before. Its weight is its counted stake at the snapshot
    // block, whatever it holds now. It counts against the leaf when it
    // disagrees or caps the fee below the leaf's.
    function _count(uint256 id, Challenge storage c, VerdictSig[] calldata verdicts) private {
        bytes32 sep = escrow.domainSeparator();
        for (uint256 i; i < verdicts.length; ++i) {
            VerdictSig calldata v = verdicts[i];
            address signer = _signer(id, i, _digest(sep, v, c.jobId, c.subnet, c.miner, c.resultHash), v.signature);
            if (signer == c.miner) revert MinerVerdict(signer);
            uint256 stake = staking.validatorStakeAt(signer, c.snapshotBlock);
            if (stake == 0 || stake < c.minStake) revert UnstakedVerifier(signer);
            if (!declaredAt(c.engineKey, signer, c.snapshotBlock) && !declaredAt(c.modelKey, signer, c.snapshotBlock)) {
                revert UndeclaredVerifier(signer);
            }
            if (_voted[id][signer]) revert DuplicateVerdict(id, signer);
            _voted[id][signer] = true;
            bool against = _against(v, c.fee);
            if (!against) {
                c.agreeStake += SafeCast.toUint128(stake);
            } else {
                c.disagreeStake += SafeCast.toUint128(stake);
                // At most Staking.MAX_VALIDATORS entries: signers are distinct
                // validators of the active set at the snapshot block.
                _disagreeing[id].push(Voter({validator: signer, stake: SafeCast.toUint96(stake)}));
            }
            emit VerdictCounted(id, signer, !against, stake);
        }
    }

    // A verdict is against a leaf when it disagrees with the result or caps
    // the job's fee below the leaf's.
    function _against(VerdictSig calldata v, uint256 fee) private pure returns (bool) {
        return !v.agree || fee > v.feeCap;
    }

    // The counted stake at the challenge's snapshot block of the validators
    // declared for key then and meeting its minimum stake. A validator
    // pruned from the list had no counted stake, or no declaration, at a
    // block at or after every open challenge's snapshot, so the lists hold
    // everyone who counts.
    function _declaredStake(bytes32 key, Challenge storage c) private view returns (uint256 total) {
        address[] storage list = _verifiers[key];
        uint256 snap = c.snapshotBlock;
        uint256 minStake = c.minStake;
        for (uint256 i; i < list.length; ++i) {
            address v = list[i];
            if (!declaredAt(key, v, snap)) continue;
            uint256 stake = staking.validatorStakeAt(v, snap);
            if (stake != 0 && stake >= minStake) total += stake;
        }
    }

    // Sets the challenge's verifier keys from the order's engine (as
    // jobEngine spells it) and model, and its quorum's denominator. An
    // order without a model shares the engine's key: counted once.
    function _judges(Challenge storage c, Order calldata order) private {
        string memory engine = jobEngine(order.engine);
        bytes32 ek = verifierKey(engine, "");
        bytes32 mk = verifierKey(engine, order.modelCid);
        c.engineKey = ek;
        c.modelKey = mk;
        uint256 total = _declaredStake(ek, c);
        if (mk != ek) total += _declaredStake(mk, c);
        c.totalStake = total;
        c.floorStake = staking.totalValidatorStakeAt(c.snapshotBlock) * MIN_JUDGING_BPS / BPS;
    }

    function _undeclare(bytes32 key, address validator, bytes32 engineKey, bool isModel) private {
        _declared[key][validator].push(SafeCast.toUint48(block.number), 0);
        if (isModel) --_modelKeys[validator][engineKey];
    }

    // Records challenge id against the leaf; one per leaf, ever.
    function _markChallenged(JobEscrow.Leaf calldata leaf, uint256 id) private {
        bytes32 h = keccak256(abi.encode(leaf.jobId, leaf.client, leaf.fee, leaf.resultHash, leaf.settleByMs));
        if (challengeOf[h] != 0) revert AlreadyChallenged(leaf.jobId);
        challengeOf[h] = id;
    }

    // Recovers a 65-byte r ‖ s ‖ v signature (v 27/28 or 0/1, low s).
    function _signer(uint256 id, uint256 index, bytes32 digest, bytes calldata sig) private pure returns (address) {
        if (sig.length != 65) revert InvalidVerdict(id, index);
        bytes32 r = bytes32(sig[0:32]);
        bytes32 s = bytes32(sig[32:64]);
        uint8 v = uint8(sig[64]);
        if (v < 27) v += 27;
        (address signer, ECDSA.RecoverError e,) = ECDSA.tryRecover(digest, v, r, s);
        if (e != ECDSA.RecoverError.NoError) revert InvalidVerdict(id, index);
        return signer;
    }

    function _resolve(uint256 id, Challenge storage c, bool upheld) private {
        JobEscrow.Leaf memory leaf =
        JobEscrow.Leaf({
            jobId: c.jobId,
            client: c.client,
            fee: c.fee,
            resultHash: c.resultHash,
            settleByMs: c.settleByMs
        });
        uint256 bond = c.bond;
        if (!upheld) {
            c.status = Status.Rejected;
            emit ChallengeResolved(id, false, 0, 0);
            escrow.release(c.batchId, leaf, false);
            if (bond != 0) token.safeTransfer(c.miner, bond);
            return;
        }
        c.status = Status.Upheld;
        escrow.release(c.batchId, leaf, true);
        uint256 slashed;
        address miner = c.miner;
        if (c.slashAmount != 0 && staking.roleOf(miner) != Staking.Role.None) {
            // A slash that fails must not block the client's refund.
            try staking.slash(miner, c.slashAmount, address(this)) returns (uint256 s) {
                slashed = s;
            } catch {}
        }
        emit ChallengeResolved(id, true, slashed, slashed);
        if (slashed != 0) _payBounty(id, c, slashed);
        if (bond != 0) token.safeTransfer(c.challenger, bond);
    }

    // Sends the slashed TORA to ValidatorRewards and credits it to the
    // disagreeing validators pro rata to their counted stake; the rounding
    // dust goes to the challenger.
    function _payBounty(uint256 id, Challenge storage c, uint256 bounty) private {
        Voter[] storage vs = _disagreeing[id];
        uint256 n = vs.length;
        address[] memory to = new address[](n + 1);
        uint256[] memory amounts = new uint256[](n + 1);
        uint256 total = c.disagreeStake;
        uint256 paid;
        for (uint256 i; i < n; ++i) {
            to[i] = vs[i].validator;
            amounts[i] = bounty * vs[i].stake / total;
            paid += amounts[i];
        }
        to[n] = c.challenger;
        amounts[n] = bounty - paid;
        token.safeTransfer(address(rewards), bounty);
        rewards.creditBounty(to, amounts);
    }
}
