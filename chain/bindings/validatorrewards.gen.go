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

// ValidatorRewardsBatchWork is an auto generated low-level Go binding around an user-defined struct.
type ValidatorRewardsBatchWork struct {
	Pot   *big.Int
	Units uint32
	Paid  bool
}

// ValidatorRewardsUsageTotals is an auto generated low-level Go binding around an user-defined struct.
type ValidatorRewardsUsageTotals struct {
	Jobs     uint32
	WallUs   uint64
	CpuUs    uint64
	BytesIn  uint64
	BytesOut uint64
	FetchUs  uint64
}

// ValidatorRewardsMetaData contains all meta data concerning the ValidatorRewards contract.
var ValidatorRewardsMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"admin\",\"type\":\"address\"},{\"internalType\":\"contractJobEscrow\",\"name\":\"escrow_\",\"type\":\"address\"},{\"internalType\":\"contractStaking\",\"name\":\"staking_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"challenges_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AccessControlBadConfirmation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"neededRole\",\"type\":\"bytes32\"}],\"name\":\"AccessControlUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"}],\"name\":\"BatchAlreadyFinalized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"}],\"name\":\"BatchNotPaid\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"available\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"InsufficientPool\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"LeafNotInBatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"LeafVoided\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LengthMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotChallenges\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotEscrow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotValidator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NothingToClaim\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"accounted\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"UnbackedReward\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"}],\"name\":\"UnknownBatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"}],\"name\":\"UsageAlreadyAnchored\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"leaves\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jobs\",\"type\":\"uint256\"}],\"name\":\"UsageJobCount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"}],\"name\":\"WorkAlreadyRecorded\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroUsageRoot\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"units\",\"type\":\"uint256\"}],\"name\":\"BatchRewarded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BountyCredited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"RewardAllocated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"RewardClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"RewardDeposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"previousAdminRole\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"newAdminRole\",\"type\":\"bytes32\"}],\"name\":\"RoleAdminChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleGranted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleRevoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"jobs\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"wallUs\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"cpuUs\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bytesIn\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bytesOut\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fetchUs\",\"type\":\"uint256\"}],\"name\":\"UsageAnchored\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"WorkClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"units\",\"type\":\"uint256\"}],\"name\":\"WorkRecorded\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ALLOCATOR_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DEFAULT_ADMIN_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"accounted\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"allocate\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"uint32\",\"name\":\"jobs\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"wallUs\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"cpuUs\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"bytesIn\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"bytesOut\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"fetchUs\",\"type\":\"uint64\"}],\"internalType\":\"structValidatorRewards.UsageTotals\",\"name\":\"totals\",\"type\":\"tuple\"}],\"name\":\"anchorUsage\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"}],\"name\":\"batchWork\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"pot\",\"type\":\"uint128\"},{\"internalType\":\"uint32\",\"name\":\"units\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"paid\",\"type\":\"bool\"}],\"internalType\":\"structValidatorRewards.BatchWork\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"challenges\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"claim\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"batchIds\",\"type\":\"uint256[]\"}],\"name\":\"claimWork\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"total\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"claimable\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"validators\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"amounts\",\"type\":\"uint256[]\"}],\"name\":\"creditBounty\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"deposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrow\",\"outputs\":[{\"internalType\":\"contractJobEscrow\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"}],\"name\":\"getRoleAdmin\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"grantRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"hasRole\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"notifyBatchReward\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"notifyReward\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"}],\"name\":\"pool\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"settleByMs\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Leaf[]\",\"name\":\"leaves\",\"type\":\"tuple[]\"},{\"internalType\":\"bytes32[][]\",\"name\":\"proofs\",\"type\":\"bytes32[][]\"}],\"name\":\"recordWork\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"callerConfirmation\",\"type\":\"address\"}],\"name\":\"renounceRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"revokeRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"staking\",\"outputs\":[{\"internalType\":\"contractStaking\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unclaimedWork\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"}],\"name\":\"usageRoot\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"}],\"name\":\"work\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"}],\"name\":\"workRecorded\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "ValidatorRewards",
	Bin: "0x610100604052348015610010575f5ffd5b5060405161272a38038061272a83398101604081905261002f9161014e565b6001600160a01b0380861660805283811660a05282811660c052811660e0526100585f8561008e565b506100837f68bf109b95a5c15fb2bb99041323c27d15f8675e11bf7420a1cd6ad64c394f468561008e565b5050505050506101bf565b5f828152602081815260408083206001600160a01b038516845290915281205460ff1661012e575f838152602081815260408083206001600160a01b03861684529091529020805460ff191660011790556100e63390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a4506001610131565b505f5b92915050565b6001600160a01b038116811461014b575f5ffd5b50565b5f5f5f5f5f60a08688031215610162575f5ffd5b855161016d81610137565b602087015190955061017e81610137565b604087015190945061018f81610137565b60608701519093506101a081610137565b60808701519092506101b181610137565b809150509295509295909350565b60805160a05160c05160e0516124dd61024d5f395f81816101f7015261122a01525f81816102c901528181610738015281816107ec01528181610de50152610e9901525f8181610467015281816106820152818161099801528181610ccc0152818161140e015261161101525f818161057a01528181610c64015281816111e30152611be701526124dd5ff3fe608060405234801561000f575f5ffd5b50600436106101c6575f3560e01c806388b4e366116100fe578063d547741f1161009e578063e9b5e9781161006e578063e9b5e97814610489578063f3cd76de1461049c578063facf8eb914610540578063fc0c546a14610575575f5ffd5b8063d547741f146103ea578063da17f417146103fd578063da5c3a1f1461044f578063e2fdcc1714610462575f5ffd5b8063a217fddf116100d9578063a217fddf14610378578063add7d6351461037f578063c4d4c32314610388578063c81cbaa1146103c3575f5ffd5b806388b4e3661461033f5780638c87cd801461035257806391d1485414610365575f5ffd5b8063499a8cab11610169578063584c1e5011610144578063584c1e50146102f35780635a0112e7146103065780636170c4b11461031957806386cd67481461032c575f5ffd5b8063499a8cab146102b15780634cf088d9146102c45780634e71d92d146102eb575f5ffd5b8063248a9ca3116101a4578063248a9ca3146102485780632f2ff15d1461026a57806336568abe1461027f578063402914f514610292575f5ffd5b806301ffc9a7146101ca57806309af4fe6146101f257806319f8dcf114610231575b5f5ffd5b6101dd6101d8366004611e6d565b61059c565b60405190151581526020015b60405180910390f35b6102197f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016101e9565b61023a60085481565b6040519081526020016101e9565b61023a610256366004611e94565b5f9081526020819052604090206001015490565b61027d610278366004611ebf565b6105d2565b005b61027d61028d366004611ebf565b6105fc565b61023a6102a0366004611eed565b60076020525f908152604090205481565b61027d6102bf366004611f4f565b610634565b6102197f000000000000000000000000000000000000000000000000000000000000000081565b61023a610bbe565b61027d610301366004611ff7565b610c96565b61027d610314366004612049565b611057565b61027d610327366004612087565b6111c4565b61027d61033a3660046120b1565b611217565b61027d61034d36600461211b565b6113fb565b61023a61036036600461213f565b611568565b6101dd610373366004611ebf565b6117ab565b61023a5f81565b61023a60045481565b61023a610396366004611ebf565b5f9182526002602090815260408084206001600160a01b0393909316845291905290205463ffffffff1690565b61023a7f68bf109b95a5c15fb2bb99041323c27d15f8675e11bf7420a1cd6ad64c394f4681565b61027d6103f8366004611ebf565b6117d3565b61043a61040b36600461217d565b6001600160401b03165f908152600560205260409020546001600160801b0380821692600160801b9092041690565b604080519283526020830191909152016101e9565b61027d61045d366004612087565b6117f7565b6102197f000000000000000000000000000000000000000000000000000000000000000081565b6101dd610497366004611ebf565b611812565b61050d6104aa366004611e94565b60408051606080820183525f8083526020808401829052928401819052938452600182529282902082519384018352546001600160801b0381168452600160801b810463ffffffff1691840191909152600160a01b900460ff1615159082015290565b6040805182516001600160801b0316815260208084015163ffffffff1690820152918101511515908201526060016101e9565b61023a61054e366004611ebf565b5f9182526006602090815260408084206001600160a01b0393909316845291905290205490565b6102197f000000000000000000000000000000000000000000000000000000000000000081565b5f6001600160e01b03198216637965db0b60e01b14806105cc57506301ffc9a760e01b6001600160e01b03198316145b92915050565b5f828152602081905260409020600101546105ec8161186a565b6105f68383611877565b50505050565b6001600160a01b03811633146106255760405163334bd91960e11b815260040160405180910390fd5b61062f8282611906565b505050565b61063c61196f565b8215806106495750828114155b1561066a576040516001621398b960e31b0319815260040160405180910390fd5b6040516307553aff60e11b8152600481018690525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690630eaa75fe9060240161018060405180830381865afa1580156106d0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106f49190612255565b90508060600151156107215760405163a99bd78160e01b8152600481018790526024015b60405180910390fd5b60026040516352ebc13f60e11b81523360048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063a5d7827e90602401602060405180830381865afa158015610785573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107a99190612351565b60028111156107ba576107ba61233d565b14158061085f57506020810151604051631a96e1d960e21b81523360048201526001600160401b0390911660248201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690636a5b876490604401602060405180830381865afa158015610839573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061085d919061236f565b155b1561087f57604051633b4f6e2b60e21b8152336004820152602401610718565b5f5b84811015610ab3573686868381811061089c5761089c612388565b60a0029190910191505f905081356108ba6040840160208501611eed565b604084013560608501356108d460a087016080880161217d565b6040805160208101969096526001600160a01b0390941693850193909352606084019190915260808301526001600160401b031660a082015260c00160405160208183030381529060405280519060200120905061095b86868581811061093d5761093d612388565b905060200281019061094f919061239c565b866101000151846119c8565b610982576040516301f0020760e11b8152600481018a905282356024820152604401610718565b60405163a55d800b60e01b8152600481018290527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063a55d800b90602401602060405180830381865afa1580156109e5573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a09919061236f565b15610a2a5760405163f852b20d60e01b815282356004820152602401610718565b6040805160208082018490523382840152825180830384018152606090920183528151918101919091205f81815260039092529190205460ff1615610a8b57604051632c63b4af60e11b815283356004820152336024820152604401610718565b5f908152600360205260409020805460ff191660019081179091559290920191506108819050565b505f610abe856119df565b5f888152600260209081526040808320338452909152812080549293508392909190610af190849063ffffffff166123f5565b92506101000a81548163ffffffff021916908363ffffffff1602179055508060015f8981526020019081526020015f205f0160108282829054906101000a900463ffffffff16610b4191906123f5565b92506101000a81548163ffffffff021916908363ffffffff160217905550336001600160a01b0316877f9f2afe5db87b4ec728884ef05c97998b19d662d5e2ba2fe4b89cf72144a6b7aa83604051610ba5919063ffffffff91909116815260200190565b60405180910390a35050610bb7611a13565b5050505050565b5f610bc761196f565b50335f9081526007602052604081205490819003610bfa576040516332559a3360e11b8152336004820152602401610718565b335f90815260076020526040812081905560088054839290610c1d908490612411565b909155505060405181815233907f106f923f993c2149d49b4255ff723acafa1f2d94393f561d3eda32ae348f72419060200160405180910390a2610c8b6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163383611a3d565b610c93611a13565b90565b81610cb457604051630debe78160e11b815260040160405180910390fd5b6040516307553aff60e11b8152600481018490525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690630eaa75fe9060240161018060405180830381865afa158015610d1a573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610d3e9190612255565b610100810151909150610d67576040516321c9773560e11b815260048101859052602401610718565b60c081015163ffffffff16610d7f6020840184612424565b63ffffffff1614610dce5760c08101518490610d9e6020850185612424565b60405163a34be18f60e01b8152600481019390935263ffffffff9182166024840152166044820152606401610718565b60026040516352ebc13f60e11b81523360048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063a5d7827e90602401602060405180830381865afa158015610e32573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e569190612351565b6002811115610e6757610e6761233d565b141580610f0c57506020810151604051631a96e1d960e21b81523360048201526001600160401b0390911660248201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690636a5b876490604401602060405180830381865afa158015610ee6573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f0a919061236f565b155b15610f2c57604051633b4f6e2b60e21b8152336004820152602401610718565b5f848152600660209081526040808320338452918290529091205415610f6e57604051636ca2eaeb60e11b815260048101869052336024820152604401610718565b335f8181526020838152604090912086905586907f2c343f40effd029c4858c5efefb1ec33f700a19872519d753e9b29f3838b282a908790610fb290880188612424565b610fc26040890160208a0161217d565b610fd260608a0160408b0161217d565b610fe260808b0160608c0161217d565b610ff260a08c0160808d0161217d565b61100260c08d0160a08e0161217d565b6040805197885263ffffffff90961660208801526001600160401b0394851695870195909552918316606086015282166080850152811660a08401521660c082015260e0015b60405180910390a35050505050565b7f68bf109b95a5c15fb2bb99041323c27d15f8675e11bf7420a1cd6ad64c394f466110818161186a565b815f036110a157604051631f2a200560e01b815260040160405180910390fd5b6001600160401b0384165f90815260056020526040902080546001600160801b0316831115611107578054604051630ca4ec7d60e31b81526001600160401b03871660048201526001600160801b03909116602482015260448101849052606401610718565b8054839082905f906111239084906001600160801b031661243f565b92506101000a8154816001600160801b0302191690836001600160801b031602179055508260075f866001600160a01b03166001600160a01b031681526020019081526020015f205f828254611179919061245e565b90915550506040518381526001600160a01b038516906001600160401b038716907fdca6c24a8a2e3d4733dce500b1ff466602af7cf33488b33d20ef0262452bc2f190602001611048565b6111cc61196f565b6111d68282611a72565b61120b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016333084611b9a565b611213611a13565b5050565b61121f61196f565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461126a57604051632c5e821960e21b8152336004820152602401610718565b82811461128d576040516001621398b960e31b0319815260040160405180910390fd5b5f5f5b828110156112c6578383828181106112aa576112aa612388565b90506020020135826112bc919061245e565b9150600101611290565b506112d081611bd0565b5f5b848110156113d9578383828181106112ec576112ec612388565b9050602002013560075f88888581811061130857611308612388565b905060200201602081019061131d9190611eed565b6001600160a01b03166001600160a01b031681526020019081526020015f205f82825461134a919061245e565b90915550869050858281811061136257611362612388565b90506020020160208101906113779190611eed565b6001600160a01b03167f742c36334058e1af800fa3d036329f82af1042774e0450b62f111680da237e228585848181106113b3576113b3612388565b905060200201356040516113c991815260200190565b60405180910390a26001016112d2565b508060085f8282546113eb919061245e565b92505081905550506105f6611a13565b61140361196f565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461144e57604051630447d9c560e11b8152336004820152602401610718565b61145781611bd0565b5f83815260016020526040812080549091600160801b90910463ffffffff16900361148c576114868383611a72565b50611560565b815f036114ac57604051631f2a200560e01b815260040160405180910390fd5b6114b582611c9d565b815474ff00000000ffffffffffffffffffffffffffffffff19166001600160801b039190911617600160a01b178155600880548391905f906114f890849061245e565b925050819055508160045f828254611510919061245e565b9091555050805460408051848152600160801b90920463ffffffff16602083015285917fdd4a040b50dcfea05e0c9b39662d6dd72b4a367ae75d2101204347320f0cfb3c910160405180910390a2505b61062f611a13565b5f61157161196f565b5f5b82811015611768575f84848381811061158e5761158e612388565b602090810292909201355f8181526002845260408082203383529094529290922080549293509163ffffffff16159050806115d257508054640100000000900460ff165b156115de575050611760565b5f8281526001602052604090208054600160a01b900460ff166116c1576040516307553aff60e11b8152600481018490527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690630eaa75fe9060240161018060405180830381865afa15801561165f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116839190612255565b606001516116a757604051635c49ebe360e11b815260048101849052602401610718565b50805464ff00000000191664010000000017905550611760565b815464ff0000000019811664010000000017835581545f9163ffffffff600160801b83048116926116ff9291909116906001600160801b0316612471565b6117099190612488565b9050611715818761245e565b9550336001600160a01b0316847f558db054ab91c4181786c0e1e5e2fbbaa457e52bec255a9f1cd6295fa6f87b3f8360405161175391815260200190565b60405180910390a3505050505b600101611573565b508060045f82825461177a9190612411565b9091555050335f908152600760205260408120805483929061179d90849061245e565b909155506105cc9050611a13565b5f918252602082815260408084206001600160a01b0393909316845291905290205460ff1690565b5f828152602081905260409020600101546117ed8161186a565b6105f68383611906565b6117ff61196f565b61180881611bd0565b61120b8282611a72565b5f60035f848460405160200161183b9291909182526001600160a01b0316602082015260400190565b60408051808303601f190181529181528151602092830120835290820192909252015f205460ff169392505050565b6118748133611cd0565b50565b5f61188283836117ab565b6118ff575f838152602081815260408083206001600160a01b03861684529091529020805460ff191660011790556118b73390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a45060016105cc565b505f6105cc565b5f61191183836117ab565b156118ff575f838152602081815260408083206001600160a01b0386168085529252808320805460ff1916905551339286917ff6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b9190a45060016105cc565b6119997f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c611d09565b6119c660017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90611d27565b565b5f826119d5868685611d2e565b1495945050505050565b5f63ffffffff821115611a0f576040516306dfcc6560e41b81526020600482015260248101839052604401610718565b5090565b6119c65f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f006119c0565b611a4a8383836001611d6f565b61062f57604051635274afe760e01b81526001600160a01b0384166004820152602401610718565b805f03611a9257604051631f2a200560e01b815260040160405180910390fd5b5f611a9c82611c9d565b6001600160401b0384165f90815260056020526040812080549293509183918391611ad19084906001600160801b03166124a7565b92506101000a8154816001600160801b0302191690836001600160801b0316021790555081815f0160108282829054906101000a90046001600160801b0316611b1a91906124a7565b92506101000a8154816001600160801b0302191690836001600160801b031602179055508260085f828254611b4f919061245e565b909155505060405183815233906001600160401b038616907f4095ee0dfc8cee339663a36bca6a99e2424d9f6958b92dbff9dd8a3aff020bbf9060200160405180910390a350505050565b611ba8848484846001611dd1565b6105f657604051635274afe760e01b81526001600160a01b0385166004820152602401610718565b6040516370a0823160e01b81523060048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906370a0823190602401602060405180830381865afa158015611c34573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c5891906124c6565b905081600854611c68919061245e565b811015611213576008546040516315c05d6560e31b815260048101839052602481019190915260448101839052606401610718565b5f6001600160801b03821115611a0f576040516306dfcc6560e41b81526080600482015260248101839052604401610718565b611cda82826117ab565b6112135760405163e2517d3f60e01b81526001600160a01b038216600482015260248101839052604401610718565b156119c657604051633ee5aeb560e01b815260040160405180910390fd5b80825d5050565b5f81815b84811015611d6657611d5c82878784818110611d5057611d50612388565b90506020020135611e3e565b9150600101611d32565b50949350505050565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316611dc5578383151615611db9573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316611e2d578383151615611e21573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b5f818310611e58575f828152602084905260409020611e66565b5f8381526020839052604090205b9392505050565b5f60208284031215611e7d575f5ffd5b81356001600160e01b031981168114611e66575f5ffd5b5f60208284031215611ea4575f5ffd5b5035919050565b6001600160a01b0381168114611874575f5ffd5b5f5f60408385031215611ed0575f5ffd5b823591506020830135611ee281611eab565b809150509250929050565b5f60208284031215611efd575f5ffd5b8135611e6681611eab565b5f5f83601f840112611f18575f5ffd5b5081356001600160401b03811115611f2e575f5ffd5b6020830191508360208260051b8501011115611f48575f5ffd5b9250929050565b5f5f5f5f5f60608688031215611f63575f5ffd5b8535945060208601356001600160401b03811115611f7f575f5ffd5b8601601f81018813611f8f575f5ffd5b80356001600160401b03811115611fa4575f5ffd5b88602060a083028401011115611fb8575f5ffd5b6020919091019450925060408601356001600160401b03811115611fda575f5ffd5b611fe688828901611f08565b969995985093965092949392505050565b5f5f5f83850361010081121561200b575f5ffd5b843593506020850135925060c0603f1982011215612027575f5ffd5b506040840190509250925092565b6001600160401b0381168114611874575f5ffd5b5f5f5f6060848603121561205b575f5ffd5b833561206681612035565b9250602084013561207681611eab565b929592945050506040919091013590565b5f5f60408385031215612098575f5ffd5b82356120a381612035565b946020939093013593505050565b5f5f5f5f604085870312156120c4575f5ffd5b84356001600160401b038111156120d9575f5ffd5b6120e587828801611f08565b90955093505060208501356001600160401b03811115612103575f5ffd5b61210f87828801611f08565b95989497509550505050565b5f5f5f6060848603121561212d575f5ffd5b83359250602084013561207681612035565b5f5f60208385031215612150575f5ffd5b82356001600160401b03811115612165575f5ffd5b61217185828601611f08565b90969095509350505050565b5f6020828403121561218d575f5ffd5b8135611e6681612035565b60405161018081016001600160401b03811182821017156121c757634e487b7160e01b5f52604160045260245ffd5b60405290565b80516121d881611eab565b919050565b80516121d881612035565b805161ffff811681146121d8575f5ffd5b805180151581146121d8575f5ffd5b80516001600160801b03811681146121d8575f5ffd5b63ffffffff81168114611874575f5ffd5b80516121d88161221e565b80516bffffffffffffffffffffffff811681146121d8575f5ffd5b5f610180828403128015612267575f5ffd5b50612270612198565b612279836121cd565b8152612287602084016121dd565b6020820152612298604084016121e8565b60408201526122a9606084016121f9565b60608201526122ba60808401612208565b60808201526122cb60a084016121dd565b60a08201526122dc60c0840161222f565b60c08201526122ed60e0840161222f565b60e0820152610100838101519082015261230a61012084016121e8565b61012082015261231d610140840161223a565b610140820152612330610160840161223a565b6101608201529392505050565b634e487b7160e01b5f52602160045260245ffd5b5f60208284031215612361575f5ffd5b815160038110611e66575f5ffd5b5f6020828403121561237f575f5ffd5b611e66826121f9565b634e487b7160e01b5f52603260045260245ffd5b5f5f8335601e198436030181126123b1575f5ffd5b8301803591506001600160401b038211156123ca575f5ffd5b6020019150600581901b3603821315611f48575f5ffd5b634e487b7160e01b5f52601160045260245ffd5b63ffffffff81811683821601908111156105cc576105cc6123e1565b818103818111156105cc576105cc6123e1565b5f60208284031215612434575f5ffd5b8135611e668161221e565b6001600160801b0382811682821603908111156105cc576105cc6123e1565b808201808211156105cc576105cc6123e1565b80820281158282048414176105cc576105cc6123e1565b5f826124a257634e487b7160e01b5f52601260045260245ffd5b500490565b6001600160801b0381811683821601908111156105cc576105cc6123e1565b5f602082840312156124d6575f5ffd5b505191905056",
}

// ValidatorRewards is an auto generated Go binding around an Ethereum contract.
type ValidatorRewards struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ValidatorRewards) GetABI() abi.ABI {
	return c.abi
}

// NewValidatorRewards creates a new instance of ValidatorRewards.
func NewValidatorRewards() *ValidatorRewards {
	parsed, err := ValidatorRewardsMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ValidatorRewards{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ValidatorRewards) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address token_, address admin, address escrow_, address staking_, address challenges_) returns()
func (validatorRewards *ValidatorRewards) PackConstructor(token_ common.Address, admin common.Address, escrow_ common.Address, staking_ common.Address, challenges_ common.Address) []byte {
	enc, err := validatorRewards.abi.Pack("", token_, admin, escrow_, staking_, challenges_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackALLOCATORROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc81cbaa1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ALLOCATOR_ROLE() view returns(bytes32)
func (validatorRewards *ValidatorRewards) PackALLOCATORROLE() []byte {
	enc, err := validatorRewards.abi.Pack("ALLOCATOR_ROLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackALLOCATORROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc81cbaa1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ALLOCATOR_ROLE() view returns(bytes32)
func (validatorRewards *ValidatorRewards) TryPackALLOCATORROLE() ([]byte, error) {
	return validatorRewards.abi.Pack("ALLOCATOR_ROLE")
}

// UnpackALLOCATORROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc81cbaa1.
//
// Solidity: function ALLOCATOR_ROLE() view returns(bytes32)
func (validatorRewards *ValidatorRewards) UnpackALLOCATORROLE(data []byte) ([32]byte, error) {
	out, err := validatorRewards.abi.Unpack("ALLOCATOR_ROLE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDEFAULTADMINROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa217fddf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (validatorRewards *ValidatorRewards) PackDEFAULTADMINROLE() []byte {
	enc, err := validatorRewards.abi.Pack("DEFAULT_ADMIN_ROLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDEFAULTADMINROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa217fddf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (validatorRewards *ValidatorRewards) TryPackDEFAULTADMINROLE() ([]byte, error) {
	return validatorRewards.abi.Pack("DEFAULT_ADMIN_ROLE")
}

// UnpackDEFAULTADMINROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa217fddf.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (validatorRewards *ValidatorRewards) UnpackDEFAULTADMINROLE(data []byte) ([32]byte, error) {
	out, err := validatorRewards.abi.Unpack("DEFAULT_ADMIN_ROLE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAccounted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19f8dcf1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function accounted() view returns(uint256)
func (validatorRewards *ValidatorRewards) PackAccounted() []byte {
	enc, err := validatorRewards.abi.Pack("accounted")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccounted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19f8dcf1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function accounted() view returns(uint256)
func (validatorRewards *ValidatorRewards) TryPackAccounted() ([]byte, error) {
	return validatorRewards.abi.Pack("accounted")
}

// UnpackAccounted is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x19f8dcf1.
//
// Solidity: function accounted() view returns(uint256)
func (validatorRewards *ValidatorRewards) UnpackAccounted(data []byte) (*big.Int, error) {
	out, err := validatorRewards.abi.Unpack("accounted", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAllocate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a0112e7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allocate(uint64 subnet, address validator, uint256 amount) returns()
func (validatorRewards *ValidatorRewards) PackAllocate(subnet uint64, validator common.Address, amount *big.Int) []byte {
	enc, err := validatorRewards.abi.Pack("allocate", subnet, validator, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllocate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a0112e7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allocate(uint64 subnet, address validator, uint256 amount) returns()
func (validatorRewards *ValidatorRewards) TryPackAllocate(subnet uint64, validator common.Address, amount *big.Int) ([]byte, error) {
	return validatorRewards.abi.Pack("allocate", subnet, validator, amount)
}

// PackAnchorUsage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x584c1e50.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function anchorUsage(uint256 batchId, bytes32 root, (uint32,uint64,uint64,uint64,uint64,uint64) totals) returns()
func (validatorRewards *ValidatorRewards) PackAnchorUsage(batchId *big.Int, root [32]byte, totals ValidatorRewardsUsageTotals) []byte {
	enc, err := validatorRewards.abi.Pack("anchorUsage", batchId, root, totals)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAnchorUsage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x584c1e50.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function anchorUsage(uint256 batchId, bytes32 root, (uint32,uint64,uint64,uint64,uint64,uint64) totals) returns()
func (validatorRewards *ValidatorRewards) TryPackAnchorUsage(batchId *big.Int, root [32]byte, totals ValidatorRewardsUsageTotals) ([]byte, error) {
	return validatorRewards.abi.Pack("anchorUsage", batchId, root, totals)
}

// PackBatchWork is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3cd76de.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function batchWork(uint256 batchId) view returns((uint128,uint32,bool))
func (validatorRewards *ValidatorRewards) PackBatchWork(batchId *big.Int) []byte {
	enc, err := validatorRewards.abi.Pack("batchWork", batchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBatchWork is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3cd76de.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function batchWork(uint256 batchId) view returns((uint128,uint32,bool))
func (validatorRewards *ValidatorRewards) TryPackBatchWork(batchId *big.Int) ([]byte, error) {
	return validatorRewards.abi.Pack("batchWork", batchId)
}

// UnpackBatchWork is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf3cd76de.
//
// Solidity: function batchWork(uint256 batchId) view returns((uint128,uint32,bool))
func (validatorRewards *ValidatorRewards) UnpackBatchWork(data []byte) (ValidatorRewardsBatchWork, error) {
	out, err := validatorRewards.abi.Unpack("batchWork", data)
	if err != nil {
		return *new(ValidatorRewardsBatchWork), err
	}
	out0 := *abi.ConvertType(out[0], new(ValidatorRewardsBatchWork)).(*ValidatorRewardsBatchWork)
	return out0, nil
}

// PackChallenges is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x09af4fe6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challenges() view returns(address)
func (validatorRewards *ValidatorRewards) PackChallenges() []byte {
	enc, err := validatorRewards.abi.Pack("challenges")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallenges is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x09af4fe6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challenges() view returns(address)
func (validatorRewards *ValidatorRewards) TryPackChallenges() ([]byte, error) {
	return validatorRewards.abi.Pack("challenges")
}

// UnpackChallenges is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x09af4fe6.
//
// Solidity: function challenges() view returns(address)
func (validatorRewards *ValidatorRewards) UnpackChallenges(data []byte) (common.Address, error) {
	out, err := validatorRewards.abi.Unpack("challenges", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4e71d92d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim() returns(uint256 amount)
func (validatorRewards *ValidatorRewards) PackClaim() []byte {
	enc, err := validatorRewards.abi.Pack("claim")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4e71d92d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim() returns(uint256 amount)
func (validatorRewards *ValidatorRewards) TryPackClaim() ([]byte, error) {
	return validatorRewards.abi.Pack("claim")
}

// UnpackClaim is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4e71d92d.
//
// Solidity: function claim() returns(uint256 amount)
func (validatorRewards *ValidatorRewards) UnpackClaim(data []byte) (*big.Int, error) {
	out, err := validatorRewards.abi.Unpack("claim", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClaimWork is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8c87cd80.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimWork(uint256[] batchIds) returns(uint256 total)
func (validatorRewards *ValidatorRewards) PackClaimWork(batchIds []*big.Int) []byte {
	enc, err := validatorRewards.abi.Pack("claimWork", batchIds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimWork is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8c87cd80.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimWork(uint256[] batchIds) returns(uint256 total)
func (validatorRewards *ValidatorRewards) TryPackClaimWork(batchIds []*big.Int) ([]byte, error) {
	return validatorRewards.abi.Pack("claimWork", batchIds)
}

// UnpackClaimWork is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8c87cd80.
//
// Solidity: function claimWork(uint256[] batchIds) returns(uint256 total)
func (validatorRewards *ValidatorRewards) UnpackClaimWork(data []byte) (*big.Int, error) {
	out, err := validatorRewards.abi.Unpack("claimWork", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClaimable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x402914f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimable(address ) view returns(uint256)
func (validatorRewards *ValidatorRewards) PackClaimable(arg0 common.Address) []byte {
	enc, err := validatorRewards.abi.Pack("claimable", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x402914f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimable(address ) view returns(uint256)
func (validatorRewards *ValidatorRewards) TryPackClaimable(arg0 common.Address) ([]byte, error) {
	return validatorRewards.abi.Pack("claimable", arg0)
}

// UnpackClaimable is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x402914f5.
//
// Solidity: function claimable(address ) view returns(uint256)
func (validatorRewards *ValidatorRewards) UnpackClaimable(data []byte) (*big.Int, error) {
	out, err := validatorRewards.abi.Unpack("claimable", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCreditBounty is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86cd6748.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function creditBounty(address[] validators, uint256[] amounts) returns()
func (validatorRewards *ValidatorRewards) PackCreditBounty(validators []common.Address, amounts []*big.Int) []byte {
	enc, err := validatorRewards.abi.Pack("creditBounty", validators, amounts)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreditBounty is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86cd6748.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function creditBounty(address[] validators, uint256[] amounts) returns()
func (validatorRewards *ValidatorRewards) TryPackCreditBounty(validators []common.Address, amounts []*big.Int) ([]byte, error) {
	return validatorRewards.abi.Pack("creditBounty", validators, amounts)
}

// PackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6170c4b1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposit(uint64 subnet, uint256 amount) returns()
func (validatorRewards *ValidatorRewards) PackDeposit(subnet uint64, amount *big.Int) []byte {
	enc, err := validatorRewards.abi.Pack("deposit", subnet, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6170c4b1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposit(uint64 subnet, uint256 amount) returns()
func (validatorRewards *ValidatorRewards) TryPackDeposit(subnet uint64, amount *big.Int) ([]byte, error) {
	return validatorRewards.abi.Pack("deposit", subnet, amount)
}

// PackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrow() view returns(address)
func (validatorRewards *ValidatorRewards) PackEscrow() []byte {
	enc, err := validatorRewards.abi.Pack("escrow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function escrow() view returns(address)
func (validatorRewards *ValidatorRewards) TryPackEscrow() ([]byte, error) {
	return validatorRewards.abi.Pack("escrow")
}

// UnpackEscrow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe2fdcc17.
//
// Solidity: function escrow() view returns(address)
func (validatorRewards *ValidatorRewards) UnpackEscrow(data []byte) (common.Address, error) {
	out, err := validatorRewards.abi.Unpack("escrow", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetRoleAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x248a9ca3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (validatorRewards *ValidatorRewards) PackGetRoleAdmin(role [32]byte) []byte {
	enc, err := validatorRewards.abi.Pack("getRoleAdmin", role)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetRoleAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x248a9ca3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (validatorRewards *ValidatorRewards) TryPackGetRoleAdmin(role [32]byte) ([]byte, error) {
	return validatorRewards.abi.Pack("getRoleAdmin", role)
}

// UnpackGetRoleAdmin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x248a9ca3.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (validatorRewards *ValidatorRewards) UnpackGetRoleAdmin(data []byte) ([32]byte, error) {
	out, err := validatorRewards.abi.Unpack("getRoleAdmin", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGrantRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f2ff15d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function grantRole(bytes32 role, address account) returns()
func (validatorRewards *ValidatorRewards) PackGrantRole(role [32]byte, account common.Address) []byte {
	enc, err := validatorRewards.abi.Pack("grantRole", role, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGrantRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f2ff15d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function grantRole(bytes32 role, address account) returns()
func (validatorRewards *ValidatorRewards) TryPackGrantRole(role [32]byte, account common.Address) ([]byte, error) {
	return validatorRewards.abi.Pack("grantRole", role, account)
}

// PackHasRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91d14854.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (validatorRewards *ValidatorRewards) PackHasRole(role [32]byte, account common.Address) []byte {
	enc, err := validatorRewards.abi.Pack("hasRole", role, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHasRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91d14854.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (validatorRewards *ValidatorRewards) TryPackHasRole(role [32]byte, account common.Address) ([]byte, error) {
	return validatorRewards.abi.Pack("hasRole", role, account)
}

// UnpackHasRole is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91d14854.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (validatorRewards *ValidatorRewards) UnpackHasRole(data []byte) (bool, error) {
	out, err := validatorRewards.abi.Unpack("hasRole", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackNotifyBatchReward is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88b4e366.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function notifyBatchReward(uint256 batchId, uint64 subnet, uint256 amount) returns()
func (validatorRewards *ValidatorRewards) PackNotifyBatchReward(batchId *big.Int, subnet uint64, amount *big.Int) []byte {
	enc, err := validatorRewards.abi.Pack("notifyBatchReward", batchId, subnet, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNotifyBatchReward is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88b4e366.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function notifyBatchReward(uint256 batchId, uint64 subnet, uint256 amount) returns()
func (validatorRewards *ValidatorRewards) TryPackNotifyBatchReward(batchId *big.Int, subnet uint64, amount *big.Int) ([]byte, error) {
	return validatorRewards.abi.Pack("notifyBatchReward", batchId, subnet, amount)
}

// PackNotifyReward is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda5c3a1f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function notifyReward(uint64 subnet, uint256 amount) returns()
func (validatorRewards *ValidatorRewards) PackNotifyReward(subnet uint64, amount *big.Int) []byte {
	enc, err := validatorRewards.abi.Pack("notifyReward", subnet, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNotifyReward is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda5c3a1f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function notifyReward(uint64 subnet, uint256 amount) returns()
func (validatorRewards *ValidatorRewards) TryPackNotifyReward(subnet uint64, amount *big.Int) ([]byte, error) {
	return validatorRewards.abi.Pack("notifyReward", subnet, amount)
}

// PackPool is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda17f417.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pool(uint64 subnet) view returns(uint256 balance, uint256 received)
func (validatorRewards *ValidatorRewards) PackPool(subnet uint64) []byte {
	enc, err := validatorRewards.abi.Pack("pool", subnet)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPool is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda17f417.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pool(uint64 subnet) view returns(uint256 balance, uint256 received)
func (validatorRewards *ValidatorRewards) TryPackPool(subnet uint64) ([]byte, error) {
	return validatorRewards.abi.Pack("pool", subnet)
}

// PoolOutput serves as a container for the return parameters of contract
// method Pool.
type PoolOutput struct {
	Balance  *big.Int
	Received *big.Int
}

// UnpackPool is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xda17f417.
//
// Solidity: function pool(uint64 subnet) view returns(uint256 balance, uint256 received)
func (validatorRewards *ValidatorRewards) UnpackPool(data []byte) (PoolOutput, error) {
	out, err := validatorRewards.abi.Unpack("pool", data)
	outstruct := new(PoolOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Balance = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Received = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackRecordWork is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x499a8cab.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function recordWork(uint256 batchId, (bytes32,address,uint256,bytes32,uint64)[] leaves, bytes32[][] proofs) returns()
func (validatorRewards *ValidatorRewards) PackRecordWork(batchId *big.Int, leaves []JobEscrowLeaf, proofs [][][32]byte) []byte {
	enc, err := validatorRewards.abi.Pack("recordWork", batchId, leaves, proofs)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRecordWork is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x499a8cab.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function recordWork(uint256 batchId, (bytes32,address,uint256,bytes32,uint64)[] leaves, bytes32[][] proofs) returns()
func (validatorRewards *ValidatorRewards) TryPackRecordWork(batchId *big.Int, leaves []JobEscrowLeaf, proofs [][][32]byte) ([]byte, error) {
	return validatorRewards.abi.Pack("recordWork", batchId, leaves, proofs)
}

// PackRenounceRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36568abe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceRole(bytes32 role, address callerConfirmation) returns()
func (validatorRewards *ValidatorRewards) PackRenounceRole(role [32]byte, callerConfirmation common.Address) []byte {
	enc, err := validatorRewards.abi.Pack("renounceRole", role, callerConfirmation)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36568abe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceRole(bytes32 role, address callerConfirmation) returns()
func (validatorRewards *ValidatorRewards) TryPackRenounceRole(role [32]byte, callerConfirmation common.Address) ([]byte, error) {
	return validatorRewards.abi.Pack("renounceRole", role, callerConfirmation)
}

// PackRevokeRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd547741f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeRole(bytes32 role, address account) returns()
func (validatorRewards *ValidatorRewards) PackRevokeRole(role [32]byte, account common.Address) []byte {
	enc, err := validatorRewards.abi.Pack("revokeRole", role, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd547741f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeRole(bytes32 role, address account) returns()
func (validatorRewards *ValidatorRewards) TryPackRevokeRole(role [32]byte, account common.Address) ([]byte, error) {
	return validatorRewards.abi.Pack("revokeRole", role, account)
}

// PackStaking is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4cf088d9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function staking() view returns(address)
func (validatorRewards *ValidatorRewards) PackStaking() []byte {
	enc, err := validatorRewards.abi.Pack("staking")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStaking is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4cf088d9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function staking() view returns(address)
func (validatorRewards *ValidatorRewards) TryPackStaking() ([]byte, error) {
	return validatorRewards.abi.Pack("staking")
}

// UnpackStaking is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4cf088d9.
//
// Solidity: function staking() view returns(address)
func (validatorRewards *ValidatorRewards) UnpackStaking(data []byte) (common.Address, error) {
	out, err := validatorRewards.abi.Unpack("staking", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (validatorRewards *ValidatorRewards) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := validatorRewards.abi.Pack("supportsInterface", interfaceId)
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
func (validatorRewards *ValidatorRewards) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return validatorRewards.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (validatorRewards *ValidatorRewards) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := validatorRewards.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token() view returns(address)
func (validatorRewards *ValidatorRewards) PackToken() []byte {
	enc, err := validatorRewards.abi.Pack("token")
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
func (validatorRewards *ValidatorRewards) TryPackToken() ([]byte, error) {
	return validatorRewards.abi.Pack("token")
}

// UnpackToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc0c546a.
//
// Solidity: function token() view returns(address)
func (validatorRewards *ValidatorRewards) UnpackToken(data []byte) (common.Address, error) {
	out, err := validatorRewards.abi.Unpack("token", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackUnclaimedWork is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xadd7d635.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unclaimedWork() view returns(uint256)
func (validatorRewards *ValidatorRewards) PackUnclaimedWork() []byte {
	enc, err := validatorRewards.abi.Pack("unclaimedWork")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnclaimedWork is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xadd7d635.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unclaimedWork() view returns(uint256)
func (validatorRewards *ValidatorRewards) TryPackUnclaimedWork() ([]byte, error) {
	return validatorRewards.abi.Pack("unclaimedWork")
}

// UnpackUnclaimedWork is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xadd7d635.
//
// Solidity: function unclaimedWork() view returns(uint256)
func (validatorRewards *ValidatorRewards) UnpackUnclaimedWork(data []byte) (*big.Int, error) {
	out, err := validatorRewards.abi.Unpack("unclaimedWork", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackUsageRoot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfacf8eb9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function usageRoot(uint256 batchId, address validator) view returns(bytes32)
func (validatorRewards *ValidatorRewards) PackUsageRoot(batchId *big.Int, validator common.Address) []byte {
	enc, err := validatorRewards.abi.Pack("usageRoot", batchId, validator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUsageRoot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfacf8eb9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function usageRoot(uint256 batchId, address validator) view returns(bytes32)
func (validatorRewards *ValidatorRewards) TryPackUsageRoot(batchId *big.Int, validator common.Address) ([]byte, error) {
	return validatorRewards.abi.Pack("usageRoot", batchId, validator)
}

// UnpackUsageRoot is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfacf8eb9.
//
// Solidity: function usageRoot(uint256 batchId, address validator) view returns(bytes32)
func (validatorRewards *ValidatorRewards) UnpackUsageRoot(data []byte) ([32]byte, error) {
	out, err := validatorRewards.abi.Unpack("usageRoot", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackWork is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d4c323.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function work(uint256 batchId, address validator) view returns(uint256)
func (validatorRewards *ValidatorRewards) PackWork(batchId *big.Int, validator common.Address) []byte {
	enc, err := validatorRewards.abi.Pack("work", batchId, validator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWork is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d4c323.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function work(uint256 batchId, address validator) view returns(uint256)
func (validatorRewards *ValidatorRewards) TryPackWork(batchId *big.Int, validator common.Address) ([]byte, error) {
	return validatorRewards.abi.Pack("work", batchId, validator)
}

// UnpackWork is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc4d4c323.
//
// Solidity: function work(uint256 batchId, address validator) view returns(uint256)
func (validatorRewards *ValidatorRewards) UnpackWork(data []byte) (*big.Int, error) {
	out, err := validatorRewards.abi.Unpack("work", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWorkRecorded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9b5e978.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function workRecorded(bytes32 jobId, address validator) view returns(bool)
func (validatorRewards *ValidatorRewards) PackWorkRecorded(jobId [32]byte, validator common.Address) []byte {
	enc, err := validatorRewards.abi.Pack("workRecorded", jobId, validator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWorkRecorded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9b5e978.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function workRecorded(bytes32 jobId, address validator) view returns(bool)
func (validatorRewards *ValidatorRewards) TryPackWorkRecorded(jobId [32]byte, validator common.Address) ([]byte, error) {
	return validatorRewards.abi.Pack("workRecorded", jobId, validator)
}

// UnpackWorkRecorded is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe9b5e978.
//
// Solidity: function workRecorded(bytes32 jobId, address validator) view returns(bool)
func (validatorRewards *ValidatorRewards) UnpackWorkRecorded(data []byte) (bool, error) {
	out, err := validatorRewards.abi.Unpack("workRecorded", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// ValidatorRewardsBatchRewarded represents a BatchRewarded event raised by the ValidatorRewards contract.
type ValidatorRewardsBatchRewarded struct {
	BatchId *big.Int
	Amount  *big.Int
	Units   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const ValidatorRewardsBatchRewardedEventName = "BatchRewarded"

// ContractEventName returns the user-defined event name.
func (ValidatorRewardsBatchRewarded) ContractEventName() string {
	return ValidatorRewardsBatchRewardedEventName
}

// UnpackBatchRewardedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BatchRewarded(uint256 indexed batchId, uint256 amount, uint256 units)
func (validatorRewards *ValidatorRewards) UnpackBatchRewardedEvent(log *types.Log) (*ValidatorRewardsBatchRewarded, error) {
	event := "BatchRewarded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validatorRewards.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidatorRewardsBatchRewarded)
	if len(log.Data) > 0 {
		if err := validatorRewards.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validatorRewards.abi.Events[event].Inputs {
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

// ValidatorRewardsBountyCredited represents a BountyCredited event raised by the ValidatorRewards contract.
type ValidatorRewardsBountyCredited struct {
	Validator common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const ValidatorRewardsBountyCreditedEventName = "BountyCredited"

// ContractEventName returns the user-defined event name.
func (ValidatorRewardsBountyCredited) ContractEventName() string {
	return ValidatorRewardsBountyCreditedEventName
}

// UnpackBountyCreditedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyCredited(address indexed validator, uint256 amount)
func (validatorRewards *ValidatorRewards) UnpackBountyCreditedEvent(log *types.Log) (*ValidatorRewardsBountyCredited, error) {
	event := "BountyCredited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validatorRewards.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidatorRewardsBountyCredited)
	if len(log.Data) > 0 {
		if err := validatorRewards.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validatorRewards.abi.Events[event].Inputs {
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

// ValidatorRewardsRewardAllocated represents a RewardAllocated event raised by the ValidatorRewards contract.
type ValidatorRewardsRewardAllocated struct {
	Subnet    uint64
	Validator common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const ValidatorRewardsRewardAllocatedEventName = "RewardAllocated"

// ContractEventName returns the user-defined event name.
func (ValidatorRewardsRewardAllocated) ContractEventName() string {
	return ValidatorRewardsRewardAllocatedEventName
}

// UnpackRewardAllocatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RewardAllocated(uint64 indexed subnet, address indexed validator, uint256 amount)
func (validatorRewards *ValidatorRewards) UnpackRewardAllocatedEvent(log *types.Log) (*ValidatorRewardsRewardAllocated, error) {
	event := "RewardAllocated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validatorRewards.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidatorRewardsRewardAllocated)
	if len(log.Data) > 0 {
		if err := validatorRewards.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validatorRewards.abi.Events[event].Inputs {
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

// ValidatorRewardsRewardClaimed represents a RewardClaimed event raised by the ValidatorRewards contract.
type ValidatorRewardsRewardClaimed struct {
	Validator common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const ValidatorRewardsRewardClaimedEventName = "RewardClaimed"

// ContractEventName returns the user-defined event name.
func (ValidatorRewardsRewardClaimed) ContractEventName() string {
	return ValidatorRewardsRewardClaimedEventName
}

// UnpackRewardClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RewardClaimed(address indexed validator, uint256 amount)
func (validatorRewards *ValidatorRewards) UnpackRewardClaimedEvent(log *types.Log) (*ValidatorRewardsRewardClaimed, error) {
	event := "RewardClaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validatorRewards.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidatorRewardsRewardClaimed)
	if len(log.Data) > 0 {
		if err := validatorRewards.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validatorRewards.abi.Events[event].Inputs {
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

// ValidatorRewardsRewardDeposited represents a RewardDeposited event raised by the ValidatorRewards contract.
type ValidatorRewardsRewardDeposited struct {
	Subnet uint64
	From   common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const ValidatorRewardsRewardDepositedEventName = "RewardDeposited"

// ContractEventName returns the user-defined event name.
func (ValidatorRewardsRewardDeposited) ContractEventName() string {
	return ValidatorRewardsRewardDepositedEventName
}

// UnpackRewardDepositedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RewardDeposited(uint64 indexed subnet, address indexed from, uint256 amount)
func (validatorRewards *ValidatorRewards) UnpackRewardDepositedEvent(log *types.Log) (*ValidatorRewardsRewardDeposited, error) {
	event := "RewardDeposited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validatorRewards.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidatorRewardsRewardDeposited)
	if len(log.Data) > 0 {
		if err := validatorRewards.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validatorRewards.abi.Events[event].Inputs {
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

// ValidatorRewardsRoleAdminChanged represents a RoleAdminChanged event raised by the ValidatorRewards contract.
type ValidatorRewardsRoleAdminChanged struct {
	Role              [32]byte
	PreviousAdminRole [32]byte
	NewAdminRole      [32]byte
	Raw               *types.Log // Blockchain specific contextual infos
}

const ValidatorRewardsRoleAdminChangedEventName = "RoleAdminChanged"

// ContractEventName returns the user-defined event name.
func (ValidatorRewardsRoleAdminChanged) ContractEventName() string {
	return ValidatorRewardsRoleAdminChangedEventName
}

// UnpackRoleAdminChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleAdminChanged(bytes32 indexed role, bytes32 indexed previousAdminRole, bytes32 indexed newAdminRole)
func (validatorRewards *ValidatorRewards) UnpackRoleAdminChangedEvent(log *types.Log) (*ValidatorRewardsRoleAdminChanged, error) {
	event := "RoleAdminChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validatorRewards.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidatorRewardsRoleAdminChanged)
	if len(log.Data) > 0 {
		if err := validatorRewards.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validatorRewards.abi.Events[event].Inputs {
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

// ValidatorRewardsRoleGranted represents a RoleGranted event raised by the ValidatorRewards contract.
type ValidatorRewardsRoleGranted struct {
	Role    [32]byte
	Account common.Address
	Sender  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const ValidatorRewardsRoleGrantedEventName = "RoleGranted"

// ContractEventName returns the user-defined event name.
func (ValidatorRewardsRoleGranted) ContractEventName() string {
	return ValidatorRewardsRoleGrantedEventName
}

// UnpackRoleGrantedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)
func (validatorRewards *ValidatorRewards) UnpackRoleGrantedEvent(log *types.Log) (*ValidatorRewardsRoleGranted, error) {
	event := "RoleGranted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validatorRewards.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidatorRewardsRoleGranted)
	if len(log.Data) > 0 {
		if err := validatorRewards.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validatorRewards.abi.Events[event].Inputs {
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

// ValidatorRewardsRoleRevoked represents a RoleRevoked event raised by the ValidatorRewards contract.
type ValidatorRewardsRoleRevoked struct {
	Role    [32]byte
	Account common.Address
	Sender  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const ValidatorRewardsRoleRevokedEventName = "RoleRevoked"

// ContractEventName returns the user-defined event name.
func (ValidatorRewardsRoleRevoked) ContractEventName() string {
	return ValidatorRewardsRoleRevokedEventName
}

// UnpackRoleRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender)
func (validatorRewards *ValidatorRewards) UnpackRoleRevokedEvent(log *types.Log) (*ValidatorRewardsRoleRevoked, error) {
	event := "RoleRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validatorRewards.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidatorRewardsRoleRevoked)
	if len(log.Data) > 0 {
		if err := validatorRewards.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validatorRewards.abi.Events[event].Inputs {
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

// ValidatorRewardsUsageAnchored represents a UsageAnchored event raised by the ValidatorRewards contract.
type ValidatorRewardsUsageAnchored struct {
	BatchId   *big.Int
	Validator common.Address
	Root      [32]byte
	Jobs      *big.Int
	WallUs    *big.Int
	CpuUs     *big.Int
	BytesIn   *big.Int
	BytesOut  *big.Int
	FetchUs   *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const ValidatorRewardsUsageAnchoredEventName = "UsageAnchored"

// ContractEventName returns the user-defined event name.
func (ValidatorRewardsUsageAnchored) ContractEventName() string {
	return ValidatorRewardsUsageAnchoredEventName
}

// UnpackUsageAnchoredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UsageAnchored(uint256 indexed batchId, address indexed validator, bytes32 root, uint256 jobs, uint256 wallUs, uint256 cpuUs, uint256 bytesIn, uint256 bytesOut, uint256 fetchUs)
func (validatorRewards *ValidatorRewards) UnpackUsageAnchoredEvent(log *types.Log) (*ValidatorRewardsUsageAnchored, error) {
	event := "UsageAnchored"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validatorRewards.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidatorRewardsUsageAnchored)
	if len(log.Data) > 0 {
		if err := validatorRewards.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validatorRewards.abi.Events[event].Inputs {
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

// ValidatorRewardsWorkClaimed represents a WorkClaimed event raised by the ValidatorRewards contract.
type ValidatorRewardsWorkClaimed struct {
	BatchId   *big.Int
	Validator common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const ValidatorRewardsWorkClaimedEventName = "WorkClaimed"

// ContractEventName returns the user-defined event name.
func (ValidatorRewardsWorkClaimed) ContractEventName() string {
	return ValidatorRewardsWorkClaimedEventName
}

// UnpackWorkClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event WorkClaimed(uint256 indexed batchId, address indexed validator, uint256 amount)
func (validatorRewards *ValidatorRewards) UnpackWorkClaimedEvent(log *types.Log) (*ValidatorRewardsWorkClaimed, error) {
	event := "WorkClaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validatorRewards.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidatorRewardsWorkClaimed)
	if len(log.Data) > 0 {
		if err := validatorRewards.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validatorRewards.abi.Events[event].Inputs {
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

// ValidatorRewardsWorkRecorded represents a WorkRecorded event raised by the ValidatorRewards contract.
type ValidatorRewardsWorkRecorded struct {
	BatchId   *big.Int
	Validator common.Address
	Units     *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const ValidatorRewardsWorkRecordedEventName = "WorkRecorded"

// ContractEventName returns the user-defined event name.
func (ValidatorRewardsWorkRecorded) ContractEventName() string {
	return ValidatorRewardsWorkRecordedEventName
}

// UnpackWorkRecordedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event WorkRecorded(uint256 indexed batchId, address indexed validator, uint256 units)
func (validatorRewards *ValidatorRewards) UnpackWorkRecordedEvent(log *types.Log) (*ValidatorRewardsWorkRecorded, error) {
	event := "WorkRecorded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validatorRewards.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidatorRewardsWorkRecorded)
	if len(log.Data) > 0 {
		if err := validatorRewards.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validatorRewards.abi.Events[event].Inputs {
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
func (validatorRewards *ValidatorRewards) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["AccessControlBadConfirmation"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackAccessControlBadConfirmationError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["AccessControlUnauthorizedAccount"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackAccessControlUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["BatchAlreadyFinalized"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackBatchAlreadyFinalizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["BatchNotPaid"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackBatchNotPaidError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["InsufficientPool"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackInsufficientPoolError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["LeafNotInBatch"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackLeafNotInBatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["LeafVoided"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackLeafVoidedError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["LengthMismatch"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackLengthMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["NotChallenges"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackNotChallengesError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["NotEscrow"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackNotEscrowError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["NotValidator"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackNotValidatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["NothingToClaim"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackNothingToClaimError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["SafeCastOverflowedUintDowncast"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackSafeCastOverflowedUintDowncastError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["UnbackedReward"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackUnbackedRewardError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["UnknownBatch"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackUnknownBatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["UsageAlreadyAnchored"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackUsageAlreadyAnchoredError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["UsageJobCount"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackUsageJobCountError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["WorkAlreadyRecorded"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackWorkAlreadyRecordedError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackZeroAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["ZeroUsageRoot"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackZeroUsageRootError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ValidatorRewardsAccessControlBadConfirmation represents a AccessControlBadConfirmation error raised by the ValidatorRewards contract.
type ValidatorRewardsAccessControlBadConfirmation struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessControlBadConfirmation()
func ValidatorRewardsAccessControlBadConfirmationErrorID() common.Hash {
	return common.HexToHash("0x6697b23232a647058342c0724fe7c415cab25915b54e5dbc03f233173d37b41c")
}

// UnpackAccessControlBadConfirmationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessControlBadConfirmation()
func (validatorRewards *ValidatorRewards) UnpackAccessControlBadConfirmationError(raw []byte) (*ValidatorRewardsAccessControlBadConfirmation, error) {
	out := new(ValidatorRewardsAccessControlBadConfirmation)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "AccessControlBadConfirmation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsAccessControlUnauthorizedAccount represents a AccessControlUnauthorizedAccount error raised by the ValidatorRewards contract.
type ValidatorRewardsAccessControlUnauthorizedAccount struct {
	Account    common.Address
	NeededRole [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessControlUnauthorizedAccount(address account, bytes32 neededRole)
func ValidatorRewardsAccessControlUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0xe2517d3fbfae6f8515ef5ff1ccedc3933ab0cbbda0b492c06eb54ad10ef03b3e")
}

// UnpackAccessControlUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessControlUnauthorizedAccount(address account, bytes32 neededRole)
func (validatorRewards *ValidatorRewards) UnpackAccessControlUnauthorizedAccountError(raw []byte) (*ValidatorRewardsAccessControlUnauthorizedAccount, error) {
	out := new(ValidatorRewardsAccessControlUnauthorizedAccount)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "AccessControlUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsBatchAlreadyFinalized represents a BatchAlreadyFinalized error raised by the ValidatorRewards contract.
type ValidatorRewardsBatchAlreadyFinalized struct {
	BatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BatchAlreadyFinalized(uint256 batchId)
func ValidatorRewardsBatchAlreadyFinalizedErrorID() common.Hash {
	return common.HexToHash("0xa99bd781b599bb6976509915e2c93280a4a589f7b8f4bdbe4069360f928aa1e3")
}

// UnpackBatchAlreadyFinalizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BatchAlreadyFinalized(uint256 batchId)
func (validatorRewards *ValidatorRewards) UnpackBatchAlreadyFinalizedError(raw []byte) (*ValidatorRewardsBatchAlreadyFinalized, error) {
	out := new(ValidatorRewardsBatchAlreadyFinalized)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "BatchAlreadyFinalized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsBatchNotPaid represents a BatchNotPaid error raised by the ValidatorRewards contract.
type ValidatorRewardsBatchNotPaid struct {
	BatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BatchNotPaid(uint256 batchId)
func ValidatorRewardsBatchNotPaidErrorID() common.Hash {
	return common.HexToHash("0xb893d7c6160aa1c1b736bfa826e74dafc5f570be85dca60182d3fd7ecac07a3d")
}

// UnpackBatchNotPaidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BatchNotPaid(uint256 batchId)
func (validatorRewards *ValidatorRewards) UnpackBatchNotPaidError(raw []byte) (*ValidatorRewardsBatchNotPaid, error) {
	out := new(ValidatorRewardsBatchNotPaid)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "BatchNotPaid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsInsufficientPool represents a InsufficientPool error raised by the ValidatorRewards contract.
type ValidatorRewardsInsufficientPool struct {
	Subnet    uint64
	Available *big.Int
	Requested *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientPool(uint64 subnet, uint256 available, uint256 requested)
func ValidatorRewardsInsufficientPoolErrorID() common.Hash {
	return common.HexToHash("0x652763e8d1f99c8ca1541e27d56f2fc6b11ca2aa1f2a4c64696499f75d3b2a12")
}

// UnpackInsufficientPoolError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientPool(uint64 subnet, uint256 available, uint256 requested)
func (validatorRewards *ValidatorRewards) UnpackInsufficientPoolError(raw []byte) (*ValidatorRewardsInsufficientPool, error) {
	out := new(ValidatorRewardsInsufficientPool)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "InsufficientPool", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsLeafNotInBatch represents a LeafNotInBatch error raised by the ValidatorRewards contract.
type ValidatorRewardsLeafNotInBatch struct {
	BatchId *big.Int
	JobId   [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LeafNotInBatch(uint256 batchId, bytes32 jobId)
func ValidatorRewardsLeafNotInBatchErrorID() common.Hash {
	return common.HexToHash("0x03e0040eeb4034ca9ef25d23c0bcd8987c0bae4abf244e94941c8474ec83447f")
}

// UnpackLeafNotInBatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LeafNotInBatch(uint256 batchId, bytes32 jobId)
func (validatorRewards *ValidatorRewards) UnpackLeafNotInBatchError(raw []byte) (*ValidatorRewardsLeafNotInBatch, error) {
	out := new(ValidatorRewardsLeafNotInBatch)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "LeafNotInBatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsLeafVoided represents a LeafVoided error raised by the ValidatorRewards contract.
type ValidatorRewardsLeafVoided struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LeafVoided(bytes32 jobId)
func ValidatorRewardsLeafVoidedErrorID() common.Hash {
	return common.HexToHash("0xf852b20db25d5219db2a15e7a0b0adb29e3e97373878b257d61ff43da193f423")
}

// UnpackLeafVoidedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LeafVoided(bytes32 jobId)
func (validatorRewards *ValidatorRewards) UnpackLeafVoidedError(raw []byte) (*ValidatorRewardsLeafVoided, error) {
	out := new(ValidatorRewardsLeafVoided)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "LeafVoided", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsLengthMismatch represents a LengthMismatch error raised by the ValidatorRewards contract.
type ValidatorRewardsLengthMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LengthMismatch()
func ValidatorRewardsLengthMismatchErrorID() common.Hash {
	return common.HexToHash("0xff633a3803c58b9bc21e58efecee59f27e033cc0b1883fccb4969c76146fe60f")
}

// UnpackLengthMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LengthMismatch()
func (validatorRewards *ValidatorRewards) UnpackLengthMismatchError(raw []byte) (*ValidatorRewardsLengthMismatch, error) {
	out := new(ValidatorRewardsLengthMismatch)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "LengthMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsNotChallenges represents a NotChallenges error raised by the ValidatorRewards contract.
type ValidatorRewardsNotChallenges struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotChallenges(address caller)
func ValidatorRewardsNotChallengesErrorID() common.Hash {
	return common.HexToHash("0xb17a0864ec3d3fb930de01b37092b81600cc04b5fba7f375c80d49bbe7909ff6")
}

// UnpackNotChallengesError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotChallenges(address caller)
func (validatorRewards *ValidatorRewards) UnpackNotChallengesError(raw []byte) (*ValidatorRewardsNotChallenges, error) {
	out := new(ValidatorRewardsNotChallenges)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "NotChallenges", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsNotEscrow represents a NotEscrow error raised by the ValidatorRewards contract.
type ValidatorRewardsNotEscrow struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotEscrow(address caller)
func ValidatorRewardsNotEscrowErrorID() common.Hash {
	return common.HexToHash("0x088fb38a41f33ee0d0b310a4c36e73c59f8a95f09b2d8750012a106194ceb6bd")
}

// UnpackNotEscrowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotEscrow(address caller)
func (validatorRewards *ValidatorRewards) UnpackNotEscrowError(raw []byte) (*ValidatorRewardsNotEscrow, error) {
	out := new(ValidatorRewardsNotEscrow)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "NotEscrow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsNotValidator represents a NotValidator error raised by the ValidatorRewards contract.
type ValidatorRewardsNotValidator struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotValidator(address caller)
func ValidatorRewardsNotValidatorErrorID() common.Hash {
	return common.HexToHash("0xed3db8ac0aff2f11d9c21259b57051cec9967e78c0d61c8321b092e63647d624")
}

// UnpackNotValidatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotValidator(address caller)
func (validatorRewards *ValidatorRewards) UnpackNotValidatorError(raw []byte) (*ValidatorRewardsNotValidator, error) {
	out := new(ValidatorRewardsNotValidator)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "NotValidator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsNothingToClaim represents a NothingToClaim error raised by the ValidatorRewards contract.
type ValidatorRewardsNothingToClaim struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToClaim(address caller)
func ValidatorRewardsNothingToClaimErrorID() common.Hash {
	return common.HexToHash("0x64ab34663471cdf42e0c6b384f4d5a5ab07a23c81e7ddc69a6fbb3a660346f9a")
}

// UnpackNothingToClaimError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToClaim(address caller)
func (validatorRewards *ValidatorRewards) UnpackNothingToClaimError(raw []byte) (*ValidatorRewardsNothingToClaim, error) {
	out := new(ValidatorRewardsNothingToClaim)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "NothingToClaim", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the ValidatorRewards contract.
type ValidatorRewardsReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func ValidatorRewardsReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (validatorRewards *ValidatorRewards) UnpackReentrancyGuardReentrantCallError(raw []byte) (*ValidatorRewardsReentrancyGuardReentrantCall, error) {
	out := new(ValidatorRewardsReentrancyGuardReentrantCall)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsSafeCastOverflowedUintDowncast represents a SafeCastOverflowedUintDowncast error raised by the ValidatorRewards contract.
type ValidatorRewardsSafeCastOverflowedUintDowncast struct {
	Bits  uint8
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func ValidatorRewardsSafeCastOverflowedUintDowncastErrorID() common.Hash {
	return common.HexToHash("0x6dfcc6503a32754ce7a89698e18201fc5294fd4aad43edefee786f88423b1a12")
}

// UnpackSafeCastOverflowedUintDowncastError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func (validatorRewards *ValidatorRewards) UnpackSafeCastOverflowedUintDowncastError(raw []byte) (*ValidatorRewardsSafeCastOverflowedUintDowncast, error) {
	out := new(ValidatorRewardsSafeCastOverflowedUintDowncast)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "SafeCastOverflowedUintDowncast", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the ValidatorRewards contract.
type ValidatorRewardsSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func ValidatorRewardsSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (validatorRewards *ValidatorRewards) UnpackSafeERC20FailedOperationError(raw []byte) (*ValidatorRewardsSafeERC20FailedOperation, error) {
	out := new(ValidatorRewardsSafeERC20FailedOperation)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsUnbackedReward represents a UnbackedReward error raised by the ValidatorRewards contract.
type ValidatorRewardsUnbackedReward struct {
	Balance   *big.Int
	Accounted *big.Int
	Amount    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnbackedReward(uint256 balance, uint256 accounted, uint256 amount)
func ValidatorRewardsUnbackedRewardErrorID() common.Hash {
	return common.HexToHash("0xae02eb28635f704e5a6d271002251f50c4a9a3ebdefdf193da8b5e973e4e7940")
}

// UnpackUnbackedRewardError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnbackedReward(uint256 balance, uint256 accounted, uint256 amount)
func (validatorRewards *ValidatorRewards) UnpackUnbackedRewardError(raw []byte) (*ValidatorRewardsUnbackedReward, error) {
	out := new(ValidatorRewardsUnbackedReward)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "UnbackedReward", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsUnknownBatch represents a UnknownBatch error raised by the ValidatorRewards contract.
type ValidatorRewardsUnknownBatch struct {
	BatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownBatch(uint256 batchId)
func ValidatorRewardsUnknownBatchErrorID() common.Hash {
	return common.HexToHash("0x4392ee6a277b6a3f727911895d8c530bb19e11ffc893c9dfe3b57d6fde293d28")
}

// UnpackUnknownBatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownBatch(uint256 batchId)
func (validatorRewards *ValidatorRewards) UnpackUnknownBatchError(raw []byte) (*ValidatorRewardsUnknownBatch, error) {
	out := new(ValidatorRewardsUnknownBatch)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "UnknownBatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsUsageAlreadyAnchored represents a UsageAlreadyAnchored error raised by the ValidatorRewards contract.
type ValidatorRewardsUsageAlreadyAnchored struct {
	BatchId   *big.Int
	Validator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UsageAlreadyAnchored(uint256 batchId, address validator)
func ValidatorRewardsUsageAlreadyAnchoredErrorID() common.Hash {
	return common.HexToHash("0xd945d5d6b7fac925a67585bd8be17fcf5c9c61d0c82f87e7d8ead1479879ded9")
}

// UnpackUsageAlreadyAnchoredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UsageAlreadyAnchored(uint256 batchId, address validator)
func (validatorRewards *ValidatorRewards) UnpackUsageAlreadyAnchoredError(raw []byte) (*ValidatorRewardsUsageAlreadyAnchored, error) {
	out := new(ValidatorRewardsUsageAlreadyAnchored)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "UsageAlreadyAnchored", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsUsageJobCount represents a UsageJobCount error raised by the ValidatorRewards contract.
type ValidatorRewardsUsageJobCount struct {
	BatchId *big.Int
	Leaves  *big.Int
	Jobs    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UsageJobCount(uint256 batchId, uint256 leaves, uint256 jobs)
func ValidatorRewardsUsageJobCountErrorID() common.Hash {
	return common.HexToHash("0xa34be18f2996f677220e957f51ae4bd38f572e64287ae95dca03558079753e21")
}

// UnpackUsageJobCountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UsageJobCount(uint256 batchId, uint256 leaves, uint256 jobs)
func (validatorRewards *ValidatorRewards) UnpackUsageJobCountError(raw []byte) (*ValidatorRewardsUsageJobCount, error) {
	out := new(ValidatorRewardsUsageJobCount)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "UsageJobCount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsWorkAlreadyRecorded represents a WorkAlreadyRecorded error raised by the ValidatorRewards contract.
type ValidatorRewardsWorkAlreadyRecorded struct {
	JobId     [32]byte
	Validator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WorkAlreadyRecorded(bytes32 jobId, address validator)
func ValidatorRewardsWorkAlreadyRecordedErrorID() common.Hash {
	return common.HexToHash("0x58c7695e6c70c84c6c46bc1ee52eabb1e6e4c0b19d8765d11e6d4c387a9fbc9f")
}

// UnpackWorkAlreadyRecordedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WorkAlreadyRecorded(bytes32 jobId, address validator)
func (validatorRewards *ValidatorRewards) UnpackWorkAlreadyRecordedError(raw []byte) (*ValidatorRewardsWorkAlreadyRecorded, error) {
	out := new(ValidatorRewardsWorkAlreadyRecorded)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "WorkAlreadyRecorded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsZeroAmount represents a ZeroAmount error raised by the ValidatorRewards contract.
type ValidatorRewardsZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func ValidatorRewardsZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (validatorRewards *ValidatorRewards) UnpackZeroAmountError(raw []byte) (*ValidatorRewardsZeroAmount, error) {
	out := new(ValidatorRewardsZeroAmount)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsZeroUsageRoot represents a ZeroUsageRoot error raised by the ValidatorRewards contract.
type ValidatorRewardsZeroUsageRoot struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroUsageRoot()
func ValidatorRewardsZeroUsageRootErrorID() common.Hash {
	return common.HexToHash("0x1bd7cf02109ffc99b8fd541fb1820c9df684e685acb5894ab1b707fc7200dc03")
}

// UnpackZeroUsageRootError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroUsageRoot()
func (validatorRewards *ValidatorRewards) UnpackZeroUsageRootError(raw []byte) (*ValidatorRewardsZeroUsageRoot, error) {
	out := new(ValidatorRewardsZeroUsageRoot)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "ZeroUsageRoot", raw); err != nil {
		return nil, err
	}
	return out, nil
}
