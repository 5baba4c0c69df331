package names

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// DIDs: did:pkh identifiers of Ethereum accounts, made and resolved
// locally (no contract, no network): did:pkh:eip155:<chain id>:<address>,
// the account as a CAIP-10 id, the address in lower case as the method's
// eip155 example writes it.

// DIDPKH is account's did:pkh on chain chainID.
func DIDPKH(chainID uint64, account common.Address) string {
	return fmt.Sprintf("did:pkh:eip155:%d:%s", chainID, strings.ToLower(account.Hex()))
}

// ParseDIDPKH reads a did:pkh:eip155 identifier (the address in either
// case, checksummed or not).
func ParseDIDPKH(did string) (chainID uint64, account common.Address, err error) {
	rest, ok := strings.CutPrefix(did, "did:pkh:eip155:")
	if !ok {
		return 0, common.Address{}, fmt.Errorf("did %q: want did:pkh:eip155:<chain id>:<address>", did)
	}
	cs, as, ok := strings.Cut(rest, ":")
	if !ok {
		return 0, common.Address{}, fmt.Errorf("did %q: want did:pkh:eip155:<chain id>:<address>", did)
	}
	chainID, err = strconv.ParseUint(cs, 10, 64)
	if err != nil || chainID == 0 || (len(cs) > 1 && cs[0] == '0') {
		return 0, common.Address{}, fmt.Errorf("did %q: chain id %q is not a positive decimal", did, cs)
	}
	if !common.IsHexAddress(as) || !strings.HasPrefix(as, "0x") {
		return 0, common.Address{}, fmt.Errorf("did %q: %q is not a 0x address", did, as)
	}
	a := common.HexToAddress(as)
	if as != strings.ToLower(as) && as != a.Hex() {
		return 0, common.Address{}, fmt.Errorf("did %q: %q has a bad checksum", did, as)
	}
	return chainID, a, nil
}

// DIDDocument is the did:pkh document of did: one verification method,
// the account as a blockchainAccountId (EcdsaSecp256k1RecoveryMethod2020:
// signatures recover to the address), for authentication and assertions.
func DIDDocument(did string) ([]byte, error) {
	chainID, a, err := ParseDIDPKH(did)
	if err != nil {
		return nil, err
	}
	id := DIDPKH(chainID, a)
	vm := id + "#blockchainAccountId"
	doc := map[string]any{
		"@context": []any{
			"https://www.w3.org/ns/did/v1",
			map[string]string{
				"blockchainAccountId":              "https://w3id.org/security#blockchainAccountId",
				"EcdsaSecp256k1RecoveryMethod2020": "https://identity.foundation/EcdsaSecp256k1RecoverySignature2020#EcdsaSecp256k1RecoveryMethod2020",
			},
		},
		"id": id,
		"verificationMethod": []any{map[string]string{
			"id":                  vm,
			"type":                "EcdsaSecp256k1RecoveryMethod2020",
			"controller":          id,
			"blockchainAccountId": fmt.Sprintf("eip155:%d:%s", chainID, strings.ToLower(a.Hex())),
		}},
		"authentication":  []string{vm},
		"assertionMethod": []string{vm},
	}
	return json.MarshalIndent(doc, "", "  ")
}
