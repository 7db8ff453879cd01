package protocol

// The play page's boards (package play in the worker) as plain data: the
// page draws a position from its Board, maps a click to a BoardMove, and
// asks the worker to play it or to take an edited Board; the worker parses,
// plays, validates and analyses.
//
// The board and move structs mirror package play's position and move types
// field for field (the worker converts between them), plus the limits the
// page needs to draw a board's controls, which the worker fills in from
// package play: the UI holds no copy of them.

// Position asks for the position Pos (its text form, package play) of the
// play game Game (an id of play.Games; "" Pos is the game's example),
// changed by at most one of Edit (a set-up edit: the board as the page
// edited it, which the worker validates) and Move (played in Pos).
// Answered by Board, then Analysis for the position reached; or by Board
// alone, with Refused set, when the text, the edit or the move is refused.
//
// A heap board's play convention (normal or misère) is part of its
// position (HeapBoard.Conv), so a convention chosen for every heap board
// extends HeapBoard and the text form, not this request.
type Position struct {
	ID   int        `msg:"id"`
	Game string     `msg:"game"`
	Pos  string     `msg:"pos"`
	Edit *BoardData `msg:"edit"`
	Move *BoardMove `msg:"move"`
	// OrExample asks for the game's example position when Pos is refused
	// (the refusal is still said): a page opened at a bad address.
	OrExample bool `msg:"orExample"`
	// Analyze asks for the analysis of the position reached (Analysis).
	Analyze bool `msg:"analyze"`
}

// Board answers Position request ID: the position reached, drawn as Data,
// its canonical text Pos (its URL form), the legal moves (the first
// MaxLegal; Complete says whether that is all of them) and, after a move,
// the move described. Refused says why the text, edit or move was refused:
// Pos and Data are then the position before it (empty when the text read
// was the page's first and OrExample was not set).
type Board struct {
	ID       int       `msg:"id"`
	Game     string    `msg:"game"`
	Pos      string    `msg:"pos"`
	Data     BoardData `msg:"data"`
	Legal    []Move    `msg:"legal"`
	Complete bool      `msg:"complete"`
	Said     string    `msg:"said"`
	Refused  string    `msg:"refused"`
}

// BoardData is a position of a play game as the page draws it: exactly one
// field is set, by the game's board.
type BoardData struct {
	Tri      *TriBoard      `msg:"tri"`
	Heaps    *HeapBoard     `msg:"heaps"`
	Cells    *CellsBoard    `msg:"cells"`
	Monsters *MonstersBoard `msg:"monsters"`
	Chess    *ChessBoard    `msg:"chess"`
	Paper    *PaperBoard    `msg:"paper"`
	Bottles  *BottlesBoard  `msg:"bottles"`
	Piles    *PilesBoard    `msg:"piles"`
}

// TriBoard is a tricolore position (play.Tricolore): rows of columns
// blue < white < red, the forbidden shift F and who moves.
type TriBoard struct {
	F       int     `msg:"f"`
	Rows    [][]int `msg:"rows"` // b, w, r of each row
	Bob     bool    `msg:"bob"`
	MaxF    int     `msg:"maxF"`
	MaxRows int     `msg:"maxRows"`
}

// HeapBoard is a heap position (play.Heaps): Nim, NotNim, GamePack or a
// spec game under a convention.
type HeapBoard struct {
	Heaps []int  `msg:"heaps"`
	Noun  string `msg:"noun"` // "heap", "pile" (NotNim), "plate" (GamePack)
	// OneHeap says a turn moves in exactly one heap (disjunctive sums);
	// otherwise the page gathers a move in several heaps.
	OneHeap bool `msg:"oneHeap"`
	// Spec and Sum are the game and the sum of a spec board ("" on the
	// others), Play the play of a spec, Nim or NotNim board; Sums and Plays the
	// choices the board offers (none where it has no such choice).
	Spec  string   `msg:"spec"`
	Sum   string   `msg:"sum"`
	Play  string   `msg:"play"`
	Sums  []Choice `msg:"sums"`
	Plays []Choice `msg:"plays"`
	// Pack is GamePack's A, B, C, D (nil on the other boards), Params their
	// names and choices, PackSays the rules they make.
	Pack     []int       `msg:"pack"`
	Params   []PackParam `msg:"params"`
	PackSays string      `msg:"packSays"`
}

// Choice is an option of a select: its Name in the position's text and its
// Label for people.
type Choice struct {
	Name  string `msg:"name"`
	Label string `msg:"label"`
}

// PackParam is one of GamePack's parameters: its name and how many
// choices it has (0 to Choices-1).
type PackParam struct {
	Name    string `msg:"name"`
	Choices int    `msg:"choices"`
}

// CellsBoard is an arraygame position (play.Cells): cells 1..N, the white
// ones listed in order.
type CellsBoard struct {
	N     int   `msg:"n"`
	White []int `msg:"white"`
	MaxN  int   `msg:"maxN"`
}

// MonstersBoard is an alicegame position (play.Monsters): segments of
// monsters, first and last cell each, and k, and its Play (normal or
// misère) with the Plays it offers.
type MonstersBoard struct {
	K        int      `msg:"k"`
	Segments [][]int  `msg:"segments"`
	MaxK     int      `msg:"maxK"`
	Play     string   `msg:"play"`
	Plays    []Choice `msg:"plays"`
}

// ChessBoard is a chesslink position (play.Chess): the track length N and
// the trail of (red, green, blue) cells visited, the current one last.
type ChessBoard struct {
	N     int     `msg:"n"`
	Trail [][]int `msg:"trail"`
	MaxN  int     `msg:"maxN"`
}

// PaperBoard is a cutting position (play.Paper): width and height of each
// piece.
type PaperBoard struct {
	Pieces [][]int `msg:"pieces"`
}

// BottlesBoard is a splitting position (play.Bottles): the beans in each
// bottle, and its Play (normal or misère) with the Plays it offers.
type BottlesBoard struct {
	Beans      []int    `msg:"beans"`
	MaxBottles int      `msg:"maxBottles"`
	Play       string   `msg:"play"`
	Plays      []Choice `msg:"plays"`
}

// PilesBoard is a jiangnan position (play.Piles): F and the piles, and its
// Play (normal or misère) with the Plays it offers.
type PilesBoard struct {
	F     int      `msg:"f"`
	Piles []int    `msg:"piles"`
	MaxF  int      `msg:"maxF"`
	Play  string   `msg:"play"`
	Plays []Choice `msg:"plays"`
}

// BoardMove is a move of a play game, as the page makes it from a click:
// exactly one field is set, by the game's board.
type BoardMove struct {
	Tri     *TriMove     `msg:"tri"`
	Heaps   []HeapChange `msg:"heaps"`
	Cell    *CellMove    `msg:"cell"`
	Monster *MonsterMove `msg:"monster"`
	Chess   *ChessMove   `msg:"chess"`
	Cut     *CutMove     `msg:"cut"`
	Bean    *BeanMove    `msg:"bean"`
	Split   *SplitMove   `msg:"split"`
}

// TriMove shifts Piece (0 blue, 1 blue and white, 2 red, 3 white and red)
// of row Row by K (play.TriMove).
type TriMove struct {
	Row   int `msg:"row"`
	Piece int `msg:"piece"`
	K     int `msg:"k"`
}

// The pieces of a TriMove.
const (
	TriBlue = iota
	TriBlueWhite
	TriRed
	TriWhiteRed
)

// HeapChange replaces heap Heap by the heaps To (a heap move changes one
// or several heaps).
type HeapChange struct {
	Heap int   `msg:"heap"`
	To   []int `msg:"to"`
}

// CellMove flips cells X, 2X, ..., KX (play.CellMove).
type CellMove struct {
	X int `msg:"x"`
	K int `msg:"k"`
}

// MonsterMove removes the monsters of cells From..To (play.MonsterMove).
type MonsterMove struct {
	From int `msg:"from"`
	To   int `msg:"to"`
}

// ChessMove shifts piece Piece (0 red, 1 green, 2 blue) by Dir, ±1
// (play.ChessMove).
type ChessMove struct {
	Piece int `msg:"piece"`
	Dir   int `msg:"dir"`
}

// CutMove cuts piece Piece along the line At squares from its left
// (Vertical) or top edge (play.CutMove).
type CutMove struct {
	Piece    int  `msg:"piece"`
	Vertical bool `msg:"vertical"`
	At       int  `msg:"at"`
}

// BeanMove takes a bean from bottle I and adds one to bottles J and K
// (play.BeanMove).
type BeanMove struct {
	I int `msg:"i"`
	J int `msg:"j"`
	K int `msg:"k"`
}

// SplitMove splits pile Pile into M piles (play.SplitMove).
type SplitMove struct {
	Pile int `msg:"pile"`
	M    int `msg:"m"`
}
