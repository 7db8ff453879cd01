//go:build js

// Command worker is Nimber's solver, run in a Web Worker as web/worker.wasm
// behind the shim web/solver-worker.js. It receives messages from the page,
// parses and solves with the contest problems, keeps their precomputed tables
// in IndexedDB, and posts progress and results back. It is plain syscall/js:
// the page's UI framework is not needed here.
//
// Messages in (objects with a "type"):
//
//	{type: "solve", id, problem, input}  answer one contest input
//	{type: "cache-list", id}             list the cached tables
//	{type: "cache-clear", id}            delete every cached table
//
// Messages out: {type: "progress", id, done, total}, {type: "result", id,
// output, source, tables}, {type: "error", id, message}, {type: "cache", id,
// available, entries: [{key, size}]}. The shim adds {type: "ready"} and
// {type: "crash", message}.
package main

import (
	"syscall/js"

	"nimber/solver/problems"
)

func main() {
	inbox := make(chan js.Value, 64)
	receive := js.FuncOf(func(_ js.Value, args []js.Value) any {
		// Never block in a callback: hand the message to the main loop.
		msg := args[0]
		go func() { inbox <- msg }()
		return nil
	})
	js.Global().Call("nimberWorkerStarted", receive)

	s := openStore()
	for msg := range inbox {
		id := msg.Get("id")
		switch msg.Get("type").String() {
		case "solve":
			solve(s, id, msg.Get("problem").String(), msg.Get("input").String())
		case "cache-list":
			postCache(s, id)
		case "cache-clear":
			s.clear()
			postCache(s, id)
		}
	}
}

func post(msg map[string]any) {
	js.Global().Call("postMessage", msg)
}

// solve answers one input: errors in the input come back as the parser's
// message; each table comes from the store when a valid entry is there, else
// it is built (with progress) and stored.
func solve(s *store, id js.Value, problem, in string) {
	p := problems.Lookup(problem)
	if p == nil {
		post(map[string]any{"type": "error", "id": id, "message": "unknown problem " + problem})
		return
	}
	job, err := p.Prepare([]byte(in))
	if err != nil {
		post(map[string]any{"type": "error", "id": id, "message": err.Error()})
		return
	}
	data := make([][]byte, len(job.Tables))
	var pending []*saving
	source := "cache"
	if len(job.Tables) == 0 {
		source = "computed"
	}
	for i, t := range job.Tables {
		if data[i] = s.load(t.Key); data[i] != nil {
			continue
		}
		source = "computed"
		last := -1
		data[i] = t.Build(func(done, total int) {
			// Report whole percents of the whole job only.
			pct := (100*i + 100*done/max(total, 1)) / len(job.Tables)
			if pct != last {
				last = pct
				post(map[string]any{"type": "progress", "id": id, "done": pct, "total": 100})
			}
		})
		pending = append(pending, s.save(t.Key, data[i]))
	}
	out := job.Answer(data)
	post(map[string]any{"type": "result", "id": id, "output": string(out), "source": source, "tables": len(job.Tables)})
	// The answer goes out first; the cache panel is refreshed once the
	// tables are safely stored.
	if len(pending) > 0 {
		for _, w := range pending {
			w.wait()
		}
		postCache(s, id)
	}
}

func postCache(s *store, id js.Value) {
	entries := s.list()
	list := make([]any, len(entries))
	for i, e := range entries {
		list[i] = map[string]any{"key": e.key, "size": e.size}
	}
	post(map[string]any{"type": "cache", "id": id, "available": s.available(), "entries": list})
}
