// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {SubnetRegistry} from "./SubnetRegistry.sol";

/// @title SubnetACL: who may submit jobs to, retrieve results from, and provide compute on a subnet
/// @notice Each subnet has a mode: OPEN (the default: everyone has every
/// right) or ALLOWLIST (only the owner and the accounts granted rights).
/// Rights are bits: SUBMIT (post and settle jobs), RETRIEVE (read a job's
/// data and results), COMPUTE (bid and run jobs) and ADMIN (set the mode,
/// grant and revoke), each grant with an expiry (0: never).
///
/// The subnet's owner (SubnetRegistry.ownerOf) holds every bit; it and the
/// ADMIN holders grant and revoke. A granter grants only bits it holds, for
/// no longer than its own grant lasts (BitsNotHeld). A holder of a direct
/// grant may delegate a subset of its bits, except ADMIN, one level down:
/// a delegatee cannot delegate further (DelegationTooDeep). A delegated
/// grant records its delegator's generation, which every change of the
/// delegator's grant bumps, so revoking, replacing or the expiry of the
/// delegator's grant ends its delegatees' rights at once, with no loop.
/// Direct grants an ADMIN made stay when that ADMIN is revoked: they are
/// the subnet's, not the admin's.
///
/// Off chain, a holder of a direct grant (or the owner) signs an EIP-712
/// Grant(subnet, bits, audience, expiry, nonce) for the audience account;
/// nodes accept it without a transaction while the signer still holds the
/// bits, the grant has not expired and the signer has not revoked its
/// nonce on chain (revokeNonce). checkSignedGrant is that check as a view.
///
/// Settlement grace: losing a right must not cost a miner the fee of work
/// it did while the client held it. A client (or its colluding delegator,
/// or an ADMIN client revoking itself, or the owner) could otherwise take
/// SUBMIT away between a job's run and its settlement and have the escrow
/// refuse the miner's batch. mayBeSettled, which JobEscrow asks, counts a
/// right lost (revoked, replaced, expired, its delegator's grant changed,
/// or the subnet switched from OPEN) less than SETTLE_GRACE ago; nodes
/// enforce hasRights (no grace) on new orders, and a job's settle-by is at
/// most a day after its deadline plus the settle horizon (< SETTLE_GRACE).
/// @dev hasRights is the view other contracts call (JobEscrow, the model
/// registry): one storage read for an OPEN subnet.
contract SubnetACL is EIP712 {
    /// @notice Right to post jobs to the subnet and have them settled.
    uint8 public constant SUBMIT = 1;
    /// @notice Right to read a job's data and results.
    uint8 public constant RETRIEVE = 2;
    /// @notice Right to bid on and run the subnet's jobs.
    uint8 public constant COMPUTE = 4;
    /// @notice Right to set the mode and grant and revoke rights.
    uint8 public constant ADMIN = 8;
    /// @notice Every bit.
    uint8 public constant ALL = 15;
    /// @notice How long a lost right still counts for settlement (mayBeSettled).
    uint64 public constant SETTLE_GRACE = 2 days;

    /// @notice EIP-712 type hash of an off-chain grant.
    bytes32 public constant GRANT_TYPEHASH =
        keccak256("Grant(uint64 subnet,uint8 bits,address audience,uint64 expiry,uint256 nonce)");

    /// @notice OPEN: everyone holds every right. ALLOWLIST: only the owner and grantees.
    enum Mode {
        Open,
        Allowlist
    }

    /// @notice An off-chain grant: `bits` on `subnet` for `audience` until `expiry` (0: never).
    struct SignedGrant {
        uint64 subnet;
        uint8 bits;
        address audience;
        uint64 expiry;
        uint256 nonce;
    }

    // One slot per (subnet, account). gen counts the changes of this entry;
    // a delegated entry is live only while its delegator's gen is still
    // delegatorGen (and the delegator's own grant is live).
    struct Entry {
        uint8 bits;
        uint40 expiry;
        uint24 gen;
        uint24 delegatorGen;
        address delegator; // zero: a direct grant
    }

    // What an entry held before its last writes within SETTLE_GRACE: its
    // bits then, until when they count, and the oldest generation of the
    // entry whose delegations still count.
    struct Grace {
        uint40 until;
        uint24 fromGen;
        uint8 bits;
    }

    /// @notice Where subnet owners are read.
    SubnetRegistry public immutable registry;

    mapping(uint64 => Mode) private _modes;
    mapping(uint64 => mapping(address => Entry)) private _entries;
    /// @notice Whether `signer` revoked the off-chain grants signed with `nonce`.
    mapping(address => mapping(uint256 => bool)) public nonceRevoked;
    mapping(uint64 => mapping(address => Grace)) private _graces;
    // When a subnet last switched from OPEN to ALLOWLIST.
    mapping(uint64 => uint40) private _allowlistSince;

    /// @notice A subnet's mode changed.
    event ModeSet(uint64 indexed subnet, Mode mode, address indexed by);
    /// @notice `account` was granted `bits` on `subnet` until `expiry` (0: never), replacing what it held.
    event Granted(uint64 indexed subnet, address indexed account, uint8 bits, uint64 expiry, address indexed by);
    /// @notice `account`'s grant on `subnet` was revoked (with the delegations it made).
    event Revoked(uint64 indexed subnet, address indexed account, address indexed by);
    /// @notice `delegator` delegated `bits` on `subnet` to `account` until `expiry` (0: while the delegator's grant lasts).
    event Delegated(uint64 indexed subnet, address indexed account, address indexed delegator, uint8 bits, uint64 expiry);
    /// @notice `signer` revoked its off-chain grants signed with `nonce`.
    event NonceRevoked(address indexed signer, uint256 indexed nonce);

    /// @notice The caller is neither the subnet's owner nor an ADMIN holder.
    error NotSubnetAdmin(uint64 subnet, address caller);
    /// @notice `account` does not hold every bit of `wanted` on `subnet` (it holds `held`).
    error BitsNotHeld(uint64 subnet, address account, uint8 held, uint8 wanted);
    /// @notice The bits are zero or outside ALL.
    error InvalidBits(uint8 bits);
    /// @notice A delegatee tried to delegate (or sign a grant): one level only.
    error DelegationTooDeep(uint64 subnet, address delegatee, address delegator);
    /// @notice ADMIN cannot be delegated or granted off chain.
    error AdminNotDelegable(uint64 subnet);
    /// @notice The account holds a live grant this caller may not replace.
    error GrantExists(uint64 subnet, address account);
    /// @notice The expiry is in the past or beyond what a grant can hold.
    error BadExpiry(uint64 expiry);
    /// @notice The account is the zero address.
    error ZeroAccount();
    /// @notice The off-chain grant's signature does not recover.
    error InvalidGrantSignature();
    /// @notice The off-chain grant expired at `expiry`.
    error GrantExpired(uint64 expiry);
    /// @notice The off-chain grant's signer revoked its nonce.
    error GrantNonceRevoked(address signer, uint256 nonce);

    /// @param registry_ the SubnetRegistry whose owners rule their subnets
    constructor(SubnetRegistry registry_) EIP712("SubnetACL", "1") {
        registry = registry_;
    }

    // ------------------------------------------------------------------ views

    /// @notice Whether `account` holds every bit of `bits` on `subnet` now:
    /// always on an OPEN subnet; on an ALLOWLIST one when it is the owner or
    /// holds a live grant with those bits.
    function hasRights(uint64 subnet, address account, uint8 bits) external view returns (bool) {
        if (_modes[subnet] == Mode.Open) return true;
        if (_granted(subnet, account) & bits == bits) return true;
        return _isOwner(subnet, account);
    }

    /// @notice Whether a job of `account` on `subnet` may still be settled
    /// (JobEscrow): hasRights, or `account` held `bits` less than
    /// SETTLE_GRACE ago (a grant revoked, replaced or expired, its
    /// delegator's grant changed or expired, or the subnet OPEN).
    function mayBeSettled(uint64 subnet, address account, uint8 bits) external view returns (bool) {
        if (_modes[subnet] == Mode.Open) return true;
        Entry memory e = _entries[subnet][account];
        if (e.bits & bits == bits && _live(subnet, e)) return true; // hasRights' grant, read first: the common case
        if (block.timestamp < uint256(_allowlistSince[subnet]) + SETTLE_GRACE) return true;
        Grace memory g = _graces[subnet][account];
        if (g.until > block.timestamp && g.bits & bits == bits) return true;
        if (e.bits & bits == bits && _liveForSettlement(subnet, e)) return true;
        return _isOwner(subnet, account);
    }

    /// @notice A subnet's mode.
    function modeOf(uint64 subnet) external view returns (Mode) {
        return _modes[subnet];
    }

    /// @notice The bits `account` holds on `subnet` now, whatever the mode
    /// (ALL for the owner; 0 for an unknown subnet).
    function rightsOf(uint64 subnet, address account) public view returns (uint8) {
        return _rights(subnet, account);
    }

    /// @notice `account`'s grant as stored: its bits and expiry, its
    /// delegator (zero for a direct grant) and whether it is live now.
    function grantOf(uint64 subnet, address account)
        external
        view
        returns (uint8 bits, uint64 expiry, address delegator, bool live)
    {
        Entry memory e = _entries[subnet][account];
        return (e.bits, e.expiry, e.delegator, _live(subnet, e));
    }

    /// @notice The EIP-712 digest an off-chain grant's signer signs.
    function grantDigest(SignedGrant calldata g) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(GRANT_TYPEHASH, g.subnet, g.bits, g.audience, g.expiry, g.nonce)));
    }

    /// @notice Checks an off-chain grant now and returns its signer: the
    /// signature recovers, the grant has not expired, the signer has not
    /// revoked its nonce, holds a direct grant (or owns the subnet) and
    /// holds every bit it grants. Reverts with the error that fails. On an
    /// OPEN subnet the grant is moot (everyone holds every right) but is
    /// checked all the same.
    function checkSignedGrant(SignedGrant calldata g, bytes calldata signature) external view returns (address signer) {
        (address s, ECDSA.RecoverError e,) = ECDSA.tryRecover(grantDigest(g), signature);
        if (e != ECDSA.RecoverError.NoError || s == address(0)) revert InvalidGrantSignature();
        if (g.bits == 0 || g.bits > ALL) revert InvalidBits(g.bits);
        if (g.bits & ADMIN != 0) revert AdminNotDelegable(g.subnet);
        if (g.expiry != 0 && g.expiry <= block.timestamp) revert GrantExpired(g.expiry);
        if (nonceRevoked[s][g.nonce]) revert GrantNonceRevoked(s, g.nonce);
        address d = _entries[g.subnet][s].delegator;
        if (d != address(0)) revert DelegationTooDeep(g.subnet, s, d);
        uint8 held = _rights(g.subnet, s);
        if (held & g.bits != g.bits) revert BitsNotHeld(g.subnet, s, held, g.bits);
        return s;
    }

    // ---------------------------------------------------------------- changes

    /// @notice Sets a subnet's mode. Owner or ADMIN.
    function setMode(uint64 subnet, Mode mode) external {
        _granter(subnet);
        if (mode == Mode.Allowlist && _modes[subnet] == Mode.Open) _allowlistSince[subnet] = uint40(block.timestamp);
        _modes[subnet] = mode;
        emit ModeSet(subnet, mode, msg.sender);
    }

    /// @notice Grants `account` `bits` on `subnet` until `expiry` (0: never),
    /// replacing its grant (a delegated one included) and ending the
    /// delegations it made. Owner or ADMIN; an ADMIN grants only bits it
    /// holds, for no longer than its own grant (a later expiry is capped).
    function grant(uint64 subnet, address account, uint8 bits, uint64 expiry) external {
        if (account == address(0)) revert ZeroAccount();
        _checkBits(bits);
        _checkExpiry(expiry);
        (uint8 held, uint64 until) = _granter(subnet);
        if (held & bits != bits) revert BitsNotHeld(subnet, msg.sender, held, bits);
        expiry = _cap(expiry, until);
        _write(subnet, account, bits, expiry, address(0), 0);
        emit Granted(subnet, account, bits, expiry, msg.sender);
    }

    /// @notice Revokes `account`'s grant on `subnet`, and with it every
    /// delegation it made. The owner, an ADMIN, the grant's delegator or the
    /// account itself may.
    function revoke(uint64 subnet, address account) external {
        Entry storage e = _entries[subnet][account];
        if (msg.sender != account && e.delegator != msg.sender) _granter(subnet);
        _write(subnet, account, 0, 0, address(0), 0);
        emit Revoked(subnet, account, msg.sender);
    }

    /// @notice Delegates `bits` (a subset of the caller's, without ADMIN)
    /// on `subnet` to `account` until `expiry` (0, or later than the
    /// caller's own expiry: the caller's). The caller must hold a live
    /// direct grant; the delegation ends when that grant changes, is revoked
    /// or expires. It may replace only the caller's own earlier delegation
    /// to `account` or a grant that is no longer live (GrantExists). The
    /// owner's delegation is a plain grant: its rights come from the registry.
    function delegate(uint64 subnet, address account, uint8 bits, uint64 expiry) external {
        if (account == address(0)) revert ZeroAccount();
        _checkBits(bits);
        _checkExpiry(expiry);
        if (bits & ADMIN != 0) revert AdminNotDelegable(subnet);
        Entry storage to = _entries[subnet][account];
        if (_isOwner(subnet, msg.sender)) {
            _write(subnet, account, bits, expiry, address(0), 0);
            emit Granted(subnet, account, bits, expiry, msg.sender);
            return;
        }
        Entry memory me = _entries[subnet][msg.sender];
        if (me.delegator != address(0)) revert DelegationTooDeep(subnet, msg.sender, me.delegator);
        uint8 held = _live(subnet, me) ? me.bits : 0;
        if (held & bits != bits) revert BitsNotHeld(subnet, msg.sender, held, bits);
        if (to.delegator != msg.sender && _live(subnet, to)) revert GrantExists(subnet, account);
        expiry = _cap(expiry, me.expiry);
        _write(subnet, account, bits, expiry, msg.sender, me.gen);
        emit Delegated(subnet, account, msg.sender, bits, expiry);
    }

    /// @notice Revokes every off-chain grant the caller signed with `nonce`.
    function revokeNonce(uint256 nonce) external {
        nonceRevoked[msg.sender][nonce] = true;
        emit NonceRevoked(msg.sender, nonce);
    }

    // --------------------------------------------------------------- internal

    function _rights(uint64 subnet, address account) private view returns (uint8) {
        if (_isOwner(subnet, account)) return ALL;
        return _granted(subnet, account);
    }

    // The bits of account's live grant (0 if none).
    function _granted(uint64 subnet, address account) private view returns (uint8) {
        Entry memory e = _entries[subnet][account];
        return _live(subnet, e) ? e.bits : 0;
    }

    // Writes an entry, bumping its generation (wrapping: a wrap needs 2^24
    // changes of one entry and only revives what its own delegator could
    // delegate again anyway).
    // What the entry held stays in its Grace (for mayBeSettled) while it
    // counts: SETTLE_GRACE from now if it was live, from its expiry if it
    // had expired less than SETTLE_GRACE ago.
    function _write(uint64 subnet, address account, uint8 bits, uint64 expiry, address delegator, uint24 delegatorGen)
        private
    {
        Entry storage e = _entries[subnet][account];
        Entry memory old = e;
        if (old.bits != 0 && _liveForSettlement(subnet, old)) {
            Grace storage g = _graces[subnet][account];
            uint256 until = block.timestamp + SETTLE_GRACE;
            if (old.expiry != 0 && old.expiry <= block.timestamp) until = uint256(old.expiry) + SETTLE_GRACE;
            if (g.until > block.timestamp) {
                g.bits |= old.bits; // fromGen stays the oldest still counting
                if (until > g.until) g.until = uint40(until);
            } else {
                g.bits = old.bits;
                g.fromGen = old.gen;
                g.until = uint40(until);
            }
        }
        unchecked {
            e.gen += 1;
        }
        e.bits = bits;
        e.expiry = uint40(expiry);
        e.delegatorGen = delegatorGen;
        e.delegator = delegator;
    }

    // Whether e grants its bits now: set, unexpired and, when delegated,
    // its delegator's grant unchanged since and itself live.
    function _live(uint64 subnet, Entry memory e) private view returns (bool) {
        if (e.bits == 0 || (e.expiry != 0 && e.expiry <= block.timestamp)) return false;
        if (e.delegator == address(0)) return true;
        Entry memory d = _entries[subnet][e.delegator];
        return d.gen == e.delegatorGen && d.delegator == address(0) && d.bits != 0
            && (d.expiry == 0 || d.expiry > block.timestamp);
    }

    // Whether e granted its bits less than SETTLE_GRACE ago: set, expired
    // less than SETTLE_GRACE ago and, when delegated, its delegator's grant
    // of the generation it was delegated from counting still (unchanged and
    // expired less than SETTLE_GRACE ago, or changed since less than
    // SETTLE_GRACE ago).
    function _liveForSettlement(uint64 subnet, Entry memory e) private view returns (bool) {
        if (e.bits == 0 || (e.expiry != 0 && uint256(e.expiry) + SETTLE_GRACE <= block.timestamp)) return false;
        if (e.delegator == address(0)) return true;
        Entry memory d = _entries[subnet][e.delegator];
        if (d.gen == e.delegatorGen) {
            return d.delegator == address(0) && d.bits != 0
                && (d.expiry == 0 || uint256(d.expiry) + SETTLE_GRACE > block.timestamp);
        }
        Grace memory g = _graces[subnet][e.delegator];
        return g.until > block.timestamp && e.delegatorGen >= g.fromGen && e.delegatorGen < d.gen;
    }

    // The owner of an unknown subnet is nobody.
    function _isOwner(uint64 subnet, address account) private view returns (bool) {
        try registry.ownerOf(subnet) returns (address o) {
            return o == account && account != address(0);
        } catch {
            return false;
        }
    }

    // The caller's bits and expiry if it may administer the subnet.
    function _granter(uint64 subnet) private view returns (uint8 bits, uint64 expiry) {
        if (_isOwner(subnet, msg.sender)) return (ALL, 0);
        Entry memory e = _entries[subnet][msg.sender];
        if (e.bits & ADMIN == 0 || !_live(subnet, e)) revert NotSubnetAdmin(subnet, msg.sender);
        return (e.bits, e.expiry);
    }

    function _checkBits(uint8 bits) private pure {
        if (bits == 0 || bits > ALL) revert InvalidBits(bits);
    }

    function _checkExpiry(uint64 expiry) private view {
        if (expiry != 0 && (expiry <= block.timestamp || expiry > type(uint40).max)) revert BadExpiry(expiry);
    }

    // expiry, no later than until (0: never).
    function _cap(uint64 expiry, uint64 until) private pure returns (uint64) {
        if (until != 0 && (expiry == 0 || expiry > until)) return until;
        return expiry;
    }
}
