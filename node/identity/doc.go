// Package identity holds a Tensora node's single secp256k1 key, which is at
// once its libp2p peer ID and its Ethereum address (M16), and the encrypted
// keystore it lives in.
//
// One scalar, two views: Key.PeerID is what other peers dial and sign against,
// Key.Address is what the chain pays and slashes. The mapping also works from
// the outside: PublicKeyFromPeerID and AddressFromPeerID recover the Ethereum
// identity of any secp256k1 peer, and PeerIDFromPublicKey goes back from a
// public key recovered from an Ethereum signature.
//
// Keys rest under <datadir>/keystore in go-ethereum's encrypted keystore
// format, so geth and other Ethereum tools can read them:
//
//	st, err := identity.OpenStore(datadir)
//	pass, err := identity.PassphraseSource{File: flagPasswordFile, Prompt: true}.Get()
//	key, err := st.Default(pass)
//	host, err := libp2p.New(libp2p.Identity(key.LibP2P()))
//
// Nothing here logs or prints a private key; Key's String and LogValue show
// only the address.
package identity
