// Package scheduler is Tensora's pure matching function (features M3, M4;
// goal P8): given a job, the bids gossiped for it, the miners' adverts and a
// stake and reputation view, every peer computes the same ranked list of
// miners, winner first. Nothing here does I/O, starts goroutines or reads a
// clock, so the client's signed assignment can be recomputed and checked by
// anyone holding the same inputs.
//
// # Usage
//
//	spec, err := scheduler.ParseSpec("4cpu,8ram,8vram,gpu")
//	job := scheduler.Job{ID: id, Spec: spec, MaxFee: maxFee}
//	out := scheduler.Match(job, bids, adverts, stakes, reps, params)
//	if w, ok := out.Winner(); ok { ... }
//	fmt.Println(out.Summary()) // "12 miners: 9 lack 8 GB VRAM, 3 above max fee"
//
// # Spec grammar
//
// A spec lists a job's hardware needs. Tokens are separated by commas;
// whitespace around tokens, keys, values and between a number and its unit is
// ignored; keys and units are case-insensitive. The empty string means "no
// constraints".
//
//	spec    = "" | token { "," token }
//	token   = amount unit          ; 4cpu  8ram  0.5ram  8vram  20disk
//	        | unit "=" amount      ; cpu=4  ram=8  disk=20
//	        | "gpu"                ; at least one GPU
//	        | "gpus" "=" count     ; at least count GPUs        (gpus=2)
//	        | "gpu" "=" model      ; a GPU whose vendor or name contains model,
//	                               ; case-insensitively           (gpu=H100)
//	        | "cc" ">=" cc         ; minimum CUDA compute capability (cc>=8.0)
//	        | "engine" "=" name    ; the miner must run this engine (engine=onnx)
//	unit    = "cpu" | "ram" | "vram" | "disk"
//	amount  = digits [ "." digits ] | "." digits   ; no sign, no exponent
//	count   = digits
//	cc      = digits [ "." digit ]                 ; major.minor, e.g. 8.6, 12.0
//	model   = 1*64 of [a-z0-9 ._+/()-]             ; may contain spaces
//	name    = 1*32 of [a-z0-9._-]
//
// cpu is a whole number of cores; ram, vram and disk are in GB, where one GB
// is 2^30 bytes (memory and VRAM are reported in binary units by hardware, and
// one unit for all keeps specs unsurprising). vram is per GPU. Amounts must be
// at least 0.000001 and at most 1048576 GB (65536 CPUs, 1024 GPUs, cc 99.9).
// Each key may appear once; "gpu" and "gpus=N" may both appear and the larger
// count wins. Any of vram, gpu=model and cc implies at least one GPU, and
// with gpus=N that N GPUs must each meet all of them.
//
// Spec.String gives a canonical form (fixed key order, lower case) that
// ParseSpec reads back to an equal Spec. Errors are *SpecError, naming the
// token (1-based) and what is wrong with it.
//
// # Matching
//
// Match drops bids for another job (Bid.JobID), keeps one bid per miner
// (a valid price first, then the lowest price, ties by smallest bid ID; the
// same signed bid seen twice counts once), and excludes, with every reason,
// a miner whose bid has no or a negative price or one above the job's MaxFee
// (nil MaxFee: no cap), who has no advert, whose advert fails the spec or
// the job's engine (Eligible), or whose stake is below Params.MinStake. The
// rest are ranked by a seeded weighted draw without replacement
// (Efraimidis–Spirakis), winner first, then the fallback order:
//
//	seed   = sha256(job.ID || sorted unique IDs of all bids given)
//	u      = (2*(top 52 bits of sha256(seed || miner)) + 1) / 2^53, in (0,1)
//	key    = ln(u) / weight, ranked descending, ties by miner address
//	weight = stake × reputation × price × cache
//	  stake      = stake / unit, clamped to [StakeFactorFloor, StakeCap]
//	               (default cap 10); unit is MinStake, or StakeUnit (default
//	               1 TORA = 1e18 wei) when MinStake is 0
//	  reputation = clamp(rep, ReputationFloor (default 0.05), 1); 1 with no view
//	  price      = 1 + (MaxFee - price) / MaxFee, in [1, 2]; 1 when MaxFee is nil or 0
//	  cache      = CacheBonus (default 1.25, at most 2) if the advert lists
//	               job.ModelCID, else 1
//
// All arithmetic is IEEE-754 float64 with explicit rounding (no fused
// multiply-add) and a logarithm written here rather than math.Log, whose
// assembly version on amd64 may differ in the last bit from other
// architectures, so every peer gets the same bits (golden vectors in the
// tests pin them). Big integers are converted to float64 from their top 64
// bits.
//
// Every exclusion carries Reasons with a stable Code, a Detail about the
// miner ("has 4 GB VRAM, job needs 8 GB") and a Want about the job ("8 GB
// VRAM"). Explain and Outcome.Summary count them for "why did nothing
// match": "12 miners: 9 lack 8 GB VRAM, 3 above max fee".
//
// Match is O(n) apart from sorting the exclusions (the other sorts are radix
// sorts on 64-bit keys), and allocates nothing per eligible miner.
package scheduler
