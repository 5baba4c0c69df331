// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IDepositFor} from "./interfaces/IDepositFor.sol";

/// @title HTLC, hash time-locked transfers
/// @notice One bytecode for every chain. A sender locks an ERC-20 amount
/// (or the native coin) under the sha256 hash of a 32-byte secret until an
/// expiry. Before the expiry anyone holding the secret may claim it for the
/// receiver (claims are relayable: the payee is fixed by the lock, not by
/// the caller); from the expiry on, anyone may refund it to the sender.
/// A claim publishes the secret in the Claimed event, which is what makes
/// a cross-chain swap atomic: the counterparty's lock on the other chain,
/// under the same hashlock and with a shorter expiry, is claimed with it.
/// A lock with a beneficiary pays through the receiver's
/// IDepositFor.depositFor(beneficiary, amount) instead (a lock on
/// Tensora's chain names JobEscrow as receiver and a client as
/// beneficiary, so the swap lands as the client's escrow balance).
/// @dev A hashlock whose secret was revealed here can never be locked under
/// again (secrets are single-use). Tokens that deliver less than the
/// amount sent (fee-on-transfer) are refused at lock time, so every lock is
/// backed in full. No admin, no upgrades, no fees.
contract HTLC is ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Longest a lock may run: its expiry is at most this far from the lock.
    uint64 public constant MAX_DURATION = 30 days;

    /// @notice Where a lock stands: None (no such lock), Locked, Claimed or Refunded.
    enum State {
        None,
        Locked,
        Claimed,
        Refunded
    }

    /// @notice One lock.
    /// @dev Fields ordered so that sender, expiry and state share a slot.
    struct Lock {
        address sender; // who locked, and whom a refund pays
        uint64 expiry; // unix seconds: claimable before, refundable from
        State state;
        address receiver; // who a claim pays (or, with a beneficiary, the IDepositFor target)
        address beneficiary; // zero, or whom receiver.depositFor credits
        address token; // the ERC-20, or zero for the native coin
        uint256 amount; // in the token's smallest unit
        bytes32 hashlock; // sha256 of the 32-byte secret
    }

    mapping(bytes32 => Lock) private _locks;

    /// @notice Whether the secret of `hashlock` was revealed by a claim here.
    mapping(bytes32 => bool) public revealed;

    /// @notice `sender` locked `amount` of `token` (zero: native) for
    /// `receiver` (paid through its depositFor for `beneficiary` when that is
    /// not zero) under `hashlock` until `expiry`; `ref` is the sender's
    /// reference (an order id, say).
    event Locked(
        bytes32 indexed id,
        address indexed sender,
        address indexed receiver,
        address beneficiary,
        address token,
        uint256 amount,
        bytes32 hashlock,
        uint64 expiry,
        bytes32 ref
    );
    /// @notice Lock `id` was claimed by `by` with `secret` (the preimage of `hashlock`).
    event Claimed(bytes32 indexed id, bytes32 indexed hashlock, bytes secret, address by);
    /// @notice Lock `id` was refunded to its sender; `by` sent the refund.
    event Refunded(bytes32 indexed id, address by);

    /// @notice A lock with this id exists (same sender and parameters): change `ref`.
    error LockExists(bytes32 id);
    /// @notice The amount is zero.
    error ZeroAmount();
    /// @notice The receiver is the zero address.
    error ZeroReceiver();
    /// @notice The expiry is not in (now, now + MAX_DURATION].
    error BadExpiry(uint64 expiry, uint256 now_);
    /// @notice The secret of this hashlock was revealed here already: locking under it again would pay whoever read it.
    error SecretAlreadyRevealed(bytes32 hashlock);
    /// @notice msg.value is not what the lock needs (the amount for native, zero for a token).
    error WrongValue(uint256 expected, uint256 sent);
    /// @notice A native-coin lock cannot have a beneficiary (depositFor moves tokens).
    error NativeBeneficiary();
    /// @notice The token delivered less than the amount (a fee-on-transfer token).
    error FeeOnTransfer(uint256 expected, uint256 received);
    /// @notice The deposit target took something other than the amount.
    error DepositMismatch(address receiver, uint256 expected, uint256 taken);
    /// @notice The secret is not 32 bytes.
    error BadSecretLength(uint256 length);
    /// @notice sha256(secret) is not the lock's hashlock.
    error WrongSecret(bytes32 id);
    /// @notice The lock is not in state Locked (no such lock, or claimed or refunded).
    error NotLocked(bytes32 id, State state);
    /// @notice The lock's expiry has come: it can only be refunded.
    error Expired(bytes32 id, uint64 expiry);
    /// @notice The lock's expiry has not come: it cannot be refunded yet.
    error NotExpired(bytes32 id, uint64 expiry);

    /// @notice Locks `amount` of `token` (zero: the native coin, sent as
    /// msg.value) until `expiry` under `hashlock`.
    /// @dev For a token, needs an allowance of `amount` to this contract.
    /// @param receiver whom a claim pays, or the IDepositFor target when beneficiary is set
    /// @param beneficiary zero, or the account receiver.depositFor credits (tokens only)
    /// @param token the ERC-20, or zero for the native coin
    /// @param amount in the token's smallest unit; not zero
    /// @param hashlock sha256 of a 32-byte secret never revealed here
    /// @param expiry unix seconds, after now and at most MAX_DURATION from now
    /// @param ref the sender's reference; part of the id, so the same lock can be made twice with different refs
    /// @return id keccak256(abi.encode(msg.sender, receiver, beneficiary, token, amount, hashlock, expiry, ref))
    function lock(
        address receiver,
        address beneficiary,
        address token,
        uint256 amount,
        bytes32 hashlock,
        uint64 expiry,
        bytes32 ref
    ) external payable nonReentrant returns (bytes32 id) {
        id = keccak256(abi.encode(msg.sender, receiver, beneficiary, token, amount, hashlock, expiry, ref));
        if (_locks[id].state != State.None) revert LockExists(id);
        if (amount == 0) revert ZeroAmount();
        if (receiver == address(0)) revert ZeroReceiver();
        if (expiry <= block.timestamp || expiry > block.timestamp + MAX_DURATION) {
            revert BadExpiry(expiry, block.timestamp);
        }
        if (revealed[hashlock]) revert SecretAlreadyRevealed(hashlock);
        if (token == address(0)) {
            if (beneficiary != address(0)) revert NativeBeneficiary();
            if (msg.value != amount) revert WrongValue(amount, msg.value);
        } else if (msg.value != 0) {
            revert WrongValue(0, msg.value);
        }
        _locks[id] = Lock({
            sender: msg.sender,
            expiry: expiry,
            state: State.Locked,
            receiver: receiver,
            beneficiary: beneficiary,
            token: token,
            amount: amount,
            hashlock: hashlock
        });
        emit Locked(id, msg.sender, receiver, beneficiary, token, amount, hashlock, expiry, ref);
        if (token != address(0)) {
            IERC20 t = IERC20(token);
            uint256 before = t.balanceOf(address(this));
            t.safeTransferFrom(msg.sender, address(this), amount);
            uint256 received = t.balanceOf(address(this)) - before;
            if (received < amount) revert FeeOnTransfer(amount, received);
        }
    }

    /// @notice Claims lock `id` with its secret and pays the receiver (or,
    /// with a beneficiary, deposits for the beneficiary through the
    /// receiver). Anyone may call it: the payee is the lock's, so a relayer
    /// can claim for a receiver that has no gas.
    /// @dev Publishes the secret in Claimed and marks its hashlock revealed.
    /// @param id the lock
    /// @param secret the 32-byte preimage of the lock's hashlock
    function claim(bytes32 id, bytes calldata secret) external nonReentrant {
        if (secret.length != 32) revert BadSecretLength(secret.length);
        Lock storage l = _locks[id];
        if (l.state != State.Locked) revert NotLocked(id, l.state);
        bytes32 hashlock = l.hashlock;
        if (sha256(secret) != hashlock) revert WrongSecret(id);
        if (block.timestamp >= l.expiry) revert Expired(id, l.expiry);
        l.state = State.Claimed;
        revealed[hashlock] = true;
        emit Claimed(id, hashlock, secret, msg.sender);
        address receiver = l.receiver;
        address beneficiary = l.beneficiary;
        address token = l.token;
        uint256 amount = l.amount;
        if (token == address(0)) {
            Address.sendValue(payable(receiver), amount);
        } else if (beneficiary == address(0)) {
            IERC20(token).safeTransfer(receiver, amount);
        } else {
            IERC20 t = IERC20(token);
            uint256 before = t.balanceOf(address(this));
            t.forceApprove(receiver, amount);
            IDepositFor(receiver).depositFor(beneficiary, amount);
            uint256 taken = before - t.balanceOf(address(this));
            if (taken != amount) revert DepositMismatch(receiver, amount, taken);
        }
    }

    /// @notice Refunds lock `id` to its sender once its expiry has come.
    /// Anyone may call it; the sender is always the one paid.
    /// @param id the lock
    function refund(bytes32 id) external nonReentrant {
        Lock storage l = _locks[id];
        if (l.state != State.Locked) revert NotLocked(id, l.state);
        if (block.timestamp < l.expiry) revert NotExpired(id, l.expiry);
        l.state = State.Refunded;
        emit Refunded(id, msg.sender);
        address sender = l.sender;
        address token = l.token;
        uint256 amount = l.amount;
        if (token == address(0)) {
            Address.sendValue(payable(sender), amount);
        } else {
            IERC20(token).safeTransfer(sender, amount);
        }
    }

    /// @notice Lock `id` (all zero, state None, when there is none).
    /// @param id the lock
    /// @return the lock
    function locks(bytes32 id) external view returns (Lock memory) {
        return _locks[id];
    }
}
