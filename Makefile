# Nimber: make (builds bin/nimber), make test (every test), make bench.
GO        ?= go
GOROOT    := $(shell $(GO) env GOROOT)
WASM_PATH := PATH="$(GOROOT)/lib/wasm:$$PATH"
FUZZTIME  ?= 4s
BENCHTIME ?= 1x

.PHONY: all test test-native test-wasm fuzz vet bench bench-wasm clean

all: bin/nimber

bin/nimber: FORCE
	$(GO) build -o bin/nimber ./app

FORCE:

## test: formatting, vet, native tests, solver tests in wasm under Node, short fuzz runs.
test: vet test-native test-wasm fuzz

vet:
	@unformatted=$$(gofmt -l app solver); if [ -n "$$unformatted" ]; then echo "gofmt needed: $$unformatted"; exit 1; fi
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./...

test-native:
	$(GO) test -count=1 ./...

test-wasm:
	$(WASM_PATH) GOOS=js GOARCH=wasm $(GO) test -count=1 ./solver/...

## fuzz: every Fuzz target under solver/ for FUZZTIME each.
fuzz:
	@set -e; for pkg in $$($(GO) list ./solver/...); do \
	  for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz' || true); do \
	    echo "fuzz $$pkg $$f"; \
	    $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg >/tmp/nimber-fuzz.log 2>&1 || { cat /tmp/nimber-fuzz.log; exit 1; }; \
	  done; \
	done

## bench: every precomputation benchmark, natively and in wasm under Node.
bench:
	$(GO) test -run '^$$' -bench . -benchmem -benchtime $(BENCHTIME) ./solver/...

bench-wasm:
	$(WASM_PATH) GOOS=js GOARCH=wasm $(GO) test -run '^$$' -bench . -benchtime $(BENCHTIME) ./solver/...

clean:
	rm -rf bin
