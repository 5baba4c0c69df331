// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {TimelockController} from "@openzeppelin/contracts/governance/TimelockController.sol";

/// @dev The bounds that Staking (minimum unbonding) and Challenges (longest
/// vote period) must agree with, as file-level constants so they can import them.
uint64 constant MAX_CHALLENGE_WINDOW_S = 3 days;
/// @dev Longest vote period of a Challenges contract; see SubnetRegistry.MAX_VOTE_PERIOD.
uint64 constant MAX_VOTE_PERIOD_S = 2 days;

/// @title SubnetRegistry
/// @notice Subnets group jobs, miners and validators under one owner and one
/// set of parameters: minimum fee, validator sample rate, challenge window,
/// minimum miner and validator stakes, the miner/validator fee split and the
/// challenge economics (slash amount, challenger bond, verdict quorum). Jobs name a subnet;
/// JobEscrow reads its parameters when a job or a batch is settled.
///
/// Governance (the ToraTimelock that ToraGovernor's proposals run through)
/// sets the network-wide limits (largest slash, longest challenge window,
/// the registration fee) and owns the network's own subnets: a subnet owned
/// by `governance` changes its parameters by proposal, within the tighter
/// GOVERNED_* bounds, and a change takes effect when the proposal executes
/// (the timelock's delay was its notice). Other owners schedule changes
/// PARAM_CHANGE_DELAY ahead.
contract SubnetRegistry {
    using SafeERC20 for IERC20;

    /// @notice Basis points in one whole (100%).
    uint16 public constant BPS = 10_000;
    /// @notice Longest challenge window a subnet may set (3 days).
    uint64 public constant MAX_CHALLENGE_WINDOW = MAX_CHALLENGE_WINDOW_S;
    /// @notice Shortest challenge window a subnet may set (1 second): every
    /// payout, per-job or batched, leaves a window to challenge it. The floor
    /// is deliberately low so dev chains and testnets can run with seconds;
    /// miners and clients should avoid subnets whose window is too short to
    /// audit (docs/contracts.md).
    uint64 public constant MIN_CHALLENGE_WINDOW = 1;
    /// @notice Largest miner share a subnet may set (9999 bp): every fee
    /// leaves something for the subnet's validators.
    uint16 public constant MAX_MINER_SHARE_BPS = BPS - 1;
    /// @notice Longest vote period a Challenges contract reading this
    /// registry may use (2 days); Challenges refuses a longer one.
    uint64 public constant MAX_VOTE_PERIOD = MAX_VOTE_PERIOD_S;
    /// @notice Seconds between updateParams and the new parameters taking
    /// effect (7 days). It exceeds MAX_CHALLENGE_WINDOW + MAX_VOTE_PERIOD, so
    /// a change scheduled after a batch landed cannot apply to any challenge
    /// of that batch: they all open inside the batch's window, before it.
    uint64 public constant PARAM_CHANGE_DELAY = 7 days;
    /// @notice Smallest quorum a subnet may set (5001 bp): more than half of
    /// the bonded validator stake must disagree to uphold a challenge.
    uint16 public constant MIN_QUORUM_BPS = 5001;
    /// @notice Largest slash a subnet may set (1000 TORA): bounds what one
    /// upheld challenge can take from a miner's vault, delegators included.
    uint96 public constant MAX_SLASH = 1000e18;
    /// @notice Smallest miner share governance may give a subnet it owns (50%).
    uint16 public constant GOVERNED_MIN_MINER_SHARE_BPS = 5000;
    /// @notice Largest miner share governance may give a subnet it owns (95%).
    uint16 public constant GOVERNED_MAX_MINER_SHARE_BPS = 9500;
    /// @notice Smallest sample rate governance may give a subnet it owns (1%).
    uint16 public constant GOVERNED_MIN_SAMPLE_RATE_BPS = 100;
    /// @notice Largest registration fee governance may set (1,000,000 TORA).
    uint128 public constant MAX_REGISTRATION_FEE = 1_000_000e18;

    /// @notice The governance timelock: sets the network-wide limits below
    /// and owns the network's subnets.
    address public immutable governance;
    /// @notice TORA, in which the registration fee is paid.
    IERC20 public immutable token;

    /// @notice Largest slash a subnet may set now (≤ MAX_SLASH; governed).
    uint96 public maxSlash;
    /// @notice Longest challenge window a subnet may set now
    /// (MIN_CHALLENGE_WINDOW..MAX_CHALLENGE_WINDOW, and never above the
    /// governance timelock's delay, so governed rules cannot change while a
    /// batch is challengeable; governed).
    uint64 public maxChallengeWindow;
    /// @notice TORA (wei) createSubnet takes from a new subnet's owner and
    /// pays into the treasury (the governance timelock); governed, 0 at
    /// deployment. It prices subnet spam; it is not refunded.
    uint128 public registrationFee;

    /// @notice A subnet's parameters.
    /// @param minFee smallest fee (wei of TORA) a job in the subnet may pay
    /// @param sampleRateBps share of results validators re-execute, in basis points (default 1000 = 10%)
    /// @param challengeWindow seconds a settled result stays challengeable before it is final (MIN_CHALLENGE_WINDOW..MAX_CHALLENGE_WINDOW)
    /// @param minMinerStake TORA (wei) a miner must stake to bid (enforced by staking, next issue)
    /// @param minerShareBps miner's share of each fee in basis points (default 8000 = 80%; ≤ MAX_MINER_SHARE_BPS); validators get the rest
    /// @param minValidatorStake TORA (wei) a validator must have bonded to validate, record work and challenge (default 0)
    /// @param slashAmount TORA (wei) slashed from a miner's stake when a challenge against its result is upheld (default 50e18; ≤ MAX_SLASH)
    /// @param challengeBond TORA (wei) a challenger posts when it opens a challenge, lost if the challenge is rejected (default 1e18)
    /// @param quorumBps share of the total bonded validator stake whose "disagree" verdicts uphold a challenge (default 6667; MIN_QUORUM_BPS..10000)
    struct Params {
        uint128 minFee;
        uint16 sampleRateBps;
        uint64 challengeWindow;
        uint16 minerShareBps;
        uint96 minMinerStake;
        uint96 minValidatorStake;
        uint96 slashAmount;
        uint96 challengeBond;
        uint16 quorumBps;
    }

    // Storage: the first slot holds everything settlement reads and when a
    // scheduled change takes effect, so settlementParams costs one storage
    // read while no change is in force yet; the rest lives in later slots,
    // which settlement never reads. A scheduled change waits in _pending
    // until updateParams folds it in; the views return it from effectiveAt on.
    struct Subnet {
        uint128 minFee;
        uint64 challengeWindow;
        uint16 minerShareBps;
        bool exists;
        uint40 effectiveAt;
        address owner;
        uint16 sampleRateBps;
        uint16 quorumBps;
        uint96 minMinerStake;
        uint96 minValidatorStake;
        uint96 slashAmount;
        uint96 challengeBond;
    }

    mapping(uint64 => Subnet) private _subnets;
    mapping(uint64 => Params) private _pending;

    /// @notice Number of subnets created; ids run from 1 to subnetCount.
    uint64 public subnetCount;

    /// @notice A subnet was created (its parameters apply at once).
    event SubnetCreated(uint64 indexed id, address indexed owner, Params params);
    /// @notice A change of a subnet's parameters was scheduled; they take effect at `effectiveAt`.
    event ParamsScheduled(uint64 indexed id, Params params, uint64 effectiveAt);
    /// @notice Governance set the largest slash a subnet may set.
    event MaxSlashSet(uint96 maxSlash);
    /// @notice Governance set the longest challenge window a subnet may set.
    event MaxChallengeWindowSet(uint64 maxChallengeWindow);
    /// @notice Governance set the fee of registering a subnet.
    event RegistrationFeeSet(uint128 fee);
    /// @notice A subnet changed hands.
    event SubnetOwnershipTransferred(uint64 indexed id, address indexed previousOwner, address indexed newOwner);

    /// @notice No subnet has this id.
    error UnknownSubnet(uint64 id);
    /// @notice Only the subnet's owner may do this.
    error NotSubnetOwner(uint64 id, address caller);
    /// @notice A basis-point parameter is above 10000.
    error BpsOutOfRange(uint256 value);
    /// @notice The quorum is below MIN_QUORUM_BPS (half the stake or less).
    error QuorumTooLow(uint16 quorumBps, uint16 min);
    /// @notice The slash amount exceeds MAX_SLASH.
    error SlashTooHigh(uint96 slashAmount, uint96 max);
    /// @notice The challenge window exceeds MAX_CHALLENGE_WINDOW.
    error ChallengeWindowTooLong(uint64 window, uint64 max);
    /// @notice The challenge window is below MIN_CHALLENGE_WINDOW (zero).
    error ChallengeWindowTooShort(uint64 window, uint64 min);
    /// @notice The miner share exceeds MAX_MINER_SHARE_BPS (it would leave validators nothing).
    error MinerShareTooHigh(uint16 minerShareBps, uint16 max);
    /// @notice The new owner is the zero address.
    error ZeroOwner();
    /// @notice Only the governance timelock may do this.
    error NotGovernance(address caller);
    /// @notice A governed value is outside the bounds this contract enforces.
    /// @param what the parameter ("minerShareBps", "maxChallengeWindow", ...)
    error OutOfBounds(string what, uint256 value, uint256 min, uint256 max);
    /// @notice A challenge window longer than the governance timelock's delay.
    error WindowAboveGovernanceDelay(uint64 window, uint256 delay);
    /// @notice The subnet cannot go to governance while its owner's change
    /// (in force at `effectiveAt`) is pending: it would change a governed
    /// subnet's rules without a vote.
    error ChangePending(uint64 id, uint64 effectiveAt);

    /// @param token_ TORA (the registration fee's token)
    /// @param governance_ the governance timelock (predicted address; it
    /// need not exist yet)
    /// @param maxChallengeWindow_ the longest challenge window at deployment
    /// (MIN_CHALLENGE_WINDOW..MAX_CHALLENGE_WINDOW); the timelock's delay
    /// must be at least this long (ToraTimelock checks)
    constructor(IERC20 token_, address governance_, uint64 maxChallengeWindow_) {
        if (address(token_) == address(0) || governance_ == address(0)) revert ZeroOwner();
        if (maxChallengeWindow_ < MIN_CHALLENGE_WINDOW || maxChallengeWindow_ > MAX_CHALLENGE_WINDOW) {
            revert OutOfBounds("maxChallengeWindow", maxChallengeWindow_, MIN_CHALLENGE_WINDOW, MAX_CHALLENGE_WINDOW);
        }
        token = token_;
        governance = governance_;
        maxChallengeWindow = maxChallengeWindow_;
        maxSlash = MAX_SLASH;
        emit MaxSlashSet(MAX_SLASH);
        emit MaxChallengeWindowSet(maxChallengeWindow_);
    }

    modifier onlyGovernance() {
        if (msg.sender != governance) revert NotGovernance(msg.sender);
        _;
    }

    // ---- governed limits ----

    /// @notice Sets the largest slash a subnet may set (governance only;
    /// 0..MAX_SLASH). Subnets above it keep their slash until they change
    /// their parameters.
    /// @param v TORA (wei)
    function setMaxSlash(uint96 v) external onlyGovernance {
        if (v > MAX_SLASH) revert OutOfBounds("maxSlash", v, 0, MAX_SLASH);
        maxSlash = v;
        emit MaxSlashSet(v);
    }

    /// @notice Sets the longest challenge window a subnet may set
    /// (governance only; MIN_CHALLENGE_WINDOW..MAX_CHALLENGE_WINDOW and at
    /// most the timelock's delay).
    /// @param v seconds
    function setMaxChallengeWindow(uint64 v) external onlyGovernance {
        if (v < MIN_CHALLENGE_WINDOW || v > MAX_CHALLENGE_WINDOW) {
            revert OutOfBounds("maxChallengeWindow", v, MIN_CHALLENGE_WINDOW, MAX_CHALLENGE_WINDOW);
        }
        uint256 delay = TimelockController(payable(governance)).getMinDelay();
        if (v > delay) revert WindowAboveGovernanceDelay(v, delay);
        maxChallengeWindow = v;
        emit MaxChallengeWindowSet(v);
    }

    /// @notice Sets the fee createSubnet takes (governance only; 0..MAX_REGISTRATION_FEE).
    /// @param v TORA (wei)
    function setRegistrationFee(uint128 v) external onlyGovernance {
        if (v > MAX_REGISTRATION_FEE) revert OutOfBounds("registrationFee", v, 0, MAX_REGISTRATION_FEE);
        registrationFee = v;
        emit RegistrationFeeSet(v);
    }

    /// @notice The parameters a new subnet gets unless told otherwise: no
    /// minimum fee, 10% sampling, a one-hour window, no stake, 80/20 split,
    /// a 50 TORA slash, a 1 TORA challenge bond and a two-thirds quorum.
    function defaultParams() external pure returns (Params memory) {
        return Params({
            minFee: 0,
            sampleRateBps: 1000,
            challengeWindow: 1 hours,
            minerShareBps: 8000,
            minMinerStake: 0,
            minValidatorStake: 0,
            slashAmount: 50e18,
            challengeBond: 1e18,
            quorumBps: 6667
        });
    }

    /// @notice Creates a subnet owned by the caller; its parameters apply at
    /// once (no batch exists yet that a change could reach back to). Takes
    /// the registration fee from the caller (approve it first) into the
    /// treasury.
    /// @param p its parameters (validated: basis points ≤ 10000, miner share ≤ MAX_MINER_SHARE_BPS,
    /// quorum ≥ MIN_QUORUM_BPS, slash ≤ MAX_SLASH, window MIN_CHALLENGE_WINDOW..MAX_CHALLENGE_WINDOW)
    /// @return id the new subnet's id; ids start at 1
    function createSubnet(Params calldata p) external returns (uint64 id) {
        _validate(p);
        if (msg.sender == governance) _validateGoverned(p);
        id = ++subnetCount;
        Subnet storage s = _subnets[id];
        _store(s, p);
        s.exists = true;
        s.owner = msg.sender;
        emit SubnetCreated(id, msg.sender, p);
        uint128 fee = registrationFee;
        if (fee != 0 && msg.sender != governance) token.safeTransferFrom(msg.sender, governance, fee);
    }

    /// @notice Schedules new parameters for a subnet; they take effect
    /// PARAM_CHANGE_DELAY after this call (see pendingParams). Subnet owner
    /// only. A later call replaces a change not yet in force, and restarts
    /// the delay. On a subnet governance owns, the change must also keep
    /// the GOVERNED_* bounds and takes effect at once (the proposal waited
    /// out the timelock's delay, at least the longest challenge window).
    /// @dev The delay exceeds the longest challenge window plus the longest
    /// vote period, and gives miners a week's notice (pendingParams).
    /// Settlement snapshots the window and the split when a job or a batch is
    /// committed, and a batch also records its challenge terms (quorum, slash,
    /// bond: challengeTerms), so no change reaches a batch submitted before it
    /// took effect.
    /// @param id the subnet
    /// @param p the new parameters (validated as in createSubnet)
    /// @return effectiveAt when they take effect (unix seconds)
    function updateParams(uint64 id, Params calldata p) external returns (uint64 effectiveAt) {
        _onlySubnetOwner(id);
        _validate(p);
        Subnet storage s = _subnets[id];
        if (msg.sender == governance) {
            _validateGoverned(p);
            _store(s, p);
            effectiveAt = uint64(block.timestamp);
            emit ParamsScheduled(id, p, effectiveAt);
            return effectiveAt;
        }
        if (_due(s)) _store(s, _pending[id]);
        _pending[id] = p;
        effectiveAt = uint64(block.timestamp) + PARAM_CHANGE_DELAY;
        s.effectiveAt = uint40(effectiveAt);
        emit ParamsScheduled(id, p, effectiveAt);
    }

    /// @notice Hands a subnet to a new owner. Subnet owner only. A subnet
    /// goes to governance only without a scheduled change pending
    /// (ChangePending): once governance owns it, its rules change by vote.
    /// @param id the subnet
    /// @param newOwner the next owner (not zero)
    function transferSubnetOwnership(uint64 id, address newOwner) external {
        _onlySubnetOwner(id);
        if (newOwner == address(0)) revert ZeroOwner();
        Subnet storage s = _subnets[id];
        if (newOwner == governance && s.effectiveAt != 0 && !_due(s)) revert ChangePending(id, uint64(s.effectiveAt));
        emit SubnetOwnershipTransferred(id, _subnets[id].owner, newOwner);
        _subnets[id].owner = newOwner;
    }

    /// @notice A subnet's parameters in force now (a scheduled change counts
    /// from its effectiveAt on). Reverts UnknownSubnet for an unknown id.
    /// @param id the subnet
    function params(uint64 id) external view returns (Params memory p) {
        Subnet storage s = _get(id);
        if (_due(s)) return _pending[id];
        p = Params({
            minFee: s.minFee,
            sampleRateBps: s.sampleRateBps,
            challengeWindow: s.challengeWindow,
            minerShareBps: s.minerShareBps,
            minMinerStake: s.minMinerStake,
            minValidatorStake: s.minValidatorStake,
            slashAmount: s.slashAmount,
            challengeBond: s.challengeBond,
            quorumBps: s.quorumBps
        });
    }

    /// @notice The scheduled change of a subnet's parameters that is not in
    /// force yet, so a miner can see it before it submits: the new
    /// parameters and when they take effect. effectiveAt is 0 (and p all
    /// zero) when no change is pending. Reverts UnknownSubnet for an unknown id.
    /// @param id the subnet
    /// @return p the scheduled parameters
    /// @return effectiveAt when they take effect (unix seconds), 0 if none is pending
    function pendingParams(uint64 id) external view returns (Params memory p, uint64 effectiveAt) {
        Subnet storage s = _get(id);
        if (s.effectiveAt == 0 || _due(s)) return (p, 0);
        return (_pending[id], s.effectiveAt);
    }

    /// @notice The parameters settlement needs, as params returns them; one
    /// storage read unless a scheduled change is in force.
    /// Reverts UnknownSubnet for an unknown id.
    /// @param id the subnet
    /// @return minFee smallest fee a job may pay
    /// @return challengeWindow seconds results stay challengeable
    /// @return minerShareBps miner's share of a fee in basis points
    function settlementParams(uint64 id)
        external
        view
        returns (uint128 minFee, uint64 challengeWindow, uint16 minerShareBps)
    {
        Subnet storage s = _subnets[id];
        if (!s.exists) revert UnknownSubnet(id);
        if (_due(s)) {
            Params storage q = _pending[id];
            return (q.minFee, q.challengeWindow, q.minerShareBps);
        }
        return (s.minFee, s.challengeWindow, s.minerShareBps);
    }

    /// @notice The challenge terms in force now, as params returns them:
    /// what JobEscrow.submitBatch records in each batch so that its
    /// challenges are decided under the terms the miner submitted under.
    /// Reverts UnknownSubnet for an unknown id.
    /// @param id the subnet
    /// @return quorumBps share of the bonded validator stake whose "disagree" verdicts uphold a challenge
    /// @return slashAmount TORA (wei) slashed from the miner when a challenge is upheld
    /// @return challengeBond TORA (wei) a challenger posts
    function challengeTerms(uint64 id)
        external
        view
        returns (uint16 quorumBps, uint96 slashAmount, uint96 challengeBond)
    {
        Subnet storage s = _get(id);
        if (_due(s)) {
            Params storage q = _pending[id];
            return (q.quorumBps, q.slashAmount, q.challengeBond);
        }
        return (s.quorumBps, s.slashAmount, s.challengeBond);
    }

    /// @notice A subnet's owner. Reverts UnknownSubnet for an unknown id.
    /// @param id the subnet
    function ownerOf(uint64 id) external view returns (address) {
        return _get(id).owner;
    }

    function _get(uint64 id) private view returns (Subnet storage s) {
        s = _subnets[id];
        if (!s.exists) revert UnknownSubnet(id);
    }

    // Whether a scheduled change is in force (its effectiveAt has passed).
    function _due(Subnet storage s) private view returns (bool) {
        uint40 at = s.effectiveAt;
        return at != 0 && block.timestamp >= at;
    }

    function _onlySubnetOwner(uint64 id) private view {
        if (_get(id).owner != msg.sender) revert NotSubnetOwner(id, msg.sender);
    }

    // The tighter bounds of a subnet governance owns.
    function _validateGoverned(Params calldata p) private pure {
        if (p.minerShareBps < GOVERNED_MIN_MINER_SHARE_BPS || p.minerShareBps > GOVERNED_MAX_MINER_SHARE_BPS) {
            revert OutOfBounds("minerShareBps", p.minerShareBps, GOVERNED_MIN_MINER_SHARE_BPS, GOVERNED_MAX_MINER_SHARE_BPS);
        }
        if (p.sampleRateBps < GOVERNED_MIN_SAMPLE_RATE_BPS) {
            revert OutOfBounds("sampleRateBps", p.sampleRateBps, GOVERNED_MIN_SAMPLE_RATE_BPS, BPS);
        }
    }

    function _validate(Params calldata p) private view {
        if (p.sampleRateBps > BPS) revert BpsOutOfRange(p.sampleRateBps);
        if (p.minerShareBps > MAX_MINER_SHARE_BPS) revert MinerShareTooHigh(p.minerShareBps, MAX_MINER_SHARE_BPS);
        if (p.quorumBps > BPS) revert BpsOutOfRange(p.quorumBps);
        if (p.quorumBps < MIN_QUORUM_BPS) revert QuorumTooLow(p.quorumBps, MIN_QUORUM_BPS);
        if (p.slashAmount > maxSlash) revert SlashTooHigh(p.slashAmount, maxSlash);
        if (p.challengeWindow > maxChallengeWindow) {
            revert ChallengeWindowTooLong(p.challengeWindow, maxChallengeWindow);
        }
        if (p.challengeWindow < MIN_CHALLENGE_WINDOW) {
            revert ChallengeWindowTooShort(p.challengeWindow, MIN_CHALLENGE_WINDOW);
        }
    }

    // Writes p as the parameters in force and clears any scheduled change.
    function _store(Subnet storage s, Params memory p) private {
        s.minFee = p.minFee;
        s.challengeWindow = p.challengeWindow;
        s.minerShareBps = p.minerShareBps;
        s.sampleRateBps = p.sampleRateBps;
        s.minMinerStake = p.minMinerStake;
        s.minValidatorStake = p.minValidatorStake;
        s.slashAmount = p.slashAmount;
        s.quorumBps = p.quorumBps;
        s.challengeBond = p.challengeBond;
        s.effectiveAt = 0;
    }
}
