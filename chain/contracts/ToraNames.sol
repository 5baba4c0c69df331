// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title ToraNames
/// @notice Names under `.tora`, shaped like ENS: a name's node is its
/// namehash (keccak256(namehash("tora") ‖ keccak256(label))), each node has
/// an owner, an address record, text records and an expiry; owners point
/// their address's reverse record at a name. Labels are 3 to 63 characters
/// of [a-z0-9-], not starting or ending with a hyphen, with no hyphens
/// at positions 3 and 4 (no punycode "xn--") and not starting with "0x"
/// (a name that would read as an address): ASCII only, so no Unicode
/// confusables. Registration is commit–reveal: commit a hash of (label,
/// owner, duration, secret), wait MIN_COMMITMENT_AGE, then register within
/// MAX_COMMITMENT_AGE, so a front-runner who sees the register transaction
/// has no commitment of its own that is old enough. A name stops resolving
/// at its expiry; its owner may renew it for GRACE_PERIOD more, after
/// which anyone may register it again (its records are then cleared).
contract ToraNames {
    /// @notice namehash("tora").
    bytes32 public constant TORA_NODE = keccak256(abi.encodePacked(bytes32(0), keccak256("tora")));
    /// @notice A commitment must be at least this old to register (60 s).
    uint64 public constant MIN_COMMITMENT_AGE = 60;
    /// @notice A commitment older than this is void (1 day).
    uint64 public constant MAX_COMMITMENT_AGE = 1 days;
    /// @notice Shortest registration or renewal (28 days).
    uint64 public constant MIN_DURATION = 28 days;
    /// @notice Furthest a name's expiry may be from now (10 years).
    uint64 public constant MAX_DURATION = 3650 days;
    /// @notice After expiry, only the owner may renew for this long (90 days).
    uint64 public constant GRACE_PERIOD = 90 days;
    /// @notice Longest text record key (64 bytes) and value (1024 bytes).
    uint256 public constant MAX_KEY_LEN = 64;
    uint256 public constant MAX_VALUE_LEN = 1024;

    struct Record {
        address owner;
        uint64 expiry;
        uint32 generation; // bumped on each registration: old text records vanish with it
        address addr;
    }

    mapping(bytes32 => Record) private _records;
    mapping(bytes32 => string) private _labels;
    mapping(bytes32 => mapping(uint32 => mapping(string => string))) private _texts;
    mapping(bytes32 => uint64) public commitments;
    mapping(address => bytes32) private _reverse;

    /// @notice A commitment was made.
    event Committed(bytes32 indexed commitment, uint64 at);
    /// @notice A name was registered to owner until expiry.
    event Registered(bytes32 indexed node, string label, address indexed owner, uint64 expiry);
    /// @notice A name's registration was extended.
    event Renewed(bytes32 indexed node, uint64 expiry);
    /// @notice A name changed owner.
    event Transferred(bytes32 indexed node, address indexed owner);
    /// @notice A name's address record changed.
    event AddrChanged(bytes32 indexed node, address addr);
    /// @notice A name's text record changed.
    event TextChanged(bytes32 indexed node, string key, string value);
    /// @notice An address's reverse record changed (node 0: cleared).
    event ReverseChanged(address indexed account, bytes32 indexed node);

    /// @notice The label is not 3–63 characters of [a-z0-9-] without a leading, trailing or "xn--" style hyphen, or starts with "0x".
    error InvalidLabel(string label);
    /// @notice No commitment of (label, owner, secret) exists.
    error NoCommitment(bytes32 commitment);
    /// @notice The commitment is younger than MIN_COMMITMENT_AGE.
    error CommitmentTooNew(bytes32 commitment, uint64 readyAt);
    /// @notice The commitment is older than MAX_COMMITMENT_AGE.
    error CommitmentTooOld(bytes32 commitment);
    /// @notice The same commitment is still pending.
    error CommitmentPending(bytes32 commitment);
    /// @notice The name is registered (or in its grace period).
    error NameTaken(string label, uint64 availableAt);
    /// @notice The duration is outside MIN_DURATION..MAX_DURATION (or extends past now + MAX_DURATION).
    error BadDuration(uint64 duration);
    /// @notice The caller does not own this (unexpired) name.
    error NotOwner(bytes32 node, address caller);
    /// @notice The name's grace period has passed: register it again.
    error Expired(bytes32 node);
    /// @notice The name's address record is not the caller's.
    error NotYourAddress(bytes32 node, address caller);
    /// @notice The owner is the zero address.
    error ZeroOwner();
    /// @notice A text record key or value is too long.
    error TextTooLong();

    /// @notice The node of label.tora.
    function node(string calldata label) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(TORA_NODE, keccak256(bytes(label))));
    }

    /// @notice The commitment a registration reveals. It binds the duration
    /// too: whoever copies a reveal from the mempool cannot send it first
    /// with a shorter one.
    function makeCommitment(string calldata label, address registrant, uint64 duration, bytes32 secret) public pure returns (bytes32) {
        return keccak256(abi.encode(label, registrant, duration, secret));
    }

    /// @notice Whether label is a valid label.
    function valid(string calldata label) public pure returns (bool) {
        bytes calldata b = bytes(label);
        if (b.length < 3 || b.length > 63) return false;
        if (b[0] == "-" || b[b.length - 1] == "-") return false;
        if (b.length >= 4 && b[2] == "-" && b[3] == "-") return false;
        if (b[0] == "0" && b[1] == "x") return false; // would read as an address in output
        for (uint256 i = 0; i < b.length; i++) {
            bytes1 c = b[i];
            if (!((c >= "a" && c <= "z") || (c >= "0" && c <= "9") || c == "-")) return false;
        }
        return true;
    }

    /// @notice Whether label can be registered now.
    function available(string calldata label) public view returns (bool) {
        return valid(label) && _availableAt(node(label)) <= block.timestamp;
    }

    /// @notice Records a commitment; register reveals it later.
    function commit(bytes32 commitment) external {
        uint64 at = commitments[commitment];
        if (at != 0 && block.timestamp <= uint256(at) + MAX_COMMITMENT_AGE) revert CommitmentPending(commitment);
        commitments[commitment] = uint64(block.timestamp);
        emit Committed(commitment, uint64(block.timestamp));
    }

    /// @notice Registers label.tora to registrant for duration seconds, revealing
    /// a commitment made between MIN_COMMITMENT_AGE and MAX_COMMITMENT_AGE
    /// ago. The address record starts as the registrant.
    function register(string calldata label, address registrant, bytes32 secret, uint64 duration) external returns (bytes32 n) {
        if (!valid(label)) revert InvalidLabel(label);
        if (registrant == address(0)) revert ZeroOwner();
        if (duration < MIN_DURATION || duration > MAX_DURATION) revert BadDuration(duration);
        bytes32 c = makeCommitment(label, registrant, duration, secret);
        uint64 at = commitments[c];
        if (at == 0) revert NoCommitment(c);
        if (block.timestamp < uint256(at) + MIN_COMMITMENT_AGE) revert CommitmentTooNew(c, at + MIN_COMMITMENT_AGE);
        if (block.timestamp > uint256(at) + MAX_COMMITMENT_AGE) revert CommitmentTooOld(c);
        delete commitments[c];
        n = node(label);
        uint64 availableAt = _availableAt(n);
        if (availableAt > block.timestamp) revert NameTaken(label, availableAt);
        Record storage r = _records[n];
        if (r.owner != address(0) && _reverse[r.addr] == n) {
            delete _reverse[r.addr];
            emit ReverseChanged(r.addr, bytes32(0));
        }
        r.owner = registrant;
        r.addr = registrant;
        r.expiry = uint64(block.timestamp) + duration;
        r.generation++;
        _labels[n] = label;
        emit Registered(n, label, registrant, r.expiry);
        emit AddrChanged(n, registrant);
    }

    /// @notice Extends the caller's name by duration, from its expiry (or
    /// from now when it has passed, within the grace period).
    function renew(bytes32 n, uint64 duration) external {
        Record storage r = _records[n];
        if (r.owner != msg.sender) revert NotOwner(n, msg.sender);
        // The grace period ends when anyone may register the name: renewal
        // stops at that second, so the two never overlap.
        if (block.timestamp >= uint256(r.expiry) + GRACE_PERIOD) revert Expired(n);
        uint64 from = r.expiry > block.timestamp ? r.expiry : uint64(block.timestamp);
        if (duration < MIN_DURATION || uint256(from) + duration > block.timestamp + MAX_DURATION) revert BadDuration(duration);
        r.expiry = from + duration;
        emit Renewed(n, r.expiry);
    }

    /// @notice Hands the caller's name to another owner.
    function transfer(bytes32 n, address newOwner) external {
        _active(n);
        if (newOwner == address(0)) revert ZeroOwner();
        _records[n].owner = newOwner;
        emit Transferred(n, newOwner);
    }

    /// @notice Sets the address a name resolves to (0 clears it).
    function setAddr(bytes32 n, address a) external {
        Record storage r = _active(n);
        if (r.addr != a && _reverse[r.addr] == n) {
            delete _reverse[r.addr]; // the old address's reverse record no longer holds
            emit ReverseChanged(r.addr, bytes32(0));
        }
        r.addr = a;
        emit AddrChanged(n, a);
    }

    /// @notice Sets a text record ("url", "avatar", "com.github"…).
    function setText(bytes32 n, string calldata key, string calldata value) external {
        Record storage r = _active(n);
        if (bytes(key).length == 0 || bytes(key).length > MAX_KEY_LEN || bytes(value).length > MAX_VALUE_LEN) revert TextTooLong();
        _texts[n][r.generation][key] = value;
        emit TextChanged(n, key, value);
    }

    /// @notice Points the caller's reverse record at n, whose address
    /// record must be the caller; node 0 clears it.
    function setReverse(bytes32 n) external {
        if (n != bytes32(0)) {
            Record storage r = _records[n];
            if (r.addr != msg.sender || block.timestamp >= r.expiry) revert NotYourAddress(n, msg.sender);
        }
        _reverse[msg.sender] = n;
        emit ReverseChanged(msg.sender, n);
    }

    /// @notice The owner of an unexpired name (0 otherwise).
    function owner(bytes32 n) external view returns (address) {
        Record storage r = _records[n];
        return block.timestamp < r.expiry ? r.owner : address(0);
    }

    /// @notice The address an unexpired name resolves to (0 otherwise).
    function addr(bytes32 n) public view returns (address) {
        Record storage r = _records[n];
        return block.timestamp < r.expiry ? r.addr : address(0);
    }

    /// @notice A text record of an unexpired name ("" otherwise).
    function text(bytes32 n, string calldata key) external view returns (string memory) {
        Record storage r = _records[n];
        return block.timestamp < r.expiry ? _texts[n][r.generation][key] : "";
    }

    /// @notice A name's label, owner (even expired), expiry and address record.
    function record(bytes32 n) external view returns (string memory label, address owner_, uint64 expiry, address addr_) {
        Record storage r = _records[n];
        return (_labels[n], r.owner, r.expiry, r.addr);
    }

    /// @notice The name an address's reverse record points at, checked
    /// forward (the name resolves to the address and has not expired);
    /// "" otherwise. Without the ".tora" suffix.
    function nameOf(address a) external view returns (string memory) {
        bytes32 n = _reverse[a];
        if (n == bytes32(0) || addr(n) != a) return "";
        return _labels[n];
    }

    function _availableAt(bytes32 n) private view returns (uint64) {
        Record storage r = _records[n];
        if (r.owner == address(0)) return 0;
        return r.expiry + GRACE_PERIOD;
    }

    function _active(bytes32 n) private view returns (Record storage r) {
        r = _records[n];
        if (r.owner != msg.sender || block.timestamp >= r.expiry) revert NotOwner(n, msg.sender);
    }
}
