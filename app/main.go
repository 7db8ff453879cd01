//go:build !js

// Command nimber is Nimber: built for the browser it is the web app; built
// natively it answers contest inputs from the command line.
package main

import "os"

func main() {
	os.Exit(runCLI(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
