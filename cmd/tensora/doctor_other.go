//go:build !unix

package main

// processAlive cannot probe processes here; doctor then reports a busy
// port as held by another program.
func processAlive(int) bool { return false }
