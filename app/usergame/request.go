// Package usergame holds what the explorer and the play page share about a
// user's own game: the request (code, parameters, kind, size), its share
// link, and the box that plays it.
package usergame

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"fmt"
	"io"
	"net/url"
	"strconv"
	"strings"

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

// EncodeFragment writes a request as the share link's fragment: the code
// deflated and base64url-encoded, with the parameters, kind and size.
func EncodeFragment(r Request) string {
	var b bytes.Buffer
	w, _ := flate.NewWriter(&b, flate.BestCompression)
	w.Write([]byte(r.Code))
	w.Close()
	v := url.Values{}
	v.Set("code", base64.RawURLEncoding.EncodeToString(b.Bytes()))
	v.Set("kind", r.Kind)
	v.Set("n", r.N)
	if r.Params != "" {
		v.Set("params", r.Params)
	}
	return v.Encode()
}

// DecodeFragment reads a share link's fragment.
func DecodeFragment(s string) (Request, error) {
	v, err := url.ParseQuery(strings.TrimPrefix(s, "#"))
	if err != nil {
		return Request{}, err
	}
	z, err := base64.RawURLEncoding.DecodeString(v.Get("code"))
	if err != nil {
		return Request{}, fmt.Errorf("the link's code is damaged: %v", err)
	}
	code, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(z)), 1<<20))
	if err != nil {
		return Request{}, fmt.Errorf("the link's code is damaged: %v", err)
	}
	return Request{Code: string(code), Params: v.Get("params"), Kind: v.Get("kind"), N: v.Get("n")}, nil
}
