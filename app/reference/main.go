//go:build !js

package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// main serves the page with app.Handler (web/app.wasm and the icon from
// the working directory) on -addr, and prints its address.
func main() {
	addr := flag.String("addr", "127.0.0.1:0", "the address to serve on")
	wasmExec := flag.String("wasm-exec", "", "the toolchain's wasm_exec.js, served instead of go-app's copy")
	flag.Parse()
	app.Route("/", &page{})
	l, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("/", &app.Handler{
		Name:  "Reference",
		Title: "Reference",
		// A local icon: go-app's default is remote, and the service worker
		// fails to install when it cannot fetch it.
		Icon: app.Icon{Default: "/web/icon-192.png"},
	})
	if *wasmExec != "" {
		mux.HandleFunc("/wasm_exec.js", func(w http.ResponseWriter, r *http.Request) {
			http.ServeFile(w, r, *wasmExec)
		})
	}
	fmt.Printf("http://%s\n", l.Addr())
	log.Fatal(http.Serve(l, mux))
}
