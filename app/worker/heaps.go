package main

import (
	"fmt"
	"strconv"
	"strings"

	"nimber/solver/games"
	"nimber/solver/pattern"
	"nimber/solver/sums"
)

// patternHeaps returns the heaps a Pattern request of n and verify text
// reads: the rule is sought in 0..n, n capped at the game's limit
// (games.Game.Limit) as the table explorer caps its table, and checked up
// to verify (0: no check), which must lie past n and within the limit.
func patternHeaps(g games.Game, k sums.Kind, c sums.Convention, n int, verifyText string) (int, int, error) {
	n = min(n, g.Limit(k, c, n))
	if n < 0 || n > pattern.MaxN {
		return 0, 0, fmt.Errorf("the pattern finder reads heaps up to at most %d, not %d", pattern.MaxN, n)
	}
	verify, err := parseVerify(verifyText, n)
	if err != nil {
		return 0, 0, err
	}
	if limit := g.Limit(k, c, verify); verify > limit {
		return 0, 0, fmt.Errorf("verify up to %d: the values of %s of %s stop at heap %d", verify, k, g, limit)
	}
	return n, verify, nil
}

// parseVerify reads the M of "verify up to M" for a table of 0..n: empty
// is 0 (no check), otherwise an integer larger than n.
func parseVerify(text string, n int) (int, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return 0, nil
	}
	m, err := strconv.Atoi(text)
	if err != nil || m <= n {
		return 0, fmt.Errorf("verify up to %q: expected an integer larger than %d", text, n)
	}
	return m, nil
}

// exploreRequest reads the game, kind and n of a table or pattern request.
func exploreRequest(game, kind, n string) (games.Game, sums.Kind, sums.Convention, int, error) {
	g, err := games.Parse(game)
	if err != nil {
		return games.Game{}, 0, sums.Convention{}, 0, err
	}
	k, c, err := games.ParseKind(kind)
	if err != nil {
		return games.Game{}, 0, sums.Convention{}, 0, err
	}
	text := strings.TrimSpace(n)
	x, err := strconv.Atoi(text)
	if err != nil {
		return games.Game{}, 0, sums.Convention{}, 0, fmt.Errorf("n: %q is not an integer", text)
	}
	return g, k, c, x, nil
}
