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

// OperatorVaultMetaData contains all meta data concerning the OperatorVault contract.
var OperatorVaultMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"asset_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"operator_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"assets\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"ERC4626ExceededMaxDeposit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"ERC4626ExceededMaxMint\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"ERC4626ExceededMaxRedeem\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"assets\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"ERC4626ExceededMaxWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"OnlyStaking\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"assets\",\"type\":\"uint256\"}],\"name\":\"ZeroShares\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"assets\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"}],\"name\":\"Deposit\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"assets\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"}],\"name\":\"Withdraw\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"asset\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"}],\"name\":\"convertToAssets\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"assets\",\"type\":\"uint256\"}],\"name\":\"convertToShares\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"assets\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"deposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"}],\"name\":\"escrow\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"maxDeposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"maxMint\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"maxRedeem\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"maxWithdraw\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"mint\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"operator\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"assets\",\"type\":\"uint256\"}],\"name\":\"previewDeposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"}],\"name\":\"previewMint\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"}],\"name\":\"previewRedeem\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"assets\",\"type\":\"uint256\"}],\"name\":\"previewWithdraw\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"redeem\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"assets\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"seize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"staking\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalAssets\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"assets\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"withdraw\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "OperatorVault",
	Bin: "0x610100604052348015610010575f5ffd5b5060405161181f38038061181f83398101604081905261002f91610189565b816040518060400160405280601381526020017f54656e736f7261207374616b656420544f524100000000000000000000000000815250604051806040016040528060068152602001657374544f524160d01b81525081600390816100949190610259565b5060046100a18282610259565b5050505f5f6100b58361013f60201b60201c565b91509150816100c55760126100c7565b805b60ff1660a05250506001600160a01b039081166080523360c05281811660e08190526040516317066a5760e21b8152600481019190915290831690635c19a95c906024015f604051808303815f87803b158015610122575f5ffd5b505af1158015610134573d5f5f3e3d5ffd5b505050505050610313565b63313ce56760e01b5f818152908190602082600481875afa5f51601f3d1190911661010082101695908602945092505050565b6001600160a01b0381168114610186575f5ffd5b50565b5f5f6040838503121561019a575f5ffd5b82516101a581610172565b60208401519092506101b681610172565b809150509250929050565b634e487b7160e01b5f52604160045260245ffd5b600181811c908216806101e957607f821691505b60208210810361020757634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561025457805f5260205f20601f840160051c810160208510156102325750805b601f840160051c820191505b81811015610251575f815560010161023e565b50505b505050565b81516001600160401b03811115610272576102726101c1565b6102868161028084546101d5565b8461020d565b6020601f8211600181146102b8575f83156102a15750848201515b5f19600385901b1c1916600184901b178455610251565b5f84815260208120601f198516915b828110156102e757878501518255602094850194600190920191016102c7565b508482101561030457868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b60805160a05160c05160e05161148c6103935f395f61030701525f81816102e0015281816105d20152818161061d015281816106ca0152818161080801528181610851015281816109da0152610a9b01525f61064e01525f818161028f015281816104520152818161071701528181610f9f0152611033015261148c5ff3fe608060405234801561000f575f5ffd5b50600436106101c6575f3560e01c80636e553f65116100fe578063b460af941161009e578063ce96cb771161006e578063ce96cb77146103f1578063d905777e14610404578063dd62ed3e14610417578063ef8b30f7146103de575f5ffd5b8063b460af94146103b8578063ba087652146103cb578063c63d75b6146102c7578063c6e6f592146103de575f5ffd5b806395d89b41116100d957806395d89b4114610377578063a7dab9721461037f578063a9059cbb14610392578063b3d7f6b9146103a5575f5ffd5b80636e553f651461032957806370a082311461033c57806394bf804d14610364575f5ffd5b80632efd5b0611610169578063402d267d11610144578063402d267d146102c75780634cdad506146101fa5780634cf088d9146102db578063570ca73514610302575f5ffd5b80632efd5b061461025e578063313ce5671461027357806338d52e0f1461028d575f5ffd5b8063095ea7b3116101a4578063095ea7b31461020d5780630a28a4771461023057806318160ddd1461024357806323b872dd1461024b575f5ffd5b806301e1d114146101ca57806306fdde03146101e557806307a2d13a146101fa575b5f5ffd5b6101d261044f565b6040519081526020015b60405180910390f35b6101ed6104de565b6040516101dc9190611129565b6101d261020836600461115e565b61056e565b61022061021b366004611190565b61057f565b60405190151581526020016101dc565b6101d261023e36600461115e565b610596565b6002546101d2565b6102206102593660046111b8565b6105a2565b61027161026c366004611190565b6105c7565b005b61027b610646565b60405160ff90911681526020016101dc565b7f00000000000000000000000000000000000000000000000000000000000000005b6040516001600160a01b0390911681526020016101dc565b6101d26102d53660046111f2565b505f1990565b6102af7f000000000000000000000000000000000000000000000000000000000000000081565b6102af7f000000000000000000000000000000000000000000000000000000000000000081565b6101d261033736600461120b565b610672565b6101d261034a3660046111f2565b6001600160a01b03165f9081526020819052604090205490565b6101d261037236600461120b565b610695565b6101ed6106b0565b61027161038d36600461120b565b6106bf565b6102206103a0366004611190565b61073e565b6101d26103b336600461115e565b61074b565b6101d26103c6366004611235565b610757565b6101d26103d9366004611235565b6107ad565b6101d26103ec36600461115e565b6107fa565b6101d26103ff3660046111f2565b610805565b6101d26104123660046111f2565b61084e565b6101d261042536600461126e565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205490565b5f7f00000000000000000000000000000000000000000000000000000000000000006040516370a0823160e01b81523060048201526001600160a01b0391909116906370a0823190602401602060405180830381865afa1580156104b5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104d99190611296565b905090565b6060600380546104ed906112ad565b80601f0160208091040260200160405190810160405280929190818152602001828054610519906112ad565b80156105645780601f1061053b57610100808354040283529160200191610564565b820191905f5260205f20905b81548152906001019060200180831161054757829003601f168201915b5050505050905090565b5f610579825f610897565b92915050565b5f3361058c8185856108d0565b5060019392505050565b5f6105798260016108e2565b5f336105af858285610912565b6105ba85858561097b565b60019150505b9392505050565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461061757604051636805992d60e01b81523360048201526024015b60405180910390fd5b610642827f00000000000000000000000000000000000000000000000000000000000000008361097b565b5050565b5f6104d960067f00000000000000000000000000000000000000000000000000000000000000006112f9565b5f5f195f61067f856107fa565b905061068d338587846109d8565b949350505050565b5f5f195f6106a28561074b565b905061068d338583886109d8565b6060600480546104ed906112ad565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461070a57604051636805992d60e01b815233600482015260240161060e565b6106426001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168284610a64565b5f3361058c81858561097b565b5f610579826001610897565b5f5f61076283610805565b90508085111561078b57828582604051633fa733bb60e21b815260040161060e93929190611312565b5f61079586610596565b90506107a43386868985610a99565b95945050505050565b5f5f6107b88361084e565b9050808511156107e157828582604051632e52afbb60e21b815260040161060e93929190611312565b5f6107eb8661056e565b90506107a4338686848a610a99565b5f610579825f6108e2565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316826001600160a01b031614610845575f610579565b61057982610b0a565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316826001600160a01b03161461088e575f610579565b61057982610b17565b5f6105c06108a361044f565b6108ae906001611333565b6108ba6006600a611429565b6002546108c79190611333565b85919085610b34565b6108dd8383836001610b76565b505050565b5f6105c06108f26006600a611429565b6002546108ff9190611333565b61090761044f565b6108c7906001611333565b6001600160a01b038381165f908152600160209081526040808320938616835292905220545f19811015610975578181101561096757828183604051637dc7a0d960e11b815260040161060e93929190611312565b61097584848484035f610b76565b50505050565b6001600160a01b0383166109a457604051634b637e8f60e11b81525f600482015260240161060e565b6001600160a01b0382166109cd5760405163ec442f0560e01b81525f600482015260240161060e565b6108dd838383610c48565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316846001600160a01b031614610a3557604051636805992d60e01b81526001600160a01b038516600482015260240161060e565b805f03610a5857604051636e3699b760e11b81526004810183905260240161060e565b61097584848484610d5b565b610a718383836001610dbd565b6108dd57604051635274afe760e01b81526001600160a01b038416600482015260240161060e565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316856001600160a01b031614610af657604051636805992d60e01b81526001600160a01b038616600482015260240161060e565b610b038585858585610e1f565b5050505050565b5f6105796102088361084e565b6001600160a01b0381165f90815260208190526040812054610579565b5f610b61610b4183610ebe565b8015610b5c57505f8480610b5757610b57611437565b868809115b151590565b610b6c868686610eea565b6107a49190611333565b6001600160a01b038416610b9f5760405163e602df0560e01b81525f600482015260240161060e565b6001600160a01b038316610bc857604051634a1406b160e11b81525f600482015260240161060e565b6001600160a01b038085165f908152600160209081526040808320938716835292905220829055801561097557826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92584604051610c3a91815260200190565b60405180910390a350505050565b6001600160a01b038316610c72578060025f828254610c679190611333565b90915550610ccf9050565b6001600160a01b0383165f9081526020819052604090205481811015610cb15783818360405163391434e360e21b815260040161060e93929190611312565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b038216610ceb57600280548290039055610d09565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef83604051610d4e91815260200190565b60405180910390a3505050565b610d658483610f9a565b610d6f8382610fc6565b826001600160a01b0316846001600160a01b03167fdcbc1c05240f31ff3ad067ef1ee35ce4997762752e3a095284754544f4c709d78484604051610c3a929190918252602082015260400190565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316610e13578383151615610e07573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b826001600160a01b0316856001600160a01b031614610e4357610e43838683610912565b610e4d8382610ffa565b610e57848361102e565b826001600160a01b0316846001600160a01b0316866001600160a01b03167ffbde797d201c681b91056529119e0b02407c7bb96a4a2c75c01fc9667232c8db8585604051610eaf929190918252602082015260400190565b60405180910390a45050505050565b5f6002826003811115610ed357610ed361144b565b610edd919061145f565b60ff166001149050919050565b5f5f5f610ef78686611059565b91509150815f03610f1b57838181610f1157610f11611437565b04925050506105c0565b818411610f3257610f326003851502601118611075565b5f848688095f868103871696879004966002600389028118808a02820302808a02820302808a02820302808a02820302808a02820302808a02909103029181900381900460010185841190960395909502919093039390930492909217029150509392505050565b6106427f0000000000000000000000000000000000000000000000000000000000000000833084611086565b6001600160a01b038216610fef5760405163ec442f0560e01b81525f600482015260240161060e565b6106425f8383610c48565b6001600160a01b03821661102357604051634b637e8f60e11b81525f600482015260240161060e565b610642825f83610c48565b6106427f00000000000000000000000000000000000000000000000000000000000000008383610a64565b5f805f1983850993909202808410938190039390930393915050565b634e487b715f52806020526024601cfd5b6110948484848460016110bc565b61097557604051635274afe760e01b81526001600160a01b038516600482015260240161060e565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f5114831661111857838315161561110c573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f6020828403121561116e575f5ffd5b5035919050565b80356001600160a01b038116811461118b575f5ffd5b919050565b5f5f604083850312156111a1575f5ffd5b6111aa83611175565b946020939093013593505050565b5f5f5f606084860312156111ca575f5ffd5b6111d384611175565b92506111e160208501611175565b929592945050506040919091013590565b5f60208284031215611202575f5ffd5b6105c082611175565b5f5f6040838503121561121c575f5ffd5b8235915061122c60208401611175565b90509250929050565b5f5f5f60608486031215611247575f5ffd5b8335925061125760208501611175565b915061126560408501611175565b90509250925092565b5f5f6040838503121561127f575f5ffd5b61128883611175565b915061122c60208401611175565b5f602082840312156112a6575f5ffd5b5051919050565b600181811c908216806112c157607f821691505b6020821081036112df57634e487b7160e01b5f52602260045260245ffd5b50919050565b634e487b7160e01b5f52601160045260245ffd5b60ff8181168382160190811115610579576105796112e5565b6001600160a01b039390931683526020830191909152604082015260600190565b80820180821115610579576105796112e5565b6001815b600184111561138157808504811115611365576113656112e5565b600184161561137357908102905b60019390931c92800261134a565b935093915050565b5f8261139757506001610579565b816113a357505f610579565b81600181146113b957600281146113c3576113df565b6001915050610579565b60ff8411156113d4576113d46112e5565b50506001821b610579565b5060208310610133831016604e8410600b8410161715611402575081810a610579565b61140e5f198484611346565b805f1904821115611421576114216112e5565b029392505050565b5f6105c060ff841683611389565b634e487b7160e01b5f52601260045260245ffd5b634e487b7160e01b5f52602160045260245ffd5b5f60ff83168061147d57634e487b7160e01b5f52601260045260245ffd5b8060ff8416069150509291505056",
}

// OperatorVault is an auto generated Go binding around an Ethereum contract.
type OperatorVault struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *OperatorVault) GetABI() abi.ABI {
	return c.abi
}

// NewOperatorVault creates a new instance of OperatorVault.
func NewOperatorVault() *OperatorVault {
	parsed, err := OperatorVaultMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &OperatorVault{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *OperatorVault) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address asset_, address operator_) returns()
func (operatorVault *OperatorVault) PackConstructor(asset_ common.Address, operator_ common.Address) []byte {
	enc, err := operatorVault.abi.Pack("", asset_, operator_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (operatorVault *OperatorVault) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := operatorVault.abi.Pack("allowance", owner, spender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (operatorVault *OperatorVault) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return operatorVault.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (operatorVault *OperatorVault) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := operatorVault.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (operatorVault *OperatorVault) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := operatorVault.abi.Pack("approve", spender, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (operatorVault *OperatorVault) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return operatorVault.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (operatorVault *OperatorVault) UnpackApprove(data []byte) (bool, error) {
	out, err := operatorVault.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackAsset is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38d52e0f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function asset() view returns(address)
func (operatorVault *OperatorVault) PackAsset() []byte {
	enc, err := operatorVault.abi.Pack("asset")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAsset is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38d52e0f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function asset() view returns(address)
func (operatorVault *OperatorVault) TryPackAsset() ([]byte, error) {
	return operatorVault.abi.Pack("asset")
}

// UnpackAsset is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x38d52e0f.
//
// Solidity: function asset() view returns(address)
func (operatorVault *OperatorVault) UnpackAsset(data []byte) (common.Address, error) {
	out, err := operatorVault.abi.Unpack("asset", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (operatorVault *OperatorVault) PackBalanceOf(account common.Address) []byte {
	enc, err := operatorVault.abi.Pack("balanceOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (operatorVault *OperatorVault) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return operatorVault.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (operatorVault *OperatorVault) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := operatorVault.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackConvertToAssets is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x07a2d13a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function convertToAssets(uint256 shares) view returns(uint256)
func (operatorVault *OperatorVault) PackConvertToAssets(shares *big.Int) []byte {
	enc, err := operatorVault.abi.Pack("convertToAssets", shares)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackConvertToAssets is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x07a2d13a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function convertToAssets(uint256 shares) view returns(uint256)
func (operatorVault *OperatorVault) TryPackConvertToAssets(shares *big.Int) ([]byte, error) {
	return operatorVault.abi.Pack("convertToAssets", shares)
}

// UnpackConvertToAssets is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x07a2d13a.
//
// Solidity: function convertToAssets(uint256 shares) view returns(uint256)
func (operatorVault *OperatorVault) UnpackConvertToAssets(data []byte) (*big.Int, error) {
	out, err := operatorVault.abi.Unpack("convertToAssets", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackConvertToShares is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc6e6f592.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function convertToShares(uint256 assets) view returns(uint256)
func (operatorVault *OperatorVault) PackConvertToShares(assets *big.Int) []byte {
	enc, err := operatorVault.abi.Pack("convertToShares", assets)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackConvertToShares is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc6e6f592.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function convertToShares(uint256 assets) view returns(uint256)
func (operatorVault *OperatorVault) TryPackConvertToShares(assets *big.Int) ([]byte, error) {
	return operatorVault.abi.Pack("convertToShares", assets)
}

// UnpackConvertToShares is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc6e6f592.
//
// Solidity: function convertToShares(uint256 assets) view returns(uint256)
func (operatorVault *OperatorVault) UnpackConvertToShares(data []byte) (*big.Int, error) {
	out, err := operatorVault.abi.Unpack("convertToShares", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (operatorVault *OperatorVault) PackDecimals() []byte {
	enc, err := operatorVault.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() view returns(uint8)
func (operatorVault *OperatorVault) TryPackDecimals() ([]byte, error) {
	return operatorVault.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (operatorVault *OperatorVault) UnpackDecimals(data []byte) (uint8, error) {
	out, err := operatorVault.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6e553f65.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposit(uint256 assets, address receiver) returns(uint256)
func (operatorVault *OperatorVault) PackDeposit(assets *big.Int, receiver common.Address) []byte {
	enc, err := operatorVault.abi.Pack("deposit", assets, receiver)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6e553f65.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposit(uint256 assets, address receiver) returns(uint256)
func (operatorVault *OperatorVault) TryPackDeposit(assets *big.Int, receiver common.Address) ([]byte, error) {
	return operatorVault.abi.Pack("deposit", assets, receiver)
}

// UnpackDeposit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6e553f65.
//
// Solidity: function deposit(uint256 assets, address receiver) returns(uint256)
func (operatorVault *OperatorVault) UnpackDeposit(data []byte) (*big.Int, error) {
	out, err := operatorVault.abi.Unpack("deposit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2efd5b06.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrow(address from, uint256 shares) returns()
func (operatorVault *OperatorVault) PackEscrow(from common.Address, shares *big.Int) []byte {
	enc, err := operatorVault.abi.Pack("escrow", from, shares)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2efd5b06.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function escrow(address from, uint256 shares) returns()
func (operatorVault *OperatorVault) TryPackEscrow(from common.Address, shares *big.Int) ([]byte, error) {
	return operatorVault.abi.Pack("escrow", from, shares)
}

// PackMaxDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x402d267d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maxDeposit(address ) view returns(uint256)
func (operatorVault *OperatorVault) PackMaxDeposit(arg0 common.Address) []byte {
	enc, err := operatorVault.abi.Pack("maxDeposit", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaxDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x402d267d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maxDeposit(address ) view returns(uint256)
func (operatorVault *OperatorVault) TryPackMaxDeposit(arg0 common.Address) ([]byte, error) {
	return operatorVault.abi.Pack("maxDeposit", arg0)
}

// UnpackMaxDeposit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x402d267d.
//
// Solidity: function maxDeposit(address ) view returns(uint256)
func (operatorVault *OperatorVault) UnpackMaxDeposit(data []byte) (*big.Int, error) {
	out, err := operatorVault.abi.Unpack("maxDeposit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMaxMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc63d75b6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maxMint(address ) view returns(uint256)
func (operatorVault *OperatorVault) PackMaxMint(arg0 common.Address) []byte {
	enc, err := operatorVault.abi.Pack("maxMint", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaxMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc63d75b6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maxMint(address ) view returns(uint256)
func (operatorVault *OperatorVault) TryPackMaxMint(arg0 common.Address) ([]byte, error) {
	return operatorVault.abi.Pack("maxMint", arg0)
}

// UnpackMaxMint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc63d75b6.
//
// Solidity: function maxMint(address ) view returns(uint256)
func (operatorVault *OperatorVault) UnpackMaxMint(data []byte) (*big.Int, error) {
	out, err := operatorVault.abi.Unpack("maxMint", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMaxRedeem is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd905777e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maxRedeem(address owner) view returns(uint256)
func (operatorVault *OperatorVault) PackMaxRedeem(owner common.Address) []byte {
	enc, err := operatorVault.abi.Pack("maxRedeem", owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaxRedeem is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd905777e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maxRedeem(address owner) view returns(uint256)
func (operatorVault *OperatorVault) TryPackMaxRedeem(owner common.Address) ([]byte, error) {
	return operatorVault.abi.Pack("maxRedeem", owner)
}

// UnpackMaxRedeem is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd905777e.
//
// Solidity: function maxRedeem(address owner) view returns(uint256)
func (operatorVault *OperatorVault) UnpackMaxRedeem(data []byte) (*big.Int, error) {
	out, err := operatorVault.abi.Unpack("maxRedeem", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMaxWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xce96cb77.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maxWithdraw(address owner) view returns(uint256)
func (operatorVault *OperatorVault) PackMaxWithdraw(owner common.Address) []byte {
	enc, err := operatorVault.abi.Pack("maxWithdraw", owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaxWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xce96cb77.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maxWithdraw(address owner) view returns(uint256)
func (operatorVault *OperatorVault) TryPackMaxWithdraw(owner common.Address) ([]byte, error) {
	return operatorVault.abi.Pack("maxWithdraw", owner)
}

// UnpackMaxWithdraw is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xce96cb77.
//
// Solidity: function maxWithdraw(address owner) view returns(uint256)
func (operatorVault *OperatorVault) UnpackMaxWithdraw(data []byte) (*big.Int, error) {
	out, err := operatorVault.abi.Unpack("maxWithdraw", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94bf804d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(uint256 shares, address receiver) returns(uint256)
func (operatorVault *OperatorVault) PackMint(shares *big.Int, receiver common.Address) []byte {
	enc, err := operatorVault.abi.Pack("mint", shares, receiver)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94bf804d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mint(uint256 shares, address receiver) returns(uint256)
func (operatorVault *OperatorVault) TryPackMint(shares *big.Int, receiver common.Address) ([]byte, error) {
	return operatorVault.abi.Pack("mint", shares, receiver)
}

// UnpackMint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x94bf804d.
//
// Solidity: function mint(uint256 shares, address receiver) returns(uint256)
func (operatorVault *OperatorVault) UnpackMint(data []byte) (*big.Int, error) {
	out, err := operatorVault.abi.Unpack("mint", data)
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
func (operatorVault *OperatorVault) PackName() []byte {
	enc, err := operatorVault.abi.Pack("name")
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
func (operatorVault *OperatorVault) TryPackName() ([]byte, error) {
	return operatorVault.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (operatorVault *OperatorVault) UnpackName(data []byte) (string, error) {
	out, err := operatorVault.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x570ca735.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function operator() view returns(address)
func (operatorVault *OperatorVault) PackOperator() []byte {
	enc, err := operatorVault.abi.Pack("operator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x570ca735.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function operator() view returns(address)
func (operatorVault *OperatorVault) TryPackOperator() ([]byte, error) {
	return operatorVault.abi.Pack("operator")
}

// UnpackOperator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x570ca735.
//
// Solidity: function operator() view returns(address)
func (operatorVault *OperatorVault) UnpackOperator(data []byte) (common.Address, error) {
	out, err := operatorVault.abi.Unpack("operator", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPreviewDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xef8b30f7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function previewDeposit(uint256 assets) view returns(uint256)
func (operatorVault *OperatorVault) PackPreviewDeposit(assets *big.Int) []byte {
	enc, err := operatorVault.abi.Pack("previewDeposit", assets)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPreviewDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xef8b30f7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function previewDeposit(uint256 assets) view returns(uint256)
func (operatorVault *OperatorVault) TryPackPreviewDeposit(assets *big.Int) ([]byte, error) {
	return operatorVault.abi.Pack("previewDeposit", assets)
}

// UnpackPreviewDeposit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xef8b30f7.
//
// Solidity: function previewDeposit(uint256 assets) view returns(uint256)
func (operatorVault *OperatorVault) UnpackPreviewDeposit(data []byte) (*big.Int, error) {
	out, err := operatorVault.abi.Unpack("previewDeposit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPreviewMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb3d7f6b9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function previewMint(uint256 shares) view returns(uint256)
func (operatorVault *OperatorVault) PackPreviewMint(shares *big.Int) []byte {
	enc, err := operatorVault.abi.Pack("previewMint", shares)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPreviewMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb3d7f6b9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function previewMint(uint256 shares) view returns(uint256)
func (operatorVault *OperatorVault) TryPackPreviewMint(shares *big.Int) ([]byte, error) {
	return operatorVault.abi.Pack("previewMint", shares)
}

// UnpackPreviewMint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb3d7f6b9.
//
// Solidity: function previewMint(uint256 shares) view returns(uint256)
func (operatorVault *OperatorVault) UnpackPreviewMint(data []byte) (*big.Int, error) {
	out, err := operatorVault.abi.Unpack("previewMint", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPreviewRedeem is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4cdad506.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function previewRedeem(uint256 shares) view returns(uint256)
func (operatorVault *OperatorVault) PackPreviewRedeem(shares *big.Int) []byte {
	enc, err := operatorVault.abi.Pack("previewRedeem", shares)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPreviewRedeem is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4cdad506.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function previewRedeem(uint256 shares) view returns(uint256)
func (operatorVault *OperatorVault) TryPackPreviewRedeem(shares *big.Int) ([]byte, error) {
	return operatorVault.abi.Pack("previewRedeem", shares)
}

// UnpackPreviewRedeem is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4cdad506.
//
// Solidity: function previewRedeem(uint256 shares) view returns(uint256)
func (operatorVault *OperatorVault) UnpackPreviewRedeem(data []byte) (*big.Int, error) {
	out, err := operatorVault.abi.Unpack("previewRedeem", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPreviewWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0a28a477.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function previewWithdraw(uint256 assets) view returns(uint256)
func (operatorVault *OperatorVault) PackPreviewWithdraw(assets *big.Int) []byte {
	enc, err := operatorVault.abi.Pack("previewWithdraw", assets)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPreviewWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0a28a477.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function previewWithdraw(uint256 assets) view returns(uint256)
func (operatorVault *OperatorVault) TryPackPreviewWithdraw(assets *big.Int) ([]byte, error) {
	return operatorVault.abi.Pack("previewWithdraw", assets)
}

// UnpackPreviewWithdraw is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0a28a477.
//
// Solidity: function previewWithdraw(uint256 assets) view returns(uint256)
func (operatorVault *OperatorVault) UnpackPreviewWithdraw(data []byte) (*big.Int, error) {
	out, err := operatorVault.abi.Unpack("previewWithdraw", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRedeem is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba087652.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function redeem(uint256 shares, address receiver, address owner) returns(uint256)
func (operatorVault *OperatorVault) PackRedeem(shares *big.Int, receiver common.Address, owner common.Address) []byte {
	enc, err := operatorVault.abi.Pack("redeem", shares, receiver, owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRedeem is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba087652.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function redeem(uint256 shares, address receiver, address owner) returns(uint256)
func (operatorVault *OperatorVault) TryPackRedeem(shares *big.Int, receiver common.Address, owner common.Address) ([]byte, error) {
	return operatorVault.abi.Pack("redeem", shares, receiver, owner)
}

// UnpackRedeem is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xba087652.
//
// Solidity: function redeem(uint256 shares, address receiver, address owner) returns(uint256)
func (operatorVault *OperatorVault) UnpackRedeem(data []byte) (*big.Int, error) {
	out, err := operatorVault.abi.Unpack("redeem", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSeize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa7dab972.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function seize(uint256 assets, address to) returns()
func (operatorVault *OperatorVault) PackSeize(assets *big.Int, to common.Address) []byte {
	enc, err := operatorVault.abi.Pack("seize", assets, to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSeize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa7dab972.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function seize(uint256 assets, address to) returns()
func (operatorVault *OperatorVault) TryPackSeize(assets *big.Int, to common.Address) ([]byte, error) {
	return operatorVault.abi.Pack("seize", assets, to)
}

// PackStaking is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4cf088d9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function staking() view returns(address)
func (operatorVault *OperatorVault) PackStaking() []byte {
	enc, err := operatorVault.abi.Pack("staking")
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
func (operatorVault *OperatorVault) TryPackStaking() ([]byte, error) {
	return operatorVault.abi.Pack("staking")
}

// UnpackStaking is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4cf088d9.
//
// Solidity: function staking() view returns(address)
func (operatorVault *OperatorVault) UnpackStaking(data []byte) (common.Address, error) {
	out, err := operatorVault.abi.Unpack("staking", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (operatorVault *OperatorVault) PackSymbol() []byte {
	enc, err := operatorVault.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() view returns(string)
func (operatorVault *OperatorVault) TryPackSymbol() ([]byte, error) {
	return operatorVault.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (operatorVault *OperatorVault) UnpackSymbol(data []byte) (string, error) {
	out, err := operatorVault.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalAssets is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01e1d114.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalAssets() view returns(uint256)
func (operatorVault *OperatorVault) PackTotalAssets() []byte {
	enc, err := operatorVault.abi.Pack("totalAssets")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalAssets is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01e1d114.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalAssets() view returns(uint256)
func (operatorVault *OperatorVault) TryPackTotalAssets() ([]byte, error) {
	return operatorVault.abi.Pack("totalAssets")
}

// UnpackTotalAssets is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01e1d114.
//
// Solidity: function totalAssets() view returns(uint256)
func (operatorVault *OperatorVault) UnpackTotalAssets(data []byte) (*big.Int, error) {
	out, err := operatorVault.abi.Unpack("totalAssets", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (operatorVault *OperatorVault) PackTotalSupply() []byte {
	enc, err := operatorVault.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (operatorVault *OperatorVault) TryPackTotalSupply() ([]byte, error) {
	return operatorVault.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (operatorVault *OperatorVault) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := operatorVault.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (operatorVault *OperatorVault) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := operatorVault.abi.Pack("transfer", to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (operatorVault *OperatorVault) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return operatorVault.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (operatorVault *OperatorVault) UnpackTransfer(data []byte) (bool, error) {
	out, err := operatorVault.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (operatorVault *OperatorVault) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := operatorVault.abi.Pack("transferFrom", from, to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (operatorVault *OperatorVault) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return operatorVault.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (operatorVault *OperatorVault) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := operatorVault.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb460af94.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw(uint256 assets, address receiver, address owner) returns(uint256)
func (operatorVault *OperatorVault) PackWithdraw(assets *big.Int, receiver common.Address, owner common.Address) []byte {
	enc, err := operatorVault.abi.Pack("withdraw", assets, receiver, owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb460af94.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw(uint256 assets, address receiver, address owner) returns(uint256)
func (operatorVault *OperatorVault) TryPackWithdraw(assets *big.Int, receiver common.Address, owner common.Address) ([]byte, error) {
	return operatorVault.abi.Pack("withdraw", assets, receiver, owner)
}

// UnpackWithdraw is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb460af94.
//
// Solidity: function withdraw(uint256 assets, address receiver, address owner) returns(uint256)
func (operatorVault *OperatorVault) UnpackWithdraw(data []byte) (*big.Int, error) {
	out, err := operatorVault.abi.Unpack("withdraw", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// OperatorVaultApproval represents a Approval event raised by the OperatorVault contract.
type OperatorVaultApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const OperatorVaultApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (OperatorVaultApproval) ContractEventName() string {
	return OperatorVaultApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (operatorVault *OperatorVault) UnpackApprovalEvent(log *types.Log) (*OperatorVaultApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != operatorVault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OperatorVaultApproval)
	if len(log.Data) > 0 {
		if err := operatorVault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range operatorVault.abi.Events[event].Inputs {
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

// OperatorVaultDeposit represents a Deposit event raised by the OperatorVault contract.
type OperatorVaultDeposit struct {
	Sender common.Address
	Owner  common.Address
	Assets *big.Int
	Shares *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const OperatorVaultDepositEventName = "Deposit"

// ContractEventName returns the user-defined event name.
func (OperatorVaultDeposit) ContractEventName() string {
	return OperatorVaultDepositEventName
}

// UnpackDepositEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Deposit(address indexed sender, address indexed owner, uint256 assets, uint256 shares)
func (operatorVault *OperatorVault) UnpackDepositEvent(log *types.Log) (*OperatorVaultDeposit, error) {
	event := "Deposit"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != operatorVault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OperatorVaultDeposit)
	if len(log.Data) > 0 {
		if err := operatorVault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range operatorVault.abi.Events[event].Inputs {
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

// OperatorVaultTransfer represents a Transfer event raised by the OperatorVault contract.
type OperatorVaultTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const OperatorVaultTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (OperatorVaultTransfer) ContractEventName() string {
	return OperatorVaultTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (operatorVault *OperatorVault) UnpackTransferEvent(log *types.Log) (*OperatorVaultTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != operatorVault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OperatorVaultTransfer)
	if len(log.Data) > 0 {
		if err := operatorVault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range operatorVault.abi.Events[event].Inputs {
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

// OperatorVaultWithdraw represents a Withdraw event raised by the OperatorVault contract.
type OperatorVaultWithdraw struct {
	Sender   common.Address
	Receiver common.Address
	Owner    common.Address
	Assets   *big.Int
	Shares   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const OperatorVaultWithdrawEventName = "Withdraw"

// ContractEventName returns the user-defined event name.
func (OperatorVaultWithdraw) ContractEventName() string {
	return OperatorVaultWithdrawEventName
}

// UnpackWithdrawEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdraw(address indexed sender, address indexed receiver, address indexed owner, uint256 assets, uint256 shares)
func (operatorVault *OperatorVault) UnpackWithdrawEvent(log *types.Log) (*OperatorVaultWithdraw, error) {
	event := "Withdraw"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != operatorVault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OperatorVaultWithdraw)
	if len(log.Data) > 0 {
		if err := operatorVault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range operatorVault.abi.Events[event].Inputs {
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
func (operatorVault *OperatorVault) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], operatorVault.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return operatorVault.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorVault.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return operatorVault.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorVault.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return operatorVault.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorVault.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return operatorVault.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorVault.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return operatorVault.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorVault.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return operatorVault.UnpackERC20InvalidSpenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorVault.abi.Errors["ERC4626ExceededMaxDeposit"].ID.Bytes()[:4]) {
		return operatorVault.UnpackERC4626ExceededMaxDepositError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorVault.abi.Errors["ERC4626ExceededMaxMint"].ID.Bytes()[:4]) {
		return operatorVault.UnpackERC4626ExceededMaxMintError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorVault.abi.Errors["ERC4626ExceededMaxRedeem"].ID.Bytes()[:4]) {
		return operatorVault.UnpackERC4626ExceededMaxRedeemError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorVault.abi.Errors["ERC4626ExceededMaxWithdraw"].ID.Bytes()[:4]) {
		return operatorVault.UnpackERC4626ExceededMaxWithdrawError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorVault.abi.Errors["OnlyStaking"].ID.Bytes()[:4]) {
		return operatorVault.UnpackOnlyStakingError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorVault.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return operatorVault.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorVault.abi.Errors["ZeroShares"].ID.Bytes()[:4]) {
		return operatorVault.UnpackZeroSharesError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// OperatorVaultERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the OperatorVault contract.
type OperatorVaultERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func OperatorVaultERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (operatorVault *OperatorVault) UnpackERC20InsufficientAllowanceError(raw []byte) (*OperatorVaultERC20InsufficientAllowance, error) {
	out := new(OperatorVaultERC20InsufficientAllowance)
	if err := operatorVault.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorVaultERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the OperatorVault contract.
type OperatorVaultERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func OperatorVaultERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (operatorVault *OperatorVault) UnpackERC20InsufficientBalanceError(raw []byte) (*OperatorVaultERC20InsufficientBalance, error) {
	out := new(OperatorVaultERC20InsufficientBalance)
	if err := operatorVault.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorVaultERC20InvalidApprover represents a ERC20InvalidApprover error raised by the OperatorVault contract.
type OperatorVaultERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func OperatorVaultERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (operatorVault *OperatorVault) UnpackERC20InvalidApproverError(raw []byte) (*OperatorVaultERC20InvalidApprover, error) {
	out := new(OperatorVaultERC20InvalidApprover)
	if err := operatorVault.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorVaultERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the OperatorVault contract.
type OperatorVaultERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func OperatorVaultERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (operatorVault *OperatorVault) UnpackERC20InvalidReceiverError(raw []byte) (*OperatorVaultERC20InvalidReceiver, error) {
	out := new(OperatorVaultERC20InvalidReceiver)
	if err := operatorVault.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorVaultERC20InvalidSender represents a ERC20InvalidSender error raised by the OperatorVault contract.
type OperatorVaultERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func OperatorVaultERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (operatorVault *OperatorVault) UnpackERC20InvalidSenderError(raw []byte) (*OperatorVaultERC20InvalidSender, error) {
	out := new(OperatorVaultERC20InvalidSender)
	if err := operatorVault.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorVaultERC20InvalidSpender represents a ERC20InvalidSpender error raised by the OperatorVault contract.
type OperatorVaultERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func OperatorVaultERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (operatorVault *OperatorVault) UnpackERC20InvalidSpenderError(raw []byte) (*OperatorVaultERC20InvalidSpender, error) {
	out := new(OperatorVaultERC20InvalidSpender)
	if err := operatorVault.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorVaultERC4626ExceededMaxDeposit represents a ERC4626ExceededMaxDeposit error raised by the OperatorVault contract.
type OperatorVaultERC4626ExceededMaxDeposit struct {
	Receiver common.Address
	Assets   *big.Int
	Max      *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC4626ExceededMaxDeposit(address receiver, uint256 assets, uint256 max)
func OperatorVaultERC4626ExceededMaxDepositErrorID() common.Hash {
	return common.HexToHash("0x79012fb2819fcdc1de669c08773dbcd6bdc757862642f75fb1c584dadf259dfe")
}

// UnpackERC4626ExceededMaxDepositError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC4626ExceededMaxDeposit(address receiver, uint256 assets, uint256 max)
func (operatorVault *OperatorVault) UnpackERC4626ExceededMaxDepositError(raw []byte) (*OperatorVaultERC4626ExceededMaxDeposit, error) {
	out := new(OperatorVaultERC4626ExceededMaxDeposit)
	if err := operatorVault.abi.UnpackIntoInterface(out, "ERC4626ExceededMaxDeposit", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorVaultERC4626ExceededMaxMint represents a ERC4626ExceededMaxMint error raised by the OperatorVault contract.
type OperatorVaultERC4626ExceededMaxMint struct {
	Receiver common.Address
	Shares   *big.Int
	Max      *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC4626ExceededMaxMint(address receiver, uint256 shares, uint256 max)
func OperatorVaultERC4626ExceededMaxMintErrorID() common.Hash {
	return common.HexToHash("0x284ff667dc615a39438518c22e8955b9470327d9de8a4d7e21c926b260d65176")
}

// UnpackERC4626ExceededMaxMintError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC4626ExceededMaxMint(address receiver, uint256 shares, uint256 max)
func (operatorVault *OperatorVault) UnpackERC4626ExceededMaxMintError(raw []byte) (*OperatorVaultERC4626ExceededMaxMint, error) {
	out := new(OperatorVaultERC4626ExceededMaxMint)
	if err := operatorVault.abi.UnpackIntoInterface(out, "ERC4626ExceededMaxMint", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorVaultERC4626ExceededMaxRedeem represents a ERC4626ExceededMaxRedeem error raised by the OperatorVault contract.
type OperatorVaultERC4626ExceededMaxRedeem struct {
	Owner  common.Address
	Shares *big.Int
	Max    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC4626ExceededMaxRedeem(address owner, uint256 shares, uint256 max)
func OperatorVaultERC4626ExceededMaxRedeemErrorID() common.Hash {
	return common.HexToHash("0xb94abeec0557d36b5f0bc8f115deec7b184dcbff94ac66d55e37c8f301e75269")
}

// UnpackERC4626ExceededMaxRedeemError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC4626ExceededMaxRedeem(address owner, uint256 shares, uint256 max)
func (operatorVault *OperatorVault) UnpackERC4626ExceededMaxRedeemError(raw []byte) (*OperatorVaultERC4626ExceededMaxRedeem, error) {
	out := new(OperatorVaultERC4626ExceededMaxRedeem)
	if err := operatorVault.abi.UnpackIntoInterface(out, "ERC4626ExceededMaxRedeem", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorVaultERC4626ExceededMaxWithdraw represents a ERC4626ExceededMaxWithdraw error raised by the OperatorVault contract.
type OperatorVaultERC4626ExceededMaxWithdraw struct {
	Owner  common.Address
	Assets *big.Int
	Max    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC4626ExceededMaxWithdraw(address owner, uint256 assets, uint256 max)
func OperatorVaultERC4626ExceededMaxWithdrawErrorID() common.Hash {
	return common.HexToHash("0xfe9cceec2bd1f9b68641914cc354eacaeb1cc2169f5ba0639930f241e87142f0")
}

// UnpackERC4626ExceededMaxWithdrawError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC4626ExceededMaxWithdraw(address owner, uint256 assets, uint256 max)
func (operatorVault *OperatorVault) UnpackERC4626ExceededMaxWithdrawError(raw []byte) (*OperatorVaultERC4626ExceededMaxWithdraw, error) {
	out := new(OperatorVaultERC4626ExceededMaxWithdraw)
	if err := operatorVault.abi.UnpackIntoInterface(out, "ERC4626ExceededMaxWithdraw", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorVaultOnlyStaking represents a OnlyStaking error raised by the OperatorVault contract.
type OperatorVaultOnlyStaking struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlyStaking(address caller)
func OperatorVaultOnlyStakingErrorID() common.Hash {
	return common.HexToHash("0x6805992d5d3fd9584b6007b0ad4f5920f6c4090b4b8040b99d3c9901b568c4e8")
}

// UnpackOnlyStakingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlyStaking(address caller)
func (operatorVault *OperatorVault) UnpackOnlyStakingError(raw []byte) (*OperatorVaultOnlyStaking, error) {
	out := new(OperatorVaultOnlyStaking)
	if err := operatorVault.abi.UnpackIntoInterface(out, "OnlyStaking", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorVaultSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the OperatorVault contract.
type OperatorVaultSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func OperatorVaultSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (operatorVault *OperatorVault) UnpackSafeERC20FailedOperationError(raw []byte) (*OperatorVaultSafeERC20FailedOperation, error) {
	out := new(OperatorVaultSafeERC20FailedOperation)
	if err := operatorVault.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorVaultZeroShares represents a ZeroShares error raised by the OperatorVault contract.
type OperatorVaultZeroShares struct {
	Assets *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroShares(uint256 assets)
func OperatorVaultZeroSharesErrorID() common.Hash {
	return common.HexToHash("0xdc6d336e1be9020d1a3b7a1185b7acc84117855a60c20db363efff4650d9a92b")
}

// UnpackZeroSharesError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroShares(uint256 assets)
func (operatorVault *OperatorVault) UnpackZeroSharesError(raw []byte) (*OperatorVaultZeroShares, error) {
	out := new(OperatorVaultZeroShares)
	if err := operatorVault.abi.UnpackIntoInterface(out, "ZeroShares", raw); err != nil {
		return nil, err
	}
	return out, nil
}
