/* x86_sha.h - whether this x86-64 CPU has the SHA extensions (SHA1RNDS4,
 * SHA256RNDS2 ...), which sha1.c and sha2.c then use for whole blocks:
 * 3-5 times the speed of the portable C, as fast as OpenSSL's assembly
 * (1.8.7's digest library uses OpenSSL's).  Other CPUs and compilers
 * without the target attribute get RB_DIGEST_X86_SHA 0. */
#ifndef RUBY_DIGEST_X86_SHA_H
#define RUBY_DIGEST_X86_SHA_H 1

#if defined(__x86_64__) && defined(__GNUC__) && \
    (defined(__clang__) || __GNUC__ >= 7)
#define RB_DIGEST_X86_SHA 1
#include <cpuid.h>
#include <immintrin.h>
#define RB_DIGEST_SHA_TARGET __attribute__((target("sha,sse4.1,ssse3")))

/* 1 when SHA, SSE4.1 and SSSE3 are there; asked once */
static int
rb_digest_have_x86_sha(void)
{
    static int known = -1;
    unsigned int a, b, c, d;

    if (known >= 0) return known;
    known = 0;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 19)) || !(c & (1u << 9))) return 0;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    known = (b & (1u << 29)) != 0;
    return known;
}
#else
#define RB_DIGEST_X86_SHA 0
#endif

#endif /* RUBY_DIGEST_X86_SHA_H */
