#ifndef TOKENLINT_SHA256_HARDWARE_H
#define TOKENLINT_SHA256_HARDWARE_H

#include <stddef.h>
#include <stdint.h>

// SHA-256's compression function on the x86 SHA extensions. Swift cannot name these
// instructions, so they live in C; ContentHash's Swift code is the portable path and the
// reference the tests hold this one to.

/// The 64 round constants K (FIPS 180-4 §4.2.2), which the Swift path reads too.
const uint32_t *tokenlint_sha256_round_constants(void);

/// 1 when this CPU runs `tokenlint_sha256_compress_hardware` (x86 with SHA, SSSE3 and SSE4.1:
/// CPUID leaf 7 EBX bit 29, leaf 1 ECX bits 9 and 19) and the process is not under Valgrind,
/// which cannot execute them; else 0 (any other architecture).
int tokenlint_sha256_hardware_available(void);

/// `count` 64-byte blocks from `blocks` into `state` (the words a…h, FIPS 180-4 §6.2.2).
/// Only call it when `tokenlint_sha256_hardware_available()` returned 1.
void tokenlint_sha256_compress_hardware(uint32_t state[8], const uint8_t *blocks, size_t count);

#endif
