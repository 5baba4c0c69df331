// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC4626} from "@openzeppelin/contracts/token/ERC20/extensions/ERC4626.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {Checkpoints} from "@openzeppelin/contracts/utils/structs/Checkpoints.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {IVotes} from "@openzeppelin/contracts/governance/utils/IVotes.sol";
import {SubnetRegistry, MAX_CHALLENGE_WINDOW_S, MAX_VOTE_PERIOD_S} from "./SubnetRegistry.sol";

/// @title OperatorVault, the liquid staking shares of one operator
/// @notice An OpenZeppelin ERC-4626 vault over TORA, one per operator, created
/// by Staking. Its shares ("stTORA") are ordinary, transferable ERC-20 tokens;
/// their price is totalAssets / totalSupply, so TORA sent in as a reward
/// raises it and TORA taken out by a slash lowers it, for this operator only.
/// @dev Only Staking may deposit, redeem, seize or escrow: holders delegate
/// with Staking.delegate and leave through Staking.requestUnbond/withdraw, so
/// nobody can skip the unbonding period. maxWithdraw/maxRedeem are 0 for
/// everyone but Staking. Decimals offset 6 (shares have 24 decimals, one
/// TORA mints 10^6 share units at par): a donation to the vault cannot round
/// a later deposit down to nothing unless it is a million times larger, and
/// a deposit that would still mint 0 shares reverts (ZeroShares) instead of
/// being absorbed.
contract OperatorVault is ERC4626 {
    using SafeERC20 for IERC20;

    /// @notice The Staking contract that created this vault.
    address public immutable staking;
    /// @notice The operator whose stake this vault holds.
    address public immutable operator;

    /// @notice Only the Staking contract may do this.
    error OnlyStaking(address caller);
    /// @notice A deposit of `assets` would mint no shares.
    error ZeroShares(uint256 assets);

    /// @param asset_ TORA
    /// @param operator_ the operator
    constructor(IERC20 asset_, address operator_) ERC20("Tensora staked TORA", "stTORA") ERC4626(asset_) {
        staking = msg.sender;
        operator = operator_;
        // The stake votes in governance through its operator, as on
        // Cosmos-SDK chains: the vault's TORA counts for the operator.
        IVotes(address(asset_)).delegate(operator_);
    }

    modifier onlyStaking() {
        if (msg.sender != staking) revert OnlyStaking(msg.sender);
        _;
    }

    /// @notice Sends `assets` TORA of the vault to `to` (a slash). Staking only.
    /// @param assets TORA (wei) to take
    /// @param to receiver
    function seize(uint256 assets, address to) external onlyStaking {
        IERC20(asset()).safeTransfer(to, assets);
    }

    /// @notice Moves `shares` of `from` to Staking, which holds them while they
    /// unbond. Staking only.
    /// @param from holder
    /// @param shares shares to escrow
    function escrow(address from, uint256 shares) external onlyStaking {
        _transfer(from, staking, shares);
    }

    /// @notice 0 for everyone but Staking: leave through Staking.requestUnbond.
    function maxWithdraw(address owner) public view override returns (uint256) {
        return owner == staking ? super.maxWithdraw(owner) : 0;
    }

    /// @notice 0 for everyone but Staking: leave through Staking.requestUnbond.
    function maxRedeem(address owner) public view override returns (uint256) {
        return owner == staking ? super.maxRedeem(owner) : 0;
    }

    function _decimalsOffset() internal pure override returns (uint8) {
        return 6;
    }

    function _deposit(address caller, address receiver, uint256 assets, uint256 shares) internal override {
        if (caller != staking) revert OnlyStaking(caller);
        if (shares == 0) revert ZeroShares(assets);
        super._deposit(caller, receiver, assets, shares);
    }

    function _withdraw(address caller, address receiver, address owner, uint256 assets, uint256 shares)
        internal
        override
    {
        if (caller != staking) revert OnlyStaking(caller);
        super._withdraw(caller, receiver, owner, assets, shares);
    }
}

/// @title Staking: operators, delegation, liquid shares, unbonding, slashing
/// @notice Miners and validators register as operators with a self-stake;
/// token holders delegate TORA to an operator and receive that operator's
/// liquid shares. Rewards raise and slashes lower the share price of the one
/// operator concerned. Leaving takes an unbonding period during which the
/// stake can still be slashed.
/// @dev Design choice: one ERC-4626 vault per operator (OperatorVault, created
/// here), not one protocol-wide stTORA with per-operator accounting. With one
/// vault per operator the share price *is* the operator's exchange rate, so
/// a reward or a slash is one token transfer into or out of that vault and
/// moves nobody else's price; OpenZeppelin's ERC-4626 does all share math
/// (rounding in the vault's favour, virtual shares). A single stTORA would
/// have to be fungible across operators, which slashing one operator breaks,
/// or carry hand-written per-operator indices. The cost: shares of different
/// operators are different tokens, and registering deploys a vault.
///
/// Unbonding: requestUnbond escrows the shares here (they are not burnt), so
/// they keep their full claim on the vault and a slash hits bonded and
/// unbonding stake pro rata, exactly by share count. The period is at least
/// MIN_UNBONDING_PERIOD, the longest challenge window plus the longest vote
/// period, so stake cannot leave before every challenge of a batch its
/// operator submitted before unbonding has been decided. Rewards that arrive
/// during unbonding accrue to them too (the stake is still at risk).
/// withdraw redeems them at the price of the moment, after maturity.
///
/// Slashing: only SLASHER_ROLE (granted to the settlement / challenge
/// contract), never an arbitrary caller. A slash takes at most what the
/// vault holds. Governance (the timelock) holds PARAMS_ROLE only, not the
/// admin role: a proposal can set the unbonding period and the minimum
/// stakes but cannot grant SLASHER_ROLE, so a captured vote cannot seize
/// staked TORA (delegators' included) outside the challenge process.
///
/// Minimum stake: minSelfStake(role) is checked at registration and is
/// never 0 (DEFAULT_MIN_VALIDATOR_STAKE and DEFAULT_MIN_MINER_STAKE at
/// deployment). meetsMinimum(operator, subnet) compares an operator's bonded
/// stake with the larger of minSelfStake(Miner) and the subnet's
/// minMinerStake (miners) or the larger of
/// minSelfStake(Validator) and the subnet's minValidatorStake (validators,
/// which must also be in the active set). Nothing is enforced on unbonding:
/// consumers (the matcher, Challenges, ValidatorRewards) check meetsMinimum.
///
/// Validator set: at most MAX_VALIDATORS validators are active, chosen by
/// stake. A validator whose bonded stake reaches minSelfStake(Validator)
/// joins while there is room; when the set is full it takes the seat of the
/// active validator with the least counted stake if it has strictly more
/// (at registration, or later through joinValidatorSet). A validator whose
/// bonded stake falls below minSelfStake(Validator) (unbonding, slash)
/// leaves the set at once. Registered validators outside the set cost
/// nothing and count for nothing.
///
/// Checkpoints (OpenZeppelin Checkpoints.Trace208 keyed by block number, as
/// in its Votes): each validator's counted stake (its bonded stake, stakeOf,
/// while active; 0 while not) and the total of the active set are written on
/// every change: register, delegate, reward, slash, requestUnbond, withdraw,
/// a seat change, and sync (for TORA sent to a vault directly, which this
/// contract cannot see until someone calls sync). The total is a running
/// sum, O(1) to read now or at a past block, and always equals the sum of
/// the counted stakes at the same block: Challenges weighs verdicts and the
/// quorum's denominator at one snapshot block, so stake that leaves after
/// the snapshot changes nothing for that challenge.
contract Staking is AccessControl, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;
    using Checkpoints for Checkpoints.Trace208;

    /// @notice An operator's role.
    enum Role {
        None,
        Miner,
        Validator
    }

    /// @notice Role allowed to slash (the settlement / challenge contract).
    bytes32 public constant SLASHER_ROLE = keccak256("SLASHER_ROLE");
    /// @notice Role allowed to set the unbonding period and the minimum
    /// self-stakes (the admin and the governance timelock). It grants nothing.
    bytes32 public constant PARAMS_ROLE = keccak256("PARAMS_ROLE");
    /// @notice Longest unbonding period the admin may set (365 days).
    uint64 public constant MAX_UNBONDING_PERIOD = 365 days;
    /// @notice Shortest unbonding period the admin may set: the longest
    /// challenge window plus the longest vote period (5 days).
    uint64 public constant MIN_UNBONDING_PERIOD =
        MAX_CHALLENGE_WINDOW_S + MAX_VOTE_PERIOD_S;
    /// @notice Most validators in the active set. It bounds the one loop
    /// over the set (the search for the smallest seat when a newcomer claims
    /// one of a full set, about 9,000 gas a seat) and the bounty list of an
    /// upheld challenge (one credit per disagreeing validator).
    uint256 public constant MAX_VALIDATORS = 64;
    /// @notice minSelfStake(Validator) at deployment: 100 TORA.
    uint256 public constant DEFAULT_MIN_VALIDATOR_STAKE = 100e18;
    /// @notice minSelfStake(Miner) at deployment: 10 TORA, so a sybil miner
    /// (for example one a client uses to burn its own nonces) costs real stake.
    uint256 public constant DEFAULT_MIN_MINER_STAKE = 10e18;

    /// @notice The staked token (TORA).
    IERC20 public immutable token;
    /// @notice The subnet registry (for minimum stakes).
    SubnetRegistry public immutable registry;
    /// @notice Seconds an unbonding request waits before it can be withdrawn.
    uint64 public unbondingPeriod;

    /// @notice A pending unbonding request.
    /// @param owner who requested it and receives the TORA
    /// @param operator whose vault the shares belong to
    /// @param maturesAt earliest withdrawal time (unix seconds)
    /// @param shares escrowed shares
    struct Unbonding {
        address owner;
        address operator;
        uint64 maturesAt;
        uint256 shares;
    }

    struct Operator {
        Role role;
        OperatorVault vault;
        uint256 unbondingShares;
    }

    mapping(address => Operator) private _operators;
    mapping(Role => uint256) private _minSelfStake;
    mapping(uint256 => Unbonding) private _unbondings;
    // The active validator set, unordered, and each member's 1-based index
    // in it (0: not active).
    address[] private _active;
    mapping(address => uint256) private _seat;
    // Counted stake per validator (bonded while active, else 0) and of the
    // whole active set, by block number.
    mapping(address => Checkpoints.Trace208) private _counted;
    Checkpoints.Trace208 private _total;

    /// @notice Number of unbonding requests ever made; ids run from 1.
    uint256 public unbondingCount;

    /// @notice `operator` registered as `role` with a vault and a self-stake.
    event OperatorRegistered(address indexed operator, Role role, address indexed vault, uint256 selfStake, uint256 shares);
    /// @notice `delegator` delegated `assets` TORA to `operator` for `shares`.
    event Delegated(address indexed delegator, address indexed operator, uint256 assets, uint256 shares);
    /// @notice `from` added `amount` TORA to `operator`'s vault.
    event Rewarded(address indexed operator, address indexed from, uint256 amount);
    /// @notice `slasher` took `amount` TORA (of `requested`) from `operator`'s vault and sent it to `to`.
    event Slashed(address indexed operator, address indexed slasher, address to, uint256 requested, uint256 amount);
    /// @notice `owner` started unbonding `shares` of `operator` (worth `assets` now).
    event UnbondRequested(
        uint256 indexed requestId, address indexed owner, address indexed operator, uint256 shares, uint256 assets, uint64 maturesAt
    );
    /// @notice A matured request paid `assets` TORA for `shares`.
    event Withdrawn(uint256 indexed requestId, address indexed owner, address indexed operator, uint256 shares, uint256 assets);
    /// @notice The unbonding period changed (pending requests keep theirs).
    event UnbondingPeriodSet(uint64 period);
    /// @notice The minimum self-stake of a role changed.
    event MinSelfStakeSet(Role role, uint256 amount);
    /// @notice `validator` entered the active set, counted with `stake`.
    event ValidatorActivated(address indexed validator, uint256 stake);
    /// @notice `validator` (counted with `stake`) left the active set:
    /// `replacedBy` took its seat with more stake, or (`replacedBy` zero) its
    /// bonded stake fell below minSelfStake(Validator).
    event ValidatorDeactivated(address indexed validator, uint256 stake, address indexed replacedBy);
    /// @notice From this block `validator` counts `stake` (0 outside the
    /// active set) and the active set `total`.
    event ValidatorStakeCheckpointed(address indexed validator, uint256 stake, uint256 total);

    /// @notice The amount is zero.
    error ZeroAmount();
    /// @notice The address is zero.
    error ZeroAddress();
    /// @notice The role is None.
    error InvalidRole();
    /// @notice The operator is already registered.
    error AlreadyRegistered(address operator);
    /// @notice The address is not a registered operator.
    error NotOperator(address account);
    /// @notice The self-stake is below the role's minimum.
    error SelfStakeTooLow(Role role, uint256 amount, uint256 minimum);
    /// @notice The unbonding period exceeds MAX_UNBONDING_PERIOD.
    error UnbondingPeriodTooLong(uint64 period, uint64 max);
    /// @notice The unbonding period is below MIN_UNBONDING_PERIOD.
    error UnbondingPeriodTooShort(uint64 period, uint64 min);
    /// @notice A delegation would mint fewer shares than the delegator accepts.
    error SharesBelowMinimum(uint256 shares, uint256 minShares);
    /// @notice The caller holds fewer shares than requested.
    error InsufficientShares(address account, uint256 balance, uint256 requested);
    /// @notice No pending request has this id.
    error UnknownRequest(uint256 requestId);
    /// @notice Only the request's owner may withdraw it.
    error NotRequestOwner(uint256 requestId, address caller);
    /// @notice The request matures later.
    error NotMatured(uint256 requestId, uint64 maturesAt, uint256 now_);
    /// @notice The active set is full and `validator`'s `stake` does not
    /// exceed `smallest`, the least counted stake in it (of `holder`).
    error ValidatorSetFull(address validator, uint256 stake, address holder, uint256 smallest);
    /// @notice `account` is not a registered validator.
    error NotValidatorOperator(address account);
    /// @notice `validator` is already in the active set.
    error AlreadyActive(address validator);
    /// @notice A stake lookup at `blockNumber`, which is not yet in the past (current block `current`).
    error FutureLookup(uint256 blockNumber, uint256 current);

    /// @param token_ TORA
    /// @param registry_ the SubnetRegistry
    /// @param admin gets DEFAULT_ADMIN_ROLE (grants SLASHER_ROLE, sets parameters)
    /// @param unbondingPeriod_ seconds an unbonding waits (MIN_UNBONDING_PERIOD..MAX_UNBONDING_PERIOD)
    /// @param slasher gets SLASHER_ROLE at deployment (the Challenges contract); zero for none
    /// @param governance the governance timelock, which gets PARAMS_ROLE (it sets the
    /// unbonding period and the minimum stakes by proposal) and never DEFAULT_ADMIN_ROLE
    /// (which could grant SLASHER_ROLE); zero for none. A network hands over by having
    /// `admin` renounce its roles.
    constructor(
        IERC20 token_,
        SubnetRegistry registry_,
        address admin,
        uint64 unbondingPeriod_,
        address slasher,
        address governance
    ) {
        if (address(token_) == address(0) || address(registry_) == address(0) || admin == address(0)) {
            revert ZeroAddress();
        }
        token = token_;
        registry = registry_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(PARAMS_ROLE, admin);
        if (governance != address(0)) _grantRole(PARAMS_ROLE, governance);
        if (slasher != address(0)) _grantRole(SLASHER_ROLE, slasher);
        _setUnbondingPeriod(unbondingPeriod_);
        _minSelfStake[Role.Validator] = DEFAULT_MIN_VALIDATOR_STAKE;
        emit MinSelfStakeSet(Role.Validator, DEFAULT_MIN_VALIDATOR_STAKE);
        _minSelfStake[Role.Miner] = DEFAULT_MIN_MINER_STAKE;
        emit MinSelfStakeSet(Role.Miner, DEFAULT_MIN_MINER_STAKE);
    }

    // ---- operators and delegation ----

    /// @notice Registers the caller as an operator with `role`, creates its
    /// vault and stakes `selfStake` TORA (pulled from the caller, who must
    /// have approved this contract) for the caller's shares.
    /// A validator joins the active set if there is room, or takes the seat
    /// of the smallest active validator if the set is full and its stake is
    /// strictly larger; otherwise it is registered outside the set (see
    /// joinValidatorSet).
    /// @param role Miner or Validator
    /// @param selfStake TORA (wei), ≥ minSelfStake(role) and > 0
    /// @return vault the operator's new vault
    function register(Role role, uint256 selfStake) external nonReentrant returns (address vault) {
        if (role == Role.None) revert InvalidRole();
        Operator storage op = _operators[msg.sender];
        if (op.role != Role.None) revert AlreadyRegistered(msg.sender);
        if (selfStake == 0) revert ZeroAmount();
        uint256 min = _minSelfStake[role];
        if (selfStake < min) revert SelfStakeTooLow(role, selfStake, min);
        OperatorVault v = new OperatorVault(token, msg.sender);
        op.role = role;
        op.vault = v;
        token.forceApprove(address(v), type(uint256).max);
        uint256 shares = _stake(v, msg.sender, selfStake);
        emit OperatorRegistered(msg.sender, role, address(v), selfStake, shares);
        if (role == Role.Validator && !_sync(msg.sender)) _claimSeat(msg.sender, false);
        return address(v);
    }

    /// @notice Delegates `assets` TORA (pulled from the caller, who must have
    /// approved this contract) to `operator`; the caller receives the
    /// operator's vault shares at the current price. Reverts
    /// SharesBelowMinimum when fewer than minShares would be minted (a
    /// donation or a slash moved the price since the delegator looked), and
    /// OperatorVault.ZeroShares when none would be.
    /// @param operator a registered operator (NotOperator otherwise)
    /// @param assets TORA (wei), > 0
    /// @param minShares fewest shares the caller accepts (slippage guard; e.g. the vault's previewDeposit)
    /// @return shares shares minted to the caller
    function delegate(address operator, uint256 assets, uint256 minShares)
        external
        nonReentrant
        returns (uint256 shares)
    {
        OperatorVault v = _vault(operator);
        if (assets == 0) revert ZeroAmount();
        shares = _stake(v, msg.sender, assets);
        if (shares < minShares) revert SharesBelowMinimum(shares, minShares);
        emit Delegated(msg.sender, operator, assets, shares);
        _sync(operator);
    }

    /// @notice Adds `amount` TORA (pulled from the caller) to `operator`'s
    /// vault, raising its share price. Anyone may call.
    /// @param operator a registered operator
    /// @param amount TORA (wei), > 0
    function reward(address operator, uint256 amount) external nonReentrant {
        OperatorVault v = _vault(operator);
        if (amount == 0) revert ZeroAmount();
        token.safeTransferFrom(msg.sender, address(v), amount);
        emit Rewarded(operator, msg.sender, amount);
        _sync(operator);
    }

    /// @notice Takes up to `amount` TORA out of `operator`'s vault and sends
    /// it to `to`, lowering the share price of bonded and unbonding shares
    /// alike. SLASHER_ROLE only (AccessControlUnauthorizedAccount otherwise).
    /// @param operator a registered operator
    /// @param amount TORA (wei) to take, > 0; capped at what the vault holds
    /// @param to receiver of the slashed TORA (not zero)
    /// @return slashed TORA actually taken
    function slash(address operator, uint256 amount, address to)
        external
        onlyRole(SLASHER_ROLE)
        nonReentrant
        returns (uint256 slashed)
    {
        OperatorVault v = _vault(operator);
        if (amount == 0) revert ZeroAmount();
        if (to == address(0)) revert ZeroAddress();
        uint256 held = v.totalAssets();
        slashed = amount < held ? amount : held;
        if (slashed > 0) v.seize(slashed, to);
        emit Slashed(operator, msg.sender, to, amount, slashed);
        _sync(operator);
    }

    // ---- unbonding ----

    /// @notice Starts unbonding `shares` of `operator`'s vault held by the
    /// caller: they move into escrow here, stop counting as bonded stake, stay
    /// slashable, and can be withdrawn after unbondingPeriod.
    /// @param operator a registered operator
    /// @param shares shares to unbond, > 0 and ≤ the caller's balance
    /// @return requestId the request, for withdraw
    function requestUnbond(address operator, uint256 shares) external nonReentrant returns (uint256 requestId) {
        OperatorVault v = _vault(operator);
        if (shares == 0) revert ZeroAmount();
        uint256 bal = v.balanceOf(msg.sender);
        if (bal < shares) revert InsufficientShares(msg.sender, bal, shares);
        v.escrow(msg.sender, shares);
        _operators[operator].unbondingShares += shares;
        requestId = ++unbondingCount;
        uint64 maturesAt = uint64(block.timestamp) + unbondingPeriod;
        _unbondings[requestId] = Unbonding({owner: msg.sender, operator: operator, maturesAt: maturesAt, shares: shares});
        emit UnbondRequested(requestId, msg.sender, operator, shares, v.previewRedeem(shares), maturesAt);
        _sync(operator);
    }

    /// @notice Pays out a matured unbonding request: redeems its shares at the
    /// current price (after any slash) and sends the TORA to its owner. The
    /// owner only; NotMatured before maturesAt.
    /// @param requestId from requestUnbond
    /// @return assets TORA paid
    function withdraw(uint256 requestId) external nonReentrant returns (uint256 assets) {
        Unbonding memory u = _unbondings[requestId];
        if (u.owner == address(0)) revert UnknownRequest(requestId);
        if (u.owner != msg.sender) revert NotRequestOwner(requestId, msg.sender);
        if (block.timestamp < u.maturesAt) revert NotMatured(requestId, u.maturesAt, block.timestamp);
        delete _unbondings[requestId];
        Operator storage op = _operators[u.operator];
        op.unbondingShares -= u.shares;
        assets = op.vault.redeem(u.shares, u.owner, address(this));
        emit Withdrawn(requestId, u.owner, u.operator, u.shares, assets);
        _sync(u.operator);
    }

    // ---- validator set ----

    /// @notice Puts a registered validator outside the active set into it:
    /// into a free seat, or, when the set is full, into the seat of the
    /// active validator with the least counted stake, which must be strictly
    /// less than the newcomer's bonded stake (that validator leaves the set).
    /// Anyone may call it.
    /// @param validator a registered validator (NotValidatorOperator), not
    /// active (AlreadyActive), with bonded stake ≥ minSelfStake(Validator)
    /// (SelfStakeTooLow); ValidatorSetFull if it cannot displace anyone
    function joinValidatorSet(address validator) external nonReentrant {
        if (_operators[validator].role != Role.Validator) revert NotValidatorOperator(validator);
        if (_seat[validator] != 0) revert AlreadyActive(validator);
        uint256 stake = stakeOf(validator);
        uint256 min = _minSelfStake[Role.Validator];
        if (stake < min) revert SelfStakeTooLow(Role.Validator, stake, min);
        if (!_sync(validator)) _claimSeat(validator, true);
    }

    /// @notice Re-reads `operator`'s bonded stake into its checkpoint (and
    /// the total): a validator below minSelfStake(Validator) leaves the
    /// active set, one outside it takes a free seat (a full set needs
    /// joinValidatorSet). Needed only after TORA was sent to a vault by a
    /// plain transfer, which this contract does not see, or after the
    /// minimum was raised; every other change checkpoints itself. Anyone
    /// may call it; a no-op for a miner.
    /// @param operator a registered operator (NotOperator otherwise)
    function sync(address operator) external nonReentrant {
        _vault(operator);
        _sync(operator);
    }

    // ---- admin ----

    /// @notice Sets the unbonding period for new requests. PARAMS_ROLE only
    /// (the admin, governance).
    /// @param period seconds, MIN_UNBONDING_PERIOD..MAX_UNBONDING_PERIOD
    function setUnbondingPeriod(uint64 period) external onlyRole(PARAMS_ROLE) {
        _setUnbondingPeriod(period);
    }

    /// @notice Sets the minimum self-stake for registering as `role`, also
    /// the floor meetsMinimum applies to every subnet. PARAMS_ROLE only (the
    /// admin, governance). It may not
    /// be 0 (ZeroAmount): a zero minimum would let dust registrations fill
    /// the validator set, and make a sybil miner cost 1 wei. Active
    /// validators below a raised minimum leave at their next stake change or sync.
    /// @param role Miner or Validator
    /// @param amount TORA (wei); > 0
    function setMinSelfStake(Role role, uint256 amount) external onlyRole(PARAMS_ROLE) {
        if (role == Role.None) revert InvalidRole();
        if (amount == 0) revert ZeroAmount();
        _minSelfStake[role] = amount;
        emit MinSelfStakeSet(role, amount);
    }

    // ---- views ----

    /// @notice An account's role (None if it is not an operator).
    /// @param operator the account
    function roleOf(address operator) external view returns (Role) {
        return _operators[operator].role;
    }

    /// @notice An operator's vault (zero if it is not an operator).
    /// @param operator the account
    function vaultOf(address operator) external view returns (address) {
        return address(_operators[operator].vault);
    }

    /// @notice TORA bonded to `operator`: everything its vault holds minus
    /// the current value of the shares unbonding. 0 for a non-operator.
    /// @param operator the account
    function stakeOf(address operator) public view returns (uint256) {
        Operator storage op = _operators[operator];
        if (op.role == Role.None) return 0;
        uint256 total = op.vault.totalAssets();
        uint256 leaving = op.vault.convertToAssets(op.unbondingShares);
        return total > leaving ? total - leaving : 0;
    }

    /// @notice TORA of `operator`'s vault that is unbonding (current value).
    /// @param operator the account
    function unbondingOf(address operator) external view returns (uint256) {
        Operator storage op = _operators[operator];
        if (op.role == Role.None) return 0;
        return op.vault.convertToAssets(op.unbondingShares);
    }

    /// @notice Shares of `operator`'s vault that are unbonding.
    /// @param operator the account
    function unbondingSharesOf(address operator) external view returns (uint256) {
        return _operators[operator].unbondingShares;
    }

    /// @notice A pending unbonding request (owner zero if unknown or withdrawn).
    /// @param requestId from requestUnbond
    function unbonding(uint256 requestId) external view returns (Unbonding memory) {
        return _unbondings[requestId];
    }

    /// @notice The minimum self-stake of `role`.
    /// @param role Miner or Validator
    function minSelfStake(Role role) external view returns (uint256) {
        return _minSelfStake[role];
    }

    /// @notice Whether `operator`'s bonded stake meets `subnet`'s minimum for
    /// its role: the larger of minSelfStake(Miner) and minMinerStake for miners, the larger of
    /// minSelfStake(Validator) and minValidatorStake for validators, which
    /// must also be in the active set. False for a non-operator; reverts
    /// UnknownSubnet.
    /// @param operator the account
    /// @param subnet the subnet id
    function meetsMinimum(address operator, uint64 subnet) external view returns (bool) {
        Role role = _operators[operator].role;
        if (role == Role.None) return false;
        SubnetRegistry.Params memory p = registry.params(subnet);
        uint256 min;
        if (role == Role.Miner) {
            min = _minSelfStake[Role.Miner];
            if (p.minMinerStake > min) min = p.minMinerStake;
        } else {
            if (_seat[operator] == 0) return false;
            min = _minSelfStake[Role.Validator];
            if (p.minValidatorStake > min) min = p.minValidatorStake;
        }
        return stakeOf(operator) >= min;
    }

    /// @notice The counted stake of the whole active set now (a running
    /// sum, O(1)).
    function totalValidatorStake() external view returns (uint256) {
        return _total.latest();
    }

    /// @notice The counted stake of the whole active set at the end of block
    /// `blockNumber`, which must be in the past (FutureLookup): the
    /// denominator of a Challenges quorum.
    /// @param blockNumber a past block
    function totalValidatorStakeAt(uint256 blockNumber) external view returns (uint256) {
        return _total.upperLookupRecent(_past(blockNumber));
    }

    /// @notice `validator`'s counted stake now: its bonded stake while in the
    /// active set, else 0 (as last checkpointed: see sync).
    /// @param validator the account
    function validatorStake(address validator) external view returns (uint256) {
        return _counted[validator].latest();
    }

    /// @notice `validator`'s counted stake at the end of block `blockNumber`,
    /// which must be in the past (FutureLookup): the weight of its verdict on
    /// a challenge with that snapshot.
    /// @param validator the account
    /// @param blockNumber a past block
    function validatorStakeAt(address validator, uint256 blockNumber) external view returns (uint256) {
        return _counted[validator].upperLookupRecent(_past(blockNumber));
    }

    /// @notice Whether `validator` is in the active set.
    /// @param validator the account
    function isActiveValidator(address validator) external view returns (bool) {
        return _seat[validator] != 0;
    }

    /// @notice Number of validators in the active set (≤ MAX_VALIDATORS).
    function validatorCount() external view returns (uint256) {
        return _active.length;
    }

    /// @notice The active set, in no particular order.
    function validators() external view returns (address[] memory) {
        return _active;
    }

    // ---- internal ----

    function _vault(address operator) private view returns (OperatorVault v) {
        v = _operators[operator].vault;
        if (address(v) == address(0)) revert NotOperator(operator);
    }

    function _stake(OperatorVault v, address from, uint256 assets) private returns (uint256 shares) {
        token.safeTransferFrom(from, address(this), assets);
        shares = v.deposit(assets, from);
    }

    // Brings `operator`'s counted stake and seat in line with its bonded
    // stake: a validator below minSelfStake(Validator) leaves the set, one
    // at or above it joins if a seat is free. Returns whether it is active
    // afterwards (false for a miner). O(1): claiming a seat of a full set is
    // _claimSeat's job.
    function _sync(address operator) private returns (bool active) {
        if (_operators[operator].role != Role.Validator) return false;
        uint256 stake = stakeOf(operator);
        uint256 seat = _seat[operator];
        bool enough = stake >= _minSelfStake[Role.Validator];
        if (seat != 0) {
            if (!enough) {
                _deactivate(operator, seat, address(0));
                return false;
            }
            _checkpoint(operator, stake);
            return true;
        }
        if (enough && _active.length < MAX_VALIDATORS) {
            _activate(operator, stake);
            return true;
        }
        return false;
    }

    // Seats `validator` (bonded stake ≥ the minimum, outside a full set) in
    // place of the active validator with the least counted stake if its
    // own stake is strictly more; otherwise reverts ValidatorSetFull when
    // `strict`, or leaves it outside. Loops over the set (≤ MAX_VALIDATORS).
    function _claimSeat(address validator, bool strict) private {
        uint256 stake = stakeOf(validator);
        if (stake < _minSelfStake[Role.Validator]) return;
        uint256 n = _active.length;
        uint256 seat;
        uint256 smallest = type(uint256).max;
        for (uint256 i; i < n; ++i) {
            uint256 s = _counted[_active[i]].latest();
            if (s < smallest) {
                smallest = s;
                seat = i + 1;
            }
        }
        if (seat == 0 || stake <= smallest) {
            if (strict) revert ValidatorSetFull(validator, stake, seat == 0 ? address(0) : _active[seat - 1], smallest);
            return;
        }
        _deactivate(_active[seat - 1], seat, validator);
        _activate(validator, stake);
    }

    function _activate(address validator, uint256 stake) private {
        _active.push(validator);
        _seat[validator] = _active.length;
        emit ValidatorActivated(validator, stake);
        _checkpoint(validator, stake);
    }

    function _deactivate(address validator, uint256 seat, address replacedBy) private {
        uint256 last = _active.length;
        if (seat != last) {
            address moved = _active[last - 1];
            _active[seat - 1] = moved;
            _seat[moved] = seat;
        }
        _active.pop();
        delete _seat[validator];
        emit ValidatorDeactivated(validator, _counted[validator].latest(), replacedBy);
        _checkpoint(validator, 0);
    }

    // Writes `validator`'s counted stake and the total at this block.
    function _checkpoint(address validator, uint256 stake) private {
        uint256 old = _counted[validator].latest();
        if (old == stake) return;
        uint48 now_ = SafeCast.toUint48(block.number);
        _counted[validator].push(now_, SafeCast.toUint208(stake));
        uint256 total = _total.latest() - old + stake;
        _total.push(now_, SafeCast.toUint208(total));
        emit ValidatorStakeCheckpointed(validator, stake, total);
    }

    function _past(uint256 blockNumber) private view returns (uint48) {
        if (blockNumber >= block.number) revert FutureLookup(blockNumber, block.number);
        return SafeCast.toUint48(blockNumber);
    }

    function _setUnbondingPeriod(uint64 period) private {
        if (period > MAX_UNBONDING_PERIOD) revert UnbondingPeriodTooLong(period, MAX_UNBONDING_PERIOD);
        if (period < MIN_UNBONDING_PERIOD) revert UnbondingPeriodTooShort(period, MIN_UNBONDING_PERIOD);
        unbondingPeriod = period;
        emit UnbondingPeriodSet(period);
    }
}
