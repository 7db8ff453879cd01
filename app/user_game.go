package main

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"fmt"
	"io"
	"net/url"
	"strings"

	"nimber/app/protocol"
)

// userRequest is a user's game and what is asked of it: its code,
// parameters, value kind and size as typed.
type userRequest struct {
	Code, Params, Kind, N string
}

// userFile is the name the worker gives the code box's game in messages.
const userFile = "game.star"

// table is the UserTable request for r.
func (r userRequest) table() protocol.UserTable {
	return protocol.UserTable{Name: userFile, Code: r.Code, Params: r.Params, Kind: r.Kind, N: r.N}
}

// encodeFragment writes a request as the share link's fragment: the code
// deflated and base64url-encoded, with the parameters, kind and size.
func encodeFragment(r userRequest) string {
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

// decodeFragment reads a share link's fragment.
func decodeFragment(s string) (userRequest, error) {
	v, err := url.ParseQuery(strings.TrimPrefix(s, "#"))
	if err != nil {
		return userRequest{}, err
	}
	z, err := base64.RawURLEncoding.DecodeString(v.Get("code"))
	if err != nil {
		return userRequest{}, fmt.Errorf("the link's code is damaged: %v", err)
	}
	code, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(z)), 1<<20))
	if err != nil {
		return userRequest{}, fmt.Errorf("the link's code is damaged: %v", err)
	}
	return userRequest{Code: string(code), Params: v.Get("params"), Kind: v.Get("kind"), N: v.Get("n")}, nil
}
