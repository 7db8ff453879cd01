package misere

import (
	"context"
	"testing"
	"time"

	"nimber/solver/octal"
)

func TestQuick(t *testing.T) {
	for _, c := range []struct{ code string; n int }{{"0.07", 25}} {
		g, _ := octal.Parse(c.code)
		start := time.Now()
		lim := DefaultLimits
		lim.MaxPositions = 1<<16
		q, err := Compute(context.Background(), g, c.n, lim, func(h, n int) { })
		t.Logf("%s n=%d order=%d P=%d err=%v %v", c.code, c.n, q.Order(), q.PPortion(), err, time.Since(start))
	}
}
