package main

// examples are the Example sections of the commands that do not set their
// own, by command path; finishTree fills them in, and a test checks that
// every command has one and that every entry names a command.
var examples = map[string]string{
	"tensora": `  tensora doctor
  tensora wallet new
  tensora miner start
  tensora subnet jobs post --model bafy... --input in.bin --fee 1 --bootstrap /ip4/127.0.0.1/tcp/4001/p2p/12D3KooW...
  tensora testnet up --miners 10 --jobs 20`,

	"tensora wallet": `  tensora wallet new
  tensora wallet list --json`,
	"tensora wallet new": `  tensora wallet new
  TENSORA_PASSWORD=... tensora wallet new --json
  tensora wallet new --password-file ~/.tensora/pass`,
	"tensora wallet import": `  tensora wallet import 0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318
  TENSORA_OLD_PASSWORD=old tensora wallet import ~/keystore/UTC--2024...--2c7536e3...`,
	"tensora wallet address": `  tensora wallet address
  tensora wallet address --account 0x2c7536E3605D9C16a7a3D7b1898e529396a65c23 --json`,
	"tensora wallet list": `  tensora wallet list
  tensora wallet list --json | jq -r '.[].address'`,

	"tensora gov": `  tensora gov params
  tensora gov delegate self
  tensora gov propose --set sample-rate=25% --description "Check a quarter of results on subnet 1"
  tensora gov vote 8413 for
  tensora gov list`,
	"tensora gov params": `  tensora gov params
  tensora gov params --subnet 2 --json`,
	"tensora gov propose": `  tensora gov propose --set sample-rate=25% --description "Check a quarter of results"
  tensora gov propose --subnet 1 --set miner-share=85% --set challenge-window=2h --description "..."
  tensora gov propose --set max-slash=500 --dry-run`,
	"tensora gov vote": `  tensora gov vote 84132 for
  tensora gov vote 84132 against --json`,
	"tensora gov queue":   `  tensora gov queue 84132`,
	"tensora gov execute": `  tensora gov execute 84132`,
	"tensora gov list": `  tensora gov list
  tensora gov list --json | jq '.[] | select(.state == "active")'`,
	"tensora gov show": `  tensora gov show 84132`,
	"tensora gov delegate": `  tensora gov delegate self
  tensora gov delegate alice.tora`,
	"tensora gov votes": `  tensora gov votes
  tensora gov votes alice.tora --json`,

	"tensora acl": `  tensora acl mode 3 allowlist
  tensora acl grant 3 alice.tora submit,retrieve --expires 720h
  tensora acl show 3 alice.tora`,
	"tensora acl mode": `  tensora acl mode 3
  tensora acl mode 3 allowlist`,
	"tensora acl grant": `  tensora acl grant 3 alice.tora submit,retrieve
  tensora acl grant 3 0x2c7536E3605D9C16a7a3D7b1898e529396a65c23 admin,submit --expires 168h`,
	"tensora acl revoke":   `  tensora acl revoke 3 alice.tora`,
	"tensora acl delegate": `  tensora acl delegate 3 bob.tora retrieve --expires 24h`,
	"tensora acl show": `  tensora acl show 3
  tensora acl show 3 alice.tora --json`,
	"tensora acl sign-grant":   `  tensora acl sign-grant 3 bob.tora retrieve --expires 1h > grant.json`,
	"tensora acl revoke-nonce": `  tensora acl revoke-nonce 4242`,
	"tensora names register": `  tensora names register alice
  tensora names register alice.tora --years 3 --json`,
	"tensora names resolve":  `  tensora names resolve alice.tora`,
	"tensora names reverse":  `  tensora names reverse 0x2c7536E3605D9C16a7a3D7b1898e529396a65c23`,
	"tensora names show":     `  tensora names show alice.tora --text url,com.github --json`,
	"tensora names set-addr": `  tensora names set-addr alice.tora 0x2c7536E3605D9C16a7a3D7b1898e529396a65c23`,
	"tensora names set-text": `  tensora names set-text alice.tora url https://alice.example`,
	"tensora names transfer": `  tensora names transfer alice.tora 0x2c7536E3605D9C16a7a3D7b1898e529396a65c23`,
	"tensora names renew":    `  tensora names renew alice.tora --years 2`,
	"tensora names did": `  tensora names did alice.tora
  tensora names did 0x2c7536E3605D9C16a7a3D7b1898e529396a65c23
  tensora names did did:pkh:eip155:1337:0x2c7536e3605d9c16a7a3d7b1898e529396a65c23`,

	"tensora api": `  tensora api token --ttl 24h`,
	"tensora login": `  tensora login
  tensora login --ttl 2h --password-file ~/.tensora/pass
  tensora login --status --json`,
	"tensora logout": `  tensora logout`,

	"tensora llm": `  tensora llm models
  tensora llm chat --model bafkrei... "Hello"`,

	"tensora he": `  tensora he keygen
  tensora he convert mnist14.onnx --labels 0,1,2,3,4,5,6,7,8,9
  tensora subnet jobs post --encrypt --model mnist14.he.json --input digit.json --fee 1`,
	"tensora he keygen": `  tensora he keygen
  tensora he keygen --params ckks-n14
  TENSORA_PASSWORD=... tensora he keygen --force --json`,
	"tensora he convert": `  tensora he convert mnist14.onnx
  tensora he convert deep.onnx --params ckks-n14 -o deep.he.json --labels cat,dog`,
	"tensora he inspect": `  tensora he inspect mnist14.he.json
  tensora he inspect mnist14.he.json --json | jq .max_batch`,
	"tensora he encrypt": `  tensora he encrypt --model mnist14.he.json --input digit.json -o request.bin
  echo '[[0.1, 0.2], [0.3, 0.4]]' | tensora he encrypt --model small.he.json --input - -o batch.bin`,
	"tensora he decrypt": `  tensora he decrypt --model mnist14.he.json out.bin
  tensora he decrypt --model mnist14.he.json --batch 2 out.bin --json`,

	"tensora node": `  tensora node start --role miner,validator`,
	"tensora node start": `  tensora node start
  tensora node start --role client --bootstrap /ip4/10.0.0.5/tcp/4001/p2p/12D3KooW...
  tensora node start --datadir ~/.tensora-client --role client --api 127.0.0.1:5191 --detach
  tensora node start --role miner --network dev --price 0.5 --log-format json`,
	"tensora node stop": `  tensora node stop
  tensora node stop --datadir ~/.tensora-client --timeout 2m`,

	"tensora miner": `  tensora miner start
  tensora miner earnings --claim`,
	"tensora miner start": `  tensora miner start
  tensora miner start --bootstrap /ip4/10.0.0.5/tcp/4001/p2p/12D3KooW... --price 2 --workers 2
  tensora miner start --network dev --listen /ip4/0.0.0.0/tcp/4002`,
	"tensora miner earnings": `  tensora miner earnings
  tensora miner earnings --claim --network dev --json`,

	"tensora subnet": `  tensora subnet jobs list`,
	"tensora subnet jobs": `  tensora subnet jobs list
  tensora subnet jobs status 3f2a...`,
	"tensora subnet jobs list": `  tensora subnet jobs list
  tensora subnet jobs list --json`,
	"tensora subnet jobs status": `  tensora subnet jobs status 3f2a9c1e
  tensora subnet jobs status 3f2a9c1e --json`,
	"tensora subnet jobs result": `  tensora subnet jobs result 3f2a9c1e -o out.bin`,
	"tensora subnet jobs cancel": `  tensora subnet jobs cancel 3f2a9c1e5b...`,

	"tensora image": `  tensora image build ./rootfs --entrypoint /bin/app --env MODE=fast
  tensora image ls`,
	"tensora image build": `  tensora image build ./rootfs --entrypoint "/bin/app --serve" --env MODE=fast --workdir /work
  tensora image build rootfs.tar.gz --entrypoint /bin/sh --entrypoint -c --cmd "echo hi" --json`,
	"tensora image import": `  tensora image import ./oci-layout-dir
  docker save app:1 -o app.tar && tensora image import app.tar --name app`,
	"tensora image ls": `  tensora image ls
  tensora image ls --json`,
	"tensora image inspect": `  tensora image inspect ipfs://bafkrei...@sha256:4f3c...
  tensora image inspect bafkrei... --json`,

	"tensora models": `  tensora models add silero_vad_v5.onnx
  tensora models ls`,
	"tensora models add": `  tensora models add ./model.onnx
  tensora models add ./model.onnx --json`,
	"tensora models get": `  tensora models get bafkrei... -o model.onnx --bootstrap /ip4/10.0.0.5/tcp/4001/p2p/12D3KooW...
  tensora models get bafkrei... -o model.onnx --from /ip4/10.0.0.5/tcp/4001/p2p/12D3KooW...`,
	"tensora models ls": `  tensora models ls
  tensora models ls --json`,
	"tensora models publish": `  tensora models publish resnet50.onnx --name resnet --version 1.2.0
  tensora models publish model.gguf --name llama-3.1-8b --version 1.0.0 --card README.md --no-latest
  tensora models publish secret.onnx.enc --format onnx --name secret --version 0.1.0 --restricted-subnet 3 --json`,
	"tensora models versions": `  tensora models versions resnet
  tensora models versions alice.tora/resnet --json`,
	"tensora models tag": `  tensora models tag resnet@1.2.0 stable
  tensora models tag resnet stable --remove`,
	"tensora models deprecate": `  tensora models deprecate resnet@1.0.0 --reason "wrong input normalisation"
  tensora models deprecate resnet --model --reason "superseded by resnet2"`,
	"tensora models transfer": `  tensora models transfer resnet bob.tora
  tensora models transfer resnet 0x2c7536E3605D9C16a7a3D7b1898e529396a65c23`,
	"tensora models accept": `  tensora models accept alice.tora/resnet`,
	"tensora models visibility": `  tensora models visibility secret restricted --subnet 3
  tensora models visibility secret public`,
	"tensora models deploy": `  tensora models deploy alice.tora/resnet@1.2.0 --input x.safetensors --fee 1 -o out.safetensors
  tensora models deploy alice.tora/resnet@stable --input x.safetensors --fee 1 --bootstrap /ip4/10.0.0.5/tcp/4001/p2p/12D3KooW...
  tensora models deploy 0x2c7536E3605D9C16a7a3D7b1898e529396a65c23/llama-3.1-8b --input chat.json --fee 1`,
	"tensora models example-input": `  tensora models example-input silero_vad_v5.onnx -o in.bin
  tensora models example-input model.onnx -o in.bin --seed 7`,

	"tensora escrow": `  tensora escrow deposit 100
  tensora escrow balance`,
	"tensora escrow deposit": `  tensora escrow deposit 100
  tensora escrow deposit 2.5 --network dev --json
  tensora escrow deposit 50 --pay-with USDC@payment --bootstrap /ip4/127.0.0.1/tcp/4001/p2p/12D3KooW...`,

	"tensora swap": `  tensora swap quote USDC@payment --pay 100
  tensora escrow deposit 50 --pay-with USDC@payment
  tensora swap list
  tensora swap resume`,
	"tensora swap quote": `  tensora swap quote USDC@payment --pay 100 --bootstrap /ip4/127.0.0.1/tcp/4001/p2p/12D3KooW...
  tensora swap quote USDC@polygon --wait 30s --json`,
	"tensora swap list": `  tensora swap list
  tensora swap list --json | jq '.[] | select(.step != "claimed")'`,
	"tensora swap status": `  tensora swap status 0x3f2a91
  tensora swap status 0x3f2a91 --json`,
	"tensora swap refund": `  tensora swap refund 0x3f2a91`,
	"tensora swap resume": `  tensora swap resume
  tensora swap resume --chain-file ./chain-dev.json`,
	"tensora escrow withdraw": `  tensora escrow withdraw 50   # request; says when it can complete
  tensora escrow withdraw      # complete it once ready`,
	"tensora escrow balance": `  tensora escrow balance
  tensora escrow balance --chain-file ./chain-dev.json --json`,

	"tensora chain": `  tensora chain dev
  tensora chain deploy --rpc http://127.0.0.1:8545 --account 0x71562b71999873DB5b286dF957af199Ec94617F7`,
	"tensora chain deploy": `  tensora chain deploy --rpc http://127.0.0.1:8545 --account 0x71562b71999873DB5b286dF957af199Ec94617F7
  tensora chain deploy --rpc https://rpc.example.org --chain-id 44444444 --name tensora-l2 --challenge-window 1h
  tensora chain deploy --rpc http://127.0.0.1:8545 --name staging --mint 0x71562b71999873DB5b286dF957af199Ec94617F7=10000 --force`,
	"tensora chain dev": `  tensora chain dev
  tensora chain dev --http 127.0.0.1:8546 --accounts 20 --block-time 500ms --out ./chain-dev.json`,

	"tensora testnet": `  tensora testnet up --miners 10 --jobs 20`,
	"tensora testnet up": `  tensora testnet up
  tensora testnet up --miners 10 --jobs 50 --validators 2
  tensora testnet up --validators 2 --sample-rate 1 --json`,

	"tensora validator": `  tensora validator start --network dev
  tensora validator pending`,

	"tensora version": `  tensora version
  tensora version --json`,

	"tensora config": `  tensora config init
  tensora config show
  TENSORA_LISTEN=/ip4/0.0.0.0/tcp/4010 tensora config show`,
	"tensora config show": `  tensora config show
  tensora config show --json | jq '.settings[] | select(.source != "default")'
  tensora config show --log-format json     # a flag shows as source "flag"`,
	"tensora config path": `  $EDITOR "$(tensora config path)"`,
	"tensora config init": `  tensora config init
  tensora --datadir /srv/tensora config init`,
	"tensora config migrate": `  tensora config migrate    # reads config.json, writes config.toml`,

	"tensora doctor": `  tensora doctor
  tensora doctor --json | jq '.checks[] | select(.status == "FAIL")'
  tensora --datadir /srv/tensora doctor`,

	"tensora usage": `  tensora usage batch 12 --chain-file ~/.tensora/chain-dev.json
  tensora usage peer 0x702D28fd87F8F0335C0eD1Af11FFC2fBa09D98c4 --bootstrap /ip4/127.0.0.1/tcp/4001/p2p/16Uiu2…`,
	"tensora usage batch": `  tensora usage batch 12 --chain-file ~/.tensora/chain-dev.json
  tensora usage batch 12 --json | jq '.anchors[].root'`,
	"tensora usage peer": `  tensora usage peer 16Uiu2HAmGGDRu22jnvLrhB5z8QUg1WPwFvXoaT7884Az9KoSWZxw --bootstrap /ip4/127.0.0.1/tcp/4001/p2p/16Uiu2…`,

	"tensora completion": `  source <(tensora completion bash)
  tensora completion zsh > "${fpath[1]}/_tensora"
  tensora completion fish > ~/.config/fish/completions/tensora.fish`,
}
