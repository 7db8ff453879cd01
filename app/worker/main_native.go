//go:build !js

package main

import (
	"fmt"
	"os"
)

// main explains that this program is the browser's solver worker; natively,
// `nimber solve` answers the same inputs.
func main() {
	fmt.Fprintln(os.Stderr, "the solver worker runs in the browser (GOOS=js GOARCH=wasm); use `nimber solve` natively")
	os.Exit(2)
}
