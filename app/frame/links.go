package frame

import "net/url"

// PlayHref is the play page's address of a position of board game.
func PlayHref(game, pos string) string {
	return PlayPath + "?" + url.Values{"game": {game}, "pos": {pos}}.Encode()
}
