/* pack.c - Array#pack and String#unpack. */
#include "ruby.h"
#include "internal.h"

#include <gmp.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define NATIVE_BIG 1
#else
#define NATIVE_BIG 0
#endif

static const char b64_table[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static const char uu_table[] =
    "`!\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_";
static const char hex_table[] = "0123456789ABCDEF";
static const char hexdigits[] = "0123456789abcdef";

/* one parsed directive */
struct pack_dir {
    char type;
    int native;  /* '_' or '!' modifier */
    int star;    /* count was '*' */
    int given;   /* a count was written */
    long len;
};

/* parses the next directive at *pp; 0 at the end of the template */
static int
pack_next(const char **pp, const char *pend, struct pack_dir *d)
{
    const char *p = *pp;
    for (;;) {
        if (p >= pend) return 0;
        if (*p == '#') {
            while (p < pend && *p != '\n') p++;
            continue;
        }
        if (*p == ' ' || ('\t' <= *p && *p <= '\r') || *p == '\0') { p++; continue; }
        break;
    }
    d->type = *p++;
    d->native = 0;
    d->star = 0;
    d->given = 0;
    d->len = 1;
    while (p < pend && (*p == '_' || *p == '!')) {
        if (!strchr("sSiIlL", d->type))
            rb_raise(rb_eArgError, "'%c' allowed only after types sSiIlL", *p);
        d->native = 1;
        p++;
    }
    /* 1.8.7 reads the modifiers first: "%_" is the modifier's error */
    if (d->type == '%') rb_raise(rb_eArgError, "%% is not supported");
    if (p < pend && *p == '*') {
        d->star = 1;
        d->given = 1;
        p++;
    }
    else if (p < pend && '0' <= *p && *p <= '9') {
        d->given = 1;
        if (p + 1 >= pend || *(p + 1) < '0' || *(p + 1) > '9') {
            d->len = *p++ - '0';   /* one digit: the common case, no strtoul */
        }
        else {
            /* an overflowing count wraps as in 1.8.7 (and then does nothing) */
            d->len = (long)strtoul(p, (char **)&p, 10);
        }
    }
    *pp = p;
    return 1;
}

/* byte size of an integer directive; 0 when not an integer type */
static int
int_size(const struct pack_dir *d, int *is_signed, int *big)
{
    *is_signed = 0;
    *big = NATIVE_BIG;
    switch (d->type) {
      case 'c': *is_signed = 1; /* fall through */
      case 'C': return 1;
      case 's': *is_signed = 1; /* fall through */
      case 'S': return d->native ? (int)sizeof(short) : 2;
      case 'i': *is_signed = 1; /* fall through */
      case 'I': return (int)sizeof(int);
      case 'l': *is_signed = 1; /* fall through */
      case 'L': return d->native ? (int)sizeof(long) : 4;
      case 'q': *is_signed = 1; /* fall through */
      case 'Q': return 8;
      case 'n': *big = 1; return 2;
      case 'N': *big = 1; return 4;
      case 'v': *big = 0; return 2;
      case 'V': *big = 0; return 4;
    }
    return 0;
}

/* ---------------------------------------------------------------- pack helpers */

static unsigned long long
pack_num(VALUE v)
{
    for (;;) {
        switch (TYPE(v)) {
          case T_FIXNUM:
            return (unsigned long long)(long long)FIX2LONG(v);
          case T_BIGNUM: {
            mpz_ptr z = (mpz_ptr)&RBIGNUM(v)->mp;
            unsigned long long u = 0;
            if (mpz_sizeinbase(z, 2) > 64)
                rb_raise(rb_eRangeError, "bignum too big to convert into `unsigned long'");
            /* the whole magnitude: a limb is 32 bits on 32-bit targets */
            mpz_export(&u, NULL, -1, sizeof(u), 0, 0, z);
            return mpz_sgn(z) < 0 ? 0ULL - u : u;   /* two's complement, no signed overflow */
          }
          case T_FLOAT: {
            double d = RFLOAT(v)->value;
            if (d > -9.2e18 && d < 9.2e18) return (unsigned long long)(long long)d;
            v = rb_dbl2big(d); /* FloatDomainError for inf and nan */
            break;
          }
          default:
            v = rb_to_int(v);
        }
    }
}

/* integers gather here and reach the string in one append (per run of
   integer directives or 64 bytes): an append per integer was most of
   pack's cost for short templates */
struct pack_ibuf {
    char b[64];
    int n;
};

static void
ibuf_flush(VALUE res, struct pack_ibuf *ib)
{
    if (ib->n) rb_str_buf_cat(res, ib->b, ib->n);
    ib->n = 0;
}

static void
put_int(VALUE res, struct pack_ibuf *ib, unsigned long long u, int size, int big)
{
    char *buf;
    int i;
    if (ib->n + size > (int)sizeof(ib->b)) ibuf_flush(res, ib);
    buf = ib->b + ib->n;
    for (i = 0; i < size; i++) {
        int pos = big ? size - 1 - i : i;
        buf[pos] = (char)(u & 0xff);
        u >>= 8;
    }
    ib->n += size;
}

/* n more bytes at res's end, to be written there: the buffer at least
   doubles, so line after line costs no realloc per line */
static char *
pack_room(VALUE res, long n)
{
    long olen = RSTRING(res)->len, capa = RSTRING(res)->aux.capa;
    if (FL_TEST(res, ELTS_SHARED) || olen + n > capa)
        rb_str_resize(res, olen + n > 2 * capa ? olen + n : 2 * capa);
    RSTRING(res)->len = olen + n;
    RSTRING(res)->ptr[olen + n] = '\0';
    return RSTRING(res)->ptr + olen;
}

/* the line's whole output is reserved first, then written in place */
static void
encodes(VALUE res, const unsigned char *s, long len, const char *tbl, char padding, int nl)
{
    char *buf = pack_room(res, (len + 2) / 3 * 4 + (nl ? 1 : 0));
    while (len >= 3) {
        buf[0] = tbl[s[0] >> 2];
        buf[1] = tbl[((s[0] << 4) & 060) | ((s[1] >> 4) & 017)];
        buf[2] = tbl[((s[1] << 2) & 074) | ((s[2] >> 6) & 03)];
        buf[3] = tbl[s[2] & 077];
        buf += 4;
        s += 3;
        len -= 3;
    }
    if (len == 2) {
        buf[0] = tbl[s[0] >> 2];
        buf[1] = tbl[((s[0] << 4) & 060) | ((s[1] >> 4) & 017)];
        buf[2] = tbl[(s[1] << 2) & 074];
        buf[3] = padding;
        buf += 4;
    }
    else if (len == 1) {
        buf[0] = tbl[s[0] >> 2];
        buf[1] = tbl[(s[0] << 4) & 060];
        buf[2] = padding;
        buf[3] = padding;
        buf += 4;
    }
    if (nl) *buf = '\n';
}

static void
qpencode(VALUE res, VALUE from, long len)
{
    const unsigned char *s = (const unsigned char *)RSTRING(from)->ptr;
    const unsigned char *send = s + RSTRING(from)->len;
    long n = 0;
    int prev = -1;
    char buf[3];
    for (; s < send; s++) {
        if (*s > 126 || (*s < 32 && *s != '\n' && *s != '\t') || *s == '=') {
            buf[0] = '=';
            buf[1] = hex_table[*s >> 4];
            buf[2] = hex_table[*s & 0x0f];
            rb_str_buf_cat(res, buf, 3);
            n += 3;
            prev = -1;
        }
        else if (*s == '\n') {
            if (prev == ' ' || prev == '\t') rb_str_buf_cat(res, "=\n", 2);
            rb_str_buf_cat(res, "\n", 1);
            n = 0;
            prev = *s;
            continue;
        }
        else {
            rb_str_buf_cat(res, (const char *)s, 1);
            n++;
            prev = *s;
        }
        if (n > len) {
            rb_str_buf_cat(res, "=\n", 2);
            n = 0;
            prev = '\n';
        }
    }
    if (n > 0) rb_str_buf_cat(res, "=\n", 2);
    RB_GC_GUARD(from);
}

static void
pack_utf8(VALUE res, VALUE v)
{
    long l = NUM2INT(rb_to_int(v));
    unsigned long uv;
    char buf[6];
    int n, i;
    if (l < 0) rb_raise(rb_eRangeError, "pack(U): value out of range");
    uv = (unsigned long)l;
    if (uv < 0x80) { buf[0] = (char)uv; rb_str_buf_cat(res, buf, 1); return; }
    if (uv < 0x800) n = 2;
    else if (uv < 0x10000) n = 3;
    else if (uv < 0x200000) n = 4;
    else if (uv < 0x4000000) n = 5;
    else if (uv < 0x80000000UL) n = 6;
    else rb_raise(rb_eRangeError, "pack(U): value out of range");
    for (i = n - 1; i > 0; i--) {
        buf[i] = (char)((uv & 0x3f) | 0x80);
        uv >>= 6;
    }
    buf[0] = (char)(uv | (0xff << (8 - n)));
    rb_str_buf_cat(res, buf, n);
}

static void
pack_ber(VALUE res, VALUE v)
{
    char buf[16];
    int i = (int)sizeof(buf);
    if (TYPE(v) != T_BIGNUM) {
        long l = NUM2LONG(v);
        if (l < 0) rb_raise(rb_eArgError, "can't compress negative numbers");
        buf[--i] = (char)(l & 0x7f);
        while ((l >>= 7) != 0) buf[--i] = (char)((l & 0x7f) | 0x80);
        rb_str_buf_cat(res, buf + i, sizeof(buf) - i);
    }
    else {
        mpz_t z;
        size_t k, nb;
        char *out;
        if (RBIGNUM_NEGATIVE_P(v)) rb_raise(rb_eArgError, "can't compress negative numbers");
        mpz_init_set(z, (mpz_ptr)&RBIGNUM(v)->mp);
        RB_GC_GUARD(v);
        nb = mpz_sizeinbase(z, 2) / 7 + 1;
        out = ALLOCA_N(char, nb);
        k = nb;
        do {
            unsigned long r = mpz_fdiv_q_ui(z, z, 128);
            k--;
            out[k] = (char)(r | (k == nb - 1 ? 0 : 0x80));
        } while (mpz_sgn(z) != 0 && k > 0);
        mpz_clear(z);
        rb_str_buf_cat(res, out + k, nb - k);
    }
}

static void
pack_float(VALUE res, char type, VALUE v)
{
    double d = RFLOAT(rb_Float(v))->value;
    union { float f; double d; unsigned char b[8]; } u;
    int size, big = NATIVE_BIG, i;
    char buf[8];
    switch (type) {
      case 'e': big = 0; break;
      case 'E': big = 0; break;
      case 'g': big = 1; break;
      case 'G': big = 1; break;
    }
    if (type == 'f' || type == 'F' || type == 'e' || type == 'g') { u.f = (float)d; size = 4; }
    else { u.d = d; size = 8; }
    for (i = 0; i < size; i++) buf[i] = (char)u.b[big != NATIVE_BIG ? size - 1 - i : i];
    rb_str_buf_cat(res, buf, size);
}

/* appends n copies of c, growing the string once (a huge n fails at once) */
static void
pack_fill(VALUE res, char c, long n)
{
    long olen = RSTRING(res)->len;
    if (n <= 0) return;
    if (n > LONG_MAX - olen - 1) rb_raise(rb_eArgError, "argument too big");
    rb_str_resize(res, olen + n);
    memset(RSTRING(res)->ptr + olen, c, n);
}

/* nil packs as "" for the string directives */
static VALUE
pack_str_arg(VALUE from)
{
    if (NIL_P(from)) return rb_str_new(0, 0);
    StringValue(from);
    return from;
}

static void
pack_string(VALUE res, const struct pack_dir *d, VALUE from)
{
    const char *ptr;
    long plen, len = d->len;
    char t = d->type;
    if (NIL_P(from)) { ptr = ""; plen = 0; }
    else {
        StringValue(from);
        ptr = RSTRING(from)->ptr;
        plen = RSTRING(from)->len;
        OBJ_INFECT(res, from);
    }
    if (d->star) len = (t == 'Z') ? plen + 1 : plen;
    if (plen >= len) {
        rb_str_buf_cat(res, ptr, len);
    }
    else {
        rb_str_buf_cat(res, ptr, plen);
        pack_fill(res, t == 'A' ? ' ' : '\0', len - plen);
    }
    RB_GC_GUARD(from);
}

static void
pack_nul(VALUE res, long n)
{
    pack_fill(res, '\0', n);
}

static void
pack_bits(VALUE res, const struct pack_dir *d, VALUE from)
{
    const char *p;
    long plen, len = d->len, i, j = 0;
    int byte = 0;
    char *out;
    from = pack_str_arg(from);
    p = RSTRING(from)->ptr;
    plen = RSTRING(from)->len;
    if (d->star) len = plen;
    if (len > plen) { j = (len - plen + 1) / 2; len = plen; }
    /* the bytes written in place (a wrapped, negative count: only the tail byte) */
    out = pack_room(res, len >= 0 ? (len + 7) / 8 : (len & 7) != 0);
    for (i = 0; i < len; i++) {
        if (d->type == 'B') byte = (byte << 1) | (p[i] & 1);
        else { byte >>= 1; if (p[i] & 1) byte |= 128; }
        if ((i & 7) == 7) { *out++ = (char)byte; byte = 0; }
    }
    if (len & 7) {
        if (d->type == 'B') byte <<= 7 - ((len - 1) & 7);
        else byte >>= 7 - ((len - 1) & 7);
        *out = (char)byte;
    }
    pack_nul(res, j);
    RB_GC_GUARD(from);
}

static int
hex_nibble(char c)
{
    int alpha = ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z');
    return alpha ? ((c & 15) + 9) & 15 : c & 15;
}

static void
pack_hex(VALUE res, const struct pack_dir *d, VALUE from)
{
    const char *p;
    long plen, len = d->len, i, j = 0;
    int byte = 0;
    char *out;
    from = pack_str_arg(from);
    p = RSTRING(from)->ptr;
    plen = RSTRING(from)->len;
    if (d->star) len = plen;
    /* the result is (count+1)/2 bytes whatever the string's length */
    if (len > plen) { j = (len + 1) / 2 - (plen + 1) / 2; len = plen; }
    /* the bytes written in place (a wrapped, negative count: only the tail byte) */
    out = pack_room(res, len >= 0 ? (len + 1) / 2 : (len & 1));
    for (i = 0; i < len; i++) {
        int n = hex_nibble(p[i]);
        if (d->type == 'H') byte |= (i & 1) ? n : n << 4;
        else byte |= (i & 1) ? n << 4 : n;
        if (i & 1) { *out++ = (char)byte; byte = 0; }
    }
    if (len & 1) *out = (char)byte;
    pack_nul(res, j);
    RB_GC_GUARD(from);
}

static void
pack_base(VALUE res, const struct pack_dir *d, VALUE from)
{
    long len = d->len, plen, todo;
    const unsigned char *p;
    StringValue(from);
    p = (const unsigned char *)RSTRING(from)->ptr;
    plen = RSTRING(from)->len;
    if (len <= 2) len = 45;
    else len = len / 3 * 3;
    while (plen > 0) {
        todo = plen > len ? len : plen;
        if (d->type == 'u') {
            char c = (char)(todo + ' ');
            rb_str_buf_cat(res, &c, 1);
            encodes(res, p, todo, uu_table, '`', 1);
        }
        else encodes(res, p, todo, b64_table, '=', 1);
        plen -= todo;
        p += todo;
    }
    RB_GC_GUARD(from);
}

/* a pointer to from's bytes; res keeps from alive, and from gets tainted */
static void
pack_pointer(VALUE res, VALUE from)
{
    char *ptr = 0;
    if (!NIL_P(from)) {
        StringValue(from);
        ptr = RSTRING(from)->ptr;
        OBJ_TAINT(from);
        rb_str_associate(res, from);
    }
    rb_str_buf_cat(res, (const char *)&ptr, sizeof(char *));
}

/* Array#pack */
static VALUE
pack_pack(VALUE ary, VALUE fmt)
{
    const char *p, *pend;
    VALUE res = rb_str_buf_new(0), from;
    struct pack_dir d;
    struct pack_ibuf ib;
    long idx = 0, i;
    int size, sgn, big;

    ib.n = 0;
    StringValue(fmt);
    p = RSTRING(fmt)->ptr;
    pend = p + RSTRING(fmt)->len;
#define NEXTFROM (idx < RARRAY(ary)->len ? RARRAY(ary)->ptr[idx++] : \
                  (rb_raise(rb_eArgError, "too few arguments"), Qnil))
    while (pack_next(&p, pend, &d)) {
        size = int_size(&d, &sgn, &big);
        if (size) {
            long n = d.star ? RARRAY(ary)->len - idx : d.len;
            for (i = 0; i < n; i++) put_int(res, &ib, pack_num(NEXTFROM), size, big);
            continue;
        }
        ibuf_flush(res, &ib);
        switch (d.type) {
          case 'a': case 'A': case 'Z':
            pack_string(res, &d, NEXTFROM);
            break;
          case 'b': case 'B':
            pack_bits(res, &d, NEXTFROM);
            break;
          case 'h': case 'H':
            pack_hex(res, &d, NEXTFROM);
            break;
          case 'U': case 'w': case 'f': case 'F': case 'd': case 'D':
          case 'e': case 'E': case 'g': case 'G': {
            long n = d.star ? RARRAY(ary)->len - idx : d.len;
            for (i = 0; i < n; i++) {
                from = NEXTFROM;
                if (d.type == 'U') pack_utf8(res, from);
                else if (d.type == 'w') pack_ber(res, from);
                else pack_float(res, d.type, from);
            }
            break;
          }
          case 'x':
            /* a wrapped (negative) count is a negative size, as in 1.8.7 */
            if (!d.star && d.len < 0) rb_raise(rb_eArgError, "negative string size (or size too big)");
            pack_nul(res, d.star ? 0 : d.len);
            break;
          case 'X': case '@': {
            long n = d.star ? 0 : d.len;
            if (d.type == '@') n = RSTRING(res)->len - n; /* @ is X back to n */
            if (n < 0) { pack_nul(res, -n); break; }
            if (n > RSTRING(res)->len) rb_raise(rb_eArgError, "X outside of string");
            rb_str_resize(res, RSTRING(res)->len - n);
            break;
          }
          case 'm': case 'u':
            pack_base(res, &d, NEXTFROM);
            break;
          case 'M':
            from = rb_obj_as_string(NEXTFROM);
            qpencode(res, from, d.len <= 1 ? 72 : d.len);
            break;
          case 'p': {
            long n = d.star ? RARRAY(ary)->len - idx : d.len;
            for (i = 0; i < n; i++) pack_pointer(res, NEXTFROM);
            break;
          }
          case 'P':
            from = NEXTFROM;
            if (!NIL_P(from)) {
                StringValue(from);
                if (RSTRING(from)->len < d.len)
                    rb_raise(rb_eArgError, "too short buffer for P(%ld for %ld)",
                             RSTRING(from)->len, d.len);
            }
            pack_pointer(res, from);
            break;
          default:
            break;
        }
    }
#undef NEXTFROM
    ibuf_flush(res, &ib);
    OBJ_INFECT(res, fmt);
    RB_GC_GUARD(fmt);
    return res;
}

/* ---------------------------------------------------------------- unpack helpers */

static const unsigned long utf8_limits[] = {
    0x0, 0x80, 0x800, 0x10000, 0x200000, 0x4000000, 0x80000000UL
};

static unsigned long
utf8_to_uv(const unsigned char *p, long *lenp)
{
    int c = *p++, n;
    unsigned long uv = c;
    if (!(uv & 0x80)) { *lenp = 1; return uv; }
    if (!(uv & 0x40)) { *lenp = 1; rb_raise(rb_eArgError, "malformed UTF-8 character"); }
    if (!(uv & 0x20)) { n = 2; uv &= 0x1f; }
    else if (!(uv & 0x10)) { n = 3; uv &= 0x0f; }
    else if (!(uv & 0x08)) { n = 4; uv &= 0x07; }
    else if (!(uv & 0x04)) { n = 5; uv &= 0x03; }
    else if (!(uv & 0x02)) { n = 6; uv &= 0x01; }
    else { *lenp = 1; rb_raise(rb_eArgError, "malformed UTF-8 character"); }
    if (n > *lenp)
        rb_raise(rb_eArgError, "malformed UTF-8 character (expected %d bytes, given %ld bytes)",
                 n, *lenp);
    *lenp = n--;
    while (n--) {
        c = *p++;
        if ((c & 0xc0) != 0x80) rb_raise(rb_eArgError, "malformed UTF-8 character");
        uv = uv << 6 | (c & 0x3f);
    }
    if (uv < utf8_limits[*lenp - 1]) rb_raise(rb_eArgError, "redundant UTF-8 sequence");
    return uv;
}

static VALUE
unpack_int(const unsigned char *s, int size, int sgn, int big)
{
    unsigned long long u = 0;
    int i;
    for (i = 0; i < size; i++) u = (u << 8) | s[big ? i : size - 1 - i];
    if (sgn) {
        if (size < 8 && (u & (1ULL << (size * 8 - 1)))) u |= ~0ULL << (size * 8);
        return LL2NUM((long long)u);
    }
    return ULL2NUM(u);
}

static VALUE
unpack_float(const unsigned char *s, char type)
{
    union { float f; double d; unsigned char b[8]; } u;
    int size, big = NATIVE_BIG, i;
    if (type == 'e' || type == 'E') big = 0;
    if (type == 'g' || type == 'G') big = 1;
    size = (type == 'f' || type == 'F' || type == 'e' || type == 'g') ? 4 : 8;
    for (i = 0; i < size; i++) u.b[i] = s[big != NATIVE_BIG ? size - 1 - i : i];
    return rb_float_new(size == 4 ? (double)u.f : u.d);
}

/* each byte's base64 value or -1, made from b64_table on first use */
static signed char b64_values[256];
static int b64_values_made;

static inline int
b64_value(int c)
{
    if (!b64_values_made) {
        int i;
        memset(b64_values, -1, sizeof(b64_values));
        for (i = 0; i < 64; i++) b64_values[(unsigned char)b64_table[i]] = (signed char)i;
        b64_values_made = 1;
    }
    return b64_values[c & 255];
}

/* the decoders below leave *ps where their input ends, as 1.8.7 does: at a
   '=' of base64 padding, at a bad quoted-printable escape, after the last
   uuencoded line */
static VALUE
unpack_b64(const char **ps, const char *send)
{
    const char *s = *ps;
    VALUE buf = rb_str_new(0, (send - s) * 3 / 4 + 3);
    char *ptr = RSTRING(buf)->ptr, *start = ptr;
    int a = -1, b = -1, c = -1, d;
    while (s < send) {
        a = b = c = d = -1;
        while (s < send && (a = b64_value((unsigned char)*s)) == -1) s++;
        if (s >= send) break;
        s++;
        while (s < send && (b = b64_value((unsigned char)*s)) == -1) s++;
        if (s >= send) break;
        s++;
        while (s < send && (c = b64_value((unsigned char)*s)) == -1) { if (*s == '=') break; s++; }
        if (s >= send || *s == '=') break;
        s++;
        while (s < send && (d = b64_value((unsigned char)*s)) == -1) { if (*s == '=') break; s++; }
        if (s >= send || *s == '=') break;
        s++;
        *ptr++ = (char)(a << 2 | b >> 4);
        *ptr++ = (char)(b << 4 | c >> 2);
        *ptr++ = (char)(c << 6 | d);
        a = -1;
    }
    if (a != -1 && b != -1 && s < send && *s == '=') {
        if (c == -1) *ptr++ = (char)(a << 2 | b >> 4);
        else {
            *ptr++ = (char)(a << 2 | b >> 4);
            *ptr++ = (char)(b << 4 | c >> 2);
        }
    }
    *ps = s;
    rb_str_resize(buf, ptr - start);
    return buf;
}

static int
hex2num(int c)
{
    if ('0' <= c && c <= '9') return c - '0';
    if ('a' <= c && c <= 'f') return c - 'a' + 10;
    if ('A' <= c && c <= 'F') return c - 'A' + 10;
    return -1;
}

static VALUE
unpack_qp(const char **ps, const char *send)
{
    const char *s = *ps;
    VALUE buf = rb_str_new(0, send - s);
    char *ptr = RSTRING(buf)->ptr, *start = ptr;
    int c1, c2;
    while (s < send) {
        if (*s == '=') {
            if (++s == send) break;
            if (s + 1 < send && *s == '\r' && s[1] == '\n') s++;
            if (*s != '\n') {
                if ((c1 = hex2num((unsigned char)*s)) == -1) break;
                if (++s == send) break;
                if ((c2 = hex2num((unsigned char)*s)) == -1) break;
                *ptr++ = (char)(c1 << 4 | c2);
            }
        }
        else *ptr++ = *s;
        s++;
    }
    *ps = s;
    rb_str_resize(buf, ptr - start);
    return buf;
}

static VALUE
unpack_uu(const char **ps, const char *send)
{
    const char *s = *ps;
    long total = 0, blen = (send - s) * 3 / 4;
    VALUE buf = rb_str_new(0, blen);
    char *ptr = RSTRING(buf)->ptr;
    while (s < send && *s > ' ' && *s < 'a') {
        long a, b, c, d, len = (*s++ - ' ') & 077;
        char hunk[3];
        total += len;
        if (total > blen) { len -= total - blen; total = blen; }
        while (len > 0) {
            long mlen = len > 3 ? 3 : len;
            a = (s < send && *s >= ' ') ? (*s++ - ' ') & 077 : 0;
            b = (s < send && *s >= ' ') ? (*s++ - ' ') & 077 : 0;
            c = (s < send && *s >= ' ') ? (*s++ - ' ') & 077 : 0;
            d = (s < send && *s >= ' ') ? (*s++ - ' ') & 077 : 0;
            hunk[0] = (char)(a << 2 | b >> 4);
            hunk[1] = (char)(b << 4 | c >> 2);
            hunk[2] = (char)(c << 6 | d);
            memcpy(ptr, hunk, mlen);
            ptr += mlen;
            len -= mlen;
        }
        if (s < send && *s == '\r') s++;
        if (s < send && *s == '\n') s++;
        else if (s < send && (s + 1 == send || s[1] == '\n')) s += 2;
    }
    *ps = s > send ? send : s;
    rb_str_resize(buf, total);
    return buf;
}

static VALUE
unpack_ber(const unsigned char **ps, const unsigned char *send, int *ok)
{
    const unsigned char *s = *ps;
    unsigned long ul = 0;
    mpz_t z;
    int use_z = 0;
    VALUE v;
    *ok = 0;
    while (s < send) {
        if (!use_z && ul > (ULONG_MAX >> 7)) {   /* 7 more bits would not fit */
            mpz_init_set_ui(z, ul);
            use_z = 1;
        }
        if (use_z) {
            mpz_mul_ui(z, z, 128);
            mpz_add_ui(z, z, *s & 0x7f);
        }
        else ul = (ul << 7) | (*s & 0x7f);
        if (!(*s++ & 0x80)) { *ok = 1; break; }
    }
    *ps = s;
    if (!use_z) return ULONG2NUM(ul);
    {
        char *str = mpz_get_str(NULL, 16, z);
        v = rb_cstr_to_inum(str, 16, Qfalse);
        free(str);
        mpz_clear(z);
    }
    return v;
}

static VALUE
unpack_string(const struct pack_dir *d, const char **ps, const char *send)
{
    const char *s = *ps, *t;
    long len = d->len;
    if (d->star || len > send - s) len = send - s;
    if (d->type == 'A') {
        t = s + len;
        while (t > s && (t[-1] == ' ' || t[-1] == '\0')) t--;
        *ps = s + len;
        return rb_str_new(s, t - s);
    }
    if (d->type == 'Z') {
        t = s;
        while (t < s + len && *t) t++;
        *ps = (d->star && t < send) ? t + 1 : s + len;
        return rb_str_new(s, t - s);
    }
    *ps = s + len;
    return rb_str_new(s, len);
}

static VALUE
unpack_bits(const struct pack_dir *d, const char **ps, const char *send)
{
    const unsigned char *s = (const unsigned char *)*ps;
    long len = d->len, i;
    int bits = 0;
    VALUE str;
    char *t;
    if (d->star || len > (send - *ps) * 8) len = (send - *ps) * 8;
    str = rb_str_new(0, len);
    t = RSTRING(str)->ptr;
    for (i = 0; i < len; i++) {
        if (d->type == 'B') {
            if (i & 7) bits <<= 1; else bits = *s++;
            *t++ = (bits & 128) ? '1' : '0';
        }
        else {
            if (i & 7) bits >>= 1; else bits = *s++;
            *t++ = (bits & 1) ? '1' : '0';
        }
    }
    *ps = (const char *)s;
    return str;
}

static VALUE
unpack_hex(const struct pack_dir *d, const char **ps, const char *send)
{
    const unsigned char *s = (const unsigned char *)*ps;
    long len = d->len, i;
    int bits = 0;
    VALUE str;
    char *t;
    if (d->star || len > (send - *ps) * 2) len = (send - *ps) * 2;
    str = rb_str_new(0, len);
    t = RSTRING(str)->ptr;
    for (i = 0; i < len; i++) {
        if (d->type == 'H') {
            if (i & 1) bits <<= 4; else bits = *s++;
            *t++ = hexdigits[(bits >> 4) & 15];
        }
        else {
            if (i & 1) bits >>= 4; else bits = *s++;
            *t++ = hexdigits[bits & 15];
        }
    }
    *ps = (const char *)s;
    return str;
}

/* the string a packed pointer points to: the associated String itself,
   or for P with a shorter length a tainted copy of its first len bytes */
static VALUE
unpack_pointer(VALUE str, const struct pack_dir *d, const char *s)
{
    char *t;
    VALUE a;
    long i;
    memcpy(&t, s, sizeof(char *));
    if (!t) return Qnil;
    a = rb_str_associated(str);
    if (!NIL_P(a)) {
        for (i = 0; i < RARRAY(a)->len; i++) {
            VALUE p = RARRAY(a)->ptr[i];
            if (TYPE(p) == T_STRING && RSTRING(p)->ptr == t) {
                if (d->type == 'P' && d->len < RSTRING(p)->len) {
                    VALUE part = rb_tainted_str_new(t, d->len);
                    rb_str_associate(part, p);
                    return part;
                }
                return p;
            }
        }
    }
    rb_raise(rb_eArgError, "no associated pointer");
    return Qnil;
}

/* a/A/Z/m/M/u results are tainted with the source (b/B/h/H are not, as in 1.8.7) */
static VALUE
unpack_infect(VALUE res, VALUE str)
{
    OBJ_INFECT(res, str);
    return res;
}

/* String#unpack */
static VALUE
pack_unpack(VALUE str, VALUE fmt)
{
    const char *p, *pend, *s, *send, *start;
    VALUE ary;
    struct pack_dir d;
    long i;
    int size, sgn, big;

    StringValue(str);
    StringValue(fmt);
    ary = rb_ary_new();   /* after fmt's to_str: a continuation taken there starts afresh */
    p = RSTRING(fmt)->ptr;
    pend = p + RSTRING(fmt)->len;
    start = s = RSTRING(str)->ptr;
    send = s + RSTRING(str)->len;
    while (pack_next(&p, pend, &d)) {
        if (d.star) d.len = send - s; /* in unpack, '*' counts the bytes left */
        size = int_size(&d, &sgn, &big);
        if (size || strchr("fFdDeEgG", d.type)) {
            long n, avail, missing = 0;
            int flt = !size;
            if (!size) size = strchr("fFeg", d.type) ? 4 : 8;
            avail = (send - s) / size;
            n = d.star ? avail : d.len;
            if (n > avail) { missing = n - avail; n = avail; }
            for (i = 0; i < n; i++, s += size) {
                if (flt)
                    rb_ary_push(ary, unpack_float((const unsigned char *)s, d.type));
                else
                    rb_ary_push(ary, unpack_int((const unsigned char *)s, size, sgn, big));
            }
            for (i = 0; i < missing; i++) rb_ary_push(ary, Qnil);
            continue;
        }
        switch (d.type) {
          case 'a': case 'A': case 'Z':
            rb_ary_push(ary, unpack_infect(unpack_string(&d, &s, send), str));
            break;
          case 'b': case 'B':
            rb_ary_push(ary, unpack_bits(&d, &s, send));
            break;
          case 'h': case 'H':
            rb_ary_push(ary, unpack_hex(&d, &s, send));
            break;
          case 'U': {
            long n = d.star ? LONG_MAX : d.len;
            for (i = 0; i < n && s < send; i++) {
                long alen = send - s;
                unsigned long uv = utf8_to_uv((const unsigned char *)s, &alen);
                rb_ary_push(ary, ULONG2NUM(uv));
                s += alen;
            }
            break;
          }
          case 'w': {
            long n = d.star ? LONG_MAX : d.len;
            for (i = 0; i < n && s < send; i++) {
                int ok;
                VALUE v = unpack_ber((const unsigned char **)&s, (const unsigned char *)send, &ok);
                if (ok) rb_ary_push(ary, v);
            }
            break;
          }
          case 'm':
            rb_ary_push(ary, unpack_infect(unpack_b64(&s, send), str));
            break;
          case 'M':
            rb_ary_push(ary, unpack_infect(unpack_qp(&s, send), str));
            break;
          case 'u':
            rb_ary_push(ary, unpack_infect(unpack_uu(&s, send), str));
            break;
          case 'x':
            if (d.len > send - s) rb_raise(rb_eArgError, "x outside of string");
            s += d.len;
            break;
          case 'X':
            if (d.len > s - start) rb_raise(rb_eArgError, "X outside of string");
            s -= d.len;
            break;
          case '@':
            /* a bare @ is @0 in unpack, unless it ends the template: then
               1.8.7 checks it as @1 */
            if (!d.given && p < pend) d.len = 0;
            if (d.len > send - start) rb_raise(rb_eArgError, "@ outside of string");
            s = start + (d.given ? d.len : 0);
            break;
          case 'p':
            for (i = 0; i < d.len && (long)sizeof(char *) <= send - s; i++) {
                rb_ary_push(ary, unpack_pointer(str, &d, s));
                s += sizeof(char *);
            }
            break;
          case 'P':
            if ((long)sizeof(char *) <= send - s) {
                rb_ary_push(ary, unpack_pointer(str, &d, s));
                s += sizeof(char *);
            }
            break;
          default:
            break;
        }
    }
    RB_GC_GUARD(str);
    RB_GC_GUARD(fmt);
    return ary;
}

void
Init_pack(void)
{
    rb_define_method(rb_cArray, "pack", pack_pack, 1);
    rb_define_method(rb_cString, "unpack", pack_unpack, 1);
}
