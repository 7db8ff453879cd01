//go:build !unix && !js

package cli

import "os"

// mapFile reports false: on this system inputs are read, not mapped.
func mapFile(*os.File, int64) ([]byte, func(), bool) { return nil, nil, false }
