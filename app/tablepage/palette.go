package tablepage

import (
	"fmt"
	"strconv"
	"strings"

	"nimber/app/catalog"
)

// Colours of the table's pictures, as RGBA pixels in little-endian words
// (the byte order of a canvas's ImageData).
const (
	ColourP       = 0xff2e1a1a // value 0, the P-positions: near black
	ColourOutside = 0xfff2f0ee // no heap there (past n, or beside the table), no table yet
	colourMark    = 0xffffffff // the dot on P-positions, the hover outline
	colourGrid    = 0xffe6e6e6
)

// specialColours colour the values that are no number, in the catalog's
// order (catalog.Games.Specials): the game has ended, every move ends it.
var specialColours = []uint32{0xffc2dbe8, 0xffa7b1ba}

// categorical colours values 1..16 when a table has no larger value.
var categorical = []uint32{
	rgb(0x4e79a7), rgb(0xf28e2b), rgb(0x59a14f), rgb(0xe15759), rgb(0xb07aa1), rgb(0xedc948),
	rgb(0x76b7b2), rgb(0xff9da7), rgb(0x9c755f), rgb(0xbab0ac), rgb(0x86bcb6), rgb(0xd37295),
	rgb(0xfabfd2), rgb(0x8cd17d), rgb(0x499894), rgb(0xf1ce63),
}

// rampStops are the colours of a continuous scale, for tables with larger
// values: blue for small values through yellow to red for the largest.
var rampStops = []uint32{rgb(0x2c7bb6), rgb(0x7fbfd8), rgb(0xe8f2a8), rgb(0xfdae61), rgb(0xd7191c)}

// rgb turns 0xRRGGBB into an opaque pixel word.
func rgb(c uint32) uint32 {
	return 0xff000000 | (c&0xff)<<16 | c&0xff00 | c>>16&0xff
}

// CSS writes a pixel word as a CSS colour.
func CSS(px uint32) string {
	return fmt.Sprintf("#%02x%02x%02x", px&0xff, px>>8&0xff, px>>16&0xff)
}

// palette maps a table's values to colours: value 0 (a P-position) near
// black, the early-termination sentinels grey, and the other values either
// one colour each (up to 16) or along a continuous ramp up to the largest.
type palette struct {
	kind string      // the value kind, e.g. "remoteness-misere"
	max  uint32      // the largest value (sentinels aside)
	ramp bool        // values are shown on the continuous ramp
	lut  [256]uint32 // value v ≥ 1: lut[v-1] (categorical) or lut[255·v/max] (ramp)
	seen []bool      // which sentinels occur, by their index in the catalog
}

// newPalette returns the palette for values of the kind named kind.
func newPalette(values []uint32, kind string) *palette {
	cat := catalog.Get()
	p := &palette{kind: kind, seen: make([]bool, len(cat.Games.Specials))}
	for _, v := range values {
		if i := cat.Special(v); i >= 0 {
			p.seen[i] = true
		} else if v > p.max {
			p.max = v
		}
	}
	p.ramp = p.max > uint32(len(categorical))
	if !p.ramp {
		copy(p.lut[:], categorical)
		return p
	}
	for i := range p.lut {
		f := float64(i) / 255 * float64(len(rampStops)-1)
		j := min(int(f), len(rampStops)-2)
		p.lut[i] = mix(rampStops[j], rampStops[j+1], f-float64(j))
	}
	return p
}

// special reports whether v is an early-termination sentinel.
func special(v uint32) bool { return catalog.Get().Special(v) >= 0 }

// specialColour returns the colour of the sentinel of index i in the
// catalog (-1: none, coloured as outside the table).
func specialColour(i int) uint32 {
	if i < 0 {
		return ColourOutside
	}
	return specialColours[min(i, len(specialColours)-1)]
}

// colour returns the pixel of value v.
func (p *palette) colour(v uint32) uint32 {
	switch {
	case v == 0:
		return ColourP
	case v > p.max: // only the sentinels are larger
		return specialColour(catalog.Get().Special(v))
	case p.ramp:
		return p.lut[uint64(v)*255/uint64(p.max)]
	}
	return p.lut[v-1]
}

// mix blends pixels a and b, t of the way to b.
func mix(a, b uint32, t float64) uint32 {
	var c uint32 = 0xff000000
	for shift := 0; shift < 24; shift += 8 {
		x, y := float64(a>>shift&0xff), float64(b>>shift&0xff)
		c |= uint32(x+(y-x)*t+0.5) << shift
	}
	return c
}

// legendItem is one entry of the legend: a colour and what it stands for.
type legendItem struct {
	Colour, Label string
}

// legend lists the palette's colours for the values present: every value
// of a categorical palette, the ends and middle of a ramp, and the
// sentinels seen.
func (p *palette) legend() []legendItem {
	zero := "0"
	if note, _, _ := strings.Cut(valueNote(p.kind, 0), ":"); note != "" {
		zero += " (" + note + ")"
	}
	items := []legendItem{{CSS(ColourP), zero}}
	if p.ramp {
		items = append(items,
			legendItem{CSS(p.colour(1)), "1"},
			legendItem{CSS(p.colour(p.max / 2)), strconv.FormatUint(uint64(p.max/2), 10)},
			legendItem{CSS(p.colour(p.max)), strconv.FormatUint(uint64(p.max), 10)})
	} else {
		for v := uint32(1); v <= p.max; v++ {
			items = append(items, legendItem{CSS(p.colour(v)), strconv.FormatUint(uint64(v), 10)})
		}
	}
	for i, s := range catalog.Get().Games.Specials {
		if p.seen[i] {
			items = append(items, legendItem{CSS(specialColour(i)), s.Name})
		}
	}
	return items
}

// valueNote says what a value v of the kind named kind tells about a heap
// alone, or "" when it tells nothing simple: 0 is a P-position only for
// Grundy values and outcomes; remoteness and suspense tell the winner by
// their parity, and 0 means no move is left. The words before a colon name
// the case (the legend shows them).
func valueNote(kind string, v uint32) string {
	base, play, _ := strings.Cut(kind, "-")
	switch base {
	case "grundy", "outcome":
		if v == 0 {
			return "P-position: the player to move loses"
		}
		return "N-position: the player to move wins"
	case "remoteness", "suspense":
		wins := v%2 == 1
		if play == "misere" {
			wins = !wins
		}
		who := "the player to move loses"
		if wins {
			who = "the player to move wins"
		}
		if v == 0 {
			return "no move left: " + who
		}
		return who
	}
	return ""
}
