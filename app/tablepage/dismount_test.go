package tablepage

import "testing"

// A server renders the page and dismounts it without mounting it (go-app's
// static site generation does): that must not panic.
func TestDismountUnmounted(t *testing.T) {
	(&userGamePanel{}).OnDismount()
	(&Page{}).OnDismount()
}
