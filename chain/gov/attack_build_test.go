package gov_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/tensora/tensora/chain/gov"
)

// Values that do not fit the setter's argument are refused by Build, not
// wrapped (a 50000-day voting period was proposed as ~290 days while the
// draft read "50000d") nor a panic (a max slash or a minimum fee above
// its uint96/uint128 crashed the generated Pack).
func TestAttackBuildWrapsNoValue(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e := start(t, nil)
	for _, s := range []gov.Spec{
		{Param: "voting-period", Value: "50000d"},
		{Param: "max-slash", Value: "100000000000000"},
		{Param: "min-fee", Subnet: 1, Value: "1000000000000000000000"},
	} {
		if _, err := e.g.Build(ctx, []gov.Spec{s}); !errors.Is(err, gov.ErrRefused) {
			t.Errorf("%s=%s: %v", s.Param, s.Value, err)
		}
	}
}
