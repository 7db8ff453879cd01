# Nimber: make (builds bin/nimber), make build (also the web site), make serve,
# make test (every test), make bench.
GO        ?= go
GOROOT    := $(shell $(GO) env GOROOT)
WASM_PATH := PATH="$(GOROOT)/lib/wasm:$$PATH"
WASM_GO   := GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w"
FUZZTIME  ?= 4s
BENCHTIME ?= 1x
ADDR      ?= 127.0.0.1:8000
CHROMIUM  ?= /usr/bin/chromium
# UI_NOINLINE: the packages whose calls the UI's wasm (web/app.wasm) is
# built without inlining (-gcflags=PKG=-l). An inlined call in Go's wasm
# copies the callee's body, spills and resume points included, into every
# caller: without it go-app and the library code it leans on shrink.
# Listed are the packages that each made the served file smaller both raw
# and gzipped (all together: raw 9,795,670 -> 9,693,404 bytes, gzip -9
# 2,202,723 -> 2,090,652; measured 2026-11-27). Nimber's own UI packages,
# encoding/json, time, strconv, bytes and sort would shrink it gzipped but
# grow it raw, and net/http and os grow it both ways (functions
# inlined away everywhere come back). The worker's wasm, where the
# solvers' loops run, keeps the compiler's inlining.
UI_NOINLINE := github.com/maxence-charriere/... reflect fmt syscall/js strings \
  text/template math/big mime sync unicode/utf8
UI_GCFLAGS  := $(foreach p,$(UI_NOINLINE),-gcflags=$(p)=-l)
# The browser tests run against the built site with $(CHROMIUM); under make
# they must run (a missing site or browser fails them instead of skipping).
BROWSER_TEST := CHROMIUM=$(CHROMIUM) NIMBER_BROWSER=required

.PHONY: all build serve site chromium node test test-native test-wasm test-browser fuzz vet bench bench-wasm measure screenshot clean

all: bin/nimber

bin/nimber: FORCE
	$(GO) build -o bin/nimber ./app

FORCE:

## build: bin/nimber, the two wasm programs and the static site at the repository root.
build: bin/nimber site

# The site rewrites the wasm files (their data packed) and keeps their Go
# build IDs: go build would take such a file for its own output, up to
# date, and leave it; removed first, each is linked anew.
web/app.wasm: FORCE
	rm -f web/app.wasm
	$(WASM_GO) $(UI_GCFLAGS) -o web/app.wasm ./app

web/worker.wasm: FORCE
	rm -f web/worker.wasm
	$(WASM_GO) -o web/worker.wasm ./app/worker

site: bin/nimber web/app.wasm web/worker.wasm
	bin/nimber site -dir . -wasm-exec "$(GOROOT)/lib/wasm/wasm_exec.js"
	@ls -l web/*.wasm web/*.wasm.gz | awk '{print "  " $$5 "\t" $$9}'

## serve: build, then serve the site on http://$(ADDR) (make serve ADDR=127.0.0.1:9000).
serve: build
	bin/nimber serve -dir . -addr $(ADDR)

## chromium: the browser the browser tests drive (CI runs as root on a fresh machine).
chromium:
	@test -x $(CHROMIUM) || (apt-get update && apt-get install -y chromium)

## node: runs the wasm tests (go_js_wasm_exec); installed like chromium.
node:
	@command -v node >/dev/null || (apt-get update && apt-get install -y nodejs)

## test: formatting, vet, native tests (with the browser tests against the built
## site), solver tests in wasm under Node, short fuzz runs.
test: vet test-native test-wasm fuzz

# make -j test: the steps run one after another (the browser tests measure
# speed); each also names what it needs, so it never starts before that.
.NOTPARALLEL: test

vet:
	@unformatted=$$(gofmt -l app solver); if [ -n "$$unformatted" ]; then echo "gofmt needed: $$unformatted"; exit 1; fi
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./...

# The browser tests of ./app take minutes: a timeout above go test's 10 minutes.
test-native: build chromium
	$(BROWSER_TEST) $(GO) test -count=1 -timeout 25m ./...

test-wasm: node
	$(WASM_PATH) GOOS=js GOARCH=wasm $(GO) test -count=1 -timeout 20m ./solver/... ./app/worker/ ./app/protocol/ ./app/browser/ ./app/usergame/

## test-browser: only the browser tests (after make build).
test-browser: chromium
	$(BROWSER_TEST) $(GO) test -count=1 -timeout 30m -run '^TestBrowser' -v ./app

## measure: the speed figures, measured in Chromium against the built site
## (fresh browsers; prints the medians against the targets), start-up beside
## the minimal go-app page of app/reference, built into a temporary directory
## and served by its own native side during the run. NIMBER_CXX=problem=program,…
## times those programs (the source documents' C++, built outside the
## repository) on the same inputs, beside the page: its target for a problem's
## "computed" is then no slower than them.
measure: build chromium
	@ref=$$(mktemp -d) && trap 'rm -rf "$$ref"' EXIT && mkdir "$$ref/web" && \
	  cp web/icon-192.png "$$ref/web/" && \
	  $(WASM_GO) -o "$$ref/web/app.wasm" ./app/reference && \
	  $(GO) build -trimpath -ldflags="-s -w" -o "$$ref/reference" ./app/reference && \
	  ls -l "$$ref/web/app.wasm" | awk '{print "  reference: " $$5 "\tweb/app.wasm"}' && \
	  $(BROWSER_TEST) NIMBER_MEASURE=1 NIMBER_REFERENCE="$$ref" NIMBER_WASM_EXEC="$(GOROOT)/lib/wasm/wasm_exec.js" \
	    $(GO) test -count=1 -timeout 40m -run '^TestBrowser(User)?Speed$$' -v ./app

## screenshot: refresh docs/screenshot.png, docs/table.png, docs/pattern.png and
## docs/play-*.png (every board at laptop and phone widths) from the built site.
screenshot: build chromium
	NIMBER_SCREENSHOT=$(CURDIR)/docs/screenshot.png NIMBER_TABLE_SCREENSHOT=$(CURDIR)/docs/table.png \
	  NIMBER_PLAY_SCREENSHOTS=$(CURDIR)/docs NIMBER_PATTERN_SCREENSHOT=$(CURDIR)/docs/pattern.png \
	  $(BROWSER_TEST) $(GO) test -count=1 -run '^TestBrowser((Table)?Screenshot|PlayScreens|Pattern)$$' ./app

## fuzz: every Fuzz target (the packages whose tests have one) for FUZZTIME each. Go's fuzzer can
## end a clean run with "context deadline exceeded" when the time runs out
## during an input, writing no failing input: such a run is tried again (three tries).
fuzz:
	@set -e; log=$$(mktemp); trap 'rm -f "$$log"' EXIT; for pkg in $$(grep -rl --include='*_test.go' '^func Fuzz' solver app | xargs -n1 dirname | sort -u | sed 's|^|./|'); do \
	  for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz' || true); do \
	    echo "fuzz $$pkg $$f"; \
	    for try in 1 2 3; do \
	      if $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg >"$$log" 2>&1; then break; fi; \
	      if [ $$try != 3 ] && grep -q 'context deadline exceeded' "$$log" && ! grep -q 'Failing input written' "$$log"; then \
	        echo "  (the fuzzer's time ran out during an input; again)"; continue; fi; \
	      cat "$$log"; exit 1; \
	    done; \
	  done; \
	done

## bench: every precomputation benchmark, natively and in wasm under Node.
bench:
	$(GO) test -run '^$$' -bench . -benchmem -benchtime $(BENCHTIME) ./solver/...

bench-wasm: node
	$(WASM_PATH) GOOS=js GOARCH=wasm $(GO) test -run '^$$' -bench . -benchtime $(BENCHTIME) ./solver/...

clean:
	rm -rf bin web/*.wasm web/*.gz web/catalog.txt index.html table.html play.html 404.html _headers app.js app-worker.js app.css manifest.webmanifest wasm_exec.js
