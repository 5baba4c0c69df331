// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Governor} from "@openzeppelin/contracts/governance/Governor.sol";
import {GovernorSettings} from "@openzeppelin/contracts/governance/extensions/GovernorSettings.sol";
import {GovernorCountingSimple} from "@openzeppelin/contracts/governance/extensions/GovernorCountingSimple.sol";
import {GovernorVotes} from "@openzeppelin/contracts/governance/extensions/GovernorVotes.sol";
import {GovernorVotesQuorumFraction} from
    "@openzeppelin/contracts/governance/extensions/GovernorVotesQuorumFraction.sol";
import {GovernorTimelockControl} from "@openzeppelin/contracts/governance/extensions/GovernorTimelockControl.sol";
import {TimelockController} from "@openzeppelin/contracts/governance/TimelockController.sol";
import {IVotes} from "@openzeppelin/contracts/governance/utils/IVotes.sol";
import {SubnetRegistry} from "./SubnetRegistry.sol";

/// @title ToraTimelock, the treasury and the owner of every governed setter
/// @notice An OpenZeppelin TimelockController whose only proposer (and
/// canceller) is ToraGovernor and whose executor is anyone, so a keeper can
/// run a queued proposal once its delay has passed. It administers itself:
/// no account holds its admin role.
/// @dev The delay never drops below the registry's longest challenge window
/// (SubnetRegistry.maxChallengeWindow, which the registry in turn keeps at
/// or below this delay): a governed rule cannot change between a batch's
/// settlement and the end of its challenge window without the change being
/// visible, queued, for at least that long.
contract ToraTimelock is TimelockController {
    /// @notice The registry whose longest challenge window bounds the delay.
    SubnetRegistry public immutable registry;

    /// @notice A delay shorter than the registry's longest challenge window.
    error DelayBelowChallengeWindow(uint256 delay, uint64 window);

    /// @param minDelay seconds between queueing and executing a proposal
    /// (at least the registry's maxChallengeWindow: chain.DeployWith checks,
    /// since the registry's deployment may not be mined yet when this one
    /// is sent, so this constructor cannot read it)
    /// @param governor ToraGovernor (predicted address), the only proposer and canceller
    /// @param registry_ the SubnetRegistry
    constructor(uint256 minDelay, address governor, SubnetRegistry registry_)
        TimelockController(minDelay, _one(governor), _one(address(0)), address(0))
    {
        registry = registry_;
    }

    /// @notice Changes the delay (by proposal only, as TimelockController),
    /// never below the registry's longest challenge window.
    /// @param newDelay seconds
    function updateDelay(uint256 newDelay) public override {
        uint64 w = registry.maxChallengeWindow();
        if (newDelay < w) revert DelayBelowChallengeWindow(newDelay, w);
        super.updateDelay(newDelay);
    }

    function _one(address a) private pure returns (address[] memory out) {
        out = new address[](1);
        out[0] = a;
    }
}

/// @title ToraGovernor, on-chain votes over the network's parameters
/// @notice OpenZeppelin Governor over TORA's votes (ERC20Votes with a
/// timestamp clock, so every period is in seconds): a proposal needs
/// proposalThreshold votes to be made, opens votingDelay after, runs
/// votingPeriod, passes with more For than Against votes and a quorum of
/// For + Abstain votes (a fraction of the supply at the proposal's
/// snapshot), then waits the timelock's delay in ToraTimelock, which runs it.
/// Staked TORA votes through its operator (OperatorVault delegates to it).
/// @dev What governance may change is what ToraTimelock holds a setter of:
/// the parameters of subnets it owns (SubnetRegistry.updateParams, within
/// the GOVERNED_* bounds), the registry's network-wide limits
/// (setMaxSlash, setMaxChallengeWindow, setRegistrationFee), the vote
/// period of challenges (Challenges.setVotePeriod), Staking's unbonding
/// period and minimum stakes, this contract's own settings, and the
/// timelock's delay. Not governed: TORA's supply and any contract's code
/// (nothing is upgradeable), nor the timelock this governor uses.
contract ToraGovernor is
    Governor,
    GovernorSettings,
    GovernorCountingSimple,
    GovernorVotes,
    GovernorVotesQuorumFraction,
    GovernorTimelockControl
{
    /// @notice The governor's timelock cannot be replaced.
    error TimelockFixed();
    /// @notice `account` had no votes at the proposal's snapshot `timepoint`
    /// (votes count only once delegated, before the proposal).
    error NoVotingPower(address account, uint256 timepoint);

    /// @param token TORA
    /// @param timelock_ ToraTimelock
    /// @param votingDelay_ seconds from proposal to the start of voting (the vote snapshot)
    /// @param votingPeriod_ seconds the vote runs
    /// @param threshold votes (TORA wei) an account needs to propose
    /// @param quorumPercent share of the supply (percent) that must vote For or Abstain
    constructor(
        IVotes token,
        TimelockController timelock_,
        uint48 votingDelay_,
        uint32 votingPeriod_,
        uint256 threshold,
        uint256 quorumPercent
    )
        Governor("Tensora")
        GovernorSettings(votingDelay_, votingPeriod_, threshold)
        GovernorVotes(token)
        GovernorVotesQuorumFraction(quorumPercent)
        GovernorTimelockControl(timelock_)
    {}

    /// @notice Refused: the timelock is fixed at deployment (it owns every
    /// governed setter; moving governance elsewhere is a change of code).
    function updateTimelock(TimelockController) public pure override {
        revert TimelockFixed();
    }

    /// @dev A vote without voting power is refused rather than recorded
    /// as an empty vote (which would also spend the account's one vote).
    function _countVote(uint256 proposalId, address account, uint8 support, uint256 totalWeight, bytes memory params)
        internal
        override(Governor, GovernorCountingSimple)
        returns (uint256)
    {
        if (totalWeight == 0) revert NoVotingPower(account, proposalSnapshot(proposalId));
        return super._countVote(proposalId, account, support, totalWeight, params);
    }

    // ---- the overrides Solidity requires ----

    function votingDelay() public view override(Governor, GovernorSettings) returns (uint256) {
        return super.votingDelay();
    }

    function votingPeriod() public view override(Governor, GovernorSettings) returns (uint256) {
        return super.votingPeriod();
    }

    function quorum(uint256 timepoint) public view override(Governor, GovernorVotesQuorumFraction) returns (uint256) {
        return super.quorum(timepoint);
    }

    function state(uint256 proposalId) public view override(Governor, GovernorTimelockControl) returns (ProposalState) {
        return super.state(proposalId);
    }

    function proposalNeedsQueuing(uint256 proposalId)
        public
        view
        override(Governor, GovernorTimelockControl)
        returns (bool)
    {
        return super.proposalNeedsQueuing(proposalId);
    }

    function proposalThreshold() public view override(Governor, GovernorSettings) returns (uint256) {
        return super.proposalThreshold();
    }

    function _queueOperations(
        uint256 proposalId,
        address[] memory targets,
        uint256[] memory values,
        bytes[] memory calldatas,
        bytes32 descriptionHash
    ) internal override(Governor, GovernorTimelockControl) returns (uint48) {
        return super._queueOperations(proposalId, targets, values, calldatas, descriptionHash);
    }

    function _executeOperations(
        uint256 proposalId,
        address[] memory targets,
        uint256[] memory values,
        bytes[] memory calldatas,
        bytes32 descriptionHash
    ) internal override(Governor, GovernorTimelockControl) {
        super._executeOperations(proposalId, targets, values, calldatas, descriptionHash);
    }

    function _cancel(
        address[] memory targets,
        uint256[] memory values,
        bytes[] memory calldatas,
        bytes32 descriptionHash
    ) internal override(Governor, GovernorTimelockControl) returns (uint256) {
        return super._cancel(targets, values, calldatas, descriptionHash);
    }

    function _executor() internal view override(Governor, GovernorTimelockControl) returns (address) {
        return super._executor();
    }
}
