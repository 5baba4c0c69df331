package types

import (
	"fmt"
	"strconv"
	"strings"
)

// Topic names. Every topic is versioned; a breaking change of the wire
// format bumps the version segment. docs/protocol.md lists them.
const (
	ProtocolVersion = "1"
	AdvertsTopic    = "/tensora/1/adverts"
	// MetricsTopic carries every node's signed UsageReport (M22).
	MetricsTopic = "/tensora/1/metrics"
	// SwapsTopic carries swap desks' signed SwapQuotes (M19).
	SwapsTopic = "/tensora/1/swaps"
	// UsageProtocol is the request/response protocol on which a node
	// answers with its latest signed UsageReport.
	UsageProtocol = "/tensora/usage/1"
	// DirectProtocol is the stream on which a client places a job
	// directly with a miner chosen from its standing offers (the fast
	// path): a DirectOrder in, the miner's Ack and then its Result out.
	DirectProtocol = "/tensora/direct/1"
	// CancelProtocol is the stream on which a job's client tells its
	// assigned miner to stop the job (node/cancel.go).
	CancelProtocol = "/tensora/cancel/1"
)

// Per-subnet topic suffixes.
const (
	TopicJobs    = "jobs"
	TopicBids    = "bids"
	TopicAssign  = "assign"
	TopicResults = "results"
	TopicVerdict = "verdicts"
)

// SubnetTopic returns /tensora/1/subnet/<id>/<kind>.
func SubnetTopic(subnet uint64, kind string) string {
	return fmt.Sprintf("/tensora/1/subnet/%d/%s", subnet, kind)
}

// ParseTopic splits a topic name into subnet and kind; the global topics
// give (0, "adverts"), (0, "metrics") and (0, "swaps").
func ParseTopic(topic string) (subnet uint64, kind string, err error) {
	switch topic {
	case AdvertsTopic:
		return 0, "adverts", nil
	case MetricsTopic:
		return 0, "metrics", nil
	case SwapsTopic:
		return 0, "swaps", nil
	}
	rest, ok := strings.CutPrefix(topic, "/tensora/1/subnet/")
	if !ok {
		return 0, "", fmt.Errorf("not a tensora topic: %q", topic)
	}
	id, kind, ok := strings.Cut(rest, "/")
	if !ok {
		return 0, "", fmt.Errorf("topic %q has no kind", topic)
	}
	subnet, err = strconv.ParseUint(id, 10, 64)
	if err != nil || subnet == 0 {
		return 0, "", fmt.Errorf("topic %q: bad subnet id %q", topic, id)
	}
	return subnet, kind, nil
}

// AllowedKinds maps a topic kind to the message kinds it may carry.
var AllowedKinds = map[string][]string{
	"adverts":    {"advert"},
	"metrics":    {"usage"},
	"swaps":      {"quote"},
	TopicJobs:    {"job"},
	TopicBids:    {"bid"},
	TopicAssign:  {"assignment", "ack"},
	TopicResults: {"result"},
	TopicVerdict: {"verdict", "dispute"},
}

// Allowed reports whether a message kind may be published on a topic kind.
func Allowed(topicKind, msgKind string) bool {
	for _, k := range AllowedKinds[topicKind] {
		if k == msgKind {
			return true
		}
	}
	return false
}
