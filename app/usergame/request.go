// Package usergame holds what the explorer and the play page share about a
// user's own game: the request (code, parameters, kind, size), its share
// link, and the box that plays it.
package usergame

import (
	"encoding/base64"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/browser"
	"nimber/app/frame"
	"nimber/app/protocol"
)

// Request is a user's game and what is asked of it: its code,
// parameters, value kind and size as typed.
type Request struct {
	Code, Params, Kind, N string
}

// File is the name the worker gives the code box's game in messages.
const File = "game.star"

// Game is r's game as requests name it.
func (r Request) Game() protocol.GameRef {
	return protocol.GameRef{Name: File, Code: r.Code, Params: r.Params}
}

// Pairs reports whether r asks for the pairs up to (N, M) ("N,M").
func (r Request) Pairs() bool { return strings.Contains(r.N, ",") }

// Table is the Table request for r, with the rule in its values.
func (r Request) Table() protocol.Table {
	return protocol.Table{Game: r.Game(), Kind: r.Kind, N: r.N, Rule: true}
}

// Small reports whether r asks for fewer than protocol.ListAtLeast
// positions, by its size as typed ("N" or "N,M"): one worker values such a
// table sooner than several list it. A size it cannot read is not small
// (the worker says what is wrong with it).
func (r Request) Small() bool {
	cells := 1
	for _, f := range strings.Split(r.N, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 0 || n >= protocol.ListAtLeast {
			return false
		}
		cells *= n + 1
	}
	return cells < protocol.ListAtLeast
}

// maxCode is the most a share link's code may hold once inflated.
const maxCode = 1 << 20

// EncodeFragment calls done with r as the share link's fragment: the code
// deflated (browser.Deflate) and base64url-encoded, with the parameters,
// kind and size. In the browser done is called later, from a JavaScript
// callback: it must not block.
func EncodeFragment(r Request, done func(string)) {
	browser.Deflate([]byte(r.Code), func(z []byte, err error) {
		if err != nil { // the browser cannot compress: the link carries no game
			done("")
			return
		}
		done(r.query(base64.RawURLEncoding.EncodeToString(z)).Encode())
	})
}

// query is r as a query (a share link's fragment, a kept request), its code
// written as code.
func (r Request) query(code string) url.Values {
	v := url.Values{"code": {code}, "kind": {r.Kind}, "n": {r.N}}
	if r.Params != "" {
		v.Set("params", r.Params)
	}
	return v
}

// fromQuery is the request of query v (see query), whose code is code.
func fromQuery(v url.Values, code string) Request {
	return Request{Code: code, Params: v.Get("params"), Kind: v.Get("kind"), N: v.Get("n")}
}

// Keep keeps r in this browser (localStorage) under key, for Kept to give
// back on the next visit: a reload never loses the code typed. Where the
// browser keeps nothing (storage full or refused) the reason is logged.
func Keep(key string, r Request) {
	if err := frame.Store(key, r.query(r.Code).Encode()); err != nil {
		app.Log("keeping your game:", err)
	}
}

// Kept returns the request kept under key by Keep, if there is one.
func Kept(key string) (Request, bool) {
	s := frame.LoadStored(key)
	if !s.Truthy() {
		return Request{}, false
	}
	v, err := url.ParseQuery(s.String())
	if err != nil || !v.Has("code") {
		return Request{}, false
	}
	return fromQuery(v, v.Get("code")), true
}

// DecodeFragment calls done with the request a share link's fragment s
// carries, or why it cannot be read; as EncodeFragment calls done.
func DecodeFragment(s string, done func(Request, error)) {
	damaged := func(err error) { done(Request{}, fmt.Errorf("the link's code is damaged: %v", err)) }
	v, err := url.ParseQuery(strings.TrimPrefix(s, "#"))
	if err != nil {
		done(Request{}, err)
		return
	}
	z, err := base64.RawURLEncoding.DecodeString(v.Get("code"))
	if err != nil {
		damaged(err)
		return
	}
	browser.Inflate(z, maxCode, func(code []byte, err error) {
		if err != nil {
			damaged(err)
			return
		}
		done(fromQuery(v, string(code)), nil)
	})
}
