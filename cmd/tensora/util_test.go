package main

import "github.com/libp2p/go-libp2p/core/peer"

func peerIDFromString(s string) (peer.ID, error) { return peer.Decode(s) }
