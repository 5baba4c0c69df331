// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// ToraGovernorMetaData contains all meta data concerning the ToraGovernor contract.
var ToraGovernorMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIVotes\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"contractTimelockController\",\"name\":\"timelock_\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"votingDelay_\",\"type\":\"uint48\"},{\"internalType\":\"uint32\",\"name\":\"votingPeriod_\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"threshold\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"quorumPercent\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"CheckpointUnorderedInsertion\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ERC6372InconsistentClock\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"voter\",\"type\":\"address\"}],\"name\":\"GovernorAlreadyCastVote\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"}],\"name\":\"GovernorAlreadyQueuedProposal\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"GovernorDisabledDeposit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"proposer\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"threshold\",\"type\":\"uint256\"}],\"name\":\"GovernorInsufficientProposerVotes\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"targets\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"calldatas\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"values\",\"type\":\"uint256\"}],\"name\":\"GovernorInvalidProposalLength\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"quorumNumerator\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"quorumDenominator\",\"type\":\"uint256\"}],\"name\":\"GovernorInvalidQuorumFraction\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"voter\",\"type\":\"address\"}],\"name\":\"GovernorInvalidSignature\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"GovernorInvalidVoteParams\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"GovernorInvalidVoteType\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"votingPeriod\",\"type\":\"uint256\"}],\"name\":\"GovernorInvalidVotingPeriod\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"}],\"name\":\"GovernorNonexistentProposal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"GovernorOnlyExecutor\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"}],\"name\":\"GovernorProposalQueueingFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"}],\"name\":\"GovernorProposalQueueingNotRequired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"proposer\",\"type\":\"address\"}],\"name\":\"GovernorRestrictedProposer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"GovernorUnableToCancel\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"},{\"internalType\":\"enumIGovernor.ProposalState\",\"name\":\"current\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"expectedStates\",\"type\":\"bytes32\"}],\"name\":\"GovernorUnexpectedProposalState\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"currentNonce\",\"type\":\"uint256\"}],\"name\":\"InvalidAccountNonce\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"timepoint\",\"type\":\"uint256\"}],\"name\":\"NoVotingPower\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TimelockFixed\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"}],\"name\":\"ProposalCanceled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"proposer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"targets\",\"type\":\"address[]\"},{\"indexed\":false,\"internalType\":\"uint256[]\",\"name\":\"values\",\"type\":\"uint256[]\"},{\"indexed\":false,\"internalType\":\"string[]\",\"name\":\"signatures\",\"type\":\"string[]\"},{\"indexed\":false,\"internalType\":\"bytes[]\",\"name\":\"calldatas\",\"type\":\"bytes[]\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"voteStart\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"voteEnd\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"name\":\"ProposalCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"}],\"name\":\"ProposalExecuted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"etaSeconds\",\"type\":\"uint256\"}],\"name\":\"ProposalQueued\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"oldProposalThreshold\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"newProposalThreshold\",\"type\":\"uint256\"}],\"name\":\"ProposalThresholdSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"oldQuorumNumerator\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"newQuorumNumerator\",\"type\":\"uint256\"}],\"name\":\"QuorumNumeratorUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"oldTimelock\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"newTimelock\",\"type\":\"address\"}],\"name\":\"TimelockChange\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"voter\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"support\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"}],\"name\":\"VoteCast\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"voter\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"support\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"params\",\"type\":\"bytes\"}],\"name\":\"VoteCastWithParams\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"oldVotingDelay\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"newVotingDelay\",\"type\":\"uint256\"}],\"name\":\"VotingDelaySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"oldVotingPeriod\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"newVotingPeriod\",\"type\":\"uint256\"}],\"name\":\"VotingPeriodSet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"BALLOT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLOCK_MODE\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"COUNTING_MODE\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"EXTENDED_BALLOT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"targets\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"values\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes[]\",\"name\":\"calldatas\",\"type\":\"bytes[]\"},{\"internalType\":\"bytes32\",\"name\":\"descriptionHash\",\"type\":\"bytes32\"}],\"name\":\"cancel\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"support\",\"type\":\"uint8\"}],\"name\":\"castVote\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"support\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"voter\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"castVoteBySig\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"support\",\"type\":\"uint8\"},{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"}],\"name\":\"castVoteWithReason\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"support\",\"type\":\"uint8\"},{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"params\",\"type\":\"bytes\"}],\"name\":\"castVoteWithReasonAndParams\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"support\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"voter\",\"type\":\"address\"},{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"params\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"castVoteWithReasonAndParamsBySig\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"clock\",\"outputs\":[{\"internalType\":\"uint48\",\"name\":\"\",\"type\":\"uint48\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"targets\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"values\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes[]\",\"name\":\"calldatas\",\"type\":\"bytes[]\"},{\"internalType\":\"bytes32\",\"name\":\"descriptionHash\",\"type\":\"bytes32\"}],\"name\":\"execute\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"targets\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"values\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes[]\",\"name\":\"calldatas\",\"type\":\"bytes[]\"},{\"internalType\":\"bytes32\",\"name\":\"descriptionHash\",\"type\":\"bytes32\"}],\"name\":\"getProposalId\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"timepoint\",\"type\":\"uint256\"}],\"name\":\"getVotes\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"timepoint\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"params\",\"type\":\"bytes\"}],\"name\":\"getVotesWithParams\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"hasVoted\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"targets\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"values\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes[]\",\"name\":\"calldatas\",\"type\":\"bytes[]\"},{\"internalType\":\"bytes32\",\"name\":\"descriptionHash\",\"type\":\"bytes32\"}],\"name\":\"hashProposal\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"nonces\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256[]\",\"name\":\"\",\"type\":\"uint256[]\"},{\"internalType\":\"uint256[]\",\"name\":\"\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"onERC1155BatchReceived\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"onERC1155Received\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"onERC721Received\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"}],\"name\":\"proposalDeadline\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"}],\"name\":\"proposalEta\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"}],\"name\":\"proposalNeedsQueuing\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"}],\"name\":\"proposalProposer\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"}],\"name\":\"proposalSnapshot\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"proposalThreshold\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"}],\"name\":\"proposalVotes\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"againstVotes\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"forVotes\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"abstainVotes\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"targets\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"values\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes[]\",\"name\":\"calldatas\",\"type\":\"bytes[]\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"name\":\"propose\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"targets\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"values\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes[]\",\"name\":\"calldatas\",\"type\":\"bytes[]\"},{\"internalType\":\"bytes32\",\"name\":\"descriptionHash\",\"type\":\"bytes32\"}],\"name\":\"queue\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"timepoint\",\"type\":\"uint256\"}],\"name\":\"quorum\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"quorumDenominator\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"timepoint\",\"type\":\"uint256\"}],\"name\":\"quorumNumerator\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"quorumNumerator\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"relay\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"newProposalThreshold\",\"type\":\"uint256\"}],\"name\":\"setProposalThreshold\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint48\",\"name\":\"newVotingDelay\",\"type\":\"uint48\"}],\"name\":\"setVotingDelay\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"newVotingPeriod\",\"type\":\"uint32\"}],\"name\":\"setVotingPeriod\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"proposalId\",\"type\":\"uint256\"}],\"name\":\"state\",\"outputs\":[{\"internalType\":\"enumIGovernor.ProposalState\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"timelock\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC5805\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"newQuorumNumerator\",\"type\":\"uint256\"}],\"name\":\"updateQuorumNumerator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"contractTimelockController\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"updateTimelock\",\"outputs\":[],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"version\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"votingDelay\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"votingPeriod\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "ToraGovernor",
	Bin: "0x610180604052348015610010575f5ffd5b50604051614c95380380614c9583398101604081905261002f916106fd565b8481878686866040518060400160405280600781526020016654656e736f726160c81b8152508061006461016860201b60201c565b61006d82610183565b6101205261007a81610183565b61014052815160208084019190912060e052815190820120610100524660a05261010660e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c052600361011b8282610808565b506101279050836101c9565b6101308261022f565b610139816102ce565b5050506001600160a01b0316610160526101528161030f565b5061015c816103a4565b50505050505050610958565b6040805180820190915260018152603160f81b602082015290565b5f5f829050601f815111156101b6578260405163305a27a960e01b81526004016101ad91906108c2565b60405180910390fd5b80516101c1826108f7565b179392505050565b6008546040805165ffffffffffff928316815291831660208301527fc565b045403dc03c2eea82b81a0465edad9e2e7fc4d97e11421c209da93d7a93910160405180910390a16008805465ffffffffffff191665ffffffffffff92909216919091179055565b8063ffffffff165f036102575760405163f1cfbf0560e01b81525f60048201526024016101ad565b6008546040805163ffffffff66010000000000009093048316815291831660208301527f7e3f7f0708a84de9203036abaa450dccc85ad5ff52f78c170f3edb55cf5e8828910160405180910390a16008805463ffffffff90921666010000000000000263ffffffff60301b19909216919091179055565b60075460408051918252602082018390527fccb45da8d5717e6c4544694297c4ba5cf151d455c9bb0ed4fc7a38411bc05461910160405180910390a1600755565b60648082111561033c5760405163243e544560e01b815260048101839052602481018290526044016101ad565b5f61034561040d565b9050610364610352610426565b61035b856104a0565b600a91906104d7565b505060408051828152602081018590527f0553476bf02ef2726e8ce5ced78d63e26e602e4a2257b1f559418e24b4633997910160405180910390a1505050565b600b54604080516001600160a01b03928316815291831660208301527f08f74ea46ef7894f65eabfb5e6e695de773a000b47c529ab559178069b226401910160405180910390a1600b80546001600160a01b0319166001600160a01b0392909216919091179055565b5f610418600a6104f1565b6001600160d01b0316905090565b5f6104316101605190565b6001600160a01b03166391ddadf46040518163ffffffff1660e01b8152600401602060405180830381865afa92505050801561048a575060408051601f3d908101601f191682019092526104879181019061091a565b60015b61049b57610496610539565b905090565b919050565b5f6001600160d01b038211156104d3576040516306dfcc6560e41b815260d06004820152602481018390526044016101ad565b5090565b5f806104e4858585610543565b915091505b935093915050565b80545f908015610530576105178361050a600184610933565b5f91825260209091200190565b54660100000000000090046001600160d01b0316610532565b5f5b9392505050565b5f6104964361069f565b82545f9081908015610642575f61055f8761050a600185610933565b805490915065ffffffffffff80821691660100000000000090046001600160d01b03169088168211156105a557604051632520601d60e01b815260040160405180910390fd5b8765ffffffffffff168265ffffffffffff16036105e157825465ffffffffffff1666010000000000006001600160d01b03891602178355610634565b6040805180820190915265ffffffffffff808a1682526001600160d01b03808a1660208085019182528d54600181018f555f8f815291909120945191519092166601000000000000029216919091179101555b94508593506104e992505050565b50506040805180820190915265ffffffffffff80851682526001600160d01b0380851660208085019182528854600181018a555f8a81529182209551925190931666010000000000000291909316179201919091559050816104e9565b5f65ffffffffffff8211156104d3576040516306dfcc6560e41b815260306004820152602481018390526044016101ad565b6001600160a01b03811681146106e5575f5ffd5b50565b805165ffffffffffff8116811461049b575f5ffd5b5f5f5f5f5f5f60c08789031215610712575f5ffd5b865161071d816106d1565b602088015190965061072e816106d1565b945061073c604088016106e8565b9350606087015163ffffffff81168114610754575f5ffd5b608088015160a090980151969995985093969395939492505050565b634e487b7160e01b5f52604160045260245ffd5b600181811c9082168061079857607f821691505b6020821081036107b657634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561080357805f5260205f20601f840160051c810160208510156107e15750805b601f840160051c820191505b81811015610800575f81556001016107ed565b50505b505050565b81516001600160401b0381111561082157610821610770565b6108358161082f8454610784565b846107bc565b6020601f821160018114610867575f83156108505750848201515b5f19600385901b1c1916600184901b178455610800565b5f84815260208120601f198516915b828110156108965787850151825560209485019460019092019101610876565b50848210156108b357868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b805160208083015191908110156107b6575f1960209190910360031b1b16919050565b5f6020828403121561092a575f5ffd5b610532826106e8565b8181038181111561095257634e487b7160e01b5f52601160045260245ffd5b92915050565b60805160a05160c05160e051610100516101205161014051610160516142c66109cf5f395f81816109c101528181610e630152818161120301528181611e10015261202201525f611d5601525f611d2b01525f612d4e01525f612d2601525f612c8101525f612cab01525f612cd501526142c65ff3fe6080604052600436106102a8575f3560e01c80637ecebe001161016f578063bc197c81116100d8578063deaaa7cc11610092578063ece40cc11161006d578063ece40cc114610956578063f23a6e6114610975578063f8ce560a14610994578063fc0c546a146109b3575f5ffd5b8063deaaa7cc146108e5578063e540d01d14610918578063eb9019d414610937575f5ffd5b8063bc197c8114610813578063c01f9e3714610832578063c28bc2fa14610851578063c59057e414610864578063d33219b414610883578063dd4e2ba5146108a0575f5ffd5b8063a7713a7011610129578063a7713a7014610758578063a890c9101461076c578063a8f8a6681461078b578063a9a95294146107aa578063ab58fb8e146107c9578063b58131b0146107ff575f5ffd5b80637ecebe001461068157806384b0196e146106b55780638ff262e3146106dc57806391ddadf4146106fb57806397c3d334146107265780639a802a6d14610739575f5ffd5b806343859632116102115780635b8d0e0d116101cb5780635b8d0e0d146105c75780635f398a14146105e657806360c4247f1461060557806379051887146106245780637b3c71d3146106435780637d5e81e214610662575f5ffd5b806343859632146104ca578063452115d6146105125780634bf5d7e914610531578063544ffc9c1461054557806354fd4d501461057f57806356781388146105a8575f5ffd5b8063160cbed711610262578063160cbed7146104065780632656227d146104255780632d63f693146104385780632fe3e261146104575780633932abb11461048a5780633e4f49e61461049e575f5ffd5b806301ffc9a7146102e357806302a251a31461031757806306f3f9e61461034257806306fdde0314610361578063143489d014610382578063150b7a02146103ce575f5ffd5b366102df57306102b66109e5565b6001600160a01b0316146102dd57604051637485328f60e11b815260040160405180910390fd5b005b5f5ffd5b3480156102ee575f5ffd5b506103026102fd36600461333a565b6109fd565b60405190151581526020015b60405180910390f35b348015610322575f5ffd5b50600854600160301b900463ffffffff165b60405190815260200161030e565b34801561034d575f5ffd5b506102dd61035c366004613361565b610a69565b34801561036c575f5ffd5b50610375610a7d565b60405161030e91906133a6565b34801561038d575f5ffd5b506103b661039c366004613361565b5f908152600460205260409020546001600160a01b031690565b6040516001600160a01b03909116815260200161030e565b3480156103d9575f5ffd5b506103ed6103e836600461348f565b610b0d565b6040516001600160e01b0319909116815260200161030e565b348015610411575f5ffd5b50610334610420366004613655565b610b4f565b610334610433366004613655565b610c52565b348015610443575f5ffd5b50610334610452366004613361565b610dc2565b348015610462575f5ffd5b506103347f3e83946653575f9a39005e1545185629e92736b7528ab20ca3816f315424a81181565b348015610495575f5ffd5b50610334610de2565b3480156104a9575f5ffd5b506104bd6104b8366004613361565b610df4565b60405161030e919061371c565b3480156104d5575f5ffd5b506103026104e436600461372a565b5f8281526009602090815260408083206001600160a01b038516845260030190915290205460ff1692915050565b34801561051d575f5ffd5b5061033461052c366004613655565b610dfe565b34801561053c575f5ffd5b50610375610e5f565b348015610550575f5ffd5b5061056461055f366004613361565b610ef2565b6040805193845260208401929092529082015260600161030e565b34801561058a575f5ffd5b506040805180820190915260018152603160f81b6020820152610375565b3480156105b3575f5ffd5b506103346105c2366004613768565b610f17565b3480156105d2575f5ffd5b506103346105e13660046137d6565b610f3e565b3480156105f1575f5ffd5b50610334610600366004613892565b610ffb565b348015610610575f5ffd5b5061033461061f366004613361565b611043565b34801561062f575f5ffd5b506102dd61063e366004613926565b61104f565b34801561064e575f5ffd5b5061033461065d366004613941565b611060565b34801561066d575f5ffd5b5061033461067c366004613996565b6110b0565b34801561068c575f5ffd5b5061033461069b366004613a52565b6001600160a01b03165f9081526002602052604090205490565b3480156106c0575f5ffd5b506106c9611166565b60405161030e9796959493929190613aa7565b3480156106e7575f5ffd5b506103346106f6366004613b16565b6111a8565b348015610706575f5ffd5b5061070f611200565b60405165ffffffffffff909116815260200161030e565b348015610731575f5ffd5b506064610334565b348015610744575f5ffd5b50610334610753366004613b63565b611287565b348015610763575f5ffd5b5061033461129d565b348015610777575f5ffd5b506102dd610786366004613a52565b6112b6565b348015610796575f5ffd5b506103346107a5366004613655565b6112cf565b3480156107b5575f5ffd5b506103026107c4366004613361565b6112dc565b3480156107d4575f5ffd5b506103346107e3366004613361565b5f9081526004602052604090206001015465ffffffffffff1690565b34801561080a575f5ffd5b506103346112e4565b34801561081e575f5ffd5b506103ed61082d366004613bb7565b6112ee565b34801561083d575f5ffd5b5061033461084c366004613361565b611331565b6102dd61085f366004613c4e565b611373565b34801561086f575f5ffd5b5061033461087e366004613655565b6113ef565b34801561088e575f5ffd5b50600b546001600160a01b03166103b6565b3480156108ab575f5ffd5b506040805180820190915260208082527f737570706f72743d627261766f2671756f72756d3d666f722c6162737461696e90820152610375565b3480156108f0575f5ffd5b506103347ff2aad550cf55f045cb27e9c559f9889fdfb6e6cdaa032301d6ea397784ae51d781565b348015610923575f5ffd5b506102dd610932366004613c8d565b611428565b348015610942575f5ffd5b50610334610951366004613cb0565b611439565b348015610961575f5ffd5b506102dd610970366004613361565b611458565b348015610980575f5ffd5b506103ed61098f366004613cda565b611469565b34801561099f575f5ffd5b506103346109ae366004613361565b6114ac565b3480156109be575f5ffd5b507f00000000000000000000000000000000000000000000000000000000000000006103b6565b5f6109f8600b546001600160a01b031690565b905090565b5f6001600160e01b031982166366defe7760e11b1480610a2d57506001600160e01b031982166332a2ad4360e11b145b80610a4857506001600160e01b03198216630271189760e51b145b80610a6357506301ffc9a760e01b6001600160e01b03198316145b92915050565b610a716114b6565b610a7a8161152f565b50565b606060038054610a8c90613d31565b80601f0160208091040260200160405190810160405280929190818152602001828054610ab890613d31565b8015610b035780601f10610ada57610100808354040283529160200191610b03565b820191905f5260205f20905b815481529060010190602001808311610ae657829003601f168201915b5050505050905090565b5f30610b176109e5565b6001600160a01b031614610b3e57604051637485328f60e11b815260040160405180910390fd5b50630a85bd0160e11b949350505050565b5f5f610b5d868686866112cf565b90505f610b69826112dc565b9050610b7e82610b7960046115c4565b6115e6565b5080610ba55760405163d838bcb760e01b8152600481018390526024015b60405180910390fd5b5f610bb38389898989611623565b905065ffffffffffff811615610c2a575f83815260046020908152604091829020600101805465ffffffffffff191665ffffffffffff85169081179091558251868152918201527f9a2e42fd6722813d69113e7d0079d3d940171428df7373df9c7f7617cfda2892910160405180910390a1610c46565b60405163ab2d031160e01b815260048101849052602401610b9c565b50909695505050505050565b5f5f610c60868686866112cf565b90505f610c6c826112dc565b9050610c8882610b7983610c815760046115c4565b60056115c4565b505f828152600460205260409020805460ff60f01b1916600160f01b17905530610cb06109e5565b6001600160a01b031614610d39575f5b8751811015610d3757306001600160a01b0316888281518110610ce557610ce5613d69565b60200260200101516001600160a01b031603610d2f57610d2f868281518110610d1057610d10613d69565b602002602001015180519060200120600561163190919063ffffffff16565b600101610cc0565b505b610d468288888888611652565b30610d4f6109e5565b6001600160a01b031614158015610d7b57506005546001600160801b03808216600160801b9092041614155b15610d85575f6005555b6040518281527f712ae1383f79ac853f8d882153778e0260ef8f03b504e2866e0593e04d2b291f9060200160405180910390a15095945050505050565b5f90815260046020526040902054600160a01b900465ffffffffffff1690565b5f6109f860085465ffffffffffff1690565b5f610a6382611666565b5f5f610e0c868686866112cf565b905033610e19828261179f565b610e4857604051638fe5d8a960e01b8152600481018390526001600160a01b0382166024820152604401610b9c565b610e54878787876117e4565b979650505050505050565b60607f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316634bf5d7e96040518163ffffffff1660e01b81526004015f60405180830381865afa925050508015610ede57506040513d5f823e601f3d908101601f19168201604052610edb9190810190613d7d565b60015b610eed576109f86112006117f1565b919050565b5f818152600960205260409020805460018201546002909201549091905b9193909250565b5f80339050610f3684828560405180602001604052805f815250611807565b949350505050565b5f610f8488888888888080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152508a92508991506118289050565b610fac576040516394ab6c0760e01b81526001600160a01b0387166004820152602401610b9c565b610fef88878988888080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152508a92506118f5915050565b98975050505050505050565b5f80339050610e5487828888888080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152508a92506118f5915050565b5f610a63600a836119d3565b6110576114b6565b610a7a81611a20565b5f803390506110a686828787878080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061180792505050565b9695505050505050565b5f336110bc8184611a86565b6110e45760405163d9b3955760e01b81526001600160a01b0382166004820152602401610b9c565b5f6110ed6112e4565b90508015611159575f61111b836001611104611200565b61110e9190613e05565b65ffffffffffff16611439565b90508181101561115757604051636121770b60e11b81526001600160a01b03841660048201526024810182905260448101839052606401610b9c565b505b610e548787878786611b0a565b5f6060805f5f5f6060611177611d24565b61117f611d4f565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b5f6111b585858585611d7a565b6111dd576040516394ab6c0760e01b81526001600160a01b0384166004820152602401610b9c565b6111f785848660405180602001604052805f815250611807565b95945050505050565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166391ddadf46040518163ffffffff1660e01b8152600401602060405180830381865afa92505050801561127b575060408051601f3d908101601f1916820190925261127891810190613e23565b60015b610eed576109f8611e03565b5f611293848484611e0d565b90505b9392505050565b5f6112a8600a611ea0565b6001600160d01b0316905090565b604051633a24b4bf60e01b815260040160405180910390fd5b5f6111f7858585856113ef565b5f6001610a63565b5f6109f860075490565b5f306112f86109e5565b6001600160a01b03161461131f57604051637485328f60e11b815260040160405180910390fd5b5063bc197c8160e01b95945050505050565b5f8181526004602052604081205461136590600160d01b810463ffffffff1690600160a01b900465ffffffffffff16613e3e565b65ffffffffffff1692915050565b61137b6114b6565b5f5f856001600160a01b0316858585604051611398929190613e5c565b5f6040518083038185875af1925050503d805f81146113d2576040519150601f19603f3d011682016040523d82523d5f602084013e6113d7565b606091505b50915091506113e68282611ee4565b50505050505050565b5f848484846040516020016114079493929190613ef2565b60408051601f19818403018152919052805160209091012095945050505050565b6114306114b6565b610a7a81611f21565b5f611296838361145360408051602081019091525f815290565b611e0d565b6114606114b6565b610a7a81611fbd565b5f306114736109e5565b6001600160a01b03161461149a57604051637485328f60e11b815260040160405180910390fd5b5063f23a6e6160e01b95945050505050565b5f610a6382611ffe565b336114bf6109e5565b6001600160a01b0316146114e8576040516347096e4760e01b8152336004820152602401610b9c565b306114f16109e5565b6001600160a01b03161461152d575f8036604051611510929190613e5c565b604051809103902090505b80611526600561209b565b0361151b57505b565b60648082111561155c5760405163243e544560e01b81526004810183905260248101829052604401610b9c565b5f61156561129d565b9050611584611572611200565b61157b856120ba565b600a91906120f1565b505060408051828152602081018590527f0553476bf02ef2726e8ce5ced78d63e26e602e4a2257b1f559418e24b4633997910160405180910390a1505050565b5f8160078111156115d7576115d76136e8565b600160ff919091161b92915050565b5f5f6115f184610df4565b90505f836115fe836115c4565b1603611296578381846040516331b75e4d60e01b8152600401610b9c93929190613f3c565b5f6110a6868686868661210b565b5f61163c838361229c565b90508061164d5761164d6041612301565b505050565b61165f8585858585612312565b5050505050565b5f5f611671836123a2565b90506005816007811115611687576116876136e8565b146116925792915050565b5f838152600c60205260409081902054600b549151632c258a9f60e11b81526004810182905290916001600160a01b03169063584b153e90602401602060405180830381865afa1580156116e8573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061170c9190613f5e565b1561171b575060059392505050565b600b54604051632ab0f52960e01b8152600481018390526001600160a01b0390911690632ab0f52990602401602060405180830381865afa158015611762573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906117869190613f5e565b15611795575060079392505050565b5060029392505050565b5f806117aa84610df4565b60078111156117bb576117bb6136e8565b1480156112965750505f91825260046020526040909120546001600160a01b0391821691161490565b5f6111f7858585856124d3565b6060610a636118028363ffffffff16565b61256a565b5f6111f78585858561182360408051602081019091525f815290565b6118f5565b5f610e54856118ef7f3e83946653575f9a39005e1545185629e92736b7528ab20ca3816f315424a8118a8a8a61187a8c6001600160a01b03165f90815260026020526040902080546001810190915590565b8b516020808e01919091208c518d8301206040516118d498979695949301968752602087019590955260ff9390931660408601526001600160a01b03919091166060850152608084015260a083015260c082015260e00190565b604051602081830303815290604052805190602001206125dc565b84612608565b5f61190486610b7960016115c4565b505f6119198661191389610dc2565b85611e0d565b90505f6119298888888588612678565b905083515f0361197f57866001600160a01b03167fb8e138887d0aa13bab447e82de9d5c1777041ecd21ca36ba824ff1e6c07ddda4898884896040516119729493929190613f7d565b60405180910390a2610e54565b866001600160a01b03167fe2babfbac5889a709b63bb7f598b324e08bc5a4fb9ec647fb3cbc9ec07eb871289888489896040516119c0959493929190613fa4565b60405180910390a2979650505050505050565b5f5f5f6119df856126c1565b9250925050838265ffffffffffff161115611a0c57611a07611a0085612719565b869061274b565b611a0e565b805b6001600160d01b031695945050505050565b6008546040805165ffffffffffff928316815291831660208301527fc565b045403dc03c2eea82b81a0465edad9e2e7fc4d97e11421c209da93d7a93910160405180910390a16008805465ffffffffffff191665ffffffffffff92909216919091179055565b80515f906034811015611a9d576001915050610a63565b60131981840101516001600160b01b03198116692370726f706f7365723d60b01b14611ace57600192505050610a63565b5f5f611ade86602a8603866127ed565b91509150811580610e545750866001600160a01b0316816001600160a01b031614979650505050505050565b5f611b1e86868686805190602001206112cf565b905084518651141580611b3357508351865114155b80611b3d57508551155b15611b7257855184518651604051630447b05d60e41b8152600481019390935260248301919091526044820152606401610b9c565b5f81815260046020526040902054600160a01b900465ffffffffffff1615611bbb5780611b9e82610df4565b6040516331b75e4d60e01b8152610b9c9291905f90600401613f3c565b5f611bc4610de2565b611bcc611200565b65ffffffffffff16611bde9190613fdd565b90505f611bf860085463ffffffff600160301b9091041690565b5f84815260046020526040902080546001600160a01b0319166001600160a01b038716178155909150611c2a83612719565b815465ffffffffffff91909116600160a01b0265ffffffffffff60a01b19909116178155611c5782612896565b815463ffffffff91909116600160d01b0263ffffffff60d01b1990911617815588517f7d84a6263ae0d98d3329bd7b46bb4e8d6f98cd35a7adb45c274c8b7fd5ebd5e090859087908c908c906001600160401b03811115611cba57611cba6133cc565b604051908082528060200260200182016040528015611ced57816020015b6060815260200190600190039081611cd85790505b508c89611cfa8a82613fdd565b8e604051611d1099989796959493929190613ff0565b60405180910390a150505095945050505050565b60606109f87f00000000000000000000000000000000000000000000000000000000000000006128c6565b60606109f87f00000000000000000000000000000000000000000000000000000000000000006128c6565b5f6111f7836118ef7ff2aad550cf55f045cb27e9c559f9889fdfb6e6cdaa032301d6ea397784ae51d7888888611dcc8a6001600160a01b03165f90815260026020526040902080546001810190915590565b60408051602081019690965285019390935260ff90911660608401526001600160a01b0316608083015260a082015260c0016118d4565b5f6109f843612719565b5f7f0000000000000000000000000000000000000000000000000000000000000000604051630748d63560e31b81526001600160a01b038681166004830152602482018690529190911690633a46b1a890604401602060405180830381865afa158015611e7c573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061129391906140cb565b80545f908015611edc57611ec683611eb96001846140e2565b5f91825260209091200190565b54600160301b90046001600160d01b0316611296565b5f9392505050565b60608215611ef3575080610a63565b815115611f0857611f0382612903565b610a63565b60405163d6bda27560e01b815260040160405180910390fd5b8063ffffffff165f03611f495760405163f1cfbf0560e01b81525f6004820152602401610b9c565b6008546040805163ffffffff600160301b9093048316815291831660208301527f7e3f7f0708a84de9203036abaa450dccc85ad5ff52f78c170f3edb55cf5e8828910160405180910390a16008805463ffffffff909216600160301b0269ffffffff00000000000019909216919091179055565b60075460408051918252602082018390527fccb45da8d5717e6c4544694297c4ba5cf151d455c9bb0ed4fc7a38411bc05461910160405180910390a1600755565b604051632394e7a360e21b8152600481018290525f90610a63906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690638e539e8c90602401602060405180830381865afa158015612067573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061208b91906140cb565b61209484611043565b606461290b565b5f5f5f6120a7846129bb565b9150915081611296576112966031612301565b5f6001600160d01b038211156120ed576040516306dfcc6560e41b815260d0600482015260248101839052604401610b9c565b5090565b5f806120fe858585612a2f565b915091505b935093915050565b5f5f600b5f9054906101000a90046001600160a01b03166001600160a01b031663f27a0c926040518163ffffffff1660e01b8152600401602060405180830381865afa15801561215d573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061218191906140cb565b90505f3060601b6bffffffffffffffffffffffff19168418600b5460405163b1c5f42760e01b81529192506001600160a01b03169063b1c5f427906121d2908a908a908a905f9088906004016140f5565b602060405180830381865afa1580156121ed573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061221191906140cb565b5f898152600c602052604080822092909255600b5491516308f2a0bb60e41b81526001600160a01b0390921691638f2a0bb09161225b918b918b918b919088908a90600401614142565b5f604051808303815f87803b158015612272575f5ffd5b505af1158015612284573d5f5f3e3d5ffd5b50505050610fef82426122979190613fdd565b612719565b81545f906001600160801b03600160801b8204811691811660018301909116036122c9575f915050610a63565b6001600160801b038181165f908152600186810160205260409091209490945584549184018116600160801b02911617909255919050565b634e487b715f52806020526024601cfd5b600b546001600160a01b031663e38335e5348686865f3060601b6bffffffffffffffffffffffff191688186040518763ffffffff1660e01b815260040161235d9594939291906140f5565b5f604051808303818588803b158015612374575f5ffd5b505af1158015612386573d5f5f3e3d5ffd5b5050505f9687525050600c602052505060408320929092555050565b5f818152600460205260408120805460ff600160f01b8204811691600160f81b90041681156123d657506007949350505050565b80156123e757506002949350505050565b5f6123f186610dc2565b9050805f0361241657604051636ad0607560e01b815260048101879052602401610b9c565b5f61241f611200565b65ffffffffffff16905080821061243c57505f9695505050505050565b5f61244688611331565b905081811061245d57506001979650505050505050565b61246688612b7f565b158061248557505f888152600960205260409020805460019091015411155b1561249857506003979650505050505050565b5f8881526004602052604090206001015465ffffffffffff165f036124c557506004979650505050505050565b506005979650505050505050565b5f5f6124e186868686612bb5565b5f818152600c6020526040902054909150801561256057600b5460405163c4d252f560e01b8152600481018390526001600160a01b039091169063c4d252f5906024015f604051808303815f87803b15801561253b575f5ffd5b505af115801561254d573d5f5f3e3d5ffd5b5050505f838152600c6020526040812055505b5095945050505050565b6060612574611e03565b65ffffffffffff168265ffffffffffff16146125a3576040516301bfc1c560e61b815260040160405180910390fd5b505060408051808201909152601d81527f6d6f64653d626c6f636b6e756d6265722666726f6d3d64656661756c74000000602082015290565b5f610a636125e8612c75565b8360405161190160f01b8152600281019290925260228201526042902090565b5f836001600160a01b03163b5f03612666575f5f6126268585612d9e565b5090925090505f81600381111561263f5761263f6136e8565b14801561265d5750856001600160a01b0316826001600160a01b0316145b92505050611296565b612671848484612de7565b9050611296565b5f825f036126b4578461268a87610dc2565b604051638102b74960e01b81526001600160a01b0390921660048301526024820152604401610b9c565b6110a68686868686612e4c565b80545f90819081908082036126df575f5f5f93509350935050610f10565b5f6126ef86611eb96001856140e2565b546001955065ffffffffffff81169450600160301b90046001600160d01b03169250610f10915050565b5f65ffffffffffff8211156120ed576040516306dfcc6560e41b81526030600482015260248101839052604401610b9c565b81545f90818160058111156127a7575f61276484612f48565b61276e90856140e2565b5f8881526020902090915081015465ffffffffffff9081169087161015612797578091506127a5565b6127a2816001613fdd565b92505b505b5f6127b4878785856130a0565b905080156127e1576127cb87611eb96001846140e2565b54600160301b90046001600160d01b0316610e54565b505f9695505050505050565b5f5f84518311806127fd57508284115b1561280c57505f905080612103565b5f612818856001613fdd565b84118015612840575061060f60f31b6128348787016020015190565b6001600160f01b031916145b90505f6128508215156002614199565b61285b906028613fdd565b90508061286887876140e2565b03612889575f5f61287a8989896130f6565b90965094506121039350505050565b5f5f935093505050612103565b5f63ffffffff8211156120ed576040516306dfcc6560e41b81526020600482015260248101839052604401610b9c565b60605f6128d2836131b7565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b805160208201fd5b5f5f5f61291886866131de565b91509150815f0361293c57838181612932576129326141b0565b0492505050611296565b818411612953576129536003851502601118612301565b5f848688095f868103871696879004966002600389028118808a02820302808a02820302808a02820302808a02820302808a02820302808a02909103029181900381900460010185841190960395909502919093039390930492909217029150509392505050565b80545f9081906001600160801b0380821691600160801b90041681036129e657505f93849350915050565b6001600160801b038181165f908152600186810160205260408220805492905586546fffffffffffffffffffffffffffffffff1916938101909216929092179094559293915050565b82545f9081908015612b25575f612a4b87611eb96001856140e2565b805490915065ffffffffffff80821691600160301b90046001600160d01b0316908816821115612a8e57604051632520601d60e01b815260040160405180910390fd5b8765ffffffffffff168265ffffffffffff1603612ac757825465ffffffffffff16600160301b6001600160d01b03891602178355612b17565b6040805180820190915265ffffffffffff808a1682526001600160d01b03808a1660208085019182528d54600181018f555f8f81529190912094519151909216600160301b029216919091179101555b945085935061210392505050565b50506040805180820190915265ffffffffffff80851682526001600160d01b0380851660208085019182528854600181018a555f8a815291822095519251909316600160301b029190931617920191909155905081612103565b5f81815260096020526040812060028101546001820154612ba09190613fdd565b612bac6109ae85610dc2565b11159392505050565b5f5f612bc3868686866112cf565b9050612c1181612bd360076115c4565b612bdd60066115c4565b612be760026115c4565b6001612bf46007826141c4565b612bff9060026142b8565b612c0991906140e2565b1818186115e6565b505f818152600460205260409081902080546001600160f81b0316600160f81b179055517f789cf55be980739dad1d0699b93b58e806b51c9d96619bfa8fe0a28abaa7b30c90612c649083815260200190565b60405180910390a195945050505050565b5f306001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016148015612ccd57507f000000000000000000000000000000000000000000000000000000000000000046145b15612cf757507f000000000000000000000000000000000000000000000000000000000000000090565b6109f8604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b5f5f5f8351604103612dd5576020840151604085015160608601515f1a612dc7888285856131fa565b955095509550505050612de0565b505081515f91506002905b9250925092565b805160408051630b135d3f60e11b8082526004820186905260248201929092525f92906020820185604483015e5f82606483010152601f820160051c60051b915060205f60648401838a5afa9050825f5114601f3d1116811693505050509392505050565b5f8581526009602090815260408083206001600160a01b03881684526003810190925282205460ff1615612e9e576040516371c6af4960e01b81526001600160a01b0387166004820152602401610b9c565b6001600160a01b0386165f9081526003820160205260409020805460ff1916600117905560ff8516612ee75783815f015f828254612edc9190613fdd565b90915550612f3d9050565b5f1960ff861601612f055783816001015f828254612edc9190613fdd565b60011960ff861601612f245783816002015f828254612edc9190613fdd565b6040516303599be160e11b815260040160405180910390fd5b509195945050505050565b5f60018211612f55575090565b816001600160801b8210612f6e5760809190911c9060401b5b680100000000000000008210612f895760409190911c9060201b5b6401000000008210612fa05760209190911c9060101b5b620100008210612fb55760109190911c9060081b5b6101008210612fc95760089190911c9060041b5b60108210612fdc5760049190911c9060021b5b60048210612fe85760011b5b600302600190811c90818581613000576130006141b0565b048201901c90506001818581613018576130186141b0565b048201901c90506001818581613030576130306141b0565b048201901c90506001818581613048576130486141b0565b048201901c90506001818581613060576130606141b0565b048201901c90506001818581613078576130786141b0565b048201901c9050613097818581613091576130916141b0565b04821190565b90039392505050565b5f5b818310156130ee575f85815260209020838316600285851804019081015465ffffffffffff868116911611156130da578092506130e8565b6130e5816001613fdd565b93505b506130a2565b509392505050565b5f808481613105866001613fdd565b8511801561312d575061060f60f31b6131218388016020015190565b6001600160f01b031916145b90505f61313d8215156002614199565b90505f8061314b838a613fdd565b90505b878110156131a6575f61316c6131678784016020015190565b6132c2565b9050600f8160ff16111561318b575f5f97509750505050505050612103565b613196601084614199565b60ff90911601915060010161314e565b506001999098509650505050505050565b5f60ff8216601f811115610a6357604051632cd44ac360e21b815260040160405180910390fd5b5f805f1983850993909202808410938190039390930393915050565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561323357505f915060039050826132b8565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015613284573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b0381166132af57505f9250600191508290506132b8565b92505f91508190505b9450945094915050565b5f60f882901c602f811180156132db5750603a8160ff16105b156132e957602f1901610a63565b60608160ff161180156132ff575060678160ff16105b1561330d5760561901610a63565b60408160ff16118015613323575060478160ff16105b156133315760361901610a63565b5060ff92915050565b5f6020828403121561334a575f5ffd5b81356001600160e01b031981168114611296575f5ffd5b5f60208284031215613371575f5ffd5b5035919050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f6112966020830184613378565b6001600160a01b0381168114610a7a575f5ffd5b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b0381118282101715613408576134086133cc565b604052919050565b5f6001600160401b03821115613428576134286133cc565b50601f01601f191660200190565b5f61344861344384613410565b6133e0565b905082815283838301111561345b575f5ffd5b828260208301375f602084830101529392505050565b5f82601f830112613480575f5ffd5b61129683833560208501613436565b5f5f5f5f608085870312156134a2575f5ffd5b84356134ad816133b8565b935060208501356134bd816133b8565b92506040850135915060608501356001600160401b038111156134de575f5ffd5b6134ea87828801613471565b91505092959194509250565b5f6001600160401b0382111561350e5761350e6133cc565b5060051b60200190565b5f82601f830112613527575f5ffd5b8135613535613443826134f6565b8082825260208201915060208360051b860101925085831115613556575f5ffd5b602085015b8381101561256057803561356e816133b8565b83526020928301920161355b565b5f82601f83011261358b575f5ffd5b8135613599613443826134f6565b8082825260208201915060208360051b8601019250858311156135ba575f5ffd5b602085015b838110156125605780358352602092830192016135bf565b5f82601f8301126135e6575f5ffd5b81356135f4613443826134f6565b8082825260208201915060208360051b860101925085831115613615575f5ffd5b602085015b838110156125605780356001600160401b03811115613637575f5ffd5b613646886020838a0101613471565b8452506020928301920161361a565b5f5f5f5f60808587031215613668575f5ffd5b84356001600160401b0381111561367d575f5ffd5b61368987828801613518565b94505060208501356001600160401b038111156136a4575f5ffd5b6136b08782880161357c565b93505060408501356001600160401b038111156136cb575f5ffd5b6136d7878288016135d7565b949793965093946060013593505050565b634e487b7160e01b5f52602160045260245ffd5b6008811061371857634e487b7160e01b5f52602160045260245ffd5b9052565b60208101610a6382846136fc565b5f5f6040838503121561373b575f5ffd5b82359150602083013561374d816133b8565b809150509250929050565b803560ff81168114610eed575f5ffd5b5f5f60408385031215613779575f5ffd5b8235915061378960208401613758565b90509250929050565b5f5f83601f8401126137a2575f5ffd5b5081356001600160401b038111156137b8575f5ffd5b6020830191508360208285010111156137cf575f5ffd5b9250929050565b5f5f5f5f5f5f5f60c0888a0312156137ec575f5ffd5b873596506137fc60208901613758565b9550604088013561380c816133b8565b945060608801356001600160401b03811115613826575f5ffd5b6138328a828b01613792565b90955093505060808801356001600160401b03811115613850575f5ffd5b61385c8a828b01613471565b92505060a08801356001600160401b03811115613877575f5ffd5b6138838a828b01613471565b91505092959891949750929550565b5f5f5f5f5f608086880312156138a6575f5ffd5b853594506138b660208701613758565b935060408601356001600160401b038111156138d0575f5ffd5b6138dc88828901613792565b90945092505060608601356001600160401b038111156138fa575f5ffd5b61390688828901613471565b9150509295509295909350565b65ffffffffffff81168114610a7a575f5ffd5b5f60208284031215613936575f5ffd5b813561129681613913565b5f5f5f5f60608587031215613954575f5ffd5b8435935061396460208601613758565b925060408501356001600160401b0381111561397e575f5ffd5b61398a87828801613792565b95989497509550505050565b5f5f5f5f608085870312156139a9575f5ffd5b84356001600160401b038111156139be575f5ffd5b6139ca87828801613518565b94505060208501356001600160401b038111156139e5575f5ffd5b6139f18782880161357c565b93505060408501356001600160401b03811115613a0c575f5ffd5b613a18878288016135d7565b92505060608501356001600160401b03811115613a33575f5ffd5b8501601f81018713613a43575f5ffd5b6134ea87823560208401613436565b5f60208284031215613a62575f5ffd5b8135611296816133b8565b5f8151808452602084019350602083015f5b82811015613a9d578151865260209586019590910190600101613a7f565b5093949350505050565b60ff60f81b8816815260e060208201525f613ac560e0830189613378565b8281036040840152613ad78189613378565b606084018890526001600160a01b038716608085015260a0840186905283810360c08501529050613b088185613a6d565b9a9950505050505050505050565b5f5f5f5f60808587031215613b29575f5ffd5b84359350613b3960208601613758565b92506040850135613b49816133b8565b915060608501356001600160401b038111156134de575f5ffd5b5f5f5f60608486031215613b75575f5ffd5b8335613b80816133b8565b92506020840135915060408401356001600160401b03811115613ba1575f5ffd5b613bad86828701613471565b9150509250925092565b5f5f5f5f5f60a08688031215613bcb575f5ffd5b8535613bd6816133b8565b94506020860135613be6816133b8565b935060408601356001600160401b03811115613c00575f5ffd5b613c0c8882890161357c565b93505060608601356001600160401b03811115613c27575f5ffd5b613c338882890161357c565b92505060808601356001600160401b038111156138fa575f5ffd5b5f5f5f5f60608587031215613c61575f5ffd5b8435613c6c816133b8565b93506020850135925060408501356001600160401b0381111561397e575f5ffd5b5f60208284031215613c9d575f5ffd5b813563ffffffff81168114611296575f5ffd5b5f5f60408385031215613cc1575f5ffd5b8235613ccc816133b8565b946020939093013593505050565b5f5f5f5f5f60a08688031215613cee575f5ffd5b8535613cf9816133b8565b94506020860135613d09816133b8565b9350604086013592506060860135915060808601356001600160401b038111156138fa575f5ffd5b600181811c90821680613d4557607f821691505b602082108103613d6357634e487b7160e01b5f52602260045260245ffd5b50919050565b634e487b7160e01b5f52603260045260245ffd5b5f60208284031215613d8d575f5ffd5b81516001600160401b03811115613da2575f5ffd5b8201601f81018413613db2575f5ffd5b8051613dc061344382613410565b818152856020838501011115613dd4575f5ffd5b8160208401602083015e5f91810160200191909152949350505050565b634e487b7160e01b5f52601160045260245ffd5b65ffffffffffff8281168282160390811115610a6357610a63613df1565b5f60208284031215613e33575f5ffd5b815161129681613913565b65ffffffffffff8181168382160190811115610a6357610a63613df1565b818382375f9101908152919050565b5f8151808452602084019350602083015f5b82811015613a9d5781516001600160a01b0316865260209586019590910190600101613e7d565b5f82825180855260208501945060208160051b830101602085015f5b83811015610c4657601f19858403018852613edc838351613378565b6020988901989093509190910190600101613ec0565b608081525f613f046080830187613e6b565b8281036020840152613f168187613a6d565b90508281036040840152613f2a8186613ea4565b91505082606083015295945050505050565b83815260608101613f5060208301856136fc565b826040830152949350505050565b5f60208284031215613f6e575f5ffd5b81518015158114611296575f5ffd5b84815260ff84166020820152826040820152608060608201525f6110a66080830184613378565b85815260ff8516602082015283604082015260a060608201525f613fcb60a0830185613378565b8281036080840152610fef8185613378565b80820180821115610a6357610a63613df1565b8981526001600160a01b0389166020820152610120604082018190525f9061401a9083018a613e6b565b828103606084015261402c818a613a6d565b9050828103608084015280885180835260208301915060208160051b84010160208b015f5b8381101561408357601f1986840301855261406d838351613378565b6020958601959093509190910190600101614051565b505085810360a0870152614097818b613ea4565b93505050508560c08401528460e08401528281036101008401526140bb8185613378565b9c9b505050505050505050505050565b5f602082840312156140db575f5ffd5b5051919050565b81810381811115610a6357610a63613df1565b60a081525f61410760a0830188613e6b565b82810360208401526141198188613a6d565b9050828103604084015261412d8187613ea4565b60608401959095525050608001529392505050565b60c081525f61415460c0830189613e6b565b82810360208401526141668189613a6d565b9050828103604084015261417a8188613ea4565b60608401969096525050608081019290925260a0909101529392505050565b8082028115828204841417610a6357610a63613df1565b634e487b7160e01b5f52601260045260245ffd5b60ff8181168382160190811115610a6357610a63613df1565b6001815b6001841115612103578085048111156141fc576141fc613df1565b600184161561420a57908102905b60019390931c9280026141e1565b5f8261422657506001610a63565b8161423257505f610a63565b816001811461424857600281146142525761426e565b6001915050610a63565b60ff84111561426357614263613df1565b50506001821b610a63565b5060208310610133831016604e8410600b8410161715614291575081810a610a63565b61429d5f1984846141dd565b805f19048211156142b0576142b0613df1565b029392505050565b5f61129660ff84168361421856",
}

// ToraGovernor is an auto generated Go binding around an Ethereum contract.
type ToraGovernor struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ToraGovernor) GetABI() abi.ABI {
	return c.abi
}

// NewToraGovernor creates a new instance of ToraGovernor.
func NewToraGovernor() *ToraGovernor {
	parsed, err := ToraGovernorMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ToraGovernor{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ToraGovernor) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address token, address timelock_, uint48 votingDelay_, uint32 votingPeriod_, uint256 threshold, uint256 quorumPercent) returns()
func (toraGovernor *ToraGovernor) PackConstructor(token common.Address, timelock_ common.Address, votingDelay_ *big.Int, votingPeriod_ uint32, threshold *big.Int, quorumPercent *big.Int) []byte {
	enc, err := toraGovernor.abi.Pack("", token, timelock_, votingDelay_, votingPeriod_, threshold, quorumPercent)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackBALLOTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdeaaa7cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function BALLOT_TYPEHASH() view returns(bytes32)
func (toraGovernor *ToraGovernor) PackBALLOTTYPEHASH() []byte {
	enc, err := toraGovernor.abi.Pack("BALLOT_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBALLOTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdeaaa7cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function BALLOT_TYPEHASH() view returns(bytes32)
func (toraGovernor *ToraGovernor) TryPackBALLOTTYPEHASH() ([]byte, error) {
	return toraGovernor.abi.Pack("BALLOT_TYPEHASH")
}

// UnpackBALLOTTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdeaaa7cc.
//
// Solidity: function BALLOT_TYPEHASH() view returns(bytes32)
func (toraGovernor *ToraGovernor) UnpackBALLOTTYPEHASH(data []byte) ([32]byte, error) {
	out, err := toraGovernor.abi.Unpack("BALLOT_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackCLOCKMODE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4bf5d7e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CLOCK_MODE() view returns(string)
func (toraGovernor *ToraGovernor) PackCLOCKMODE() []byte {
	enc, err := toraGovernor.abi.Pack("CLOCK_MODE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCLOCKMODE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4bf5d7e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CLOCK_MODE() view returns(string)
func (toraGovernor *ToraGovernor) TryPackCLOCKMODE() ([]byte, error) {
	return toraGovernor.abi.Pack("CLOCK_MODE")
}

// UnpackCLOCKMODE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4bf5d7e9.
//
// Solidity: function CLOCK_MODE() view returns(string)
func (toraGovernor *ToraGovernor) UnpackCLOCKMODE(data []byte) (string, error) {
	out, err := toraGovernor.abi.Unpack("CLOCK_MODE", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackCOUNTINGMODE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd4e2ba5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function COUNTING_MODE() pure returns(string)
func (toraGovernor *ToraGovernor) PackCOUNTINGMODE() []byte {
	enc, err := toraGovernor.abi.Pack("COUNTING_MODE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCOUNTINGMODE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd4e2ba5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function COUNTING_MODE() pure returns(string)
func (toraGovernor *ToraGovernor) TryPackCOUNTINGMODE() ([]byte, error) {
	return toraGovernor.abi.Pack("COUNTING_MODE")
}

// UnpackCOUNTINGMODE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd4e2ba5.
//
// Solidity: function COUNTING_MODE() pure returns(string)
func (toraGovernor *ToraGovernor) UnpackCOUNTINGMODE(data []byte) (string, error) {
	out, err := toraGovernor.abi.Unpack("COUNTING_MODE", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackEXTENDEDBALLOTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2fe3e261.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function EXTENDED_BALLOT_TYPEHASH() view returns(bytes32)
func (toraGovernor *ToraGovernor) PackEXTENDEDBALLOTTYPEHASH() []byte {
	enc, err := toraGovernor.abi.Pack("EXTENDED_BALLOT_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEXTENDEDBALLOTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2fe3e261.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function EXTENDED_BALLOT_TYPEHASH() view returns(bytes32)
func (toraGovernor *ToraGovernor) TryPackEXTENDEDBALLOTTYPEHASH() ([]byte, error) {
	return toraGovernor.abi.Pack("EXTENDED_BALLOT_TYPEHASH")
}

// UnpackEXTENDEDBALLOTTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2fe3e261.
//
// Solidity: function EXTENDED_BALLOT_TYPEHASH() view returns(bytes32)
func (toraGovernor *ToraGovernor) UnpackEXTENDEDBALLOTTYPEHASH(data []byte) ([32]byte, error) {
	out, err := toraGovernor.abi.Unpack("EXTENDED_BALLOT_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackCancel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x452115d6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function cancel(address[] targets, uint256[] values, bytes[] calldatas, bytes32 descriptionHash) returns(uint256)
func (toraGovernor *ToraGovernor) PackCancel(targets []common.Address, values []*big.Int, calldatas [][]byte, descriptionHash [32]byte) []byte {
	enc, err := toraGovernor.abi.Pack("cancel", targets, values, calldatas, descriptionHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCancel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x452115d6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function cancel(address[] targets, uint256[] values, bytes[] calldatas, bytes32 descriptionHash) returns(uint256)
func (toraGovernor *ToraGovernor) TryPackCancel(targets []common.Address, values []*big.Int, calldatas [][]byte, descriptionHash [32]byte) ([]byte, error) {
	return toraGovernor.abi.Pack("cancel", targets, values, calldatas, descriptionHash)
}

// UnpackCancel is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x452115d6.
//
// Solidity: function cancel(address[] targets, uint256[] values, bytes[] calldatas, bytes32 descriptionHash) returns(uint256)
func (toraGovernor *ToraGovernor) UnpackCancel(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("cancel", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCastVote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56781388.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function castVote(uint256 proposalId, uint8 support) returns(uint256)
func (toraGovernor *ToraGovernor) PackCastVote(proposalId *big.Int, support uint8) []byte {
	enc, err := toraGovernor.abi.Pack("castVote", proposalId, support)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCastVote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56781388.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function castVote(uint256 proposalId, uint8 support) returns(uint256)
func (toraGovernor *ToraGovernor) TryPackCastVote(proposalId *big.Int, support uint8) ([]byte, error) {
	return toraGovernor.abi.Pack("castVote", proposalId, support)
}

// UnpackCastVote is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x56781388.
//
// Solidity: function castVote(uint256 proposalId, uint8 support) returns(uint256)
func (toraGovernor *ToraGovernor) UnpackCastVote(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("castVote", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCastVoteBySig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ff262e3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function castVoteBySig(uint256 proposalId, uint8 support, address voter, bytes signature) returns(uint256)
func (toraGovernor *ToraGovernor) PackCastVoteBySig(proposalId *big.Int, support uint8, voter common.Address, signature []byte) []byte {
	enc, err := toraGovernor.abi.Pack("castVoteBySig", proposalId, support, voter, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCastVoteBySig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ff262e3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function castVoteBySig(uint256 proposalId, uint8 support, address voter, bytes signature) returns(uint256)
func (toraGovernor *ToraGovernor) TryPackCastVoteBySig(proposalId *big.Int, support uint8, voter common.Address, signature []byte) ([]byte, error) {
	return toraGovernor.abi.Pack("castVoteBySig", proposalId, support, voter, signature)
}

// UnpackCastVoteBySig is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8ff262e3.
//
// Solidity: function castVoteBySig(uint256 proposalId, uint8 support, address voter, bytes signature) returns(uint256)
func (toraGovernor *ToraGovernor) UnpackCastVoteBySig(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("castVoteBySig", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCastVoteWithReason is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b3c71d3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function castVoteWithReason(uint256 proposalId, uint8 support, string reason) returns(uint256)
func (toraGovernor *ToraGovernor) PackCastVoteWithReason(proposalId *big.Int, support uint8, reason string) []byte {
	enc, err := toraGovernor.abi.Pack("castVoteWithReason", proposalId, support, reason)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCastVoteWithReason is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b3c71d3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function castVoteWithReason(uint256 proposalId, uint8 support, string reason) returns(uint256)
func (toraGovernor *ToraGovernor) TryPackCastVoteWithReason(proposalId *big.Int, support uint8, reason string) ([]byte, error) {
	return toraGovernor.abi.Pack("castVoteWithReason", proposalId, support, reason)
}

// UnpackCastVoteWithReason is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b3c71d3.
//
// Solidity: function castVoteWithReason(uint256 proposalId, uint8 support, string reason) returns(uint256)
func (toraGovernor *ToraGovernor) UnpackCastVoteWithReason(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("castVoteWithReason", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCastVoteWithReasonAndParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5f398a14.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function castVoteWithReasonAndParams(uint256 proposalId, uint8 support, string reason, bytes params) returns(uint256)
func (toraGovernor *ToraGovernor) PackCastVoteWithReasonAndParams(proposalId *big.Int, support uint8, reason string, params []byte) []byte {
	enc, err := toraGovernor.abi.Pack("castVoteWithReasonAndParams", proposalId, support, reason, params)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCastVoteWithReasonAndParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5f398a14.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function castVoteWithReasonAndParams(uint256 proposalId, uint8 support, string reason, bytes params) returns(uint256)
func (toraGovernor *ToraGovernor) TryPackCastVoteWithReasonAndParams(proposalId *big.Int, support uint8, reason string, params []byte) ([]byte, error) {
	return toraGovernor.abi.Pack("castVoteWithReasonAndParams", proposalId, support, reason, params)
}

// UnpackCastVoteWithReasonAndParams is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5f398a14.
//
// Solidity: function castVoteWithReasonAndParams(uint256 proposalId, uint8 support, string reason, bytes params) returns(uint256)
func (toraGovernor *ToraGovernor) UnpackCastVoteWithReasonAndParams(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("castVoteWithReasonAndParams", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCastVoteWithReasonAndParamsBySig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b8d0e0d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function castVoteWithReasonAndParamsBySig(uint256 proposalId, uint8 support, address voter, string reason, bytes params, bytes signature) returns(uint256)
func (toraGovernor *ToraGovernor) PackCastVoteWithReasonAndParamsBySig(proposalId *big.Int, support uint8, voter common.Address, reason string, params []byte, signature []byte) []byte {
	enc, err := toraGovernor.abi.Pack("castVoteWithReasonAndParamsBySig", proposalId, support, voter, reason, params, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCastVoteWithReasonAndParamsBySig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b8d0e0d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function castVoteWithReasonAndParamsBySig(uint256 proposalId, uint8 support, address voter, string reason, bytes params, bytes signature) returns(uint256)
func (toraGovernor *ToraGovernor) TryPackCastVoteWithReasonAndParamsBySig(proposalId *big.Int, support uint8, voter common.Address, reason string, params []byte, signature []byte) ([]byte, error) {
	return toraGovernor.abi.Pack("castVoteWithReasonAndParamsBySig", proposalId, support, voter, reason, params, signature)
}

// UnpackCastVoteWithReasonAndParamsBySig is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5b8d0e0d.
//
// Solidity: function castVoteWithReasonAndParamsBySig(uint256 proposalId, uint8 support, address voter, string reason, bytes params, bytes signature) returns(uint256)
func (toraGovernor *ToraGovernor) UnpackCastVoteWithReasonAndParamsBySig(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("castVoteWithReasonAndParamsBySig", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91ddadf4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function clock() view returns(uint48)
func (toraGovernor *ToraGovernor) PackClock() []byte {
	enc, err := toraGovernor.abi.Pack("clock")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91ddadf4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function clock() view returns(uint48)
func (toraGovernor *ToraGovernor) TryPackClock() ([]byte, error) {
	return toraGovernor.abi.Pack("clock")
}

// UnpackClock is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91ddadf4.
//
// Solidity: function clock() view returns(uint48)
func (toraGovernor *ToraGovernor) UnpackClock(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("clock", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackToraGovernorEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (toraGovernor *ToraGovernor) PackToraGovernorEip712Domain() []byte {
	enc, err := toraGovernor.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackToraGovernorEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (toraGovernor *ToraGovernor) TryPackToraGovernorEip712Domain() ([]byte, error) {
	return toraGovernor.abi.Pack("eip712Domain")
}

// ToraGovernorEip712DomainOutput serves as a container for the return parameters of contract
// method ToraGovernorEip712Domain.
type ToraGovernorEip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackToraGovernorEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (toraGovernor *ToraGovernor) UnpackToraGovernorEip712Domain(data []byte) (ToraGovernorEip712DomainOutput, error) {
	out, err := toraGovernor.abi.Unpack("eip712Domain", data)
	outstruct := new(ToraGovernorEip712DomainOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Fields = *abi.ConvertType(out[0], new([1]byte)).(*[1]byte)
	outstruct.Name = *abi.ConvertType(out[1], new(string)).(*string)
	outstruct.Version = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.ChainId = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.VerifyingContract = *abi.ConvertType(out[4], new(common.Address)).(*common.Address)
	outstruct.Salt = *abi.ConvertType(out[5], new([32]byte)).(*[32]byte)
	outstruct.Extensions = *abi.ConvertType(out[6], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
}

// PackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2656227d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function execute(address[] targets, uint256[] values, bytes[] calldatas, bytes32 descriptionHash) payable returns(uint256)
func (toraGovernor *ToraGovernor) PackExecute(targets []common.Address, values []*big.Int, calldatas [][]byte, descriptionHash [32]byte) []byte {
	enc, err := toraGovernor.abi.Pack("execute", targets, values, calldatas, descriptionHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2656227d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function execute(address[] targets, uint256[] values, bytes[] calldatas, bytes32 descriptionHash) payable returns(uint256)
func (toraGovernor *ToraGovernor) TryPackExecute(targets []common.Address, values []*big.Int, calldatas [][]byte, descriptionHash [32]byte) ([]byte, error) {
	return toraGovernor.abi.Pack("execute", targets, values, calldatas, descriptionHash)
}

// UnpackExecute is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2656227d.
//
// Solidity: function execute(address[] targets, uint256[] values, bytes[] calldatas, bytes32 descriptionHash) payable returns(uint256)
func (toraGovernor *ToraGovernor) UnpackExecute(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("execute", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetProposalId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8f8a668.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getProposalId(address[] targets, uint256[] values, bytes[] calldatas, bytes32 descriptionHash) view returns(uint256)
func (toraGovernor *ToraGovernor) PackGetProposalId(targets []common.Address, values []*big.Int, calldatas [][]byte, descriptionHash [32]byte) []byte {
	enc, err := toraGovernor.abi.Pack("getProposalId", targets, values, calldatas, descriptionHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetProposalId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8f8a668.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getProposalId(address[] targets, uint256[] values, bytes[] calldatas, bytes32 descriptionHash) view returns(uint256)
func (toraGovernor *ToraGovernor) TryPackGetProposalId(targets []common.Address, values []*big.Int, calldatas [][]byte, descriptionHash [32]byte) ([]byte, error) {
	return toraGovernor.abi.Pack("getProposalId", targets, values, calldatas, descriptionHash)
}

// UnpackGetProposalId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa8f8a668.
//
// Solidity: function getProposalId(address[] targets, uint256[] values, bytes[] calldatas, bytes32 descriptionHash) view returns(uint256)
func (toraGovernor *ToraGovernor) UnpackGetProposalId(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("getProposalId", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetVotes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeb9019d4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getVotes(address account, uint256 timepoint) view returns(uint256)
func (toraGovernor *ToraGovernor) PackGetVotes(account common.Address, timepoint *big.Int) []byte {
	enc, err := toraGovernor.abi.Pack("getVotes", account, timepoint)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetVotes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeb9019d4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getVotes(address account, uint256 timepoint) view returns(uint256)
func (toraGovernor *ToraGovernor) TryPackGetVotes(account common.Address, timepoint *big.Int) ([]byte, error) {
	return toraGovernor.abi.Pack("getVotes", account, timepoint)
}

// UnpackGetVotes is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xeb9019d4.
//
// Solidity: function getVotes(address account, uint256 timepoint) view returns(uint256)
func (toraGovernor *ToraGovernor) UnpackGetVotes(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("getVotes", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetVotesWithParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a802a6d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getVotesWithParams(address account, uint256 timepoint, bytes params) view returns(uint256)
func (toraGovernor *ToraGovernor) PackGetVotesWithParams(account common.Address, timepoint *big.Int, params []byte) []byte {
	enc, err := toraGovernor.abi.Pack("getVotesWithParams", account, timepoint, params)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetVotesWithParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a802a6d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getVotesWithParams(address account, uint256 timepoint, bytes params) view returns(uint256)
func (toraGovernor *ToraGovernor) TryPackGetVotesWithParams(account common.Address, timepoint *big.Int, params []byte) ([]byte, error) {
	return toraGovernor.abi.Pack("getVotesWithParams", account, timepoint, params)
}

// UnpackGetVotesWithParams is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9a802a6d.
//
// Solidity: function getVotesWithParams(address account, uint256 timepoint, bytes params) view returns(uint256)
func (toraGovernor *ToraGovernor) UnpackGetVotesWithParams(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("getVotesWithParams", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackHasVoted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x43859632.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hasVoted(uint256 proposalId, address account) view returns(bool)
func (toraGovernor *ToraGovernor) PackHasVoted(proposalId *big.Int, account common.Address) []byte {
	enc, err := toraGovernor.abi.Pack("hasVoted", proposalId, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHasVoted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x43859632.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hasVoted(uint256 proposalId, address account) view returns(bool)
func (toraGovernor *ToraGovernor) TryPackHasVoted(proposalId *big.Int, account common.Address) ([]byte, error) {
	return toraGovernor.abi.Pack("hasVoted", proposalId, account)
}

// UnpackHasVoted is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x43859632.
//
// Solidity: function hasVoted(uint256 proposalId, address account) view returns(bool)
func (toraGovernor *ToraGovernor) UnpackHasVoted(data []byte) (bool, error) {
	out, err := toraGovernor.abi.Unpack("hasVoted", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackHashProposal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc59057e4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hashProposal(address[] targets, uint256[] values, bytes[] calldatas, bytes32 descriptionHash) pure returns(uint256)
func (toraGovernor *ToraGovernor) PackHashProposal(targets []common.Address, values []*big.Int, calldatas [][]byte, descriptionHash [32]byte) []byte {
	enc, err := toraGovernor.abi.Pack("hashProposal", targets, values, calldatas, descriptionHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHashProposal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc59057e4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hashProposal(address[] targets, uint256[] values, bytes[] calldatas, bytes32 descriptionHash) pure returns(uint256)
func (toraGovernor *ToraGovernor) TryPackHashProposal(targets []common.Address, values []*big.Int, calldatas [][]byte, descriptionHash [32]byte) ([]byte, error) {
	return toraGovernor.abi.Pack("hashProposal", targets, values, calldatas, descriptionHash)
}

// UnpackHashProposal is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc59057e4.
//
// Solidity: function hashProposal(address[] targets, uint256[] values, bytes[] calldatas, bytes32 descriptionHash) pure returns(uint256)
func (toraGovernor *ToraGovernor) UnpackHashProposal(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("hashProposal", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (toraGovernor *ToraGovernor) PackName() []byte {
	enc, err := toraGovernor.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() view returns(string)
func (toraGovernor *ToraGovernor) TryPackName() ([]byte, error) {
	return toraGovernor.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (toraGovernor *ToraGovernor) UnpackName(data []byte) (string, error) {
	out, err := toraGovernor.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecebe00.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (toraGovernor *ToraGovernor) PackNonces(owner common.Address) []byte {
	enc, err := toraGovernor.abi.Pack("nonces", owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecebe00.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (toraGovernor *ToraGovernor) TryPackNonces(owner common.Address) ([]byte, error) {
	return toraGovernor.abi.Pack("nonces", owner)
}

// UnpackNonces is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ecebe00.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (toraGovernor *ToraGovernor) UnpackNonces(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("nonces", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOnERC1155BatchReceived is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc197c81.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onERC1155BatchReceived(address , address , uint256[] , uint256[] , bytes ) returns(bytes4)
func (toraGovernor *ToraGovernor) PackOnERC1155BatchReceived(arg0 common.Address, arg1 common.Address, arg2 []*big.Int, arg3 []*big.Int, arg4 []byte) []byte {
	enc, err := toraGovernor.abi.Pack("onERC1155BatchReceived", arg0, arg1, arg2, arg3, arg4)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnERC1155BatchReceived is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc197c81.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onERC1155BatchReceived(address , address , uint256[] , uint256[] , bytes ) returns(bytes4)
func (toraGovernor *ToraGovernor) TryPackOnERC1155BatchReceived(arg0 common.Address, arg1 common.Address, arg2 []*big.Int, arg3 []*big.Int, arg4 []byte) ([]byte, error) {
	return toraGovernor.abi.Pack("onERC1155BatchReceived", arg0, arg1, arg2, arg3, arg4)
}

// UnpackOnERC1155BatchReceived is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbc197c81.
//
// Solidity: function onERC1155BatchReceived(address , address , uint256[] , uint256[] , bytes ) returns(bytes4)
func (toraGovernor *ToraGovernor) UnpackOnERC1155BatchReceived(data []byte) ([4]byte, error) {
	out, err := toraGovernor.abi.Unpack("onERC1155BatchReceived", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackOnERC1155Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf23a6e61.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onERC1155Received(address , address , uint256 , uint256 , bytes ) returns(bytes4)
func (toraGovernor *ToraGovernor) PackOnERC1155Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 *big.Int, arg4 []byte) []byte {
	enc, err := toraGovernor.abi.Pack("onERC1155Received", arg0, arg1, arg2, arg3, arg4)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnERC1155Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf23a6e61.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onERC1155Received(address , address , uint256 , uint256 , bytes ) returns(bytes4)
func (toraGovernor *ToraGovernor) TryPackOnERC1155Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 *big.Int, arg4 []byte) ([]byte, error) {
	return toraGovernor.abi.Pack("onERC1155Received", arg0, arg1, arg2, arg3, arg4)
}

// UnpackOnERC1155Received is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf23a6e61.
//
// Solidity: function onERC1155Received(address , address , uint256 , uint256 , bytes ) returns(bytes4)
func (toraGovernor *ToraGovernor) UnpackOnERC1155Received(data []byte) ([4]byte, error) {
	out, err := toraGovernor.abi.Unpack("onERC1155Received", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackOnERC721Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x150b7a02.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onERC721Received(address , address , uint256 , bytes ) returns(bytes4)
func (toraGovernor *ToraGovernor) PackOnERC721Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 []byte) []byte {
	enc, err := toraGovernor.abi.Pack("onERC721Received", arg0, arg1, arg2, arg3)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnERC721Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x150b7a02.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onERC721Received(address , address , uint256 , bytes ) returns(bytes4)
func (toraGovernor *ToraGovernor) TryPackOnERC721Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 []byte) ([]byte, error) {
	return toraGovernor.abi.Pack("onERC721Received", arg0, arg1, arg2, arg3)
}

// UnpackOnERC721Received is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x150b7a02.
//
// Solidity: function onERC721Received(address , address , uint256 , bytes ) returns(bytes4)
func (toraGovernor *ToraGovernor) UnpackOnERC721Received(data []byte) ([4]byte, error) {
	out, err := toraGovernor.abi.Unpack("onERC721Received", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackProposalDeadline is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc01f9e37.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function proposalDeadline(uint256 proposalId) view returns(uint256)
func (toraGovernor *ToraGovernor) PackProposalDeadline(proposalId *big.Int) []byte {
	enc, err := toraGovernor.abi.Pack("proposalDeadline", proposalId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProposalDeadline is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc01f9e37.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function proposalDeadline(uint256 proposalId) view returns(uint256)
func (toraGovernor *ToraGovernor) TryPackProposalDeadline(proposalId *big.Int) ([]byte, error) {
	return toraGovernor.abi.Pack("proposalDeadline", proposalId)
}

// UnpackProposalDeadline is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc01f9e37.
//
// Solidity: function proposalDeadline(uint256 proposalId) view returns(uint256)
func (toraGovernor *ToraGovernor) UnpackProposalDeadline(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("proposalDeadline", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackProposalEta is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xab58fb8e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function proposalEta(uint256 proposalId) view returns(uint256)
func (toraGovernor *ToraGovernor) PackProposalEta(proposalId *big.Int) []byte {
	enc, err := toraGovernor.abi.Pack("proposalEta", proposalId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProposalEta is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xab58fb8e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function proposalEta(uint256 proposalId) view returns(uint256)
func (toraGovernor *ToraGovernor) TryPackProposalEta(proposalId *big.Int) ([]byte, error) {
	return toraGovernor.abi.Pack("proposalEta", proposalId)
}

// UnpackProposalEta is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xab58fb8e.
//
// Solidity: function proposalEta(uint256 proposalId) view returns(uint256)
func (toraGovernor *ToraGovernor) UnpackProposalEta(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("proposalEta", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackProposalNeedsQueuing is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9a95294.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function proposalNeedsQueuing(uint256 proposalId) view returns(bool)
func (toraGovernor *ToraGovernor) PackProposalNeedsQueuing(proposalId *big.Int) []byte {
	enc, err := toraGovernor.abi.Pack("proposalNeedsQueuing", proposalId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProposalNeedsQueuing is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9a95294.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function proposalNeedsQueuing(uint256 proposalId) view returns(bool)
func (toraGovernor *ToraGovernor) TryPackProposalNeedsQueuing(proposalId *big.Int) ([]byte, error) {
	return toraGovernor.abi.Pack("proposalNeedsQueuing", proposalId)
}

// UnpackProposalNeedsQueuing is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9a95294.
//
// Solidity: function proposalNeedsQueuing(uint256 proposalId) view returns(bool)
func (toraGovernor *ToraGovernor) UnpackProposalNeedsQueuing(data []byte) (bool, error) {
	out, err := toraGovernor.abi.Unpack("proposalNeedsQueuing", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackProposalProposer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x143489d0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function proposalProposer(uint256 proposalId) view returns(address)
func (toraGovernor *ToraGovernor) PackProposalProposer(proposalId *big.Int) []byte {
	enc, err := toraGovernor.abi.Pack("proposalProposer", proposalId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProposalProposer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x143489d0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function proposalProposer(uint256 proposalId) view returns(address)
func (toraGovernor *ToraGovernor) TryPackProposalProposer(proposalId *big.Int) ([]byte, error) {
	return toraGovernor.abi.Pack("proposalProposer", proposalId)
}

// UnpackProposalProposer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x143489d0.
//
// Solidity: function proposalProposer(uint256 proposalId) view returns(address)
func (toraGovernor *ToraGovernor) UnpackProposalProposer(data []byte) (common.Address, error) {
	out, err := toraGovernor.abi.Unpack("proposalProposer", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackProposalSnapshot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2d63f693.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function proposalSnapshot(uint256 proposalId) view returns(uint256)
func (toraGovernor *ToraGovernor) PackProposalSnapshot(proposalId *big.Int) []byte {
	enc, err := toraGovernor.abi.Pack("proposalSnapshot", proposalId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProposalSnapshot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2d63f693.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function proposalSnapshot(uint256 proposalId) view returns(uint256)
func (toraGovernor *ToraGovernor) TryPackProposalSnapshot(proposalId *big.Int) ([]byte, error) {
	return toraGovernor.abi.Pack("proposalSnapshot", proposalId)
}

// UnpackProposalSnapshot is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2d63f693.
//
// Solidity: function proposalSnapshot(uint256 proposalId) view returns(uint256)
func (toraGovernor *ToraGovernor) UnpackProposalSnapshot(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("proposalSnapshot", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackProposalThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb58131b0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function proposalThreshold() view returns(uint256)
func (toraGovernor *ToraGovernor) PackProposalThreshold() []byte {
	enc, err := toraGovernor.abi.Pack("proposalThreshold")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProposalThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb58131b0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function proposalThreshold() view returns(uint256)
func (toraGovernor *ToraGovernor) TryPackProposalThreshold() ([]byte, error) {
	return toraGovernor.abi.Pack("proposalThreshold")
}

// UnpackProposalThreshold is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb58131b0.
//
// Solidity: function proposalThreshold() view returns(uint256)
func (toraGovernor *ToraGovernor) UnpackProposalThreshold(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("proposalThreshold", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackProposalVotes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x544ffc9c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function proposalVotes(uint256 proposalId) view returns(uint256 againstVotes, uint256 forVotes, uint256 abstainVotes)
func (toraGovernor *ToraGovernor) PackProposalVotes(proposalId *big.Int) []byte {
	enc, err := toraGovernor.abi.Pack("proposalVotes", proposalId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProposalVotes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x544ffc9c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function proposalVotes(uint256 proposalId) view returns(uint256 againstVotes, uint256 forVotes, uint256 abstainVotes)
func (toraGovernor *ToraGovernor) TryPackProposalVotes(proposalId *big.Int) ([]byte, error) {
	return toraGovernor.abi.Pack("proposalVotes", proposalId)
}

// ProposalVotesOutput serves as a container for the return parameters of contract
// method ProposalVotes.
type ProposalVotesOutput struct {
	AgainstVotes *big.Int
	ForVotes     *big.Int
	AbstainVotes *big.Int
}

// UnpackProposalVotes is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x544ffc9c.
//
// Solidity: function proposalVotes(uint256 proposalId) view returns(uint256 againstVotes, uint256 forVotes, uint256 abstainVotes)
func (toraGovernor *ToraGovernor) UnpackProposalVotes(data []byte) (ProposalVotesOutput, error) {
	out, err := toraGovernor.abi.Unpack("proposalVotes", data)
	outstruct := new(ProposalVotesOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.AgainstVotes = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.ForVotes = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.AbstainVotes = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackPropose is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7d5e81e2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function propose(address[] targets, uint256[] values, bytes[] calldatas, string description) returns(uint256)
func (toraGovernor *ToraGovernor) PackPropose(targets []common.Address, values []*big.Int, calldatas [][]byte, description string) []byte {
	enc, err := toraGovernor.abi.Pack("propose", targets, values, calldatas, description)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPropose is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7d5e81e2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function propose(address[] targets, uint256[] values, bytes[] calldatas, string description) returns(uint256)
func (toraGovernor *ToraGovernor) TryPackPropose(targets []common.Address, values []*big.Int, calldatas [][]byte, description string) ([]byte, error) {
	return toraGovernor.abi.Pack("propose", targets, values, calldatas, description)
}

// UnpackPropose is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7d5e81e2.
//
// Solidity: function propose(address[] targets, uint256[] values, bytes[] calldatas, string description) returns(uint256)
func (toraGovernor *ToraGovernor) UnpackPropose(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("propose", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackQueue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x160cbed7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function queue(address[] targets, uint256[] values, bytes[] calldatas, bytes32 descriptionHash) returns(uint256)
func (toraGovernor *ToraGovernor) PackQueue(targets []common.Address, values []*big.Int, calldatas [][]byte, descriptionHash [32]byte) []byte {
	enc, err := toraGovernor.abi.Pack("queue", targets, values, calldatas, descriptionHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQueue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x160cbed7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function queue(address[] targets, uint256[] values, bytes[] calldatas, bytes32 descriptionHash) returns(uint256)
func (toraGovernor *ToraGovernor) TryPackQueue(targets []common.Address, values []*big.Int, calldatas [][]byte, descriptionHash [32]byte) ([]byte, error) {
	return toraGovernor.abi.Pack("queue", targets, values, calldatas, descriptionHash)
}

// UnpackQueue is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x160cbed7.
//
// Solidity: function queue(address[] targets, uint256[] values, bytes[] calldatas, bytes32 descriptionHash) returns(uint256)
func (toraGovernor *ToraGovernor) UnpackQueue(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("queue", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackQuorum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf8ce560a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quorum(uint256 timepoint) view returns(uint256)
func (toraGovernor *ToraGovernor) PackQuorum(timepoint *big.Int) []byte {
	enc, err := toraGovernor.abi.Pack("quorum", timepoint)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuorum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf8ce560a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quorum(uint256 timepoint) view returns(uint256)
func (toraGovernor *ToraGovernor) TryPackQuorum(timepoint *big.Int) ([]byte, error) {
	return toraGovernor.abi.Pack("quorum", timepoint)
}

// UnpackQuorum is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf8ce560a.
//
// Solidity: function quorum(uint256 timepoint) view returns(uint256)
func (toraGovernor *ToraGovernor) UnpackQuorum(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("quorum", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackQuorumDenominator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x97c3d334.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quorumDenominator() view returns(uint256)
func (toraGovernor *ToraGovernor) PackQuorumDenominator() []byte {
	enc, err := toraGovernor.abi.Pack("quorumDenominator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuorumDenominator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x97c3d334.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quorumDenominator() view returns(uint256)
func (toraGovernor *ToraGovernor) TryPackQuorumDenominator() ([]byte, error) {
	return toraGovernor.abi.Pack("quorumDenominator")
}

// UnpackQuorumDenominator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x97c3d334.
//
// Solidity: function quorumDenominator() view returns(uint256)
func (toraGovernor *ToraGovernor) UnpackQuorumDenominator(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("quorumDenominator", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackQuorumNumerator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x60c4247f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quorumNumerator(uint256 timepoint) view returns(uint256)
func (toraGovernor *ToraGovernor) PackQuorumNumerator(timepoint *big.Int) []byte {
	enc, err := toraGovernor.abi.Pack("quorumNumerator", timepoint)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuorumNumerator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x60c4247f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quorumNumerator(uint256 timepoint) view returns(uint256)
func (toraGovernor *ToraGovernor) TryPackQuorumNumerator(timepoint *big.Int) ([]byte, error) {
	return toraGovernor.abi.Pack("quorumNumerator", timepoint)
}

// UnpackQuorumNumerator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x60c4247f.
//
// Solidity: function quorumNumerator(uint256 timepoint) view returns(uint256)
func (toraGovernor *ToraGovernor) UnpackQuorumNumerator(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("quorumNumerator", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackQuorumNumerator0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa7713a70.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quorumNumerator() view returns(uint256)
func (toraGovernor *ToraGovernor) PackQuorumNumerator0() []byte {
	enc, err := toraGovernor.abi.Pack("quorumNumerator0")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuorumNumerator0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa7713a70.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quorumNumerator() view returns(uint256)
func (toraGovernor *ToraGovernor) TryPackQuorumNumerator0() ([]byte, error) {
	return toraGovernor.abi.Pack("quorumNumerator0")
}

// UnpackQuorumNumerator0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa7713a70.
//
// Solidity: function quorumNumerator() view returns(uint256)
func (toraGovernor *ToraGovernor) UnpackQuorumNumerator0(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("quorumNumerator0", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc28bc2fa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function relay(address target, uint256 value, bytes data) payable returns()
func (toraGovernor *ToraGovernor) PackRelay(target common.Address, value *big.Int, data []byte) []byte {
	enc, err := toraGovernor.abi.Pack("relay", target, value, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc28bc2fa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function relay(address target, uint256 value, bytes data) payable returns()
func (toraGovernor *ToraGovernor) TryPackRelay(target common.Address, value *big.Int, data []byte) ([]byte, error) {
	return toraGovernor.abi.Pack("relay", target, value, data)
}

// PackSetProposalThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xece40cc1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setProposalThreshold(uint256 newProposalThreshold) returns()
func (toraGovernor *ToraGovernor) PackSetProposalThreshold(newProposalThreshold *big.Int) []byte {
	enc, err := toraGovernor.abi.Pack("setProposalThreshold", newProposalThreshold)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetProposalThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xece40cc1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setProposalThreshold(uint256 newProposalThreshold) returns()
func (toraGovernor *ToraGovernor) TryPackSetProposalThreshold(newProposalThreshold *big.Int) ([]byte, error) {
	return toraGovernor.abi.Pack("setProposalThreshold", newProposalThreshold)
}

// PackSetVotingDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79051887.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setVotingDelay(uint48 newVotingDelay) returns()
func (toraGovernor *ToraGovernor) PackSetVotingDelay(newVotingDelay *big.Int) []byte {
	enc, err := toraGovernor.abi.Pack("setVotingDelay", newVotingDelay)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetVotingDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79051887.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setVotingDelay(uint48 newVotingDelay) returns()
func (toraGovernor *ToraGovernor) TryPackSetVotingDelay(newVotingDelay *big.Int) ([]byte, error) {
	return toraGovernor.abi.Pack("setVotingDelay", newVotingDelay)
}

// PackSetVotingPeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe540d01d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setVotingPeriod(uint32 newVotingPeriod) returns()
func (toraGovernor *ToraGovernor) PackSetVotingPeriod(newVotingPeriod uint32) []byte {
	enc, err := toraGovernor.abi.Pack("setVotingPeriod", newVotingPeriod)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetVotingPeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe540d01d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setVotingPeriod(uint32 newVotingPeriod) returns()
func (toraGovernor *ToraGovernor) TryPackSetVotingPeriod(newVotingPeriod uint32) ([]byte, error) {
	return toraGovernor.abi.Pack("setVotingPeriod", newVotingPeriod)
}

// PackState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e4f49e6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function state(uint256 proposalId) view returns(uint8)
func (toraGovernor *ToraGovernor) PackState(proposalId *big.Int) []byte {
	enc, err := toraGovernor.abi.Pack("state", proposalId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e4f49e6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function state(uint256 proposalId) view returns(uint8)
func (toraGovernor *ToraGovernor) TryPackState(proposalId *big.Int) ([]byte, error) {
	return toraGovernor.abi.Pack("state", proposalId)
}

// UnpackState is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3e4f49e6.
//
// Solidity: function state(uint256 proposalId) view returns(uint8)
func (toraGovernor *ToraGovernor) UnpackState(data []byte) (uint8, error) {
	out, err := toraGovernor.abi.Unpack("state", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (toraGovernor *ToraGovernor) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := toraGovernor.abi.Pack("supportsInterface", interfaceId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (toraGovernor *ToraGovernor) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return toraGovernor.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (toraGovernor *ToraGovernor) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := toraGovernor.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTimelock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd33219b4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function timelock() view returns(address)
func (toraGovernor *ToraGovernor) PackTimelock() []byte {
	enc, err := toraGovernor.abi.Pack("timelock")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTimelock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd33219b4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function timelock() view returns(address)
func (toraGovernor *ToraGovernor) TryPackTimelock() ([]byte, error) {
	return toraGovernor.abi.Pack("timelock")
}

// UnpackTimelock is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd33219b4.
//
// Solidity: function timelock() view returns(address)
func (toraGovernor *ToraGovernor) UnpackTimelock(data []byte) (common.Address, error) {
	out, err := toraGovernor.abi.Unpack("timelock", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token() view returns(address)
func (toraGovernor *ToraGovernor) PackToken() []byte {
	enc, err := toraGovernor.abi.Pack("token")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function token() view returns(address)
func (toraGovernor *ToraGovernor) TryPackToken() ([]byte, error) {
	return toraGovernor.abi.Pack("token")
}

// UnpackToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc0c546a.
//
// Solidity: function token() view returns(address)
func (toraGovernor *ToraGovernor) UnpackToken(data []byte) (common.Address, error) {
	out, err := toraGovernor.abi.Unpack("token", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackUpdateQuorumNumerator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06f3f9e6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function updateQuorumNumerator(uint256 newQuorumNumerator) returns()
func (toraGovernor *ToraGovernor) PackUpdateQuorumNumerator(newQuorumNumerator *big.Int) []byte {
	enc, err := toraGovernor.abi.Pack("updateQuorumNumerator", newQuorumNumerator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpdateQuorumNumerator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06f3f9e6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function updateQuorumNumerator(uint256 newQuorumNumerator) returns()
func (toraGovernor *ToraGovernor) TryPackUpdateQuorumNumerator(newQuorumNumerator *big.Int) ([]byte, error) {
	return toraGovernor.abi.Pack("updateQuorumNumerator", newQuorumNumerator)
}

// PackUpdateTimelock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa890c910.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function updateTimelock(address ) pure returns()
func (toraGovernor *ToraGovernor) PackUpdateTimelock(arg0 common.Address) []byte {
	enc, err := toraGovernor.abi.Pack("updateTimelock", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpdateTimelock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa890c910.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function updateTimelock(address ) pure returns()
func (toraGovernor *ToraGovernor) TryPackUpdateTimelock(arg0 common.Address) ([]byte, error) {
	return toraGovernor.abi.Pack("updateTimelock", arg0)
}

// PackVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x54fd4d50.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function version() view returns(string)
func (toraGovernor *ToraGovernor) PackVersion() []byte {
	enc, err := toraGovernor.abi.Pack("version")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x54fd4d50.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function version() view returns(string)
func (toraGovernor *ToraGovernor) TryPackVersion() ([]byte, error) {
	return toraGovernor.abi.Pack("version")
}

// UnpackVersion is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x54fd4d50.
//
// Solidity: function version() view returns(string)
func (toraGovernor *ToraGovernor) UnpackVersion(data []byte) (string, error) {
	out, err := toraGovernor.abi.Unpack("version", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackVotingDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3932abb1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function votingDelay() view returns(uint256)
func (toraGovernor *ToraGovernor) PackVotingDelay() []byte {
	enc, err := toraGovernor.abi.Pack("votingDelay")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVotingDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3932abb1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function votingDelay() view returns(uint256)
func (toraGovernor *ToraGovernor) TryPackVotingDelay() ([]byte, error) {
	return toraGovernor.abi.Pack("votingDelay")
}

// UnpackVotingDelay is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3932abb1.
//
// Solidity: function votingDelay() view returns(uint256)
func (toraGovernor *ToraGovernor) UnpackVotingDelay(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("votingDelay", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackVotingPeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02a251a3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function votingPeriod() view returns(uint256)
func (toraGovernor *ToraGovernor) PackVotingPeriod() []byte {
	enc, err := toraGovernor.abi.Pack("votingPeriod")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVotingPeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02a251a3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function votingPeriod() view returns(uint256)
func (toraGovernor *ToraGovernor) TryPackVotingPeriod() ([]byte, error) {
	return toraGovernor.abi.Pack("votingPeriod")
}

// UnpackVotingPeriod is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x02a251a3.
//
// Solidity: function votingPeriod() view returns(uint256)
func (toraGovernor *ToraGovernor) UnpackVotingPeriod(data []byte) (*big.Int, error) {
	out, err := toraGovernor.abi.Unpack("votingPeriod", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// ToraGovernorEIP712DomainChanged represents a EIP712DomainChanged event raised by the ToraGovernor contract.
type ToraGovernorEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const ToraGovernorEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (ToraGovernorEIP712DomainChanged) ContractEventName() string {
	return ToraGovernorEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (toraGovernor *ToraGovernor) UnpackEIP712DomainChangedEvent(log *types.Log) (*ToraGovernorEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraGovernor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraGovernorEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := toraGovernor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraGovernor.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ToraGovernorProposalCanceled represents a ProposalCanceled event raised by the ToraGovernor contract.
type ToraGovernorProposalCanceled struct {
	ProposalId *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const ToraGovernorProposalCanceledEventName = "ProposalCanceled"

// ContractEventName returns the user-defined event name.
func (ToraGovernorProposalCanceled) ContractEventName() string {
	return ToraGovernorProposalCanceledEventName
}

// UnpackProposalCanceledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ProposalCanceled(uint256 proposalId)
func (toraGovernor *ToraGovernor) UnpackProposalCanceledEvent(log *types.Log) (*ToraGovernorProposalCanceled, error) {
	event := "ProposalCanceled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraGovernor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraGovernorProposalCanceled)
	if len(log.Data) > 0 {
		if err := toraGovernor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraGovernor.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ToraGovernorProposalCreated represents a ProposalCreated event raised by the ToraGovernor contract.
type ToraGovernorProposalCreated struct {
	ProposalId  *big.Int
	Proposer    common.Address
	Targets     []common.Address
	Values      []*big.Int
	Signatures  []string
	Calldatas   [][]byte
	VoteStart   *big.Int
	VoteEnd     *big.Int
	Description string
	Raw         *types.Log // Blockchain specific contextual infos
}

const ToraGovernorProposalCreatedEventName = "ProposalCreated"

// ContractEventName returns the user-defined event name.
func (ToraGovernorProposalCreated) ContractEventName() string {
	return ToraGovernorProposalCreatedEventName
}

// UnpackProposalCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ProposalCreated(uint256 proposalId, address proposer, address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, uint256 voteStart, uint256 voteEnd, string description)
func (toraGovernor *ToraGovernor) UnpackProposalCreatedEvent(log *types.Log) (*ToraGovernorProposalCreated, error) {
	event := "ProposalCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraGovernor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraGovernorProposalCreated)
	if len(log.Data) > 0 {
		if err := toraGovernor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraGovernor.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ToraGovernorProposalExecuted represents a ProposalExecuted event raised by the ToraGovernor contract.
type ToraGovernorProposalExecuted struct {
	ProposalId *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const ToraGovernorProposalExecutedEventName = "ProposalExecuted"

// ContractEventName returns the user-defined event name.
func (ToraGovernorProposalExecuted) ContractEventName() string {
	return ToraGovernorProposalExecutedEventName
}

// UnpackProposalExecutedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ProposalExecuted(uint256 proposalId)
func (toraGovernor *ToraGovernor) UnpackProposalExecutedEvent(log *types.Log) (*ToraGovernorProposalExecuted, error) {
	event := "ProposalExecuted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraGovernor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraGovernorProposalExecuted)
	if len(log.Data) > 0 {
		if err := toraGovernor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraGovernor.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ToraGovernorProposalQueued represents a ProposalQueued event raised by the ToraGovernor contract.
type ToraGovernorProposalQueued struct {
	ProposalId *big.Int
	EtaSeconds *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const ToraGovernorProposalQueuedEventName = "ProposalQueued"

// ContractEventName returns the user-defined event name.
func (ToraGovernorProposalQueued) ContractEventName() string {
	return ToraGovernorProposalQueuedEventName
}

// UnpackProposalQueuedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ProposalQueued(uint256 proposalId, uint256 etaSeconds)
func (toraGovernor *ToraGovernor) UnpackProposalQueuedEvent(log *types.Log) (*ToraGovernorProposalQueued, error) {
	event := "ProposalQueued"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraGovernor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraGovernorProposalQueued)
	if len(log.Data) > 0 {
		if err := toraGovernor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraGovernor.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ToraGovernorProposalThresholdSet represents a ProposalThresholdSet event raised by the ToraGovernor contract.
type ToraGovernorProposalThresholdSet struct {
	OldProposalThreshold *big.Int
	NewProposalThreshold *big.Int
	Raw                  *types.Log // Blockchain specific contextual infos
}

const ToraGovernorProposalThresholdSetEventName = "ProposalThresholdSet"

// ContractEventName returns the user-defined event name.
func (ToraGovernorProposalThresholdSet) ContractEventName() string {
	return ToraGovernorProposalThresholdSetEventName
}

// UnpackProposalThresholdSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ProposalThresholdSet(uint256 oldProposalThreshold, uint256 newProposalThreshold)
func (toraGovernor *ToraGovernor) UnpackProposalThresholdSetEvent(log *types.Log) (*ToraGovernorProposalThresholdSet, error) {
	event := "ProposalThresholdSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraGovernor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraGovernorProposalThresholdSet)
	if len(log.Data) > 0 {
		if err := toraGovernor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraGovernor.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ToraGovernorQuorumNumeratorUpdated represents a QuorumNumeratorUpdated event raised by the ToraGovernor contract.
type ToraGovernorQuorumNumeratorUpdated struct {
	OldQuorumNumerator *big.Int
	NewQuorumNumerator *big.Int
	Raw                *types.Log // Blockchain specific contextual infos
}

const ToraGovernorQuorumNumeratorUpdatedEventName = "QuorumNumeratorUpdated"

// ContractEventName returns the user-defined event name.
func (ToraGovernorQuorumNumeratorUpdated) ContractEventName() string {
	return ToraGovernorQuorumNumeratorUpdatedEventName
}

// UnpackQuorumNumeratorUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event QuorumNumeratorUpdated(uint256 oldQuorumNumerator, uint256 newQuorumNumerator)
func (toraGovernor *ToraGovernor) UnpackQuorumNumeratorUpdatedEvent(log *types.Log) (*ToraGovernorQuorumNumeratorUpdated, error) {
	event := "QuorumNumeratorUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraGovernor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraGovernorQuorumNumeratorUpdated)
	if len(log.Data) > 0 {
		if err := toraGovernor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraGovernor.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ToraGovernorTimelockChange represents a TimelockChange event raised by the ToraGovernor contract.
type ToraGovernorTimelockChange struct {
	OldTimelock common.Address
	NewTimelock common.Address
	Raw         *types.Log // Blockchain specific contextual infos
}

const ToraGovernorTimelockChangeEventName = "TimelockChange"

// ContractEventName returns the user-defined event name.
func (ToraGovernorTimelockChange) ContractEventName() string {
	return ToraGovernorTimelockChangeEventName
}

// UnpackTimelockChangeEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TimelockChange(address oldTimelock, address newTimelock)
func (toraGovernor *ToraGovernor) UnpackTimelockChangeEvent(log *types.Log) (*ToraGovernorTimelockChange, error) {
	event := "TimelockChange"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraGovernor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraGovernorTimelockChange)
	if len(log.Data) > 0 {
		if err := toraGovernor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraGovernor.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ToraGovernorVoteCast represents a VoteCast event raised by the ToraGovernor contract.
type ToraGovernorVoteCast struct {
	Voter      common.Address
	ProposalId *big.Int
	Support    uint8
	Weight     *big.Int
	Reason     string
	Raw        *types.Log // Blockchain specific contextual infos
}

const ToraGovernorVoteCastEventName = "VoteCast"

// ContractEventName returns the user-defined event name.
func (ToraGovernorVoteCast) ContractEventName() string {
	return ToraGovernorVoteCastEventName
}

// UnpackVoteCastEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VoteCast(address indexed voter, uint256 proposalId, uint8 support, uint256 weight, string reason)
func (toraGovernor *ToraGovernor) UnpackVoteCastEvent(log *types.Log) (*ToraGovernorVoteCast, error) {
	event := "VoteCast"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraGovernor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraGovernorVoteCast)
	if len(log.Data) > 0 {
		if err := toraGovernor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraGovernor.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ToraGovernorVoteCastWithParams represents a VoteCastWithParams event raised by the ToraGovernor contract.
type ToraGovernorVoteCastWithParams struct {
	Voter      common.Address
	ProposalId *big.Int
	Support    uint8
	Weight     *big.Int
	Reason     string
	Params     []byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const ToraGovernorVoteCastWithParamsEventName = "VoteCastWithParams"

// ContractEventName returns the user-defined event name.
func (ToraGovernorVoteCastWithParams) ContractEventName() string {
	return ToraGovernorVoteCastWithParamsEventName
}

// UnpackVoteCastWithParamsEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VoteCastWithParams(address indexed voter, uint256 proposalId, uint8 support, uint256 weight, string reason, bytes params)
func (toraGovernor *ToraGovernor) UnpackVoteCastWithParamsEvent(log *types.Log) (*ToraGovernorVoteCastWithParams, error) {
	event := "VoteCastWithParams"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraGovernor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraGovernorVoteCastWithParams)
	if len(log.Data) > 0 {
		if err := toraGovernor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraGovernor.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ToraGovernorVotingDelaySet represents a VotingDelaySet event raised by the ToraGovernor contract.
type ToraGovernorVotingDelaySet struct {
	OldVotingDelay *big.Int
	NewVotingDelay *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const ToraGovernorVotingDelaySetEventName = "VotingDelaySet"

// ContractEventName returns the user-defined event name.
func (ToraGovernorVotingDelaySet) ContractEventName() string {
	return ToraGovernorVotingDelaySetEventName
}

// UnpackVotingDelaySetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VotingDelaySet(uint256 oldVotingDelay, uint256 newVotingDelay)
func (toraGovernor *ToraGovernor) UnpackVotingDelaySetEvent(log *types.Log) (*ToraGovernorVotingDelaySet, error) {
	event := "VotingDelaySet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraGovernor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraGovernorVotingDelaySet)
	if len(log.Data) > 0 {
		if err := toraGovernor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraGovernor.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ToraGovernorVotingPeriodSet represents a VotingPeriodSet event raised by the ToraGovernor contract.
type ToraGovernorVotingPeriodSet struct {
	OldVotingPeriod *big.Int
	NewVotingPeriod *big.Int
	Raw             *types.Log // Blockchain specific contextual infos
}

const ToraGovernorVotingPeriodSetEventName = "VotingPeriodSet"

// ContractEventName returns the user-defined event name.
func (ToraGovernorVotingPeriodSet) ContractEventName() string {
	return ToraGovernorVotingPeriodSetEventName
}

// UnpackVotingPeriodSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VotingPeriodSet(uint256 oldVotingPeriod, uint256 newVotingPeriod)
func (toraGovernor *ToraGovernor) UnpackVotingPeriodSetEvent(log *types.Log) (*ToraGovernorVotingPeriodSet, error) {
	event := "VotingPeriodSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraGovernor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraGovernorVotingPeriodSet)
	if len(log.Data) > 0 {
		if err := toraGovernor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraGovernor.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (toraGovernor *ToraGovernor) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["CheckpointUnorderedInsertion"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackCheckpointUnorderedInsertionError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["ERC6372InconsistentClock"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackERC6372InconsistentClockError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["FailedCall"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackFailedCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["GovernorAlreadyCastVote"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackGovernorAlreadyCastVoteError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["GovernorAlreadyQueuedProposal"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackGovernorAlreadyQueuedProposalError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["GovernorDisabledDeposit"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackGovernorDisabledDepositError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["GovernorInsufficientProposerVotes"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackGovernorInsufficientProposerVotesError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["GovernorInvalidProposalLength"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackGovernorInvalidProposalLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["GovernorInvalidQuorumFraction"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackGovernorInvalidQuorumFractionError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["GovernorInvalidSignature"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackGovernorInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["GovernorInvalidVoteParams"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackGovernorInvalidVoteParamsError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["GovernorInvalidVoteType"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackGovernorInvalidVoteTypeError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["GovernorInvalidVotingPeriod"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackGovernorInvalidVotingPeriodError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["GovernorNonexistentProposal"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackGovernorNonexistentProposalError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["GovernorOnlyExecutor"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackGovernorOnlyExecutorError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["GovernorProposalQueueingFailed"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackGovernorProposalQueueingFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["GovernorProposalQueueingNotRequired"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackGovernorProposalQueueingNotRequiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["GovernorRestrictedProposer"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackGovernorRestrictedProposerError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["GovernorUnableToCancel"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackGovernorUnableToCancelError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["GovernorUnexpectedProposalState"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackGovernorUnexpectedProposalStateError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["InvalidAccountNonce"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackInvalidAccountNonceError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["NoVotingPower"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackNoVotingPowerError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["SafeCastOverflowedUintDowncast"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackSafeCastOverflowedUintDowncastError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackStringTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraGovernor.abi.Errors["TimelockFixed"].ID.Bytes()[:4]) {
		return toraGovernor.UnpackTimelockFixedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ToraGovernorCheckpointUnorderedInsertion represents a CheckpointUnorderedInsertion error raised by the ToraGovernor contract.
type ToraGovernorCheckpointUnorderedInsertion struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CheckpointUnorderedInsertion()
func ToraGovernorCheckpointUnorderedInsertionErrorID() common.Hash {
	return common.HexToHash("0x2520601d9d60b717c34a36ad270857824c5a1ebbfd08ff39aba6930089495cfa")
}

// UnpackCheckpointUnorderedInsertionError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CheckpointUnorderedInsertion()
func (toraGovernor *ToraGovernor) UnpackCheckpointUnorderedInsertionError(raw []byte) (*ToraGovernorCheckpointUnorderedInsertion, error) {
	out := new(ToraGovernorCheckpointUnorderedInsertion)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "CheckpointUnorderedInsertion", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorERC6372InconsistentClock represents a ERC6372InconsistentClock error raised by the ToraGovernor contract.
type ToraGovernorERC6372InconsistentClock struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC6372InconsistentClock()
func ToraGovernorERC6372InconsistentClockErrorID() common.Hash {
	return common.HexToHash("0x6ff07140ae905cb0f8e72fb38f5dd8e756c387b0065be0e1bf85bd0621a43dc7")
}

// UnpackERC6372InconsistentClockError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC6372InconsistentClock()
func (toraGovernor *ToraGovernor) UnpackERC6372InconsistentClockError(raw []byte) (*ToraGovernorERC6372InconsistentClock, error) {
	out := new(ToraGovernorERC6372InconsistentClock)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "ERC6372InconsistentClock", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorFailedCall represents a FailedCall error raised by the ToraGovernor contract.
type ToraGovernorFailedCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedCall()
func ToraGovernorFailedCallErrorID() common.Hash {
	return common.HexToHash("0xd6bda27508c0fb6d8a39b4b122878dab26f731a7d4e4abe711dd3731899052a4")
}

// UnpackFailedCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedCall()
func (toraGovernor *ToraGovernor) UnpackFailedCallError(raw []byte) (*ToraGovernorFailedCall, error) {
	out := new(ToraGovernorFailedCall)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "FailedCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorGovernorAlreadyCastVote represents a GovernorAlreadyCastVote error raised by the ToraGovernor contract.
type ToraGovernorGovernorAlreadyCastVote struct {
	Voter common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GovernorAlreadyCastVote(address voter)
func ToraGovernorGovernorAlreadyCastVoteErrorID() common.Hash {
	return common.HexToHash("0x71c6af4932ed543cdb181fcbb800f4b9940a2ccceeaee5e6e141de8c50856ede")
}

// UnpackGovernorAlreadyCastVoteError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GovernorAlreadyCastVote(address voter)
func (toraGovernor *ToraGovernor) UnpackGovernorAlreadyCastVoteError(raw []byte) (*ToraGovernorGovernorAlreadyCastVote, error) {
	out := new(ToraGovernorGovernorAlreadyCastVote)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "GovernorAlreadyCastVote", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorGovernorAlreadyQueuedProposal represents a GovernorAlreadyQueuedProposal error raised by the ToraGovernor contract.
type ToraGovernorGovernorAlreadyQueuedProposal struct {
	ProposalId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GovernorAlreadyQueuedProposal(uint256 proposalId)
func ToraGovernorGovernorAlreadyQueuedProposalErrorID() common.Hash {
	return common.HexToHash("0xf20e7d374e58691196b2e081c7753efc94203ab3520c58efe153076e279fde0a")
}

// UnpackGovernorAlreadyQueuedProposalError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GovernorAlreadyQueuedProposal(uint256 proposalId)
func (toraGovernor *ToraGovernor) UnpackGovernorAlreadyQueuedProposalError(raw []byte) (*ToraGovernorGovernorAlreadyQueuedProposal, error) {
	out := new(ToraGovernorGovernorAlreadyQueuedProposal)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "GovernorAlreadyQueuedProposal", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorGovernorDisabledDeposit represents a GovernorDisabledDeposit error raised by the ToraGovernor contract.
type ToraGovernorGovernorDisabledDeposit struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GovernorDisabledDeposit()
func ToraGovernorGovernorDisabledDepositErrorID() common.Hash {
	return common.HexToHash("0xe90a651e5fdea7022846d10b5f36994c22e1f46db4b5021aa3e26ad83b24bfd8")
}

// UnpackGovernorDisabledDepositError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GovernorDisabledDeposit()
func (toraGovernor *ToraGovernor) UnpackGovernorDisabledDepositError(raw []byte) (*ToraGovernorGovernorDisabledDeposit, error) {
	out := new(ToraGovernorGovernorDisabledDeposit)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "GovernorDisabledDeposit", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorGovernorInsufficientProposerVotes represents a GovernorInsufficientProposerVotes error raised by the ToraGovernor contract.
type ToraGovernorGovernorInsufficientProposerVotes struct {
	Proposer  common.Address
	Votes     *big.Int
	Threshold *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GovernorInsufficientProposerVotes(address proposer, uint256 votes, uint256 threshold)
func ToraGovernorGovernorInsufficientProposerVotesErrorID() common.Hash {
	return common.HexToHash("0xc242ee16ab08d11dbce60e744efdbd91b4e07ac4c074d993992519795a6324d0")
}

// UnpackGovernorInsufficientProposerVotesError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GovernorInsufficientProposerVotes(address proposer, uint256 votes, uint256 threshold)
func (toraGovernor *ToraGovernor) UnpackGovernorInsufficientProposerVotesError(raw []byte) (*ToraGovernorGovernorInsufficientProposerVotes, error) {
	out := new(ToraGovernorGovernorInsufficientProposerVotes)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "GovernorInsufficientProposerVotes", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorGovernorInvalidProposalLength represents a GovernorInvalidProposalLength error raised by the ToraGovernor contract.
type ToraGovernorGovernorInvalidProposalLength struct {
	Targets   *big.Int
	Calldatas *big.Int
	Values    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GovernorInvalidProposalLength(uint256 targets, uint256 calldatas, uint256 values)
func ToraGovernorGovernorInvalidProposalLengthErrorID() common.Hash {
	return common.HexToHash("0x447b05d0c41e339e22932be48ca2091a47f3c39df25e2152ad11a8729753b2b4")
}

// UnpackGovernorInvalidProposalLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GovernorInvalidProposalLength(uint256 targets, uint256 calldatas, uint256 values)
func (toraGovernor *ToraGovernor) UnpackGovernorInvalidProposalLengthError(raw []byte) (*ToraGovernorGovernorInvalidProposalLength, error) {
	out := new(ToraGovernorGovernorInvalidProposalLength)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "GovernorInvalidProposalLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorGovernorInvalidQuorumFraction represents a GovernorInvalidQuorumFraction error raised by the ToraGovernor contract.
type ToraGovernorGovernorInvalidQuorumFraction struct {
	QuorumNumerator   *big.Int
	QuorumDenominator *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GovernorInvalidQuorumFraction(uint256 quorumNumerator, uint256 quorumDenominator)
func ToraGovernorGovernorInvalidQuorumFractionErrorID() common.Hash {
	return common.HexToHash("0x243e5445050913bb1c3de7a2f82eba0c3b0b8a55c2aacf660392fa35087a1919")
}

// UnpackGovernorInvalidQuorumFractionError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GovernorInvalidQuorumFraction(uint256 quorumNumerator, uint256 quorumDenominator)
func (toraGovernor *ToraGovernor) UnpackGovernorInvalidQuorumFractionError(raw []byte) (*ToraGovernorGovernorInvalidQuorumFraction, error) {
	out := new(ToraGovernorGovernorInvalidQuorumFraction)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "GovernorInvalidQuorumFraction", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorGovernorInvalidSignature represents a GovernorInvalidSignature error raised by the ToraGovernor contract.
type ToraGovernorGovernorInvalidSignature struct {
	Voter common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GovernorInvalidSignature(address voter)
func ToraGovernorGovernorInvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0x94ab6c07905fb25046d2809e4563b09690f891c9495bfe19551d602e7eddbb1b")
}

// UnpackGovernorInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GovernorInvalidSignature(address voter)
func (toraGovernor *ToraGovernor) UnpackGovernorInvalidSignatureError(raw []byte) (*ToraGovernorGovernorInvalidSignature, error) {
	out := new(ToraGovernorGovernorInvalidSignature)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "GovernorInvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorGovernorInvalidVoteParams represents a GovernorInvalidVoteParams error raised by the ToraGovernor contract.
type ToraGovernorGovernorInvalidVoteParams struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GovernorInvalidVoteParams()
func ToraGovernorGovernorInvalidVoteParamsErrorID() common.Hash {
	return common.HexToHash("0x867db7717d0cc803be5726127d33cc17ae07776705d8ba6659af8aaa5b418dd8")
}

// UnpackGovernorInvalidVoteParamsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GovernorInvalidVoteParams()
func (toraGovernor *ToraGovernor) UnpackGovernorInvalidVoteParamsError(raw []byte) (*ToraGovernorGovernorInvalidVoteParams, error) {
	out := new(ToraGovernorGovernorInvalidVoteParams)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "GovernorInvalidVoteParams", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorGovernorInvalidVoteType represents a GovernorInvalidVoteType error raised by the ToraGovernor contract.
type ToraGovernorGovernorInvalidVoteType struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GovernorInvalidVoteType()
func ToraGovernorGovernorInvalidVoteTypeErrorID() common.Hash {
	return common.HexToHash("0x06b337c26289d63178b4d4ed5fd513f38a1d8832d0edd309ef07bfc9ba5caf49")
}

// UnpackGovernorInvalidVoteTypeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GovernorInvalidVoteType()
func (toraGovernor *ToraGovernor) UnpackGovernorInvalidVoteTypeError(raw []byte) (*ToraGovernorGovernorInvalidVoteType, error) {
	out := new(ToraGovernorGovernorInvalidVoteType)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "GovernorInvalidVoteType", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorGovernorInvalidVotingPeriod represents a GovernorInvalidVotingPeriod error raised by the ToraGovernor contract.
type ToraGovernorGovernorInvalidVotingPeriod struct {
	VotingPeriod *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GovernorInvalidVotingPeriod(uint256 votingPeriod)
func ToraGovernorGovernorInvalidVotingPeriodErrorID() common.Hash {
	return common.HexToHash("0xf1cfbf057db43f9730bc42a52728d66da9151a5c6929758ee824e299f82f5689")
}

// UnpackGovernorInvalidVotingPeriodError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GovernorInvalidVotingPeriod(uint256 votingPeriod)
func (toraGovernor *ToraGovernor) UnpackGovernorInvalidVotingPeriodError(raw []byte) (*ToraGovernorGovernorInvalidVotingPeriod, error) {
	out := new(ToraGovernorGovernorInvalidVotingPeriod)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "GovernorInvalidVotingPeriod", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorGovernorNonexistentProposal represents a GovernorNonexistentProposal error raised by the ToraGovernor contract.
type ToraGovernorGovernorNonexistentProposal struct {
	ProposalId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GovernorNonexistentProposal(uint256 proposalId)
func ToraGovernorGovernorNonexistentProposalErrorID() common.Hash {
	return common.HexToHash("0x6ad06075316ea071ccae80931b756598be5aad3433b2c47b38607a8eec344a70")
}

// UnpackGovernorNonexistentProposalError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GovernorNonexistentProposal(uint256 proposalId)
func (toraGovernor *ToraGovernor) UnpackGovernorNonexistentProposalError(raw []byte) (*ToraGovernorGovernorNonexistentProposal, error) {
	out := new(ToraGovernorGovernorNonexistentProposal)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "GovernorNonexistentProposal", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorGovernorOnlyExecutor represents a GovernorOnlyExecutor error raised by the ToraGovernor contract.
type ToraGovernorGovernorOnlyExecutor struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GovernorOnlyExecutor(address account)
func ToraGovernorGovernorOnlyExecutorErrorID() common.Hash {
	return common.HexToHash("0x47096e4749c231af946d5efc74a7fd817371e756031e98787f18bf70aaa7753c")
}

// UnpackGovernorOnlyExecutorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GovernorOnlyExecutor(address account)
func (toraGovernor *ToraGovernor) UnpackGovernorOnlyExecutorError(raw []byte) (*ToraGovernorGovernorOnlyExecutor, error) {
	out := new(ToraGovernorGovernorOnlyExecutor)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "GovernorOnlyExecutor", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorGovernorProposalQueueingFailed represents a GovernorProposalQueueingFailed error raised by the ToraGovernor contract.
type ToraGovernorGovernorProposalQueueingFailed struct {
	ProposalId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GovernorProposalQueueingFailed(uint256 proposalId)
func ToraGovernorGovernorProposalQueueingFailedErrorID() common.Hash {
	return common.HexToHash("0xab2d0311b12775d840d040f070d41586c4d88ef7337d352d0dfa2a1ede1d73e0")
}

// UnpackGovernorProposalQueueingFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GovernorProposalQueueingFailed(uint256 proposalId)
func (toraGovernor *ToraGovernor) UnpackGovernorProposalQueueingFailedError(raw []byte) (*ToraGovernorGovernorProposalQueueingFailed, error) {
	out := new(ToraGovernorGovernorProposalQueueingFailed)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "GovernorProposalQueueingFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorGovernorProposalQueueingNotRequired represents a GovernorProposalQueueingNotRequired error raised by the ToraGovernor contract.
type ToraGovernorGovernorProposalQueueingNotRequired struct {
	ProposalId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GovernorProposalQueueingNotRequired(uint256 proposalId)
func ToraGovernorGovernorProposalQueueingNotRequiredErrorID() common.Hash {
	return common.HexToHash("0xd838bcb7f156d6ff91334907349273614e60ebfac1fd90f5ce25b84cd6c61a09")
}

// UnpackGovernorProposalQueueingNotRequiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GovernorProposalQueueingNotRequired(uint256 proposalId)
func (toraGovernor *ToraGovernor) UnpackGovernorProposalQueueingNotRequiredError(raw []byte) (*ToraGovernorGovernorProposalQueueingNotRequired, error) {
	out := new(ToraGovernorGovernorProposalQueueingNotRequired)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "GovernorProposalQueueingNotRequired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorGovernorRestrictedProposer represents a GovernorRestrictedProposer error raised by the ToraGovernor contract.
type ToraGovernorGovernorRestrictedProposer struct {
	Proposer common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GovernorRestrictedProposer(address proposer)
func ToraGovernorGovernorRestrictedProposerErrorID() common.Hash {
	return common.HexToHash("0xd9b395579c6f1566cc7608394c53136f366f7fa719d01a941bee075ef8c704f4")
}

// UnpackGovernorRestrictedProposerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GovernorRestrictedProposer(address proposer)
func (toraGovernor *ToraGovernor) UnpackGovernorRestrictedProposerError(raw []byte) (*ToraGovernorGovernorRestrictedProposer, error) {
	out := new(ToraGovernorGovernorRestrictedProposer)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "GovernorRestrictedProposer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorGovernorUnableToCancel represents a GovernorUnableToCancel error raised by the ToraGovernor contract.
type ToraGovernorGovernorUnableToCancel struct {
	ProposalId *big.Int
	Account    common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GovernorUnableToCancel(uint256 proposalId, address account)
func ToraGovernorGovernorUnableToCancelErrorID() common.Hash {
	return common.HexToHash("0x8fe5d8a9809b4b1a3569a8d98ce25e21fb956a89b6b9a2741d15bc699f46ef07")
}

// UnpackGovernorUnableToCancelError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GovernorUnableToCancel(uint256 proposalId, address account)
func (toraGovernor *ToraGovernor) UnpackGovernorUnableToCancelError(raw []byte) (*ToraGovernorGovernorUnableToCancel, error) {
	out := new(ToraGovernorGovernorUnableToCancel)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "GovernorUnableToCancel", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorGovernorUnexpectedProposalState represents a GovernorUnexpectedProposalState error raised by the ToraGovernor contract.
type ToraGovernorGovernorUnexpectedProposalState struct {
	ProposalId     *big.Int
	Current        uint8
	ExpectedStates [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GovernorUnexpectedProposalState(uint256 proposalId, uint8 current, bytes32 expectedStates)
func ToraGovernorGovernorUnexpectedProposalStateErrorID() common.Hash {
	return common.HexToHash("0x31b75e4d4f8317c390cf01cbc79dfe4f67ce2d27f65a099074fdc67f00f76908")
}

// UnpackGovernorUnexpectedProposalStateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GovernorUnexpectedProposalState(uint256 proposalId, uint8 current, bytes32 expectedStates)
func (toraGovernor *ToraGovernor) UnpackGovernorUnexpectedProposalStateError(raw []byte) (*ToraGovernorGovernorUnexpectedProposalState, error) {
	out := new(ToraGovernorGovernorUnexpectedProposalState)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "GovernorUnexpectedProposalState", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorInvalidAccountNonce represents a InvalidAccountNonce error raised by the ToraGovernor contract.
type ToraGovernorInvalidAccountNonce struct {
	Account      common.Address
	CurrentNonce *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAccountNonce(address account, uint256 currentNonce)
func ToraGovernorInvalidAccountNonceErrorID() common.Hash {
	return common.HexToHash("0x752d88c0de02638abf10e8e31861e4c68dc1f3a1e7d840e580683f2c282bfc7a")
}

// UnpackInvalidAccountNonceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAccountNonce(address account, uint256 currentNonce)
func (toraGovernor *ToraGovernor) UnpackInvalidAccountNonceError(raw []byte) (*ToraGovernorInvalidAccountNonce, error) {
	out := new(ToraGovernorInvalidAccountNonce)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "InvalidAccountNonce", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorInvalidShortString represents a InvalidShortString error raised by the ToraGovernor contract.
type ToraGovernorInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func ToraGovernorInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (toraGovernor *ToraGovernor) UnpackInvalidShortStringError(raw []byte) (*ToraGovernorInvalidShortString, error) {
	out := new(ToraGovernorInvalidShortString)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorNoVotingPower represents a NoVotingPower error raised by the ToraGovernor contract.
type ToraGovernorNoVotingPower struct {
	Account   common.Address
	Timepoint *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoVotingPower(address account, uint256 timepoint)
func ToraGovernorNoVotingPowerErrorID() common.Hash {
	return common.HexToHash("0x8102b749a6b8ee8b754021d8f3e2f0cfe4d5607d9cb3064b010806e65e143f99")
}

// UnpackNoVotingPowerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoVotingPower(address account, uint256 timepoint)
func (toraGovernor *ToraGovernor) UnpackNoVotingPowerError(raw []byte) (*ToraGovernorNoVotingPower, error) {
	out := new(ToraGovernorNoVotingPower)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "NoVotingPower", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorSafeCastOverflowedUintDowncast represents a SafeCastOverflowedUintDowncast error raised by the ToraGovernor contract.
type ToraGovernorSafeCastOverflowedUintDowncast struct {
	Bits  uint8
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func ToraGovernorSafeCastOverflowedUintDowncastErrorID() common.Hash {
	return common.HexToHash("0x6dfcc6503a32754ce7a89698e18201fc5294fd4aad43edefee786f88423b1a12")
}

// UnpackSafeCastOverflowedUintDowncastError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func (toraGovernor *ToraGovernor) UnpackSafeCastOverflowedUintDowncastError(raw []byte) (*ToraGovernorSafeCastOverflowedUintDowncast, error) {
	out := new(ToraGovernorSafeCastOverflowedUintDowncast)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "SafeCastOverflowedUintDowncast", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorStringTooLong represents a StringTooLong error raised by the ToraGovernor contract.
type ToraGovernorStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func ToraGovernorStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (toraGovernor *ToraGovernor) UnpackStringTooLongError(raw []byte) (*ToraGovernorStringTooLong, error) {
	out := new(ToraGovernorStringTooLong)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraGovernorTimelockFixed represents a TimelockFixed error raised by the ToraGovernor contract.
type ToraGovernorTimelockFixed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TimelockFixed()
func ToraGovernorTimelockFixedErrorID() common.Hash {
	return common.HexToHash("0x3a24b4bfd4aae0b798ebe613c407a886fb154ebe494b481b9f71204b371068f5")
}

// UnpackTimelockFixedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TimelockFixed()
func (toraGovernor *ToraGovernor) UnpackTimelockFixedError(raw []byte) (*ToraGovernorTimelockFixed, error) {
	out := new(ToraGovernorTimelockFixed)
	if err := toraGovernor.abi.UnpackIntoInterface(out, "TimelockFixed", raw); err != nil {
		return nil, err
	}
	return out, nil
}
