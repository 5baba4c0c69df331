// Package testsupport holds what the tests of testnet and the lab share
// (see testsupport.go). It is imported only by _test files, so no binary
// links it.
package testsupport
