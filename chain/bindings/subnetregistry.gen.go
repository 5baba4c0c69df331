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

// SubnetRegistryParams is an auto generated low-level Go binding around an user-defined struct.
type SubnetRegistryParams struct {
	MinFee            *big.Int
	SampleRateBps     uint16
	ChallengeWindow   uint64
	MinerShareBps     uint16
	MinMinerStake     *big.Int
	MinValidatorStake *big.Int
	SlashAmount       *big.Int
	ChallengeBond     *big.Int
	QuorumBps         uint16
}

// SubnetRegistryMetaData contains all meta data concerning the SubnetRegistry contract.
var SubnetRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"BpsOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"window\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"max\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"window\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"min\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowTooShort\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"max\",\"type\":\"uint16\"}],\"name\":\"MinerShareTooHigh\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSubnetOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"min\",\"type\":\"uint16\"}],\"name\":\"QuorumTooLow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"max\",\"type\":\"uint96\"}],\"name\":\"SlashTooHigh\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"UnknownSubnet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroOwner\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"indexed\":false,\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"params\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"effectiveAt\",\"type\":\"uint64\"}],\"name\":\"ParamsScheduled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"indexed\":false,\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"params\",\"type\":\"tuple\"}],\"name\":\"SubnetCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"SubnetOwnershipTransferred\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_CHALLENGE_WINDOW\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_MINER_SHARE_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_SLASH\",\"outputs\":[{\"internalType\":\"uint96\",\"name\":\"\",\"type\":\"uint96\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_VOTE_PERIOD\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_CHALLENGE_WINDOW\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_QUORUM_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PARAM_CHANGE_DELAY\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"challengeTerms\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"p\",\"type\":\"tuple\"}],\"name\":\"createSubnet\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"defaultParams\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"ownerOf\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"params\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"p\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"pendingParams\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"uint64\",\"name\":\"effectiveAt\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"settlementParams\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"subnetCount\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferSubnetOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"p\",\"type\":\"tuple\"}],\"name\":\"updateParams\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"effectiveAt\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "SubnetRegistry",
	Bin: "0x6080604052348015600e575f5ffd5b506115bf8061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610111575f3560e01c80636356978f1161009e578063916a5c5b1161006e578063916a5c5b1461023d5780639fafb9ac14610250578063a18522c214610294578063e394e7e71461029e578063e46347e2146102db575f5ffd5b80636356978f146101b657806365831087146101d75780637903a617146101ff5780638f81a4291461022a575f5ffd5b806351586ecb116100e457806351586ecb14610168578063518dc12414610172578063615dfa5c14610185578063618f9a341461019a5780636198c3d0146101ad575f5ffd5b8063096abd33146101155780630bdc203b1461013c578063249d39e9146101445780632ef7591114610160575b5f5ffd5b61011f62093a8081565b6040516001600160401b0390911681526020015b60405180910390f35b61011f600181565b61014d61271081565b60405161ffff9091168152602001610133565b61014d6102f0565b61011f6203f48081565b61011f610180366004610f4d565b610300565b61018d6103dc565b604051610133919061103c565b61011f6101a8366004611070565b610446565b61014d61138981565b6101c96101c43660046110a5565b6105db565b6040516101339291906110c0565b6101e7683635c9adc5dea0000081565b6040516001600160601b039091168152602001610133565b61021261020d3660046110a5565b6106ed565b6040516001600160a01b039091168152602001610133565b61018d6102383660046110a5565b61070a565b60025461011f906001600160401b031681565b61026361025e3660046110a5565b61088b565b604080516001600160801b0390941684526001600160401b03909216602084015261ffff1690820152606001610133565b61011f6202a30081565b6102b16102ac3660046110a5565b610962565b6040805161ffff90941684526001600160601b039283166020850152911690820152606001610133565b6102ee6102e93660046110e6565b6109fa565b005b6102fd600161271061113c565b81565b5f61030a82610ab5565b600280545f90610322906001600160401b0316611156565b82546001600160401b038083166101009490940a848102910219909116179092555f90815260208190526040902090915061036b816103663686900386018661120d565b610d29565b805460ff60d01b1916600160d01b1781556001810180546001600160a01b031916339081179091556040516001600160401b038416907fc16c8e3e4485de4e574a01ecbad1eb8a2748736751ab7115add43251a43ecdea906103ce9087906113a3565b60405180910390a350919050565b6103e4610eeb565b5060408051610120810182525f8082526103e86020830152610e1092820192909252611f4060608201526080810182905260a08101919091526802b5e3af16b188000060c0820152670de0b6b3a764000060e0820152611a0b61010082015290565b5f61045083610e26565b61045982610ab5565b6001600160401b0383165f90815260208190526040902061047981610e6c565b1561053d576001600160401b038085165f9081526001602081815260409283902083516101208101855281546001600160801b038116825261ffff600160801b8204811694830194909452600160901b810490961694810194909452600160d01b90940481166060840152908301546001600160601b038082166080850152600160601b91829004811660a085015260029094015480851660c085015290810490931660e0830152600160c01b90920490911661010082015261053d908290610d29565b6001600160401b0384165f908152600160205260409020839061056082826113d6565b50610570905062093a804261155b565b81546001600160d81b0316600160d81b64ffffffffff8316021782556040519092506001600160401b038516907f0be97a2f7a07b0bccad87af7664ad65e483feb54d7a98fd02a4c97f050499845906105cc908690869061157a565b60405180910390a25092915050565b6105e3610eeb565b5f5f6105ee84610e9b565b8054909150600160d81b900464ffffffffff161580610611575061061181610e6c565b15610620575090925f92509050565b6001600160401b039384165f90815260016020818152604092839020935483516101208101855285546001600160801b0381168252600160801b810461ffff90811694830194909452600160901b810490991694810194909452600160d01b90970481166060840152908301546001600160601b038082166080850152600160601b91829004811660a085015260029094015480851660c085015290810490931660e0830152600160c01b90920490911661010082015293600160d81b90930464ffffffffff1692915050565b5f6106f782610e9b565b600101546001600160a01b031692915050565b610712610eeb565b5f61071c83610e9b565b905061072781610e6c565b156107e55750506001600160401b039081165f9081526001602081815260409283902083516101208101855281546001600160801b038116825261ffff600160801b8204811694830194909452600160901b810490961694810194909452600160d01b90940481166060840152908301546001600160601b038082166080850152600160601b91829004811660a085015260029094015480851660c085015290810490931660e0830152600160c01b90920490911661010082015290565b604080516101208101825282546001600160801b0381168252600184015461ffff600160a01b8204811660208501526001600160401b03600160801b84041694840194909452600160c01b9091048316606083015260028401546001600160601b038082166080850152600160601b91829004811660a085015260039095015480861660c08501520490931660e0820152600160b01b9092041661010082015292915050565b6001600160401b0381165f908152602081905260408120805482918291600160d01b900460ff166108df576040516342a36e6160e11b81526001600160401b03861660048201526024015b60405180910390fd5b6108e881610e6c565b1561092e57505050506001600160401b038181165f908152600160205260409020546001600160801b03811691600160901b82041690600160d01b900461ffff1661095b565b546001600160801b0381169350600160801b81046001600160401b03169250600160c01b900461ffff1690505b9193909250565b5f5f5f5f61096f85610e9b565b905061097a81610e6c565b156109c3575050506001600160401b0382165f9081526001602052604090206002015461ffff600160c01b82041691506001600160601b0380821691600160601b90041661095b565b6001810154600390910154600160b01b90910461ffff16956001600160601b038083169650600160601b9092049091169350915050565b610a0382610e26565b6001600160a01b038116610a2a57604051639905827b60e01b815260040160405180910390fd5b6001600160401b0382165f818152602081905260408082206001015490516001600160a01b03808616949216927f111da7657a8ac3b2e2f603939f522618276583ba8532a7c6167f88488861251991a46001600160401b03919091165f90815260208190526040902060010180546001600160a01b0319166001600160a01b03909216919091179055565b612710610ac86040830160208401611589565b61ffff161115610b0257610ae26040820160208301611589565b604051632bdb003d60e11b815261ffff90911660048201526024016108d6565b610b0f600161271061113c565b61ffff16610b236080830160608401611589565b61ffff161115610b7157610b3d6080820160608301611589565b610b4a600161271061113c565b60405163f420a7cd60e01b815261ffff9283166004820152911660248201526044016108d6565b612710610b8661012083016101008401611589565b61ffff161115610ba257610ae261012082016101008301611589565b611389610bb761012083016101008401611589565b61ffff161015610bfb57610bd361012082016101008301611589565b6040516338ad4d0b60e11b815261ffff909116600482015261138960248201526044016108d6565b683635c9adc5dea00000610c1560e0830160c084016115a4565b6001600160601b03161115610c6857610c3460e0820160c083016115a4565b6040516310b8b0dd60e31b81526001600160601b039091166004820152683635c9adc5dea0000060248201526044016108d6565b6203f480610c7c60608301604084016110a5565b6001600160401b03161115610cc957610c9b60608201604083016110a5565b604051636d00355d60e01b81526001600160401b0390911660048201526203f48060248201526044016108d6565b6001610cdb60608301604084016110a5565b6001600160401b03161015610d2657610cfa60608201604083016110a5565b604051630285f26f60e31b81526001600160401b039091166004820152600160248201526044016108d6565b50565b80518254604083015160608401516020850151600187018054608088015160028a01805460a08b01516001600160601b039384166001600160c01b031992831617600160601b91851682021790925560c08b015160038d0180546101008e015163ffffffff60a01b19909716600160a01b61ffff9a8b160261ffff60b01b191617600160b01b978a16979097029690961790965560e0909b01519a83169381169390931799909116029790971790556001600160801b039094169490921693909317600160801b6001600160401b039094169390930292909217600162ff000160c01b0316600160c01b91909216026001600160d81b0316179055565b33610e3082610e9b565b600101546001600160a01b031614610d265760405163ad942bf960e01b81526001600160401b03821660048201523360248201526044016108d6565b80545f90600160d81b900464ffffffffff168015801590610e9457508064ffffffffff164210155b9392505050565b6001600160401b0381165f9081526020819052604090208054600160d01b900460ff16610ee6576040516342a36e6160e11b81526001600160401b03831660048201526024016108d6565b919050565b60408051610120810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e0810182905261010081019190915290565b5f6101208284031215610f47575f5ffd5b50919050565b5f6101208284031215610f5e575f5ffd5b610e948383610f36565b6001600160801b03815116825261ffff60208201511660208301526040810151610f9d60408401826001600160401b03169052565b506060810151610fb3606084018261ffff169052565b506080810151610fce60808401826001600160601b03169052565b5060a0810151610fe960a08401826001600160601b03169052565b5060c081015161100460c08401826001600160601b03169052565b5060e081015161101f60e08401826001600160601b03169052565b5061010081015161103761010084018261ffff169052565b505050565b610120810161104b8284610f68565b92915050565b6001600160401b0381168114610d26575f5ffd5b8035610ee681611051565b5f5f6101408385031215611082575f5ffd5b823561108d81611051565b915061109c8460208501610f36565b90509250929050565b5f602082840312156110b5575f5ffd5b8135610e9481611051565b61014081016110cf8285610f68565b6001600160401b0383166101208301529392505050565b5f5f604083850312156110f7575f5ffd5b823561110281611051565b915060208301356001600160a01b038116811461111d575f5ffd5b809150509250929050565b634e487b7160e01b5f52601160045260245ffd5b61ffff828116828216039081111561104b5761104b611128565b5f6001600160401b0382166001600160401b03810361117757611177611128565b60010192915050565b60405161012081016001600160401b03811182821017156111af57634e487b7160e01b5f52604160045260245ffd5b60405290565b6001600160801b0381168114610d26575f5ffd5b8035610ee6816111b5565b61ffff81168114610d26575f5ffd5b8035610ee6816111d4565b6001600160601b0381168114610d26575f5ffd5b8035610ee6816111ee565b5f61012082840312801561121f575f5ffd5b50611228611180565b611231836111c9565b815261123f602084016111e3565b602082015261125060408401611065565b6040820152611261606084016111e3565b606082015261127260808401611202565b608082015261128360a08401611202565b60a082015261129460c08401611202565b60c08201526112a560e08401611202565b60e08201526112b761010084016111e3565b6101008201529392505050565b80356112cf816111b5565b6001600160801b031682526112e6602082016111e3565b61ffff1660208301526112fb60408201611065565b6001600160401b03166040830152611315606082016111e3565b61ffff16606083015261132a60808201611202565b6001600160601b0316608083015261134460a08201611202565b6001600160601b031660a083015261135e60c08201611202565b6001600160601b031660c083015261137860e08201611202565b6001600160601b031660e083015261139361010082016111e3565b61ffff8116610100840152505050565b610120810161104b82846112c4565b5f813561104b816111d4565b5f813561104b81611051565b5f813561104b816111ee565b81356113e1816111b5565b6001600160801b0381166001600160801b0319835416178255505f602083013561140a816111d4565b825461ffff60801b1916608082901b61ffff60801b16178355905050611461611435604084016113be565b82805467ffffffffffffffff60901b191660909290921b67ffffffffffffffff60901b16919091179055565b611490611470606084016113b2565b82805461ffff60d01b191660d09290921b61ffff60d01b16919091179055565b600181016114c56114a3608085016113ca565b82546bffffffffffffffffffffffff19166001600160601b0391909116178255565b6115086114d460a085016113ca565b8280546bffffffffffffffffffffffff60601b191660609290921b6bffffffffffffffffffffffff60601b16919091179055565b506002810161151c6114a360c085016113ca565b61152b6114d460e085016113ca565b61103761153b61010085016113b2565b82805461ffff60c01b191660c09290921b61ffff60c01b16919091179055565b6001600160401b03818116838216019081111561104b5761104b611128565b61014081016110cf82856112c4565b5f60208284031215611599575f5ffd5b8135610e94816111d4565b5f602082840312156115b4575f5ffd5b8135610e94816111ee56",
}

// SubnetRegistry is an auto generated Go binding around an Ethereum contract.
type SubnetRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *SubnetRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewSubnetRegistry creates a new instance of SubnetRegistry.
func NewSubnetRegistry() *SubnetRegistry {
	parsed, err := SubnetRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &SubnetRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *SubnetRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x249d39e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) PackBPS() []byte {
	enc, err := subnetRegistry.abi.Pack("BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x249d39e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) TryPackBPS() ([]byte, error) {
	return subnetRegistry.abi.Pack("BPS")
}

// UnpackBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x249d39e9.
//
// Solidity: function BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) UnpackBPS(data []byte) (uint16, error) {
	out, err := subnetRegistry.abi.Unpack("BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackMAXCHALLENGEWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51586ecb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_CHALLENGE_WINDOW() view returns(uint64)
func (subnetRegistry *SubnetRegistry) PackMAXCHALLENGEWINDOW() []byte {
	enc, err := subnetRegistry.abi.Pack("MAX_CHALLENGE_WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXCHALLENGEWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51586ecb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_CHALLENGE_WINDOW() view returns(uint64)
func (subnetRegistry *SubnetRegistry) TryPackMAXCHALLENGEWINDOW() ([]byte, error) {
	return subnetRegistry.abi.Pack("MAX_CHALLENGE_WINDOW")
}

// UnpackMAXCHALLENGEWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51586ecb.
//
// Solidity: function MAX_CHALLENGE_WINDOW() view returns(uint64)
func (subnetRegistry *SubnetRegistry) UnpackMAXCHALLENGEWINDOW(data []byte) (uint64, error) {
	out, err := subnetRegistry.abi.Unpack("MAX_CHALLENGE_WINDOW", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackMAXMINERSHAREBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ef75911.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_MINER_SHARE_BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) PackMAXMINERSHAREBPS() []byte {
	enc, err := subnetRegistry.abi.Pack("MAX_MINER_SHARE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXMINERSHAREBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ef75911.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_MINER_SHARE_BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) TryPackMAXMINERSHAREBPS() ([]byte, error) {
	return subnetRegistry.abi.Pack("MAX_MINER_SHARE_BPS")
}

// UnpackMAXMINERSHAREBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2ef75911.
//
// Solidity: function MAX_MINER_SHARE_BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) UnpackMAXMINERSHAREBPS(data []byte) (uint16, error) {
	out, err := subnetRegistry.abi.Unpack("MAX_MINER_SHARE_BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackMAXSLASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x65831087.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_SLASH() view returns(uint96)
func (subnetRegistry *SubnetRegistry) PackMAXSLASH() []byte {
	enc, err := subnetRegistry.abi.Pack("MAX_SLASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXSLASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x65831087.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_SLASH() view returns(uint96)
func (subnetRegistry *SubnetRegistry) TryPackMAXSLASH() ([]byte, error) {
	return subnetRegistry.abi.Pack("MAX_SLASH")
}

// UnpackMAXSLASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x65831087.
//
// Solidity: function MAX_SLASH() view returns(uint96)
func (subnetRegistry *SubnetRegistry) UnpackMAXSLASH(data []byte) (*big.Int, error) {
	out, err := subnetRegistry.abi.Unpack("MAX_SLASH", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXVOTEPERIOD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa18522c2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_VOTE_PERIOD() view returns(uint64)
func (subnetRegistry *SubnetRegistry) PackMAXVOTEPERIOD() []byte {
	enc, err := subnetRegistry.abi.Pack("MAX_VOTE_PERIOD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXVOTEPERIOD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa18522c2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_VOTE_PERIOD() view returns(uint64)
func (subnetRegistry *SubnetRegistry) TryPackMAXVOTEPERIOD() ([]byte, error) {
	return subnetRegistry.abi.Pack("MAX_VOTE_PERIOD")
}

// UnpackMAXVOTEPERIOD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa18522c2.
//
// Solidity: function MAX_VOTE_PERIOD() view returns(uint64)
func (subnetRegistry *SubnetRegistry) UnpackMAXVOTEPERIOD(data []byte) (uint64, error) {
	out, err := subnetRegistry.abi.Unpack("MAX_VOTE_PERIOD", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackMINCHALLENGEWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0bdc203b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_CHALLENGE_WINDOW() view returns(uint64)
func (subnetRegistry *SubnetRegistry) PackMINCHALLENGEWINDOW() []byte {
	enc, err := subnetRegistry.abi.Pack("MIN_CHALLENGE_WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINCHALLENGEWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0bdc203b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_CHALLENGE_WINDOW() view returns(uint64)
func (subnetRegistry *SubnetRegistry) TryPackMINCHALLENGEWINDOW() ([]byte, error) {
	return subnetRegistry.abi.Pack("MIN_CHALLENGE_WINDOW")
}

// UnpackMINCHALLENGEWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0bdc203b.
//
// Solidity: function MIN_CHALLENGE_WINDOW() view returns(uint64)
func (subnetRegistry *SubnetRegistry) UnpackMINCHALLENGEWINDOW(data []byte) (uint64, error) {
	out, err := subnetRegistry.abi.Unpack("MIN_CHALLENGE_WINDOW", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackMINQUORUMBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6198c3d0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_QUORUM_BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) PackMINQUORUMBPS() []byte {
	enc, err := subnetRegistry.abi.Pack("MIN_QUORUM_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINQUORUMBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6198c3d0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_QUORUM_BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) TryPackMINQUORUMBPS() ([]byte, error) {
	return subnetRegistry.abi.Pack("MIN_QUORUM_BPS")
}

// UnpackMINQUORUMBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6198c3d0.
//
// Solidity: function MIN_QUORUM_BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) UnpackMINQUORUMBPS(data []byte) (uint16, error) {
	out, err := subnetRegistry.abi.Unpack("MIN_QUORUM_BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackPARAMCHANGEDELAY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x096abd33.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PARAM_CHANGE_DELAY() view returns(uint64)
func (subnetRegistry *SubnetRegistry) PackPARAMCHANGEDELAY() []byte {
	enc, err := subnetRegistry.abi.Pack("PARAM_CHANGE_DELAY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPARAMCHANGEDELAY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x096abd33.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PARAM_CHANGE_DELAY() view returns(uint64)
func (subnetRegistry *SubnetRegistry) TryPackPARAMCHANGEDELAY() ([]byte, error) {
	return subnetRegistry.abi.Pack("PARAM_CHANGE_DELAY")
}

// UnpackPARAMCHANGEDELAY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x096abd33.
//
// Solidity: function PARAM_CHANGE_DELAY() view returns(uint64)
func (subnetRegistry *SubnetRegistry) UnpackPARAMCHANGEDELAY(data []byte) (uint64, error) {
	out, err := subnetRegistry.abi.Unpack("PARAM_CHANGE_DELAY", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackChallengeTerms is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe394e7e7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challengeTerms(uint64 id) view returns(uint16 quorumBps, uint96 slashAmount, uint96 challengeBond)
func (subnetRegistry *SubnetRegistry) PackChallengeTerms(id uint64) []byte {
	enc, err := subnetRegistry.abi.Pack("challengeTerms", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallengeTerms is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe394e7e7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challengeTerms(uint64 id) view returns(uint16 quorumBps, uint96 slashAmount, uint96 challengeBond)
func (subnetRegistry *SubnetRegistry) TryPackChallengeTerms(id uint64) ([]byte, error) {
	return subnetRegistry.abi.Pack("challengeTerms", id)
}

// ChallengeTermsOutput serves as a container for the return parameters of contract
// method ChallengeTerms.
type ChallengeTermsOutput struct {
	QuorumBps     uint16
	SlashAmount   *big.Int
	ChallengeBond *big.Int
}

// UnpackChallengeTerms is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe394e7e7.
//
// Solidity: function challengeTerms(uint64 id) view returns(uint16 quorumBps, uint96 slashAmount, uint96 challengeBond)
func (subnetRegistry *SubnetRegistry) UnpackChallengeTerms(data []byte) (ChallengeTermsOutput, error) {
	out, err := subnetRegistry.abi.Unpack("challengeTerms", data)
	outstruct := new(ChallengeTermsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.QuorumBps = *abi.ConvertType(out[0], new(uint16)).(*uint16)
	outstruct.SlashAmount = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.ChallengeBond = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackCreateSubnet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x518dc124.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createSubnet((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p) returns(uint64 id)
func (subnetRegistry *SubnetRegistry) PackCreateSubnet(p SubnetRegistryParams) []byte {
	enc, err := subnetRegistry.abi.Pack("createSubnet", p)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateSubnet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x518dc124.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createSubnet((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p) returns(uint64 id)
func (subnetRegistry *SubnetRegistry) TryPackCreateSubnet(p SubnetRegistryParams) ([]byte, error) {
	return subnetRegistry.abi.Pack("createSubnet", p)
}

// UnpackCreateSubnet is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x518dc124.
//
// Solidity: function createSubnet((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p) returns(uint64 id)
func (subnetRegistry *SubnetRegistry) UnpackCreateSubnet(data []byte) (uint64, error) {
	out, err := subnetRegistry.abi.Unpack("createSubnet", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackDefaultParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x615dfa5c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function defaultParams() pure returns((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16))
func (subnetRegistry *SubnetRegistry) PackDefaultParams() []byte {
	enc, err := subnetRegistry.abi.Pack("defaultParams")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDefaultParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x615dfa5c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function defaultParams() pure returns((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16))
func (subnetRegistry *SubnetRegistry) TryPackDefaultParams() ([]byte, error) {
	return subnetRegistry.abi.Pack("defaultParams")
}

// UnpackDefaultParams is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x615dfa5c.
//
// Solidity: function defaultParams() pure returns((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16))
func (subnetRegistry *SubnetRegistry) UnpackDefaultParams(data []byte) (SubnetRegistryParams, error) {
	out, err := subnetRegistry.abi.Unpack("defaultParams", data)
	if err != nil {
		return *new(SubnetRegistryParams), err
	}
	out0 := *abi.ConvertType(out[0], new(SubnetRegistryParams)).(*SubnetRegistryParams)
	return out0, nil
}

// PackOwnerOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7903a617.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ownerOf(uint64 id) view returns(address)
func (subnetRegistry *SubnetRegistry) PackOwnerOf(id uint64) []byte {
	enc, err := subnetRegistry.abi.Pack("ownerOf", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwnerOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7903a617.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ownerOf(uint64 id) view returns(address)
func (subnetRegistry *SubnetRegistry) TryPackOwnerOf(id uint64) ([]byte, error) {
	return subnetRegistry.abi.Pack("ownerOf", id)
}

// UnpackOwnerOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7903a617.
//
// Solidity: function ownerOf(uint64 id) view returns(address)
func (subnetRegistry *SubnetRegistry) UnpackOwnerOf(data []byte) (common.Address, error) {
	out, err := subnetRegistry.abi.Unpack("ownerOf", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f81a429.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function params(uint64 id) view returns((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p)
func (subnetRegistry *SubnetRegistry) PackParams(id uint64) []byte {
	enc, err := subnetRegistry.abi.Pack("params", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f81a429.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function params(uint64 id) view returns((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p)
func (subnetRegistry *SubnetRegistry) TryPackParams(id uint64) ([]byte, error) {
	return subnetRegistry.abi.Pack("params", id)
}

// UnpackParams is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8f81a429.
//
// Solidity: function params(uint64 id) view returns((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p)
func (subnetRegistry *SubnetRegistry) UnpackParams(data []byte) (SubnetRegistryParams, error) {
	out, err := subnetRegistry.abi.Unpack("params", data)
	if err != nil {
		return *new(SubnetRegistryParams), err
	}
	out0 := *abi.ConvertType(out[0], new(SubnetRegistryParams)).(*SubnetRegistryParams)
	return out0, nil
}

// PackPendingParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6356978f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingParams(uint64 id) view returns((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p, uint64 effectiveAt)
func (subnetRegistry *SubnetRegistry) PackPendingParams(id uint64) []byte {
	enc, err := subnetRegistry.abi.Pack("pendingParams", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPendingParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6356978f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pendingParams(uint64 id) view returns((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p, uint64 effectiveAt)
func (subnetRegistry *SubnetRegistry) TryPackPendingParams(id uint64) ([]byte, error) {
	return subnetRegistry.abi.Pack("pendingParams", id)
}

// PendingParamsOutput serves as a container for the return parameters of contract
// method PendingParams.
type PendingParamsOutput struct {
	P           SubnetRegistryParams
	EffectiveAt uint64
}

// UnpackPendingParams is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6356978f.
//
// Solidity: function pendingParams(uint64 id) view returns((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p, uint64 effectiveAt)
func (subnetRegistry *SubnetRegistry) UnpackPendingParams(data []byte) (PendingParamsOutput, error) {
	out, err := subnetRegistry.abi.Unpack("pendingParams", data)
	outstruct := new(PendingParamsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.P = *abi.ConvertType(out[0], new(SubnetRegistryParams)).(*SubnetRegistryParams)
	outstruct.EffectiveAt = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	return *outstruct, nil
}

// PackSettlementParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9fafb9ac.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settlementParams(uint64 id) view returns(uint128 minFee, uint64 challengeWindow, uint16 minerShareBps)
func (subnetRegistry *SubnetRegistry) PackSettlementParams(id uint64) []byte {
	enc, err := subnetRegistry.abi.Pack("settlementParams", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettlementParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9fafb9ac.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settlementParams(uint64 id) view returns(uint128 minFee, uint64 challengeWindow, uint16 minerShareBps)
func (subnetRegistry *SubnetRegistry) TryPackSettlementParams(id uint64) ([]byte, error) {
	return subnetRegistry.abi.Pack("settlementParams", id)
}

// SettlementParamsOutput serves as a container for the return parameters of contract
// method SettlementParams.
type SettlementParamsOutput struct {
	MinFee          *big.Int
	ChallengeWindow uint64
	MinerShareBps   uint16
}

// UnpackSettlementParams is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9fafb9ac.
//
// Solidity: function settlementParams(uint64 id) view returns(uint128 minFee, uint64 challengeWindow, uint16 minerShareBps)
func (subnetRegistry *SubnetRegistry) UnpackSettlementParams(data []byte) (SettlementParamsOutput, error) {
	out, err := subnetRegistry.abi.Unpack("settlementParams", data)
	outstruct := new(SettlementParamsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.MinFee = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.ChallengeWindow = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	outstruct.MinerShareBps = *abi.ConvertType(out[2], new(uint16)).(*uint16)
	return *outstruct, nil
}

// PackSubnetCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x916a5c5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function subnetCount() view returns(uint64)
func (subnetRegistry *SubnetRegistry) PackSubnetCount() []byte {
	enc, err := subnetRegistry.abi.Pack("subnetCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubnetCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x916a5c5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function subnetCount() view returns(uint64)
func (subnetRegistry *SubnetRegistry) TryPackSubnetCount() ([]byte, error) {
	return subnetRegistry.abi.Pack("subnetCount")
}

// UnpackSubnetCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x916a5c5b.
//
// Solidity: function subnetCount() view returns(uint64)
func (subnetRegistry *SubnetRegistry) UnpackSubnetCount(data []byte) (uint64, error) {
	out, err := subnetRegistry.abi.Unpack("subnetCount", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackTransferSubnetOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe46347e2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferSubnetOwnership(uint64 id, address newOwner) returns()
func (subnetRegistry *SubnetRegistry) PackTransferSubnetOwnership(id uint64, newOwner common.Address) []byte {
	enc, err := subnetRegistry.abi.Pack("transferSubnetOwnership", id, newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferSubnetOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe46347e2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferSubnetOwnership(uint64 id, address newOwner) returns()
func (subnetRegistry *SubnetRegistry) TryPackTransferSubnetOwnership(id uint64, newOwner common.Address) ([]byte, error) {
	return subnetRegistry.abi.Pack("transferSubnetOwnership", id, newOwner)
}

// PackUpdateParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x618f9a34.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function updateParams(uint64 id, (uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p) returns(uint64 effectiveAt)
func (subnetRegistry *SubnetRegistry) PackUpdateParams(id uint64, p SubnetRegistryParams) []byte {
	enc, err := subnetRegistry.abi.Pack("updateParams", id, p)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpdateParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x618f9a34.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function updateParams(uint64 id, (uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p) returns(uint64 effectiveAt)
func (subnetRegistry *SubnetRegistry) TryPackUpdateParams(id uint64, p SubnetRegistryParams) ([]byte, error) {
	return subnetRegistry.abi.Pack("updateParams", id, p)
}

// UnpackUpdateParams is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x618f9a34.
//
// Solidity: function updateParams(uint64 id, (uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p) returns(uint64 effectiveAt)
func (subnetRegistry *SubnetRegistry) UnpackUpdateParams(data []byte) (uint64, error) {
	out, err := subnetRegistry.abi.Unpack("updateParams", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// SubnetRegistryParamsScheduled represents a ParamsScheduled event raised by the SubnetRegistry contract.
type SubnetRegistryParamsScheduled struct {
	Id          uint64
	Params      SubnetRegistryParams
	EffectiveAt uint64
	Raw         *types.Log // Blockchain specific contextual infos
}

const SubnetRegistryParamsScheduledEventName = "ParamsScheduled"

// ContractEventName returns the user-defined event name.
func (SubnetRegistryParamsScheduled) ContractEventName() string {
	return SubnetRegistryParamsScheduledEventName
}

// UnpackParamsScheduledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ParamsScheduled(uint64 indexed id, (uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) params, uint64 effectiveAt)
func (subnetRegistry *SubnetRegistry) UnpackParamsScheduledEvent(log *types.Log) (*SubnetRegistryParamsScheduled, error) {
	event := "ParamsScheduled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != subnetRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SubnetRegistryParamsScheduled)
	if len(log.Data) > 0 {
		if err := subnetRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range subnetRegistry.abi.Events[event].Inputs {
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

// SubnetRegistrySubnetCreated represents a SubnetCreated event raised by the SubnetRegistry contract.
type SubnetRegistrySubnetCreated struct {
	Id     uint64
	Owner  common.Address
	Params SubnetRegistryParams
	Raw    *types.Log // Blockchain specific contextual infos
}

const SubnetRegistrySubnetCreatedEventName = "SubnetCreated"

// ContractEventName returns the user-defined event name.
func (SubnetRegistrySubnetCreated) ContractEventName() string {
	return SubnetRegistrySubnetCreatedEventName
}

// UnpackSubnetCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SubnetCreated(uint64 indexed id, address indexed owner, (uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) params)
func (subnetRegistry *SubnetRegistry) UnpackSubnetCreatedEvent(log *types.Log) (*SubnetRegistrySubnetCreated, error) {
	event := "SubnetCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != subnetRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SubnetRegistrySubnetCreated)
	if len(log.Data) > 0 {
		if err := subnetRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range subnetRegistry.abi.Events[event].Inputs {
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

// SubnetRegistrySubnetOwnershipTransferred represents a SubnetOwnershipTransferred event raised by the SubnetRegistry contract.
type SubnetRegistrySubnetOwnershipTransferred struct {
	Id            uint64
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const SubnetRegistrySubnetOwnershipTransferredEventName = "SubnetOwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (SubnetRegistrySubnetOwnershipTransferred) ContractEventName() string {
	return SubnetRegistrySubnetOwnershipTransferredEventName
}

// UnpackSubnetOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SubnetOwnershipTransferred(uint64 indexed id, address indexed previousOwner, address indexed newOwner)
func (subnetRegistry *SubnetRegistry) UnpackSubnetOwnershipTransferredEvent(log *types.Log) (*SubnetRegistrySubnetOwnershipTransferred, error) {
	event := "SubnetOwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != subnetRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SubnetRegistrySubnetOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := subnetRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range subnetRegistry.abi.Events[event].Inputs {
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
func (subnetRegistry *SubnetRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["BpsOutOfRange"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackBpsOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["ChallengeWindowTooLong"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackChallengeWindowTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["ChallengeWindowTooShort"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackChallengeWindowTooShortError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["MinerShareTooHigh"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackMinerShareTooHighError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["NotSubnetOwner"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackNotSubnetOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["QuorumTooLow"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackQuorumTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["SlashTooHigh"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackSlashTooHighError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["UnknownSubnet"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackUnknownSubnetError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["ZeroOwner"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackZeroOwnerError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// SubnetRegistryBpsOutOfRange represents a BpsOutOfRange error raised by the SubnetRegistry contract.
type SubnetRegistryBpsOutOfRange struct {
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BpsOutOfRange(uint256 value)
func SubnetRegistryBpsOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0x57b6007ad5512c282f3b83f5b941a4c04d06dc4e45da9ddcb91a313f89914967")
}

// UnpackBpsOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BpsOutOfRange(uint256 value)
func (subnetRegistry *SubnetRegistry) UnpackBpsOutOfRangeError(raw []byte) (*SubnetRegistryBpsOutOfRange, error) {
	out := new(SubnetRegistryBpsOutOfRange)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "BpsOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetRegistryChallengeWindowTooLong represents a ChallengeWindowTooLong error raised by the SubnetRegistry contract.
type SubnetRegistryChallengeWindowTooLong struct {
	Window uint64
	Max    uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChallengeWindowTooLong(uint64 window, uint64 max)
func SubnetRegistryChallengeWindowTooLongErrorID() common.Hash {
	return common.HexToHash("0x6d00355d0c3dac4e7ae0923d1e8cc5af86bacbecda7b3ed0329d5110e03985de")
}

// UnpackChallengeWindowTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChallengeWindowTooLong(uint64 window, uint64 max)
func (subnetRegistry *SubnetRegistry) UnpackChallengeWindowTooLongError(raw []byte) (*SubnetRegistryChallengeWindowTooLong, error) {
	out := new(SubnetRegistryChallengeWindowTooLong)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "ChallengeWindowTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetRegistryChallengeWindowTooShort represents a ChallengeWindowTooShort error raised by the SubnetRegistry contract.
type SubnetRegistryChallengeWindowTooShort struct {
	Window uint64
	Min    uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChallengeWindowTooShort(uint64 window, uint64 min)
func SubnetRegistryChallengeWindowTooShortErrorID() common.Hash {
	return common.HexToHash("0x142f93788cad1e605a91a89fff36e4c007bf5acee43bb1238e6087caabf307c7")
}

// UnpackChallengeWindowTooShortError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChallengeWindowTooShort(uint64 window, uint64 min)
func (subnetRegistry *SubnetRegistry) UnpackChallengeWindowTooShortError(raw []byte) (*SubnetRegistryChallengeWindowTooShort, error) {
	out := new(SubnetRegistryChallengeWindowTooShort)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "ChallengeWindowTooShort", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetRegistryMinerShareTooHigh represents a MinerShareTooHigh error raised by the SubnetRegistry contract.
type SubnetRegistryMinerShareTooHigh struct {
	MinerShareBps uint16
	Max           uint16
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MinerShareTooHigh(uint16 minerShareBps, uint16 max)
func SubnetRegistryMinerShareTooHighErrorID() common.Hash {
	return common.HexToHash("0xf420a7cd358011a8cbe5b40ff2275ae65b2006a1fafd163d2055e92021cb104e")
}

// UnpackMinerShareTooHighError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MinerShareTooHigh(uint16 minerShareBps, uint16 max)
func (subnetRegistry *SubnetRegistry) UnpackMinerShareTooHighError(raw []byte) (*SubnetRegistryMinerShareTooHigh, error) {
	out := new(SubnetRegistryMinerShareTooHigh)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "MinerShareTooHigh", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetRegistryNotSubnetOwner represents a NotSubnetOwner error raised by the SubnetRegistry contract.
type SubnetRegistryNotSubnetOwner struct {
	Id     uint64
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSubnetOwner(uint64 id, address caller)
func SubnetRegistryNotSubnetOwnerErrorID() common.Hash {
	return common.HexToHash("0xad942bf9b4378e6eaa1c3eae4b58f6b35dff570e86246fb85f4dd2a85a479ea8")
}

// UnpackNotSubnetOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSubnetOwner(uint64 id, address caller)
func (subnetRegistry *SubnetRegistry) UnpackNotSubnetOwnerError(raw []byte) (*SubnetRegistryNotSubnetOwner, error) {
	out := new(SubnetRegistryNotSubnetOwner)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "NotSubnetOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetRegistryQuorumTooLow represents a QuorumTooLow error raised by the SubnetRegistry contract.
type SubnetRegistryQuorumTooLow struct {
	QuorumBps uint16
	Min       uint16
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error QuorumTooLow(uint16 quorumBps, uint16 min)
func SubnetRegistryQuorumTooLowErrorID() common.Hash {
	return common.HexToHash("0x715a9a168ef160be73d89c9523f6b2a0ca73474a255faf512c335c74a9025db5")
}

// UnpackQuorumTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error QuorumTooLow(uint16 quorumBps, uint16 min)
func (subnetRegistry *SubnetRegistry) UnpackQuorumTooLowError(raw []byte) (*SubnetRegistryQuorumTooLow, error) {
	out := new(SubnetRegistryQuorumTooLow)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "QuorumTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetRegistrySlashTooHigh represents a SlashTooHigh error raised by the SubnetRegistry contract.
type SubnetRegistrySlashTooHigh struct {
	SlashAmount *big.Int
	Max         *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SlashTooHigh(uint96 slashAmount, uint96 max)
func SubnetRegistrySlashTooHighErrorID() common.Hash {
	return common.HexToHash("0x85c586e8a7f5f1b396b085a27880b9eb1873391191193b25125d9a5d776b1ae3")
}

// UnpackSlashTooHighError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SlashTooHigh(uint96 slashAmount, uint96 max)
func (subnetRegistry *SubnetRegistry) UnpackSlashTooHighError(raw []byte) (*SubnetRegistrySlashTooHigh, error) {
	out := new(SubnetRegistrySlashTooHigh)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "SlashTooHigh", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetRegistryUnknownSubnet represents a UnknownSubnet error raised by the SubnetRegistry contract.
type SubnetRegistryUnknownSubnet struct {
	Id uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownSubnet(uint64 id)
func SubnetRegistryUnknownSubnetErrorID() common.Hash {
	return common.HexToHash("0x8546dcc26fa1fd806c1c5d144d0acda8246e2764d33183ec29e5c17323b45ae8")
}

// UnpackUnknownSubnetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownSubnet(uint64 id)
func (subnetRegistry *SubnetRegistry) UnpackUnknownSubnetError(raw []byte) (*SubnetRegistryUnknownSubnet, error) {
	out := new(SubnetRegistryUnknownSubnet)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "UnknownSubnet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetRegistryZeroOwner represents a ZeroOwner error raised by the SubnetRegistry contract.
type SubnetRegistryZeroOwner struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroOwner()
func SubnetRegistryZeroOwnerErrorID() common.Hash {
	return common.HexToHash("0x9905827b514da707a2fe590832730f62a8d762cc0f2ba71de8065112256c3068")
}

// UnpackZeroOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroOwner()
func (subnetRegistry *SubnetRegistry) UnpackZeroOwnerError(raw []byte) (*SubnetRegistryZeroOwner, error) {
	out := new(SubnetRegistryZeroOwner)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "ZeroOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}
