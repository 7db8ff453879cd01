//go:build !unix

package cli

import "os/exec"

// ownGroup leaves c as it is where there are no process groups: cancelling
// it kills its process only (exec.Cmd.WaitDelay then stops waiting for
// the output of the processes it started).
func ownGroup(c *exec.Cmd) {}
