/* nkf.c - NKF of Ruby 1.8.7 (Network Kanji Filter 2.0.8's interface):
 * NKF.nkf(options, str) converts among ISO-2022-JP, EUC-JP, Shift_JIS,
 * UTF-8 and UTF-16, NKF.guess tells which of them str is in.
 *
 * Text is decoded into units (ASCII, JIS X 0208, JIS X 0201 kana, JIS X
 * 0212, or a Unicode character JIS lacks), then encoded.  EUC-JP,
 * Shift_JIS and ISO-2022-JP are arithmetic on JIS codes; the JIS <->
 * Unicode tables are built on first use from the C library's iconv. */
#include "ruby.h"
#include <iconv.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <limits.h>

enum { NKF_AUTO = 0, NKF_JIS = 1, NKF_EUC = 2, NKF_SJIS = 3, NKF_BINARY = 4,
       NKF_ASCII = 5, NKF_UTF8 = 6, NKF_UTF16 = 8, NKF_UTF32 = 12,
       NKF_LATIN1 = 100 /* -l's input, not a constant of NKF */ };

/* a unit: the kind in the high bits */
#define U_ASCII  0x0000000
#define U_X0208  0x1000000
#define U_KANA   0x2000000
#define U_X0212  0x3000000
#define U_UNI    0x4000000
#define U_IBM    0x5000000   /* an IBM extension of CP932, by its Shift_JIS code */
#define U_NONE   0x6000000   /* what the output code cannot write */
#define U_RAW    0x7000000   /* -l: a byte written as it is */
#define KIND(u)  ((u) & 0xF000000)
#define CODE(u)  ((u) & 0x0FFFFFF)
#define ROW(u)   (((u) >> 8) & 0x7F)
#define COL(u)   ((u) & 0x7F)

/* ------------------------------------------------------------ unit buffer */

struct units {
    unsigned long *u;
    long n, capa;
};

static void
push_unit(struct units *b, unsigned long u)
{
    if (b->n == b->capa) {
        b->capa = b->capa ? b->capa * 2 : 64;
        REALLOC_N(b->u, unsigned long, b->capa);
    }
    b->u[b->n++] = u;
}

/* ------------------------------------------------------------ tables */

static unsigned short *jis2u;    /* [94*94] X0208 -> Unicode, 0 none */
static unsigned short *jis2u12;  /* [94*94] X0212 -> Unicode */
static unsigned short *u2jis;    /* [65536] Unicode -> X0208 (r<<8|c), 0 none */
static unsigned short *ibm2u;    /* [3*256] Shift_JIS FA..FC xx (IBM extensions) -> Unicode */
static unsigned short *u2jis12;  /* [65536] Unicode -> X0212 */
static unsigned short *x0212_ibm; /* [94*94] X0212 (eucJP-ms) -> IBM extension code */
static unsigned short *ibm_x0212; /* [3*256] IBM extension code -> X0212 (eucJP-ms) */

#define JIDX(r, c) (((r) - 0x21) * 94 + ((c) - 0x21))

/* the Unicode of one character of the charset from, 0 if none */
static unsigned
iconv_one(iconv_t cd, const unsigned char *in, size_t len)
{
    unsigned char out[8];
    char *ip = (char *)in, *op = (char *)out;
    size_t il = len, ol = sizeof out;

    iconv(cd, 0, 0, 0, 0);
    if (iconv(cd, &ip, &il, &op, &ol) == (size_t)-1 || il != 0 || sizeof out - ol != 2)
        return 0;
    return (out[0] << 8) | out[1];
}

static void
fill_table(const char *charset, unsigned short *to_u, unsigned short *from_u, int kind)
{
    iconv_t cd = iconv_open("UTF-16BE", charset);
    int r, c;

    if (cd == (iconv_t)-1) return;
    for (r = 0x21; r <= 0x7E; r++) {
        for (c = 0x21; c <= 0x7E; c++) {
            unsigned char b[3];
            size_t len = 0;
            unsigned u;
            if (kind == U_X0212) b[len++] = 0x8F;
            if (kind == U_UNI) {   /* Shift_JIS (CP932) of JIS (r, c) */
                b[len++] = ((r + 1) >> 1) + (r <= 0x5E ? 0x70 : 0xB0);
                b[len++] = c + ((r & 1) ? (c >= 0x60 ? 0x20 : 0x1F) : 0x7E);
            }
            else {
                b[len++] = r | 0x80;
                b[len++] = c | 0x80;
            }
            u = iconv_one(cd, b, len);
            if (!u) continue;
            if (to_u && !to_u[JIDX(r, c)]) to_u[JIDX(r, c)] = u;
            if (from_u && !from_u[u]) from_u[u] = (r << 8) | c;
        }
    }
    iconv_close(cd);
}

/* the IBM extensions of CP932 (Shift_JIS FA40..FC4B) */
static void
fill_ibm(void)
{
    iconv_t cd = iconv_open("UTF-16BE", "CP932");
    unsigned lead, trail;

    if (cd == (iconv_t)-1) return;
    for (lead = 0xFA; lead <= 0xFC; lead++) {
        for (trail = 0x40; trail <= 0xFC; trail++) {
            unsigned char b[2];
            b[0] = lead;
            b[1] = trail;
            ibm2u[(lead - 0xFA) * 256 + trail] = iconv_one(cd, b, 2);
        }
    }
    iconv_close(cd);
}

/* the IBM extension code of Unicode u (lead << 8 | trail), 0 if none */
static unsigned
unicode_to_ibm(unsigned long u)
{
    int i;

    if (!u) return 0;
    for (i = 0; i < 3 * 256; i++)
        if (ibm2u[i] == u) return ((0xFA + i / 256) << 8) | (i % 256);
    return 0;
}

/* eucJP-ms's JIS X 0212 codes of the IBM extensions (its rows 0x73-0x74
 * hold those JIS X 0212 lacks): both directions, from the C library */
static void
fill_x0212_ibm(void)
{
    iconv_t cd = iconv_open("UTF-16BE", "EUC-JP-MS");
    int r, c;

    if (cd == (iconv_t)-1) return;
    for (r = 0x21; r <= 0x7E; r++) {
        for (c = 0x21; c <= 0x7E; c++) {
            unsigned char b[3];
            unsigned ibm;
            b[0] = 0x8F;
            b[1] = r | 0x80;
            b[2] = c | 0x80;
            ibm = unicode_to_ibm(iconv_one(cd, b, 3));
            if (!ibm) continue;
            /* eucJP-ms's own rows win over JIS X 0212's copy */
            x0212_ibm[JIDX(r, c)] = ibm;
            if (!ibm_x0212[ibm - 0xFA00] || r >= 0x73) ibm_x0212[ibm - 0xFA00] = (r << 8) | c;
        }
    }
    iconv_close(cd);
}

/* the Unicode nkf writes for the Mac OS Japanese additions (JIS rows 9
 * to 15 and 85), which EUC-JP and CP932 lack: {JIS, Unicode, run length} */
static const unsigned short mac_runs[][3] = {
    { 0x2921, 0x2460, 20 }, { 0x293F, 0x2474, 20 }, { 0x295D, 0x2776, 9 }, { 0x2972, 0x2488, 9 },
    { 0x2A21, 0x2160, 12 }, { 0x2A35, 0x2170, 12 }, { 0x2A5D, 0x249C, 26 }, { 0x2B21, 0x339C, 1 },
    { 0x2B22, 0x339F, 1 }, { 0x2B23, 0x339D, 1 }, { 0x2B24, 0x33A0, 1 }, { 0x2B25, 0x33A4, 1 },
    { 0x2B27, 0x33A1, 1 }, { 0x2B28, 0x33A5, 1 }, { 0x2B29, 0x339E, 1 }, { 0x2B2A, 0x33A2, 1 },
    { 0x2B2B, 0x338E, 1 }, { 0x2B2D, 0x338F, 1 }, { 0x2B2E, 0x33C4, 1 }, { 0x2B2F, 0x3396, 2 },
    { 0x2B31, 0x2113, 1 }, { 0x2B32, 0x3398, 1 }, { 0x2B33, 0x33B3, 1 }, { 0x2B34, 0x33B2, 1 },
    { 0x2B35, 0x33B1, 1 }, { 0x2B36, 0x33B0, 1 }, { 0x2B37, 0x2109, 1 }, { 0x2B38, 0x33D4, 1 },
    { 0x2B39, 0x33CB, 1 }, { 0x2B3A, 0x3390, 1 }, { 0x2B3B, 0x3385, 3 }, { 0x2B7B, 0x2116, 1 },
    { 0x2B7C, 0x33CD, 1 }, { 0x2B7D, 0x2121, 1 }, { 0x2C21, 0x2664, 1 }, { 0x2C22, 0x2667, 1 },
    { 0x2C23, 0x2661, 2 }, { 0x2C25, 0x2660, 1 }, { 0x2C26, 0x2663, 1 }, { 0x2C27, 0x2665, 2 },
    { 0x2C35, 0x3020, 1 }, { 0x2C36, 0x260E, 1 }, { 0x2C37, 0x3004, 1 }, { 0x2C49, 0x261E, 1 },
    { 0x2C4A, 0x261C, 2 }, { 0x2C4C, 0x261F, 1 }, { 0x2C4D, 0x21C6, 1 }, { 0x2C4E, 0x21C4, 2 },
    { 0x2C51, 0x21E8, 1 }, { 0x2C52, 0x21E6, 2 }, { 0x2C54, 0x21E9, 1 }, { 0x2D7E, 0x3299, 1 },
    { 0x2E21, 0x3349, 1 }, { 0x2E22, 0x3322, 1 }, { 0x2E23, 0x334D, 1 }, { 0x2E24, 0x3314, 1 },
    { 0x2E25, 0x3316, 1 }, { 0x2E26, 0x3305, 1 }, { 0x2E27, 0x3333, 1 }, { 0x2E28, 0x334E, 1 },
    { 0x2E29, 0x3303, 1 }, { 0x2E2A, 0x3336, 1 }, { 0x2E2B, 0x3318, 1 }, { 0x2E2C, 0x3315, 1 },
    { 0x2E2D, 0x3327, 1 }, { 0x2E2E, 0x3351, 1 }, { 0x2E2F, 0x334A, 1 }, { 0x2E30, 0x3339, 1 },
    { 0x2E31, 0x3357, 1 }, { 0x2E32, 0x330D, 1 }, { 0x2E33, 0x3342, 1 }, { 0x2E34, 0x3323, 1 },
    { 0x2E35, 0x3326, 1 }, { 0x2E36, 0x333B, 1 }, { 0x2E37, 0x332B, 1 }, { 0x2E3F, 0x3300, 1 },
    { 0x2E40, 0x331E, 1 }, { 0x2E41, 0x332A, 1 }, { 0x2E42, 0x3331, 1 }, { 0x2E43, 0x3347, 1 },
    { 0x2E67, 0x337E, 1 }, { 0x2E68, 0x337D, 1 }, { 0x2E69, 0x337C, 1 }, { 0x2E6A, 0x337B, 1 },
    { 0x2E7C, 0x337F, 1 }, { 0x2F21, 0x222E, 1 }, { 0x2F22, 0x221F, 1 }, { 0x2F23, 0x22BF, 1 },
    { 0x2F35, 0x301D, 1 }, { 0x2F36, 0x301F, 1 }, { 0x2F49, 0x3094, 1 }, { 0x2F4B, 0x30F7, 4 },
    { 0x7532, 0xFE33, 1 }, { 0x753D, 0xFE31, 1 }, { 0x7545, 0xFE30, 1 }, { 0x754A, 0xFE35, 2 },
    { 0x754C, 0xFE39, 2 }, { 0x7550, 0xFE37, 2 }, { 0x7552, 0xFE3F, 2 }, { 0x7554, 0xFE3D, 2 },
    { 0x7556, 0xFE41, 4 }, { 0x755A, 0xFE3B, 2 },
};

/* the Mac OS Unicode of JIS X 0208 code j, 0 if none */
static unsigned
mac_unicode(unsigned j)
{
    size_t i;

    for (i = 0; i < sizeof mac_runs / sizeof mac_runs[0]; i++)
        if (j >= mac_runs[i][0] && j < mac_runs[i][0] + mac_runs[i][2])
            return mac_runs[i][1] + (j - mac_runs[i][0]);
    return 0;
}

/* nkf's choices where the C library's EUC-JP differs */
static const unsigned short nkf_overrides[][2] = {
    { 0x213D, 0x2014 }, { 0x216F, 0x00A5 }, { 0x2140, 0xFF3C },
    { 0x2131, 0x203E },
};

static void
build_tables(void)
{
    size_t i;
    unsigned j;

    if (jis2u) return;
    jis2u = calloc(94 * 94, sizeof *jis2u);
    jis2u12 = calloc(94 * 94, sizeof *jis2u12);
    x0212_ibm = calloc(94 * 94, sizeof *x0212_ibm);
    u2jis = calloc(65536, sizeof *u2jis);
    u2jis12 = calloc(65536, sizeof *u2jis12);
    ibm2u = calloc(3 * 256, sizeof *ibm2u);
    ibm_x0212 = calloc(3 * 256, sizeof *ibm_x0212);
    if (!jis2u || !jis2u12 || !x0212_ibm || !u2jis || !u2jis12 || !ibm2u || !ibm_x0212) {
        free(jis2u); free(jis2u12); free(x0212_ibm); free(u2jis); free(u2jis12);
        free(ibm2u); free(ibm_x0212);
        jis2u = 0;
        rb_memerror();
    }
    for (i = 0; i < sizeof nkf_overrides / sizeof nkf_overrides[0]; i++) {
        j = nkf_overrides[i][0];
        jis2u[JIDX(j >> 8, j & 0xFF)] = nkf_overrides[i][1];
        u2jis[nkf_overrides[i][1]] = j;
    }
    fill_table("EUC-JP", jis2u, u2jis, U_X0208);
    fill_table("CP932", jis2u, u2jis, U_UNI);   /* NEC and IBM extensions */
    fill_table("EUC-JP", jis2u12, u2jis12, U_X0212);
    fill_ibm();
    fill_x0212_ibm();
}

/* half-width kana 0x21..0x5F (of 0xA1..0xDF) as JIS X 0208 */
static const unsigned short kana_full[63] = {
    0x2123, 0x2156, 0x2157, 0x2122, 0x2126, 0x2572, 0x2521, 0x2523,
    0x2525, 0x2527, 0x2529, 0x2563, 0x2565, 0x2567, 0x2543, 0x213C,
    0x2522, 0x2524, 0x2526, 0x2528, 0x252A, 0x252B, 0x252D, 0x252F,
    0x2531, 0x2533, 0x2535, 0x2537, 0x2539, 0x253B, 0x253D, 0x253F,
    0x2541, 0x2544, 0x2546, 0x2548, 0x254A, 0x254B, 0x254C, 0x254D,
    0x254E, 0x254F, 0x2552, 0x2555, 0x2558, 0x255B, 0x255E, 0x255F,
    0x2560, 0x2561, 0x2562, 0x2564, 0x2566, 0x2568, 0x2569, 0x256A,
    0x256B, 0x256C, 0x256D, 0x256F, 0x2573, 0x212B, 0x212C,
};

/* ------------------------------------------------------------ decoders */

static unsigned long unicode_unit(unsigned long u);

/* a JIS X 0212 character as a unit: eucJP-ms's IBM extensions as such */
static unsigned long
x0212_unit(unsigned r, unsigned c)
{
    unsigned ibm = x0212_ibm[JIDX(r, c)];

    if (ibm && ibm_x0212[ibm - 0xFA00] == ((r << 8) | c)) return U_IBM | ibm;
    return U_X0212 | (r << 8) | c;
}

/* the JIS X 0208 stand-in nkf writes for a JIS X 0212 code, 0 if none */
static unsigned
x0212_fallback(unsigned long j)
{
    switch (j) {
      case 0x2221: return 0x2221;
      case 0x2231: return 0x2124;
      case 0x2234: return 0x2131;
      case 0x2237: return 0x2141;
      default: return 0;
    }
}

/* whether X0208 code j is in JIS X 0208 proper (not NEC's rows 13, 89-92) */
static int
jis_proper(unsigned j)
{
    return j && (j >> 8) != 0x2D && (j >> 8) < 0x79;
}

/* an IBM extension (Shift_JIS code) as a unit: JIS X 0208 when JIS has it */
static unsigned long
ibm_unit(unsigned code)
{
    unsigned long u = ibm2u[code - 0xFA00];

    if (!u) return 0;
    if (jis_proper(u2jis[u])) return U_X0208 | u2jis[u];
    return U_IBM | code;
}

static void decode_euc(const unsigned char *s, long len, struct units *b);
static void decode_sjis(const unsigned char *s, long len, struct units *b);
static void decode_utf8(const unsigned char *s, long len, struct units *b);
static void guess_step(int k, int *st, unsigned c);

/* the end of the 8-bit text from s[i] that nkf reads in code eight: up
 * to the next escape (only 8-bit bytes inside a two-byte run), the escape
 * too when it cuts a character */
static long
eight_bit_run(const unsigned char *s, long i, long len, int mode, int eight)
{
    int k = eight == NKF_EUC ? 0 : eight == NKF_SJIS ? 1 : 2, st = 0;
    long e = i;

    while (e < len && s[e] != 0x1B && (mode == 0 || s[e] >= 0x80)) {
        guess_step(k, &st, s[e++]);
        if (st < 0) st = 0;
    }
    if (e < len && s[e] == 0x1B && st > 0) e++;
    return e;
}

static void
decode_eight(const unsigned char *s, long len, struct units *b, int eight)
{
    if (eight == NKF_SJIS) decode_sjis(s, len, b);
    else if (eight == NKF_UTF8) decode_utf8(s, len, b);
    else decode_euc(s, len, b);
}

/* ISO-2022-JP; eight: the code of 8-bit text among it (0: EUC-JP pairs
 * only, as an explicit -J reads them) */
static void
decode_jis(const unsigned char *s, long len, struct units *b, int latin1, int eight)
{
    int mode = 0;   /* 0 ASCII, 1 X0208, 2 kana, 3 X0212 */
    long i = 0;

    while (i < len) {
        unsigned c = s[i];
        if (latin1 && c >= 0x80) {   /* -l: nkf passes the byte through */
            push_unit(b, U_RAW | c);
            i++;
            continue;
        }
        if (eight && c >= 0x80) {
            long e = eight_bit_run(s, i, len, mode, eight);
            decode_eight(s + i, e - i, b, eight);
            i = e;
            continue;
        }
        if (c == 0x1B && i + 2 < len) {
            if (s[i + 1] == '$' && (s[i + 2] == 'B' || s[i + 2] == '@')) { mode = 1; i += 3; continue; }
            if (s[i + 1] == '(' && (s[i + 2] == 'B' || s[i + 2] == 'J')) { mode = 0; i += 3; continue; }
            if (s[i + 1] == '(' && s[i + 2] == 'I') { mode = 2; i += 3; continue; }
            if (s[i + 1] == '$' && s[i + 2] == '(' && i + 3 < len && s[i + 3] == 'D') { mode = 3; i += 4; continue; }
        }
        if (c == 0x0E) { mode = 2; i++; continue; }
        if (c == 0x0F) { mode = 0; i++; continue; }
        if ((mode == 1 || mode == 3) && c >= 0x21 && c <= 0x7E && i + 1 < len) {
            push_unit(b, mode == 1 ? U_X0208 | (c << 8) | (s[i + 1] & 0x7F) : x0212_unit(c, s[i + 1] & 0x7F));
            i += 2;
            continue;
        }
        if ((mode == 1 || mode == 3) && c >= 0x21 && c <= 0x7E) break;   /* a cut pair */
        if (mode == 2 && c >= 0x21 && c <= 0x5F) push_unit(b, U_KANA | c);
        else if (mode == 2 && c >= 0x60 && c <= 0x7E) ;   /* no kana: dropped */
        else if (c >= 0xA1 && c <= 0xFE && i + 1 < len && s[i + 1] >= 0xA1 && s[i + 1] <= 0xFE) {
            /* 8-bit EUC-JP in JIS text, as nkf reads it */
            push_unit(b, U_X0208 | ((c & 0x7F) << 8) | (s[i + 1] & 0x7F));
            i += 2;
            continue;
        }
        else if (c == 0x8E && i + 1 < len && s[i + 1] >= 0xA1 && s[i + 1] <= 0xDF) {
            push_unit(b, U_KANA | (s[i + 1] & 0x7F));
            i += 2;
            continue;
        }
        else if (c < 0x80) push_unit(b, U_ASCII | c);
        i++;
    }
}

/* whether byte c, eighth bit aside, is a JIS graphic byte (0x21..0x7E) */
static int
euc_byte(unsigned c)
{
    return (c & 0x7F) >= 0x21 && (c & 0x7F) <= 0x7E;
}

static void
decode_euc(const unsigned char *s, long len, struct units *b)
{
    long i = 0;

    while (i < len) {
        unsigned c = s[i], t = i + 1 < len ? s[i + 1] : 0;
        if (c < 0x80) { push_unit(b, c); i++; continue; }
        if (i + 1 >= len || c == 0x80) { i++; continue; }   /* dropped alone */
        if (c == 0x8E) {
            if (t >= 0xA1 && t <= 0xDF) push_unit(b, U_KANA | (t & 0x7F));
            i += 2;
        }
        else if (c == 0x8F) {
            /* as nkf: a JIS X 0212 pair whatever the eighth bits; a bad
             * first byte takes itself out, a bad second byte the three */
            if (!euc_byte(t)) { i += 2; continue; }
            if (i + 2 < len && euc_byte(s[i + 2])) {
                unsigned long u = x0212_unit(t & 0x7F, s[i + 2] & 0x7F);
                if (KIND(u) == U_X0212 && x0212_fallback(CODE(u))) u = U_X0208 | x0212_fallback(CODE(u));
                push_unit(b, u);
            }
            i += 3;
        }
        else {   /* a pair; the trail may lack its eighth bit, a bad one drops both */
            if (c >= 0xA1 && c <= 0xFE && euc_byte(t))
                push_unit(b, U_X0208 | ((c & 0x7F) << 8) | (t & 0x7F));
            i += 2;
        }
    }
}

static int
sjis_lead(unsigned c)
{
    return (c >= 0x81 && c <= 0x9F) || (c >= 0xE0 && c <= 0xFC);
}

static int
sjis_trail(unsigned c)
{
    return (c >= 0x40 && c <= 0x7E) || (c >= 0x80 && c <= 0xFC);
}

/* the JIS row and column of a Shift_JIS pair */
static unsigned
sjis_to_jis(unsigned s1, unsigned s2)
{
    unsigned off = s1 <= 0x9F ? 0x70 : 0xB0, r, c;

    if (s2 < 0x9F) {
        r = 2 * (s1 - off) - 1;
        c = s2 - 0x1F - (s2 >= 0x80);
    }
    else {
        r = 2 * (s1 - off);
        c = s2 - 0x7E;
    }
    return (r << 8) | c;
}

static void
decode_sjis(const unsigned char *s, long len, struct units *b)
{
    long i = 0;

    while (i < len) {
        unsigned c = s[i];
        /* (nkf reading Shift_JIS takes ESC $ and the byte after it) */
        if (c == 0x1B && i + 2 < len && s[i + 1] == '$') { i += 3; continue; }
        if (c < 0x80) { push_unit(b, c); i++; continue; }
        if (c >= 0xA1 && c <= 0xDF) { push_unit(b, U_KANA | (c & 0x7F)); i++; continue; }
        if (c == 0xA0) { push_unit(b, U_X0208 | 0x2121); i++; continue; }   /* nkf: a full-width space */
        if (i + 1 >= len) break;
        if (sjis_lead(c) && sjis_trail(s[i + 1])) {
            unsigned j = sjis_to_jis(c, s[i + 1]);
            if (c >= 0xFA) {   /* an IBM extension */
                unsigned long u = ibm_unit((c << 8) | s[i + 1]);
                if (u) push_unit(b, u);
            }
            else if (c >= 0xF0)   /* the user-defined area: Unicode's private use */
                push_unit(b, U_UNI | (0xE000 + (c - 0xF0) * 188 + s[i + 1] - 0x40 - (s[i + 1] >= 0x80)));
            else if (ROW(j) >= 0x21 && ROW(j) <= 0x7E) push_unit(b, U_X0208 | j);
        }
        i += 2;   /* a bad pair: both dropped */
    }
}

static unsigned long unicode_unit_base(unsigned long u);

/* a Unicode character as a unit: JIS when JIS has it, with nkf's choices */
static unsigned long
unicode_unit(unsigned long u)
{
    switch (u) {
      case 0xA6: return U_IBM | 0xFA55;
      default: return unicode_unit_base(u);
    }
}

/* --no-cp932ext: Unicode is not read into CP932's extensions (NEC row 13,
 * NEC's copies of the IBM extensions); set for one conversion */
static int no_cp932ext;

static int
jis_from_unicode(unsigned long u)
{
    unsigned j = u < 0x10000 ? u2jis[u] : 0;

    if (j && no_cp932ext && ((j >> 8) == 0x2D || ((j >> 8) >= 0x79 && (j >> 8) <= 0x7C))) return 0;
    return j;
}

/* a Unicode character as a unit by the tables alone (as guessing scores it) */
static unsigned long
unicode_unit_base(unsigned long u)
{
    if (u < 0x80) return u;
    if (u >= 0xFF61 && u <= 0xFF9F) return U_KANA | (u - 0xFF61 + 0x21);
    if (u == 0xFF5E) return U_UNI | u;   /* nkf keeps it for Unicode output */
    if (jis_from_unicode(u)) return U_X0208 | jis_from_unicode(u);
    return U_UNI | u;   /* nkf writes no JIS X 0212 for Unicode input */
}

/* the length of the UTF-8 character at s (0: invalid), its code in *u */
static int
utf8_char(const unsigned char *s, long len, unsigned long *u)
{
    unsigned c = s[0];
    int n, i;

    if (c < 0x80) { *u = c; return 1; }
    if (c >= 0xC2 && c <= 0xDF) { n = 2; *u = c & 0x1F; }
    else if (c >= 0xE0 && c <= 0xEF) { n = 3; *u = c & 0x0F; }
    else if (c >= 0xF0 && c <= 0xF4) { n = 4; *u = c & 0x07; }
    else return 0;
    if (len < n) return 0;
    for (i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80) return 0;
        *u = (*u << 6) | (s[i] & 0x3F);
    }
    return n;
}

/* a code written in more bytes than it needs */
static int
utf8_overlong(int n, unsigned long u)
{
    return (n == 2 && u < 0x80) || (n == 3 && u < 0x800) || (n == 4 && u < 0x10000);
}

static void
decode_utf8(const unsigned char *s, long len, struct units *b)
{
    long i = 0;

    if (len >= 3 && s[0] == 0xEF && s[1] == 0xBB && s[2] == 0xBF) i = 3;   /* BOM */
    while (i < len) {
        unsigned long u;
        int n = utf8_char(s + i, len - i, &u);
        if (n == 0) {
            /* broken: nkf drops the bytes a lead byte announces, two for any other */
            unsigned c = s[i];
            i += c >= 0xF5 ? 2 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
            continue;
        }
        i += n;
        if (utf8_overlong(n, u) || (u >= 0xD800 && u <= 0xDFFF) || u > 0x10FFFF)
            continue;   /* nkf drops such a form whole */
        push_unit(b, unicode_unit(u));
    }
}

/* -l -W: s read as -l reads it, but for the bytes from 0x80 up */
static void
drop_raw(const unsigned char *s, long len, struct units *b)
{
    long i, j = 0;

    decode_jis(s, len, b, 1, 0);
    for (i = 0; i < b->n; i++)
        if (KIND(b->u[i]) != U_RAW) b->u[j++] = b->u[i];
    b->n = j;
}

static void
decode_utf16(const unsigned char *s, long len, struct units *b, int le)
{
    long i = 0;

    if (len >= 2 && s[0] == 0xFF && s[1] == 0xFE) { le = 1; i = 2; }
    else if (len >= 2 && s[0] == 0xFE && s[1] == 0xFF) { le = 0; i = 2; }
    for (; i + 1 < len; i += 2) {
        unsigned long u = le ? (s[i] | (s[i + 1] << 8)) : ((s[i] << 8) | s[i + 1]);
        if (u >= 0xD800 && u <= 0xDBFF && i + 3 < len) {
            unsigned long lo = le ? (s[i + 2] | (s[i + 3] << 8)) : ((s[i + 2] << 8) | s[i + 3]);
            if (lo >= 0xDC00 && lo <= 0xDFFF) {
                u = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00);
                i += 2;
            }
        }
        push_unit(b, unicode_unit(u));
    }
}

/* UTF-32 (a BOM decides the byte order); codes past U+10FFFF dropped */
static void
decode_utf32(const unsigned char *s, long len, struct units *b, int le)
{
    long i = 0;

    if (len >= 4 && s[0] == 0xFF && s[1] == 0xFE && !s[2] && !s[3]) { le = 1; i = 4; }
    else if (len >= 4 && !s[0] && !s[1] && s[2] == 0xFE && s[3] == 0xFF) { le = 0; i = 4; }
    for (; i + 3 < len; i += 4) {
        unsigned long u = le ? (s[i] | (s[i + 1] << 8) | ((unsigned long)s[i + 2] << 16) | ((unsigned long)s[i + 3] << 24))
                             : (((unsigned long)s[i] << 24) | ((unsigned long)s[i + 1] << 16) | (s[i + 2] << 8) | s[i + 3]);
        if (u > 0x10FFFF || (u >= 0xD800 && u <= 0xDFFF)) continue;
        push_unit(b, unicode_unit(u));
    }
}

/* ------------------------------------------------------------ guessing */

/* nkf's penalties: the code with the smallest sum of kinds wins */
#define SCORE_L2       1
#define SCORE_KANA     2
#define SCORE_DEPEND   4
#define SCORE_CP932    8
#define SCORE_X0212   16
#define SCORE_NO_EXIST 32
#define SCORE_ERROR  256

static const int score_a0[16] = {
    0, 0, 0, 0, 0, 0, 0, 0,
    0, SCORE_DEPEND, SCORE_DEPEND, SCORE_DEPEND,
    SCORE_DEPEND, SCORE_DEPEND, SCORE_CP932, SCORE_NO_EXIST,
};
static const int score_f0[16] = {
    SCORE_L2, SCORE_L2, SCORE_L2, SCORE_L2, SCORE_L2, SCORE_DEPEND,
    SCORE_NO_EXIST, SCORE_NO_EXIST, SCORE_DEPEND, SCORE_DEPEND, SCORE_CP932,
    SCORE_CP932, SCORE_CP932, SCORE_NO_EXIST, SCORE_NO_EXIST, SCORE_ERROR,
};

/* the penalty of one character as JIS (r, c) */
static int
jis_score(unsigned r, unsigned c)
{
    unsigned e = r | 0x80;

    if (r < 0x21 || r > 0x7E || c < 0x21 || c > 0x7E) return SCORE_ERROR;
    if (!jis2u[JIDX(r, c)]) return SCORE_NO_EXIST;
    if ((e & 0x70) == 0x20) return score_a0[e & 0x0F];
    if ((e & 0x70) == 0x70) return score_f0[e & 0x0F];
    if ((e & 0x70) >= 0x50) return SCORE_L2;
    return 0;
}

static int
score_euc(const unsigned char *s, long len)
{
    int score = 0;
    long i = 0;

    while (i < len) {
        unsigned c = s[i];
        if (c < 0x80) { i++; continue; }
        if (c == 0x8E) {
            if (i + 1 >= len || s[i + 1] < 0xA1 || s[i + 1] > 0xDF) return SCORE_ERROR;
            score |= SCORE_KANA;
            i += 2;
        }
        else if (c == 0x8F) {
            if (i + 2 >= len || s[i + 1] < 0xA1 || s[i + 2] < 0xA1) return SCORE_ERROR;
            score |= SCORE_X0212;
            i += 3;
        }
        else if (c >= 0xA1 && c <= 0xFE) {
            if (i + 1 >= len || s[i + 1] < 0xA1 || s[i + 1] > 0xFE) return SCORE_ERROR;
            score |= jis_score(c & 0x7F, s[i + 1] & 0x7F);
            i += 2;
        }
        else return SCORE_ERROR;
    }
    return score;
}

static int
score_sjis(const unsigned char *s, long len)
{
    int score = 0;
    long i = 0;

    while (i < len) {
        unsigned c = s[i];
        if (c < 0x80) { i++; continue; }
        if (c >= 0xA1 && c <= 0xDF) { score |= SCORE_KANA; i++; continue; }
        if (!sjis_lead(c) || i + 1 >= len || !sjis_trail(s[i + 1])) return SCORE_ERROR;
        if (c >= 0xF0) {
            int ibm = c == 0xFA || c == 0xFB || (c == 0xFC && s[i + 1] <= 0x4B);
            score |= c < 0xFA ? SCORE_ERROR : ibm ? SCORE_CP932 : (SCORE_CP932 | SCORE_NO_EXIST);
        }
        else {
            unsigned j = sjis_to_jis(c, s[i + 1]);
            score |= jis_score(ROW(j), COL(j));
        }
        i += 2;
    }
    return score;
}

static int
score_utf8(const unsigned char *s, long len)
{
    int score = 0;
    long i = 0;

    while (i < len) {
        unsigned long u, unit;
        int n = utf8_char(s + i, len - i, &u);
        if (n == 0) {
            /* nkf takes the surrogates' three-byte forms too */
            if (len - i >= 3 && s[i] == 0xED && (s[i + 1] & 0xC0) == 0x80 && (s[i + 2] & 0xC0) == 0x80) {
                i += 3;
                continue;
            }
            return SCORE_ERROR;
        }
        i += n;
        if (u < 0x80) continue;
        unit = unicode_unit_base(u);
        if (KIND(unit) == U_X0208) score |= jis_score(ROW(unit), COL(unit));
        else if (KIND(unit) == U_UNI) {
            unsigned j = CODE(unit) < 0x10000 ? u2jis[CODE(unit)] : 0;
            score |= j ? jis_score(j >> 8, j & 0xFF) : SCORE_NO_EXIST;
        }
    }
    return score;
}

/* one byte c into the reader of code k (0 EUC, 1 SJIS, 2 UTF-8) whose
 * state is *st (0 between characters, n bytes to come, -1 out) */
static void
guess_step(int k, int *st, unsigned c)
{
    if (*st == 0) {
        if (c < 0x80) return;
        if (k == 0) *st = c == 0x8F ? 2 : (c == 0x8E || (c >= 0xA1 && c <= 0xFE)) ? 1 : -1;
        else if (k == 1)   /* (2: a lead of F0..F9, which nkf takes for no pair) */
            *st = c >= 0xA1 && c <= 0xDF ? 0 : c >= 0xF0 && c <= 0xF9 ? 2 : sjis_lead(c) ? 1 : -1;
        else *st = c >= 0xC2 && c <= 0xDF ? 1 : c >= 0xE0 && c <= 0xEF ? 2 : c >= 0xF0 && c <= 0xF4 ? 3 : -1;
        return;
    }
    if (k == 0) *st = c >= 0xA1 && c <= 0xFE ? *st - 1 : -1;
    else if (k == 1) *st = *st == 1 && sjis_trail(c) ? 0 : -1;
    else *st = (c & 0xC0) == 0x80 ? *st - 1 : -1;
}

/* nkf's reading of 8-bit text: the codes read it byte by byte; one left
 * alone between characters is the text's code (*binary: it then fails
 * before the last byte). An ASCII byte after all failed starts them
 * again. Else among those between characters at the end, the fewest
 * penalties from the last start win; none left: EUC-JP */
static int
guess_8bit(const unsigned char *s, long len, int *binary)
{
    static const int codes[3] = { NKF_EUC, NKF_SJIS, NKF_UTF8 };
    int st[3] = { 0, 0, 0 }, sc[3], k, best = -1;
    long i, from = 0;

    *binary = 0;
    for (i = 0; i < len; i++) {
        int alive = 0, mid = 0, last = 0;
        for (k = 0; k < 3; k++) {
            if (st[k] < 0) continue;
            guess_step(k, &st[k], s[i]);
            if (st[k] > 0) mid++;
            else if (st[k] == 0) { alive++; last = k; }
        }
        if (!mid && alive == 1) {   /* decided: the rest only for a failure */
            int d = 0;
            for (i++; i < len && d >= 0; i++) {
                int was = d;
                guess_step(last, &d, s[i]);
                /* (but a bad first byte of a character as the very last) */
                if (d < 0 && (i < len - 1 || was > 0)) *binary = 1;
            }
            return codes[last];
        }
        if (!mid && !alive && s[i] < 0x80) {
            st[0] = st[1] = st[2] = 0;
            from = i + 1;
        }
    }
    sc[0] = st[0] == 0 ? score_euc(s + from, len - from) : SCORE_ERROR;
    sc[1] = st[1] == 0 ? score_sjis(s + from, len - from) : SCORE_ERROR;
    sc[2] = st[2] == 0 ? score_utf8(s + from, len - from) : SCORE_ERROR;
    for (k = 0; k < 3; k++)
        if (sc[k] < SCORE_ERROR && (best < 0 || sc[k] < sc[best])) best = k;
    return best < 0 ? NKF_EUC : codes[best];
}

/* one byte into the three readers of guess_step; all started again
 * once all failed */
static void
guess_steps(int *st, unsigned c)
{
    int k;

    if (st[0] < 0 && st[1] < 0 && st[2] < 0) st[0] = st[1] = st[2] = 0;
    for (k = 0; k < 3; k++) if (st[k] >= 0) guess_step(k, &st[k], c);
}

/* no reader between characters, one inside one: nkf takes the next byte
 * (an escape too) for a byte of that character */
static int
mid_character(const int *st)
{
    return st[0] != 0 && st[1] != 0 && st[2] != 0 && (st[0] > 0 || st[1] > 0 || st[2] > 0);
}

/* what the text is in; ASCII when nothing tells */
static int
guess_code(const unsigned char *s, long len, int *binary)
{
    long i;
    int high = 0, pair = 0, st[3] = { 0, 0, 0 };

    *binary = 0;
    if (len >= 2 && ((s[0] == 0xFE && s[1] == 0xFF) || (s[0] == 0xFF && s[1] == 0xFE)))
        return NKF_UTF16;
    for (i = 0; i < len; i++) {
        if (s[i] == 0x1B && mid_character(st)) { guess_steps(st, s[i]); continue; }
        guess_steps(st, s[i]);
        if (s[i] == 0x1B && i + 2 < len && s[i + 1] == '$' &&
            (s[i + 2] == 'B' || s[i + 2] == '@' || s[i + 2] == '(')) {
            /* 8-bit bytes in it (but the very last) make it binary for nkf */
            for (i = 0; i < len - 1; i++) if (s[i] >= 0x80) *binary = 1;
            return NKF_JIS;
        }
        if (s[i] >= 0x80) {
            high = 1;
            if (i + 1 < len) pair = 1;   /* nkf weighs only from a byte pair on */
        }
    }
    if (!high || !pair) return NKF_ASCII;
    build_tables();
    return guess_8bit(s, len, binary);
}

/* ------------------------------------------------------------ MIME */

static int
b64_value(int c)
{
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

static int
hex_value(int c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

/* -mB: the whole text t[0..len) as base64 onto out, by groups of four
 * (padding included); a blank inside a group drops it and is written, a
 * group cut at the end is dropped, as nkf does */
static void
decode_base64_text(VALUE out, const char *t, long len)
{
    long i;
    int n = 0, pad = 0;
    unsigned long acc = 0;

    for (i = 0; i < len; i++) {
        unsigned char c = t[i];
        int v = b64_value(c);
        if (v >= 0 || c == '=') {
            if (v < 0 && !pad) pad = n + 1;   /* where the padding starts */
            acc = (acc << 6) | (v < 0 ? 0 : v);
            if (++n == 4) {
                char b[3];
                int k = pad == 0 ? 3 : pad - 2;
                b[0] = (char)(acc >> 16);
                b[1] = (char)(acc >> 8);
                b[2] = (char)acc;
                if (k > 0) rb_str_cat(out, b, k);
                n = pad = 0;
                acc = 0;
            }
        }
        else if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            if (n) rb_str_cat(out, (const char *)&c, 1);
            n = pad = 0;
            acc = 0;
        }
    }
}

/* decodes the encoded word text[0..len) (B or Q) onto out */
static void
decode_word(VALUE out, const char *text, long len, int b64)
{
    long i;
    int bits = 0;
    unsigned acc = 0;

    for (i = 0; i < len; i++) {
        if (b64) {
            int v = b64_value((unsigned char)text[i]);
            if (text[i] == '=') bits = 0;   /* padding ends a group: a new one may follow */
            if (v < 0) continue;
            acc = ((acc << 6) | v) & 0xFFFF;   /* only the last bits matter */
            bits += 6;
            if (bits >= 8) {
                char c = (char)((acc >> (bits - 8)) & 0xFF);
                bits -= 8;
                rb_str_cat(out, &c, 1);
            }
        }
        else {
            char c = text[i];
            if (c == '_') c = ' ';
            else if (c == '=' && i + 2 < len && hex_value(text[i + 1]) >= 0 && hex_value(text[i + 2]) >= 0) {
                c = (char)(hex_value(text[i + 1]) * 16 + hex_value(text[i + 2]));
                i += 2;
            }
            else if (c == '=' && (i + 1 == len || text[i + 1] == '\n')) {   /* a soft line break */
                i++;
                continue;
            }
            rb_str_cat(out, &c, 1);
        }
    }
}

/* the charsets nkf decodes in encoded words, with the encodings it takes */
static const struct mime_charset {
    const char *name;
    const char *encodings;
    int code;
} mime_charsets[] = {
    { "ISO-2022-JP", "BQ", NKF_JIS }, { "EUC-JP", "B", NKF_EUC },
    { "SHIFT_JIS", "B", NKF_SJIS }, { "UTF-8", "BQ", NKF_UTF8 },
    { "ISO-8859-1", "BQ", NKF_BINARY }, { "US-ASCII", "Q", NKF_ASCII },
};

/* the code of charset name[0..len) encoded as enc, -1 if nkf leaves it */
static int
mime_charset_code(const char *name, long len, int enc)
{
    size_t i;

    for (i = 0; i < sizeof mime_charsets / sizeof mime_charsets[0]; i++) {
        const struct mime_charset *m = &mime_charsets[i];
        if ((long)strlen(m->name) == len && strncasecmp(m->name, name, len) == 0)
            return strchr(m->encodings, enc) ? m->code : -1;
    }
    return -1;
}

/* the length of the encoded word =?charset?B|Q?text?= at s, 0 if none;
 * the charset's code in *code (NKF_AUTO for another charset, taken if any) */
static long
encoded_word(const char *s, long len, int any, long *tstart, long *tlen, int *b64, int *code)
{
    long i = 2, q;
    int enc;

    if (len < 8 || s[0] != '=' || s[1] != '?') return 0;
    while (i < len && s[i] != '?' && !isspace((unsigned char)s[i])) i++;
    if (i + 3 >= len || s[i] != '?' || s[i + 2] != '?') return 0;
    enc = toupper((unsigned char)s[i + 1]);
    if (enc != 'B' && enc != 'Q') return 0;
    if ((*code = mime_charset_code(s + 2, i - 2, enc)) < 0) {
        if (!any) return 0;
        *code = NKF_AUTO;
    }
    *b64 = enc == 'B';
    q = i + 3;
    for (i = q; i + 1 < len; i++) {
        if (s[i] == '?' && s[i + 1] == '=') {
            *tstart = q;
            *tlen = i - q;
            return i + 2;
        }
        if (isspace((unsigned char)s[i])) return 0;
    }
    return 0;
}

/* str with its MIME encoded words decoded (blanks between two dropped);
 * of nkf's charsets only unless any; *first gets the code of the first
 * word's charset (NKF_AUTO if none) */
static VALUE
mime_decode(VALUE str, int any, int *first)
{
    const char *s = RSTRING_PTR(str);
    long len = RSTRING_LEN(str), i = 0, last_end = -1;
    VALUE out = rb_str_buf_new(len);

    *first = NKF_AUTO;
    while (i < len) {
        long ts, tl, n;
        int b64, code;
        if (s[i] == '=' && (n = encoded_word(s + i, len - i, any, &ts, &tl, &b64, &code)) > 0) {
            if (last_end >= 0) {
                long k;
                for (k = last_end; k < i && isspace((unsigned char)s[k]); k++);
                if (k == i) rb_str_resize(out, RSTRING_LEN(out) - (i - last_end));
            }
            if (*first == NKF_AUTO) *first = code;
            decode_word(out, s + i + ts, tl, b64);
            i += n;
            last_end = i;
            continue;
        }
        rb_str_cat(out, s + i, 1);
        i++;
    }
    return out;
}

/* ------------------------------------------------------------ encoders */

static unsigned long
unit_unicode(unsigned long u)
{
    switch (KIND(u)) {
      case U_ASCII: return u;
      case U_KANA: return 0xFF61 + CODE(u) - 0x21;
      case U_X0208: {
        unsigned uc = jis2u[JIDX(ROW(u), COL(u))];
        return uc ? uc : mac_unicode(CODE(u));
      }
      case U_IBM: return CODE(u) == 0xFA55 ? 0xA6 : ibm2u[CODE(u) - 0xFA00];
      case U_X0212: return jis2u12[JIDX(ROW(u), COL(u))];
      default: return CODE(u);
    }
}

static void
put_utf8(VALUE out, unsigned long u)
{
    char b[4];
    int n;

    if (u < 0x80) { b[0] = (char)u; n = 1; }
    else if (u < 0x800) { b[0] = 0xC0 | (u >> 6); b[1] = 0x80 | (u & 0x3F); n = 2; }
    else if (u < 0x10000) {
        b[0] = 0xE0 | (u >> 12); b[1] = 0x80 | ((u >> 6) & 0x3F); b[2] = 0x80 | (u & 0x3F); n = 3;
    }
    else {
        b[0] = 0xF0 | (u >> 18); b[1] = 0x80 | ((u >> 12) & 0x3F);
        b[2] = 0x80 | ((u >> 6) & 0x3F); b[3] = 0x80 | (u & 0x3F); n = 4;
    }
    rb_str_cat(out, b, n);
}

static void
put_utf16(VALUE out, unsigned long u, int le)
{
    char b[4];

    if (u >= 0x10000) {
        unsigned long hi = 0xD800 + ((u - 0x10000) >> 10), lo = 0xDC00 + (u & 0x3FF);
        put_utf16(out, hi, le);
        put_utf16(out, lo, le);
        return;
    }
    b[le ? 1 : 0] = (char)(u >> 8);
    b[le ? 0 : 1] = (char)(u & 0xFF);
    rb_str_cat(out, b, 2);
}

#define UNICODE_OUT(code) ((code) == NKF_UTF8 || (code) == NKF_UTF16 || (code) == NKF_UTF32)

static void
put_utf32(VALUE out, unsigned long u, int le)
{
    char b[4];
    int k;

    for (k = 0; k < 4; k++) b[le ? k : 3 - k] = (char)((u >> (8 * k)) & 0xFF);
    rb_str_cat(out, b, 4);
}

struct output {
    int code;        /* NKF_EUC, NKF_SJIS, NKF_JIS, NKF_UTF8, NKF_UTF16, NKF_UTF32 */
    int bom, le;
    int from;        /* the input's code */
    int open;        /* ISO-2022-JP left in its last mode (no return to ASCII) */
    char kanji_esc, ascii_esc;   /* ESC $ kanji_esc, ESC ( ascii_esc: -i@, -oJ */
};

/* NEC's copies of the IBM extensions (JIS rows 89-92) as nkf writes them
 * in another code: the IBM extension, or JIS X 0208 proper if it has it */
static unsigned long
nec_ibm_unit(unsigned long u, const struct output *o)
{
    unsigned long uc = jis2u[JIDX(ROW(u), COL(u))];
    unsigned ibm;

    if (o->code == NKF_EUC || (o->code == NKF_JIS && o->from == NKF_JIS)) return u;
    if (!(o->from == NKF_JIS && UNICODE_OUT(o->code)) && uc < 0x10000 && jis_proper(u2jis[uc])) return U_X0208 | u2jis[uc];
    ibm = unicode_to_ibm(uc);
    return ibm ? U_IBM | ibm : u;
}

/* unit u as the output code can write it (U_NONE: nothing) */
static unsigned long
output_unit(unsigned long u, const struct output *o)
{
    int unicode = UNICODE_OUT(o->code);

    if (KIND(u) == U_X0208 && ROW(u) >= 0x79 && ROW(u) <= 0x7C) u = nec_ibm_unit(u, o);
    switch (KIND(u)) {
      case U_UNI:
        if (unicode) return u;
        if (CODE(u) == 0xFF5E && o->code == NKF_JIS)
            return U_X0212 | 0x2237;   /* nkf's choice: JIS X 0212's tilde */
        if (jis_from_unicode(CODE(u))) return output_unit(U_X0208 | jis_from_unicode(CODE(u)), o);
        if (o->code == NKF_JIS && CODE(u) < 0x10000 && u2jis12[CODE(u)])
            return U_X0212 | u2jis12[CODE(u)];
        if (CODE(u) == 0xAF) return U_X0208 | 0x2131;   /* nkf's stand-ins */
        if (CODE(u) == 0xB8) return U_X0208 | 0x2124;
        if (o->code == NKF_SJIS && CODE(u) >= 0xE000 && CODE(u) < 0xE000 + 10 * 188) return u;
        return U_NONE;
      case U_IBM:
        if (o->code == NKF_EUC) {
            unsigned long uc = ibm2u[CODE(u) - 0xFA00];
            return u2jis[uc] ? U_X0208 | u2jis[uc] : U_NONE;
        }
        if (o->code == NKF_JIS) {
            unsigned j = ibm_x0212[CODE(u) - 0xFA00];
            return j ? U_X0212 | j : U_NONE;
        }
        return u;
      case U_X0212:
        if (o->code != NKF_EUC && o->code != NKF_SJIS) return u;
        return x0212_fallback(CODE(u)) ? U_X0208 | x0212_fallback(CODE(u)) : U_NONE;
      default:
        return u;
    }
}

static void
put2(VALUE out, unsigned a, unsigned b)
{
    char s[2];

    s[0] = (char)a;
    s[1] = (char)b;
    rb_str_cat(out, s, 2);
}

static VALUE
encode(struct units *b, struct output *o)
{
    VALUE out = rb_str_buf_new(b->n * 2);
    int mode = 0;   /* JIS: 0 ASCII, 1 X0208, 2 kana, 3 X0212 */
    long i;

    if (o->bom && o->code == NKF_UTF8) rb_str_cat(out, "\xEF\xBB\xBF", 3);
    if (o->bom && o->code == NKF_UTF16) put_utf16(out, 0xFEFF, o->le);
    if (o->bom && o->code == NKF_UTF32) put_utf32(out, 0xFEFF, o->le);
    for (i = 0; i < b->n; i++) {
        unsigned long u = b->u[i];
        unsigned r, c;
        if (KIND(u) == U_RAW) {   /* in whatever shift state JIS is */
            if (o->code == NKF_UTF16) put_utf16(out, CODE(u), o->le);
            else if (o->code == NKF_UTF32) put_utf32(out, CODE(u), o->le);
            else { char ch = (char)CODE(u); rb_str_cat(out, &ch, 1); }
            mode = 0;   /* nkf shifts back to ASCII by no escape then */
            continue;
        }
        u = output_unit(u, o);
        if (u == U_NONE) continue;
        r = ROW(u);
        c = COL(u);
        switch (o->code) {
          case NKF_UTF8: case NKF_UTF16: case NKF_UTF32: {
            unsigned long uc = unit_unicode(u);
            if (!uc && u) break;
            if (o->code == NKF_UTF8) put_utf8(out, uc);
            else if (o->code == NKF_UTF32) put_utf32(out, uc, o->le);
            else put_utf16(out, uc, o->le);
            break;
          }
          case NKF_EUC:
            if (KIND(u) == U_ASCII) { char ch = (char)u; rb_str_cat(out, &ch, 1); }
            else if (KIND(u) == U_X0208) put2(out, r | 0x80, c | 0x80);
            else if (KIND(u) == U_KANA) put2(out, 0x8E, CODE(u) | 0x80);
            else if (KIND(u) == U_X0212) { rb_str_cat(out, "\x8F", 1); put2(out, r | 0x80, c | 0x80); }
            break;
          case NKF_SJIS:
            if (KIND(u) == U_ASCII) { char ch = (char)u; rb_str_cat(out, &ch, 1); }
            else if (KIND(u) == U_X0208)
                put2(out, ((r + 1) >> 1) + (r <= 0x5E ? 0x70 : 0xB0),
                     c + ((r & 1) ? (c >= 0x60 ? 0x20 : 0x1F) : 0x7E));
            else if (KIND(u) == U_KANA) { char ch = (char)(CODE(u) | 0x80); rb_str_cat(out, &ch, 1); }
            else if (KIND(u) == U_IBM) put2(out, CODE(u) >> 8, CODE(u) & 0xFF);
            else if (KIND(u) == U_UNI) {   /* private use: the user-defined area */
                unsigned k = CODE(u) - 0xE000, t = k % 188 + 0x40;
                put2(out, 0xF0 + k / 188, t + (t >= 0x7F));
            }
            break;
          default: {   /* ISO-2022-JP */
            int want = KIND(u) == U_ASCII ? 0 : KIND(u) == U_X0208 ? 1
                     : KIND(u) == U_KANA ? 2 : KIND(u) == U_X0212 ? 3 : -1;
            if (want < 0) break;
            if (want != mode) {
                char esc[] = "\033(B\0\033$B\0\033(I\0\033$(D";
                esc[2] = o->ascii_esc ? o->ascii_esc : 'B';
                esc[6] = o->kanji_esc ? o->kanji_esc : 'B';
                rb_str_cat2(out, esc + (want == 3 ? 12 : want * 4));
                mode = want;
            }
            if (want == 0 || want == 2) { char ch = (char)CODE(u); rb_str_cat(out, &ch, 1); }
            else put2(out, r, c);
          }
        }
    }
    if (o->code == NKF_JIS && mode != 0 && !o->open) {
        char esc[] = "\033(B";
        esc[2] = o->ascii_esc ? o->ascii_esc : 'B';
        rb_str_cat2(out, esc);
    }
    return out;
}

/* half-width kana as full-width, a voiced mark joined to its kana */
static void
widen_kana(struct units *b)
{
    long i, j = 0;

    for (i = 0; i < b->n; i++) {
        unsigned long u = b->u[i];
        if (KIND(u) == U_KANA && CODE(u) >= 0x21 && CODE(u) <= 0x5F) {
            unsigned k = CODE(u), full = kana_full[k - 0x21];
            unsigned long next = i + 1 < b->n ? b->u[i + 1] : 0;
            if (next == (U_KANA | 0x5E) && ((k >= 0x36 && k <= 0x44) || (k >= 0x4A && k <= 0x4E))) {
                full += 1; i++;
            }
            else if (next == (U_KANA | 0x5E) && k == 0x33) { full = 0x2574; i++; }
            else if (next == (U_KANA | 0x5F) && k >= 0x4A && k <= 0x4E) { full += 2; i++; }
            u = U_X0208 | full;
        }
        b->u[j++] = u;
    }
    b->n = j;
}

/* the ASCII character nkf's -Z writes for JIS X 0208 unit u, 0 if none:
 * row 3 by its column, row 1 by its full-width forms and a few more */
static unsigned long
narrow_char(unsigned long u)
{
    static const unsigned short extra[][2] = {
        { 0x212D, '\'' }, { 0x213D, '-' }, { 0x215D, '-' }, { 0x2146, '`' },
        { 0x2147, '\'' }, { 0x2148, '"' }, { 0x2149, '"' }, { 0x2152, '<' }, { 0x2153, '>' },
    };
    unsigned long uc;
    size_t i;

    if (ROW(u) == 0x23) return COL(u);
    for (i = 0; i < sizeof extra / sizeof extra[0]; i++)
        if (CODE(u) == extra[i][0]) return extra[i][1];
    uc = jis2u[JIDX(ROW(u), COL(u))];
    if (uc < 0xFF01 || uc >= 0xFF5E) return 0;
    return uc - 0xFEE0;
}

/* -Z: full-width ASCII (the forms U+FF01..FF5E) as ASCII; mode 2 (-Z1)
 * turns the ideographic space into a space, 3 (-Z2) into two, 4 (-Z3)
 * writes & < > " as HTML entities */
static void
narrow_ascii(struct units *b, int mode)
{
    struct units o = { 0, 0, 0 };
    long i;

    for (i = 0; i < b->n; i++) {
        unsigned long u = b->u[i], uc;
        const char *ent = 0;
        if (KIND(u) != U_X0208 || (ROW(u) != 0x21 && ROW(u) != 0x23)) {
            push_unit(&o, u);
            continue;
        }
        if (u == (U_X0208 | 0x2121) && (mode == 2 || mode == 3)) {
            push_unit(&o, ' ');
            if (mode == 3) push_unit(&o, ' ');
            continue;
        }
        uc = narrow_char(u);
        if (!uc) {
            push_unit(&o, u);
            continue;
        }
        if (mode == 4 && ROW(u) == 0x21)   /* (row 3's stay characters) */
            ent = uc == '&' ? "&amp;" : uc == '<' ? "&lt;" : uc == '>' ? "&gt;" : uc == '"' ? "&quot;" : 0;
        if (ent) while (*ent) push_unit(&o, (unsigned char)*ent++);
        else push_unit(&o, uc);
    }
    xfree(b->u);
    *b = o;
}

/* --hiragana (to 1), --katakana (to 2), -h3 (both ways): kana rows 4 <-> 5.
 * The letter vu, which JIS has only as katakana, turns between U+30F4 and
 * U+3094 only where nkf sees it as Unicode: hiragana when the output is
 * Unicode, katakana when the input was */
static void
convert_kana_rows(struct units *b, int how, int unicode_out)
{
    long i;

    for (i = 0; i < b->n; i++) {
        unsigned long u = b->u[i];
        if (u == (U_X0208 | 0x2574) && (how & 1) && unicode_out) b->u[i] = U_UNI | 0x3094;
        else if (u == (U_UNI | 0x3094) && (how & 2)) b->u[i] = U_X0208 | 0x2574;
        if (KIND(u) != U_X0208 || COL(u) < 0x21 || COL(u) > 0x73) continue;
        if (ROW(u) == 0x25 && (how & 1)) b->u[i] = u - 0x100;
        else if (ROW(u) == 0x24 && (how & 2)) b->u[i] = u + 0x100;
    }
}

/* line ends: 0 keep, '\n', '\r' or 'w' (CRLF) */
static void
convert_eol(struct units *b, int eol)
{
    struct units o = { 0, 0, 0 };
    long i;

    for (i = 0; i < b->n; i++) {
        unsigned long u = b->u[i];
        if (u == '\r' || u == '\n') {
            if (u == '\r' && i + 1 < b->n && b->u[i + 1] == '\n') i++;
            if (eol == 'w') { push_unit(&o, '\r'); push_unit(&o, '\n'); }
            else push_unit(&o, eol);
            continue;
        }
        push_unit(&o, u);
    }
    xfree(b->u);
    *b = o;
}

/* the kana of JIS row 4 or 5 (column c) that takes a voiced mark */
static int
voicable(unsigned c)
{
    return (c >= 0x2B && c <= 0x41 && (c & 1)) || c == 0x44 || c == 0x46 || c == 0x48 ||
        (c >= 0x4F && c <= 0x5B && (c - 0x4F) % 3 == 0);
}

/* the kana with combining mark m (U+3099 voiced, U+309A semi-voiced)
 * after it as one character, 0 if none */
static unsigned long
composed_kana(unsigned long u, unsigned long m)
{
    int kana = KIND(u) == U_X0208 && (ROW(u) == 0x24 || ROW(u) == 0x25);

    if (m == (U_UNI | 0x3099)) {
        if (kana && voicable(COL(u))) return u + 1;
        if (u == (U_X0208 | 0x2526)) return U_X0208 | 0x2574;
    }
    if (m == (U_UNI | 0x309A) && kana && COL(u) >= 0x4F && COL(u) <= 0x5B && (COL(u) - 0x4F) % 3 == 0)
        return u + 2;
    return 0;
}

/* --utf8mac-input: a kana and a combining mark as one; as nkf, the
 * character after such a pair is lost */
static void
compose_voiced(struct units *b)
{
    long i, j = 0;

    for (i = 0; i < b->n; i++) {
        unsigned long u = b->u[i], c = i + 1 < b->n ? composed_kana(u, b->u[i + 1]) : 0;
        if (c) { u = c; i += 2; }
        b->u[j++] = u;
    }
    b->n = j;
}

/* -I: characters beyond ISO-2022-JP (NEC's row 13) as the geta mark */
static void
geta_nec_row(struct units *b)
{
    long i;

    for (i = 0; i < b->n; i++)
        if (KIND(b->u[i]) == U_X0208 && ROW(b->u[i]) == 0x2D) b->u[i] = U_X0208 | 0x222E;
}

/* nkf -r: ROT13 for ASCII letters, ROT47 for each byte of JIS X 0208 */
static void
rot_units(struct units *b)
{
    long i;

    for (i = 0; i < b->n; i++) {
        unsigned long u = b->u[i];
        if (KIND(u) == U_ASCII && u < 0x80 && isalpha((int)u))
            b->u[i] = (u & 0x60) | (((u & 0x1F) - 1 + 13) % 26 + 1);
        else if (KIND(u) == U_X0208)
            b->u[i] = U_X0208 | ((0x21 + (ROW(u) - 0x21 + 47) % 94) << 8) | (0x21 + (COL(u) - 0x21 + 47) % 94);
    }
}

/* ------------------------------------------------------------ -f folding */

/* the JIS X 0208 marks nkf lets past the fold, within its margin, rather
 * than start a line with them: 、。，．：；？！゛゜）」 */
static int
fold_kinsoku(unsigned long u)
{
    unsigned c = CODE(u);

    if (KIND(u) != U_X0208) return 0;
    return (c >= 0x2122 && c <= 0x2125) || (c >= 0x2127 && c <= 0x212C) ||
        c == 0x214B || c == 0x2157;
}

static int
fold_alnum(unsigned long u)
{
    return KIND(u) == U_ASCII && u < 0x80 && isalnum((int)u);
}

#define FOLD_CHAR  0
#define FOLD_SPACE 1
#define FOLD_NL    2

struct fold {
    struct units o;
    long len, margin, col;
    int last;               /* FOLD_CHAR, FOLD_SPACE or FOLD_NL */
    unsigned long prev;     /* the last character written, 0 at a line start */
};

static void
fold_newline(struct fold *f)
{
    push_unit(&f->o, '\n');
    f->col = 0;
    f->prev = 0;
}

/* a blank: dropped after a blank, a line end where the line is full */
static void
fold_space(struct fold *f)
{
    if (f->last == FOLD_SPACE) return;
    f->last = FOLD_SPACE;
    if (f->col >= f->len) { fold_newline(f); return; }
    push_unit(&f->o, ' ');
    f->col++;
    f->prev = ' ';
}

/* a line end of the input: lines are joined (by a blank, none after a wide
 * character), an empty line ends the paragraph */
static void
fold_line_end(struct fold *f)
{
    if (f->last == FOLD_SPACE) return;
    if (f->last == FOLD_NL) {
        if (f->col > 0) fold_newline(f);
        fold_newline(f);
        return;
    }
    if (f->prev && !(KIND(f->prev) == U_ASCII && f->prev < 0x80)) {
        f->last = FOLD_NL;
        return;
    }
    f->last = FOLD_CHAR;
    fold_space(f);
    f->last = FOLD_NL;
}

/* any other character: a new line before it where the line is full, but
 * within the margin a word goes on and the marks no line starts with stay */
static void
fold_char(struct fold *f, unsigned long u)
{
    int wide = !(KIND(u) == U_ASCII && u < 0x80) && KIND(u) != U_RAW;

    f->last = FOLD_CHAR;
    if (wide) {
        if (f->col + 2 > f->len && !(fold_kinsoku(u) && f->col + 2 <= f->len + f->margin))
            fold_newline(f);
    }
    else if (f->col >= f->len) {
        if (f->col >= f->len + f->margin ||
            !(fold_alnum(f->prev) || (u < 0x80 && strchr("!),./:;?]}", (int)u))))
            fold_newline(f);
    }
    push_unit(&f->o, u);
    f->col += wide ? 2 : 1;
    f->prev = u;
}

/* nkf -f[len[-margin]]: lines joined and folded at len columns (wide
 * characters count two), a word may pass it by margin */
static void
fold_lines(struct units *b, long len, long margin)
{
    struct fold f;
    long i;

    f.o.u = 0;
    f.o.n = f.o.capa = 0;
    f.len = len > 0 ? len : LONG_MAX / 4;
    f.margin = margin;
    f.col = 0;
    f.last = FOLD_CHAR;
    f.prev = 0;
    for (i = 0; i < b->n; i++) {
        unsigned long u = b->u[i];
        if (u == '\r') continue;
        if (u == '\n') fold_line_end(&f);
        else if (u == ' ' || u == '\t') fold_space(&f);
        else fold_char(&f, u);
    }
    if (f.col > 0) fold_newline(&f);
    xfree(b->u);
    *b = f.o;
}

/* ------------------------------------------------------------ MIME encoding */

static const char b64_digits[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/* s[0..len) in base64 onto out (padded) */
static void
put_base64(VALUE out, const unsigned char *s, long len)
{
    long i;

    for (i = 0; i < len; i += 3) {
        unsigned long v = (unsigned long)s[i] << 16;
        char q[4];
        if (i + 1 < len) v |= (unsigned long)s[i + 1] << 8;
        if (i + 2 < len) v |= s[i + 2];
        q[0] = b64_digits[(v >> 18) & 63];
        q[1] = b64_digits[(v >> 12) & 63];
        q[2] = i + 1 < len ? b64_digits[(v >> 6) & 63] : '=';
        q[3] = i + 2 < len ? b64_digits[v & 63] : '=';
        rb_str_cat(out, q, 4);
    }
}

/* -MB: the whole text in base64, lines of 72 characters */
static VALUE
base64_lines(VALUE str)
{
    VALUE b = rb_str_buf_new(RSTRING_LEN(str) * 4 / 3 + 4), out;
    long i;

    put_base64(b, (const unsigned char *)RSTRING_PTR(str), RSTRING_LEN(str));
    out = rb_str_buf_new(RSTRING_LEN(b) + RSTRING_LEN(b) / 72 + 1);
    for (i = 0; i < RSTRING_LEN(b); i += 72) {
        if (i > 0) rb_str_cat(out, "\n", 1);
        rb_str_cat(out, RSTRING_PTR(b) + i, RSTRING_LEN(b) - i < 72 ? RSTRING_LEN(b) - i : 72);
    }
    return out;
}

/* -MQ: quoted-printable, letters, digits and line ends as they are, a
 * soft line break once a line has 72 characters */
static VALUE
quoted_printable(VALUE str)
{
    const unsigned char *s = (const unsigned char *)RSTRING_PTR(str);
    long len = RSTRING_LEN(str), i, col = 0;
    VALUE out = rb_str_buf_new(len * 3);

    for (i = 0; i < len; i++) {
        char q[4];
        int n;
        if (s[i] == '\n') { rb_str_cat(out, "\n", 1); col = 0; continue; }
        if (s[i] == '\r') { rb_str_cat(out, "\r", 1); col = 0; continue; }   /* as nkf: as it is */
        if (isalnum(s[i])) { q[0] = (char)s[i]; n = 1; }
        else { snprintf(q, sizeof q, "=%02X", s[i]); n = 3; }
        if (col >= 72) { rb_str_cat(out, "=\n", 2); col = 0; }   /* nkf breaks once past 72 */
        rb_str_cat(out, q, n);
        col += n;
    }
    return out;
}

static const char *
mime_charset_name(int code)
{
    switch (code) {
      case NKF_EUC: return "EUC-JP";
      case NKF_SJIS: return "SHIFT_JIS";
      case NKF_UTF8: return "UTF-8";
      case NKF_JIS: return "ISO-2022-JP";
      default: return "EUC-JP";
    }
}

static int
unit_is_ascii(unsigned long u)
{
    return KIND(u) == U_ASCII && u < 0x80;
}

/* units[from..to) as one encoded word onto out; its length */
static long
put_encoded_word(VALUE out, struct units *b, long from, long to, struct output *o)
{
    struct units part;
    VALUE bytes;
    long before = RSTRING_LEN(out);

    part.u = b->u + from;
    part.n = part.capa = to - from;
    bytes = encode(&part, o);
    rb_str_cat2(out, "=?");
    rb_str_cat2(out, mime_charset_name(o->code));
    rb_str_cat2(out, "?B?");
    put_base64(out, (const unsigned char *)RSTRING_PTR(bytes), RSTRING_LEN(bytes));
    rb_str_cat2(out, "?=");
    return RSTRING_LEN(out) - before;
}

/* the column nkf reaches with units[from..to) of an encoded word open
 * (the base64 digits written so far and the bytes waiting for theirs) */
static long
open_word_column(struct units *b, long from, long to, struct output *o)
{
    struct units part;
    struct output open = *o;
    long n;

    part.u = b->u + from;
    part.n = part.capa = to - from;
    open.open = 1;
    n = RSTRING_LEN(encode(&part, &open));
    return strlen(mime_charset_name(o->code)) + 5 + n / 3 * 4 + n % 3;   /* "=?" name "?B?" */
}

/* a run of words with characters beyond ASCII as encoded words: a new
 * word (on a line of its own, after a blank) once the next character
 * would pass column 68, as nkf folds them */
static long
put_encoded_run(VALUE out, struct units *b, long from, long to, struct output *o, long col, int *full)
{
    long start = from, i;

    /* from column 47 on, whatever the charset, nkf starts a word on a new
     * line, the blanks before it kept */
    if (col > 46) {
        rb_str_cat(out, "\n ", 2);
        col = 1;
    }
    for (i = from; i < to; i++) {
        /* (only before a character beyond ASCII: ASCII never breaks one) */
        if (i > start && !unit_is_ascii(b->u[i]) && col + open_word_column(b, start, i, o) + 2 > 68) {
            put_encoded_word(out, b, start, i, o);
            rb_str_cat(out, "\n ", 2);
            col = 1;
            start = i;
        }
    }
    *full = col + open_word_column(b, start, to, o) + 2 > 68;
    return col + put_encoded_word(out, b, start, to, o);
}

/* the end of the part of blanks and line ends b[from..to) after an
 * encoded word that nkf puts into the word: up to the last line end that
 * a blank follows */
static long
gap_kept(struct units *b, long from, long to)
{
    long k, keep = from;

    for (k = from; k < to; k++)
        if (b->u[k] == '\n' && k + 1 < to && (b->u[k + 1] == ' ' || b->u[k + 1] == '\t')) keep = k + 1;
    return keep;
}

/* whether the encoded words of units[from..to) starting at column col
 * pass the end of their last line (nkf then goes on encoding what follows) */
#define RUN_FULL_COL 76
static int
run_full(struct units *b, long from, long to, struct output *o, long col)
{
    VALUE tmp = rb_str_buf_new(0);
    int full;

    return put_encoded_run(tmp, b, from, to, o, col, &full) > RUN_FULL_COL;
}

/* -M: each run of words holding characters beyond ASCII as MIME encoded
 * words (B encoding, in the output's charset); the rest as it is */
static VALUE
mime_encode_words(struct units *b, struct output *o)
{
    VALUE out = rb_str_buf_new(b->n * 4);
    long i = 0, col = 0;

    while (i < b->n) {
        long j = i, run_end, k;
        int full;
        unsigned long u = b->u[i];
        if (u == '\n') { rb_str_cat(out, "\n", 1); col = 0; i++; continue; }
        if (u == ' ' || u == '\t' || u == '\r') { char c = (char)u; rb_str_cat(out, &c, 1); col++; i++; continue; }
        /* a word: to the next blank or line end */
        while (j < b->n && b->u[j] != ' ' && b->u[j] != '\t' && b->u[j] != '\r' && b->u[j] != '\n') j++;
        for (k = i; k < j && unit_is_ascii(b->u[k]); k++);
        if (k == j) {   /* all ASCII */
            struct units part;
            VALUE bytes;
            part.u = b->u + i;
            part.n = part.capa = j - i;
            bytes = encode(&part, o);
            rb_str_append(out, bytes);
            col += RSTRING_LEN(bytes);
            i = j;
            continue;
        }
        /* the run: this word and the next ones with wide characters, with
         * the blanks between them (a line end followed by a blank is one
         * of them); once its line is full, ASCII words too */
        run_end = j;
        for (;;) {
            long s = run_end, e, keep;
            int nl_ok = 1;
            while (s < b->n && (b->u[s] == ' ' || b->u[s] == '\t' || b->u[s] == '\n')) {
                if (b->u[s] == '\n') nl_ok = s + 1 < b->n && (b->u[s + 1] == ' ' || b->u[s + 1] == '\t');
                s++;
            }
            keep = gap_kept(b, run_end, s);
            if (s == run_end || s >= b->n || b->u[s] == '\r' || !nl_ok) { run_end = keep; break; }
            e = s;
            while (e < b->n && b->u[e] != ' ' && b->u[e] != '\t' && b->u[e] != '\r' && b->u[e] != '\n') e++;
            for (k = s; k < e && unit_is_ascii(b->u[k]); k++);
            if (k == e && !(keep == run_end && run_full(b, i, run_end, o, col))) { run_end = keep; break; }
            run_end = e;
        }
        col = put_encoded_run(out, b, i, run_end, o, col, &full);
        /* a full last word at the end of the text is folded after, as nkf does */
        if (full && run_end == b->n) rb_str_cat(out, "\n ", 2);
        i = run_end;
    }
    return out;
}

/* ------------------------------------------------------------ options */

struct options {
    int input;           /* NKF_AUTO or a code */
    struct output out;
    int keep_kana;       /* -x */
    int mime;            /* decode MIME: 1 encoded words, 'N' of any charset,
                            'B' or 'Q' the whole text as base64 or quoted-printable */
    int eol;
    int narrow;          /* -Z: 1, -Z1: 2 */
    int kana_rows;       /* -h1/--hiragana 1, -h2/--katakana 2, -h3 3 */
    int mime_out;        /* -M 'M' (encoded words), -MB 'B', -MQ 'Q', else 0 */
    int latin1;          /* -l given, whatever input code follows */
    long fold, margin;   /* -f: columns and margin, fold 0 without -f */
    int rot;             /* -r: ROT13 for ASCII letters, ROT47 for JIS X 0208 */
    int input_le;        /* -W16L, --ic=UTF-16LE: little endian input */
    int utf8mac;         /* --utf8mac-input */
    int geta;            /* -I */
    int no_output;       /* --no-output */
};

/* the names nkf's --ic and --oc know; an output's BOM and byte order are
 * only ever switched on */
static const struct code_name {
    const char *name;
    int code, bom, le;
} code_names[] = {
    { "ISO-2022-JP", NKF_JIS }, { "ISO-2022-JP-1", NKF_JIS }, { "ISO-2022-JP-3", NKF_JIS },
    { "CP50220", NKF_JIS }, { "CP50221", NKF_JIS }, { "CP50222", NKF_JIS },
    { "EUC-JP", NKF_EUC }, { "EUCJP", NKF_EUC }, { "EUC-JP-MS", NKF_EUC }, { "EUCJP-MS", NKF_EUC },
    { "CP51932", NKF_EUC },
    { "SHIFT_JIS", NKF_SJIS }, { "CP932", NKF_SJIS }, { "WINDOWS-31J", NKF_SJIS },
    { "UTF-8", NKF_UTF8 }, { "UTF-8N", NKF_UTF8 }, { "UTF-8-BOM", NKF_UTF8, 1 },
    { "UTF8-MAC", NKF_UTF8 }, { "UTF-8-MAC", NKF_UTF8 },
    { "UTF-16", NKF_UTF16, 1 }, { "UTF-16BE", NKF_UTF16 }, { "UTF-16LE", NKF_UTF16, 0, 1 },
    { "UTF-16BE-BOM", NKF_UTF16, 1 }, { "UTF-16LE-BOM", NKF_UTF16, 1, 1 },
    { "UTF-32", NKF_UTF32 }, { "UTF-32BE", NKF_UTF32 }, { "UTF-32LE", NKF_UTF32, 0, 1 },
    { "UTF-32BE-BOM", NKF_UTF32, 1 }, { "UTF-32LE-BOM", NKF_UTF32, 1, 1 },
};

/* the code of an --ic/--oc name (o: the output's flags to switch on), -1
 * for a name nkf does not know */
static int
code_by_name(const char *name, long len, struct output *o)
{
    char buf[32];
    long i;

    if (len >= (long)sizeof buf) return -1;
    for (i = 0; i < len; i++) buf[i] = toupper((unsigned char)name[i]);
    buf[len] = '\0';
    for (i = 0; i < (long)(sizeof code_names / sizeof code_names[0]); i++) {
        if (strcmp(buf, code_names[i].name)) continue;
        if (o && code_names[i].bom) o->bom = 1;
        if (o && code_names[i].le) o->le = 1;
        return code_names[i].code;
    }
    return -1;
}

/* -w[8[0]|16[B|L][0]]: UTF-8 or UTF-16 output; as nkf, a BOM or little
 * endian once asked for stays */
static const char *
utf_output(const char *p, struct output *o)
{
    o->code = NKF_UTF8;
    if (p[0] == '8') {
        p++;
        if (*p == '0') p++;
        else o->bom = 1;
    }
    else if (p[0] == '1' && p[1] == '6') {
        p += 2;
        o->code = NKF_UTF16;
        if (*p == 'B' || *p == 'L') {
            if (*p == 'L') o->le = 1;
            p++;
            if (*p == '0') p++;
            else o->bom = 1;
        }
    }
    return p;
}

static void
long_option(struct options *opt, const char *p, long len)
{
#define IS(s) (len == (long)strlen(s) && !strncmp(p, s, len))
    if (IS("utf8") || IS("utf-8")) opt->out.code = NKF_UTF8;
    else if (IS("utf16") || IS("utf-16")) opt->out.code = NKF_UTF16;
    else if (IS("euc")) opt->out.code = NKF_EUC;
    else if (IS("sjis")) opt->out.code = NKF_SJIS;
    else if (IS("jis")) opt->out.code = NKF_JIS;
    else if (IS("utf8-input") || IS("utf-8-input")) opt->input = NKF_UTF8;
    else if (IS("utf16-input") || IS("utf-16-input")) opt->input = NKF_UTF16;
    else if (IS("euc-input")) opt->input = NKF_EUC;
    else if (IS("sjis-input")) opt->input = NKF_SJIS;
    else if (IS("jis-input")) opt->input = NKF_JIS;
    else if (IS("hiragana")) opt->kana_rows = 1;
    else if (IS("no-output")) opt->no_output = 1;
    else if (IS("no-cp932ext")) no_cp932ext = 1;
    else if (IS("cp932ext")) no_cp932ext = 0;
    else if (IS("utf8mac-input") || IS("utf8-mac-input")) { opt->input = NKF_UTF8; opt->utf8mac = 1; }
    else if (IS("katakana")) opt->kana_rows = 2;
    else if (IS("katakana-hiragana")) opt->kana_rows = 3;
    else if (len > 3 && !strncmp(p, "ic=", 3)) {
        struct output o = opt->out;
        int c;
        o.le = 0;
        c = code_by_name(p + 3, len - 3, &o);
        if (c > 0) { opt->input = c; opt->input_le = o.le; }
    }
    else if (len > 3 && !strncmp(p, "oc=", 3)) {
        struct output o = opt->out;
        int c = code_by_name(p + 3, len - 3, &o);
        if (c > 0) { opt->out = o; opt->out.code = c; }
        /* nkf keeps half-width kana for any --oc, but CP50220 */
        opt->keep_kana = !(len == 10 && !strncasecmp(p + 3, "CP50220", 7));
    }
#undef IS
}

/* -f[len[-margin]]: 60 and 10 when not given, margin 0 after a bare '-' */
static const char *
fold_option(const char *w, const char *end, struct options *opt)
{
    opt->fold = 60;
    opt->margin = 10;
    if (w < end && isdigit((unsigned char)*w)) {
        opt->fold = 0;
        for (; w < end && isdigit((unsigned char)*w); w++)
            if (opt->fold < 100000) opt->fold = opt->fold * 10 + (*w - '0');
        if (opt->fold == 0) opt->fold = -1;
    }
    if (w < end && *w == '-') {
        opt->margin = 0;
        for (w++; w < end && isdigit((unsigned char)*w); w++)
            if (opt->margin < 100000) opt->margin = opt->margin * 10 + (*w - '0');
    }
    return w;
}

static void
parse_options(VALUE vopt, struct options *opt)
{
    const char *p = RSTRING_PTR(vopt), *end = p + RSTRING_LEN(vopt);

    opt->input = NKF_AUTO;
    opt->out.code = NKF_JIS;
    opt->out.bom = opt->out.le = 0;
    opt->out.open = 0;
    opt->keep_kana = 0;
    opt->mime = 1;
    opt->eol = 0;
    opt->narrow = 0;
    opt->kana_rows = 0;
    opt->mime_out = 0;
    opt->latin1 = 0;
    opt->fold = 0;
    opt->margin = 0;
    opt->rot = 0;
    opt->input_le = 0;
    opt->utf8mac = 0;
    opt->geta = 0;
    no_cp932ext = 0;
    opt->no_output = 0;
    opt->out.kanji_esc = opt->out.ascii_esc = 'B';
    while (p < end) {
        const char *w;
        if (isspace((unsigned char)*p)) { p++; continue; }
        w = p;
        while (p < end && !isspace((unsigned char)*p)) p++;
        if (p - w >= 2 && w[0] == '-' && w[1] == '-') { long_option(opt, w + 2, p - w - 2); continue; }
        if (*w != '-') continue;
        for (w++; w < p; ) {
            switch (*w++) {
              case 'e': opt->out.code = NKF_EUC; break;
              case 's': opt->out.code = NKF_SJIS; break;
              case 'j': opt->out.code = NKF_JIS; break;
              case 'w': w = utf_output(w, &opt->out); break;
              case 'E': opt->input = NKF_EUC; break;
              case 'S': opt->input = NKF_SJIS; break;
              case 'J': opt->input = NKF_JIS; break;
              case 'l': opt->input = NKF_LATIN1; opt->latin1 = 1; break;   /* ISO-8859-1 */
              case 'W':
                opt->input = NKF_UTF8;
                if (w < p && *w == '8') w++;
                else if (w + 1 < p && w[0] == '1' && w[1] == '6') {
                    opt->input = NKF_UTF16;
                    w += 2;
                    if (w < p && (*w == 'B' || *w == 'L')) opt->input_le = *w++ == 'L';
                }
                break;
              case 'M':
                opt->mime_out = 'M';
                if (w < p && (*w == 'B' || *w == 'Q')) opt->mime_out = *w++;
                break;
              case 'x': opt->keep_kana = 1; break;
              case 'X': opt->keep_kana = 0; break;
              case 'm':
                opt->mime = 1;
                if (w < p && *w == '0') { opt->mime = 0; w++; }
                else if (w < p && strchr("BQN", *w)) opt->mime = *w++;
                else if (w < p && *w == 'S') w++;
                break;
              case 'L':
                if (w < p && *w == 'u') opt->eol = '\n';
                else if (w < p && *w == 'w') opt->eol = 'w';
                else if (w < p && *w == 'm') opt->eol = '\r';
                if (w < p) w++;
                break;
              case 'Z':
                opt->narrow = 1;
                if (w < p && *w >= '0' && *w <= '4') {
                    static const int modes[] = { 1, 2, 3, 4, 1 };
                    opt->narrow = modes[*w++ - '0'];
                }
                break;
              case 'h':
                opt->kana_rows = 1;
                if (w < p && *w >= '1' && *w <= '3') opt->kana_rows = *w++ - '0';
                break;
              case 'f':
                w = fold_option(w, p, opt);
                break;
              case 'r': opt->rot = 1; break;
              case 'I': opt->geta = 1; break;
              case 'i':   /* -i@ / -iB: the escape into JIS X 0208 */
                if (w < p && (*w == '@' || *w == 'B')) opt->out.kanji_esc = *w;
                if (w < p) w++;
                break;
              case 'o':   /* -oB / -oJ: the escape back to ASCII */
                if (w < p && (*w == 'J' || *w == 'B')) opt->out.ascii_esc = *w;
                if (w < p) w++;
                break;
              case 'd': opt->eol = '\n'; break;
              case 'c': opt->eol = 'w'; break;
              default: break;
            }
        }
    }
}

/* ------------------------------------------------------------ NKF */

static int
has_eight_bit(const unsigned char *s, long len)
{
    long i;

    for (i = 0; i < len; i++) if (s[i] >= 0x80) return 1;
    return 0;
}

/* an 8-bit byte before the last: nkf weighs the codes from there on */
static int
eight_bit_pair(const unsigned char *s, long len)
{
    return has_eight_bit(s, len - 1);
}

/* NKF.nkf(options, str): str converted */
static VALUE
nkf_nkf(VALUE self, VALUE vopt, VALUE src)
{
    struct options opt;
    struct units b = { 0, 0, 0 };
    const unsigned char *s;
    VALUE str, out;
    long len;
    int code, mime_code = NKF_AUTO, binary, eight = 0;

    StringValue(vopt);
    StringValue(src);
    parse_options(vopt, &opt);
    if (opt.mime == 'B' || opt.mime == 'Q') {
        str = rb_str_buf_new(RSTRING_LEN(src));
        if (opt.mime == 'B') decode_base64_text(str, RSTRING_PTR(src), RSTRING_LEN(src));
        else decode_word(str, RSTRING_PTR(src), RSTRING_LEN(src), 0);
    }
    else str = opt.mime ? mime_decode(src, opt.mime == 'N', &mime_code) : src;
    s = (const unsigned char *)RSTRING_PTR(str);
    len = RSTRING_LEN(str);
    build_tables();
    code = opt.input != NKF_AUTO ? opt.input : guess_code(s, len, &binary);
    if (opt.mime && mime_code == NKF_JIS) code = NKF_JIS;   /* whatever -E/-S/-W said */
    /* after -l, nkf reads the 8-bit codes as Latin-1 */
    if (opt.latin1 && (code == NKF_EUC || code == NKF_SJIS || code == NKF_JIS)) code = NKF_LATIN1;
    opt.out.from = code == NKF_LATIN1 ? NKF_JIS : code;   /* -l reads JIS escapes */
    /* guessing, nkf reads escapes among 8-bit text and 8-bit text among
     * ISO-2022-JP in the code the 8-bit bytes tell */
    if (opt.input == NKF_AUTO && !opt.latin1 && (code == NKF_JIS || code == NKF_EUC ||
        code == NKF_SJIS || code == NKF_UTF8) && memchr(s, 0x1B, len) && has_eight_bit(s, len)) {
        eight = code != NKF_JIS ? code : eight_bit_pair(s, len) ? guess_8bit(s, len, &binary) : NKF_EUC;
        code = NKF_JIS;
    }
    switch (code) {
      case NKF_EUC: decode_euc(s, len, &b); break;
      case NKF_SJIS: decode_sjis(s, len, &b); break;
      case NKF_UTF8:
        if (!opt.latin1) decode_utf8(s, len, &b);
        else drop_raw(s, len, &b);   /* as nkf -l -W does */
        break;
      case NKF_UTF16: decode_utf16(s, len, &b, opt.input_le); break;
      case NKF_UTF32: decode_utf32(s, len, &b, opt.input_le); break;
      default: decode_jis(s, len, &b, code == NKF_LATIN1, eight); break;
    }
    RB_GC_GUARD(str);
    if (!opt.keep_kana) widen_kana(&b);
    if (opt.narrow) narrow_ascii(&b, opt.narrow);
    if (opt.kana_rows) convert_kana_rows(&b, opt.kana_rows, UNICODE_OUT(opt.out.code));
    if (opt.utf8mac && code == NKF_UTF8) compose_voiced(&b);
    if (opt.geta) geta_nec_row(&b);
    if (opt.rot) rot_units(&b);
    if (opt.fold) fold_lines(&b, opt.fold, opt.margin);
    if (opt.eol) convert_eol(&b, opt.eol);
    out = opt.mime_out == 'M' ? mime_encode_words(&b, &opt.out) : encode(&b, &opt.out);
    if (opt.mime_out == 'B') out = base64_lines(out);
    else if (opt.mime_out == 'Q') out = quoted_printable(out);
    xfree(b.u);
    if (opt.no_output) out = rb_str_new(0, 0);
    OBJ_INFECT(out, src);
    return out;
}

/* NKF.guess(str) (and guess2): the code of str, a constant of NKF */
static VALUE
nkf_guess(VALUE self, VALUE src)
{
    int mime_code, code, binary;

    StringValue(src);
    build_tables();
    mime_decode(src, 0, &mime_code);
    /* nkf takes the code of ISO-2022-JP and Shift_JIS encoded words */
    if (mime_code == NKF_JIS || mime_code == NKF_SJIS) return INT2FIX(mime_code);
    code = guess_code((const unsigned char *)RSTRING_PTR(src), RSTRING_LEN(src), &binary);
    return INT2FIX(binary ? NKF_BINARY : code);
}

/* NKF.guess1(str): the older guess, from the first byte that tells:
 * JIS, EUC, SJIS, BINARY or UNKNOWN */
static VALUE
nkf_guess1(VALUE self, VALUE src)
{
    const unsigned char *s;
    long len, i;

    StringValue(src);
    s = (const unsigned char *)RSTRING_PTR(src);
    len = RSTRING_LEN(src);
    for (i = 0; i < len; i++) {
        unsigned c = s[i], d = i + 1 < len ? s[i + 1] : 0;
        if (c == 0x1B && (d == '$' || d == '(')) return INT2FIX(NKF_JIS);
        if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != 0x0C && c != 0x1B) ||
            c == 0x7F || c == 0xFF) return INT2FIX(NKF_BINARY);
        if (c >= 0x81 && c <= 0x9F && c != 0x8E) return INT2FIX(NKF_SJIS);
        if (c >= 0xF0 && c <= 0xFE) return INT2FIX(NKF_EUC);
        if (c >= 0xE0 && c <= 0xEF && d >= 0x40 && d <= 0xA0) return INT2FIX(NKF_SJIS);
        if (c >= 0xA1 && c <= 0xEF && d >= 0xE0 && d <= 0xFE) return INT2FIX(NKF_EUC);
        if (c >= 0xA1 && c <= 0xEF && d >= 0xA1) i++;
    }
    return INT2FIX(NKF_AUTO);
}

void
Init_nkf(void)
{
    VALUE mNKF = rb_define_module("NKF");

    rb_define_module_function(mNKF, "nkf", nkf_nkf, 2);
    rb_define_module_function(mNKF, "guess1", nkf_guess1, 1);
    rb_define_module_function(mNKF, "guess2", nkf_guess, 1);
    rb_define_module_function(mNKF, "guess", nkf_guess, 1);
    rb_define_const(mNKF, "AUTO", INT2FIX(NKF_AUTO));
    rb_define_const(mNKF, "JIS", INT2FIX(NKF_JIS));
    rb_define_const(mNKF, "EUC", INT2FIX(NKF_EUC));
    rb_define_const(mNKF, "SJIS", INT2FIX(NKF_SJIS));
    rb_define_const(mNKF, "BINARY", INT2FIX(NKF_BINARY));
    rb_define_const(mNKF, "NOCONV", INT2FIX(NKF_BINARY));
    rb_define_const(mNKF, "ASCII", INT2FIX(NKF_ASCII));
    rb_define_const(mNKF, "UTF8", INT2FIX(NKF_UTF8));
    rb_define_const(mNKF, "UTF16", INT2FIX(NKF_UTF16));
    rb_define_const(mNKF, "UTF32", INT2FIX(NKF_UTF32));
    rb_define_const(mNKF, "UNKNOWN", INT2FIX(NKF_AUTO));
    rb_define_const(mNKF, "VERSION", rb_str_new2("2.0.8 (2008-11-08)"));
    rb_define_const(mNKF, "NKF_VERSION", rb_str_new2("2.0.8"));
    rb_define_const(mNKF, "NKF_RELEASE_DATE", rb_str_new2("2008-11-08"));
}
