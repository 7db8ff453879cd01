package tablepage

import (
	"strings"
	"testing"

	"nimber/app/protocol"
)

// TestEngineNote: the options of a heap past those the rules were read on
// say where the table's value and the file's own come from when they
// differ; nothing else does.
func TestEngineNote(t *testing.T) {
	r := &protocol.Recognition{What: "code 0.77 (kayles)", Upto: 256, Native: true}
	values := make([]uint32, 400)
	values[304] = 1
	options := func(pos string, v uint32) *protocol.OptionList { return &protocol.OptionList{Pos: pos, Value: v} }
	if got := engineNote(r, values, options("304", 5)); !strings.HasPrefix(got, "The table shows 1 here: past heap 256 its values are those of code 0.77 (kayles), from its own engine. By this file's own rules the value is 5.") {
		t.Errorf("heap 304: %q", got)
	}
	own := *r
	own.Native = false
	for _, c := range []struct {
		r   *protocol.Recognition
		pos string
		v   uint32
	}{
		{r, "304", 1},    // the same value
		{r, "200", 5},    // a heap read
		{r, "3,4", 5},    // a pair
		{r, "500", 5},    // past the table
		{&own, "304", 5}, // the file's own values
		{nil, "304", 5},  // nothing recognised
	} {
		if got := engineNote(c.r, values, options(c.pos, c.v)); got != "" {
			t.Errorf("%s = %d: %q", c.pos, c.v, got)
		}
	}
}
