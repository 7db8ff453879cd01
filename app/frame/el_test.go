package frame

import (
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// TestElIfEach checks that If and Each build what app.If and app.Range
// built in their place: the elements that hold, in order, and nothing for
// a condition that fails.
func TestElIfEach(t *testing.T) {
	items := []string{"a", "b", "c"}
	for _, shown := range []bool{false, true} {
		got := app.HTMLString(El{
			Tag: "ul",
			Body: append(
				Each(len(items), func(i int) El { return El{Tag: "li", Text: items[i]} }),
				If(shown, El{Tag: "li", ID: "more", Text: "more"}),
			),
		}.Build())
		want := app.HTMLString(app.Ul().Body(
			app.Range(items).Slice(func(i int) app.UI { return app.Li().Text(items[i]) }),
			app.If(shown, app.Li().ID("more").Text("more")),
		))
		if got != want {
			t.Errorf("shown %v: built\n%s\nwant\n%s", shown, got, want)
		}
	}
	if ui := If(false, El{Tag: "p"}).Build(); ui != nil {
		t.Errorf("the zero El built %v, want nil", ui)
	}
	if n := len(Each(0, func(int) El { return El{Tag: "p"} })); n != 0 {
		t.Errorf("Each(0) has %d elements", n)
	}
}
