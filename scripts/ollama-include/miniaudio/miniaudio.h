/*
 * A stub of miniaudio.h for building ollama from its Go module
 * (scripts/build-ollama.sh). The module zip lacks llama.cpp's vendored
 * headers; nlohmann/json and stb come from Debian packages, and this stub
 * stands in for miniaudio, which ollama's llama.cpp uses only to decode
 * audio inputs of multimodal models. Every decoder call fails, so audio
 * decoding is disabled: the helper treats the buffer as "not audio it can
 * read". Text models, the only ones Tensora serves through ollama, never
 * reach this code.
 */
#ifndef TENSORA_MINIAUDIO_STUB_H
#define TENSORA_MINIAUDIO_STUB_H

#include <stddef.h>
#include <stdint.h>

#ifndef MA_API
#define MA_API static
#endif

typedef int ma_result;
typedef uint32_t ma_uint32;
typedef uint64_t ma_uint64;

#define MA_SUCCESS 0
#define MA_NOT_IMPLEMENTED (-29)

typedef enum { ma_format_unknown = 0, ma_format_f32 = 5 } ma_format;
typedef enum { ma_encoding_format_unknown = 0, ma_encoding_format_wav = 1 } ma_encoding_format;

typedef struct {
	ma_format format;
	ma_uint32 channels;
	ma_uint32 sampleRate;
} ma_decoder_config;

typedef struct {
	int unused;
} ma_decoder;

typedef struct {
	ma_encoding_format encodingFormat;
	ma_format format;
	ma_uint32 channels;
	ma_uint32 sampleRate;
} ma_encoder_config;

typedef struct {
	int unused;
} ma_encoder;

MA_API ma_decoder_config ma_decoder_config_init(ma_format format, ma_uint32 channels, ma_uint32 sampleRate) {
	ma_decoder_config c;
	c.format = format;
	c.channels = channels;
	c.sampleRate = sampleRate;
	return c;
}

MA_API ma_result ma_decoder_init_memory(const void *data, size_t size, const ma_decoder_config *config, ma_decoder *decoder) {
	(void)data; (void)size; (void)config; (void)decoder;
	return MA_NOT_IMPLEMENTED;
}

MA_API ma_result ma_decoder_get_length_in_pcm_frames(ma_decoder *decoder, ma_uint64 *length) {
	(void)decoder;
	*length = 0;
	return MA_NOT_IMPLEMENTED;
}

MA_API ma_result ma_decoder_read_pcm_frames(ma_decoder *decoder, void *frames, ma_uint64 count, ma_uint64 *read) {
	(void)decoder; (void)frames; (void)count;
	*read = 0;
	return MA_NOT_IMPLEMENTED;
}

MA_API ma_result ma_decoder_uninit(ma_decoder *decoder) {
	(void)decoder;
	return MA_SUCCESS;
}

MA_API ma_encoder_config ma_encoder_config_init(ma_encoding_format encodingFormat, ma_format format, ma_uint32 channels, ma_uint32 sampleRate) {
	ma_encoder_config c;
	c.encodingFormat = encodingFormat;
	c.format = format;
	c.channels = channels;
	c.sampleRate = sampleRate;
	return c;
}

MA_API ma_result ma_encoder_init_file(const char *path, const ma_encoder_config *config, ma_encoder *encoder) {
	(void)path; (void)config; (void)encoder;
	return MA_NOT_IMPLEMENTED;
}

MA_API ma_result ma_encoder_write_pcm_frames(ma_encoder *encoder, const void *frames, ma_uint64 count, ma_uint64 *written) {
	(void)encoder; (void)frames; (void)count;
	*written = 0;
	return MA_NOT_IMPLEMENTED;
}

MA_API void ma_encoder_uninit(ma_encoder *encoder) {
	(void)encoder;
}

#endif /* TENSORA_MINIAUDIO_STUB_H */
