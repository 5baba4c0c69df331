package gateway

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/tensora/tensora/types/tora"
)

// kind is the call being parsed.
type kind int

const (
	chatCall kind = iota
	completionCall
)

// completionDefaultMaxTokens is OpenAI's default max_tokens for
// /v1/completions.
const completionDefaultMaxTokens = 16

// maxStops is how many stop sequences OpenAI takes.
const maxStops = 4

// params is a parsed request.
type params struct {
	req          Request
	stream       bool
	includeUsage bool
	// ignored lists the parameters given that have no effect here (the
	// sampler settings, which the network pins so that results can be
	// re-checked); the answer names them in X-Tensora-Ignored.
	ignored []string
}

// How the gateway treats each OpenAI parameter besides the ones it uses.
// Unknown parameters are refused, as OpenAI refuses them.
var (
	// ignoredParams are accepted and have no effect.
	ignoredParams = map[string]bool{
		"temperature": true, "top_p": true, "seed": true, "presence_penalty": true, "frequency_penalty": true,
		"logit_bias": true, "user": true, "metadata": true, "store": true, "service_tier": true,
		"parallel_tool_calls": true, "reasoning_effort": true, "verbosity": true, "prompt_cache_key": true,
		"safety_identifier": true,
	}
	// nullOnlyParams are accepted only when null or absent: what they ask
	// for does not exist on this gateway.
	nullOnlyParams = map[string]string{
		"audio":              "audio output is not supported",
		"prediction":         "predicted outputs are not supported",
		"web_search_options": "web search is not supported",
	}
)

func isNull(raw json.RawMessage) bool { return bytes.Equal(bytes.TrimSpace(raw), []byte("null")) }

// parseRequest reads a chat (k == chatCall) or completion request.
func parseRequest(body []byte, k kind, defaultMaxTokens, maxTokens int) (params, *apiError) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(body, &fields); err != nil || fields == nil {
		msg := "could not parse the JSON body of the request: want a JSON object"
		if err != nil {
			msg += ": " + err.Error()
		}
		return params{}, invalid("", "invalid_json", msg)
	}
	var p params
	keys := make([]string, 0, len(fields))
	for key := range fields {
		keys = append(keys, key)
	}
	slices.Sort(keys) // the same request gets the same error
	var streamOptions json.RawMessage
	var maxTok, maxCompl json.RawMessage
	for _, key := range keys {
		raw := fields[key]
		var e *apiError
		switch {
		case key == "model":
			p.req.Model, e = modelParam(raw)
		case key == "messages" && k == chatCall:
			p.req.Messages, e = messagesParam(raw)
		case key == "prompt" && k == completionCall:
			p.req.Prompt, e = promptParam(raw)
		case key == "max_tokens":
			maxTok = raw
		case key == "max_completion_tokens" && k == chatCall:
			maxCompl = raw
		case key == "stream":
			if !isNull(raw) {
				e = decodeParam(raw, key, &p.stream)
			}
		case key == "stream_options":
			streamOptions = raw
		case key == "stop":
			p.req.Stop, e = stopParam(raw)
		case key == "n":
			e = onlyValue(raw, key, 1, "n > 1 is not supported: the network runs one completion per job")
		case key == "best_of" && k == completionCall:
			e = onlyValue(raw, key, 1, "best_of > 1 is not supported: the network runs one completion per job")
		case key == "tools" || key == "functions":
			if !isNull(raw) && !bytes.Equal(bytes.TrimSpace(raw), []byte("[]")) {
				e = unsupported(key, "tools and function calling are not supported on this gateway")
			}
		case key == "tool_choice" || key == "function_call":
			var s string
			if !isNull(raw) && (json.Unmarshal(raw, &s) != nil || (s != "none" && s != "auto")) {
				e = unsupported(key, "tools and function calling are not supported on this gateway")
			}
		case key == "logprobs":
			e = noLogprobs(raw, key)
		case key == "top_logprobs" && k == chatCall:
			e = noLogprobs(raw, key)
		case key == "echo" && k == completionCall:
			var b bool
			if !isNull(raw) && (json.Unmarshal(raw, &b) != nil || b) {
				e = unsupported(key, "echo is not supported")
			}
		case key == "suffix" && k == completionCall:
			var s string
			if !isNull(raw) && (json.Unmarshal(raw, &s) != nil || s != "") {
				e = unsupported(key, "suffix (insertion) is not supported")
			}
		case key == "response_format" && k == chatCall:
			var rf struct {
				Type string `json:"type"`
			}
			if !isNull(raw) && (json.Unmarshal(raw, &rf) != nil || rf.Type != "text") {
				e = unsupported(key, "only the text response format is supported: the network cannot constrain a miner's decoding")
			}
		case key == "modalities" && k == chatCall:
			var m []string
			if !isNull(raw) && (json.Unmarshal(raw, &m) != nil || !slices.Equal(m, []string{"text"})) {
				e = unsupported(key, `only the "text" modality is supported`)
			}
		case key == "tensora":
			e = extensionParam(raw, &p.req)
		case ignoredParams[key]:
			if !isNull(raw) {
				p.ignored = append(p.ignored, key)
			}
		case nullOnlyParams[key] != "" && k == chatCall:
			if !isNull(raw) {
				e = unsupported(key, nullOnlyParams[key])
			}
		default:
			e = invalid(key, "unknown_parameter", fmt.Sprintf("Unrecognized request argument supplied: %s", key))
		}
		if e != nil {
			return params{}, e
		}
	}
	switch {
	case p.req.Model == "":
		return params{}, invalid("model", "missing_required_parameter", "you must provide a model parameter (a model CID, as GET /v1/models lists them)")
	case k == chatCall && p.req.Messages == nil:
		return params{}, invalid("messages", "missing_required_parameter", "Missing required parameter: 'messages'.")
	case k == completionCall && fields["prompt"] == nil:
		return params{}, invalid("prompt", "missing_required_parameter", "Missing required parameter: 'prompt'.")
	}
	if streamOptions != nil && !isNull(streamOptions) {
		if !p.stream {
			return params{}, invalid("stream_options", "invalid_value", "The 'stream_options' parameter is only allowed when 'stream' is enabled.")
		}
		var so struct {
			IncludeUsage *bool `json:"include_usage"`
		}
		if err := json.Unmarshal(streamOptions, &so); err != nil {
			return params{}, invalid("stream_options", "invalid_type", "stream_options must be an object like {\"include_usage\": true}")
		}
		p.includeUsage = so.IncludeUsage != nil && *so.IncludeUsage
	}
	// max_completion_tokens is the newer name; it wins over max_tokens.
	param, raw := "max_tokens", maxTok
	if maxCompl != nil && !isNull(maxCompl) {
		param, raw = "max_completion_tokens", maxCompl
	}
	p.req.MaxTokens = defaultMaxTokens
	if k == completionCall {
		p.req.MaxTokens = completionDefaultMaxTokens
	}
	if raw != nil && !isNull(raw) {
		var n int
		if err := json.Unmarshal(raw, &n); err != nil {
			return params{}, invalid(param, "invalid_type", fmt.Sprintf("%s must be an integer", param))
		}
		if n < 1 {
			return params{}, invalid(param, "integer_below_min_value", fmt.Sprintf("Invalid '%s': integer below minimum value. Expected a value >= 1, but got %d instead.", param, n))
		}
		p.req.MaxTokens = n
	}
	if p.req.MaxTokens > maxTokens {
		return params{}, invalid(param, "integer_above_max_value", fmt.Sprintf("%s is too large: %d. This gateway allows at most %d completion tokens per request.", param, p.req.MaxTokens, maxTokens))
	}
	return p, nil
}

func decodeParam(raw json.RawMessage, param string, v any) *apiError {
	if err := json.Unmarshal(raw, v); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return invalid(param, "invalid_type", fmt.Sprintf("Invalid type for '%s': expected %s, but got %s.", param, te.Type, te.Value))
		}
		return invalid(param, "invalid_type", fmt.Sprintf("Invalid '%s': %v", param, err))
	}
	return nil
}

func unsupported(param, msg string) *apiError { return invalid(param, "unsupported_parameter", msg) }

// onlyValue accepts null or want.
func onlyValue(raw json.RawMessage, param string, want int, msg string) *apiError {
	if isNull(raw) {
		return nil
	}
	var n int
	if e := decodeParam(raw, param, &n); e != nil {
		return e
	}
	if n != want {
		return unsupported(param, msg)
	}
	return nil
}

// noLogprobs accepts null, false and 0.
func noLogprobs(raw json.RawMessage, param string) *apiError {
	switch strings.TrimSpace(string(raw)) {
	case "null", "false", "0":
		return nil
	}
	return unsupported(param, "log probabilities are not returned by this gateway")
}

func modelParam(raw json.RawMessage) (string, *apiError) {
	var m string
	if e := decodeParam(raw, "model", &m); e != nil {
		return "", e
	}
	if len(m) > 256 || strings.ContainsAny(m, "\x00\n\r") {
		return "", invalid("model", "invalid_value", "model must be a model CID, as GET /v1/models lists them")
	}
	return m, nil
}

func stopParam(raw json.RawMessage) ([]string, *apiError) {
	if isNull(raw) {
		return nil, nil
	}
	var one string
	if json.Unmarshal(raw, &one) == nil {
		if one == "" {
			return nil, nil
		}
		return []string{one}, nil
	}
	var many []string
	if err := json.Unmarshal(raw, &many); err != nil {
		return nil, invalid("stop", "invalid_type", "stop must be a string or an array of strings")
	}
	if len(many) > maxStops {
		return nil, invalid("stop", "array_above_max_length", fmt.Sprintf("stop takes at most %d sequences, got %d", maxStops, len(many)))
	}
	out := many[:0]
	for _, s := range many {
		if s != "" {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		return nil, nil
	}
	return out, nil
}

func promptParam(raw json.RawMessage) (string, *apiError) {
	var one string
	if json.Unmarshal(raw, &one) == nil {
		return one, nil
	}
	var many []json.RawMessage
	if err := json.Unmarshal(raw, &many); err != nil {
		return "", invalid("prompt", "invalid_type", "prompt must be a string")
	}
	if len(many) != 1 {
		return "", unsupported("prompt", fmt.Sprintf("one prompt per request: got %d (the network runs one completion per job)", len(many)))
	}
	if json.Unmarshal(many[0], &one) != nil {
		return "", unsupported("prompt", "token arrays are not supported: send the prompt as text")
	}
	return one, nil
}

// messagesParam reads chat messages: text only, no tool turns.
func messagesParam(raw json.RawMessage) ([]Message, *apiError) {
	var list []map[string]json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		return nil, invalid("messages", "invalid_type", "messages must be an array of objects like {\"role\": \"user\", \"content\": \"Hello\"}")
	}
	if len(list) == 0 {
		return nil, invalid("messages", "empty_array", "messages must hold at least one message")
	}
	out := make([]Message, 0, len(list))
	for i, m := range list {
		at := fmt.Sprintf("messages[%d]", i)
		var msg Message
		if m["role"] == nil {
			return nil, invalid(at+".role", "missing_required_parameter", fmt.Sprintf("Missing required parameter: '%s.role'.", at))
		}
		if e := decodeParam(m["role"], at+".role", &msg.Role); e != nil {
			return nil, e
		}
		switch msg.Role {
		case "system", "user", "assistant":
		case "developer":
			msg.Role = "system" // OpenAI's newer name for the system prompt
		case "tool", "function":
			return nil, unsupported(at+".role", fmt.Sprintf("%s.role %q: tools and function calling are not supported on this gateway", at, msg.Role))
		default:
			return nil, invalid(at+".role", "invalid_value", fmt.Sprintf("Invalid value for '%s.role': %q; want system, developer, user or assistant.", at, msg.Role))
		}
		for key, v := range m {
			switch key {
			case "role", "content":
			case "name", "refusal", "annotations", "reasoning_content":
				// No effect on the model here; harmless to accept.
			case "tool_calls", "function_call", "audio", "tool_call_id":
				if t := string(bytes.TrimSpace(v)); t != "null" && t != "[]" && t != `""` {
					return nil, unsupported(at+"."+key, fmt.Sprintf("%s.%s: tools, function calls and audio are not supported on this gateway", at, key))
				}
			default:
				return nil, invalid(at+"."+key, "unknown_parameter", fmt.Sprintf("Unrecognized request argument supplied: %s.%s", at, key))
			}
		}
		c, e := contentParam(m["content"], at+".content")
		if e != nil {
			return nil, e
		}
		msg.Content = c
		out = append(out, msg)
	}
	return out, nil
}

// contentParam reads a message's content: a string or text parts (joined
// by newlines, as vLLM joins them).
func contentParam(raw json.RawMessage, at string) (string, *apiError) {
	if raw == nil || isNull(raw) {
		// Some clients leave out an empty content (go-openai's omitempty).
		return "", nil
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s, nil
	}
	var parts []struct {
		Type string  `json:"type"`
		Text *string `json:"text"`
	}
	if err := json.Unmarshal(raw, &parts); err != nil {
		return "", invalid(at, "invalid_type", at+" must be a string or an array of text parts")
	}
	texts := make([]string, 0, len(parts))
	for j, part := range parts {
		switch {
		case part.Type == "text" && part.Text != nil:
			texts = append(texts, *part.Text)
		case part.Type == "text":
			return "", invalid(fmt.Sprintf("%s[%d].text", at, j), "missing_required_parameter", fmt.Sprintf("Missing required parameter: '%s[%d].text'.", at, j))
		default:
			return "", unsupported(fmt.Sprintf("%s[%d].type", at, j), fmt.Sprintf("only text content is supported on this gateway: %s[%d] is of type %q", at, j, part.Type))
		}
	}
	return strings.Join(texts, "\n"), nil
}

// extensionParam reads the gateway's own parameters, under "tensora":
// {"max_fee": "0.5", "price_per_1k_tokens": "0.01", "subnet": 1}.
func extensionParam(raw json.RawMessage, req *Request) *apiError {
	if isNull(raw) {
		return nil
	}
	var ext struct {
		MaxFee     string `json:"max_fee"`
		PricePer1k string `json:"price_per_1k_tokens"`
		Subnet     uint64 `json:"subnet"`
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ext); err != nil {
		return invalid("tensora", "invalid_value", fmt.Sprintf("tensora must be an object with max_fee, price_per_1k_tokens (amounts of TORA as strings) and subnet: %v", err))
	}
	if ext.MaxFee != "" {
		fee, err := tora.Parse(ext.MaxFee)
		if err != nil {
			return invalid("tensora.max_fee", "invalid_value", fmt.Sprintf("tensora.max_fee: %v", err))
		}
		if fee.Sign() == 0 {
			return invalid("tensora.max_fee", "invalid_value", "tensora.max_fee must be a positive amount of TORA")
		}
		req.MaxFee = fee
	}
	if ext.PricePer1k != "" {
		price, err := tora.Parse(ext.PricePer1k)
		if err != nil {
			return invalid("tensora.price_per_1k_tokens", "invalid_value", fmt.Sprintf("tensora.price_per_1k_tokens: %v", err))
		}
		req.PricePer1k = price
	}
	req.Subnet = ext.Subnet
	return nil
}
