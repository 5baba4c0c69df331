// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/// @title ValidatorRewards
/// @notice Holds the validators' share of job fees (20% by default), as a
/// real TORA balance, in one pool per subnet. An allocator moves pool funds to
/// validators' claimable balances; validators claim them.
/// @dev Invariant: TORA held ≥ accounted == sum of pool balances + sum of
/// claimable (equal unless someone sent TORA without crediting a pool).
/// Every credit is backed: deposit pulls the tokens, notifyReward checks
/// they have arrived.
/// For this release the allocator is an admin-granted role; the next release
/// grants it to the contract that pays validators by verification work.
contract ValidatorRewards is AccessControl, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Role allowed to allocate pool funds to validators.
    bytes32 public constant ALLOCATOR_ROLE = keccak256("ALLOCATOR_ROLE");

    /// @notice The reward token (TORA).
    IERC20 public immutable token;

    /// @notice A subnet's validator pool.
    /// @param balance TORA not yet allocated to validators
    /// @param received TORA ever deposited for the subnet
    struct Pool {
        uint128 balance;
        uint128 received;
    }

    mapping(uint64 => Pool) private _pools;

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

    /// @notice The amount is zero.
    error ZeroAmount();
    /// @notice The subnet's pool holds less than the allocation asks for.
    error InsufficientPool(uint64 subnet, uint256 available, uint256 requested);
    /// @notice The caller has nothing to claim.
    error NothingToClaim(address caller);
    /// @notice notifyReward asked to credit more than the unaccounted TORA this contract holds.
    error UnbackedReward(uint256 balance, uint256 accounted, uint256 amount);

    /// @param token_ the reward token
    /// @param admin holder of DEFAULT_ADMIN_ROLE and ALLOCATOR_ROLE
    constructor(IERC20 token_, address admin) {
        token = token_;
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
        uint256 bal = token.balanceOf(address(this));
        if (bal < accounted + amount) revert UnbackedReward(bal, accounted, amount);
        _credit(subnet, amount);
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
