// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title SubnetRegistry
/// @notice Subnets group jobs, miners and validators under one owner and one
/// set of parameters: minimum fee, validator sample rate, challenge window,
/// minimum miner and validator stakes, the miner/validator fee split and the
/// challenge economics (slash amount, challenger bond, verdict quorum). Jobs name a subnet;
/// JobEscrow reads its parameters when a job or a batch is settled.
contract SubnetRegistry {
    /// @notice Basis points in one whole (100%).
    uint16 public constant BPS = 10_000;
    /// @notice Longest challenge window a subnet may set (30 days).
    uint64 public constant MAX_CHALLENGE_WINDOW = 30 days;

    /// @notice A subnet's parameters.
    /// @param minFee smallest fee (wei of TORA) a job in the subnet may pay
    /// @param sampleRateBps share of results validators re-execute, in basis points (default 1000 = 10%)
    /// @param challengeWindow seconds a settled result stays challengeable before it is final
    /// @param minMinerStake TORA (wei) a miner must stake to bid (enforced by staking, next issue)
    /// @param minerShareBps miner's share of each fee in basis points (default 8000 = 80%); validators get the rest
    /// @param minValidatorStake TORA (wei) a validator must have bonded to validate, record work and challenge (default 0)
    /// @param slashAmount TORA (wei) slashed from a miner's stake when a challenge against its result is upheld (default 50e18)
    /// @param challengeBond TORA (wei) a challenger posts when it opens a challenge, lost if the challenge is rejected (default 1e18)
    /// @param quorumBps share of the total bonded validator stake whose "disagree" verdicts uphold a challenge (default 6667; 1..10000)
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

    // Storage: the first slot holds everything settlement reads, so
    // settlementParams costs one storage read; the challenge parameters
    // live in the third and fourth slots, which settlement never reads.
    struct Subnet {
        uint128 minFee;
        uint64 challengeWindow;
        uint16 minerShareBps;
        uint16 sampleRateBps;
        bool exists;
        address owner;
        uint96 minMinerStake;
        uint96 minValidatorStake;
        uint96 slashAmount;
        uint16 quorumBps;
        uint96 challengeBond;
    }

    mapping(uint64 => Subnet) private _subnets;

    /// @notice Number of subnets created; ids run from 1 to subnetCount.
    uint64 public subnetCount;

    /// @notice A subnet was created.
    event SubnetCreated(uint64 indexed id, address indexed owner, Params params);
    /// @notice A subnet's parameters changed.
    event ParamsUpdated(uint64 indexed id, Params params);
    /// @notice A subnet changed hands.
    event SubnetOwnershipTransferred(uint64 indexed id, address indexed previousOwner, address indexed newOwner);

    /// @notice No subnet has this id.
    error UnknownSubnet(uint64 id);
    /// @notice Only the subnet's owner may do this.
    error NotSubnetOwner(uint64 id, address caller);
    /// @notice A basis-point parameter is above 10000 (or a quorum is 0).
    error BpsOutOfRange(uint256 value);
    /// @notice The challenge window exceeds MAX_CHALLENGE_WINDOW.
    error ChallengeWindowTooLong(uint64 window, uint64 max);
    /// @notice The new owner is the zero address.
    error ZeroOwner();

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

    /// @notice Creates a subnet owned by the caller.
    /// @param p its parameters (validated: basis points ≤ 10000, quorum > 0, window ≤ MAX_CHALLENGE_WINDOW)
    /// @return id the new subnet's id; ids start at 1
    function createSubnet(Params calldata p) external returns (uint64 id) {
        _validate(p);
        id = ++subnetCount;
        _store(id, p);
        _subnets[id].exists = true;
        _subnets[id].owner = msg.sender;
        emit SubnetCreated(id, msg.sender, p);
    }

    /// @notice Replaces a subnet's parameters. Subnet owner only.
    /// @dev Settlement snapshots the window and the split when a job or a
    /// batch is committed, so an update never changes what is already pending.
    /// @param id the subnet
    /// @param p the new parameters
    function updateParams(uint64 id, Params calldata p) external {
        _onlySubnetOwner(id);
        _validate(p);
        _store(id, p);
        emit ParamsUpdated(id, p);
    }

    /// @notice Hands a subnet to a new owner. Subnet owner only.
    /// @param id the subnet
    /// @param newOwner the next owner (not zero)
    function transferSubnetOwnership(uint64 id, address newOwner) external {
        _onlySubnetOwner(id);
        if (newOwner == address(0)) revert ZeroOwner();
        emit SubnetOwnershipTransferred(id, _subnets[id].owner, newOwner);
        _subnets[id].owner = newOwner;
    }

    /// @notice A subnet's parameters. Reverts UnknownSubnet for an unknown id.
    /// @param id the subnet
    function params(uint64 id) external view returns (Params memory p) {
        Subnet storage s = _get(id);
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

    /// @notice The parameters settlement needs, in one storage read.
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
        return (s.minFee, s.challengeWindow, s.minerShareBps);
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

    function _onlySubnetOwner(uint64 id) private view {
        if (_get(id).owner != msg.sender) revert NotSubnetOwner(id, msg.sender);
    }

    function _validate(Params calldata p) private pure {
        if (p.sampleRateBps > BPS) revert BpsOutOfRange(p.sampleRateBps);
        if (p.minerShareBps > BPS) revert BpsOutOfRange(p.minerShareBps);
        if (p.quorumBps == 0 || p.quorumBps > BPS) revert BpsOutOfRange(p.quorumBps);
        if (p.challengeWindow > MAX_CHALLENGE_WINDOW) {
            revert ChallengeWindowTooLong(p.challengeWindow, MAX_CHALLENGE_WINDOW);
        }
    }

    function _store(uint64 id, Params calldata p) private {
        Subnet storage s = _subnets[id];
        s.minFee = p.minFee;
        s.challengeWindow = p.challengeWindow;
        s.minerShareBps = p.minerShareBps;
        s.sampleRateBps = p.sampleRateBps;
        s.minMinerStake = p.minMinerStake;
        s.minValidatorStake = p.minValidatorStake;
        s.slashAmount = p.slashAmount;
        s.quorumBps = p.quorumBps;
        s.challengeBond = p.challengeBond;
    }
}
