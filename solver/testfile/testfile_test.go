package testfile

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func TestRead(t *testing.T) {
	name := filepath.Join(t.TempDir(), "cases.txt")
	text := "# a comment\n\n\"1\\n2\"\tinput:1:1: bad\n\"\"\t= empty \n"
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	want := []Case{{"1\n2", "input:1:1: bad", 3}, {"", "= empty ", 4}}
	if got := Read(t, name); !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
}
