//go:build !unix

package image

const noFollow = 0
