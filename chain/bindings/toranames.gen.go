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

// ToraNamesMetaData contains all meta data concerning the ToraNames contract.
var ToraNamesMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"duration\",\"type\":\"uint64\"}],\"name\":\"BadDuration\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"}],\"name\":\"CommitmentPending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"readyAt\",\"type\":\"uint64\"}],\"name\":\"CommitmentTooNew\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"}],\"name\":\"CommitmentTooOld\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"node\",\"type\":\"bytes32\"}],\"name\":\"Expired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"label\",\"type\":\"string\"}],\"name\":\"InvalidLabel\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"label\",\"type\":\"string\"},{\"internalType\":\"uint64\",\"name\":\"availableAt\",\"type\":\"uint64\"}],\"name\":\"NameTaken\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"}],\"name\":\"NoCommitment\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"node\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"node\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotYourAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TextTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroOwner\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"node\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"addr\",\"type\":\"address\"}],\"name\":\"AddrChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"at\",\"type\":\"uint64\"}],\"name\":\"Committed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"node\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"label\",\"type\":\"string\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"Registered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"node\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"Renewed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"node\",\"type\":\"bytes32\"}],\"name\":\"ReverseChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"node\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"key\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"value\",\"type\":\"string\"}],\"name\":\"TextChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"node\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"Transferred\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"GRACE_PERIOD\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_COMMITMENT_AGE\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_DURATION\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_KEY_LEN\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_VALUE_LEN\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_COMMITMENT_AGE\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_DURATION\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"TORA_NODE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"n\",\"type\":\"bytes32\"}],\"name\":\"addr\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"label\",\"type\":\"string\"}],\"name\":\"available\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"}],\"name\":\"commit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"commitments\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"label\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"registrant\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"duration\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"secret\",\"type\":\"bytes32\"}],\"name\":\"makeCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"a\",\"type\":\"address\"}],\"name\":\"nameOf\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"label\",\"type\":\"string\"}],\"name\":\"node\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"n\",\"type\":\"bytes32\"}],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"n\",\"type\":\"bytes32\"}],\"name\":\"record\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"label\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"addr_\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"label\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"registrant\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"secret\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"duration\",\"type\":\"uint64\"}],\"name\":\"register\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"n\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"n\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"duration\",\"type\":\"uint64\"}],\"name\":\"renew\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"n\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"a\",\"type\":\"address\"}],\"name\":\"setAddr\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"n\",\"type\":\"bytes32\"}],\"name\":\"setReverse\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"n\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"key\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"value\",\"type\":\"string\"}],\"name\":\"setText\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"n\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"key\",\"type\":\"string\"}],\"name\":\"text\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"n\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transfer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"label\",\"type\":\"string\"}],\"name\":\"valid\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "ToraNames",
	Bin: "0x6080604052348015600e575f5ffd5b50611a658061001c5f395ff3fe608060405234801561000f575f5ffd5b506004361061016d575f3560e01c80638ccb9ea6116100d9578063b6a6d17711610093578063d5fa2b001161006e578063d5fa2b0014610382578063dda0451b14610395578063f14fcbc8146103a8578063f5c57382146103bb575f5ffd5b8063b6a6d1771461035b578063b841f44d14610365578063c1a287e214610378575f5ffd5b80638ccb9ea6146102da5780639791c097146102e4578063acb3949a14610307578063aeb8ce9b1461031a578063b1724b461461032d578063b5c645bd14610338575f5ffd5b806359d1d43c1161012a57806359d1d43c1461021d5780635b7893421461023d5780637435aa3e1461024657806379ce9fac1461024e5780637b09c6ac14610261578063839df945146102b2575f5ffd5b806302571be31461017157806310f13a8c146101a15780632e4f692a146101b65780633a83cfef146101d65780633b3b57de146101e957806351d49ea8146101fc575b5f5ffd5b61018461017f366004611457565b6103ce565b6040516001600160a01b0390911681526020015b60405180910390f35b6101b46101af3660046114b2565b61040c565b005b6101be603c81565b6040516001600160401b039091168152602001610198565b6101b46101e436600461153f565b6104ec565b6101846101f7366004611457565b610680565b61020f61020a36600461157f565b6106be565b604051908152602001610198565b61023061022b3660046115e6565b6106f9565b604051610198919061165b565b61020f61040081565b61020f604081565b6101b461025c36600461166d565b61080c565b61020f604080515f60208201527fbbc361b78606f424aa3cefb5a785eed522f7809dd1562fa9e89e5ec510b2870c918101919091526060016040516020818303038152906040528051906020012081565b6101be6102c0366004611457565b60036020525f90815260409020546001600160401b031681565b6101be6201518081565b6102f76102f236600461168e565b610895565b6040519015158152602001610198565b61020f61031536600461168e565b610add565b6102f761032836600461168e565b610b77565b6101be6312cc030081565b61034b610346366004611457565b610bae565b60405161019894939291906116cc565b6101be6224ea0081565b6101b4610373366004611457565b610c91565b6101be6276a70081565b6101b461039036600461166d565b610d36565b61020f6103a3366004611710565b610e2e565b6101b46103b6366004611457565b6111f8565b6102306103c9366004611779565b6112b8565b5f8181526020819052604081208054600160a01b90046001600160401b031642106103f9575f610405565b80546001600160a01b03165b9392505050565b5f610416866113b0565b90508315806104255750604084115b80610431575061040082115b1561044f5760405163d88051b560e01b815260040160405180910390fd5b5f8681526002602090815260408083208454600160e01b900463ffffffff1684529091529081902090518491849161048a9089908990611792565b908152602001604051809103902091826104a5929190611839565b50857fd8c9334b1a9c2f9da342a0a2b32629c1a229b6445dad78947f674b44444a7550868686866040516104dc949392919061191a565b60405180910390a2505050505050565b5f82815260208190526040902080546001600160a01b0316331461053157604051630e25346d60e01b8152600481018490523360248201526044015b60405180910390fd5b8054610551906276a70090600160a01b90046001600160401b031661195f565b421061057357604051633077f64f60e01b815260048101849052602401610528565b80545f9042600160a01b9091046001600160401b03161161059457426105a7565b8154600160a01b90046001600160401b03165b90506224ea006001600160401b03841610806105e457506105cc6312cc03004261195f565b6105e26001600160401b0380861690841661195f565b115b1561060d5760405163160632cb60e21b81526001600160401b0384166004820152602401610528565b6106178382611972565b825467ffffffffffffffff60a01b1916600160a01b6001600160401b03928316810291909117808555604051919004909116815284907f30138464f27e591b1c562d60438815ab825150988ab3bfbccc4b61c45d96bb079060200160405180910390a250505050565b5f8181526020819052604081208054600160a01b90046001600160401b031642106106ab575f610405565b600101546001600160a01b031692915050565b5f85858585856040516020016106d8959493929190611991565b60405160208183030381529060405280519060200120905095945050505050565b5f838152602081905260409020805460609190600160a01b90046001600160401b031642106107365760405180602001604052805f815250610803565b5f8581526002602090815260408083208454600160e01b900463ffffffff16845290915290819020905161076d9086908690611792565b90815260200160405180910390208054610786906117b5565b80601f01602080910402602001604051908101604052809291908181526020018280546107b2906117b5565b80156107fd5780601f106107d4576101008083540402835291602001916107fd565b820191905f5260205f20905b8154815290600101906020018083116107e057829003601f168201915b50505050505b95945050505050565b610815826113b0565b506001600160a01b03811661083d57604051639905827b60e01b815260040160405180910390fd5b5f8281526020819052604080822080546001600160a01b0319166001600160a01b0385169081179091559051909184917fff226fdce72e36cb732d1a6ff12d7f5d0757ae017aabc9c7b994f72c935908079190a35050565b5f828260038110806108a75750603f81115b156108b6575f92505050610ad7565b81815f8181106108c8576108c86119d3565b9050013560f81c60f81b6001600160f81b031916602d60f81b148061091f575081816108f56001826119e7565b818110610904576109046119d3565b9050013560f81c60f81b6001600160f81b031916602d60f81b145b1561092e575f92505050610ad7565b6004811080159061096857508181600281811061094d5761094d6119d3565b9050013560f81c60f81b6001600160f81b031916602d60f81b145b801561099d575081816003818110610982576109826119d3565b9050013560f81c60f81b6001600160f81b031916602d60f81b145b156109ac575f92505050610ad7565b81815f8181106109be576109be6119d3565b9050013560f81c60f81b6001600160f81b031916600360fc1b148015610a0d5750818160018181106109f2576109f26119d3565b9050013560f81c60f81b6001600160f81b031916600f60fb1b145b15610a1c575f92505050610ad7565b5f5b81811015610acf575f838383818110610a3957610a396119d3565b909101356001600160f81b031916915050606160f81b8110801590610a6c5750603d60f91b6001600160f81b0319821611155b80610a9e5750600360fc1b6001600160f81b0319821610801590610a9e5750603960f81b6001600160f81b0319821611155b80610ab65750602d60f81b6001600160f81b03198216145b610ac6575f945050505050610ad7565b50600101610a1e565b506001925050505b92915050565b604080515f602082018190527fbbc361b78606f424aa3cefb5a785eed522f7809dd1562fa9e89e5ec510b2870c92820192909252606001604051602081830303815290604052805190602001208383604051610b3a929190611792565b604051908190038120610b599291602001918252602082015260400190565b60405160208183030381529060405280519060200120905092915050565b5f610b828383610895565b8015610405575042610b9c610b978585610add565b611413565b6001600160401b031611159392505050565b5f8181526020818152604080832060019283905290832081549282015481546060959485948594909390926001600160a01b0380841693600160a01b90046001600160401b03169216908490610c03906117b5565b80601f0160208091040260200160405190810160405280929190818152602001828054610c2f906117b5565b8015610c7a5780601f10610c5157610100808354040283529160200191610c7a565b820191905f5260205f20905b815481529060010190602001808311610c5d57829003601f168201915b505050505093509450945094509450509193509193565b8015610cfa575f81815260208190526040902060018101546001600160a01b031633141580610cd157508054600160a01b90046001600160401b03164210155b15610cf8576040516346ae40ef60e11b815260048101839052336024820152604401610528565b505b335f81815260046020526040808220849055518392917f505864f1d0f26a4b715a52afd626412456b1e3c2e704a14c8fdfd960443eaf8a91a350565b5f610d40836113b0565b60018101549091506001600160a01b03838116911614801590610d7d575060018101546001600160a01b03165f9081526004602052604090205483145b15610dd4576001810180546001600160a01b039081165f90815260046020526040808220829055925492519092909116907f505864f1d0f26a4b715a52afd626412456b1e3c2e704a14c8fdfd960443eaf8a908390a35b6001810180546001600160a01b0319166001600160a01b03841690811790915560405190815283907f52d7d861f09ab3d26239d492e8968629f95e9e318cf0b73bfddc441522a15fd29060200160405180910390a2505050565b5f610e398686610895565b610e5a578585604051630a9644cf60e01b81526004016105289291906119fa565b6001600160a01b038416610e8157604051639905827b60e01b815260040160405180910390fd5b6224ea006001600160401b0383161080610ea757506312cc03006001600160401b038316115b15610ed05760405163160632cb60e21b81526001600160401b0383166004820152602401610528565b5f610ede87878786886106be565b5f818152600360205260408120549192506001600160401b0390911690819003610f1e576040516302c48cb160e21b815260048101839052602401610528565b610f32603c6001600160401b03831661195f565b421015610f705781610f45603c83611972565b60405163fb15b48160e01b815260048101929092526001600160401b03166024820152604401610528565b610f86620151806001600160401b03831661195f565b421115610fa95760405163cb7690d760e01b815260048101839052602401610528565b5f828152600360205260409020805467ffffffffffffffff19169055610fcf8888610add565b92505f610fdb84611413565b905042816001600160401b0316111561100d57888882604051630626991760e11b815260040161052893929190611a15565b5f84815260208190526040902080546001600160a01b03161580159061104d575060018101546001600160a01b03165f9081526004602052604090205485145b156110a4576001810180546001600160a01b039081165f90815260046020526040808220829055925492519092909116907f505864f1d0f26a4b715a52afd626412456b1e3c2e704a14c8fdfd960443eaf8a908390a35b80546001600160a01b0389166001600160a01b0319918216811783556001830180549092161790556110d68642611972565b81546001600160401b0391909116600160a01b0267ffffffffffffffff60a01b199091161780825563ffffffff600160e01b9091041681601c61111883611a41565b825463ffffffff9182166101009390930a9283029190920219909116179055505f8581526001602052604090206111508a8c83611839565b50876001600160a01b0316857ffacb6b0e9941daf2dac6755f7d9be3a5d6a7f41d30969284322dc14982151e098c8c855f0160149054906101000a90046001600160401b03166040516111a593929190611a15565b60405180910390a36040516001600160a01b038916815285907f52d7d861f09ab3d26239d492e8968629f95e9e318cf0b73bfddc441522a15fd29060200160405180910390a25050505095945050505050565b5f818152600360205260409020546001600160401b03168015801590611233575061122f620151806001600160401b03831661195f565b4211155b156112545760405163044b304760e11b815260048101839052602401610528565b5f82815260036020908152604091829020805467ffffffffffffffff1916426001600160401b0316908117909155915191825283917fd0dfbedc2bd51f16d0522a630c85cf42ee4a587c2d98e68a568d721d0044fa32910160405180910390a25050565b6001600160a01b0381165f908152600460205260409020546060908015806112fa5750826001600160a01b03166112ee82610680565b6001600160a01b031614155b1561131457505060408051602081019091525f8152919050565b5f818152600160205260409020805461132c906117b5565b80601f0160208091040260200160405190810160405280929190818152602001828054611358906117b5565b80156113a35780601f1061137a576101008083540402835291602001916113a3565b820191905f5260205f20905b81548152906001019060200180831161138657829003601f168201915b5050505050915050919050565b5f81815260208190526040902080546001600160a01b0316331415806113e757508054600160a01b90046001600160401b03164210155b1561140e57604051630e25346d60e01b815260048101839052336024820152604401610528565b919050565b5f81815260208190526040812080546001600160a01b031661143757505f92915050565b8054610405906276a70090600160a01b90046001600160401b0316611972565b5f60208284031215611467575f5ffd5b5035919050565b5f5f83601f84011261147e575f5ffd5b5081356001600160401b03811115611494575f5ffd5b6020830191508360208285010111156114ab575f5ffd5b9250929050565b5f5f5f5f5f606086880312156114c6575f5ffd5b8535945060208601356001600160401b038111156114e2575f5ffd5b6114ee8882890161146e565b90955093505060408601356001600160401b0381111561150c575f5ffd5b6115188882890161146e565b969995985093965092949392505050565b80356001600160401b038116811461140e575f5ffd5b5f5f60408385031215611550575f5ffd5b8235915061156060208401611529565b90509250929050565b80356001600160a01b038116811461140e575f5ffd5b5f5f5f5f5f60808688031215611593575f5ffd5b85356001600160401b038111156115a8575f5ffd5b6115b48882890161146e565b90965094506115c7905060208701611569565b92506115d560408701611529565b949793965091946060013592915050565b5f5f5f604084860312156115f8575f5ffd5b8335925060208401356001600160401b03811115611614575f5ffd5b6116208682870161146e565b9497909650939450505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f610405602083018461162d565b5f5f6040838503121561167e575f5ffd5b8235915061156060208401611569565b5f5f6020838503121561169f575f5ffd5b82356001600160401b038111156116b4575f5ffd5b6116c08582860161146e565b90969095509350505050565b608081525f6116de608083018761162d565b6001600160a01b0395861660208401526001600160401b03949094166040830152509216606090920191909152919050565b5f5f5f5f5f60808688031215611724575f5ffd5b85356001600160401b03811115611739575f5ffd5b6117458882890161146e565b9096509450611758905060208701611569565b92506040860135915061176d60608701611529565b90509295509295909350565b5f60208284031215611789575f5ffd5b61040582611569565b818382375f9101908152919050565b634e487b7160e01b5f52604160045260245ffd5b600181811c908216806117c957607f821691505b6020821081036117e757634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561183457805f5260205f20601f840160051c810160208510156118125750805b601f840160051c820191505b81811015611831575f815560010161181e565b50505b505050565b6001600160401b03831115611850576118506117a1565b6118648361185e83546117b5565b836117ed565b5f601f841160018114611895575f851561187e5750838201355b5f19600387901b1c1916600186901b178355611831565b5f83815260208120601f198716915b828110156118c457868501358255602094850194600190920191016118a4565b50868210156118e0575f1960f88860031b161c19848701351681555b505060018560011b0183555050505050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b604081525f61192d6040830186886118f2565b82810360208401526119408185876118f2565b979650505050505050565b634e487b7160e01b5f52601160045260245ffd5b80820180821115610ad757610ad761194b565b6001600160401b038181168382160190811115610ad757610ad761194b565b608081525f6119a46080830187896118f2565b6001600160a01b03959095166020830152506001600160401b0392909216604083015260609091015292915050565b634e487b7160e01b5f52603260045260245ffd5b81810381811115610ad757610ad761194b565b602081525f611a0d6020830184866118f2565b949350505050565b604081525f611a286040830185876118f2565b90506001600160401b0383166020830152949350505050565b5f63ffffffff821663ffffffff8103611a5c57611a5c61194b565b6001019291505056",
}

// ToraNames is an auto generated Go binding around an Ethereum contract.
type ToraNames struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ToraNames) GetABI() abi.ABI {
	return c.abi
}

// NewToraNames creates a new instance of ToraNames.
func NewToraNames() *ToraNames {
	parsed, err := ToraNamesMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ToraNames{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ToraNames) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackGRACEPERIOD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc1a287e2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function GRACE_PERIOD() view returns(uint64)
func (toraNames *ToraNames) PackGRACEPERIOD() []byte {
	enc, err := toraNames.abi.Pack("GRACE_PERIOD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGRACEPERIOD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc1a287e2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function GRACE_PERIOD() view returns(uint64)
func (toraNames *ToraNames) TryPackGRACEPERIOD() ([]byte, error) {
	return toraNames.abi.Pack("GRACE_PERIOD")
}

// UnpackGRACEPERIOD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc1a287e2.
//
// Solidity: function GRACE_PERIOD() view returns(uint64)
func (toraNames *ToraNames) UnpackGRACEPERIOD(data []byte) (uint64, error) {
	out, err := toraNames.abi.Unpack("GRACE_PERIOD", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackMAXCOMMITMENTAGE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ccb9ea6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_COMMITMENT_AGE() view returns(uint64)
func (toraNames *ToraNames) PackMAXCOMMITMENTAGE() []byte {
	enc, err := toraNames.abi.Pack("MAX_COMMITMENT_AGE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXCOMMITMENTAGE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ccb9ea6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_COMMITMENT_AGE() view returns(uint64)
func (toraNames *ToraNames) TryPackMAXCOMMITMENTAGE() ([]byte, error) {
	return toraNames.abi.Pack("MAX_COMMITMENT_AGE")
}

// UnpackMAXCOMMITMENTAGE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8ccb9ea6.
//
// Solidity: function MAX_COMMITMENT_AGE() view returns(uint64)
func (toraNames *ToraNames) UnpackMAXCOMMITMENTAGE(data []byte) (uint64, error) {
	out, err := toraNames.abi.Unpack("MAX_COMMITMENT_AGE", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackMAXDURATION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1724b46.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_DURATION() view returns(uint64)
func (toraNames *ToraNames) PackMAXDURATION() []byte {
	enc, err := toraNames.abi.Pack("MAX_DURATION")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXDURATION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1724b46.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_DURATION() view returns(uint64)
func (toraNames *ToraNames) TryPackMAXDURATION() ([]byte, error) {
	return toraNames.abi.Pack("MAX_DURATION")
}

// UnpackMAXDURATION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb1724b46.
//
// Solidity: function MAX_DURATION() view returns(uint64)
func (toraNames *ToraNames) UnpackMAXDURATION(data []byte) (uint64, error) {
	out, err := toraNames.abi.Unpack("MAX_DURATION", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackMAXKEYLEN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7435aa3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_KEY_LEN() view returns(uint256)
func (toraNames *ToraNames) PackMAXKEYLEN() []byte {
	enc, err := toraNames.abi.Pack("MAX_KEY_LEN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXKEYLEN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7435aa3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_KEY_LEN() view returns(uint256)
func (toraNames *ToraNames) TryPackMAXKEYLEN() ([]byte, error) {
	return toraNames.abi.Pack("MAX_KEY_LEN")
}

// UnpackMAXKEYLEN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7435aa3e.
//
// Solidity: function MAX_KEY_LEN() view returns(uint256)
func (toraNames *ToraNames) UnpackMAXKEYLEN(data []byte) (*big.Int, error) {
	out, err := toraNames.abi.Unpack("MAX_KEY_LEN", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXVALUELEN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b789342.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_VALUE_LEN() view returns(uint256)
func (toraNames *ToraNames) PackMAXVALUELEN() []byte {
	enc, err := toraNames.abi.Pack("MAX_VALUE_LEN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXVALUELEN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b789342.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_VALUE_LEN() view returns(uint256)
func (toraNames *ToraNames) TryPackMAXVALUELEN() ([]byte, error) {
	return toraNames.abi.Pack("MAX_VALUE_LEN")
}

// UnpackMAXVALUELEN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5b789342.
//
// Solidity: function MAX_VALUE_LEN() view returns(uint256)
func (toraNames *ToraNames) UnpackMAXVALUELEN(data []byte) (*big.Int, error) {
	out, err := toraNames.abi.Unpack("MAX_VALUE_LEN", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMINCOMMITMENTAGE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e4f692a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_COMMITMENT_AGE() view returns(uint64)
func (toraNames *ToraNames) PackMINCOMMITMENTAGE() []byte {
	enc, err := toraNames.abi.Pack("MIN_COMMITMENT_AGE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINCOMMITMENTAGE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e4f692a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_COMMITMENT_AGE() view returns(uint64)
func (toraNames *ToraNames) TryPackMINCOMMITMENTAGE() ([]byte, error) {
	return toraNames.abi.Pack("MIN_COMMITMENT_AGE")
}

// UnpackMINCOMMITMENTAGE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2e4f692a.
//
// Solidity: function MIN_COMMITMENT_AGE() view returns(uint64)
func (toraNames *ToraNames) UnpackMINCOMMITMENTAGE(data []byte) (uint64, error) {
	out, err := toraNames.abi.Unpack("MIN_COMMITMENT_AGE", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackMINDURATION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6a6d177.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_DURATION() view returns(uint64)
func (toraNames *ToraNames) PackMINDURATION() []byte {
	enc, err := toraNames.abi.Pack("MIN_DURATION")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINDURATION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6a6d177.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_DURATION() view returns(uint64)
func (toraNames *ToraNames) TryPackMINDURATION() ([]byte, error) {
	return toraNames.abi.Pack("MIN_DURATION")
}

// UnpackMINDURATION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb6a6d177.
//
// Solidity: function MIN_DURATION() view returns(uint64)
func (toraNames *ToraNames) UnpackMINDURATION(data []byte) (uint64, error) {
	out, err := toraNames.abi.Unpack("MIN_DURATION", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackTORANODE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b09c6ac.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function TORA_NODE() view returns(bytes32)
func (toraNames *ToraNames) PackTORANODE() []byte {
	enc, err := toraNames.abi.Pack("TORA_NODE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTORANODE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b09c6ac.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function TORA_NODE() view returns(bytes32)
func (toraNames *ToraNames) TryPackTORANODE() ([]byte, error) {
	return toraNames.abi.Pack("TORA_NODE")
}

// UnpackTORANODE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b09c6ac.
//
// Solidity: function TORA_NODE() view returns(bytes32)
func (toraNames *ToraNames) UnpackTORANODE(data []byte) ([32]byte, error) {
	out, err := toraNames.abi.Unpack("TORA_NODE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAddr is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3b3b57de.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addr(bytes32 n) view returns(address)
func (toraNames *ToraNames) PackAddr(n [32]byte) []byte {
	enc, err := toraNames.abi.Pack("addr", n)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddr is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3b3b57de.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addr(bytes32 n) view returns(address)
func (toraNames *ToraNames) TryPackAddr(n [32]byte) ([]byte, error) {
	return toraNames.abi.Pack("addr", n)
}

// UnpackAddr is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3b3b57de.
//
// Solidity: function addr(bytes32 n) view returns(address)
func (toraNames *ToraNames) UnpackAddr(data []byte) (common.Address, error) {
	out, err := toraNames.abi.Unpack("addr", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackAvailable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaeb8ce9b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function available(string label) view returns(bool)
func (toraNames *ToraNames) PackAvailable(label string) []byte {
	enc, err := toraNames.abi.Pack("available", label)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAvailable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaeb8ce9b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function available(string label) view returns(bool)
func (toraNames *ToraNames) TryPackAvailable(label string) ([]byte, error) {
	return toraNames.abi.Pack("available", label)
}

// UnpackAvailable is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaeb8ce9b.
//
// Solidity: function available(string label) view returns(bool)
func (toraNames *ToraNames) UnpackAvailable(data []byte) (bool, error) {
	out, err := toraNames.abi.Unpack("available", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackCommit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf14fcbc8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commit(bytes32 commitment) returns()
func (toraNames *ToraNames) PackCommit(commitment [32]byte) []byte {
	enc, err := toraNames.abi.Pack("commit", commitment)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf14fcbc8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commit(bytes32 commitment) returns()
func (toraNames *ToraNames) TryPackCommit(commitment [32]byte) ([]byte, error) {
	return toraNames.abi.Pack("commit", commitment)
}

// PackCommitments is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x839df945.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitments(bytes32 ) view returns(uint64)
func (toraNames *ToraNames) PackCommitments(arg0 [32]byte) []byte {
	enc, err := toraNames.abi.Pack("commitments", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitments is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x839df945.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitments(bytes32 ) view returns(uint64)
func (toraNames *ToraNames) TryPackCommitments(arg0 [32]byte) ([]byte, error) {
	return toraNames.abi.Pack("commitments", arg0)
}

// UnpackCommitments is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x839df945.
//
// Solidity: function commitments(bytes32 ) view returns(uint64)
func (toraNames *ToraNames) UnpackCommitments(data []byte) (uint64, error) {
	out, err := toraNames.abi.Unpack("commitments", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackMakeCommitment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51d49ea8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function makeCommitment(string label, address registrant, uint64 duration, bytes32 secret) pure returns(bytes32)
func (toraNames *ToraNames) PackMakeCommitment(label string, registrant common.Address, duration uint64, secret [32]byte) []byte {
	enc, err := toraNames.abi.Pack("makeCommitment", label, registrant, duration, secret)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMakeCommitment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51d49ea8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function makeCommitment(string label, address registrant, uint64 duration, bytes32 secret) pure returns(bytes32)
func (toraNames *ToraNames) TryPackMakeCommitment(label string, registrant common.Address, duration uint64, secret [32]byte) ([]byte, error) {
	return toraNames.abi.Pack("makeCommitment", label, registrant, duration, secret)
}

// UnpackMakeCommitment is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51d49ea8.
//
// Solidity: function makeCommitment(string label, address registrant, uint64 duration, bytes32 secret) pure returns(bytes32)
func (toraNames *ToraNames) UnpackMakeCommitment(data []byte) ([32]byte, error) {
	out, err := toraNames.abi.Unpack("makeCommitment", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackNameOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5c57382.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nameOf(address a) view returns(string)
func (toraNames *ToraNames) PackNameOf(a common.Address) []byte {
	enc, err := toraNames.abi.Pack("nameOf", a)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNameOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5c57382.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nameOf(address a) view returns(string)
func (toraNames *ToraNames) TryPackNameOf(a common.Address) ([]byte, error) {
	return toraNames.abi.Pack("nameOf", a)
}

// UnpackNameOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf5c57382.
//
// Solidity: function nameOf(address a) view returns(string)
func (toraNames *ToraNames) UnpackNameOf(data []byte) (string, error) {
	out, err := toraNames.abi.Unpack("nameOf", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackNode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xacb3949a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function node(string label) pure returns(bytes32)
func (toraNames *ToraNames) PackNode(label string) []byte {
	enc, err := toraNames.abi.Pack("node", label)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xacb3949a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function node(string label) pure returns(bytes32)
func (toraNames *ToraNames) TryPackNode(label string) ([]byte, error) {
	return toraNames.abi.Pack("node", label)
}

// UnpackNode is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xacb3949a.
//
// Solidity: function node(string label) pure returns(bytes32)
func (toraNames *ToraNames) UnpackNode(data []byte) ([32]byte, error) {
	out, err := toraNames.abi.Unpack("node", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02571be3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner(bytes32 n) view returns(address)
func (toraNames *ToraNames) PackOwner(n [32]byte) []byte {
	enc, err := toraNames.abi.Pack("owner", n)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02571be3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner(bytes32 n) view returns(address)
func (toraNames *ToraNames) TryPackOwner(n [32]byte) ([]byte, error) {
	return toraNames.abi.Pack("owner", n)
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x02571be3.
//
// Solidity: function owner(bytes32 n) view returns(address)
func (toraNames *ToraNames) UnpackOwner(data []byte) (common.Address, error) {
	out, err := toraNames.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRecord is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb5c645bd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function record(bytes32 n) view returns(string label, address owner_, uint64 expiry, address addr_)
func (toraNames *ToraNames) PackRecord(n [32]byte) []byte {
	enc, err := toraNames.abi.Pack("record", n)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRecord is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb5c645bd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function record(bytes32 n) view returns(string label, address owner_, uint64 expiry, address addr_)
func (toraNames *ToraNames) TryPackRecord(n [32]byte) ([]byte, error) {
	return toraNames.abi.Pack("record", n)
}

// RecordOutput serves as a container for the return parameters of contract
// method Record.
type RecordOutput struct {
	Label  string
	Owner  common.Address
	Expiry uint64
	Addr   common.Address
}

// UnpackRecord is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb5c645bd.
//
// Solidity: function record(bytes32 n) view returns(string label, address owner_, uint64 expiry, address addr_)
func (toraNames *ToraNames) UnpackRecord(data []byte) (RecordOutput, error) {
	out, err := toraNames.abi.Unpack("record", data)
	outstruct := new(RecordOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Label = *abi.ConvertType(out[0], new(string)).(*string)
	outstruct.Owner = *abi.ConvertType(out[1], new(common.Address)).(*common.Address)
	outstruct.Expiry = *abi.ConvertType(out[2], new(uint64)).(*uint64)
	outstruct.Addr = *abi.ConvertType(out[3], new(common.Address)).(*common.Address)
	return *outstruct, nil
}

// PackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdda0451b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register(string label, address registrant, bytes32 secret, uint64 duration) returns(bytes32 n)
func (toraNames *ToraNames) PackRegister(label string, registrant common.Address, secret [32]byte, duration uint64) []byte {
	enc, err := toraNames.abi.Pack("register", label, registrant, secret, duration)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdda0451b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register(string label, address registrant, bytes32 secret, uint64 duration) returns(bytes32 n)
func (toraNames *ToraNames) TryPackRegister(label string, registrant common.Address, secret [32]byte, duration uint64) ([]byte, error) {
	return toraNames.abi.Pack("register", label, registrant, secret, duration)
}

// UnpackRegister is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdda0451b.
//
// Solidity: function register(string label, address registrant, bytes32 secret, uint64 duration) returns(bytes32 n)
func (toraNames *ToraNames) UnpackRegister(data []byte) ([32]byte, error) {
	out, err := toraNames.abi.Unpack("register", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackRenew is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3a83cfef.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renew(bytes32 n, uint64 duration) returns()
func (toraNames *ToraNames) PackRenew(n [32]byte, duration uint64) []byte {
	enc, err := toraNames.abi.Pack("renew", n, duration)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenew is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3a83cfef.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renew(bytes32 n, uint64 duration) returns()
func (toraNames *ToraNames) TryPackRenew(n [32]byte, duration uint64) ([]byte, error) {
	return toraNames.abi.Pack("renew", n, duration)
}

// PackSetAddr is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5fa2b00.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAddr(bytes32 n, address a) returns()
func (toraNames *ToraNames) PackSetAddr(n [32]byte, a common.Address) []byte {
	enc, err := toraNames.abi.Pack("setAddr", n, a)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAddr is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5fa2b00.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAddr(bytes32 n, address a) returns()
func (toraNames *ToraNames) TryPackSetAddr(n [32]byte, a common.Address) ([]byte, error) {
	return toraNames.abi.Pack("setAddr", n, a)
}

// PackSetReverse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb841f44d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setReverse(bytes32 n) returns()
func (toraNames *ToraNames) PackSetReverse(n [32]byte) []byte {
	enc, err := toraNames.abi.Pack("setReverse", n)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetReverse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb841f44d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setReverse(bytes32 n) returns()
func (toraNames *ToraNames) TryPackSetReverse(n [32]byte) ([]byte, error) {
	return toraNames.abi.Pack("setReverse", n)
}

// PackSetText is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x10f13a8c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setText(bytes32 n, string key, string value) returns()
func (toraNames *ToraNames) PackSetText(n [32]byte, key string, value string) []byte {
	enc, err := toraNames.abi.Pack("setText", n, key, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetText is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x10f13a8c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setText(bytes32 n, string key, string value) returns()
func (toraNames *ToraNames) TryPackSetText(n [32]byte, key string, value string) ([]byte, error) {
	return toraNames.abi.Pack("setText", n, key, value)
}

// PackText is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x59d1d43c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function text(bytes32 n, string key) view returns(string)
func (toraNames *ToraNames) PackText(n [32]byte, key string) []byte {
	enc, err := toraNames.abi.Pack("text", n, key)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackText is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x59d1d43c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function text(bytes32 n, string key) view returns(string)
func (toraNames *ToraNames) TryPackText(n [32]byte, key string) ([]byte, error) {
	return toraNames.abi.Pack("text", n, key)
}

// UnpackText is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x59d1d43c.
//
// Solidity: function text(bytes32 n, string key) view returns(string)
func (toraNames *ToraNames) UnpackText(data []byte) (string, error) {
	out, err := toraNames.abi.Unpack("text", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79ce9fac.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(bytes32 n, address newOwner) returns()
func (toraNames *ToraNames) PackTransfer(n [32]byte, newOwner common.Address) []byte {
	enc, err := toraNames.abi.Pack("transfer", n, newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79ce9fac.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(bytes32 n, address newOwner) returns()
func (toraNames *ToraNames) TryPackTransfer(n [32]byte, newOwner common.Address) ([]byte, error) {
	return toraNames.abi.Pack("transfer", n, newOwner)
}

// PackValid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9791c097.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function valid(string label) pure returns(bool)
func (toraNames *ToraNames) PackValid(label string) []byte {
	enc, err := toraNames.abi.Pack("valid", label)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9791c097.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function valid(string label) pure returns(bool)
func (toraNames *ToraNames) TryPackValid(label string) ([]byte, error) {
	return toraNames.abi.Pack("valid", label)
}

// UnpackValid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9791c097.
//
// Solidity: function valid(string label) pure returns(bool)
func (toraNames *ToraNames) UnpackValid(data []byte) (bool, error) {
	out, err := toraNames.abi.Unpack("valid", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// ToraNamesAddrChanged represents a AddrChanged event raised by the ToraNames contract.
type ToraNamesAddrChanged struct {
	Node [32]byte
	Addr common.Address
	Raw  *types.Log // Blockchain specific contextual infos
}

const ToraNamesAddrChangedEventName = "AddrChanged"

// ContractEventName returns the user-defined event name.
func (ToraNamesAddrChanged) ContractEventName() string {
	return ToraNamesAddrChangedEventName
}

// UnpackAddrChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AddrChanged(bytes32 indexed node, address addr)
func (toraNames *ToraNames) UnpackAddrChangedEvent(log *types.Log) (*ToraNamesAddrChanged, error) {
	event := "AddrChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraNames.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraNamesAddrChanged)
	if len(log.Data) > 0 {
		if err := toraNames.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraNames.abi.Events[event].Inputs {
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

// ToraNamesCommitted represents a Committed event raised by the ToraNames contract.
type ToraNamesCommitted struct {
	Commitment [32]byte
	At         uint64
	Raw        *types.Log // Blockchain specific contextual infos
}

const ToraNamesCommittedEventName = "Committed"

// ContractEventName returns the user-defined event name.
func (ToraNamesCommitted) ContractEventName() string {
	return ToraNamesCommittedEventName
}

// UnpackCommittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Committed(bytes32 indexed commitment, uint64 at)
func (toraNames *ToraNames) UnpackCommittedEvent(log *types.Log) (*ToraNamesCommitted, error) {
	event := "Committed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraNames.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraNamesCommitted)
	if len(log.Data) > 0 {
		if err := toraNames.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraNames.abi.Events[event].Inputs {
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

// ToraNamesRegistered represents a Registered event raised by the ToraNames contract.
type ToraNamesRegistered struct {
	Node   [32]byte
	Label  string
	Owner  common.Address
	Expiry uint64
	Raw    *types.Log // Blockchain specific contextual infos
}

const ToraNamesRegisteredEventName = "Registered"

// ContractEventName returns the user-defined event name.
func (ToraNamesRegistered) ContractEventName() string {
	return ToraNamesRegisteredEventName
}

// UnpackRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Registered(bytes32 indexed node, string label, address indexed owner, uint64 expiry)
func (toraNames *ToraNames) UnpackRegisteredEvent(log *types.Log) (*ToraNamesRegistered, error) {
	event := "Registered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraNames.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraNamesRegistered)
	if len(log.Data) > 0 {
		if err := toraNames.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraNames.abi.Events[event].Inputs {
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

// ToraNamesRenewed represents a Renewed event raised by the ToraNames contract.
type ToraNamesRenewed struct {
	Node   [32]byte
	Expiry uint64
	Raw    *types.Log // Blockchain specific contextual infos
}

const ToraNamesRenewedEventName = "Renewed"

// ContractEventName returns the user-defined event name.
func (ToraNamesRenewed) ContractEventName() string {
	return ToraNamesRenewedEventName
}

// UnpackRenewedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Renewed(bytes32 indexed node, uint64 expiry)
func (toraNames *ToraNames) UnpackRenewedEvent(log *types.Log) (*ToraNamesRenewed, error) {
	event := "Renewed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraNames.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraNamesRenewed)
	if len(log.Data) > 0 {
		if err := toraNames.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraNames.abi.Events[event].Inputs {
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

// ToraNamesReverseChanged represents a ReverseChanged event raised by the ToraNames contract.
type ToraNamesReverseChanged struct {
	Account common.Address
	Node    [32]byte
	Raw     *types.Log // Blockchain specific contextual infos
}

const ToraNamesReverseChangedEventName = "ReverseChanged"

// ContractEventName returns the user-defined event name.
func (ToraNamesReverseChanged) ContractEventName() string {
	return ToraNamesReverseChangedEventName
}

// UnpackReverseChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ReverseChanged(address indexed account, bytes32 indexed node)
func (toraNames *ToraNames) UnpackReverseChangedEvent(log *types.Log) (*ToraNamesReverseChanged, error) {
	event := "ReverseChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraNames.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraNamesReverseChanged)
	if len(log.Data) > 0 {
		if err := toraNames.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraNames.abi.Events[event].Inputs {
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

// ToraNamesTextChanged represents a TextChanged event raised by the ToraNames contract.
type ToraNamesTextChanged struct {
	Node  [32]byte
	Key   string
	Value string
	Raw   *types.Log // Blockchain specific contextual infos
}

const ToraNamesTextChangedEventName = "TextChanged"

// ContractEventName returns the user-defined event name.
func (ToraNamesTextChanged) ContractEventName() string {
	return ToraNamesTextChangedEventName
}

// UnpackTextChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TextChanged(bytes32 indexed node, string key, string value)
func (toraNames *ToraNames) UnpackTextChangedEvent(log *types.Log) (*ToraNamesTextChanged, error) {
	event := "TextChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraNames.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraNamesTextChanged)
	if len(log.Data) > 0 {
		if err := toraNames.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraNames.abi.Events[event].Inputs {
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

// ToraNamesTransferred represents a Transferred event raised by the ToraNames contract.
type ToraNamesTransferred struct {
	Node  [32]byte
	Owner common.Address
	Raw   *types.Log // Blockchain specific contextual infos
}

const ToraNamesTransferredEventName = "Transferred"

// ContractEventName returns the user-defined event name.
func (ToraNamesTransferred) ContractEventName() string {
	return ToraNamesTransferredEventName
}

// UnpackTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transferred(bytes32 indexed node, address indexed owner)
func (toraNames *ToraNames) UnpackTransferredEvent(log *types.Log) (*ToraNamesTransferred, error) {
	event := "Transferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraNames.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraNamesTransferred)
	if len(log.Data) > 0 {
		if err := toraNames.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraNames.abi.Events[event].Inputs {
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
func (toraNames *ToraNames) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], toraNames.abi.Errors["BadDuration"].ID.Bytes()[:4]) {
		return toraNames.UnpackBadDurationError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraNames.abi.Errors["CommitmentPending"].ID.Bytes()[:4]) {
		return toraNames.UnpackCommitmentPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraNames.abi.Errors["CommitmentTooNew"].ID.Bytes()[:4]) {
		return toraNames.UnpackCommitmentTooNewError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraNames.abi.Errors["CommitmentTooOld"].ID.Bytes()[:4]) {
		return toraNames.UnpackCommitmentTooOldError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraNames.abi.Errors["Expired"].ID.Bytes()[:4]) {
		return toraNames.UnpackExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraNames.abi.Errors["InvalidLabel"].ID.Bytes()[:4]) {
		return toraNames.UnpackInvalidLabelError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraNames.abi.Errors["NameTaken"].ID.Bytes()[:4]) {
		return toraNames.UnpackNameTakenError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraNames.abi.Errors["NoCommitment"].ID.Bytes()[:4]) {
		return toraNames.UnpackNoCommitmentError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraNames.abi.Errors["NotOwner"].ID.Bytes()[:4]) {
		return toraNames.UnpackNotOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraNames.abi.Errors["NotYourAddress"].ID.Bytes()[:4]) {
		return toraNames.UnpackNotYourAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraNames.abi.Errors["TextTooLong"].ID.Bytes()[:4]) {
		return toraNames.UnpackTextTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraNames.abi.Errors["ZeroOwner"].ID.Bytes()[:4]) {
		return toraNames.UnpackZeroOwnerError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ToraNamesBadDuration represents a BadDuration error raised by the ToraNames contract.
type ToraNamesBadDuration struct {
	Duration uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadDuration(uint64 duration)
func ToraNamesBadDurationErrorID() common.Hash {
	return common.HexToHash("0x5818cb2c29d4094a42a88faac46a3924ef8f2e8395968ff11b87d0f335357874")
}

// UnpackBadDurationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadDuration(uint64 duration)
func (toraNames *ToraNames) UnpackBadDurationError(raw []byte) (*ToraNamesBadDuration, error) {
	out := new(ToraNamesBadDuration)
	if err := toraNames.abi.UnpackIntoInterface(out, "BadDuration", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraNamesCommitmentPending represents a CommitmentPending error raised by the ToraNames contract.
type ToraNamesCommitmentPending struct {
	Commitment [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CommitmentPending(bytes32 commitment)
func ToraNamesCommitmentPendingErrorID() common.Hash {
	return common.HexToHash("0x0896608e486153f370cd7dfcf194b36e1913912870b840defdfee486627ab162")
}

// UnpackCommitmentPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CommitmentPending(bytes32 commitment)
func (toraNames *ToraNames) UnpackCommitmentPendingError(raw []byte) (*ToraNamesCommitmentPending, error) {
	out := new(ToraNamesCommitmentPending)
	if err := toraNames.abi.UnpackIntoInterface(out, "CommitmentPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraNamesCommitmentTooNew represents a CommitmentTooNew error raised by the ToraNames contract.
type ToraNamesCommitmentTooNew struct {
	Commitment [32]byte
	ReadyAt    uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CommitmentTooNew(bytes32 commitment, uint64 readyAt)
func ToraNamesCommitmentTooNewErrorID() common.Hash {
	return common.HexToHash("0xfb15b4813da8b402f0e3111b9bc4ce1e43c7bdbbcb9bdb6efd9ce040042624ba")
}

// UnpackCommitmentTooNewError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CommitmentTooNew(bytes32 commitment, uint64 readyAt)
func (toraNames *ToraNames) UnpackCommitmentTooNewError(raw []byte) (*ToraNamesCommitmentTooNew, error) {
	out := new(ToraNamesCommitmentTooNew)
	if err := toraNames.abi.UnpackIntoInterface(out, "CommitmentTooNew", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraNamesCommitmentTooOld represents a CommitmentTooOld error raised by the ToraNames contract.
type ToraNamesCommitmentTooOld struct {
	Commitment [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CommitmentTooOld(bytes32 commitment)
func ToraNamesCommitmentTooOldErrorID() common.Hash {
	return common.HexToHash("0xcb7690d71b60a6c11aa7ca436e4e5485107c39e3cbdb6d3e8fd563632d20b764")
}

// UnpackCommitmentTooOldError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CommitmentTooOld(bytes32 commitment)
func (toraNames *ToraNames) UnpackCommitmentTooOldError(raw []byte) (*ToraNamesCommitmentTooOld, error) {
	out := new(ToraNamesCommitmentTooOld)
	if err := toraNames.abi.UnpackIntoInterface(out, "CommitmentTooOld", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraNamesExpired represents a Expired error raised by the ToraNames contract.
type ToraNamesExpired struct {
	Node [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Expired(bytes32 node)
func ToraNamesExpiredErrorID() common.Hash {
	return common.HexToHash("0x3077f64f92ad91c6479071531304fa3c1e0bb9b63e130c746f3a564292f0ddc6")
}

// UnpackExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Expired(bytes32 node)
func (toraNames *ToraNames) UnpackExpiredError(raw []byte) (*ToraNamesExpired, error) {
	out := new(ToraNamesExpired)
	if err := toraNames.abi.UnpackIntoInterface(out, "Expired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraNamesInvalidLabel represents a InvalidLabel error raised by the ToraNames contract.
type ToraNamesInvalidLabel struct {
	Label string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidLabel(string label)
func ToraNamesInvalidLabelErrorID() common.Hash {
	return common.HexToHash("0x0a9644cf96f71920fb507e02abedbc85c300ea58b6867aa937d8a1cd10f740ed")
}

// UnpackInvalidLabelError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidLabel(string label)
func (toraNames *ToraNames) UnpackInvalidLabelError(raw []byte) (*ToraNamesInvalidLabel, error) {
	out := new(ToraNamesInvalidLabel)
	if err := toraNames.abi.UnpackIntoInterface(out, "InvalidLabel", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraNamesNameTaken represents a NameTaken error raised by the ToraNames contract.
type ToraNamesNameTaken struct {
	Label       string
	AvailableAt uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NameTaken(string label, uint64 availableAt)
func ToraNamesNameTakenErrorID() common.Hash {
	return common.HexToHash("0x0c4d322ee1edb01cff6b2be2da3ed0c0de753a7ba6ca4aa148af3527f678cf3d")
}

// UnpackNameTakenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NameTaken(string label, uint64 availableAt)
func (toraNames *ToraNames) UnpackNameTakenError(raw []byte) (*ToraNamesNameTaken, error) {
	out := new(ToraNamesNameTaken)
	if err := toraNames.abi.UnpackIntoInterface(out, "NameTaken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraNamesNoCommitment represents a NoCommitment error raised by the ToraNames contract.
type ToraNamesNoCommitment struct {
	Commitment [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoCommitment(bytes32 commitment)
func ToraNamesNoCommitmentErrorID() common.Hash {
	return common.HexToHash("0x0b1232c4cd27b2ccba76399b78aaf72886a38b122e00a94950cc216d3a93409f")
}

// UnpackNoCommitmentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoCommitment(bytes32 commitment)
func (toraNames *ToraNames) UnpackNoCommitmentError(raw []byte) (*ToraNamesNoCommitment, error) {
	out := new(ToraNamesNoCommitment)
	if err := toraNames.abi.UnpackIntoInterface(out, "NoCommitment", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraNamesNotOwner represents a NotOwner error raised by the ToraNames contract.
type ToraNamesNotOwner struct {
	Node   [32]byte
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOwner(bytes32 node, address caller)
func ToraNamesNotOwnerErrorID() common.Hash {
	return common.HexToHash("0x0e25346d3923fdf61b8b8de5a7da7267aa43093abc1ce6c52cbd87b4dcd30574")
}

// UnpackNotOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOwner(bytes32 node, address caller)
func (toraNames *ToraNames) UnpackNotOwnerError(raw []byte) (*ToraNamesNotOwner, error) {
	out := new(ToraNamesNotOwner)
	if err := toraNames.abi.UnpackIntoInterface(out, "NotOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraNamesNotYourAddress represents a NotYourAddress error raised by the ToraNames contract.
type ToraNamesNotYourAddress struct {
	Node   [32]byte
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotYourAddress(bytes32 node, address caller)
func ToraNamesNotYourAddressErrorID() common.Hash {
	return common.HexToHash("0x8d5c81dee43ed4afbd2154527cd5e3ba0333d186abe54251686fdd70608e7892")
}

// UnpackNotYourAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotYourAddress(bytes32 node, address caller)
func (toraNames *ToraNames) UnpackNotYourAddressError(raw []byte) (*ToraNamesNotYourAddress, error) {
	out := new(ToraNamesNotYourAddress)
	if err := toraNames.abi.UnpackIntoInterface(out, "NotYourAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraNamesTextTooLong represents a TextTooLong error raised by the ToraNames contract.
type ToraNamesTextTooLong struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TextTooLong()
func ToraNamesTextTooLongErrorID() common.Hash {
	return common.HexToHash("0xd88051b55f15710a598394944820f5c19a4db5458ccca03f6391eced8ba33eab")
}

// UnpackTextTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TextTooLong()
func (toraNames *ToraNames) UnpackTextTooLongError(raw []byte) (*ToraNamesTextTooLong, error) {
	out := new(ToraNamesTextTooLong)
	if err := toraNames.abi.UnpackIntoInterface(out, "TextTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraNamesZeroOwner represents a ZeroOwner error raised by the ToraNames contract.
type ToraNamesZeroOwner struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroOwner()
func ToraNamesZeroOwnerErrorID() common.Hash {
	return common.HexToHash("0x9905827b514da707a2fe590832730f62a8d762cc0f2ba71de8065112256c3068")
}

// UnpackZeroOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroOwner()
func (toraNames *ToraNames) UnpackZeroOwnerError(raw []byte) (*ToraNamesZeroOwner, error) {
	out := new(ToraNamesZeroOwner)
	if err := toraNames.abi.UnpackIntoInterface(out, "ZeroOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}
