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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"governance_\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"maxChallengeWindow_\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"BpsOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"window\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"max\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"window\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"min\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowTooShort\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"effectiveAt\",\"type\":\"uint64\"}],\"name\":\"ChangePending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"max\",\"type\":\"uint16\"}],\"name\":\"MinerShareTooHigh\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotGovernance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSubnetOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"what\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"min\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"OutOfBounds\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"min\",\"type\":\"uint16\"}],\"name\":\"QuorumTooLow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"max\",\"type\":\"uint96\"}],\"name\":\"SlashTooHigh\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"UnknownSubnet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"window\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"delay\",\"type\":\"uint256\"}],\"name\":\"WindowAboveGovernanceDelay\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroOwner\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"maxChallengeWindow\",\"type\":\"uint64\"}],\"name\":\"MaxChallengeWindowSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint96\",\"name\":\"maxSlash\",\"type\":\"uint96\"}],\"name\":\"MaxSlashSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"indexed\":false,\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"params\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"effectiveAt\",\"type\":\"uint64\"}],\"name\":\"ParamsScheduled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint128\",\"name\":\"fee\",\"type\":\"uint128\"}],\"name\":\"RegistrationFeeSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"indexed\":false,\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"params\",\"type\":\"tuple\"}],\"name\":\"SubnetCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"SubnetOwnershipTransferred\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"GOVERNED_MAX_MINER_SHARE_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"GOVERNED_MIN_MINER_SHARE_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"GOVERNED_MIN_SAMPLE_RATE_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_CHALLENGE_WINDOW\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_MINER_SHARE_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_REGISTRATION_FEE\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_SLASH\",\"outputs\":[{\"internalType\":\"uint96\",\"name\":\"\",\"type\":\"uint96\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_VOTE_PERIOD\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_CHALLENGE_WINDOW\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_QUORUM_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PARAM_CHANGE_DELAY\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"challengeTerms\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"p\",\"type\":\"tuple\"}],\"name\":\"createSubnet\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"defaultParams\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"governance\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"maxChallengeWindow\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"maxSlash\",\"outputs\":[{\"internalType\":\"uint96\",\"name\":\"\",\"type\":\"uint96\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"ownerOf\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"params\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"p\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"pendingParams\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"uint64\",\"name\":\"effectiveAt\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registrationFee\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"v\",\"type\":\"uint64\"}],\"name\":\"setMaxChallengeWindow\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint96\",\"name\":\"v\",\"type\":\"uint96\"}],\"name\":\"setMaxSlash\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint128\",\"name\":\"v\",\"type\":\"uint128\"}],\"name\":\"setRegistrationFee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"settlementParams\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"subnetCount\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferSubnetOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"p\",\"type\":\"tuple\"}],\"name\":\"updateParams\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"effectiveAt\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "SubnetRegistry",
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161227238038061227283398101604081905261002e916101d5565b6001600160a01b038316158061004b57506001600160a01b038216155b1561006957604051639905827b60e01b815260040160405180910390fd5b60016001600160401b038216108061008c57506203f4806001600160401b038216115b156100f25760405163808861f960e01b81526080600482015260126084820152716d61784368616c6c656e676557696e646f7760701b60a48201526001600160401b0382166024820152600160448201526203f480606482015260c40160405180910390fd5b6001600160a01b0383811660a05282166080525f8054683635c9adc5dea000006001600160a01b03199091166c010000000000000000000000006001600160401b038516026001600160601b0319161781179091556040519081527f9c86fbb51cb581a1047cba7ae8587ff74712a6653fde6d9718424864fb3de7b99060200160405180910390a16040516001600160401b03821681527f69cfd251bebc5bba37ea403865bf109bec667c5190447fbaadd4fb5eef1b38829060200160405180910390a150505061022a565b6001600160a01b03811681146101d2575f5ffd5b50565b5f5f5f606084860312156101e7575f5ffd5b83516101f2816101be565b6020850151909350610203816101be565b60408501519092506001600160401b038116811461021f575f5ffd5b809150509250925092565b60805160a051611fe16102915f395f8181610496015261075601525f81816102c5015281816104d30152818161060501528181610721015281816107790152818161084c01528181610b8201528181610c4a01528181610fc601526111ab0152611fe15ff3fe608060405234801561000f575f5ffd5b50600436106101d1575f3560e01c80636198c3d0116100fe5780639fafb9ac1161009e578063e46347e21161006e578063e46347e214610463578063e50b81db14610476578063f4cb313a1461047f578063fc0c546a14610491575f5ffd5b80639fafb9ac146103c5578063a18522c214610409578063c9f31c5a14610413578063e394e7e714610426575f5ffd5b80637903a617116100d95780637903a617146103795780637e175b191461038c5780638f81a4291461039f578063916a5c5b146103b2575f5ffd5b80636198c3d0146103275780636356978f146103305780636583108714610351575f5ffd5b8063262ea94d11610174578063518dc12411610144578063518dc124146102ad5780635aa6e675146102c0578063615dfa5c146102ff578063618f9a3414610314575f5ffd5b8063262ea94d1461026d5780632ef7591114610286578063506e6f4d1461028e57806351586ecb146102a3575f5ffd5b806314c44e09116101af57806314c44e091461021f57806319cec9291461024a5780632376d9a414610253578063249d39e914610264575f5ffd5b8063096abd33146101d55780630bdc203b146101fc57806313ca5dc414610204575b5f5ffd5b6101df62093a8081565b6040516001600160401b0390911681526020015b60405180910390f35b6101df600181565b61020c606481565b60405161ffff90911681526020016101f3565b600154610232906001600160801b031681565b6040516001600160801b0390911681526020016101f3565b61020c61251c81565b61023269d3c21bcecceda100000081565b61020c61271081565b5f546101df90600160601b90046001600160401b031681565b61020c6104b8565b6102a161029c36600461194b565b6104c8565b005b6101df6203f48081565b6101df6102bb36600461197d565b6105f1565b6102e77f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016101f3565b6103076107ae565b6040516101f39190611a6c565b6101df610322366004611a9a565b610818565b61020c61138981565b61034361033e366004611acf565b610a47565b6040516101f3929190611aea565b610361683635c9adc5dea0000081565b6040516001600160601b0390911681526020016101f3565b6102e7610387366004611acf565b610b5a565b6102a161039a366004611acf565b610b77565b6103076103ad366004611acf565b610d67565b6004546101df906001600160401b031681565b6103d86103d3366004611acf565b610ee9565b604080516001600160801b0390941684526001600160401b03909216602084015261ffff16908201526060016101f3565b6101df6202a30081565b6102a1610421366004611b2f565b610fbb565b610439610434366004611acf565b6110ca565b6040805161ffff90941684526001600160601b0392831660208501529116908201526060016101f3565b6102a1610471366004611b4a565b611162565b61020c61138881565b5f54610361906001600160601b031681565b6102e77f000000000000000000000000000000000000000000000000000000000000000081565b6104c56001612710611ba0565b81565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146105185760405163988d1f0360e01b81523360048201526024015b60405180910390fd5b69d3c21bcecceda10000006001600160801b03821611156105935760405163808861f960e01b815260806004820152600f60848201526e726567697374726174696f6e46656560881b60a48201526001600160801b03821660248201525f604482015269d3c21bcecceda1000000606482015260c40161050f565b600180546fffffffffffffffffffffffffffffffff19166001600160801b0383169081179091556040519081527fd732ea5fd72c032d9ade7fb31979d13f81e1e8213c12e23e587c6798918d3e57906020015b60405180910390a150565b5f6105fb826112d0565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633036106345761063482611556565b600480545f9061064c906001600160401b0316611bba565b82546001600160401b038083166101009490940a848102910219909116179092555f9081526002602052604090209091506106958161069036869003860186611c33565b611676565b805460ff60d01b1916600160d01b1781556001810180546001600160a01b031916339081179091556040516001600160401b038416907fc16c8e3e4485de4e574a01ecbad1eb8a2748736751ab7115add43251a43ecdea906106f8908790611dc9565b60405180910390a36001546001600160801b031680158015906107445750336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614155b156107a7576107a76001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016337f00000000000000000000000000000000000000000000000000000000000000006001600160801b038516611773565b5050919050565b6107b66118e1565b5060408051610120810182525f8082526103e86020830152610e1092820192909252611f4060608201526080810182905260a08101919091526802b5e3af16b188000060c0820152670de0b6b3a764000060e0820152611a0b61010082015290565b5f610822836117af565b61082b826112d0565b6001600160401b0383165f9081526002602052604090206001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633036108da5761087b83611556565b61088e8161069036869003860186611c33565b429150836001600160401b03167f0be97a2f7a07b0bccad87af7664ad65e483feb54d7a98fd02a4c97f05049984584846040516108cc929190611dd8565b60405180910390a250610a41565b6108e3816117f5565b156109a8576001600160401b038085165f9081526003602090815260409182902082516101208101845281546001600160801b038116825261ffff600160801b8204811694830194909452600160901b810490951693810193909352600160d01b9093048116606083015260018301546001600160601b038082166080850152600160601b91829004811660a085015260029094015480851660c085015290810490931660e0830152600160c01b9092049091166101008201526109a8908290611676565b6001600160401b0384165f90815260036020526040902083906109cb8282611e0b565b506109db905062093a8042611f90565b81546001600160d81b0316600160d81b64ffffffffff8316021782556040519092506001600160401b038516907f0be97a2f7a07b0bccad87af7664ad65e483feb54d7a98fd02a4c97f05049984590610a379086908690611dd8565b60405180910390a2505b92915050565b610a4f6118e1565b5f5f610a5a84611824565b8054909150600160d81b900464ffffffffff161580610a7d5750610a7d816117f5565b15610a8c575090925f92509050565b6001600160401b039384165f90815260036020908152604091829020925482516101208101845284546001600160801b0381168252600160801b810461ffff90811694830194909452600160901b810490981693810193909352600160d01b9096048116606083015260018301546001600160601b038082166080850152600160601b91829004811660a085015260029094015480851660c085015290810490931660e0830152600160c01b90920490911661010082015293600160d81b90930464ffffffffff1692915050565b5f610b6482611824565b600101546001600160a01b031692915050565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610bc25760405163988d1f0360e01b815233600482015260240161050f565b60016001600160401b0382161080610be557506203f4806001600160401b038216115b15610c475760405163808861f960e01b81526080600482015260126084820152716d61784368616c6c656e676557696e646f7760701b60a48201526001600160401b0382166024820152600160448201526203f480606482015260c40161050f565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663f27a0c926040518163ffffffff1660e01b8152600401602060405180830381865afa158015610ca4573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610cc89190611faf565b905080826001600160401b03161115610d06576040516379f08bd560e01b81526001600160401b03831660048201526024810182905260440161050f565b5f805467ffffffffffffffff60601b1916600160601b6001600160401b038516908102919091179091556040519081527f69cfd251bebc5bba37ea403865bf109bec667c5190447fbaadd4fb5eef1b38829060200160405180910390a15050565b610d6f6118e1565b5f610d7983611824565b9050610d84816117f5565b15610e435750506001600160401b039081165f9081526003602090815260409182902082516101208101845281546001600160801b038116825261ffff600160801b8204811694830194909452600160901b810490951693810193909352600160d01b9093048116606083015260018301546001600160601b038082166080850152600160601b91829004811660a085015260029094015480851660c085015290810490931660e0830152600160c01b90920490911661010082015290565b604080516101208101825282546001600160801b0381168252600184015461ffff600160a01b8204811660208501526001600160401b03600160801b84041694840194909452600160c01b9091048316606083015260028401546001600160601b038082166080850152600160601b91829004811660a085015260039095015480861660c08501520490931660e0820152600160b01b9092041661010082015292915050565b6001600160401b0381165f908152600260205260408120805482918291600160d01b900460ff16610f38576040516342a36e6160e11b81526001600160401b038616600482015260240161050f565b610f41816117f5565b15610f8757505050506001600160401b038181165f908152600360205260409020546001600160801b03811691600160901b82041690600160d01b900461ffff16610fb4565b546001600160801b0381169350600160801b81046001600160401b03169250600160c01b900461ffff1690505b9193909250565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146110065760405163988d1f0360e01b815233600482015260240161050f565b683635c9adc5dea000006001600160601b03821611156110785760405163808861f960e01b81526080600482015260086084820152670dac2f0a6d8c2e6d60c31b60a48201526001600160601b03821660248201525f6044820152683635c9adc5dea00000606482015260c40161050f565b5f80546bffffffffffffffffffffffff19166001600160601b0383169081179091556040519081527f9c86fbb51cb581a1047cba7ae8587ff74712a6653fde6d9718424864fb3de7b9906020016105e6565b5f5f5f5f6110d785611824565b90506110e2816117f5565b1561112b575050506001600160401b0382165f9081526003602052604090206002015461ffff600160c01b82041691506001600160601b0380821691600160601b900416610fb4565b6001810154600390910154600160b01b90910461ffff16956001600160601b038083169650600160601b9092049091169350915050565b61116b826117af565b6001600160a01b03811661119257604051639905827b60e01b815260040160405180910390fd5b6001600160401b0382165f9081526002602052604090207f00000000000000000000000000000000000000000000000000000000000000006001600160a01b039081169083161480156111f357508054600160d81b900464ffffffffff1615155b80156112055750611203816117f5565b155b15611244578054604051631a01560b60e01b81526001600160401b0385166004820152600160d81b90910464ffffffffff16602482015260440161050f565b6001600160401b0383165f818152600260205260408082206001015490516001600160a01b03808716949216927f111da7657a8ac3b2e2f603939f522618276583ba8532a7c6167f88488861251991a4506001600160401b03919091165f90815260026020526040902060010180546001600160a01b0319166001600160a01b03909216919091179055565b6127106112e36040830160208401611fc6565b61ffff16111561131d576112fd6040820160208301611fc6565b604051632bdb003d60e11b815261ffff909116600482015260240161050f565b61132a6001612710611ba0565b61ffff1661133e6080830160608401611fc6565b61ffff16111561138c576113586080820160608301611fc6565b6113656001612710611ba0565b60405163f420a7cd60e01b815261ffff92831660048201529116602482015260440161050f565b6127106113a161012083016101008401611fc6565b61ffff1611156113bd576112fd61012082016101008301611fc6565b6113896113d261012083016101008401611fc6565b61ffff161015611416576113ee61012082016101008301611fc6565b6040516338ad4d0b60e11b815261ffff9091166004820152611389602482015260440161050f565b5f546001600160601b031661143160e0830160c08401611b2f565b6001600160601b0316111561147e5761145060e0820160c08301611b2f565b5f546040516310b8b0dd60e31b81526001600160601b0392831660048201529116602482015260440161050f565b5f54600160601b90046001600160401b03166114a06060830160408401611acf565b6001600160401b031611156114f6576114bf6060820160408301611acf565b5f54604051636d00355d60e01b81526001600160401b039283166004820152600160601b909104909116602482015260440161050f565b60016115086060830160408401611acf565b6001600160401b03161015611553576115276060820160408301611acf565b604051630285f26f60e31b81526001600160401b0390911660048201526001602482015260440161050f565b50565b6113886115696080830160608401611fc6565b61ffff16108061158d575061251c6115876080830160608401611fc6565b61ffff16115b156115f6576115a26080820160608301611fc6565b60405163808861f960e01b815260806004820152600d60848201526c6d696e6572536861726542707360981b60a482015261ffff9091166024820152611388604482015261251c606482015260c40161050f565b60646116086040830160208401611fc6565b61ffff161015611553576116226040820160208301611fc6565b60405163808861f960e01b815260806004820152600d60848201526c73616d706c655261746542707360981b60a482015261ffff90911660248201526064604482018190526127109082015260c40161050f565b80518254604083015160608401516020850151600187018054608088015160028a01805460a08b01516001600160601b039384166001600160c01b031992831617600160601b91851682021790925560c08b015160038d0180546101008e015163ffffffff60a01b19909716600160a01b61ffff9a8b160261ffff60b01b191617600160b01b978a16979097029690961790965560e0909b01519a83169381169390931799909116029790971790556001600160801b039094169490921693909317600160801b6001600160401b039094169390930292909217600162ff000160c01b0316600160c01b91909216026001600160d81b0316179055565b611781848484846001611874565b6117a957604051635274afe760e01b81526001600160a01b038516600482015260240161050f565b50505050565b336117b982611824565b600101546001600160a01b0316146115535760405163ad942bf960e01b81526001600160401b038216600482015233602482015260440161050f565b80545f90600160d81b900464ffffffffff16801580159061181d57508064ffffffffff164210155b9392505050565b6001600160401b0381165f9081526002602052604090208054600160d01b900460ff1661186f576040516342a36e6160e11b81526001600160401b038316600482015260240161050f565b919050565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f511483166118d05783831516156118c4573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b60408051610120810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e0810182905261010081019190915290565b6001600160801b0381168114611553575f5ffd5b803561186f8161192c565b5f6020828403121561195b575f5ffd5b813561181d8161192c565b5f6101208284031215611977575f5ffd5b50919050565b5f610120828403121561198e575f5ffd5b61181d8383611966565b6001600160801b03815116825261ffff602082015116602083015260408101516119cd60408401826001600160401b03169052565b5060608101516119e3606084018261ffff169052565b5060808101516119fe60808401826001600160601b03169052565b5060a0810151611a1960a08401826001600160601b03169052565b5060c0810151611a3460c08401826001600160601b03169052565b5060e0810151611a4f60e08401826001600160601b03169052565b50610100810151611a6761010084018261ffff169052565b505050565b6101208101610a418284611998565b6001600160401b0381168114611553575f5ffd5b803561186f81611a7b565b5f5f6101408385031215611aac575f5ffd5b8235611ab781611a7b565b9150611ac68460208501611966565b90509250929050565b5f60208284031215611adf575f5ffd5b813561181d81611a7b565b6101408101611af98285611998565b6001600160401b0383166101208301529392505050565b6001600160601b0381168114611553575f5ffd5b803561186f81611b10565b5f60208284031215611b3f575f5ffd5b813561181d81611b10565b5f5f60408385031215611b5b575f5ffd5b8235611b6681611a7b565b915060208301356001600160a01b0381168114611b81575f5ffd5b809150509250929050565b634e487b7160e01b5f52601160045260245ffd5b61ffff8281168282160390811115610a4157610a41611b8c565b5f6001600160401b0382166001600160401b038103611bdb57611bdb611b8c565b60010192915050565b60405161012081016001600160401b0381118282101715611c1357634e487b7160e01b5f52604160045260245ffd5b60405290565b61ffff81168114611553575f5ffd5b803561186f81611c19565b5f610120828403128015611c45575f5ffd5b50611c4e611be4565b611c5783611940565b8152611c6560208401611c28565b6020820152611c7660408401611a8f565b6040820152611c8760608401611c28565b6060820152611c9860808401611b24565b6080820152611ca960a08401611b24565b60a0820152611cba60c08401611b24565b60c0820152611ccb60e08401611b24565b60e0820152611cdd6101008401611c28565b6101008201529392505050565b8035611cf58161192c565b6001600160801b03168252611d0c60208201611c28565b61ffff166020830152611d2160408201611a8f565b6001600160401b03166040830152611d3b60608201611c28565b61ffff166060830152611d5060808201611b24565b6001600160601b03166080830152611d6a60a08201611b24565b6001600160601b031660a0830152611d8460c08201611b24565b6001600160601b031660c0830152611d9e60e08201611b24565b6001600160601b031660e0830152611db96101008201611c28565b61ffff8116610100840152505050565b6101208101610a418284611cea565b6101408101611af98285611cea565b5f8135610a4181611c19565b5f8135610a4181611a7b565b5f8135610a4181611b10565b8135611e168161192c565b6001600160801b0381166001600160801b0319835416178255505f6020830135611e3f81611c19565b825461ffff60801b1916608082901b61ffff60801b16178355905050611e96611e6a60408401611df3565b82805467ffffffffffffffff60901b191660909290921b67ffffffffffffffff60901b16919091179055565b611ec5611ea560608401611de7565b82805461ffff60d01b191660d09290921b61ffff60d01b16919091179055565b60018101611efa611ed860808501611dff565b82546bffffffffffffffffffffffff19166001600160601b0391909116178255565b611f3d611f0960a08501611dff565b8280546bffffffffffffffffffffffff60601b191660609290921b6bffffffffffffffffffffffff60601b16919091179055565b5060028101611f51611ed860c08501611dff565b611f60611f0960e08501611dff565b611a67611f706101008501611de7565b82805461ffff60c01b191660c09290921b61ffff60c01b16919091179055565b6001600160401b038181168382160190811115610a4157610a41611b8c565b5f60208284031215611fbf575f5ffd5b5051919050565b5f60208284031215611fd6575f5ffd5b813561181d81611c1956",
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

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address token_, address governance_, uint64 maxChallengeWindow_) returns()
func (subnetRegistry *SubnetRegistry) PackConstructor(token_ common.Address, governance_ common.Address, maxChallengeWindow_ uint64) []byte {
	enc, err := subnetRegistry.abi.Pack("", token_, governance_, maxChallengeWindow_)
	if err != nil {
		panic(err)
	}
	return enc
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

// PackGOVERNEDMAXMINERSHAREBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19cec929.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function GOVERNED_MAX_MINER_SHARE_BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) PackGOVERNEDMAXMINERSHAREBPS() []byte {
	enc, err := subnetRegistry.abi.Pack("GOVERNED_MAX_MINER_SHARE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGOVERNEDMAXMINERSHAREBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19cec929.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function GOVERNED_MAX_MINER_SHARE_BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) TryPackGOVERNEDMAXMINERSHAREBPS() ([]byte, error) {
	return subnetRegistry.abi.Pack("GOVERNED_MAX_MINER_SHARE_BPS")
}

// UnpackGOVERNEDMAXMINERSHAREBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x19cec929.
//
// Solidity: function GOVERNED_MAX_MINER_SHARE_BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) UnpackGOVERNEDMAXMINERSHAREBPS(data []byte) (uint16, error) {
	out, err := subnetRegistry.abi.Unpack("GOVERNED_MAX_MINER_SHARE_BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackGOVERNEDMINMINERSHAREBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe50b81db.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function GOVERNED_MIN_MINER_SHARE_BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) PackGOVERNEDMINMINERSHAREBPS() []byte {
	enc, err := subnetRegistry.abi.Pack("GOVERNED_MIN_MINER_SHARE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGOVERNEDMINMINERSHAREBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe50b81db.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function GOVERNED_MIN_MINER_SHARE_BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) TryPackGOVERNEDMINMINERSHAREBPS() ([]byte, error) {
	return subnetRegistry.abi.Pack("GOVERNED_MIN_MINER_SHARE_BPS")
}

// UnpackGOVERNEDMINMINERSHAREBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe50b81db.
//
// Solidity: function GOVERNED_MIN_MINER_SHARE_BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) UnpackGOVERNEDMINMINERSHAREBPS(data []byte) (uint16, error) {
	out, err := subnetRegistry.abi.Unpack("GOVERNED_MIN_MINER_SHARE_BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackGOVERNEDMINSAMPLERATEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13ca5dc4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function GOVERNED_MIN_SAMPLE_RATE_BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) PackGOVERNEDMINSAMPLERATEBPS() []byte {
	enc, err := subnetRegistry.abi.Pack("GOVERNED_MIN_SAMPLE_RATE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGOVERNEDMINSAMPLERATEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13ca5dc4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function GOVERNED_MIN_SAMPLE_RATE_BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) TryPackGOVERNEDMINSAMPLERATEBPS() ([]byte, error) {
	return subnetRegistry.abi.Pack("GOVERNED_MIN_SAMPLE_RATE_BPS")
}

// UnpackGOVERNEDMINSAMPLERATEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x13ca5dc4.
//
// Solidity: function GOVERNED_MIN_SAMPLE_RATE_BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) UnpackGOVERNEDMINSAMPLERATEBPS(data []byte) (uint16, error) {
	out, err := subnetRegistry.abi.Unpack("GOVERNED_MIN_SAMPLE_RATE_BPS", data)
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

// PackMAXREGISTRATIONFEE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2376d9a4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_REGISTRATION_FEE() view returns(uint128)
func (subnetRegistry *SubnetRegistry) PackMAXREGISTRATIONFEE() []byte {
	enc, err := subnetRegistry.abi.Pack("MAX_REGISTRATION_FEE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXREGISTRATIONFEE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2376d9a4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_REGISTRATION_FEE() view returns(uint128)
func (subnetRegistry *SubnetRegistry) TryPackMAXREGISTRATIONFEE() ([]byte, error) {
	return subnetRegistry.abi.Pack("MAX_REGISTRATION_FEE")
}

// UnpackMAXREGISTRATIONFEE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2376d9a4.
//
// Solidity: function MAX_REGISTRATION_FEE() view returns(uint128)
func (subnetRegistry *SubnetRegistry) UnpackMAXREGISTRATIONFEE(data []byte) (*big.Int, error) {
	out, err := subnetRegistry.abi.Unpack("MAX_REGISTRATION_FEE", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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

// PackGovernance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5aa6e675.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function governance() view returns(address)
func (subnetRegistry *SubnetRegistry) PackGovernance() []byte {
	enc, err := subnetRegistry.abi.Pack("governance")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGovernance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5aa6e675.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function governance() view returns(address)
func (subnetRegistry *SubnetRegistry) TryPackGovernance() ([]byte, error) {
	return subnetRegistry.abi.Pack("governance")
}

// UnpackGovernance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5aa6e675.
//
// Solidity: function governance() view returns(address)
func (subnetRegistry *SubnetRegistry) UnpackGovernance(data []byte) (common.Address, error) {
	out, err := subnetRegistry.abi.Unpack("governance", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackMaxChallengeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x262ea94d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maxChallengeWindow() view returns(uint64)
func (subnetRegistry *SubnetRegistry) PackMaxChallengeWindow() []byte {
	enc, err := subnetRegistry.abi.Pack("maxChallengeWindow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaxChallengeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x262ea94d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maxChallengeWindow() view returns(uint64)
func (subnetRegistry *SubnetRegistry) TryPackMaxChallengeWindow() ([]byte, error) {
	return subnetRegistry.abi.Pack("maxChallengeWindow")
}

// UnpackMaxChallengeWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x262ea94d.
//
// Solidity: function maxChallengeWindow() view returns(uint64)
func (subnetRegistry *SubnetRegistry) UnpackMaxChallengeWindow(data []byte) (uint64, error) {
	out, err := subnetRegistry.abi.Unpack("maxChallengeWindow", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackMaxSlash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf4cb313a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maxSlash() view returns(uint96)
func (subnetRegistry *SubnetRegistry) PackMaxSlash() []byte {
	enc, err := subnetRegistry.abi.Pack("maxSlash")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaxSlash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf4cb313a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maxSlash() view returns(uint96)
func (subnetRegistry *SubnetRegistry) TryPackMaxSlash() ([]byte, error) {
	return subnetRegistry.abi.Pack("maxSlash")
}

// UnpackMaxSlash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf4cb313a.
//
// Solidity: function maxSlash() view returns(uint96)
func (subnetRegistry *SubnetRegistry) UnpackMaxSlash(data []byte) (*big.Int, error) {
	out, err := subnetRegistry.abi.Unpack("maxSlash", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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

// PackRegistrationFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x14c44e09.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registrationFee() view returns(uint128)
func (subnetRegistry *SubnetRegistry) PackRegistrationFee() []byte {
	enc, err := subnetRegistry.abi.Pack("registrationFee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegistrationFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x14c44e09.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registrationFee() view returns(uint128)
func (subnetRegistry *SubnetRegistry) TryPackRegistrationFee() ([]byte, error) {
	return subnetRegistry.abi.Pack("registrationFee")
}

// UnpackRegistrationFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x14c44e09.
//
// Solidity: function registrationFee() view returns(uint128)
func (subnetRegistry *SubnetRegistry) UnpackRegistrationFee(data []byte) (*big.Int, error) {
	out, err := subnetRegistry.abi.Unpack("registrationFee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSetMaxChallengeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7e175b19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMaxChallengeWindow(uint64 v) returns()
func (subnetRegistry *SubnetRegistry) PackSetMaxChallengeWindow(v uint64) []byte {
	enc, err := subnetRegistry.abi.Pack("setMaxChallengeWindow", v)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMaxChallengeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7e175b19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMaxChallengeWindow(uint64 v) returns()
func (subnetRegistry *SubnetRegistry) TryPackSetMaxChallengeWindow(v uint64) ([]byte, error) {
	return subnetRegistry.abi.Pack("setMaxChallengeWindow", v)
}

// PackSetMaxSlash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9f31c5a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMaxSlash(uint96 v) returns()
func (subnetRegistry *SubnetRegistry) PackSetMaxSlash(v *big.Int) []byte {
	enc, err := subnetRegistry.abi.Pack("setMaxSlash", v)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMaxSlash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9f31c5a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMaxSlash(uint96 v) returns()
func (subnetRegistry *SubnetRegistry) TryPackSetMaxSlash(v *big.Int) ([]byte, error) {
	return subnetRegistry.abi.Pack("setMaxSlash", v)
}

// PackSetRegistrationFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x506e6f4d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setRegistrationFee(uint128 v) returns()
func (subnetRegistry *SubnetRegistry) PackSetRegistrationFee(v *big.Int) []byte {
	enc, err := subnetRegistry.abi.Pack("setRegistrationFee", v)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetRegistrationFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x506e6f4d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setRegistrationFee(uint128 v) returns()
func (subnetRegistry *SubnetRegistry) TryPackSetRegistrationFee(v *big.Int) ([]byte, error) {
	return subnetRegistry.abi.Pack("setRegistrationFee", v)
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

// PackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token() view returns(address)
func (subnetRegistry *SubnetRegistry) PackToken() []byte {
	enc, err := subnetRegistry.abi.Pack("token")
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
func (subnetRegistry *SubnetRegistry) TryPackToken() ([]byte, error) {
	return subnetRegistry.abi.Pack("token")
}

// UnpackToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc0c546a.
//
// Solidity: function token() view returns(address)
func (subnetRegistry *SubnetRegistry) UnpackToken(data []byte) (common.Address, error) {
	out, err := subnetRegistry.abi.Unpack("token", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
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

// SubnetRegistryMaxChallengeWindowSet represents a MaxChallengeWindowSet event raised by the SubnetRegistry contract.
type SubnetRegistryMaxChallengeWindowSet struct {
	MaxChallengeWindow uint64
	Raw                *types.Log // Blockchain specific contextual infos
}

const SubnetRegistryMaxChallengeWindowSetEventName = "MaxChallengeWindowSet"

// ContractEventName returns the user-defined event name.
func (SubnetRegistryMaxChallengeWindowSet) ContractEventName() string {
	return SubnetRegistryMaxChallengeWindowSetEventName
}

// UnpackMaxChallengeWindowSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MaxChallengeWindowSet(uint64 maxChallengeWindow)
func (subnetRegistry *SubnetRegistry) UnpackMaxChallengeWindowSetEvent(log *types.Log) (*SubnetRegistryMaxChallengeWindowSet, error) {
	event := "MaxChallengeWindowSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != subnetRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SubnetRegistryMaxChallengeWindowSet)
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

// SubnetRegistryMaxSlashSet represents a MaxSlashSet event raised by the SubnetRegistry contract.
type SubnetRegistryMaxSlashSet struct {
	MaxSlash *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const SubnetRegistryMaxSlashSetEventName = "MaxSlashSet"

// ContractEventName returns the user-defined event name.
func (SubnetRegistryMaxSlashSet) ContractEventName() string {
	return SubnetRegistryMaxSlashSetEventName
}

// UnpackMaxSlashSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MaxSlashSet(uint96 maxSlash)
func (subnetRegistry *SubnetRegistry) UnpackMaxSlashSetEvent(log *types.Log) (*SubnetRegistryMaxSlashSet, error) {
	event := "MaxSlashSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != subnetRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SubnetRegistryMaxSlashSet)
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

// SubnetRegistryRegistrationFeeSet represents a RegistrationFeeSet event raised by the SubnetRegistry contract.
type SubnetRegistryRegistrationFeeSet struct {
	Fee *big.Int
	Raw *types.Log // Blockchain specific contextual infos
}

const SubnetRegistryRegistrationFeeSetEventName = "RegistrationFeeSet"

// ContractEventName returns the user-defined event name.
func (SubnetRegistryRegistrationFeeSet) ContractEventName() string {
	return SubnetRegistryRegistrationFeeSetEventName
}

// UnpackRegistrationFeeSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RegistrationFeeSet(uint128 fee)
func (subnetRegistry *SubnetRegistry) UnpackRegistrationFeeSetEvent(log *types.Log) (*SubnetRegistryRegistrationFeeSet, error) {
	event := "RegistrationFeeSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != subnetRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SubnetRegistryRegistrationFeeSet)
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
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["ChangePending"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackChangePendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["MinerShareTooHigh"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackMinerShareTooHighError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["NotGovernance"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackNotGovernanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["NotSubnetOwner"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackNotSubnetOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["OutOfBounds"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackOutOfBoundsError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["QuorumTooLow"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackQuorumTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["SlashTooHigh"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackSlashTooHighError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["UnknownSubnet"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackUnknownSubnetError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["WindowAboveGovernanceDelay"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackWindowAboveGovernanceDelayError(raw[4:])
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

// SubnetRegistryChangePending represents a ChangePending error raised by the SubnetRegistry contract.
type SubnetRegistryChangePending struct {
	Id          uint64
	EffectiveAt uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChangePending(uint64 id, uint64 effectiveAt)
func SubnetRegistryChangePendingErrorID() common.Hash {
	return common.HexToHash("0x1a01560ba57eea418d5587e2f47131632cdf8e3283bc76466549246c9cba31a1")
}

// UnpackChangePendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChangePending(uint64 id, uint64 effectiveAt)
func (subnetRegistry *SubnetRegistry) UnpackChangePendingError(raw []byte) (*SubnetRegistryChangePending, error) {
	out := new(SubnetRegistryChangePending)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "ChangePending", raw); err != nil {
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

// SubnetRegistryNotGovernance represents a NotGovernance error raised by the SubnetRegistry contract.
type SubnetRegistryNotGovernance struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotGovernance(address caller)
func SubnetRegistryNotGovernanceErrorID() common.Hash {
	return common.HexToHash("0x988d1f034409fa6034c96c7a747f1aface3c57af045046793082b71a663c0040")
}

// UnpackNotGovernanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotGovernance(address caller)
func (subnetRegistry *SubnetRegistry) UnpackNotGovernanceError(raw []byte) (*SubnetRegistryNotGovernance, error) {
	out := new(SubnetRegistryNotGovernance)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "NotGovernance", raw); err != nil {
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

// SubnetRegistryOutOfBounds represents a OutOfBounds error raised by the SubnetRegistry contract.
type SubnetRegistryOutOfBounds struct {
	What  string
	Value *big.Int
	Min   *big.Int
	Max   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OutOfBounds(string what, uint256 value, uint256 min, uint256 max)
func SubnetRegistryOutOfBoundsErrorID() common.Hash {
	return common.HexToHash("0x808861f9972ab4bd8eee7fb87e308a15b457572badc46af5f71c5137a3d31462")
}

// UnpackOutOfBoundsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OutOfBounds(string what, uint256 value, uint256 min, uint256 max)
func (subnetRegistry *SubnetRegistry) UnpackOutOfBoundsError(raw []byte) (*SubnetRegistryOutOfBounds, error) {
	out := new(SubnetRegistryOutOfBounds)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "OutOfBounds", raw); err != nil {
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

// SubnetRegistrySafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the SubnetRegistry contract.
type SubnetRegistrySafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func SubnetRegistrySafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (subnetRegistry *SubnetRegistry) UnpackSafeERC20FailedOperationError(raw []byte) (*SubnetRegistrySafeERC20FailedOperation, error) {
	out := new(SubnetRegistrySafeERC20FailedOperation)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
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

// SubnetRegistryWindowAboveGovernanceDelay represents a WindowAboveGovernanceDelay error raised by the SubnetRegistry contract.
type SubnetRegistryWindowAboveGovernanceDelay struct {
	Window uint64
	Delay  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WindowAboveGovernanceDelay(uint64 window, uint256 delay)
func SubnetRegistryWindowAboveGovernanceDelayErrorID() common.Hash {
	return common.HexToHash("0x79f08bd5fc8fc244a1e3de218c057b76f4f47456dbd12a04027946fa62e4b147")
}

// UnpackWindowAboveGovernanceDelayError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WindowAboveGovernanceDelay(uint64 window, uint256 delay)
func (subnetRegistry *SubnetRegistry) UnpackWindowAboveGovernanceDelayError(raw []byte) (*SubnetRegistryWindowAboveGovernanceDelay, error) {
	out := new(SubnetRegistryWindowAboveGovernanceDelay)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "WindowAboveGovernanceDelay", raw); err != nil {
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
