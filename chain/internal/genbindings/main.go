// Command genbindings writes abigen v2 bindings for the compiled contracts
// in chain/artifacts into chain/bindings, one file per contract.
//
// It calls go-ethereum's abigen library (accounts/abi/abigen.BindV2), the
// code behind `abigen --v2`, so the output is what the abigen command
// writes, without building the command's dependencies (its CLI pulls in
// most of go-ethereum and would add dozens of modules to go.mod).
//
// usage: go run ./chain/internal/genbindings <artifacts dir> <bindings dir>
package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/abigen"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: genbindings <artifacts dir> <bindings dir>")
		os.Exit(2)
	}
	if err := run(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintln(os.Stderr, "genbindings:", err)
		os.Exit(1)
	}
}

func run(artifacts, out string) error {
	abis, err := filepath.Glob(filepath.Join(artifacts, "*.abi"))
	if err != nil {
		return err
	}
	if len(abis) == 0 {
		return fmt.Errorf("no .abi files in %s", artifacts)
	}
	sort.Strings(abis)
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	// abigen names the struct of a multi-value return <Method>Output, not
	// qualified by contract, so a second contract with the same method (two
	// EIP-712 contracts both have eip712Domain) would redeclare it. Such a
	// method of a later contract (in file-name order) is renamed
	// <Contract><Method>.
	seen := make(map[string]bool)
	structs := make(map[string]bool)
	old, _ := filepath.Glob(filepath.Join(out, "*.gen.go"))
	for _, f := range old {
		if err := os.Remove(f); err != nil {
			return err
		}
	}
	for _, abiPath := range abis {
		name := strings.TrimSuffix(filepath.Base(abiPath), ".abi")
		abiJSON, err := os.ReadFile(abiPath)
		if err != nil {
			return err
		}
		bin, err := os.ReadFile(filepath.Join(artifacts, name+".bin"))
		if err != nil {
			return err
		}
		parsed, err := abi.JSON(bytes.NewReader(abiJSON))
		if err != nil {
			return fmt.Errorf("parse %s: %w", abiPath, err)
		}
		aliases := make(map[string]string)
		for _, m := range parsed.Methods {
			if len(m.Outputs) < 2 {
				continue
			}
			if seen[m.RawName] {
				aliases[m.RawName] = name + "_" + m.RawName
			}
			seen[m.RawName] = true
		}
		code, err := abigen.BindV2([]string{name}, []string{string(abiJSON)}, []string{strings.TrimSpace(string(bin))}, "bindings", nil, aliases)
		if err != nil {
			return fmt.Errorf("bind %s: %w", name, err)
		}
		// A struct of one contract used by another (JobEscrow.Leaf in
		// Challenges and ValidatorRewards) is generated in both files with
		// the same name and fields: keep the first declaration only.
		code = dropSeenStructs(code, structs)
		dst := filepath.Join(out, strings.ToLower(name)+".gen.go")
		if err := os.WriteFile(dst, []byte(code), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// structDecl matches one struct declaration abigen writes for a Solidity
// struct, with its doc comment.
var structDecl = regexp.MustCompile(`(?ms)^// (\w+) is an auto generated low-level Go binding around an user-defined struct\.\ntype (\w+) struct \{.*?^\}\n\n?`)

// dropSeenStructs removes the declarations of structs already in seen
// from code and adds the others to seen.
func dropSeenStructs(code string, seen map[string]bool) string {
	return structDecl.ReplaceAllStringFunc(code, func(decl string) string {
		name := structDecl.FindStringSubmatch(decl)[2]
		if seen[name] {
			return ""
		}
		seen[name] = true
		return decl
	})
}
