package catalog

import (
	"errors"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// The file at Path holds a catalog as the fields walk visits, in that
// order, after a first field naming the format (format): each field is
// its length in bytes, a colon and its text (a number in decimal); a list
// is its length, then its items. Reading it is slicing one string, without
// reflection: the page reads the catalog before it starts, and decoding
// JSON there cost the start encoding/json's and reflect's code, which the
// browser compiles as it first runs it.

// format names the file's format in its first field: a file of another
// format (or an error page served in its place) is refused whole.
const format = "nimber-catalog-1"

// errDamaged is what Decode says of a file that is no catalog.
var errDamaged = errors.New("not a catalog of this build (damaged or of another format)")

// Encode writes c as the site holds it at Path.
func Encode(c Catalog) []byte {
	x := &codec{writing: true}
	c.walk(x)
	return x.out
}

// Decode reads a catalog written by Encode.
func Decode(data []byte) (Catalog, error) {
	var c Catalog
	x := &codec{in: string(data)}
	c.walk(x)
	if x.err == nil && x.in != "" {
		x.fail()
	}
	if x.err != nil {
		return Catalog{}, x.err
	}
	return c, nil
}

// walk visits every field of c, in the file's order: x writes each, or
// reads each into c.
func (c *Catalog) walk(x *codec) {
	name := format
	if x.text(&name); name != format {
		x.fail()
	}
	list(x, &c.Problems, func(x *codec, p *Problem) {
		for _, s := range []*string{&p.ID, &p.Title, &p.Summary, &p.Statement, &p.Limits} {
			x.text(s)
		}
		list(x, &p.Samples, (*codec).text)
	})
	list(x, &c.GenKinds, (*codec).text)
	g := &c.Games
	x.text(&g.Syntaxes)
	list(x, &g.Kinds, func(x *codec, k *Kind) { x.text(&k.Name); x.text(&k.Label) })
	// Short, a map, as its pairs in the order of their keys.
	var short [][2]string
	for _, k := range slices.Sorted(maps.Keys(g.Short)) {
		short = append(short, [2]string{k, g.Short[k]})
	}
	list(x, &short, func(x *codec, p *[2]string) { x.text(&p[0]); x.text(&p[1]) })
	if !x.writing && short != nil {
		g.Short = make(map[string]string, len(short))
		for _, p := range short {
			g.Short[p[0]] = p[1]
		}
	}
	list(x, &g.Named, func(x *codec, n *Named) { x.text(&n.Name); x.text(&n.Code); x.text(&n.Doc) })
	l := &g.Limits
	for _, n := range []*int{&l.MaxN, &l.MaxFar, &l.MaxNaive, &l.MaxNaiveCubic, &l.MaxNaiveQuartic, &l.MaxDigits, &l.MaxInt, &l.MaxRange, &l.MaxPattern} {
		x.number(n)
	}
	list(x, &g.Specials, func(x *codec, s *Special) {
		v := int(s.Value)
		x.number(&v)
		s.Value = uint32(v)
		x.text(&s.Name)
	})
	list(x, &c.Files, func(x *codec, f *GameFile) { x.text(&f.Name); x.text(&f.Title); x.text(&f.Source) })
	list(x, &c.Builtins, (*codec).text)
}

// codec writes fields (writing) to out, or reads them from in, what is
// left of the file; a reading that failed sets err and reads nothing more.
type codec struct {
	writing bool
	out     []byte
	in      string
	err     error
}

// text writes s, or reads it (a part of the file's one string: no copy).
func (x *codec) text(s *string) {
	if x.writing {
		x.out = strconv.AppendInt(x.out, int64(len(*s)), 10)
		x.out = append(x.out, ':')
		x.out = append(x.out, *s...)
		return
	}
	colon := strings.IndexByte(x.in, ':')
	if x.err != nil || colon < 0 {
		x.fail()
		return
	}
	n, err := strconv.Atoi(x.in[:colon])
	if err != nil || n < 0 || n > len(x.in)-colon-1 {
		x.fail()
		return
	}
	*s, x.in = x.in[colon+1:colon+1+n], x.in[colon+1+n:]
}

// number writes n, or reads it.
func (x *codec) number(n *int) {
	s := strconv.Itoa(*n)
	x.text(&s)
	if x.writing || x.err != nil {
		return
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		x.fail()
	}
	*n = v
}

// fail marks the reading as failed.
func (x *codec) fail() {
	x.err, x.in = errDamaged, ""
}

// list writes items, or reads them (nil when there are none), each with
// item.
func list[T any](x *codec, items *[]T, item func(*codec, *T)) {
	n := len(*items)
	x.number(&n)
	if !x.writing {
		// Each item takes two bytes at least: a longer list is damage.
		if x.err != nil || n < 0 || n > len(x.in)/2 {
			x.fail()
			return
		}
		*items = nil
		if n > 0 {
			*items = make([]T, n)
		}
	}
	for i := range *items {
		item(x, &(*items)[i])
	}
}
