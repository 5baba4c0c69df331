package gethdev_test

import (
	"os"
	"testing"

	"github.com/tensora/tensora/internal/testsupport"
)

func TestMain(m *testing.M) { os.Exit(testsupport.Main(m)) }
