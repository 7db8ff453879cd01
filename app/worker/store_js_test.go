package main

import (
	"bytes"
	"testing"

	"nimber/app/browser"
)

// TestTableRecords: a table's record reads back as it was written, with
// how its values were valued; a record an older build wrote (the entry
// alone, a Uint8Array) holds none, so that its table is computed again.
func TestTableRecords(t *testing.T) {
	entry := encodeEntry("user/v2/k/grundy/n=1000", []byte{1, 2, 3, 4})
	for _, valued := range []valuation{{}, {Code: "code 0.177", Upto: 257}} {
		back, ok := tableRecords.Decode(tableRecords.Encode(tableRecord{entry, valued}))
		if !ok || !bytes.Equal(back.entry, entry) || back.valued != valued {
			t.Errorf("%+v read back as %+v, %v", valued, back, ok)
		}
	}
	if back, ok := tableRecords.Decode(browser.Uint8Array(entry)); ok {
		t.Errorf("an older build's record read as %+v", back)
	}
}
