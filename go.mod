module nimber

go 1.26

require (
	github.com/bits-and-blooms/bitset v1.29.0
	github.com/chromedp/chromedp v0.23.0
	github.com/maxence-charriere/go-app/v9 v9.8.0
	go.starlark.net v0.0.0-20260908191801-89a6a09411d5
)

require (
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/google/uuid v1.3.0 // indirect
	golang.org/x/sys v0.42.0 // indirect
)
