//go:build !js

// Command nimber is Nimber: built for the browser it is the web app's UI;
// built natively it answers contest inputs from the command line, generates
// the static web site and serves it.
package main

import (
	"os"

	"nimber/app/cli"
)

func main() {
	routes()
	os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
