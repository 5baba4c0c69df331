// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title ModelRegistry
/// @notice Models by name and version, their weights by content id. A
/// model's id is keccak256(abi.encodePacked(creator, name)): it lives in its
/// creator's namespace (`alice.tora/resnet`, `0xabc…/resnet`) and keeps that
/// id and path when its ownership moves. Names are 1 to 64 characters of
/// [a-z0-9._-] starting with a letter or digit: lower case only, so a
/// name has one spelling. Versions are append-only and keyed by a semantic
/// version MAJOR.MINOR.PATCH (1 to 9 decimal digits each, no leading
/// zeros): a version, once published, never changes; publishing it
/// twice reverts VersionExists. Tags (`latest`, `stable`…) are movable
/// pointers to versions; `latest` follows each publish unless the publisher
/// says otherwise. Versions and whole models can be deprecated, with a
/// reason, one way. Ownership moves in two steps (transferOwnership, then
/// acceptOwnership by the new owner).
///
/// Visibility: PUBLIC models are readable by anyone; a RESTRICTED(subnet)
/// model's versions and tags are readable by its owner and by the accounts
/// the subnet's ACL grants RETRIEVE (bit 2) through
/// `hasRights(uint64 subnet, address account, uint8 bits)`. When the ACL
/// address has no code, or its call fails, only the owner reads a
/// restricted model. This gates what the registry's views return and what
/// honest nodes serve; it cannot hide bytes: storage, logs and content
/// blocks of a public network are readable by anyone, so a restricted
/// model's weights must be published encrypted, their key shared off chain.
contract ModelRegistry {
    /// @notice Weights formats.
    enum Format { ONNX, GGUF, OCI, HE }
    /// @notice Who may read a model's versions.
    enum Visibility { PUBLIC, RESTRICTED }

    /// @notice The ACL permission bit that grants reading restricted models.
    uint8 public constant RETRIEVE = 2;
    /// @notice Longest name (64), tag (32), version string (32), CID (128) and reason (256), in bytes.
    uint256 public constant MAX_NAME_LEN = 64;
    uint256 public constant MAX_TAG_LEN = 32;
    uint256 public constant MAX_VERSION_LEN = 32;
    uint256 public constant MAX_CID_LEN = 128;
    uint256 public constant MAX_REASON_LEN = 256;
    /// @notice The tag that follows publishes.
    string public constant LATEST = "latest";

    /// @notice The SubnetACL consulted for restricted models.
    address public immutable acl;

    /// @notice What a publish records.
    struct Release {
        string version; // MAJOR.MINOR.PATCH
        string cid; // the weights (CIDv1 of a UnixFS file or an OCI image)
        bytes32 sha256; // of the weights' bytes
        Format format;
        uint64 size; // bytes
        string card; // the model card's CID ("" for none)
    }

    /// @notice A published version, as the views return it.
    struct Version {
        string version;
        string cid;
        bytes32 sha256;
        Format format;
        uint64 size;
        uint64 publishedAt;
        bool deprecated;
        string card;
        string deprecation; // the reason
    }

    // A version as stored: its semver is the key (and in _order), its
    // publisher only in VersionPublished, to keep a publish cheap.
    struct Stored {
        string cid;
        bytes32 sha256;
        Format format;
        uint64 size;
        uint64 publishedAt;
        bool deprecated;
        string card;
        string deprecation;
    }

    /// @notice A model.
    struct Model {
        address owner;
        Visibility visibility;
        uint64 subnet; // the ACL's subnet when RESTRICTED
        bool deprecated;
        address pendingOwner;
        uint32 versions; // in the view only: the length of the version list
        address creator;
        string name;
        string deprecation;
    }

    mapping(bytes32 => Model) private _models;
    mapping(bytes32 => string[]) private _order; // versions in publish order
    mapping(bytes32 => mapping(bytes32 => Stored)) private _versions; // by keccak256(version)
    mapping(bytes32 => mapping(bytes32 => string)) private _tags; // by keccak256(tag): the version

    /// @notice A model was created in creator's namespace.
    event ModelCreated(bytes32 indexed model, address indexed creator, string name, Visibility visibility, uint64 subnet);
    /// @notice A version was published.
    event VersionPublished(bytes32 indexed model, string version, string cid, bytes32 sha256, Format format, uint64 size, string card, address publisher);
    /// @notice A tag now points at version.
    event TagSet(bytes32 indexed model, string tag, string version);
    /// @notice A tag was removed.
    event TagRemoved(bytes32 indexed model, string tag);
    /// @notice A version (or, with version "", the whole model) was deprecated.
    event Deprecated(bytes32 indexed model, string version, string reason);
    /// @notice The owner offered the model to pendingOwner (0: withdrawn).
    event OwnershipTransferStarted(bytes32 indexed model, address indexed owner, address indexed pendingOwner);
    /// @notice The model changed owner.
    event OwnershipTransferred(bytes32 indexed model, address indexed previousOwner, address indexed newOwner);
    /// @notice The model's visibility changed.
    event VisibilitySet(bytes32 indexed model, Visibility visibility, uint64 subnet);

    /// @notice The name is not 1–64 characters of [a-z0-9._-] starting with [a-z0-9].
    error InvalidName(string name);
    /// @notice The version is not MAJOR.MINOR.PATCH of decimal digits without leading zeros.
    error InvalidVersion(string version);
    /// @notice The tag is not 1–32 characters of [a-z0-9._-] starting with [a-z0-9], or reads as a version.
    error InvalidTag(string tag);
    /// @notice The release's CID is empty or too long, its hash is zero, or its card is too long.
    error InvalidRelease(string version);
    /// @notice The reason is longer than MAX_REASON_LEN.
    error ReasonTooLong();
    /// @notice The version was published before: versions are append-only.
    error VersionExists(bytes32 model, string version);
    /// @notice The model already exists.
    error ModelExists(bytes32 model);
    /// @notice No such model.
    error UnknownModel(bytes32 model);
    /// @notice No such version of the model.
    error UnknownVersion(bytes32 model, string version);
    /// @notice No such tag on the model.
    error UnknownTag(bytes32 model, string tag);
    /// @notice The caller does not own the model.
    error NotOwner(bytes32 model, address caller);
    /// @notice The caller is not the model's pending owner.
    error NotPendingOwner(bytes32 model, address caller);
    /// @notice The model is deprecated: it takes no new versions.
    error ModelIsDeprecated(bytes32 model);
    /// @notice The version is deprecated already.
    error AlreadyDeprecated(bytes32 model, string version);
    /// @notice A restricted model, and the account lacks RETRIEVE on its subnet.
    error NotReadable(bytes32 model, address account, uint64 subnet);
    /// @notice A restricted model needs a subnet (not 0); a public one takes 0.
    error BadVisibility(Visibility visibility, uint64 subnet);

    /// @param acl_ the SubnetACL (an address without code: restricted models are owner-only).
    constructor(address acl_) {
        acl = acl_;
    }

    // ---- pure rules ----

    /// @notice The id of creator's model name.
    function modelId(address creator, string calldata name) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(creator, name));
    }

    /// @notice Whether name is a valid model name.
    function validName(string calldata name) public pure returns (bool) {
        return _token(bytes(name), MAX_NAME_LEN);
    }

    /// @notice Whether tag is a valid tag: a name of at most 32 bytes that does not read as a version.
    function validTag(string calldata t) public pure returns (bool) {
        return _token(bytes(t), MAX_TAG_LEN) && !validVersion(t);
    }

    /// @notice Whether v is MAJOR.MINOR.PATCH: three dot-separated parts of
    /// 1 to 9 decimal digits, no leading zero unless the part is "0".
    function validVersion(string calldata v) public pure returns (bool) {
        bytes calldata b = bytes(v);
        if (b.length == 0 || b.length > MAX_VERSION_LEN) return false;
        uint256 parts = 0;
        uint256 start = 0;
        for (uint256 i = 0; i <= b.length; i++) {
            if (i == b.length || b[i] == ".") {
                uint256 n = i - start;
                if (n == 0 || n > 9) return false;
                if (n > 1 && b[start] == "0") return false;
                parts++;
                start = i + 1;
            } else if (b[i] < "0" || b[i] > "9") {
                return false;
            }
        }
        return parts == 3;
    }

    function _token(bytes calldata b, uint256 maxLen) private pure returns (bool) {
        if (b.length == 0 || b.length > maxLen) return false;
        for (uint256 i = 0; i < b.length; i++) {
            bytes1 c = b[i];
            bool alnum = (c >= "a" && c <= "z") || (c >= "0" && c <= "9");
            if (!alnum && (i == 0 || (c != "." && c != "_" && c != "-"))) return false;
        }
        return true;
    }

    // ---- writes ----

    /// @notice Creates the caller's model name with a visibility (a
    /// restricted model needs its subnet). publish creates a PUBLIC model by
    /// itself; create first to publish restricted from the first version on.
    function createModel(string calldata name, Visibility visibility, uint64 subnet) external returns (bytes32 id) {
        id = modelId(msg.sender, name);
        if (_models[id].owner != address(0)) revert ModelExists(id);
        _create(id, name, visibility, subnet);
    }

    /// @notice Publishes a version of creator/name, creating the model
    /// (PUBLIC) when creator is the caller and it does not exist. Moves
    /// `latest` to it when moveLatest.
    function publish(address creator, string calldata name, Release calldata r, bool moveLatest) external returns (bytes32 id) {
        id = modelId(creator, name);
        Model storage m = _models[id];
        if (m.owner == address(0)) {
            if (creator != msg.sender) revert UnknownModel(id);
            _create(id, name, Visibility.PUBLIC, 0);
        } else if (m.owner != msg.sender) {
            revert NotOwner(id, msg.sender);
        }
        if (m.deprecated) revert ModelIsDeprecated(id);
        if (!validVersion(r.version)) revert InvalidVersion(r.version);
        if (bytes(r.cid).length == 0 || bytes(r.cid).length > MAX_CID_LEN || r.sha256 == bytes32(0) || bytes(r.card).length > MAX_CID_LEN) {
            revert InvalidRelease(r.version);
        }
        bytes32 k = keccak256(bytes(r.version));
        Stored storage v = _versions[id][k];
        if (v.publishedAt != 0) revert VersionExists(id, r.version);
        v.cid = r.cid;
        v.sha256 = r.sha256;
        v.format = r.format;
        v.size = r.size;
        v.publishedAt = uint64(block.timestamp);
        if (bytes(r.card).length != 0) v.card = r.card;
        _order[id].push(r.version);
        emit VersionPublished(id, r.version, r.cid, r.sha256, r.format, r.size, r.card, msg.sender);
        if (moveLatest) {
            _tags[id][keccak256(bytes(LATEST))] = r.version;
            emit TagSet(id, LATEST, r.version);
        }
    }

    /// @notice Points tag at a published version.
    function setTag(bytes32 id, string calldata tagName, string calldata ver) external {
        _owned(id);
        if (!validTag(tagName)) revert InvalidTag(tagName);
        if (_versions[id][keccak256(bytes(ver))].publishedAt == 0) revert UnknownVersion(id, ver);
        _tags[id][keccak256(bytes(tagName))] = ver;
        emit TagSet(id, tagName, ver);
    }

    /// @notice Removes a tag.
    function removeTag(bytes32 id, string calldata tagName) external {
        _owned(id);
        bytes32 k = keccak256(bytes(tagName));
        if (bytes(_tags[id][k]).length == 0) revert UnknownTag(id, tagName);
        delete _tags[id][k];
        emit TagRemoved(id, tagName);
    }

    /// @notice Deprecates a version (it stays readable; clients warn), for a reason.
    function deprecateVersion(bytes32 id, string calldata ver, string calldata reason) external {
        _owned(id);
        if (bytes(reason).length > MAX_REASON_LEN) revert ReasonTooLong();
        Stored storage v = _versions[id][keccak256(bytes(ver))];
        if (v.publishedAt == 0) revert UnknownVersion(id, ver);
        if (v.deprecated) revert AlreadyDeprecated(id, ver);
        v.deprecated = true;
        v.deprecation = reason;
        emit Deprecated(id, ver, reason);
    }

    /// @notice Deprecates the whole model: it takes no new versions.
    function deprecateModel(bytes32 id, string calldata reason) external {
        Model storage m = _owned(id);
        if (bytes(reason).length > MAX_REASON_LEN) revert ReasonTooLong();
        if (m.deprecated) revert ModelIsDeprecated(id);
        m.deprecated = true;
        m.deprecation = reason;
        emit Deprecated(id, "", reason);
    }

    /// @notice Makes the model PUBLIC (subnet 0) or RESTRICTED to a subnet's RETRIEVE holders.
    function setVisibility(bytes32 id, Visibility visibility, uint64 subnet) external {
        Model storage m = _owned(id);
        _checkVisibility(visibility, subnet);
        m.visibility = visibility;
        m.subnet = subnet;
        emit VisibilitySet(id, visibility, subnet);
    }

    /// @notice Offers the model to newOwner, who must accept; 0 withdraws the offer.
    function transferOwnership(bytes32 id, address newOwner) external {
        Model storage m = _owned(id);
        m.pendingOwner = newOwner;
        emit OwnershipTransferStarted(id, msg.sender, newOwner);
    }

    /// @notice Takes the model offered to the caller.
    function acceptOwnership(bytes32 id) external {
        Model storage m = _models[id];
        if (m.owner == address(0)) revert UnknownModel(id);
        if (m.pendingOwner != msg.sender) revert NotPendingOwner(id, msg.sender);
        address previous = m.owner;
        m.owner = msg.sender;
        m.pendingOwner = address(0);
        emit OwnershipTransferred(id, previous, msg.sender);
    }

    // ---- reads ----

    /// @notice A model (readable by all: its name, owner and visibility are not secret).
    function model(bytes32 id) external view returns (Model memory m) {
        m = _models[id];
        if (m.owner == address(0)) revert UnknownModel(id);
        m.versions = uint32(_order[id].length);
    }

    /// @notice Whether account may read the model's versions: anyone for a
    /// PUBLIC model; for a RESTRICTED one its owner and the holders of
    /// RETRIEVE on its subnet in the ACL.
    function canRead(bytes32 id, address account) public view returns (bool) {
        Model storage m = _models[id];
        if (m.owner == address(0)) return false;
        if (m.visibility == Visibility.PUBLIC || account == m.owner) return true;
        if (acl.code.length == 0) return false;
        (bool ok, bytes memory out) = acl.staticcall(abi.encodeWithSignature("hasRights(uint64,address,uint8)", m.subnet, account, RETRIEVE));
        // Read as a word: an ACL answering anything but 0 or 1 reads as no, not as a revert.
        return ok && out.length >= 32 && abi.decode(out, (uint256)) == 1;
    }

    /// @notice The model's versions in publish order (the caller must be able to read it).
    function versions(bytes32 id) external view returns (string[] memory) {
        _readable(id);
        return _order[id];
    }

    /// @notice The i-th version published (0 first).
    function versionAt(bytes32 id, uint256 i) external view returns (Version memory) {
        _readable(id);
        return _version(id, _order[id][i]);
    }

    /// @notice A version by its semver.
    function version(bytes32 id, string calldata v) external view returns (Version memory) {
        _readable(id);
        return _version(id, v);
    }

    /// @notice The version a tag points at.
    function tag(bytes32 id, string calldata t) external view returns (string memory) {
        _readable(id);
        return _tag(id, t);
    }

    /// @notice A version by semver or tag ("" is `latest`).
    function resolve(bytes32 id, string calldata ref) external view returns (Version memory) {
        _readable(id);
        if (bytes(ref).length == 0) return _version(id, _tag(id, LATEST));
        if (validVersion(ref)) return _version(id, ref);
        return _version(id, _tag(id, ref));
    }

    // ---- internals ----

    function _create(bytes32 id, string calldata name, Visibility visibility, uint64 subnet) private {
        if (!validName(name)) revert InvalidName(name);
        _checkVisibility(visibility, subnet);
        Model storage m = _models[id];
        m.owner = msg.sender;
        m.creator = msg.sender;
        m.name = name;
        m.visibility = visibility;
        m.subnet = subnet;
        emit ModelCreated(id, msg.sender, name, visibility, subnet);
    }

    function _checkVisibility(Visibility visibility, uint64 subnet) private pure {
        if ((visibility == Visibility.RESTRICTED) != (subnet != 0)) revert BadVisibility(visibility, subnet);
    }

    function _owned(bytes32 id) private view returns (Model storage m) {
        m = _models[id];
        if (m.owner == address(0)) revert UnknownModel(id);
        if (m.owner != msg.sender) revert NotOwner(id, msg.sender);
    }

    function _version(bytes32 id, string memory v) private view returns (Version memory) {
        Stored storage s = _versions[id][keccak256(bytes(v))];
        if (s.publishedAt == 0) revert UnknownVersion(id, v);
        return Version(v, s.cid, s.sha256, s.format, s.size, s.publishedAt, s.deprecated, s.card, s.deprecation);
    }

    function _tag(bytes32 id, string memory t) private view returns (string memory v) {
        v = _tags[id][keccak256(bytes(t))];
        if (bytes(v).length == 0) revert UnknownTag(id, t);
    }

    function _readable(bytes32 id) private view {
        Model storage m = _models[id];
        if (m.owner == address(0)) revert UnknownModel(id);
        if (!canRead(id, msg.sender)) revert NotReadable(id, msg.sender, m.subnet);
    }
}
