package frame

// page is one page of the app: its path and its name in the navigation.
type page struct {
	Path, Name string
}

// The paths of the app's pages.
const (
	ContestPath = "/"
	TablePath   = "/table"
	PlayPath    = "/play"
)

// Pages lists the app's pages, in the navigation's order.
var Pages = []page{
	{ContestPath, "Contest problems"},
	{TablePath, "Table explorer"},
	{PlayPath, "Play"},
}

// NotFoundPath is the address of the page shown for addresses the app has
// no page for: the static site holds it as 404.html, the file static hosts
// send for a missing page, and nimber serve sends it too.
const NotFoundPath = "/404"

// PageFile is the file of the static site holding the page at path, as
// go-app's generator writes it: the site's index for "/", else the path
// with ".html" (static hosts serve /table from table.html).
func PageFile(path string) string {
	if path == ContestPath {
		return "index.html"
	}
	return path[1:] + ".html"
}
