package protocol

// The database of contest inputs kept across reloads, which the contest
// page reads and writes and the solver worker writes (Solve.Keep): the
// object store InputsStore of database InputsDB maps a storage key to a
// kept input, a Blob.
const (
	InputsDB      = "nimber-inputs"
	InputsVersion = 1
	InputsStore   = "inputs"
)
