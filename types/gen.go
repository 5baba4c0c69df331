package types

//go:generate ../scripts/genproto.sh
