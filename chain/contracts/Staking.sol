// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC4626} from "@openzeppelin/contracts/token/ERC20/extensions/ERC4626.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
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
/// contract; governance later), never an arbitrary caller. A slash takes at
/// most what the vault holds.
///
/// Minimum stake: minSelfStake(role) is checked at registration;
/// meetsMinimum(operator, subnet) compares an operator's bonded stake with the
/// subnet's minMinerStake (miners) or the larger of minSelfStake(Validator)
/// and the subnet's minValidatorStake (validators). Nothing is enforced on
/// unbonding: consumers (the matcher, Challenges, ValidatorRewards) check
/// meetsMinimum.
///
/// Validator set: every registered validator is listed (at most
/// MAX_VALIDATORS, never removed); totalValidatorStake sums their bonded
/// stake, the denominator of the Challenges quorum.
contract Staking is AccessControl, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice An operator's role.
    enum Role {
        None,
        Miner,
        Validator
    }

    /// @notice Role allowed to slash (the settlement / challenge contract).
    bytes32 public constant SLASHER_ROLE = keccak256("SLASHER_ROLE");
    /// @notice Longest unbonding period the admin may set (365 days).
    uint64 public constant MAX_UNBONDING_PERIOD = 365 days;
    /// @notice Shortest unbonding period the admin may set: the longest
    /// challenge window plus the longest vote period (5 days).
    uint64 public constant MIN_UNBONDING_PERIOD =
        MAX_CHALLENGE_WINDOW_S + MAX_VOTE_PERIOD_S;
    /// @notice Most validators that may ever register (bounds totalValidatorStake's loop).
    uint256 public constant MAX_VALIDATORS = 256;

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
    address[] private _validators;

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
    /// @notice MAX_VALIDATORS validators are already registered.
    error TooManyValidators(uint256 max);

    /// @param token_ TORA
    /// @param registry_ the SubnetRegistry
    /// @param admin gets DEFAULT_ADMIN_ROLE (grants SLASHER_ROLE, sets parameters)
    /// @param unbondingPeriod_ seconds an unbonding waits (MIN_UNBONDING_PERIOD..MAX_UNBONDING_PERIOD)
    /// @param slasher gets SLASHER_ROLE at deployment (the Challenges contract); zero for none
    constructor(IERC20 token_, SubnetRegistry registry_, address admin, uint64 unbondingPeriod_, address slasher) {
        if (address(token_) == address(0) || address(registry_) == address(0) || admin == address(0)) {
            revert ZeroAddress();
        }
        token = token_;
        registry = registry_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        if (slasher != address(0)) _grantRole(SLASHER_ROLE, slasher);
        _setUnbondingPeriod(unbondingPeriod_);
    }

    // ---- operators and delegation ----

    /// @notice Registers the caller as an operator with `role`, creates its
    /// vault and stakes `selfStake` TORA (pulled from the caller, who must
    /// have approved this contract) for the caller's shares.
    /// A validator joins the validator set (TooManyValidators beyond MAX_VALIDATORS).
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
        if (role == Role.Validator) {
            if (_validators.length >= MAX_VALIDATORS) revert TooManyValidators(MAX_VALIDATORS);
            _validators.push(msg.sender);
        }
        OperatorVault v = new OperatorVault(token, msg.sender);
        op.role = role;
        op.vault = v;
        token.forceApprove(address(v), type(uint256).max);
        uint256 shares = _stake(v, msg.sender, selfStake);
        emit OperatorRegistered(msg.sender, role, address(v), selfStake, shares);
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
    }

    // ---- admin ----

    /// @notice Sets the unbonding period for new requests. Admin only.
    /// @param period seconds, MIN_UNBONDING_PERIOD..MAX_UNBONDING_PERIOD
    function setUnbondingPeriod(uint64 period) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setUnbondingPeriod(period);
    }

    /// @notice Sets the minimum self-stake for registering as `role`. Admin only.
    /// @param role Miner or Validator
    /// @param amount TORA (wei)
    function setMinSelfStake(Role role, uint256 amount) external onlyRole(DEFAULT_ADMIN_ROLE) {
        if (role == Role.None) revert InvalidRole();
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
    /// its role: minMinerStake for miners, the larger of
    /// minSelfStake(Validator) and minValidatorStake for validators. False
    /// for a non-operator; reverts UnknownSubnet.
    /// @param operator the account
    /// @param subnet the subnet id
    function meetsMinimum(address operator, uint64 subnet) external view returns (bool) {
        Role role = _operators[operator].role;
        if (role == Role.None) return false;
        SubnetRegistry.Params memory p = registry.params(subnet);
        uint256 min;
        if (role == Role.Miner) {
            min = p.minMinerStake;
        } else {
            min = _minSelfStake[Role.Validator];
            if (p.minValidatorStake > min) min = p.minValidatorStake;
        }
        return stakeOf(operator) >= min;
    }

    /// @notice Sum of stakeOf over every registered validator: the
    /// denominator of the Challenges quorum. Loops over at most MAX_VALIDATORS.
    function totalValidatorStake() external view returns (uint256 total) {
        uint256 n = _validators.length;
        for (uint256 i; i < n; ++i) {
            total += stakeOf(_validators[i]);
        }
    }

    /// @notice Number of registered validators.
    function validatorCount() external view returns (uint256) {
        return _validators.length;
    }

    /// @notice Every registered validator, in registration order.
    function validators() external view returns (address[] memory) {
        return _validators;
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

    function _setUnbondingPeriod(uint64 period) private {
        if (period > MAX_UNBONDING_PERIOD) revert UnbondingPeriodTooLong(period, MAX_UNBONDING_PERIOD);
        if (period < MIN_UNBONDING_PERIOD) revert UnbondingPeriodTooShort(period, MIN_UNBONDING_PERIOD);
        unbondingPeriod = period;
        emit UnbondingPeriodSet(period);
    }
}
