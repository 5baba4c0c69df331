package hw

import (
	"errors"
	"fmt"
)

// errNVMLUnavailable marks the normal no-NVIDIA case: no libnvidia-ml, no
// driver, or a build without cgo. Detect logs it at Debug.
var errNVMLUnavailable = errors.New("nvml unavailable")

// recoverInto turns a panic in the NVML binding's Go code into an error.
// It cannot catch a crash inside C, which is why nothing past nvml.Init is
// called unless Init succeeded.
func recoverInto(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("nvml panicked: %v", r)
	}
}
