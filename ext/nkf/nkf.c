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

enum { NKF_AUTO = 0, NKF_JIS = 1, NKF_EUC = 2, NKF_SJIS = 3, NKF_BINARY = 4,
       NKF_ASCII = 5, NKF_UTF8 = 6, NKF_UTF16 = 8, NKF_UTF32 = 12 };

/* a unit: the kind in the high bits */
#define U_ASCII  0x0000000
#define U_X0208  0x1000000
#define U_KANA   0x2000000
#define U_X0212  0x3000000
#define U_UNI    0x4000000
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

/* the JIS X 0212 code of Unicode u, 0 if none */
static unsigned
unicode_to_x0212(unsigned long u)
{
    int i;

    if (!u) return 0;
    for (i = 0; i < 94 * 94; i++)
        if (jis2u12[i] == u) return ((i / 94 + 0x21) << 8) | (i % 94 + 0x21);
    return 0;
}

/* nkf's choices where the C library's EUC-JP differs */
static const unsigned short nkf_overrides[][2] = {
    { 0x213D, 0x2014 }, { 0x216F, 0x00A5 }, { 0x2140, 0xFF3C },
    { 0x2474, 0x3094 },   /* hiragana vu, where JIS has none */
    { 0x2131, 0x203E },
};

static void
build_tables(void)
{
    size_t i;

    if (jis2u) return;
    jis2u = calloc(94 * 94, sizeof *jis2u);
    jis2u12 = calloc(94 * 94, sizeof *jis2u12);
    u2jis = calloc(65536, sizeof *u2jis);
    ibm2u = calloc(3 * 256, sizeof *ibm2u);
    if (!jis2u || !jis2u12 || !u2jis || !ibm2u) {
        free(jis2u); free(jis2u12); free(u2jis); free(ibm2u);
        jis2u = 0;
        rb_memerror();
    }
    for (i = 0; i < sizeof nkf_overrides / sizeof nkf_overrides[0]; i++) {
        unsigned j = nkf_overrides[i][0], u = nkf_overrides[i][1];
        jis2u[JIDX(j >> 8, j & 0xFF)] = u;
        u2jis[u] = j;
    }
    fill_table("EUC-JP", jis2u, u2jis, U_X0208);
    fill_table("CP932", jis2u, u2jis, U_UNI);   /* NEC and IBM extensions */
    fill_table("EUC-JP", jis2u12, 0, U_X0212);
    fill_ibm();
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

static void
decode_jis(const unsigned char *s, long len, struct units *b)
{
    int mode = 0;   /* 0 ASCII, 1 X0208, 2 kana, 3 X0212 */
    long i = 0;

    while (i < len) {
        unsigned c = s[i];
        if (c == 0x1B && i + 2 < len) {
            if (s[i + 1] == '$' && (s[i + 2] == 'B' || s[i + 2] == '@')) { mode = 1; i += 3; continue; }
            if (s[i + 1] == '(' && (s[i + 2] == 'B' || s[i + 2] == 'J')) { mode = 0; i += 3; continue; }
            if (s[i + 1] == '(' && s[i + 2] == 'I') { mode = 2; i += 3; continue; }
            if (s[i + 1] == '$' && s[i + 2] == '(' && i + 3 < len && s[i + 3] == 'D') { mode = 3; i += 4; continue; }
        }
        if (c == 0x0E) { mode = 2; i++; continue; }
        if (c == 0x0F) { mode = 0; i++; continue; }
        if ((mode == 1 || mode == 3) && c >= 0x21 && c <= 0x7E && i + 1 < len) {
            push_unit(b, (mode == 1 ? U_X0208 : U_X0212) | (c << 8) | (s[i + 1] & 0x7F));
            i += 2;
            continue;
        }
        if (mode == 2 && c >= 0x21 && c <= 0x5F) push_unit(b, U_KANA | c);
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

static void
decode_euc(const unsigned char *s, long len, struct units *b)
{
    long i = 0;

    while (i < len) {
        unsigned c = s[i];
        if (c < 0x80) { push_unit(b, c); i++; continue; }
        if (c == 0x8E && i + 1 < len && s[i + 1] >= 0xA1 && s[i + 1] <= 0xDF) {
            push_unit(b, U_KANA | (s[i + 1] & 0x7F));
            i += 2;
        }
        else if (c == 0x8F && i + 2 < len && s[i + 1] >= 0xA1 && s[i + 2] >= 0xA1) {
            push_unit(b, U_X0212 | ((s[i + 1] & 0x7F) << 8) | (s[i + 2] & 0x7F));
            i += 3;
        }
        else if (c >= 0xA1 && c <= 0xFE && i + 1 < len && s[i + 1] >= 0xA1 && s[i + 1] <= 0xFE) {
            push_unit(b, U_X0208 | ((c & 0x7F) << 8) | (s[i + 1] & 0x7F));
            i += 2;
        }
        else i++;   /* not EUC-JP: dropped, as nkf does */
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
        if (c < 0x80) { push_unit(b, c); i++; continue; }
        if (c >= 0xA1 && c <= 0xDF) { push_unit(b, U_KANA | (c & 0x7F)); i++; continue; }
        if (sjis_lead(c) && i + 1 < len && sjis_trail(s[i + 1])) {
            unsigned j = sjis_to_jis(c, s[i + 1]);
            if (c >= 0xFA) {   /* an IBM extension: by its Unicode */
                unsigned long u = ibm2u[(c - 0xFA) * 256 + s[i + 1]];
                if (u) push_unit(b, unicode_unit(u));
            }
            else if (ROW(j) >= 0x21 && ROW(j) <= 0x7E) push_unit(b, U_X0208 | j);
            i += 2;
        }
        else i++;
    }
}

/* a Unicode character as a unit: JIS when JIS has it */
static unsigned long
unicode_unit(unsigned long u)
{
    if (u < 0x80) return u;
    if (u >= 0xFF61 && u <= 0xFF9F) return U_KANA | (u - 0xFF61 + 0x21);
    if (u == 0xFF5E) return U_UNI | u;   /* nkf keeps it for Unicode output */
    if (u < 0x10000 && u2jis[u]) return U_X0208 | u2jis[u];
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

static void
decode_utf8(const unsigned char *s, long len, struct units *b)
{
    long i = 0;

    if (len >= 3 && s[0] == 0xEF && s[1] == 0xBB && s[2] == 0xBF) i = 3;   /* BOM */
    while (i < len) {
        unsigned long u;
        int n = utf8_char(s + i, len - i, &u);
        if (n == 0) {
            /* broken: nkf drops as many bytes as the lead byte announces */
            unsigned c = s[i];
            i += c >= 0xFE ? 1 : c >= 0xFC ? 6 : c >= 0xF8 ? 5 : c >= 0xF0 ? 4
               : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
            continue;
        }
        push_unit(b, unicode_unit(u));
        i += n;
    }
}

static void
decode_utf16(const unsigned char *s, long len, struct units *b)
{
    int le = 0;
    long i = 0;

    if (len >= 2 && s[0] == 0xFF && s[1] == 0xFE) { le = 1; i = 2; }
    else if (len >= 2 && s[0] == 0xFE && s[1] == 0xFF) i = 2;
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
        unit = unicode_unit(u);
        if (KIND(unit) == U_X0208) score |= jis_score(ROW(unit), COL(unit));
        else if (KIND(unit) == U_UNI) {
            unsigned j = CODE(unit) < 0x10000 ? u2jis[CODE(unit)] : 0;
            score |= j ? jis_score(j >> 8, j & 0xFF) : SCORE_NO_EXIST;
        }
    }
    return score;
}

/* what the text is in; ASCII when nothing tells */
static int
guess_code(const unsigned char *s, long len)
{
    long i;
    int high = 0, pair = 0, e, sj, u;

    if (len >= 2 && ((s[0] == 0xFE && s[1] == 0xFF) || (s[0] == 0xFF && s[1] == 0xFE)))
        return NKF_UTF16;
    for (i = 0; i < len; i++) {
        if (s[i] == 0x1B && i + 2 < len && s[i + 1] == '$' &&
            (s[i + 2] == 'B' || s[i + 2] == '@' || s[i + 2] == '('))
            return NKF_JIS;
        if (s[i] >= 0x80) {
            high = 1;
            if (i + 1 < len) pair = 1;   /* nkf weighs only from a byte pair on */
        }
    }
    if (!high || !pair) return NKF_ASCII;
    build_tables();
    e = score_euc(s, len);
    sj = score_sjis(s, len);
    u = score_utf8(s, len);
    if (e >= SCORE_ERROR && sj >= SCORE_ERROR && u >= SCORE_ERROR) return NKF_EUC;
    if (e <= sj && e <= u) return NKF_EUC;
    if (sj <= u) return NKF_SJIS;
    return NKF_UTF8;
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
            rb_str_cat(out, &c, 1);
        }
    }
}

/* the length of the encoded word =?charset?B|Q?text?= at s, 0 if none */
static long
encoded_word(const char *s, long len, long *tstart, long *tlen, int *b64)
{
    long i = 2, q;

    if (len < 8 || s[0] != '=' || s[1] != '?') return 0;
    while (i < len && s[i] != '?' && !isspace((unsigned char)s[i])) i++;
    if (i + 3 >= len || s[i] != '?' || s[i + 2] != '?') return 0;
    if (toupper((unsigned char)s[i + 1]) != 'B' && toupper((unsigned char)s[i + 1]) != 'Q') return 0;
    *b64 = toupper((unsigned char)s[i + 1]) == 'B';
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

/* str with its MIME encoded words decoded (blanks between two dropped) */
static VALUE
mime_decode(VALUE str)
{
    const char *s = RSTRING_PTR(str);
    long len = RSTRING_LEN(str), i = 0, last_end = -1;
    VALUE out = rb_str_buf_new(len);

    while (i < len) {
        long ts, tl, n;
        int b64;
        if (s[i] == '=' && (n = encoded_word(s + i, len - i, &ts, &tl, &b64)) > 0) {
            if (last_end >= 0) {
                long k;
                for (k = last_end; k < i && isspace((unsigned char)s[k]); k++);
                if (k == i) rb_str_resize(out, RSTRING_LEN(out) - (i - last_end));
            }
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
      case U_X0208: return jis2u[JIDX(ROW(u), COL(u))];
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

struct output {
    int code;        /* NKF_EUC, NKF_SJIS, NKF_JIS, NKF_UTF8, NKF_UTF16 */
    int bom, le;
};

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
    for (i = 0; i < b->n; i++) {
        unsigned long u = b->u[i];
        unsigned r, c;
        if (u == (U_UNI | 0xFF5E) && o->code == NKF_JIS)
            u = U_X0212 | 0x2237;   /* nkf's choice: JIS X 0212's tilde */
        else if (KIND(u) == U_UNI && o->code != NKF_UTF8 && o->code != NKF_UTF16 &&
            CODE(u) < 0x10000 && u2jis[CODE(u)])
            u = U_X0208 | u2jis[CODE(u)];   /* kept as Unicode for Unicode output only */
        if (KIND(u) == U_X0208 && ROW(u) >= 0x79 && ROW(u) <= 0x7C &&
            (o->code == NKF_SJIS || o->code == NKF_JIS)) {
            /* NEC's copies of the IBM extensions: nkf writes the IBM code
             * in Shift_JIS, JIS X 0212 in ISO-2022-JP */
            unsigned long uc = jis2u[JIDX(ROW(u), COL(u))];
            unsigned alt = o->code == NKF_SJIS ? unicode_to_ibm(uc) : unicode_to_x0212(uc);
            if (alt && o->code == NKF_SJIS) {
                put2(out, alt >> 8, alt & 0xFF);
                continue;
            }
            if (alt) u = U_X0212 | alt;
        }
        r = ROW(u);
        c = COL(u);
        switch (o->code) {
          case NKF_UTF8: case NKF_UTF16: {
            unsigned long uc = unit_unicode(u);
            if (!uc && u) break;
            if (o->code == NKF_UTF8) put_utf8(out, uc);
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
            else if (KIND(u) == U_X0212) {   /* as nkf: its IBM extension code, if any */
                unsigned alt = unicode_to_ibm(jis2u12[JIDX(r, c)]);
                if (alt) put2(out, alt >> 8, alt & 0xFF);
            }
            break;
          default: {   /* ISO-2022-JP */
            int want = KIND(u) == U_ASCII ? 0 : KIND(u) == U_X0208 ? 1
                     : KIND(u) == U_KANA ? 2 : KIND(u) == U_X0212 ? 3 : -1;
            if (want < 0) break;
            if (want != mode) {
                static const char *esc[] = { "\033(B", "\033$B", "\033(I", "\033$(D" };
                rb_str_cat2(out, esc[want]);
                mode = want;
            }
            if (want == 0 || want == 2) { char ch = (char)CODE(u); rb_str_cat(out, &ch, 1); }
            else put2(out, r, c);
          }
        }
    }
    if (o->code == NKF_JIS && mode != 0) rb_str_cat2(out, "\033(B");
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
        uc = u == (U_X0208 | 0x215D) ? 0xFF0D : jis2u[JIDX(ROW(u), COL(u))];
        if (uc < 0xFF01 || uc > 0xFF5E || uc == 0xFF5E) {
            push_unit(&o, u);
            continue;
        }
        uc -= 0xFEE0;
        if (mode == 4)
            ent = uc == '&' ? "&amp;" : uc == '<' ? "&lt;" : uc == '>' ? "&gt;" : uc == '"' ? "&quot;" : 0;
        if (ent) while (*ent) push_unit(&o, (unsigned char)*ent++);
        else push_unit(&o, uc);
    }
    xfree(b->u);
    *b = o;
}

/* --hiragana (to 1), --katakana (to 2), -h3 (both ways): kana rows 4 <-> 5 */
static void
convert_kana_rows(struct units *b, int how)
{
    long i;

    for (i = 0; i < b->n; i++) {
        unsigned long u = b->u[i];
        if (KIND(u) != U_X0208 || COL(u) < 0x21 || COL(u) > 0x74) continue;
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

/* ------------------------------------------------------------ options */

struct options {
    int input;           /* NKF_AUTO or a code */
    struct output out;
    int keep_kana;       /* -x */
    int mime;            /* decode MIME encoded words */
    int eol;
    int narrow;          /* -Z: 1, -Z1: 2 */
    int kana_rows;       /* -h1/--hiragana 1, -h2/--katakana 2, -h3 3 */
};

static int
code_by_name(const char *name, long len, struct output *o)
{
    char buf[32];
    long i;

    if (len >= (long)sizeof buf) return -1;
    for (i = 0; i < len; i++) buf[i] = toupper((unsigned char)name[i]);
    buf[len] = '\0';
    if (o) o->bom = o->le = 0;
    if (!strcmp(buf, "ISO-2022-JP") || !strcmp(buf, "JIS")) return NKF_JIS;
    if (!strncmp(buf, "EUC", 3) || !strcmp(buf, "CP51932")) return NKF_EUC;
    if (!strcmp(buf, "SHIFT_JIS") || !strcmp(buf, "SJIS") || !strcmp(buf, "CP932") ||
        !strcmp(buf, "WINDOWS-31J")) return NKF_SJIS;
    if (!strcmp(buf, "UTF-8") || !strcmp(buf, "UTF8") || !strcmp(buf, "UTF-8N")) return NKF_UTF8;
    if (!strcmp(buf, "UTF-8-BOM")) { if (o) o->bom = 1; return NKF_UTF8; }
    if (!strcmp(buf, "UTF-16")) { if (o) o->bom = 1; return NKF_UTF16; }
    if (!strcmp(buf, "UTF-16BE")) return NKF_UTF16;
    if (!strcmp(buf, "UTF-16LE")) { if (o) o->le = 1; return NKF_UTF16; }
    return -1;
}

/* -w[8[0]|16[B|L][0]]: UTF-8 or UTF-16 output and its BOM */
static const char *
utf_output(const char *p, struct output *o)
{
    o->code = NKF_UTF8;
    o->bom = o->le = 0;
    if (p[0] == '8') {
        p++;
        o->bom = 1;
        if (*p == '0') { o->bom = 0; p++; }
    }
    else if (p[0] == '1' && p[1] == '6') {
        p += 2;
        o->code = NKF_UTF16;
        if (*p == 'B' || *p == 'L') {
            o->le = *p == 'L';
            o->bom = 1;
            p++;
            if (*p == '0') { o->bom = 0; p++; }
        }
    }
    return p;
}

static void
long_option(struct options *opt, const char *p, long len)
{
#define IS(s) (len == (long)strlen(s) && !strncmp(p, s, len))
    if (IS("utf8") || IS("utf-8")) { opt->out.code = NKF_UTF8; opt->out.bom = 0; }
    else if (IS("utf16") || IS("utf-16")) { opt->out.code = NKF_UTF16; opt->out.bom = opt->out.le = 0; }
    else if (IS("euc")) opt->out.code = NKF_EUC;
    else if (IS("sjis")) opt->out.code = NKF_SJIS;
    else if (IS("jis")) opt->out.code = NKF_JIS;
    else if (IS("utf8-input") || IS("utf-8-input")) opt->input = NKF_UTF8;
    else if (IS("utf16-input") || IS("utf-16-input")) opt->input = NKF_UTF16;
    else if (IS("euc-input")) opt->input = NKF_EUC;
    else if (IS("sjis-input")) opt->input = NKF_SJIS;
    else if (IS("jis-input")) opt->input = NKF_JIS;
    else if (IS("hiragana")) opt->kana_rows = 1;
    else if (IS("katakana")) opt->kana_rows = 2;
    else if (IS("katakana-hiragana")) opt->kana_rows = 3;
    else if (len > 3 && !strncmp(p, "ic=", 3)) {
        int c = code_by_name(p + 3, len - 3, 0);
        if (c > 0) opt->input = c;
    }
    else if (len > 3 && !strncmp(p, "oc=", 3)) {
        struct output o = opt->out;
        int c = code_by_name(p + 3, len - 3, &o);
        if (c > 0) { opt->out = o; opt->out.code = c; }
    }
#undef IS
}

static void
parse_options(VALUE vopt, struct options *opt)
{
    const char *p = RSTRING_PTR(vopt), *end = p + RSTRING_LEN(vopt);

    opt->input = NKF_AUTO;
    opt->out.code = NKF_JIS;
    opt->out.bom = opt->out.le = 0;
    opt->keep_kana = 0;
    opt->mime = 1;
    opt->eol = 0;
    opt->narrow = 0;
    opt->kana_rows = 0;
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
              case 'W':
                opt->input = NKF_UTF8;
                if (w < p && *w == '8') w++;
                else if (w + 1 < p && w[0] == '1' && w[1] == '6') {
                    opt->input = NKF_UTF16;
                    w += 2;
                    if (w < p && (*w == 'B' || *w == 'L')) w++;
                }
                break;
              case 'x': opt->keep_kana = 1; break;
              case 'X': opt->keep_kana = 0; break;
              case 'm':
                opt->mime = 1;
                if (w < p && *w == '0') { opt->mime = 0; w++; }
                else if (w < p && strchr("BQNS", *w)) w++;
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
              case 'd': opt->eol = '\n'; break;
              case 'c': opt->eol = 'w'; break;
              default: break;
            }
        }
    }
}

/* ------------------------------------------------------------ NKF */

/* NKF.nkf(options, str): str converted */
static VALUE
nkf_nkf(VALUE self, VALUE vopt, VALUE src)
{
    struct options opt;
    struct units b = { 0, 0, 0 };
    const unsigned char *s;
    VALUE str, out;
    long len;
    int code;

    StringValue(vopt);
    StringValue(src);
    parse_options(vopt, &opt);
    str = opt.mime ? mime_decode(src) : src;
    s = (const unsigned char *)RSTRING_PTR(str);
    len = RSTRING_LEN(str);
    build_tables();
    code = opt.input != NKF_AUTO ? opt.input : guess_code(s, len);
    switch (code) {
      case NKF_EUC: decode_euc(s, len, &b); break;
      case NKF_SJIS: decode_sjis(s, len, &b); break;
      case NKF_UTF8: decode_utf8(s, len, &b); break;
      case NKF_UTF16: decode_utf16(s, len, &b); break;
      default: decode_jis(s, len, &b); break;
    }
    RB_GC_GUARD(str);
    if (!opt.keep_kana) widen_kana(&b);
    if (opt.narrow) narrow_ascii(&b, opt.narrow);
    if (opt.kana_rows) convert_kana_rows(&b, opt.kana_rows);
    if (opt.eol) convert_eol(&b, opt.eol);
    out = encode(&b, &opt.out);
    xfree(b.u);
    OBJ_INFECT(out, src);
    return out;
}

/* NKF.guess(str) (and guess2): the code of str, a constant of NKF */
static VALUE
nkf_guess(VALUE self, VALUE src)
{
    StringValue(src);
    return INT2FIX(guess_code((const unsigned char *)RSTRING_PTR(src), RSTRING_LEN(src)));
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
