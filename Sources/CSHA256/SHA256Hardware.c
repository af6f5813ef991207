#include "SHA256Hardware.h"

// FIPS 180-4 §4.2.2.
static const uint32_t k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

const uint32_t *tokenlint_sha256_round_constants(void) { return k; }

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <immintrin.h>
#include <stdlib.h>
#include <string.h>

// Valgrind (callgrind, cachegrind: how this project counts instructions) passes the CPU's CPUID
// bits through but cannot execute the SHA instructions: a run under it would stop at the first
// hash. Its core is always preloaded, so its name in LD_PRELOAD means the portable path.
static int underValgrind(void) {
    const char *preload = getenv("LD_PRELOAD");
    return preload != NULL && strstr(preload, "vgpreload_core") != NULL;
}

int tokenlint_sha256_hardware_available(void) {
    if (underValgrind()) return 0;
    unsigned eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    int ssse3 = (ecx >> 9) & 1, sse41 = (ecx >> 19) & 1;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
    return ssse3 && sse41 && ((ebx >> 29) & 1);
}

// The instructions keep the state as two vectors, ABEF and CDGH (lanes high to low), and run
// two rounds per SHA256RNDS2 from the low two lanes of W+K. Four message words per group of
// four rounds: groups 0–3 load them, and each later group's words come from the four before
// (SHA256MSG1 the σ0 half, a shift of the previous two plus SHA256MSG2 the σ1 half), computed
// one and three groups ahead so each instruction's result is ready when it is needed.
// The `target` attribute compiles this one function for these instructions without raising
// the rest of the build's baseline; the caller checks CPUID first.
__attribute__((target("sha,ssse3,sse4.1")))
void tokenlint_sha256_compress_hardware(uint32_t state[8], const uint8_t *blocks, size_t count) {
    const __m128i byteSwap = _mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3);
    __m128i dcba = _mm_loadu_si128((const __m128i *)(const void *)&state[0]);
    __m128i hgfe = _mm_loadu_si128((const __m128i *)(const void *)&state[4]);
    __m128i cdab = _mm_shuffle_epi32(dcba, 0xB1);
    __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1B);
    __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);

    for (size_t block = 0; block < count; block++) {
        const uint8_t *p = blocks + 64 * block;
        __m128i abefStart = abef, cdghStart = cdgh;
        __m128i w[4];
        // Unrolled, the tests on `group` vanish and `w` stays in registers.
#pragma clang loop unroll(full)
        for (int group = 0; group < 16; group++) {
            __m128i *current = &w[group & 3];
            if (group < 4) *current = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)(p + 16 * group)), byteSwap);
            __m128i wk = _mm_add_epi32(*current, _mm_loadu_si128((const __m128i *)(const void *)&k[4 * group]));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, wk);
            if (group >= 3 && group <= 14) {
                __m128i *next = &w[(group + 1) & 3];
                *next = _mm_add_epi32(*next, _mm_alignr_epi8(*current, w[(group + 3) & 3], 4));
                *next = _mm_sha256msg2_epu32(*next, *current);
            }
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(wk, 0x0E));
            if (group >= 1 && group <= 12) {
                __m128i *previous = &w[(group + 3) & 3];
                *previous = _mm_sha256msg1_epu32(*previous, *current);
            }
        }
        abef = _mm_add_epi32(abef, abefStart);
        cdgh = _mm_add_epi32(cdgh, cdghStart);
    }

    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)(void *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)(void *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

#else

int tokenlint_sha256_hardware_available(void) { return 0; }

void tokenlint_sha256_compress_hardware(uint32_t state[8], const uint8_t *blocks, size_t count) {
    (void)state; (void)blocks; (void)count;
    __builtin_trap();
}

#endif
