//go:build !js

package browser

// Try runs f. Built natively no JavaScript runs, so nothing is thrown: a
// panic inside f goes on.
func Try(f func()) error {
	f()
	return nil
}
