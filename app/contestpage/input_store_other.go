//go:build !js

package contestpage

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// inputStore keeps nothing when the page is prerendered (natively): inputs
// are kept by the page in the browser (input_store_js.go).
type inputStore struct{}

func (s *inputStore) keep(problemID string, text, blob app.Value)           {}
func (s *inputStore) loadLarge(problemID string, done func(text app.Value)) {}
func (s *inputStore) open()                                                 {}
func (s *inputStore) close()                                                {}
func (s *inputStore) keepPending()                                          {}
