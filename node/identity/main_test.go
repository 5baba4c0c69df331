package identity

import (
	"testing"

	"go.uber.org/goleak"
)

// The store deliberately avoids go-ethereum's watching KeyStore; this keeps it
// from growing a background goroutine.
func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }
