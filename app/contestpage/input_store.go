package contestpage

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/frame"
)

// Contest inputs are kept across reloads, one per problem. Up to SmallInput
// characters they go to localStorage and come back at once when the page
// opens; larger ones go to IndexedDB as a Blob (localStorage writes
// synchronously, tens of milliseconds a megabyte, and holds a few megabytes
// at most). A Blob, not the string, so that reading it back after a reload
// happens off the main thread (Blob.text); an opened or dropped file is
// kept as the File it is, a Blob already.
const SmallInput = 1 << 16

// loadSmallInput returns the input kept for problemID when it is small (a
// JavaScript string), or a JavaScript null.
func loadSmallInput(problemID string) app.Value {
	return frame.LoadStored(frame.StorageKey("input", problemID))
}
