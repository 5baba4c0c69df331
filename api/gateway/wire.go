package gateway

import (
	"encoding/json"
	"net/http"
)

// OpenAI's wire shapes, as its API writes them (field order included, for
// people reading a response). Fields OpenAI writes as null are pointers or
// json.RawMessage("null") so they stay null rather than vanish.

var jsonNull = json.RawMessage("null")

// ErrorBody is OpenAI's error shape: {"error": {...}}.
type ErrorBody struct {
	Error ErrorDetail `json:"error"`
}

// ErrorDetail is the inside of an error.
type ErrorDetail struct {
	Message string  `json:"message"`
	Type    string  `json:"type"`
	Param   *string `json:"param"`
	Code    *string `json:"code"`
}

// OpenAI's error types.
const (
	typeInvalid = "invalid_request_error"
	typeQuota   = "insufficient_quota"
	typeServer  = "server_error"
)

// apiError is an error answer in the making.
type apiError struct {
	status  int
	message string
	typ     string
	param   string
	code    string
}

func (e *apiError) Error() string { return e.message }

func (e *apiError) body() ErrorBody {
	b := ErrorBody{Error: ErrorDetail{Message: e.message, Type: e.typ}}
	if e.param != "" {
		p := e.param
		b.Error.Param = &p
	}
	if e.code != "" {
		c := e.code
		b.Error.Code = &c
	}
	return b
}

func invalid(param, code, message string) *apiError {
	return &apiError{status: http.StatusBadRequest, message: message, typ: typeInvalid, param: param, code: code}
}

// WriteError answers with an error in OpenAI's shape; code and param may
// be empty (written as null). The api server uses it for refusals it
// makes before the gateway (a foreign Host header).
func WriteError(w http.ResponseWriter, status int, typ, code, message string) {
	writeError(w, &apiError{status: status, message: message, typ: typ, code: code})
}

func writeError(w http.ResponseWriter, e *apiError) {
	writeJSON(w, e.status, e.body())
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	_ = enc.Encode(v)
}

// Usage is a completion's token counts.
type Usage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
	TotalTokens      int `json:"total_tokens"`
}

// Extension is what the gateway adds to OpenAI's objects: the job behind
// the completion. OpenAI clients ignore fields they do not know.
type Extension struct {
	JobID string `json:"job_id,omitempty"`
	Miner string `json:"miner,omitempty"`
	// Fee is what the job cost, in TORA.
	Fee string `json:"fee,omitempty"`
}

// ChatMessage is a message in a chat completion's answer.
type ChatMessage struct {
	Role    string  `json:"role"`
	Content string  `json:"content"`
	Refusal *string `json:"refusal"`
}

// ChatChoice is a choice of a chat completion.
type ChatChoice struct {
	Index        int             `json:"index"`
	Message      ChatMessage     `json:"message"`
	Logprobs     json.RawMessage `json:"logprobs"`
	FinishReason string          `json:"finish_reason"`
}

// ChatCompletion is POST /v1/chat/completions's answer.
type ChatCompletion struct {
	ID                string       `json:"id"`
	Object            string       `json:"object"` // "chat.completion"
	Created           int64        `json:"created"`
	Model             string       `json:"model"`
	Choices           []ChatChoice `json:"choices"`
	Usage             Usage        `json:"usage"`
	SystemFingerprint *string      `json:"system_fingerprint"`
	Tensora           *Extension   `json:"tensora,omitempty"`
}

// Delta is what a streamed chunk adds to the message.
type Delta struct {
	Role    string  `json:"role,omitempty"`
	Content *string `json:"content,omitempty"`
}

// ChunkChoice is a choice of a streamed chunk.
type ChunkChoice struct {
	Index        int             `json:"index"`
	Delta        Delta           `json:"delta"`
	Logprobs     json.RawMessage `json:"logprobs"`
	FinishReason *string         `json:"finish_reason"`
}

// ChatChunk is one server-sent event of a streamed chat completion.
type ChatChunk struct {
	ID                string        `json:"id"`
	Object            string        `json:"object"` // "chat.completion.chunk"
	Created           int64         `json:"created"`
	Model             string        `json:"model"`
	SystemFingerprint *string       `json:"system_fingerprint"`
	Choices           []ChunkChoice `json:"choices"`
	// Usage is written (as null until the last chunk) only when the
	// request asked for it with stream_options.include_usage.
	Usage   json.RawMessage `json:"usage,omitempty"`
	Tensora *Extension      `json:"tensora,omitempty"`
}

// TextChoice is a choice of a (legacy) completion, whole or streamed.
type TextChoice struct {
	Text         string          `json:"text"`
	Index        int             `json:"index"`
	Logprobs     json.RawMessage `json:"logprobs"`
	FinishReason *string         `json:"finish_reason"`
}

// TextCompletion is POST /v1/completions's answer, and each of its
// streamed events (same object, "text_completion").
type TextCompletion struct {
	ID                string          `json:"id"`
	Object            string          `json:"object"` // "text_completion"
	Created           int64           `json:"created"`
	Model             string          `json:"model"`
	SystemFingerprint *string         `json:"system_fingerprint"`
	Choices           []TextChoice    `json:"choices"`
	Usage             json.RawMessage `json:"usage,omitempty"`
	Tensora           *Extension      `json:"tensora,omitempty"`
}

// ModelObject is one entry of GET /v1/models.
type ModelObject struct {
	ID      string `json:"id"`
	Object  string `json:"object"` // "model"
	Created int64  `json:"created"`
	OwnedBy string `json:"owned_by"`
	// Tensora: how many miners advertise it and their lowest price.
	Tensora ModelExtension `json:"tensora"`
}

// ModelExtension is what the network says of a model.
type ModelExtension struct {
	Miners int `json:"miners"`
	// MinPricePer1k is the lowest advertised price per 1,000 tokens, in TORA.
	MinPricePer1k string `json:"min_price_per_1k_tokens,omitempty"`
}

// ModelList is GET /v1/models's answer.
type ModelList struct {
	Object string        `json:"object"` // "list"
	Data   []ModelObject `json:"data"`
}
