//go:build !js

// Command nimber is Nimber: built for the browser it is the web app's UI;
// built natively it answers contest inputs from the command line, generates
// the static web site and serves it.
package main

import "os"

func main() {
	routes()
	os.Exit(runCLI(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
