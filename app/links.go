package main

import "net/url"

// playHref is the play page's address of a position of board game.
func playHref(game, pos string) string {
	return playPath + "?" + url.Values{"game": {game}, "pos": {pos}}.Encode()
}
