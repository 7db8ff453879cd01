package tablepage

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/browser"
	"nimber/app/catalog"
	"nimber/app/frame"
)

// tableCSV returns the values as CSV: a header line, then "size,value"
// for heaps 0..n.
func tableCSV(values []uint32) string {
	var b strings.Builder
	b.Grow(12 * len(values))
	b.WriteString("size,value\n")
	for i, v := range values {
		b.WriteString(strconv.Itoa(i))
		b.WriteByte(',')
		b.WriteString(catalog.Get().ValueString(v))
		b.WriteByte('\n')
	}
	return b.String()
}

// tableQuery is what the address of the table page carries: the game, n,
// the kind, (when picked by hand) the heatmap's width, and (when given in
// the address) the most workers a far table may use.
type tableQuery struct {
	Game, N, Kind, Width, Workers string
}

// parseTableQuery reads a table page's address query.
func parseTableQuery(q url.Values) tableQuery {
	return tableQuery{Game: q.Get("game"), N: q.Get("n"), Kind: q.Get("kind"), Width: q.Get("width"), Workers: q.Get("workers")}
}

// workers is the most workers q's address lets a run use, 0 for the
// default (checked has replaced anything but a positive integer).
func (q tableQuery) workers() int {
	n, _ := strconv.Atoi(q.Workers)
	return n
}

// link returns the table page's address for q: opening it shows the same
// table and view.
func (q tableQuery) link() string {
	v := url.Values{"game": {q.Game}, "n": {q.N}, "kind": {q.Kind}}
	if q.Width != "" {
		v.Set("width", q.Width)
	}
	if q.Workers != "" {
		v.Set("workers", q.Workers)
	}
	return frame.TablePath + "?" + v.Encode()
}

// fileName returns a file name for an export of q's table with extension ext.
func (q tableQuery) fileName(ext string) string {
	clean := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '.' || r == '-' {
			return r
		}
		return '_'
	}, q.Game)
	return "nimber-" + clean + "-" + q.Kind + "-" + q.N + "." + ext
}

// downloadCanvas offers the picture on canvas as a PNG file named name.
func downloadCanvas(canvas app.Value, name string) {
	var done app.Func
	done = app.FuncOf(func(_ app.Value, args []app.Value) any {
		done.Release()
		if args[0].Truthy() {
			frame.SaveBlob(name, args[0])
		}
		return nil
	})
	if err := browser.Try(func() { canvas.Call("toBlob", done, "image/png") }); err != nil {
		done.Release()
		app.Log("PNG export:", err)
	}
}
