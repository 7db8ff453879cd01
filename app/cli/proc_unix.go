//go:build unix

package cli

import (
	"os/exec"
	"syscall"
)

// ownGroup runs c in a process group of its own, which is killed whole
// when c is cancelled: a program run by sh -c that starts others (a
// script, a pipeline) stops with them.
func ownGroup(c *exec.Cmd) {
	c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	c.Cancel = func() error { return syscall.Kill(-c.Process.Pid, syscall.SIGKILL) }
}
