package names

// SetRandRead replaces the source of commitment secrets (tests that play
// an attacker who learnt a secret); it returns the restore.
func SetRandRead(f func([]byte) (int, error)) (restore func()) {
	old := randRead
	randRead = f
	return func() { randRead = old }
}
