package problems

import "testing"

// TestPreferDirect checks which problems the browser answers with their
// Direct, building no table: notnim only, whose 20 MB table is built faster
// than the cache reads it. gamepack's first sample has a Direct too, but
// its tables are cached, so that answering again reads them instead of
// computing (its splitting games: see gamepack's TestPreferDirect).
func TestPreferDirect(t *testing.T) {
	for _, p := range All() {
		job, err := p.Prepare([]byte(p.Samples[0].Input))
		if err != nil {
			t.Fatalf("%s: sample 1: %v", p.ID, err)
		}
		if got, want := job.PreferDirect(), p.ID == "notnim"; got != want {
			t.Errorf("%s: PreferDirect %v, want %v", p.ID, got, want)
		}
	}
}
