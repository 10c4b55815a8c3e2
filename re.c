/* re.c - Regexp and MatchData on Oniguruma, $~ and friends, $KCODE. */
#define _GNU_SOURCE 1
#include "ruby.h"
#include "internal.h"

#include "re.h"
#include "re_simple.h"
#include <oniguruma.h>

#ifdef USE_LAZY_ONIG
/* libonig is loaded when the first regexp is compiled (lazyonig.c): its
   data by name, once init_syntax ran */
static OnigEncoding onig_enc_ascii;
#undef ONIG_ENCODING_ASCII
#define ONIG_ENCODING_ASCII onig_enc_ascii
#define ONIG_DATA(type, name) ((type)rb_onig_data(#name))
#else
#define ONIG_DATA(type, name) (&name)
#endif

VALUE rb_cRegexp;
VALUE rb_cMatch;

#define BEG(no) (regs->beg[(no)])
#define END(no) (regs->end[(no)])

/* option and kcode bits of a Regexp, kept in its flags */
/* the i, x and m bits of rb_reg_options() */
#define REG_OPTION_BITS (RE_OPTION_IGNORECASE | RE_OPTION_EXTENDED | RE_OPTION_MULTILINE)
#define REG_IGNORECASE FL_USER1
#define REG_EXTENDED FL_USER2
#define REG_MULTILINE FL_USER3
#define REG_KFIXED FL_USER4
#define REG_KSHIFT (FL_USHIFT + 5)
#define REG_KMASK (3 << REG_KSHIFT)
#define REG_LITERAL FL_USER7    /* the source names one fixed byte string */
#define REG_MATCHED FL_USER0    /* has matched once (FL_SINGLETON: classes only) */

static int reg_kcode = KCODE_NONE;
int ruby_ignorecase; /* $=, deprecated: matching and comparing ignore case */
static VALUE reg_cache;
static OnigSyntaxType syntax18;
static void init_syntax(void);
static int kcode_mbclen(int kcode, int c);

/* the Ruby 1.8 syntax; Oniguruma is set up on the first compile, so a
   program without regexps never touches its code or tables (memory) */
static OnigSyntaxType *
reg_syntax(void)
{
    static int ready;
    if (!ready) { init_syntax(); ready = 1; }
    return &syntax18;
}

/* ---------------------------------------------------------------- memory helpers */

int
rb_memcmp(const void *p1, const void *p2, long len)
{
    return memcmp(p1, p2, len);
}

static int
lower_ascii(int c)
{
    return ('A' <= c && c <= 'Z') ? c - 'A' + 'a' : c;
}

/* bytes compare as signed chars, as 1.8.7 does ("\xff".casecmp("a") is -1) */
int
rb_memcicmp(const void *x, const void *y, long len)
{
    const signed char *p1 = x, *p2 = y;
    int tmp;
    while (len--) {
        if ((tmp = lower_ascii(*p1++) - lower_ascii(*p2++)) != 0) return tmp;
    }
    return 0;
}

long
rb_memsearch(const void *x0, long m, const void *y0, long n)
{
    const char *x = x0, *y = y0, *p;
    if (m > n) return -1;
    if (m == 0) return 0;
    p = memmem(y, n, x, m);
    return p ? p - y : -1;
}

/* ---------------------------------------------------------------- kcode */

/* 0 none, 1 euc, 2 sjis, 3 utf8; tolerant of KCODE_FIXED or'ed in */
static int
kcode_index(int code)
{
    if (code & KCODE_UTF8) return 3;
    if ((code & KCODE_SJIS) == KCODE_SJIS) return 2;
    if (code & KCODE_EUC) return 1;
    return 0;
}

static const int kcode_of_index[] = { KCODE_NONE, KCODE_EUC, KCODE_SJIS, KCODE_UTF8 };

int
rb_kcode(void)
{
    return reg_kcode;
}

const char *
rb_get_kcode(void)
{
    switch (reg_kcode) {
      case KCODE_EUC: return "EUC";
      case KCODE_SJIS: return "SJIS";
      case KCODE_UTF8: return "UTF8";
    }
    return "NONE";
}

static int
kcode_from_char(int c, int *code)
{
    switch (c) {
      case 'E': case 'e': *code = KCODE_EUC; return 1;
      case 'S': case 's': *code = KCODE_SJIS; return 1;
      case 'U': case 'u': *code = KCODE_UTF8; return 1;
      case 'N': case 'n': case 'A': case 'a': *code = KCODE_NONE; return 1;
    }
    return 0;
}

void
rb_set_kcode(const char *code)
{
    int k = KCODE_NONE;
    if (code) kcode_from_char(code[0], &k);
    reg_kcode = k;
}

/* the byte length of a character starting with byte c under $KCODE */
int
rb_mbclen(int c)
{
    return kcode_mbclen(reg_kcode, c);
}

/* the byte length of a character starting with byte c under kcode */
static int
kcode_mbclen(int kcode, int c)
{
    c &= 0xff;
    switch (kcode) {
      case KCODE_UTF8:
        if (c < 0xc0) return 1;
        if (c < 0xe0) return 2;
        if (c < 0xf0) return 3;
        if (c < 0xf8) return 4;
        if (c < 0xfc) return 5;
        if (c < 0xfe) return 6;
        return 1;
      case KCODE_EUC:
        if (c == 0x8f) return 3;
        if (c == 0x8e || (0xa1 <= c && c <= 0xfe)) return 2;
        return 1;
      case KCODE_SJIS:
        if ((0x81 <= c && c <= 0x9f) || (0xe0 <= c && c <= 0xfc)) return 2;
        return 1;
    }
    return 1;
}

static VALUE
kcode_getter(void)
{
    return rb_str_new2(rb_get_kcode());
}

static void
kcode_setter(VALUE val)
{
    rb_set_kcode(StringValueCStr(val));   /* nil too is a TypeError, as 1.8.7 */
}

static VALUE
ignorecase_getter(void)
{
    return ruby_ignorecase ? Qtrue : Qfalse;
}

static void
ignorecase_setter(VALUE val, ID id)
{
    rb_warn("modifying %s is deprecated", rb_id2name(id));
    ruby_ignorecase = RTEST(val);
}

/* ---------------------------------------------------------------- compiling */

/* Oniguruma's multibyte encodings as 1.8.7's engine sees characters: a
   multibyte character is a word character and nothing else (no POSIX
   class, no space, no Unicode case folding); ASCII as usual */
static OnigEncodingType enc18_utf8, enc18_euc, enc18_sjis;
static OnigEncodingType enc18_bytes;    /* ASCII, for reg_byte_classes */
/* the same, for a source whose classes see a character cut short by the
   end of the string as one byte (reg_cut_classes) */
static OnigEncodingType enc18_utf8_cut, enc18_euc_cut, enc18_sjis_cut;
static int (*enc18_base_len[3])(const OnigUChar *p);
/* the end of the string searched, while a search runs (reg_onig_search) */
static const OnigUChar *enc18_subject_end;

static int
ascii_ctype(int c, OnigCtype ctype)
{
    int alpha = ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z');
    int digit = '0' <= c && c <= '9';
    switch (ctype) {
      case ONIGENC_CTYPE_NEWLINE: return c == '\n';
      case ONIGENC_CTYPE_ALPHA: return alpha;
      case ONIGENC_CTYPE_BLANK: return c == ' ' || c == '\t';
      case ONIGENC_CTYPE_CNTRL: return c < 0x20 || c == 0x7f;
      case ONIGENC_CTYPE_DIGIT: return digit;
      case ONIGENC_CTYPE_GRAPH: return 0x21 <= c && c <= 0x7e;
      case ONIGENC_CTYPE_LOWER: return 'a' <= c && c <= 'z';
      case ONIGENC_CTYPE_PRINT: return 0x20 <= c && c <= 0x7e;
      case ONIGENC_CTYPE_PUNCT: return 0x21 <= c && c <= 0x7e && !alpha && !digit;
      case ONIGENC_CTYPE_SPACE: return c == ' ' || ('\t' <= c && c <= '\r');
      case ONIGENC_CTYPE_UPPER: return 'A' <= c && c <= 'Z';
      case ONIGENC_CTYPE_XDIGIT: return digit || ('a' <= c && c <= 'f') || ('A' <= c && c <= 'F');
      case ONIGENC_CTYPE_WORD: return alpha || digit || c == '_';
      case ONIGENC_CTYPE_ALNUM: return alpha || digit;
      case ONIGENC_CTYPE_ASCII: return 1;
    }
    return 0;
}

/* a byte from 0x80 that starts no UTF-8 character (or one cut short by
   the end): a code apart from every character's, no word character as in
   1.8.7 */
#define UTF8_LONE_BYTE 0x7fffff00
static OnigCodePoint (*utf8_mbc_to_code)(const OnigUChar *p, const OnigUChar *end);

static OnigCodePoint
enc18_utf8_mbc_to_code(const OnigUChar *p, const OnigUChar *end)
{
    int i, n;
    OnigCodePoint code;
    /* past the end: a negated class took a character cut short by it at
       its whole length ("\xe3" =~ /[^b]\b/); nothing there to read */
    if (p >= end) return UTF8_LONE_BYTE;
    n = kcode_mbclen(KCODE_UTF8, *p);
    if (*p >= 0x80 && (*p < 0xc0 || *p > 0xfd || end - p < n))
        return UTF8_LONE_BYTE | *p;
    if (*p < 0xf5) return utf8_mbc_to_code(p, end);
    /* 0xf5 to 0xfd start characters of 4 to 6 bytes to 1.8.7, which
       Oniguruma takes for single bytes: their bits, below the lone bytes */
    code = *p & (0x7f >> n);
    for (i = 1; i < n; i++) code = (code << 6) | (p[i] & 0x3f);
    return code < UTF8_LONE_BYTE ? code : UTF8_LONE_BYTE - 1;
}

/* 1.8.7's lengths of UTF-8 characters (up to 6 bytes) */
static int
enc18_utf8_mbc_enc_len(const OnigUChar *p)
{
    return kcode_mbclen(KCODE_UTF8, *p);
}

/* a character cut short by the end of the string searched is one byte
   long: 1.8.7's negated classes take that byte alone ("\xe3\x81" under
   -Ku is two matches of /[^a]/) */
static int
enc18_cut_len(int which, const OnigUChar *p)
{
    int n = enc18_base_len[which](p);
    const OnigUChar *e = enc18_subject_end;
    return n > 1 && e && p < e && e - p < n ? 1 : n;
}

static int enc18_utf8_cut_len(const OnigUChar *p) { return enc18_cut_len(0, p); }
static int enc18_euc_cut_len(const OnigUChar *p) { return enc18_cut_len(1, p); }
static int enc18_sjis_cut_len(const OnigUChar *p) { return enc18_cut_len(2, p); }

/* UTF-8: every character from U+0080 is multibyte */
static int
enc18_utf8_ctype(OnigCodePoint code, OnigCtype ctype)
{
    if (code < 0x80) return ascii_ctype((int)code, ctype);
    if ((code & ~0xffU) == UTF8_LONE_BYTE) return 0;
    return ctype == ONIGENC_CTYPE_WORD;
}

/* EUC-JP, Shift_JIS: single bytes from 0x80 (kana) are not word characters */
static int
enc18_jis_ctype(OnigCodePoint code, OnigCtype ctype)
{
    if (code < 0x80) return ascii_ctype((int)code, ctype);
    return code > 0xff && ctype == ONIGENC_CTYPE_WORD;
}

/* no code ranges: a class then takes all multibyte characters for \w only */
static int
enc18_ctype_code_range(OnigCtype ctype, OnigCodePoint *sb_out, const OnigCodePoint *ranges[])
{
    return ONIG_NO_SUPPORT_CONFIG;
}

static void
enc18_init(OnigEncodingType *enc, const OnigEncodingType *base,
           int (*ctype)(OnigCodePoint, OnigCtype))
{
    *enc = *base;
    enc->is_code_ctype = ctype;
    enc->get_ctype_code_range = enc18_ctype_code_range;
}

static OnigEncoding
kcode_encoding(int code)
{
    reg_syntax(); /* sets the encodings up */
    switch (code) {
      case KCODE_EUC: return &enc18_euc;
      case KCODE_SJIS: return &enc18_sjis;
      case KCODE_UTF8: return &enc18_utf8;
    }
    return ONIG_ENCODING_ASCII;
}

static int
reg_kcode_of(VALUE re)
{
    return kcode_of_index[(RBASIC(re)->flags & REG_KMASK) >> REG_KSHIFT];
}

static VALUE reg_desc(const char *s, long len, int flags);

/* the malloc'ed copy of a source being compiled, freed when compiling fails */
static char *reg_owned_src;

NORETURN(static void reg_raise(const char *s, long len, const char *err, int flags));
static void
reg_raise(const char *s, long len, const char *err, int flags)
{
    VALUE desc = reg_desc(s, len, 0);     /* 1.8.7 names no options there */
    (void)flags;
    if (reg_owned_src) {
        free(reg_owned_src);
        reg_owned_src = 0;
    }
    rb_raise(rb_eRegexpError, "%s: %s", err, RSTRING(desc)->ptr);
}

/* ---------------------------------------------------------------- the 1.8 syntax */

/* Oniguruma's Ruby syntax is close to the one of 1.8.7's own engine, not
   the same.  reg18_scan walks a source as 1.8.7 parses it: it raises its
   errors, prints its warnings, and rewrites what Oniguruma reads otherwise
   (an invalid interval is literal text, \y is y, a backreference to a
   group that does not exist never matches, a quantifier after a lookahead
   is ignored ...).  Oniguruma then compiles the rewritten source. */

/* what precedes the current position, for the quantifier rules */
enum reg18_last {
    LAST_NONE,    /* nothing: start, '(' or '|' */
    LAST_ATOM,    /* something a quantifier applies to */
    LAST_ANCHOR,  /* ^ $ \A \b ...: an error before a quantifier */
    LAST_LOOK,    /* a lookahead group: a quantifier after it is ignored */
    LAST_REPEAT,  /* a plain * + ?: another * or + is "nested" */
    LAST_OPTS     /* an option setting "(?i)": a quantifier goes to the atom before */
};

/* group kinds on the scan stack (ored with GROUP_EXT, the saved x flag) */
#define GROUP_PLAIN 0
#define GROUP_LOOK 1
#define GROUP_EXT 2

struct reg18 {
    const char *s, *e;   /* the source */
    int flags;           /* REG_* flags, for messages */
    int kcode;
    int warn;            /* print 1.8.7's warnings (on the first compile only) */
    int ngroups;         /* capture groups of the whole source */
    int ext;             /* extended (x) mode at the scan position */
    VALUE out;           /* the rewritten source; 0 while unchanged */
    const char *copied;  /* the source up to here is in out */
    long atom;           /* where the last atom starts in the rewritten source, or -1 */
    int in_run;          /* the last atom is a plain character, part of a string */
    long opts_at;        /* where the last "(?i)" starts in the rewritten source */
    int opts_last;       /* what preceded that "(?i)" */
    const char *lazy_q0, *lazy_end;  /* the last lazy quantifier in the source */
};

static int reg18_number(const char **pp, const char *e, long *n);
static int reg18_lazy_repeat(struct reg18 *st, const char *p);

NORETURN(static void reg18_error(struct reg18 *st, const char *msg));
static void
reg18_error(struct reg18 *st, const char *msg)
{
    reg_raise(st->s, st->e - st->s, msg, st->flags);
}

static void
reg18_warn(struct reg18 *st, const char *msg)
{
    if (st->warn) rb_warn("%s", msg);
}

/* replaces the source text [from, to) by text in the rewritten source */
static void
reg18_edit(struct reg18 *st, const char *from, const char *to, const char *text)
{
    if (!st->out) st->out = rb_str_buf_new(st->e - st->s + 16);
    rb_str_buf_cat(st->out, st->copied, from - st->copied);
    rb_str_buf_cat2(st->out, text);
    st->copied = to;
}

/* where source position p lands in the rewritten source */
static long
reg18_outpos(struct reg18 *st, const char *p)
{
    return (st->out ? RSTRING(st->out)->len : 0) + (p - st->copied);
}

/* the next atom starts at p.  1.8.7 keeps a run of plain characters as
   one string, so a quantifier after an anchor reaches back to its start */
static void
reg18_atom(struct reg18 *st, const char *p, int *last, int literal)
{
    if (!(literal && st->in_run && *last == LAST_ATOM)) st->atom = reg18_outpos(st, p);
    st->in_run = literal;
    *last = LAST_ATOM;
}

NORETURN(static void reg18_no_previous(struct reg18 *st, const char *p));

/* a quantifier at p after an anchor: 1.8.7 applies it to the last atom and
   what follows it ("a$?" is "(?:a$)?"); with no atom before, an error */
static void
reg18_wrap_anchor(struct reg18 *st, const char *p)
{
    if (st->atom < 0) reg18_no_previous(st, p);
    reg18_edit(st, p, p, "");
    rb_str_update(st->out, st->atom, 0, rb_str_new2("(?:"));
    rb_str_buf_cat2(st->out, ")");
}

/* does "." come next at p, after any "(", "(?:" and other \\b or \\B?
   Oniguruma 6.9 takes \\b.* as a pattern that starts with .*, and after a
   failed start skips the rest of the line; the same test as a look-ahead
   ((?!\\B) for \\b) is not mistaken so */
static int
reg18_before_anychar(const char *p, const char *e)
{
    for (;;) {
        if (p < e && *p == '(' && !(p + 1 < e && p[1] == '?')) p++;
        else if (p + 2 < e && p[0] == '(' && p[1] == '?' && p[2] == ':') p += 3;
        else if (p + 1 < e && p[0] == '\\' && (p[1] == 'b' || p[1] == 'B')) p += 2;
        else return p < e && *p == '.';
    }
}

/* the byte length of the character at p */
static long
reg18_clen(struct reg18 *st, const char *p)
{
    long n = kcode_mbclen(st->kcode, (unsigned char)*p);
    if (n < 1 || p + n > st->e) n = 1;
    return n;
}

static int
reg18_isdigit(int c)
{
    return '0' <= c && c <= '9';
}

static int
reg18_isxdigit(int c)
{
    return reg18_isdigit(c) || ('a' <= c && c <= 'f') || ('A' <= c && c <= 'F');
}

static int
reg18_hexval(int c)
{
    return reg18_isdigit(c) ? c - '0' : (c | 0x20) - 'a' + 10;
}

/* p past the item at p of a source: an escape pair, a class, or a byte */
static const char *
reg18_step(const char *p, const char *e)
{
    if (*p == '\\') return p + 2;
    if (*p == '[') {
        p++;
        if (p < e && *p == '^') p++;
        if (p < e && *p == ']') p++;
        while (p < e && *p != ']') p += *p == '\\' ? 2 : 1;
    }
    return p + 1;
}

/* the '(' of the next capture group at or after p (a '(' not followed by
   '?', outside classes, not escaped), or e */
static const char *
reg18_next_group(const char *p, const char *e)
{
    while (p < e) {
        if (*p == '(' && !(p + 1 < e && p[1] == '?')) return p;
        p = reg18_step(p, e);
    }
    return e;
}

/* the capture groups of [p, e) */
static int
reg18_count_groups(const char *p, const char *e)
{
    int n = 0;
    for (p = reg18_next_group(p, e); p < e; p = reg18_next_group(p + 1, e)) n++;
    return n;
}

static void
reg18_no_previous(struct reg18 *st, const char *p)
{
    char buf[160];
    snprintf(buf, sizeof(buf), "invalid regular expression; there's no previous pattern,"
             " to which '%c' would define cardinality at %ld", *p, (long)(p - st->s + 1));
    reg18_error(st, buf);
}

/* a quantifier [p, q) after "(?i)": 1.8.7 applies it to the atom before,
   so it moves in front of the option setting */
static const char *
reg18_move_before_opts(struct reg18 *st, const char *p, const char *q, int *last)
{
    VALUE quant = rb_str_new(p, q - p);
    if (st->opts_last == LAST_NONE || (st->opts_last == LAST_ANCHOR && st->atom < 0))
        reg18_no_previous(st, p);
    reg18_edit(st, p, q, "");
    rb_str_update(st->out, st->opts_at, 0, quant);
    *last = LAST_ATOM;
    return q;
}

/* * + ? at p */
static const char *
reg18_repeat(struct reg18 *st, const char *p, int *last)
{
    const char *q = p + 1;
    int lazy = q < st->e && *q == '?';
    if (*last == LAST_OPTS) return reg18_move_before_opts(st, p, q + lazy, last);
    if (*last == LAST_NONE) reg18_no_previous(st, p);
    if (*last == LAST_ANCHOR) {
        reg18_wrap_anchor(st, p);
        *last = LAST_ATOM;
    }
    st->in_run = 0;
    if (*last == LAST_LOOK) {
        if (lazy) q++;
        reg18_edit(st, p, q, "");
        return q;
    }
    if (*last == LAST_REPEAT && *p != '?')
        reg18_error(st, "nested *?+ in regexp");
    if (p == st->lazy_end && *p == '?' && *st->lazy_q0 == '?' && *last == LAST_ATOM &&
        !lazy && st->copied <= p) {
        /* "a???" is "a??" to 1.8.7, and a * or + after it is nested */
        reg18_edit(st, p, p + 1, "");
        *last = LAST_REPEAT;
        return p + 1;
    }
    if (p == st->lazy_end && *p != '?' && !lazy && *last == LAST_ATOM &&
        st->copied <= st->lazy_q0 && reg18_lazy_repeat(st, p)) {
        *last = LAST_REPEAT;
        return q;
    }
    if (lazy) {
        st->lazy_q0 = p;
        st->lazy_end = q + 1;
        *last = LAST_ATOM;
        return q + 1;
    }
    *last = LAST_REPEAT;
    return q;
}

/* a * or + at p right after a lazy quantifier (at st->lazy_q0): 1.8.7
   repeats the lazy one's largest count ("a??+" is "a+", "a{1,2}?+" is
   "(?:a{2})+"), so one without a bound never matches under + ("a*?+")
   and only empty under * ("a+?*"); 0 when left as it is */
static int
reg18_lazy_repeat(struct reg18 *st, const char *p)
{
    const char *q0 = st->lazy_q0, *d = q0 + 1;
    long m, n, at;
    char buf[40];
    int c = q0 > st->s ? (unsigned char)q0[-1] : 0;
    switch (*q0) {
      case '?':
        reg18_edit(st, q0, p + 1, *p == '+' ? "+" : "*");
        return 1;
      case '*': case '+':
        if (*q0 == '*' && *p == '*') return 0;
        reg18_edit(st, q0, p + 1, *p == '+' ? "(?!)" : "{0}");
        return 1;
    }
    /* {m,n}? with m >= 1 after one plain character */
    if (!reg18_number(&d, st->e, &m) || m < 1) return 0;
    n = m;
    if (*d == ',' && (++d, !reg18_number(&d, st->e, &n))) return 0;
    if (c == 0 || c >= 0x80 || strchr("()[]\\.|", c) || (q0 - 1 > st->s && q0[-2] == '\\'))
        return 0;
    at = reg18_outpos(st, q0) - 1;
    snprintf(buf, sizeof(buf), "{%ld})%c", n, *p);
    reg18_edit(st, q0, p + 1, buf);
    rb_str_update(st->out, at, 0, rb_str_new2("(?:"));
    return 1;
}

/* reads digits at *pp into *n; 0 when there are none */
static int
reg18_number(const char **pp, const char *e, long *n)
{
    const char *p = *pp;
    *n = 0;
    while (p < e && reg18_isdigit(*p)) {
        if (*n < 100000) *n = *n * 10 + (*p - '0');
        p++;
    }
    if (p == *pp) return 0;
    *pp = p;
    return 1;
}

/* '{' at p: an interval {n} {n,} {n,m}, or else literal text */
static const char *
reg18_brace(struct reg18 *st, const char *p, int *last)
{
    const char *q = p + 1, *e = st->e;
    long lo, hi = -1;
    int valid;
    if (*last == LAST_OPTS) {
        /* "{" right after "(?i)": a valid interval moves, anything else is text */
        const char *r = q;
        long a, b;
        if (reg18_number(&r, e, &a)) {
            if (r < e && *r == ',') { r++; reg18_number(&r, e, &b); }
            if (r < e && *r == '}') return reg18_move_before_opts(st, p, r + 1, last);
        }
        *last = st->opts_last;
    }
    if (*last == LAST_NONE || (*last == LAST_ANCHOR && st->atom < 0)) reg18_no_previous(st, p);
    if (q >= e) reg18_error(st, "invalid regular expression; '{' can't be last character");
    valid = reg18_number(&q, e, &lo);
    if (valid && q < e && *q == ',') {
        q++;
        if (!reg18_number(&q, e, &hi)) hi = -2;
    }
    if (!valid || q >= e || *q != '}') {
        reg18_warn(st, "regexp has invalid interval");
        reg18_atom(st, p, last, 1);
        reg18_edit(st, p, p + 1, "\\{");
        return p + 1;
    }
    q++;
    if (lo >= 32767 || hi >= 32767) reg18_error(st, "too big quantifier in {,}");
    if (hi >= 0 && lo > hi) reg18_error(st, "can't do {n,m} with n > m");
    if (*last == LAST_LOOK) {
        if (q < e && *q == '?') q++;
        reg18_edit(st, p, q, "");
        return q;
    }
    if (hi == -2 && lo >= 2) {
        /* 1.8.7's engine takes {n,} as {n,32767} (but {0,} and {1,} as * and +) */
        char buf[32];
        snprintf(buf, sizeof buf, "{%ld,32767}", lo);
        reg18_edit(st, p, q, buf);
    }
    if (*last == LAST_ANCHOR) reg18_wrap_anchor(st, p);
    *last = LAST_ATOM;
    st->in_run = 0;
    if (q < e && *q == '?') {
        /* a lazy interval */
        st->lazy_q0 = p;
        st->lazy_end = ++q;
    }
    return q;
}

enum { HB_LONE = 1, HB_CUT = 2, HB_CUT_C0 = 4 };
static void reg18_high_bytes(int kcode, int which, char *buf);

/* \cX, \C-X, \M-X; p is at the letter after the backslash.  An escaped
   X is its one letter to 1.8.7 when that letter starts another of these
   (\M-\C-a is "\303-a", \c\M is "\r"): written as \xHH, its value in
   *val (-1 when left to Oniguruma, which reads \n, \a ... as 1.8.7) */
static const char *
reg18_ctrl_meta(struct reg18 *st, const char *p, long *val)
{
    const char *e = st->e, *bs = p - 1;
    int meta = *p == 'M', c;
    char buf[8];
    *val = -1;
    if (*p == 'c') p++;
    else {
        if (p + 1 >= e || p[1] != '-') reg18_error(st, "Invalid escape character syntax");
        p += 2;
    }
    if (p >= e) reg18_error(st, "Invalid escape character syntax");
    if (*p != '\\') return p + reg18_clen(st, p);
    if (p + 1 >= e) {
        /* a control '\' at the very end: 1.8.7 reads the end as byte 0xff */
        if (meta) reg18_error(st, "Invalid escape character syntax");
        c = 0xff;
    }
    else if (p[1] == 'c' || p[1] == 'C' || p[1] == 'M') c = p[1];
    else return p + 2;
    *val = meta ? (c | 0x80) : (c & 0x9f);
    snprintf(buf, sizeof(buf), "\\x%02x", (int)*val);
    p = p + 1 < e ? p + 2 : e;
    reg18_edit(st, bs, p, buf);
    return p;
}

/* a letter written as a number (\x41, \101) matches itself only, even
   under ignorecase, as in 1.8.7 */
static void
reg18_exact_letter(struct reg18 *st, const char *p, const char *q, int c)
{
    char buf[24];
    if (!(('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z'))) return;
    snprintf(buf, sizeof(buf), "(?-i:%.*s)", (int)(q - p), p);
    reg18_edit(st, p, q, buf);
}

/* an escape at p (the backslash) outside a class */
static const char *
reg18_escape(struct reg18 *st, const char *p, int *last)
{
    const char *e = st->e, *q;
    char lit[2];
    long n;
    if (p + 1 >= e) reg18_error(st, "invalid regular expression; '\\' can't be last character");
    if (!strchr("AZzbBG", p[1]))
        reg18_atom(st, p, last, !strchr("wWsSdD123456789", p[1]) || (p + 2 < e && reg18_isdigit(p[2])));
    switch (p[1]) {
      case 'b': case 'B':
        if (reg18_before_anychar(p + 2, e))
            reg18_edit(st, p, p + 2, p[1] == 'b' ? "(?!\\B)" : "(?!\\b)");
        /* fall through */
      case 'A': case 'Z': case 'z': case 'G':
        *last = LAST_ANCHOR;
        st->in_run = 0;
        return p + 2;
      case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9':
        q = p + 1;
        reg18_number(&q, e, &n);
        /* a one-digit reference to a group that does not exist never matches */
        if (q == p + 2 && n > st->ngroups) reg18_edit(st, p, q, "(?:(?!)x)");
        if (q == p + 4 && n > st->ngroups && p[1] <= '3' && p[2] <= '7' && p[3] <= '7')
            reg18_exact_letter(st, p, q, (p[1] - '0') * 64 + (p[2] - '0') * 8 + (p[3] - '0'));
        return q;
      case 'x':
        if (p + 2 >= e || !reg18_isxdigit(p[2])) reg18_error(st, "Invalid escape character syntax");
        q = p + ((p + 3 < e && reg18_isxdigit(p[3])) ? 4 : 3);
        n = reg18_hexval(p[2]);
        if (q == p + 4) n = n * 16 + reg18_hexval(p[3]);
        reg18_exact_letter(st, p, q, (int)n);
        return q;
      case 'c': case 'C': case 'M':
        return reg18_ctrl_meta(st, p + 1, &n);
      case 'W':
        /* a byte that is no whole character is \W as it is [\W] */
        if (st->kcode != KCODE_NONE) {
            char buf[256];
            strcpy(buf, "[\\W");
            reg18_high_bytes(st->kcode, HB_LONE, buf + 3);
            strcat(buf, "]");
            reg18_edit(st, p, p + 2, buf);
        }
        return p + 2;
      case 'y': case 'Y': case 'o':
        /* plain letters to 1.8.7 (Oniguruma has meanings for them) */
        lit[0] = p[1];
        lit[1] = '\0';
        reg18_edit(st, p, p + 2, lit);
        return p + 2;
    }
    return p + 1 + reg18_clen(st, p + 1);
}

/* ---- character classes */

/* an item of a class: its kind and, for a character, its value */
enum { CC_NONE, CC_CHAR, CC_CLASS, CC_RANGE };

static int
reg18_posix_name_ok(const char *name, long len)
{
    static const char *const names[] = {
        "alpha", "alnum", "blank", "cntrl", "digit", "graph", "lower",
        "print", "punct", "space", "upper", "xdigit", 0
    };
    int i;
    for (i = 0; names[i]; i++)
        if ((long)strlen(names[i]) == len && memcmp(names[i], name, len) == 0) return 1;
    return 0;
}

/* the value of the escape at p (the backslash) inside a class; sets *kind */
static const char *
reg18_class_escape(struct reg18 *st, const char *p, int *kind, long *val)
{
    const char *e = st->e, *q;
    int c;
    if (p + 1 >= e) reg18_error(st, "premature end of regular expression");
    c = (unsigned char)p[1];
    *kind = CC_CHAR;
    switch (c) {
      case 'w': case 'W': case 's': case 'S': case 'd': case 'D':
        *kind = CC_CLASS;
        return p + 2;
      case 'x':
        if (p + 2 >= e || !reg18_isxdigit(p[2])) reg18_error(st, "Invalid escape character syntax");
        q = p + 2;
        *val = 0;
        while (q < e && q < p + 4 && reg18_isxdigit(*q)) *val = *val * 16 + reg18_hexval(*q++);
        return q;
      case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7':
        q = p + 1;
        *val = 0;
        while (q < e && q < p + 4 && '0' <= *q && *q <= '7') *val = *val * 8 + (*q++ - '0');
        return q;
      case 'c': case 'C': case 'M':
        return reg18_ctrl_meta(st, p + 1, val);
      case 'n': *val = '\n'; return p + 2;
      case 't': *val = '\t'; return p + 2;
      case 'r': *val = '\r'; return p + 2;
      case 'f': *val = '\f'; return p + 2;
      case 'v': *val = '\v'; return p + 2;
      case 'a': *val = '\a'; return p + 2;
      case 'e': *val = 033; return p + 2;
      case 'b': *val = '\b'; return p + 2;
    }
    *val = c;
    return p + 1 + reg18_clen(st, p + 1);
}

/* a [:name:] at p (the '['), or 0 when the '[' is a plain character */
static const char *
reg18_posix_class(struct reg18 *st, const char *p)
{
    const char *q = p + 2, *e = st->e;
    char buf[96];
    if (q > e || p[1] != ':') return 0;
    while (q < e && *q != ':' && *q != ']') q++;
    if (q + 1 >= e || *q != ':' || q[1] != ']') return 0;
    if (!reg18_posix_name_ok(p + 2, q - (p + 2))) {
        snprintf(buf, sizeof(buf), "invalid regular expression; [:%.*s:] is not a character class",
                 (int)(q - (p + 2) > 40 ? 40 : q - (p + 2)), p + 2);
        reg18_error(st, buf);
    }
    /* ASCII only, as in 1.8.7 (Oniguruma counts multibyte characters in) */
    if (q - (p + 2) == 5 && memcmp(p + 2, "graph", 5) == 0) reg18_edit(st, p, q + 2, "!-~");
    if (q - (p + 2) == 5 && memcmp(p + 2, "print", 5) == 0) reg18_edit(st, p, q + 2, " -~");
    q += 2;
    if (q >= e)
        reg18_error(st, "invalid regular expression; range doesn't have ending ']' after a character class");
    return q;
}

/* one item of a class at p; returns the position after it */
static const char *
reg18_class_item(struct reg18 *st, const char *p, int *kind, long *val)
{
    const char *q;
    long i, n;
    if (*p == '\\') return reg18_class_escape(st, p, kind, val);
    if (*p == '[') {
        if ((q = reg18_posix_class(st, p)) != 0) {
            *kind = CC_CLASS;
            return q;
        }
        /* 1.8.7 reads it as a '['; Oniguruma would open a nested class */
        reg18_warn(st, "character class has `[' without escape");
        reg18_edit(st, p, p + 1, "\\[");
    }
    *kind = CC_CHAR;
    n = reg18_clen(st, p);
    for (*val = 0, i = 0; i < n; i++) *val = (*val << 8) | (unsigned char)p[i];
    return p + n;
}

enum { CC_SEEN_WORD = 1, CC_SEEN_NOTWORD = 2, CC_SEEN_NOTSPACE = 4 };

/* what the class escape \c adds: \w, \W, or \S or \D */
static int
reg18_class_seen(int c)
{
    if (c == 'w') return CC_SEEN_WORD;
    if (c == 'W') return CC_SEEN_NOTWORD;
    return (c == 'S' || c == 'D') ? CC_SEEN_NOTSPACE : 0;
}

/* the bytes from 0x80 that stand alone under a multibyte kcode (HB_LONE:
   those that start no character; HB_CUT: those that start one, cut by the
   end of the string, HB_CUT_C0 with UTF-8's 0xc0 0xc1), as class ranges
   appended to buf; each range within one kind, for Oniguruma's byte set */
static void
reg18_high_bytes(int kcode, int which, char *buf)
{
    int c, from = -1, kind = 0;
    for (c = 0x80; c <= 0x100; c++) {
        int k = c == 0x100 ? 0 : kcode_mbclen(kcode, c) == 1 ? HB_LONE :
                (kcode == KCODE_UTF8 && c < 0xc2) ? HB_CUT_C0 : HB_CUT;
        int in = (k & which) != 0;
        if (k == HB_CUT_C0 && (which & HB_CUT_C0)) k = HB_CUT;
        if (in && from >= 0 && k != kind) {
            buf += sprintf(buf, "\\x%02x-\\x%02x", from, c - 1);
            from = -1;
        }
        kind = k;
        if (in && from < 0) from = c;
        if (!in && from >= 0) {
            buf += sprintf(buf, "\\x%02x-\\x%02x", from, c - 1);
            from = -1;
        }
    }
}

/* bytes from 0x80 that are no whole character go through a class's byte
   set: 1.8.7 counts them in with \S and \D, lone ones with \W, cut
   ones with \w (outside UTF-8's 0xc0 0xc1), and never matches them with a
   negated class holding \w.  At ']' (q) of a class that saw seen */
static void
reg18_class_bytes(struct reg18 *st, const char *q, int seen, int negated)
{
    char buf[256];
    int which = 0;
    buf[0] = '\0';
    if ((seen & (CC_SEEN_NOTSPACE | CC_SEEN_NOTWORD)) || ((seen & CC_SEEN_WORD) && negated))
        which = HB_LONE;
    if (negated && (seen & (CC_SEEN_NOTSPACE | CC_SEEN_WORD)))
        which |= HB_CUT | HB_CUT_C0;
    reg18_high_bytes(st->kcode, which, buf);
    reg18_edit(st, q, q, buf);
}

/* '[' at p: a character class */
static const char *
reg18_class(struct reg18 *st, const char *p)
{
    const char *e = st->e, *q = p + 1;
    int prev = CC_NONE, kind, prev_dash = 0;   /* prev_dash: it was a bare '-' */
    int negated = 0, seen = 0;
    long prev_val = 0, val;
    if (q >= e)
        reg18_error(st, "invalid regular expression; '[' can't be the last character ie."
                    " can't start range at the end of pattern");
    if (*q == '^') {
        negated = 1;
        q++;
    }
    if (q < e && *q == ']') {
        if (q + 1 >= e) reg18_error(st, "invalid regular expression; empty character class");
        reg18_warn(st, "character class has `]' without escape");
        prev = CC_CHAR;
        prev_val = ']';
        q++;
    }
    for (;;) {
        if (q >= e) reg18_error(st, "premature end of regular expression");
        if (*q == ']') {
            if (st->kcode != KCODE_NONE && seen) reg18_class_bytes(st, q, seen, negated);
            return q + 1;
        }
        if (*q == '\\' && q + 1 < e) seen |= reg18_class_seen(q[1]);
        if (*q == '-' && prev == CC_CLASS && q + 1 >= e)
            reg18_error(st, "invalid regular expression; can't use character class"
                        " as a start value of range");
        if (*q == '-' && q + 1 < e && q[1] != ']' && prev != CC_NONE) {
            if (prev == CC_CLASS)
                reg18_error(st, "invalid regular expression; can't use character class"
                            " as a start value of range");
            if (prev == CC_RANGE) {
                reg18_warn(st, "character class has `-' without escape");
                prev = CC_CHAR;
                prev_val = '-';
                prev_dash = 0;
                q++;
                continue;
            }
            /* a bare '-' as either end of a range */
            if (prev_dash) reg18_warn(st, "character class has `-' without escape");
            if (q[1] == '-') reg18_warn(st, "character class has `-' without escape");
            q = reg18_class_item(st, q + 1, &kind, &val);
            if (kind == CC_CLASS)
                reg18_error(st, "invalid regular expression; can't use character class"
                            " as an end value of range");
            if (prev_val >= 0 && val >= 0 && prev_val > val)
                reg18_error(st, "invalid regular expression");
            prev = CC_RANGE;
            prev_dash = 0;
            continue;
        }
        prev_dash = *q == '-';
        q = reg18_class_item(st, q, &prev, &prev_val);
    }
}

/* ---- groups and the whole source */

/* "(?" at p: sets the group's kind (with the x flag to restore at its
   end), or -1 for an option setting "(?imx-imx)" */
static const char *
reg18_group(struct reg18 *st, const char *p, int *kind)
{
    const char *q = p + 2, *e = st->e;
    int ext = st->ext, on = 1;
    *kind = GROUP_PLAIN | (st->ext ? GROUP_EXT : 0);
    if (q >= e) reg18_error(st, "premature end of regular expression");
    switch (*q) {
      case ':': case '>':
        return q + 1;
      case '=': case '!':
        *kind |= GROUP_LOOK;
        return q + 1;
    }
    if (!strchr("-imx", *q)) reg18_error(st, "undefined (?...) sequence");
    for (; q < e; q++) {
        if (*q == '-') on = 0;              /* "(?i--)" is fine to 1.8.7 */
        else if (*q == 'x') ext = on;
        else if (*q != 'i' && *q != 'm') break;
    }
    if (q >= e) reg18_error(st, "premature end of regular expression");
    if (*q != ')' && *q != ':') reg18_error(st, "undefined (?...) inline option");
    if (*q == ')') *kind = -1;
    st->ext = ext;
    return q + 1;
}

/* a "(?#...)" comment at p: nothing for the quantifier rules */
static const char *
reg18_comment(struct reg18 *st, const char *p)
{
    while (p < st->e && *p != ')') p++;
    if (p >= st->e) reg18_error(st, "premature end of regular expression");
    return p + 1;
}

/* groups still open at the end: a '(' as the very last character is a
   premature end, anything else an unmatched '(' */
static void
reg18_unclosed(struct reg18 *st, const char *last_open)
{
    if (last_open == st->e - 1) reg18_error(st, "premature end of regular expression");
    reg18_error(st, "unmatched (");
}

/* "(?i)" reaches in 1.8.7 to the end of its alternative only (the later
   ones of its group do not match ignoring case; the x flag stays): the
   "(?i:" it became closes at a '|' (reopened for x alone when needed), at
   the end of its group and at the end.  [p, q) is replaced by the closing
   ')'s and then text. */
static void
reg18_close_inline(struct reg18 *st, const char *p, const char *q, int *open, const char *text)
{
    VALUE buf = rb_str_buf_new(16);
    for (; *open > 0; --*open) rb_str_buf_cat(buf, ")", 1);
    rb_str_buf_cat2(buf, text);
    reg18_edit(st, p, q, RSTRING(buf)->ptr);
}

/* the group stack holds, per open group, its kind and its atom offset;
   per level, the inline option groups open there and the x flag it began with */
static void
reg18_scan(struct reg18 *st)
{
    const char *p = st->s, *e = st->e, *last_open = 0;
    int last = LAST_NONE, depth = 0, kind, ncaptures = 0;
    VALUE stackbuf = rb_str_new(0, (e - p + 2) * (long)sizeof(long) * 4);
    long *stack = (long *)RSTRING(stackbuf)->ptr;
    int *inl = (int *)(stack + (e - p + 2) * 2), *base_ext = inl + (e - p + 2);
    inl[0] = 0;
    base_ext[0] = st->ext;
    st->atom = -1;
    st->in_run = 0;
    while (p < e) {
        int c = (unsigned char)*p;
        if (st->ext && (c == ' ' || ('\t' <= c && c <= '\r'))) {
            if (last == LAST_REPEAT) last = LAST_ATOM; /* "a* *" is not nested */
            p++;
            continue;
        }
        if (st->ext && c == '#') {
            while (p < e && *p != '\n') p++;
            continue;
        }
        switch (c) {
          case '\\': p = reg18_escape(st, p, &last); break;
          case '[': reg18_atom(st, p, &last, 0); p = reg18_class(st, p); break;
          case '*': case '+': case '?': p = reg18_repeat(st, p, &last); break;
          case '{': p = reg18_brace(st, p, &last); break;
          case '^': case '$': last = LAST_ANCHOR; st->in_run = 0; p++; break;
          case '|':
            if (inl[depth] > 0) {
                const char *reopen = st->ext == base_ext[depth] ? "|" : st->ext ? "|(?x:" : "|(?-x:";
                reg18_close_inline(st, p, p + 1, &inl[depth], reopen);
                if (reopen[1]) inl[depth] = 1;
            }
            last = LAST_NONE;
            st->atom = -1;
            st->in_run = 0;
            p++;
            break;
          case '}':
            reg18_warn(st, "regexp has `}' without escape");
            reg18_atom(st, p++, &last, 1);
            break;
          case ']':
            reg18_warn(st, "regexp has `]' without escape");
            reg18_atom(st, p++, &last, 1);
            break;
          case '(':
            if (p + 2 < e && p[1] == '?' && p[2] == '#') {
                p = reg18_comment(st, p);
                break;
            }
            stack[depth * 2 + 1] = reg18_outpos(st, p);
            last_open = p;
            kind = GROUP_PLAIN | (st->ext ? GROUP_EXT : 0);
            if (p + 1 < e && p[1] == '?') p = reg18_group(st, p, &kind);
            else p++;
            /* 1.8.7's engine numbers at most 253 groups */
            if (p[-1] == '(' && ++ncaptures > 253) reg18_error(st, "regular expression too big");
            if (kind == -1) {
                if (last != LAST_OPTS) {
                    st->opts_last = last;
                    st->opts_at = stack[depth * 2 + 1];
                }
                reg18_edit(st, p - 1, p, ":"); /* "(?i)" becomes "(?i:" */
                inl[depth]++;
                last = LAST_OPTS;
                break;
            }
            stack[depth++ * 2] = kind;
            inl[depth] = 0;
            base_ext[depth] = st->ext;
            last = LAST_NONE;
            st->atom = -1;
            st->in_run = 0;
            break;
          case ')':
            if (depth == 0) reg18_error(st, "unmatched )");
            if (inl[depth] > 0) reg18_close_inline(st, p, p + 1, &inl[depth], ")");
            p++;
            kind = (int)stack[--depth * 2];
            st->atom = stack[depth * 2 + 1];
            st->ext = (kind & GROUP_EXT) != 0;
            last = (kind & GROUP_LOOK) ? LAST_LOOK : LAST_ATOM;
            st->in_run = 0;
            break;
          default:
            reg18_atom(st, p, &last, c != '.');
            p += reg18_clen(st, p);
        }
    }
    if (depth > 0) reg18_unclosed(st, last_open);
    if (inl[0] > 0) {
        if (st->ext) reg18_edit(st, e, e, "\n"); /* ends a trailing # comment */
        reg18_close_inline(st, e, e, &inl[0], "");
    }
    /* its 32 bytes a source character go back now, not at a collection */
    rb_str_resize(stackbuf, 0);
}

/* the source Oniguruma compiles for s (a String), or Qnil when it is s */
static VALUE
reg18_translate(const char *s, long len, int flags, int kcode, int warn)
{
    struct reg18 st;
    st.s = st.copied = s;
    st.e = s + len;
    st.flags = flags;
    st.kcode = kcode;
    st.warn = warn;
    st.ngroups = reg18_count_groups(s, s + len);
    st.ext = (flags & REG_EXTENDED) != 0;
    st.out = 0;
    st.lazy_q0 = st.lazy_end = 0;
    reg18_scan(&st);
    if (!st.out) return Qnil;
    rb_str_buf_cat(st.out, st.copied, st.e - st.copied);
    return st.out;
}

/* ---- empty iterations of a repeated alternation */

/* 1.8.7's engine does not let an iteration of a repeated group whose body
   is an alternation end where it began: "(a|)*" on "aaa" leaves the group
   at the last "a" (Oniguruma stops after an empty last iteration) and on
   "b" unset; "(|a)*" on "aa" matches "aa", not "".  reg_nonempty rewrites
   the source Oniguruma compiles (after reg18_scan) to do the same: in the
   body of a group repeated by * or {0,} (or a group that is all of such a
   body), an alternative that matches only the empty string never matches
   ("(?!)" in front), and one whose only atom may repeat zero times repeats
   at least once ("b?" is "b", "b*" is "b+", "b{0,2}" is "b{1,2}").  After
   + or {1,} the first iteration may still end empty on the last
   alternative, so that one stays.  Other alternatives that can match empty
   ("a?b?") stay as they are.  Sources in extended mode, with \c \C \M
   escapes, or Shift_JIS bytes are left alone. */

enum { RW_CHAR, RW_ZERO, RW_GROUP };

#define RW_MAX_DUPS 16
#define RW_MAX_GROUPS 64    /* capture groups of a source with copies */

struct rw_item {
    const char *a0, *a1;    /* the atom (a group ends at a1 - 1, its ')') */
    const char *q1;         /* its quantifier is [a1, q1) */
    const char *body;       /* RW_GROUP: where its body starts */
    int kind;               /* RW_CHAR (one character or class), RW_ZERO, RW_GROUP */
};

struct rw {
    const char *s, *e;
    int kcode;
    int fail;       /* something not understood: no rewrite */
    int changed;
    int at_end;     /* the repeated group being copied ends the source */
    int depth;      /* groups entered while copying */
    int loops;      /* repeated groups entered while copying */
    char capture[32];   /* each a capture group? */
    VALUE out;      /* the rewritten source (second pass), or 0 */
    int stuck;      /* an alternative that may match empty was not rewritten */
    int backrefs;   /* the source has \1..\9: no group is copied twice */
    int ndups;      /* copies of a repeated group (rw_dup) */
    /* output [o0, o1) is the group's opening, from open, then its last
       alternative, from last, and its ')' */
    int inseq;      /* copying a rw_nonempty_seq */
    int *ends;      /* per source offset of a group's body: where the group
                       ends (+ 1), -1 not understood, 0 not read yet; or 0 */
    struct rw_dup {
        long o0, o1, olast;
        const char *open, *last;
        int user;   /* without open: the source group of the first one copied */
    } dups[RW_MAX_DUPS];
};

#define RW_MAX_ITEMS 32

static const char *rw_alts(struct rw *w, const char *p, int mode, VALUE out);

/* the next copy record; when all are taken, a spare one and w->fail (the
   rewrite is dropped): nested copies may fill them after a level's check */
static struct rw_dup *
rw_dup_slot(struct rw *w, struct rw_dup *spare)
{
    if (w->ndups < RW_MAX_DUPS) return &w->dups[w->ndups];
    w->fail = 1;
    return spare;
}

static int rw_dup_wanted(struct rw *w, const struct rw_item *it, int mode);
static const char *rw_last_alt(struct rw *w, const char *p);
static int rw_item_nonempty(struct rw *w, const struct rw_item *it, VALUE out);
static int rw_nonempty_seq(struct rw *w, const struct rw_item *items, int n, VALUE out);

/* ---- the quantifier reader of the rewrites below (rw_* and lz_*): they
   read the source reg18_translate made, where every '{' left unescaped
   opens an interval {n}, {n,} or {n,m} */

struct reg_quant {
    const char *q1;     /* the end of * + ? or {...}, before a lazy '?' */
    const char *lazy;   /* that '?', or 0 */
    long min, max;      /* max -1: no bound (min -1: no quantifier) */
    int stacked;        /* another * + ? { follows */
};

/* the quantifier at p (up to e) into q; returns where it ends, lazy '?'
   included (p: none, or a '{' that opens no interval) */
static const char *
reg_quant_read(const char *p, const char *e, struct reg_quant *q)
{
    const char *d = p + 1;
    q->lazy = 0;
    q->stacked = 0;
    q->min = 0;
    q->max = -1;
    if (p >= e) goto none;
    if (*p == '+') q->min = 1;
    else if (*p == '?') q->max = 1;
    else if (*p == '{') {
        if (!reg18_number(&d, e, &q->min)) goto none;
        q->max = q->min;
        if (d < e && *d == ',') {
            d++;
            if (!reg18_number(&d, e, &q->max)) q->max = -1;
        }
        if (d >= e || *d != '}') goto none;
        d++;
    }
    else if (*p != '*') goto none;
    q->q1 = p = d;
    if (p < e && *p == '?') q->lazy = p++;
    q->stacked = p < e && strchr("*+?{", *p) != 0;
    return p;
  none:
    q->q1 = p;
    q->min = -1;
    return p;
}

/* the end of the class at p (its '['), past its ']', or 0.  A '[' in it
   opens a POSIX bracket only ("[:alpha:]"), reg18_translate escaped the
   others, and '&' is a plain byte (no class operations in this syntax) */
static const char *
reg_class_end(const char *p, const char *e)
{
    p++;
    if (p < e && *p == '^') p++;
    if (p < e && *p == ']') p++;
    while (p < e && *p != ']') {
        if (*p == '\\') p += 2;
        else if (*p == '[' && p + 1 < e && p[1] == ':') {
            const char *q = memchr(p, ']', e - p);
            if (!q) return 0;
            p = q + 1;
        }
        else p++;
    }
    return p < e ? p + 1 : 0;
}

/* one atom of the source both rewrites read (reg_atom_read) */
struct reg_atom {
    const char *a1;     /* its end (a group: 0, its body is read by the caller) */
    const char *body;   /* a group: where its body starts */
    int kind;           /* RA_... */
    int esc;            /* RA_ESC: the escaped byte */
};

enum {
    RA_CHAR,    /* a plain byte */
    RA_MB,      /* a multibyte character */
    RA_ESC,     /* \ and a byte (or character) that is no anchor nor number */
    RA_NUM,     /* \x.. or \ and digits */
    RA_CLASS,   /* [...] */
    RA_DOT,     /* . */
    RA_ZERO,    /* ^ $ \A \z \Z \b \B \G */
    RA_GROUP,   /* ( (?: (?> */
    RA_OPTS,    /* (?imx-imx: */
    RA_LOOK,    /* (?= (?! */
    RA_COMMENT, /* (?#...) */
    RA_BAD      /* not understood: \c \C \M \p \P \k, a quantifier, a cut end */
};

/* reads the atom at p (not at '|' or ')' or the end) into a; returns its
   end, or a group's body */
static const char *
reg_atom_read(const char *p, const char *e, int kcode, struct reg_atom *a)
{
    long n;
    a->body = 0;
    a->esc = 0;
    a->kind = RA_CHAR;
    if (*p == '\\') {
        if (p + 1 >= e || strchr("cCMpPk", p[1])) { a->kind = RA_BAD; return a->a1 = p; }
        if (strchr("AZzbBG", p[1])) { a->kind = RA_ZERO; return a->a1 = p + 2; }
        if (p[1] == 'x' || reg18_isdigit(p[1])) {
            const char *d = p + 2;
            a->kind = RA_NUM;
            p += 2;
            while (p < e && (d[-1] == 'x' ? reg18_isxdigit(*p) && p < d + 2 : reg18_isdigit(*p))) p++;
            return a->a1 = p;
        }
        a->kind = RA_ESC;
        a->esc = (unsigned char)p[1];
        n = kcode_mbclen(kcode, (unsigned char)p[1]);
        return a->a1 = p + 1 + ((n < 1 || p + 1 + n > e) ? 1 : n);
    }
    switch (*p) {
      case '[':
        a->kind = RA_CLASS;
        a->a1 = reg_class_end(p, e);
        if (!a->a1) { a->kind = RA_BAD; a->a1 = p; }
        return a->a1;
      case '.':
        a->kind = RA_DOT;
        return a->a1 = p + 1;
      case '^': case '$':
        a->kind = RA_ZERO;
        return a->a1 = p + 1;
      case '*': case '+': case '?': case '{':
        a->kind = RA_BAD;
        return a->a1 = p;
      case '(':
        a->a1 = 0;
        a->kind = RA_GROUP;
        if (p + 1 >= e || p[1] != '?') return a->body = p + 1;
        if (p + 2 >= e) { a->kind = RA_BAD; return a->a1 = p; }
        switch (p[2]) {
          case '#':
            a->kind = RA_COMMENT;
            a->a1 = memchr(p, ')', e - p);
            if (!a->a1) { a->kind = RA_BAD; return a->a1 = p; }
            return ++a->a1;
          case '=': case '!':
            a->kind = RA_LOOK;
            /* fall through */
          case ':': case '>':
            return a->body = p + 3;
        }
        a->kind = RA_OPTS;
        p += 2;
        while (p < e && (*p == 'i' || *p == 'm' || *p == '-')) p++;
        if (p >= e || *p != ':') { a->kind = RA_BAD; return a->a1 = p; }
        return a->body = p + 1;
    }
    if ((unsigned char)*p >= 0x80) {
        a->kind = RA_MB;
        n = kcode_mbclen(kcode, (unsigned char)*p);
        return a->a1 = p + ((n < 1 || p + n > e) ? 1 : n);
    }
    return a->a1 = p + 1;
}

/* the minimum count of the quantifier [q0, q1): -1 without one */
static long
rw_qmin(const char *q0, const char *q1)
{
    struct reg_quant q;
    reg_quant_read(q0, q1, &q);
    return q.min;
}

/* the quantifier at p, and a '+' right after a greedy one */
static const char *
rw_quant(struct rw *w, const char *p)
{
    struct reg_quant q;
    const char *e = w->e, *r = reg_quant_read(p, e, &q);
    if (r != p && !q.lazy && r < e && *r == '+') r++;
    return r;
}

/* where the group whose body starts at p ends (at its ')'), or 0 when not
   understood; read once a rewrite (every level of nested groups read its
   inner ones again: time exponential in the depth) */
static const char *
rw_group_end(struct rw *w, const char *p)
{
    int *m = w->ends ? &w->ends[p - w->s] : 0;
    if (m && *m) return *m < 0 ? 0 : w->s + *m - 1;
    p = rw_alts(w, p, 0, 0);
    if (m) *m = p ? (int)(p - w->s) + 1 : -1;
    return p;
}

/* one item at p (not at '|' or ')', not at the end); 0 when not understood */
static const char *
rw_item(struct rw *w, const char *p, struct rw_item *it)
{
    const char *e = w->e;
    struct reg_atom a;
    it->a0 = p;
    it->kind = RW_CHAR;
    it->body = 0;
    p = reg_atom_read(p, e, w->kcode, &a);
    switch (a.kind) {
      case RA_BAD:
        return 0;
      case RA_COMMENT:
        it->kind = RW_ZERO;
        it->a1 = it->q1 = p;
        return p;
      case RA_ZERO:
        it->kind = RW_ZERO;
        break;
      case RA_LOOK: case RA_GROUP: case RA_OPTS:
        it->kind = a.kind == RA_LOOK ? RW_ZERO : RW_GROUP;
        it->body = p;
        p = rw_group_end(w, p);
        if (!p || p >= e || *p != ')') return 0;
        p++;
        break;
    }
    it->a1 = p;
    it->q1 = rw_quant(w, p);
    if (it->kind == RW_ZERO && it->q1 != it->a1) return 0;
    return it->q1;
}

static int rw_nullable_alts(struct rw *w, const char *p);
static int rw_bounds(const char *q0, const char *q1, long *m, long *n);

/* is [q0, q1) {0} or {0,0} (greedy or lazy): the item matches only empty */
static int
rw_qzero(const char *q0, const char *q1)
{
    long m, n;
    if (q1 > q0 && q1[-1] == '?') q1--;
    return rw_bounds(q0, q1, &m, &n) && n == 0;
}

/* can the item match empty: 0 no, 1 yes, 2 only empty */
static int
rw_nullable(struct rw *w, const struct rw_item *it)
{
    int n = 0;
    if (it->kind == RW_ZERO || rw_qzero(it->a1, it->q1)) return 2;
    if (it->kind == RW_GROUP) n = rw_nullable_alts(w, it->body);
    if (n == 2) return 2;
    if (rw_qmin(it->a1, it->q1) == 0) return 1;
    return n;
}

/* the items of the alternative at p (at most max; *n = -1 when more);
   returns where it ends, or 0 */
static const char *
rw_seq(struct rw *w, const char *p, struct rw_item *items, int max, int *n)
{
    struct rw_item dummy;
    *n = 0;
    while (p && p < w->e && *p != '|' && *p != ')') {
        if (*n >= 0 && *n < max) p = rw_item(w, p, &items[(*n)++]);
        else {
            *n = -1;
            p = rw_item(w, p, &dummy);
        }
    }
    if (!p) w->fail = 1;
    return p;
}

/* the alternatives at p: 0 when none matches empty, 2 when one matches
   only empty, else 1 */
static int
rw_nullable_alts(struct rw *w, const char *p)
{
    struct rw_item items[RW_MAX_ITEMS];
    int n, i, any = 0, only = 1;
    for (;;) {
        int all = 2;
        p = rw_seq(w, p, items, RW_MAX_ITEMS, &n);
        if (!p) return 0;
        if (n < 0) all = 1;     /* too long to tell: "may match empty" */
        for (i = 0; i < n && all; i++) {
            int k = rw_nullable(w, &items[i]);
            if (k < all) all = k;
        }
        if (all) any = 1;
        if (all != 2) only = 0;
        if (p >= w->e || *p != '|') return only ? 2 : any;
        p++;
    }
}

/* the body mode for a group with the quantifier [q0, q1): 2 after * and
   {0,}, 1 after + and {1,} (greedy ones), else 0 */
static int
rw_group_mode(const char *q0, const char *q1)
{
    if (q0 == q1 || (q1 - q0 > 1 && (q1[-1] == '?' || q1[-1] == '+'))) return 0;
    if (*q0 == '*') return 2;
    if (*q0 == '+') return 1;
    if (*q0 == '{' && (q0[1] == '0' || q0[1] == '1') && q0[2] == ',' && q0[3] == '}')
        return q0[1] == '0' ? 2 : 1;
    return 0;
}

/* the counts of a greedy {m,n} or {n} at [q0, q1); 0 for anything else */
static int
rw_bounds(const char *q0, const char *q1, long *m, long *n)
{
    struct reg_quant q;
    if (q0 >= q1 || *q0 != '{' || reg_quant_read(q0, q1, &q) != q1 || q.lazy || q.max < 0) return 0;
    *m = q.min;
    *n = q.max;
    return *m <= *n;
}

/* does [p, e) hold a repeated group (one made optional by ? is none)? */
static int
rw_has_loop(const char *p, const char *e)
{
    for (; p < e; p = reg18_step(p, e))
        if (*p == ')' && p + 1 < e && strchr("*+{", p[1])) return 1;
    return 0;
}

/* 1.8.7 counts the iterations of a group repeated {m,n} times and lets any
   of them end empty (no empty check as for * and +): "(|a){2}b" on "ab"
   keeps "a".  Written as m copies of the group, then n - m nested optional
   ones, "(X){1,3}" as "(X)(?:(X)(?:(X))?)?", the copies' groups mapped back
   to the group they copy (rw_map); only for a body that may match empty and
   holds no loop.  Returns 0 when it does not apply */
static int
rw_unroll(struct rw *w, const struct rw_item *it, VALUE out)
{
    long m, n, i, len = it->a1 - it->a0;
    if (!rw_bounds(it->a1, it->q1, &m, &n) || n < 1 || n > 8) return 0;
    if (w->backrefs || w->ndups + n - 1 > RW_MAX_DUPS) return 0;
    if (rw_has_loop(it->body, it->a1 - 1) || rw_nullable_alts(w, it->body) == 0) return 0;
    w->changed = 1;
    if (!out) return 1;
    for (i = 0; i < n; i++) {
        if (i >= m) rb_str_buf_cat2(out, "(?:");
        if (i > 0) {
            struct rw_dup spare, *d = rw_dup_slot(w, &spare);
            d->o0 = RSTRING(out)->len;
            d->olast = d->o1 = d->o0 + len;
            d->open = it->a0;
            d->last = it->a1;
            if (d != &spare) w->ndups++;
        }
        rb_str_buf_cat(out, it->a0, len);
    }
    for (i = m; i < n; i++) rb_str_buf_cat2(out, ")?");
    return 1;
}

/* copies the item to out, rewriting inside a group */
static void
rw_emit_item(struct rw *w, const struct rw_item *it, int mode, VALUE out)
{
    int at_end = w->at_end, capture, dup;
    if (it->kind != RW_GROUP) {
        if (out) rb_str_buf_cat(out, it->a0, it->q1 - it->a0);
        return;
    }
    if (rw_unroll(w, it, out)) return;
    capture = it->body == it->a0 + 1;
    if (mode > 0 && it->a1 != it->q1) {
        /* only ends of capture groups (or empty ones) may follow */
        const char *p = it->q1;
        int d = w->depth;
        for (;;) {
            if (p + 1 < w->e && p[0] == '(' && p[1] == ')') p += 2;
            else if (p < w->e && *p == ')' && d > 0 && w->capture[--d]) p++;
            else break;
        }
        w->at_end = p == w->e;
    }
    dup = mode > 0 && it->a1 != it->q1 && rw_dup_wanted(w, it, mode);
    if (out) {
        if (dup) rb_str_buf_cat2(out, "(?:");
        rb_str_buf_cat(out, it->a0, it->body - it->a0);
    }
    if (w->depth < (int)sizeof(w->capture)) w->capture[w->depth] = capture;
    w->depth++;
    if (it->a1 != it->q1) w->loops++;
    if (dup) {
        /* 1.8.7 lets the first iteration end empty, on the last
           alternative, no later one: "(B|L)+" is "(?:(B'|L')+|(L))", B'
           and L' the alternatives that never match empty; the groups of
           the copy are the same groups (rw_map) */
        w->changed = 1;
        w->at_end = 0;
        rw_alts(w, it->body, 2, out);
        if (out) {
            struct rw_dup spare, *d = rw_dup_slot(w, &spare);
            const char *last = rw_last_alt(w, it->body);
            rb_str_buf_cat2(out, ")+|");
            d->o0 = RSTRING(out)->len;
            d->open = it->a0;
            rb_str_buf_cat(out, it->a0, it->body - it->a0);
            d->olast = RSTRING(out)->len;
            d->last = last;
            rb_str_buf_cat(out, last, it->a1 - last);
            d->o1 = RSTRING(out)->len;
            rb_str_buf_cat2(out, ")");
            if (d != &spare) w->ndups++;     /* (a walk without out records nothing) */
        }
    }
    else rw_alts(w, it->body, mode, out);
    if (it->a1 != it->q1) w->loops--;
    w->depth--;
    w->at_end = at_end;
    if (out && !dup) rb_str_buf_cat(out, it->a1 - 1, it->q1 - (it->a1 - 1));
}

/* the last alternative of the body at p */
static const char *
rw_last_alt(struct rw *w, const char *p)
{
    struct rw_item items[RW_MAX_ITEMS];
    const char *last = p;
    int n;
    for (;;) {
        p = rw_seq(w, p, items, RW_MAX_ITEMS, &n);
        if (!p || p >= w->e || *p != '|') return last;
        last = ++p;
    }
}

/* should the repeated group it (mode 1 after + or {1,}, 2 after * or
   {0,}; w->at_end says whether only group ends follow) be copied?  After
   +, and after * before more pattern when its body is an alternation,
   1.8.7 lets the first iteration end empty, no later one; after + at the
   end of the pattern, the body of one alternative keeps what Oniguruma
   does (its last iteration may end empty) */
static int
rw_dup_wanted(struct rw *w, const struct rw_item *it, int mode)
{
    struct rw_item items[RW_MAX_ITEMS];
    const char *q, *last;
    int n, nalts = 1, changed, stuck, at_end;
    if (w->backrefs || w->ndups >= RW_MAX_DUPS || w->loops > 0) return 0;
    q = rw_seq(w, it->body, items, RW_MAX_ITEMS, &n);
    if (!q) return 0;
    if (n == 1 && items[0].kind == RW_GROUP && items[0].a1 == items[0].q1 &&
        q < w->e && *q == ')') return 0;    /* one group: the mode goes in */
    last = q;
    while (q && q < w->e && *q == '|') {
        last = q + 1;
        q = rw_seq(w, last, items, RW_MAX_ITEMS, &n);
        nalts++;
    }
    if (!q || w->fail) return 0;
    if (mode == 2 || (nalts == 1 && w->at_end)) return 0;
    /* only when the last alternative may match empty ("(|a)+" never
       ends an iteration empty) */
    if (nalts > 1) {
        int k;
        q = rw_seq(w, last, items, RW_MAX_ITEMS, &n);
        if (!q || n < 0) return 0;
        for (k = 0; k < n; k++) if (rw_nullable(w, &items[k]) == 0) return 0;
    }
    if (rw_nullable_alts(w, it->body) == 0) return 0;
    /* a dry run: can every alternative that may match empty be rewritten? */
    changed = w->changed;
    stuck = w->stuck;
    at_end = w->at_end;
    w->stuck = 0;
    w->at_end = 0;
    w->loops++;
    rw_alts(w, it->body, 2, 0);
    w->loops--;
    n = !w->stuck && !w->fail;
    w->changed = changed;
    w->stuck = stuck;
    w->at_end = at_end;
    return n;
}

/* the group it (no quantifier) with a body that never matches empty,
   copied to out; without out: can it be? */
static int
rw_forced(struct rw *w, const struct rw_item *it, VALUE out)
{
    int changed = w->changed, stuck = w->stuck, at_end = w->at_end, ok;
    if (out) rb_str_buf_cat(out, it->a0, it->body - it->a0);
    w->stuck = 0;
    w->at_end = 0;
    w->loops++;
    if (w->depth < (int)sizeof(w->capture)) w->capture[w->depth] = it->body == it->a0 + 1;
    w->depth++;
    rw_alts(w, it->body, 2, out);
    w->depth--;
    w->loops--;
    ok = !w->stuck && !w->fail;
    if (!out) w->changed = changed;
    w->stuck = stuck;
    w->at_end = at_end;
    if (out) rb_str_buf_cat(out, it->a1 - 1, it->q1 - (it->a1 - 1));
    return ok;
}

/* an alternative of a repeated body [items, n): rewritten when it can
   match empty; 0 when it is copied as it is */
static int
rw_nonempty_alt(struct rw *w, const struct rw_item *items, int n, int mode, VALUE out)
{
    int i, which = -1, nullables = 0;
    for (i = 0; i < n; i++) {
        int z = rw_nullable(w, &items[i]);
        if (z == 0) return 0;
        if (z == 1) nullables++;
    }
    if (nullables > 1) return rw_nonempty_seq(w, items, n, out);
    for (i = 0; i < n; i++)
        if (rw_nullable(w, &items[i]) == 1) which = i;
    if (w->fail) return 0;
    if (mode == 1 && which < 0) {
        /* after +, 1.8.7 keeps what the groups of an empty alternative
           caught in a failed first iteration */
        if (n > 0 && reg18_count_groups(items[0].a0, items[n - 1].q1) > 0) return 0;
    }
    if (which < 0) {
        w->changed = 1;
        if (!out) return 1;
        /* matches only empty: never (after zero iterations and before
           more pattern, 1.8.7 would keep one empty iteration) */
        rb_str_buf_cat2(out, "(?:(?!)x)");
        for (i = 0; i < n; i++) rw_emit_item(w, &items[i], 0, out);
        return 1;
    }
    if (!rw_item_nonempty(w, &items[which], 0)) {
        w->stuck = 1;
        return 0;
    }
    w->changed = 1;
    if (!out) return 1;
    for (i = 0; i < n; i++) {
        if (i == which) rw_item_nonempty(w, &items[i], out);
        else rw_emit_item(w, &items[i], 0, out);
    }
    return 1;
}

/* the item it, that may match empty, in a form that never does, copied
   to out; without out: is there one? */
static int
rw_item_nonempty(struct rw *w, const struct rw_item *it, VALUE out)
{
    const char *q0 = it->a1, *q1 = it->q1;
    struct rw_item bare;
    int lazy;
    if (it->kind == RW_GROUP && q0 == q1)
        return rw_forced(w, it, out);   /* its body never matches empty */
    if (it->kind == RW_GROUP && ((q1 - q0 == 1 && *q0 == '*') || (q1 - q0 == 4 && !memcmp(q0, "{0,}", 4))) &&
        rw_nullable_alts(w, it->body) == 1) {
        /* a loop whose body may match empty: its iterations never end
           empty (as in 1.8.7), so at least one matches something:
           "((a|)*|b)*" on "b" matches "b" */
        bare = *it;
        bare.q1 = bare.a1;
        if (!rw_forced(w, &bare, out)) return 0;
        if (out) rb_str_buf_cat2(out, "+");
        return 1;
    }
    if (it->kind == RW_GROUP && (q1 - q0 == 1 || (q1 - q0 == 2 && q0[1] == '?')) && *q0 == '?' &&
        rw_nullable_alts(w, it->body) == 1) {
        /* an optional group whose body may match empty: matching something
           it is the group once, with a body that never matches empty */
        bare = *it;
        bare.q1 = bare.a1;
        return rw_forced(w, &bare, out);
    }
    if (rw_qmin(q0, q1) != 0 || q1[-1] == '+' || (*q0 == '{' && !memchr(q0, ',', q1 - q0)) ||
        (it->kind == RW_GROUP && rw_nullable_alts(w, it->body) != 0))
        return 0;
    if (!out) return 1;
    /* one atom that may repeat zero times: at least once */
    bare = *it;
    bare.q1 = bare.a1;
    rw_emit_item(w, &bare, 0, out);
    lazy = q1 - q0 > 1 && q1[-1] == '?';
    if (*q0 == '*') rb_str_buf_cat2(out, "+");
    else if (*q0 == '{') {
        const char *c = memchr(q0, ',', q1 - q0);
        rb_str_buf_cat2(out, "{1");
        if (c) rb_str_buf_cat(out, c, (lazy ? q1 - 1 : q1) - c);
        else rb_str_buf_cat2(out, "}");
    }
    if (lazy && *q0 != '?') rb_str_buf_cat2(out, "?");
    return 1;
}

/* may the item it, before the one a branch of rw_nonempty_seq makes
   nonempty, be left out of that branch?  When it matches empty only by
   repeating zero times: a ? * or {0,n} of a body that never matches empty
   or holds no group, or a * or {0,} loop (1.8.7 never ends an iteration of
   it empty); earlier branches tried it nonempty */
static int
rw_omittable(struct rw *w, const struct rw_item *it)
{
    if (rw_nullable(w, it) != 1 || rw_qmin(it->a1, it->q1) != 0) return 0;
    if (it->kind != RW_GROUP || rw_group_mode(it->a1, it->q1) == 2) return 1;
    return reg18_count_groups(it->a0, it->a1) == 0 || rw_nullable_alts(w, it->body) == 0;
}

/* branch j of rw_nonempty_seq: which items before j it leaves out (bit i
   of *omit); the source group of its first group (the groups it keeps
   are numbered on from there) in *user; 0 when none is left out, or when
   a group left out lies between groups it keeps */
static int
rw_seq_branch(struct rw *w, const struct rw_item *items, int j, unsigned *omit, int *user)
{
    int i, kept = 0;
    *omit = 0;
    *user = 0;
    for (i = 0; i < j && i < 32; i++) {
        int groups = reg18_count_groups(items[i].a0, items[i].q1) > 0;
        if (rw_omittable(w, &items[i])) {
            if (groups && kept) return 0;
            *omit |= 1U << i;
        }
        else if (groups && !kept) {
            kept = 1;
            *user = reg18_count_groups(w->s, items[i].a0) + 1;
        }
    }
    if (!kept) *user = reg18_count_groups(w->s, items[j].a0) + 1;
    return *omit != 0;
}

/* an alternative [items, n) with more than one item that may match empty
   ("a?b?"), in a form that never matches empty: one branch a nonempty
   form of each such item, items before it left out when they match empty
   only by repeating zero times (rw_omittable), "(?:ab?|b)", else as they
   are, "(?:(a|)b?|(a|)b)"; the groups of the later branches are copies
   (rw_map).  Only the first branch may hold another such rewrite */
static int
rw_nonempty_seq(struct rw *w, const struct rw_item *items, int n, VALUE out)
{
    int i, j, m = 0, first = 1;
    if (w->backrefs || w->inseq) { w->stuck = 1; return 0; }
    for (i = 0; i < n; i++) {
        if (rw_nullable(w, &items[i]) != 1) continue;
        if (m++) w->inseq++;
        j = rw_item_nonempty(w, &items[i], 0);
        if (m > 1) w->inseq--;
        if (!j) { w->stuck = 1; return 0; }
    }
    if (w->ndups + m - 1 > RW_MAX_DUPS) { w->stuck = 1; return 0; }
    w->changed = 1;
    if (!out) return 1;
    rb_str_buf_cat2(out, "(?:");
    for (j = 0; j < n; j++) {
        struct rw_dup spare, *d;
        long o0 = 0;
        unsigned omit = 0;
        int user = 0;
        if (rw_nullable(w, &items[j]) != 1) continue;
        if (!first) {
            rb_str_buf_cat2(out, "|");
            o0 = RSTRING(out)->len;
            w->inseq++;
            if (!rw_seq_branch(w, items, j, &omit, &user))
                user = reg18_count_groups(w->s, items[0].a0) + 1;
        }
        for (i = 0; i < n; i++) {
            if (i < 32 && (omit & (1U << i))) continue;
            if (i == j) rw_item_nonempty(w, &items[i], out);
            else rw_emit_item(w, &items[i], 0, out);
        }
        if (!first && reg18_count_groups(RSTRING(out)->ptr + o0, RSTRING(out)->ptr + RSTRING(out)->len) > 0) {
            /* recorded after the copies inside it (rw_map takes the first
               record holding a group: the innermost) */
            d = rw_dup_slot(w, &spare);
            d->o0 = o0;
            d->o1 = RSTRING(out)->len;
            d->open = 0;
            d->user = user;
            if (d != &spare) w->ndups++;
        }
        if (!first) w->inseq--;
        first = 0;
    }
    rb_str_buf_cat2(out, ")");
    return 1;
}

/* the alternatives from p to the ')' or the end, copied to out (when not
   0) and rewritten: mode 2, none of them may end empty, 1: all but the
   last, 0: none rewritten at this level.  Returns where they end, 0 on
   failure */
/* an alternative [items, n) of a loop body, not its last, that matches
   only empty and has capture groups, before alternatives at p that never
   match empty: 1.8.7 fails it (an iteration never ends on it) but keeps
   what its groups caught while the later alternatives are tried (seen
   with the loop at the end of the pattern; with more pattern after it,
   "(()|b)*a" on "ba", the groups stay unset) */
static int
rw_leaking_alt(struct rw *w, const struct rw_item *items, int n, const char *p)
{
    struct rw_item later[RW_MAX_ITEMS];
    int i, m;
    for (i = 0; i < n; i++) if (rw_nullable(w, &items[i]) != 2) return 0;
    if (reg18_count_groups(items[0].a0, items[n - 1].q1) == 0) return 0;
    for (;;) {
        int nonempty = 0;
        p = rw_seq(w, p, later, RW_MAX_ITEMS, &m);
        if (!p || m <= 0) return 0;
        for (i = 0; i < m; i++) if (rw_nullable(w, &later[i]) == 0) nonempty = 1;
        if (!nonempty) return 0;
        if (!(p < w->e && *p == '|')) return !w->fail;
        p++;
    }
}

/* in the body of a loop (* + {0,} {1,}), 1.8.7 fails an iteration that
   ends where its last choice still open was made: an alternation (not on
   its last alternative) that matched empty, with only zero-width items
   after it ("(a(|b))*" on "a" matches "", "(a(b?|c))*" too).  The index
   of that group in the alternative at p (a group without quantifier, not
   atomic, followed by anchors, lookarounds and empty groups only), or -1 */
static int
rw_tail_group(struct rw *w, const char *p)
{
    struct rw_item items[RW_MAX_ITEMS];
    int n, k;
    if (!rw_seq(w, p, items, RW_MAX_ITEMS, &n) || n <= 0) return -1;
    for (k = n - 1; k >= 0; k--) {
        const struct rw_item *it = &items[k];
        if (it->kind == RW_ZERO) continue;
        if (it->kind == RW_GROUP && it->a1 == it->q1 && it->body == it->a1 - 1) continue;
        break;
    }
    if (k < 0) return -1;
    if (items[k].kind != RW_GROUP || items[k].a1 != items[k].q1) return -1;
    if (items[k].a0[1] == '?' && items[k].a0[2] == '>') return -1;
    return k;
}

/* 1.8.7 gives a loop ending the pattern with two alternatives, the first
   one group that holds groups and matches empty last ("(a|)", "(a*)"),
   what that group caught empty where the second alternative is taken:
   "((a|)|b)*" on "ab" leaves "" in group 2.  1: items (n of them) is
   such a first alternative, to be caught again by a look-ahead before the
   second (rw_leak_copy) */
static int
rw_empty_last_alt(struct rw *w, const struct rw_item *items, int n, int nalts)
{
    struct rw_item sub[RW_MAX_ITEMS];
    const struct rw_item *it = &items[0];
    const char *p;
    int m, i;
    if (!w->at_end || nalts != 2 || n != 1 || w->backrefs) return 0;
    if (it->kind != RW_GROUP || (it->a0[1] == '?' && it->a0[2] != ':')) return 0;
    if (it->a1 != it->q1 && !(*it->a1 == '?' && (it->q1 - it->a1 == 1 || (it->q1 - it->a1 == 2 && it->a1[1] == '?'))))
        return 0;   /* "(a|)?" and "(a|)??" too */
    if (rw_nullable(w, it) != 1 || reg18_count_groups(it->a0, it->a1) == 0) return 0;
    if (rw_has_loop(it->body, it->a1)) return 0;
    /* every alternative of its body but the last never matches empty */
    for (p = it->body;;) {
        p = rw_seq(w, p, sub, RW_MAX_ITEMS, &m);
        if (!p || m < 0) return 0;
        if (p >= w->e || *p != '|') break;
        for (i = 0; i < m; i++) if (rw_nullable(w, &sub[i]) == 0) break;
        if (i == m) return 0;
        p++;
    }
    if (m == 0) return 1;
    if (m != 1 || sub[0].kind != RW_CHAR || sub[0].a1 == sub[0].q1) return 0;
    return sub[0].q1[-1] != '?' || sub[0].q1 - sub[0].a1 == 1;   /* greedy */
}

/* the look-ahead "(?=B)" that catches the groups of B (rw_empty_last_alt)
   again, a copy mapped back to them */
static void
rw_leak_copy(struct rw *w, const struct rw_item *it, VALUE out)
{
    struct rw_dup *d;
    if (!out) return;
    if (w->ndups >= RW_MAX_DUPS) { w->fail = 1; return; }
    d = &w->dups[w->ndups];
    rb_str_buf_cat2(out, "(?=");
    d->o0 = RSTRING(out)->len;
    d->open = 0;
    d->user = reg18_count_groups(w->s, it->a0) + 1;
    rb_str_buf_cat(out, it->a0, it->q1 - it->a0);
    if (it->q1 - it->a1 == 2) rb_str_set_len(out, RSTRING(out)->len - 1);    /* "??" tries it too */
    d->o1 = RSTRING(out)->len;
    rb_str_buf_cat2(out, ")");
    w->ndups++;
}

static const char *
rw_alts(struct rw *w, const char *p, int mode, VALUE out)
{
    struct rw_item items[RW_MAX_ITEMS], leak;
    const char *start = p, *q;
    int n, nalts = 1, body = mode > 0, opened = 0, leaks = 0;
    if (mode > 0) {
        q = rw_seq(w, p, items, RW_MAX_ITEMS, &n);
        while (q && q < w->e && *q == '|') {
            q = rw_seq(w, q + 1, items, RW_MAX_ITEMS, &n);
            nalts++;
        }
        if (!q) return 0;
        if (nalts == 1) {
            /* a body that is one group: the mode goes in */
            rw_seq(w, p, items, RW_MAX_ITEMS, &n);
            if (n == 1 && items[0].kind == RW_GROUP && items[0].a1 == items[0].q1) {
                rw_emit_item(w, &items[0], mode, out);
                return items[0].q1;
            }
            /* one alternative: 1.8.7 lets its last iteration end empty
               only when nothing follows the group (or after +) */
            if (mode == 1 || w->at_end) mode = 0;
        }
    }
    p = start;
    for (;;) {
        int last;
        if (mode > 0) {
            q = rw_seq(w, p, items, RW_MAX_ITEMS, &n);
            if (!q) return 0;
            last = !(q < w->e && *q == '|');
            if (n < 0) w->stuck = 1;
            if (leaks) rw_leak_copy(w, &leak, out);
            if ((leaks = p == start && rw_empty_last_alt(w, items, n, nalts))) leak = items[0];
            if (n > 0 && !last && w->at_end && rw_leaking_alt(w, items, n, q + 1)) {
                /* "(()|a)+" is "((?:(?=())|)(?:a))+" */
                int i;
                w->changed = 1;
                if (out) {
                    rb_str_buf_cat2(out, "(?:(?=");
                    for (i = 0; i < n; i++) rw_emit_item(w, &items[i], 0, out);
                    rb_str_buf_cat2(out, ")|)(?:");
                }
                opened++;
                p = q + 1;
                continue;
            }
            if (n >= 0 && !(mode == 1 && last) && rw_nonempty_alt(w, items, n, mode, out)) goto next;
        }
        /* item by item, each group in the mode its quantifier gives */
        {
            int i = 0, tail = body ? rw_tail_group(w, p) : -1;
            while (p < w->e && *p != '|' && *p != ')') {
                struct rw_item it;
                if (!(p = rw_item(w, p, &it))) { w->fail = 1; return 0; }
                if (i++ == tail) {
                    /* its alternatives but the last never end an
                       iteration empty */
                    int stuck = w->stuck;
                    rw_emit_item(w, &it, 1, out);
                    w->stuck = stuck;
                }
                else rw_emit_item(w, &it, rw_group_mode(it.a1, it.q1), out);
            }
        }
        q = p;
      next:
        p = q;
        if (!(p < w->e && *p == '|')) {
            if (out) while (opened-- > 0) rb_str_buf_cat(out, ")", 1);
            return p;
        }
        if (out) rb_str_buf_cat(out, "|", 1);
        p++;
    }
}

/* the source group (map[i]) of each capture group i of out, the source
   rewritten with the copies w->dups; their count, or -1 when too many */
static int
rw_map(struct rw *w, VALUE out, int *map)
{
    const char *s = RSTRING(out)->ptr, *p, *e = s + RSTRING(out)->len;
    int n = 0, user = 0, d;
    for (p = reg18_next_group(s, e); p < e; p = reg18_next_group(p + 1, e)) {
        if (++n > RW_MAX_GROUPS) return -1;
        for (d = 0; d < w->ndups; d++)
            if (p - s >= w->dups[d].o0 && p - s < w->dups[d].o1) break;
        if (d < w->ndups && !w->dups[d].open)   /* a branch of rw_nonempty_seq */
            map[n] = w->dups[d].user + reg18_count_groups(s + w->dups[d].o0, p);
        else if (d < w->ndups) { /* a copy: the group of the source there */
            long x = p - s;
            const struct rw_dup *dp = &w->dups[d];
            const char *src = x < dp->olast ? dp->open + (x - dp->o0) : dp->last + (x - dp->olast);
            if (src < w->s || src >= w->e) return -1;   /* a copy rewritten again: no map */
            map[n] = reg18_count_groups(w->s, src) + 1;
        }
        else
            map[n] = ++user;
    }
    return n;
}

static int
reg_x_space(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* [s, s + len) of an extended regexp (flag x, or a leading "(?x)" or "(?x:") without
   its blanks and comments, or Qnil when that is not sure to mean the same
   (a blank inside "{...}", or between "(" and "?") */
static VALUE
reg_strip_extended(const char *s, long len)
{
    const char *p = s, *e = s + len, *q;
    VALUE out = rb_str_buf_new(len);
    int wrapped = 0;
    if (len >= 4 && memcmp(s, "(?x)", 4) == 0) p += 4;
    else if (len >= 4 && memcmp(s, "(?x:", 4) == 0) {  /* reg18_translate's "(?x)" */
        rb_str_buf_cat2(out, "(?:");
        p += 4;
        wrapped = 1;
    }
    while (p < e) {
        if (reg_x_space((unsigned char)*p)) p++;
        else if (*p == '#') {
            while (p < e && *p != '\n') p++;
        }
        else if (*p == '(' && p + 1 < e && reg_x_space((unsigned char)p[1])) {
            for (q = p + 1; q < e && reg_x_space((unsigned char)*q); q++) ;
            if (q < e && (*q == '?' || *q == '#')) return Qnil;    /* "( ?:" */
            rb_str_buf_cat(out, p, 1);
            p++;
        }
        else if (*p == '{') {
            for (q = p; q < e && *q != '}'; q++)
                if (reg_x_space((unsigned char)*q) || *q == '#') return Qnil;
            rb_str_buf_cat(out, p, 1);
            p++;
        }
        else if (*p == '(' && p + 2 < e && p[1] == '?' && p[2] == '#') {
            for (q = p; q < e && *q != ')'; q++) ;
            if (q < e) q++;
            rb_str_buf_cat(out, p, q - p);
            p = q;
        }
        else {
            q = reg18_step(p, e);
            if (q > e) q = e;
            rb_str_buf_cat(out, p, q - p);
            p = q;
        }
    }
    if (wrapped) {
        /* "(?:" ... ")" around all of it: without them */
        const char *o = RSTRING(out)->ptr, *oe = o + RSTRING(out)->len;
        int depth = 0;
        for (q = o; q < oe; q = reg18_step(q, oe)) {
            if (*q == '(') depth++;
            else if (*q == ')' && --depth == 0) break;
        }
        if (q != oe - 1) return Qnil;
        return rb_str_new(o + 3, oe - o - 4);
    }
    return out;
}

/* ---- lazy quantifiers ending the body of a greedy loop */

/* 1.8.7's engine runs a lazy quantifier that ends an alternative of the
   body of a group repeated by *, +, {0,} or {1,} as a greedy one: "(a*?)*"
   on "aa" matches "aa" (Oniguruma: ""), "(a+?)*" leaves the group at "aa",
   "(a*?)*b" on "aab" has "aa" in it.  reg_lazy_tail drops the '?' of such
   *?, +? and ?? of a character, class or escape (not {m,n}?, nor a
   lazy group, which stay lazy there), but only when what
   follows the loop cannot start where they would stop: the end of the
   source, $, \z, \Z or a literal character none of them matches.  When it
   can, a *? or +? tail runs as an atomic greedy one ((?>a*)): "(a*?)*a"
   on "aab" is "a" with the group unset, "(a*?)+a" never matches (a ??
   tail stays).  A lazy item that is not the last of its alternative, and
   the last one when a lazy item that may match empty comes before it
   there, stay ("(b+?\\w+?)*" on "bba" is "bba", "(a*?b*?)*" left alone). */

#define LZ_MAX_MARKS 64

struct lz {
    const char *s, *e;
    int fail;
    int scan;       /* only finding where items end */
    int depth;      /* groups entered */
    int nmarks;
    struct lz_mark {
        const char *at;     /* where: a lazy '?' to drop, or an atom's start */
        int drop;           /* bytes replaced there (1: the '?') */
        const char *text;   /* put there instead */
    } marks[LZ_MAX_MARKS];
};

struct lz_item {
    const char *a0, *a1;    /* the atom */
    const char *q0, *q1;    /* its quantifier [q0, q1), without a lazy '?' */
    const char *lazy;       /* the lazy '?', or 0 */
    const char *body;       /* a plain or capture group: its body */
    int min, max;           /* the quantifier's bounds (max -1: none) */
    int kind;               /* LZ_CHAR (a1[-1] the byte), LZ_ANY, LZ_ZERO, LZ_GROUP */
    int pre;                /* a lazy item before the tail, made greedy with it */
};

enum { LZ_CHAR, LZ_ANY, LZ_ZERO, LZ_GROUP };

static const char *lz_alts(struct lz *z, const char *p);
static void lz_mark(struct lz *z, const char *at, int drop, const char *text);

/* reads a quantifier at p into it; returns where it ends (p: none) */
static const char *
lz_quant(struct lz *z, const char *p, struct lz_item *it)
{
    struct reg_quant q;
    const char *r = reg_quant_read(p, z->e, &q);
    it->q0 = p;
    it->q1 = q.q1;
    it->lazy = q.lazy;
    it->min = it->max = 1;
    if (r == p) {
        if (p < z->e && *p == '{') z->fail = 1;   /* a literal '{': not understood */
        return p;
    }
    if (q.min > 100000 || q.max > 100000) z->fail = 1;
    it->min = (int)q.min;
    it->max = (int)q.max;
    if (q.stacked) z->fail = 1;
    return r;
}

/* reads one item at p (not at '|' or ')' or the end) */
static const char *
lz_item(struct lz *z, const char *p, struct lz_item *it)
{
    const char *e = z->e;
    struct reg_atom a;
    unsigned char c = (unsigned char)*p;
    it->a0 = p;
    it->body = 0;
    /* bytes from 0x80, '}', and what reg_atom_read does not take */
    if (c >= 0x80 || c == '}' || c == ')' || c == '|') { z->fail = 1; return p; }
    p = reg_atom_read(p, e, KCODE_NONE, &a);
    switch (a.kind) {
      case RA_ESC:
        c = (unsigned char)a.esc;
        if (strchr("dDwWsShH", c)) it->kind = LZ_ANY;
        else if (strchr("tnrfvae", c)) it->kind = LZ_ANY;   /* a character, but not its own byte */
        else if (ISALNUM(c) || c >= 0x80) { z->fail = 1; return it->a0; }
        else it->kind = LZ_CHAR;
        break;
      case RA_CLASS: case RA_DOT:
        it->kind = LZ_ANY;
        break;
      case RA_ZERO:
        it->kind = LZ_ZERO;
        break;
      case RA_CHAR:
        it->kind = LZ_CHAR;
        break;
      case RA_GROUP:
        if (p - it->a0 == 3 && it->a0[2] == '>') { z->fail = 1; return it->a0; }   /* atomic */
        it->body = p;
        it->kind = LZ_GROUP;
        if (++z->depth > 32) { z->fail = 1; return it->a0; }
        p = lz_alts(z, it->body);
        z->depth--;
        if (z->fail || p >= e || *p != ')') { z->fail = 1; return it->a0; }
        p++;
        break;
      default:  /* \x \0 \1 \c \C \M, lookarounds, options, comments */
        z->fail = 1;
        return it->a0;
    }
    it->a1 = p;
    return lz_quant(z, p, it);
}

/* may [p, e) start with the byte the LZ_CHAR atom (or any atom) matches?
   1: no, what follows leaves the loop's lazy tail alone */
static int
lz_follow_ok(struct lz *z, const char *p, const struct lz_item *tails, int ntails)
{
    const char *e = z->e;
    int i;
    for (;;) {
        if (p >= e) return 1;
        if (*p == '$') return 1;
        if (*p == '\\' && p + 1 < e && (p[1] == 'z' || p[1] == 'Z')) return 1;
        if (*p == '|' || *p == ')') {
            /* to the end of the enclosing group */
            int depth = 0;
            for (; p < e; p++) {
                if (*p == '\\') { p++; continue; }
                if (*p == '[') { p = reg_class_end(p, e); if (!p) return 0; p--; continue; }
                if (*p == '(') depth++;
                else if (*p == ')') { if (depth == 0) break; depth--; }
            }
            if (p >= e) return 1;
            p++;
            if (p < e && (*p == '*' || *p == '+' || *p == '?' || *p == '{')) return 0;
            continue;
        }
        {
            struct lz_item f;
            struct lz sub = *z;
            sub.fail = 0;
            sub.scan = 1;
            lz_item(&sub, p, &f);
            if (sub.fail || f.kind != LZ_CHAR || f.min < 1) return 0;
            for (i = 0; i < ntails; i++) {
                if (tails[i].pre) continue;     /* they end before a tail */
                if (tails[i].kind != LZ_CHAR || tails[i].a1[-1] == f.a1[-1]) return 0;
            }
            return 1;
        }
    }
}

/* the lazy quantifiers at the end of the alternatives of the loop body at
   body (up to its ')'): their items into tails; 0 when not understood */
/* does every alternative of the group body at p hold an item that never
   matches empty (a character, class or escape, or such a group, not
   repeated from zero)?  With one: and there is one alternative (1.8.7
   backtracks into a lazy "(a|b)*?" ending a loop body).  0 when not
   understood */
static int
lz_body_nonempty(struct lz *z, const char *p, int one)
{
    const char *e = z->e;
    int scan = z->scan, ok = 1;
    z->scan = 1;
    for (;;) {
        int found = 0;
        while (ok && p < e && *p != '|' && *p != ')') {
            struct lz_item it;
            p = lz_item(z, p, &it);
            if (z->fail) ok = 0;
            else if (it.min >= 1 && (it.kind == LZ_CHAR || it.kind == LZ_ANY ||
                                     (it.kind == LZ_GROUP && lz_body_nonempty(z, it.body, 0))))
                found = 1;
        }
        if (!ok || !found) { ok = 0; break; }
        if (p >= e || *p == ')') break;
        if (one) { ok = 0; break; }
        p++;    /* '|' */
    }
    z->scan = scan;
    return ok;
}

/* the lazy tail of the alternative [items, n): its last item, or a lazy
   *? or +? of a character followed only by greedy characters that may
   match empty and differ from it ("(a*?b?)*a" on "aab" is "a", as with
   "(a*?)*a") */
static int
lz_tail_index(const struct lz_item *items, int n)
{
    int k = n - 1, i;
    while (k > 0 && !items[k].lazy && items[k].min == 0 && items[k].kind == LZ_CHAR) k--;
    if (k == n - 1 || !items[k].lazy || items[k].kind != LZ_CHAR || *items[k].q0 == '?' || *items[k].q0 == '{')
        return n - 1;
    for (i = k + 1; i < n; i++) if (items[i].a1[-1] == items[k].a1[-1]) return n - 1;
    return k;
}

static int
lz_tails(struct lz *z, const char *body, struct lz_item *tails, int *ntails, int max)
{
    const char *p = body, *e = z->e;
    for (;;) {
        struct lz_item items[32];
        int n = 0;
        while (p < e && *p != '|' && *p != ')') {
            int scan = z->scan;
            if (n >= 32) return 0;
            z->scan = 1;
            p = lz_item(z, p, &items[n++]);
            z->scan = scan;
            if (z->fail) return 0;
        }
        if (n > 0) {
            int i, other = 0, pre = 0, last = lz_tail_index(items, n);
            struct lz_item *it = &items[last];
            /* {m,n}? and a lazy group whose body may match empty
               ("(a(|b)*?|)+") stay lazy */
            int tail = it->lazy && *it->q0 != '{' && (it->kind != LZ_GROUP || lz_body_nonempty(z, it->body, 1));
            /* lazy items before it that may match empty: greedy with it
               when they are *? or ?? of a character, class or escape
               ("(a*?b*?)*" is "(a*b*)*"), else all left alone */
            for (i = 0; i < last; i++) {
                if (!items[i].lazy || items[i].min >= 1) continue;
                if (*items[i].q0 == '{' || items[i].kind == LZ_GROUP) other = 1;
                else pre++;
            }
            if (pre && !tail) other = 1;
            for (i = 0; pre && tail && it->max == 1 && i < last; i++) {
                /* a ?? tail that may take what an earlier lazy item
                   takes stays lazy with it ("(a*?a??)*c" on "aac" keeps
                   "a"; "(a*?b??)*c" on "abc" "ab") */
                if (!items[i].lazy || items[i].min >= 1) continue;
                if (items[i].kind != LZ_CHAR || it->kind != LZ_CHAR || items[i].a1[-1] == it->a1[-1]) other = 1;
            }
            if (!other && *ntails + pre > max) return 0;
            for (i = 0; !other && i < last; i++) {
                if (!items[i].lazy || items[i].min >= 1) continue;
                tails[*ntails] = items[i];
                tails[(*ntails)++].pre = 1;
            }
            if (other) ;    /* another lazy item before it: left alone */
            else if (tail) {
                if (*ntails >= max) return 0;
                tails[*ntails] = *it;
                tails[(*ntails)++].pre = 0;
            }
            else if (it->q0 == it->q1 && it->kind == LZ_GROUP) {
                if (!lz_tails(z, it->body, tails, ntails, max)) return 0;
            }
        }
        if (p >= e || *p == ')') return 1;
        p++;    /* '|' */
    }
}

/* the alternatives at p, up to the ')' or the end */
static const char *
lz_alts(struct lz *z, const char *p)
{
    const char *e = z->e;
    while (p < e && *p != ')') {
        struct lz_item it;
        if (*p == '|') { p++; continue; }
        p = lz_item(z, p, &it);
        if (z->fail) return p;
        if (!z->scan && it.kind == LZ_GROUP && !it.lazy && it.max == -1 && it.min <= 1) {
            struct lz_item tails[16];
            int ntails = 0, i;
            if (lz_tails(z, it.body, tails, &ntails, 16) && ntails > 0) {
                int greedy = lz_follow_ok(z, p, tails, ntails);
                for (i = 0; i < ntails; i++) {
                    if (z->nmarks + 2 > LZ_MAX_MARKS) { z->fail = 1; return p; }
                    if (greedy || tails[i].pre) lz_mark(z, tails[i].lazy, 1, "");
                    else if (*tails[i].q0 != '?') {
                        lz_mark(z, tails[i].a0, 0, "(?>");
                        lz_mark(z, tails[i].lazy, 1, ")");
                    }
                }
            }
            z->fail = 0;   /* a body not understood: that loop stays */
        }
    }
    return p;
}

/* records an edit of the source at `at` */
static void
lz_mark(struct lz *z, const char *at, int drop, const char *text)
{
    z->marks[z->nmarks].at = at;
    z->marks[z->nmarks].drop = drop;
    z->marks[z->nmarks].text = text;
    z->nmarks++;
}

static int
lz_mark_cmp(const void *a, const void *b)
{
    const struct lz_mark *x = a, *y = b;
    if (x->at != y->at) return x->at < y->at ? -1 : 1;
    return strcmp(x->text, y->text);
}

/* [s, s + len) with the lazy tails of greedy loops made greedy, or Qnil */
static VALUE
reg_lazy_tail(const char *s, long len, int flags)
{
    struct lz z;
    const char *p, *copied;
    VALUE out;
    int i;
    if ((flags & (REG_IGNORECASE | REG_EXTENDED)) || len > 8192) return Qnil;
    if (!memchr(s, '?', len)) return Qnil;
    z.s = s;
    z.e = s + len;
    z.fail = z.scan = z.depth = 0;
    z.nmarks = 0;
    p = lz_alts(&z, s);
    if (z.fail || p != s + len || z.nmarks == 0) return Qnil;
    qsort(z.marks, z.nmarks, sizeof(z.marks[0]), lz_mark_cmp);
    out = rb_str_buf_new(len);
    copied = s;
    for (i = 0; i < z.nmarks; i++) {
        const struct lz_mark *m = &z.marks[i];
        if (m->at < copied || (i > 0 && m->at == m[-1].at)) continue;   /* marked twice */
        rb_str_buf_cat(out, copied, m->at - copied);
        rb_str_buf_cat2(out, m->text);
        copied = m->at + m->drop;
    }
    rb_str_buf_cat(out, copied, s + len - copied);
    return out;
}

static VALUE reg_nonempty1(const char *s, long len, int flags, int kcode, int *map, int *nmap);

/* reg_lazy_tail, then the empty iterations of reg_nonempty1 */
static VALUE
reg_nonempty0(const char *s, long len, int flags, int kcode, int *map, int *nmap)
{
    VALUE lz = reg_lazy_tail(s, len, flags), r;
    if (NIL_P(lz)) return reg_nonempty1(s, len, flags, kcode, map, nmap);
    r = reg_nonempty1(RSTRING(lz)->ptr, RSTRING(lz)->len, flags, kcode, map, nmap);
    return NIL_P(r) ? lz : r;
}

/* is the item lazy with no least count ("a*?", "a??", "a{0,2}?"): its
   first try is empty */
static int
rw_lazy_zero(const struct rw_item *it)
{
    struct reg_quant q;
    reg_quant_read(it->a1, it->q1, &q);
    return q.lazy && q.min == 0;
}

/* does the body at p end on an empty choice: its alternatives but the
   last never match empty, and the last is empty (after another one) or
   one group whose body ends so ("(a|)", "((a|))", "(?:(a)|())")? */
static int
rw_ends_empty(struct rw *w, const char *p, int prior)
{
    struct rw_item items[RW_MAX_ITEMS];
    int n, k, alts = 0;
    for (;; p++) {
        p = rw_seq(w, p, items, RW_MAX_ITEMS, &n);
        if (!p || n < 0 || w->fail) return 0;
        alts++;
        if (p >= w->e || *p != '|') break;
        for (k = 0; k < n && rw_nullable(w, &items[k]) > 0; k++) ;
        if (k == n) return 0;
    }
    if (n == 0) return alts >= 2;
    if (n == 1 && alts + prior >= 2 && rw_lazy_zero(&items[0])) return 1;
    if (n != 1 || items[0].kind != RW_GROUP || items[0].a1 != items[0].q1) return 0;
    if (items[0].body == items[0].a1 - 1) return alts >= 2;
    return rw_ends_empty(w, items[0].body, alts + prior - 1);
}

/* 1.8.7's first match with a regexp keeps what a group repeated by * caught
   in its last iteration, refused for ending empty on an empty last choice
   (rw_ends_empty), when more pattern follows and no iteration counted:
   "b" =~ /(a|)*b/ sets $1 to "" the first time, nil after.  Records each
   such loop as its groups [lo[i], hi[i]] (lo[i] the loop's own when it
   captures, cap[i]); returns how many */
#define REG_FIRST_LOOPS 16
static int
reg_first_loops(const char *s, long len, int kcode, int *lo, int *hi, int *cap)
{
    struct rw w;
    const char *p, *e = s + len;
    int g = 0, n = 0;
    volatile VALUE ends = rb_str_new(0, len * sizeof(int));
    memset(&w, 0, sizeof w);
    w.s = s;
    w.e = e;
    w.kcode = kcode;
    memset(RSTRING(ends)->ptr, 0, len * sizeof(int));
    w.ends = (int *)RSTRING(ends)->ptr;    /* each group read once (rw_group_end) */
    for (p = s; p < e && n < REG_FIRST_LOOPS; p = reg18_step(p, e)) {
        struct rw_item it;
        const char *after;
        int capture;
        if (*p != '(') continue;
        capture = !(p + 1 < e && p[1] == '?');
        if (capture) g++;
        w.fail = 0;
        if (!rw_item(&w, p, &it) || w.fail || it.kind != RW_GROUP) continue;
        if (!((it.q1 - it.a1 == 1 && *it.a1 == '*') ||
              (it.q1 - it.a1 == 4 && memcmp(it.a1, "{0,}", 4) == 0))) continue;
        if (!rw_ends_empty(&w, it.body, 0)) continue;
        for (after = it.q1; after < e && *after == ')'; after++) ;
        if (after >= e || *after == '|') continue;
        lo[n] = capture ? g : g + 1;
        hi[n] = g + reg18_count_groups(it.body, it.a1 - 1);
        cap[n] = capture;
        if (lo[n] <= hi[n]) n++;
    }
    return n;
}

/* the source Oniguruma compiles for [s, s + len) after reg18_scan, with
   1.8.7's empty iterations, or Qnil when it stays; an extended source is
   rewritten without its blanks and comments */
static VALUE
reg_nonempty(const char *s, long len, int flags, int kcode, int *map, int *nmap)
{
    VALUE xs, r;
    if (len > 8192) return Qnil;
    if (!(flags & REG_EXTENDED) && !(len >= 4 && (memcmp(s, "(?x)", 4) == 0 || memcmp(s, "(?x:", 4) == 0)))
        return reg_nonempty0(s, len, flags, kcode, map, nmap);
    xs = reg_strip_extended(s, len);
    if (NIL_P(xs)) return Qnil;
    r = reg_nonempty0(RSTRING(xs)->ptr, RSTRING(xs)->len, flags & ~REG_EXTENDED, kcode, map, nmap);
    RB_GC_GUARD(xs);
    return r;
}

static VALUE
reg_nonempty1(const char *s, long len, int flags, int kcode, int *map, int *nmap)
{
    volatile VALUE ends;
    struct rw w;
    const char *p;
    int depth = 0, maxdepth = 0;
    int repeated = 0, backrefs = 0;
    if ((flags & REG_EXTENDED) || len > 8192) return Qnil;
    for (p = s; p < s + len; p++) {
        if (*p == '\\') {
            if (p + 1 < s + len && p[1] >= '1' && p[1] <= '9') backrefs = 1;
            p++;
            continue;
        }
        if (*p == ')' && p + 1 < s + len && (p[1] == '*' || p[1] == '+' || p[1] == '{')) repeated = 1;
        if (*p == '(') {
            if (++depth > maxdepth) maxdepth = depth;
            if (p + 1 < s + len && p[1] == '?' && p + 2 < s + len && p[2] != ':' && p[2] != '=' && p[2] != '!' && p[2] != '>' && p[2] != '#') {
                const char *q = p + 2;
                while (q < s + len && (*q == 'i' || *q == 'm' || *q == '-')) q++;
                if (q >= s + len || *q != ':') return Qnil;   /* x, or unknown */
            }
        }
        else if (*p == ')') depth--;
        else if (kcode == KCODE_SJIS && (unsigned char)*p >= 0x80) return Qnil;
    }
    if (maxdepth > 32 || !repeated) return Qnil;
    w.s = s;
    w.e = s + len;
    w.kcode = kcode;
    w.fail = w.changed = w.at_end = w.depth = w.loops = w.stuck = w.ndups = w.inseq = 0;
    w.backrefs = backrefs;
    w.out = 0;
    ends = rb_str_new(0, len * sizeof(int));
    memset(RSTRING(ends)->ptr, 0, len * sizeof(int));
    w.ends = (int *)RSTRING(ends)->ptr;
    p = rw_alts(&w, s, 0, 0);
    if (!p || w.fail || !w.changed || p != s + len) return Qnil;
    w.ndups = 0;
    w.out = rb_str_buf_new(len + 16);
    p = rw_alts(&w, s, 0, w.out);
    if (!p || w.fail || p != s + len) return Qnil;
    if (w.ndups > 0) {
        int m[RW_MAX_GROUPS + 1], n = rw_map(&w, w.out, m);
        if (n < 0) return Qnil;
        if (map) {
            memcpy(map, m, sizeof(int) * (n + 1));
            *nmap = n;
        }
    }
    return w.out;
}

/* does the source (after reg18_scan) have a negated class and no '.', \b
   or \B?  Its classes then see a character cut short by the end of the
   string as one byte, as 1.8.7 ('.' fails on it, where Oniguruma would
   take one byte; 1.8.7's \b takes such a byte for a word character
   before a place, not after it) */
static int
reg_cut_classes(const char *s, long len)
{
    const char *p = s, *e = s + len;
    int negated = 0;
    while (p < e) {
        if (*p == '\\' && p + 1 < e && (p[1] == 'b' || p[1] == 'B')) return 0;
        if (*p == '\\') p += 2;
        else if (*p == '[') {
            if (p + 1 < e && p[1] == '^') negated = 1;
            p = reg_class_end(p, e);
            if (!p) return 0;
        }
        else if (*p == '.') return 0;
        else p++;
    }
    return negated;
}

static OnigEncoding
kcode_cut_encoding(int code)
{
    switch (code) {
      case KCODE_EUC: return &enc18_euc_cut;
      case KCODE_SJIS: return &enc18_sjis_cut;
      case KCODE_UTF8: return &enc18_utf8_cut;
    }
    return ONIG_ENCODING_ASCII;
}

/* onig_search and onig_match with the end of the string known to the
   encodings of reg_cut_classes */
static int
reg_onig_search(OnigRegex reg, const OnigUChar *s, const OnigUChar *e, const OnigUChar *start,
                const OnigUChar *range, OnigRegion *region, OnigOptionType opt)
{
    int r;
    enc18_subject_end = e;
    r = onig_search(reg, s, e, start, range, region, opt);
    enc18_subject_end = 0;
    return r;
}

static int
reg_onig_match(OnigRegex reg, const OnigUChar *s, const OnigUChar *e, const OnigUChar *at,
               OnigRegion *region, OnigOptionType opt)
{
    int r;
    enc18_subject_end = e;
    r = onig_match(reg, s, e, at, region, opt);
    enc18_subject_end = 0;
    return r;
}

NORETURN(static void reg_compile_error(const char *s, long len, int r, OnigErrorInfo *einfo, int flags));
static void
reg_compile_error(const char *s, long len, int r, OnigErrorInfo *einfo, int flags)
{
    char buf[ONIG_MAX_ERROR_MESSAGE_LEN + 128];
    switch (r) {
      case ONIGERR_END_PATTERN_WITH_UNMATCHED_PARENTHESIS:
        if (len > 0 && s[len - 1] == '(')
            reg_raise(s, len, "premature end of regular expression", flags);
        reg_raise(s, len, "unmatched (", flags);
      case ONIGERR_UNMATCHED_CLOSE_PARENTHESIS:
        reg_raise(s, len, "unmatched )", flags);
      case ONIGERR_PREMATURE_END_OF_CHAR_CLASS:
      case ONIGERR_END_PATTERN_AT_ESCAPE:
      case ONIGERR_END_PATTERN_IN_GROUP:
      case ONIGERR_INVALID_CODE_POINT_VALUE: /* a cut multibyte character */
        reg_raise(s, len, "premature end of regular expression", flags);
      case ONIGERR_UNDEFINED_GROUP_OPTION:
      case ONIGERR_INVALID_LOOK_BEHIND_PATTERN:
        reg_raise(s, len, "undefined (?...) sequence", flags);
    }
    onig_error_code_to_str((OnigUChar *)buf, r, einfo);
    reg_raise(s, len, buf, flags);
}

/* does s end inside a multibyte character (a lead byte without all its
   bytes)?  1.8.7's "premature end"; any other stray byte is a byte */
static int
reg_ends_in_cut_char(const char *s, long len, int kcode)
{
    long i = 0;
    while (i < len) {
        if (s[i] == '\\' && ++i == len) break;   /* an escaped byte is a character too */
        i += kcode_mbclen(kcode, (unsigned char)s[i]);
    }
    return i > len;
}

/* Oniguruma refused bytes that are no character of the multibyte encoding */
static int
reg_bytes_not_chars(int r, const char *s, long len, int kcode)
{
    if (kcode == KCODE_NONE || reg_ends_in_cut_char(s, len, kcode)) return 0;
    return r == ONIGERR_TOO_SHORT_MULTI_BYTE_STRING || r == ONIGERR_INVALID_CODE_POINT_VALUE;
}

/* s with each "(?:" an option group that sets what is set ("(?-x:"), or
   Qnil when it has none */
static VALUE
reg_option_groups(const char *s, long len, int flags)
{
    const char *p = s, *e = s + len, *copied = s;
    VALUE out = Qnil;
    while (p < e) {
        if (*p == '(' && p + 2 < e && p[1] == '?' && p[2] == ':') {
            if (NIL_P(out)) out = rb_str_buf_new(len + 16);
            rb_str_buf_cat(out, copied, p - copied);
            rb_str_buf_cat2(out, (flags & REG_EXTENDED) ? "(?x:" : "(?-x:");
            p = copied = p + 3;
        }
        else p = reg18_step(p, e);
    }
    if (!NIL_P(out)) rb_str_buf_cat(out, copied, e - copied);
    return out;
}

/* the value of the \\x or octal escape at p (the backslash), or -1 */
static int
reg_byte_escape(const char *p, const char *e)
{
    int v = 0, n = 0;
    if (p + 1 >= e) return -1;
    if (p[1] == 'x') {
        for (p += 2; p < e && n < 2 && reg18_isxdigit(*p); p++, n++) v = v * 16 + reg18_hexval(*p);
        return n ? v : -1;
    }
    for (p++; p < e && n < 3 && *p >= '0' && *p <= '7'; p++, n++) v = v * 8 + (*p - '0');
    return n ? v & 0xff : -1;
}

/* is s a pattern whose only bytes from 0x80 are escapes in classes
   ("[\\x80-\\xff]") and that has nothing that sees characters (".", "\\w",
   "[^", "[[:")?  1.8.7 tests such a class against the byte where it stands,
   also inside a multibyte character, and takes that byte alone: the
   pattern is compiled for bytes (and searched from character heads) */
static int
reg_byte_classes(const char *s, long len)
{
    const char *p = s, *e = s + len;
    int found = 0, inclass = 0;
    for (; p < e; p++) {
        unsigned char c = (unsigned char)*p;
        if (c >= 0x80) return 0;
        if (c == '\\') {
            if (p + 1 >= e || strchr("wWbBSDMCcpPh", p[1])) return 0;
            if (inclass && reg_byte_escape(p, e) >= 0x80) found = 1;
            p++;
        }
        else if (inclass) {
            if (c == '[') return 0;
            if (c == ']') inclass = 0;
        }
        else if (c == '.') return 0;
        else if (c == '[') {
            if (p + 1 < e && p[1] == '^') return 0;
            if (p + 1 < e && p[1] == ']') p++;
            inclass = 1;
        }
    }
    return found;
}

/* compiles s as 1.8.7 reads it; warn: print its compile warnings */
static OnigRegex
reg_compile(const char *s, long len, int flags, int kcode, int warn)
{
    OnigRegex reg;
    OnigErrorInfo einfo;
    OnigOptionType opt = ONIG_OPTION_NONE;
    VALUE src = reg18_translate(s, len, flags, kcode, warn), src2;
    const char *cs = NIL_P(src) ? s : RSTRING(src)->ptr;
    long clen = NIL_P(src) ? len : RSTRING(src)->len;
    int r;
    OnigEncoding enc = kcode_encoding(kcode);
    if (kcode != KCODE_NONE && reg_byte_classes(s, len)) enc = &enc18_bytes;
    else if (kcode != KCODE_NONE && reg_cut_classes(cs, clen)) enc = kcode_cut_encoding(kcode);
    src2 = reg_nonempty(cs, clen, flags, kcode, 0, 0);
    if (!NIL_P(src2)) {
        cs = RSTRING(src2)->ptr;
        clen = RSTRING(src2)->len;
    }
    if (flags & REG_IGNORECASE) opt |= ONIG_OPTION_IGNORECASE | ONIG_OPTION_IGNORECASE_IS_ASCII;
    if (flags & REG_EXTENDED) opt |= ONIG_OPTION_EXTEND;
    if (flags & REG_MULTILINE) opt |= ONIG_OPTION_MULTILINE;
    r = onig_new(&reg, (const OnigUChar *)cs, (const OnigUChar *)cs + clen, opt,
                 enc, reg_syntax(), &einfo);
    if (r != ONIG_NORMAL && !NIL_P(src2)) {
        /* the rewrite for empty iterations is an approximation: never an error */
        cs = NIL_P(src) ? s : RSTRING(src)->ptr;
        clen = NIL_P(src) ? len : RSTRING(src)->len;
        r = onig_new(&reg, (const OnigUChar *)cs, (const OnigUChar *)cs + clen, opt,
                     enc, reg_syntax(), &einfo);
    }
    if (r == ONIGERR_TARGET_OF_REPEAT_OPERATOR_INVALID) {
        /* "(?:$)*", "(?:a|\\b)?": 1.8.7 repeats a group of anchors too;
           Oniguruma takes "(?:" as no group at all, an option group is one */
        VALUE src3 = reg_option_groups(cs, clen, flags);
        if (!NIL_P(src3)) {
            OnigRegex reg3;
            int r3 = onig_new(&reg3, (const OnigUChar *)RSTRING(src3)->ptr,
                              (const OnigUChar *)RSTRING(src3)->ptr + RSTRING(src3)->len, opt,
                              enc, reg_syntax(), &einfo);
            if (r3 == ONIG_NORMAL) {
                reg = reg3;
                r = r3;
            }
        }
        RB_GC_GUARD(src3);
    }
    if (reg_bytes_not_chars(r, s, len, kcode))
        /* a stray byte 1.8.7 matches as itself ("\\303" under $KCODE=u):
           Oniguruma refuses it in the multibyte encoding, so bytes it is */
        r = onig_new(&reg, (const OnigUChar *)cs, (const OnigUChar *)cs + clen, opt,
                     ONIG_ENCODING_ASCII, reg_syntax(), &einfo);
    RB_GC_GUARD(src);
    RB_GC_GUARD(src2);
    if (r != ONIG_NORMAL) reg_compile_error(s, len, r, &einfo, flags);
    return reg;
}

/* the kcode bits above the option bits fix a kcode only when they name
   exactly one (16 n, 32 e, 48 s, 64 u); anything else leaves it to $KCODE */
static int
reg_options_to_flags(int options)
{
    int flags = 0;
    if (options & RE_OPTION_IGNORECASE) flags |= REG_IGNORECASE;
    if (options & RE_OPTION_EXTENDED) flags |= REG_EXTENDED;
    if (options & RE_OPTION_MULTILINE) flags |= REG_MULTILINE;
    switch (options & ~(0xf | RE_OPTION_ONCE)) {
      case KCODE_FIXED: case KCODE_EUC: case KCODE_SJIS: case KCODE_UTF8:
        flags |= REG_KFIXED | (kcode_index(options) << REG_KSHIFT);
    }
    return flags;
}

static VALUE
reg_alloc(VALUE klass)
{
    NEWOBJ(re, struct RRegexp);
    re->ptr = 0;
    re->len = 0;
    re->str = 0;
    OBJSETUP(re, klass, T_REGEXP);
    return (VALUE)re;
}

/* a private copy of the source; plain malloc, so no GC can run while s
   (which may point into an otherwise dead String) is read */
static char *
reg_copy_src(const char *s, long len)
{
    char *src = malloc(len + 1);
    if (!src) rb_memerror();
    memcpy(src, s, len);
    src[len] = '\0';
    return src;
}

#define REG_LITERAL_MAX 64

/* the byte a one-letter control escape (\n \t \r \f \v \e \a) names, or -1 */
static int
reg_control_escape(int c)
{
    static const char names[] = "ntrfvea", bytes[] = "\n\t\r\f\v\033\007";
    const char *p = c ? strchr(names, c) : 0;
    return p ? bytes[p - names] : -1;
}

static int
reg_meta_byte(int c)
{
    switch (c) {
      case '^': case '$': case '.': case '|': case '?': case '*': case '+':
      case '(': case ')': case '[': case ']': case '{': case '}':
        return 1;
    }
    return 0;
}

/* the bytes a regexp source stands for when it names one fixed ASCII string
   (plain characters, backslash-escaped punctuation and control escapes,
   or none), put into buf: their count, or -1 when the source is anything more */
static long
reg_literal_bytes(const char *s, long len, char *buf)
{
    long i, n = 0;
    for (i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x80 || n == REG_LITERAL_MAX) return -1;
        if (c == '\\') {
            if (++i == len) return -1;
            c = (unsigned char)s[i];
            if (reg_control_escape(c) >= 0) c = (unsigned char)reg_control_escape(c);
            else if (c >= 0x80 || ISALNUM(c) || c < ' ') return -1;
        }
        else if (reg_meta_byte(c)) return -1;
        buf[n++] = (char)c;
    }
    return n;   /* 0: the empty regexp, which matches where the search starts */
}

/* a search for a literal regexp without Oniguruma (which allocates its match
   stack on every hit): the start of the first occurrence at or after pos
   (the last at or before pos when reverse), or -1; fills region like
   onig_search.  Not under SJIS, whose second bytes include ASCII. */
static long
reg_literal_search(VALUE re, const char *s, long len, long pos, int reverse,
                   OnigRegion *region)
{
    char lit[REG_LITERAL_MAX];
    long n = reg_literal_bytes(RREGEXP(re)->str, RREGEXP(re)->len, lit), at = -1;
    if (n == 0) at = pos;
    else if (reverse) {
        for (at = pos + n <= len ? pos : len - n; at >= 0; at--)
            if (s[at] == lit[0] && memcmp(s + at, lit, n) == 0) break;
    }
    else if (pos + n <= len) {
        const char *hit = n == 1 ? memchr(s + pos, lit[0], len - pos)
                                 : memmem(s + pos, len - pos, lit, n);
        if (hit) at = hit - s;
    }
    if (at < 0) return ONIG_MISMATCH;
    if (onig_region_resize(region, 1) != ONIG_NORMAL) rb_memerror();
    region->beg[0] = at;
    region->end[0] = at + n;
    return at;
}

/* what Oniguruma mallocs for a compiled source of len bytes (measured:
   about 800 bytes and 50 a character), counted as the collector's malloc
   pressure: uncounted, a loop of dynamic regexps (Date.parse) grew the
   process to 28 MB before its first collection */
#define REG_ONIG_SIZE(len) (1024 + 48 * (size_t)(len))

/* (re)initializes re from the malloc'ed source src, which re then owns */
static void
reg_init_owned(VALUE re, char *src, long len, int options)
{
    int flags = reg_options_to_flags(options);
    int kcode = (flags & REG_KFIXED) ? kcode_of_index[(flags & REG_KMASK) >> REG_KSHIFT] : reg_kcode;
    OnigRegex reg = 0;
    char lit[REG_LITERAL_MAX];
    int literal = !(flags & (REG_IGNORECASE | REG_EXTENDED)) && reg_literal_bytes(src, len, lit) >= 0;
    if (!(flags & REG_KFIXED)) flags |= kcode_index(kcode) << REG_KSHIFT;
    /* a literal (a quoted String: sub, gsub, scan, split ...) is searched
       without Oniguruma and compiled on its first use by it (reg_prepare),
       so a program that only does such searches never loads libonig */
    if (!literal) {
        reg_owned_src = src;
        reg = reg_compile(src, len, flags, kcode, 1);
        reg_owned_src = 0;
    }
    if (RREGEXP(re)->ptr) onig_free((OnigRegex)RREGEXP(re)->ptr);
    if (RREGEXP(re)->str) xfree(RREGEXP(re)->str);
    RREGEXP(re)->ptr = reg;
    RREGEXP(re)->str = src;
    RREGEXP(re)->len = len;
    RBASIC(re)->flags &= ~(REG_IGNORECASE | REG_EXTENDED | REG_MULTILINE | REG_KFIXED | REG_KMASK |
                           REG_LITERAL | REG_MATCHED);
    RBASIC(re)->flags |= flags;
    if (literal) FL_SET(re, REG_LITERAL);
    if (reg) rb_gc_malloc_pressure(REG_ONIG_SIZE(len));
}

static void
reg_init(VALUE re, const char *s, long len, int options)
{
    reg_init_owned(re, reg_copy_src(s, len), len, options);
}

VALUE
rb_reg_new(const char *s, long len, int options)
{
    char *src = reg_copy_src(s, len);
    VALUE re = reg_alloc(rb_cRegexp);
    reg_init_owned(re, src, len, options);
    return re;
}

/* an initialized Regexp has its source (a literal one may not be compiled yet) */
static void
reg_check(VALUE re)
{
    if (!RREGEXP(re)->str) rb_raise(rb_eTypeError, "uninitialized Regexp");
}

/* a regexp without a fixed kcode takes $KCODE's after it changed (and is
   recompiled when it was compiled) */
static void
reg_kcode_resync(VALUE re)
{
    if (RREGEXP(re)->ptr) {
        int flags = (int)(RBASIC(re)->flags & (REG_IGNORECASE | REG_EXTENDED | REG_MULTILINE));
        OnigRegex reg = reg_compile(RREGEXP(re)->str, RREGEXP(re)->len, flags, reg_kcode, 0);
        onig_free((OnigRegex)RREGEXP(re)->ptr);
        RREGEXP(re)->ptr = reg;
    }
    RBASIC(re)->flags &= ~REG_KMASK;
    RBASIC(re)->flags |= kcode_index(reg_kcode) << REG_KSHIFT;
}

static inline void
reg_kcode_sync(VALUE re)
{
    if (!FL_TEST(re, REG_KFIXED) && reg_kcode_of(re) != reg_kcode) reg_kcode_resync(re);
}

/* the compiled regexp, for $KCODE as it is now */
static OnigRegex
reg_prepare(VALUE re)
{
    reg_check(re);
    reg_kcode_sync(re);
    if (!RREGEXP(re)->ptr) {    /* a literal's first use by Oniguruma */
        int flags = (int)(RBASIC(re)->flags & (REG_IGNORECASE | REG_EXTENDED | REG_MULTILINE));
        OnigRegex reg = reg_compile(RREGEXP(re)->str, RREGEXP(re)->len, flags, reg_kcode_of(re), 0);
        RREGEXP(re)->ptr = reg;
    }
    return (OnigRegex)RREGEXP(re)->ptr;
}

int
rb_reg_options(VALUE re)
{
    int options = 0;
    reg_check(re);
    if (FL_TEST(re, REG_IGNORECASE)) options |= RE_OPTION_IGNORECASE;
    if (FL_TEST(re, REG_EXTENDED)) options |= RE_OPTION_EXTENDED;
    if (FL_TEST(re, REG_MULTILINE)) options |= RE_OPTION_MULTILINE;
    if (FL_TEST(re, REG_KFIXED)) {
        int k = reg_kcode_of(re);
        options |= k == KCODE_NONE ? KCODE_FIXED : k;
    }
    return options;
}

/* ---------------------------------------------------------------- searching */

static VALUE
match_alloc(VALUE klass)
{
    NEWOBJ(match, struct RMatch);
    match->str = 0;
    match->regs = 0;
    match->regexp = 0;
    OBJSETUP(match, klass, T_MATCH);
    return (VALUE)match;
}

/* the byte length of the character starting with byte c by re's fixed
   kcode, else $KCODE's: how far split, gsub and scan step past an empty
   match (a character cut by the end of the string may reach past it) */
long
rb_reg_char_len(VALUE re, int c)
{
    int kcode = FL_TEST(re, REG_KFIXED) ? reg_kcode_of(re) : reg_kcode;
    long n = kcode_mbclen(kcode, c & 0xff);

    return n < 1 ? 1 : n;
}

long
rb_reg_adjust_startpos(VALUE re, VALUE str, long pos, long reverse)
{
    const unsigned char *s;
    long i;
    int kcode;
    if (pos <= 0 || pos >= RSTRING(str)->len) return pos;
    reg_check(re);
    reg_kcode_sync(re);
    kcode = reg_kcode_of(re);
    if (kcode == KCODE_NONE) return pos;    /* every byte is a character */
    if (reverse) return pos;    /* 1.8.7 tries pos itself first */
    /* the first character head from pos, by the kcode from the start */
    s = (const unsigned char *)RSTRING(str)->ptr;
    for (i = 0; i < pos; i += kcode_mbclen(kcode, s[i])) ;
    /* past a character cut by the end: 1.8.7 finds nothing */
    return i <= RSTRING(str)->len ? i : RSTRING(str)->len + 1;
}

/* a MatchData that Ruby code may hold is busy: searches must not reuse it */
#define MATCH_BUSY FL_USER2

void
rb_match_busy(VALUE match)
{
    if (!NIL_P(match)) FL_SET(match, MATCH_BUSY);
}

/* MatchData registers kept for reuse: a region freed with its MatchData
   comes back with its arrays, so the next match mallocs nothing (a cycle
   between collections makes many: bm_post_match 75,000 of 80,000 regions
   were new with 64 kept) */
#define REG_REGION_POOL 1024
static OnigRegion *reg_region_pool[REG_REGION_POOL];
static int reg_region_pooled;

static OnigRegion *
reg_region_take(void)
{
    if (reg_region_pooled > 0) return reg_region_pool[--reg_region_pooled];
    return onig_region_new();
}

void
rb_reg_regs_free(struct re_registers *regs)
{
    if (reg_region_pooled < REG_REGION_POOL && regs->allocated <= 10)   /* small ones only */
        reg_region_pool[reg_region_pooled++] = regs;
    else onig_region_free(regs, 1);
}

/* the region a search into a reusable MatchData fills; swapped with the
   MatchData's own on success, so a failed search leaves that one intact */
static OnigRegion *reg_scratch;

/* the compiled regexp to search with: with $= set, a regexp without /i
   is compiled once more ignoring case (*tmp, freed by the caller) */
static void reg_region_unmap(VALUE re, OnigRegion *region);

static OnigRegex
reg_search_regex(VALUE re, OnigRegex *tmp)
{
    OnigRegex reg = reg_prepare(re);
    *tmp = 0;
    if (ruby_ignorecase && !FL_TEST(re, REG_IGNORECASE)) {
        int flags = (int)(RBASIC(re)->flags & (REG_EXTENDED | REG_MULTILINE)) | REG_IGNORECASE;
        reg = *tmp = reg_compile(RREGEXP(re)->str, RREGEXP(re)->len, flags, reg_kcode_of(re), 0);
    }
    return reg;
}

/* compiled simple programs (re_simple.c) by source: an entry is found by the
   address of the Regexp's source and checked against its own copy, so a
   source freed and another allocated at that address is never mistaken */
#define REG_SIMPLE_SLOTS 64
static struct reg_simple_slot {
    const char *key;        /* the source's address when filled */
    char *src;              /* a copy of the source */
    long len;
    int multiline;
    struct re_simple *rs;   /* 0: not simple */
} reg_simple_slots[REG_SIMPLE_SLOTS];

/* the slot of re's program: looked for among the REG_SIMPLE_WAYS slots of
   its source address's set, else compiled into the set's next victim */
#define REG_SIMPLE_WAYS 4
static struct reg_simple_slot *
reg_simple_slot(VALUE re)
{
    static unsigned char victim[REG_SIMPLE_SLOTS / REG_SIMPLE_WAYS];
    const char *src = RREGEXP(re)->str;
    long len = RREGEXP(re)->len;
    int multiline = FL_TEST(re, REG_MULTILINE) != 0, i;
    unsigned long set = (unsigned long)(((uint64_t)(uintptr_t)src * 0x9E3779B97F4A7C15ULL) >> 40)
                        % (REG_SIMPLE_SLOTS / REG_SIMPLE_WAYS);
    struct reg_simple_slot *ways = &reg_simple_slots[set * REG_SIMPLE_WAYS], *slot;
    for (i = 0; i < REG_SIMPLE_WAYS; i++) {
        slot = &ways[i];
        if (slot->key == src && slot->len == len && slot->multiline == multiline &&
            memcmp(slot->src, src, len) == 0)
            return slot;
    }
    slot = &ways[victim[set]];
    victim[set] = (unsigned char)((victim[set] + 1) % REG_SIMPLE_WAYS);
    if (slot->rs) re_simple_free(slot->rs);
    free(slot->src);
    slot->key = 0;
    slot->rs = 0;
    if (!(slot->src = malloc(len + 1))) return 0;
    memcpy(slot->src, src, len);
    slot->len = len;
    slot->multiline = multiline;
    slot->rs = re_simple_compile(src, len, multiline);
    slot->key = src;
    return slot;
}

/* has no iteration of the loop [lo, hi] (reg_first_loops) set a group? */
static int
reg_loop_unset(OnigRegion *region, int lo, int hi, int capture)
{
    int i;
    if (hi >= region->num_regs) return 0;
    if (capture) return region->beg[lo] == -1;
    for (i = lo; i <= hi; i++) if (region->beg[i] != -1) return 0;
    return 1;
}

/* might 1.8.7's engine have tried a match at a byte of [p, q)?  It skips
   bytes no match starts with; taken here as those the source never names
   (any byte when it has a class, an escape or "."); a try that failed
   leaves the loops of reg_first_loops unset */
static int
reg_tried_before(const char *src, long len, int flags, const OnigUChar *p, const OnigUChar *q)
{
    if (p >= q) return 0;
    if ((flags & REG_IGNORECASE) || memchr(src, '[', len) || memchr(src, '\\', len) ||
        memchr(src, '.', len))
        return 1;
    for (; p < q; p++) if (memchr(src, *p, len)) return 1;
    return 0;
}

/* the first match of re (reg_first_loops), found at its search's first
   try: the groups of such a loop that stayed unset take what Oniguruma's
   own empty iteration gives them */
static void
reg_first_match(VALUE re, const OnigUChar *s, const OnigUChar *e, long pos, long reverse,
                OnigRegion *region)
{
    int lo[REG_FIRST_LOOPS], hi[REG_FIRST_LOOPS], cap[REG_FIRST_LOOPS];
    int flags = (int)(RBASIC(re)->flags & (REG_IGNORECASE | REG_EXTENDED | REG_MULTILINE));
    int kcode = reg_kcode_of(re), i, k, n, need = 0;
    OnigOptionType opt = ONIG_OPTION_NONE;
    OnigRegex reg;
    OnigRegion *nat;
    OnigErrorInfo einfo;
    VALUE src;
    const char *cs;
    long clen;
    FL_SET(re, REG_MATCHED);
    if (region->num_regs < 2 || (flags & REG_EXTENDED)) return;
    if (reverse ? region->beg[0] != pos :
        reg_tried_before(RREGEXP(re)->str, RREGEXP(re)->len, flags, s + pos, s + region->beg[0]))
        return;
    src = reg18_translate(RREGEXP(re)->str, RREGEXP(re)->len, flags, kcode, 0);
    cs = NIL_P(src) ? RREGEXP(re)->str : RSTRING(src)->ptr;
    clen = NIL_P(src) ? RREGEXP(re)->len : RSTRING(src)->len;
    n = reg_first_loops(cs, clen, kcode, lo, hi, cap);
    for (i = 0; i < n; i++) if (reg_loop_unset(region, lo[i], hi[i], cap[i])) need = 1;
    if (!need) return;
    if (flags & REG_IGNORECASE) opt |= ONIG_OPTION_IGNORECASE | ONIG_OPTION_IGNORECASE_IS_ASCII;
    if (flags & REG_MULTILINE) opt |= ONIG_OPTION_MULTILINE;
    if (onig_new(&reg, (const OnigUChar *)cs, (const OnigUChar *)cs + clen, opt,
                 kcode_encoding(kcode), reg_syntax(), &einfo) != ONIG_NORMAL) return;
    RB_GC_GUARD(src);
    nat = onig_region_new();
    if (reg_onig_match(reg, s, e, s + region->beg[0], nat, ONIG_OPTION_NONE) == region->end[0] - region->beg[0] &&
        nat->num_regs == region->num_regs) {
        for (i = 0; i < n; i++) {
            if (!reg_loop_unset(region, lo[i], hi[i], cap[i])) continue;
            for (k = lo[i]; k <= hi[i]; k++)
                if (region->beg[k] == -1 && nat->beg[k] != -1 && nat->beg[k] == nat->end[k]) {
                    region->beg[k] = nat->beg[k];
                    region->end[k] = nat->end[k];
                }
        }
    }
    onig_region_free(nat, 1);
    onig_free(reg);
}

/* may a match start with the byte c inside a character?  1.8.7 tries
   such a place only for the empty regexp and one that names that byte
   outside classes: by a numeric escape, or the byte itself */
static int
reg_may_start_inside(VALUE re, int c)
{
    const char *p = RREGEXP(re)->str, *e = p + RREGEXP(re)->len, *q;
    if (p == e) return 1;
    while (p < e) {
        if (*p == '[' && (q = reg_class_end(p, e)) != 0) { p = q; continue; }
        if ((unsigned char)*p == c) return 1;
        if (*p == '\\' && p + 1 < e) {
            if (p[1] == 'x' || (p[1] >= '0' && p[1] <= '7')) return 1;
            p++;
        }
        p++;
    }
    return 0;
}

/* a backward search under a multibyte kcode, as 1.8.7's: at pos itself
   (inside a character only when reg_may_start_inside), then at each
   character head before it (found from the string's start, a byte that
   starts no character being one) */
static long
reg_search_back_mb(VALUE re, OnigRegex reg, int kcode, const OnigUChar *s, const OnigUChar *e,
                   long pos, OnigRegion *region)
{
    char *head = xmalloc(pos + 1);
    long i, r = ONIG_MISMATCH;
    memset(head, 0, pos + 1);
    for (i = 0; i < pos; i += kcode_mbclen(kcode, s[i])) head[i] = 1;
    if (i == pos || pos == e - s || reg_may_start_inside(re, s[pos]) ||
        (kcode == KCODE_UTF8 && (s[pos] & 0xc0) != 0x80) ||   /* UTF-8 knows its heads */
        (kcode == KCODE_EUC && s[pos] < 0x80))                /* EUC its ASCII */
        head[pos] = 1;
    for (i = pos; i >= 0; i--) {
        if (!head[i]) continue;
        r = reg_onig_match(reg, s, e, s + i, region, ONIG_OPTION_NONE);
        if (r >= 0) r = i;
        if (r != ONIG_MISMATCH) break;
    }
    xfree(head);
    return r;
}

/* a backward search without a kcode, as 1.8.7's: a match at pos itself,
   then at each byte before it down to the first match (Oniguruma's own
   backward search misses some: "abaab".rindex(/a{2,5}/, 2) was nil) */
static long
reg_search_back(OnigRegex reg, const OnigUChar *s, const OnigUChar *e,
                long pos, OnigRegion *region)
{
    long first = reg_onig_search(reg, s, e, s, e, region, ONIG_OPTION_NONE), i, r;
    if (first < 0) return first;
    if (first > pos) return ONIG_MISMATCH;
    for (i = pos; i >= first; i--) {
        r = reg_onig_match(reg, s, e, s + i, region, ONIG_OPTION_NONE);
        if (r >= 0) return i;
        if (r != ONIG_MISMATCH) return r;
    }
    rb_bug("reg_search_back: the first match at %ld is gone", first);
    return ONIG_MISMATCH;
}

/* does the source start with a byte that must match (a character below
   0x80 or a byte by number, not optional)?  1.8.7 searches such a regexp
   for that byte, also inside a character ("\x82@" =~ /@/ is 1 under -Ks) */
static int
reg_starts_exact(VALUE re)
{
    const char *p = RREGEXP(re)->str, *e = p + RREGEXP(re)->len;
    long n = 1;
    if (p >= e || (unsigned char)*p >= 0x80 || strchr(".[()|^$*+?{", *p)) return 0;
    if (*p == '\\') {
        const char *d = p + 2;
        if (p + 1 >= e || (unsigned char)p[1] >= 0x80) return 0;
        if (p[1] == 'x') while (d < e && d < p + 4 && reg18_isxdigit(*d)) d++;
        else if (p[1] >= '0' && p[1] <= '7') while (d < e && d < p + 4 && *d >= '0' && *d <= '7') d++;
        else if (ISALNUM(p[1])) return 0;
        n = d - p;
    }
    return !(p + n < e && strchr("*?{", p[n]));
}

/* a forward search under a multibyte kcode: from pos, then from each
   character head after it, as 1.8.7 steps (a character cut short hides
   the bytes it claims: "\xe3\x81\xe3\x81\x82" has no match of the
   last character, "\xe3\x81" no end to match at) */
static long
reg_search_fwd_mb(OnigRegex reg, int kcode, const OnigUChar *s, const OnigUChar *e,
                  long pos, OnigRegion *region)
{
    long i = pos, r, len = e - s;
    for (;;) {
        /* the first byte that starts a match, then the head at or after it */
        r = reg_onig_search(reg, s, e, s + i, e, region, ONIG_OPTION_NONE);
        if (r < 0) return r;
        while (i < r) i += kcode_mbclen(kcode, s[i]);
        if (i == r) return r;
        if (i > len) return ONIG_MISMATCH;
    }
}

/* a forward search with the simple matcher, filling region like
   onig_search; -2 when re is not simple (or the matcher gives up) */
static long
reg_simple_search(VALUE re, const OnigUChar *s, long len, long pos, OnigRegion *region)
{
    struct reg_simple_slot *slot;
    long caps[2 * (RE_SIMPLE_MAX_GROUPS + 1)], r;
    int i, n;
    if (FL_TEST(re, REG_IGNORECASE | REG_EXTENDED) || reg_kcode_of(re) != KCODE_NONE)
        return -2;
    slot = reg_simple_slot(re);
    if (!slot || !slot->rs) return -2;
    r = re_simple_search(slot->rs, s, len, pos, caps);
    if (r == -1) return ONIG_MISMATCH;
    if (r < 0) return -2;
    n = re_simple_ngroups(slot->rs) + 1;
    if (onig_region_resize(region, n) != ONIG_NORMAL) rb_memerror();
    for (i = 0; i < n; i++) {
        region->beg[i] = caps[2 * i];
        region->end[i] = caps[2 * i + 1];
    }
    return r;
}

/* a character cut short by the end counts its whole length in
   Oniguruma's negated classes: a match never ends past the string (1.8.7's
   [^b] takes what is left of it: "\xe3" =~ /[^b]/ ends at 1 under -Ku) */
static void
reg_region_clamp(OnigRegion *region, long len)
{
    int i;
    for (i = 0; i < region->num_regs; i++) {
        if (region->beg[i] > len) region->beg[i] = len;
        if (region->end[i] > len) region->end[i] = len;
    }
}

long
rb_reg_search(VALUE re, VALUE str, long pos, long reverse)
{
    OnigRegex reg, tmp;
    OnigRegion *region;
    const OnigUChar *s, *e;
    VALUE match;
    int r, fresh = 1, literal, back_mb;
    if (pos > RSTRING(str)->len || pos < 0) {
        rb_backref_set(Qnil);
        return -1;
    }
    literal = back_mb = 0;
    if (reverse) {
        reg_check(re);
        reg_kcode_sync(re);
        back_mb = reg_kcode_of(re) != KCODE_NONE;
    }
    if (FL_TEST(re, REG_LITERAL) && !ruby_ignorecase && !back_mb) {
        reg_check(re);
        reg_kcode_sync(re);
        literal = reg_kcode_of(re) != KCODE_SJIS;
    }
    if (literal) reg = tmp = 0;
    else reg = reg_search_regex(re, &tmp);
    s = (const OnigUChar *)RSTRING(str)->ptr;
    e = s + RSTRING(str)->len;
    match = rb_backref_get();
    if (!NIL_P(match) && TYPE(match) == T_MATCH && !FL_TEST(match, MATCH_BUSY) &&
        RMATCH(match)->regs)
        fresh = 0;
    /* search into the scratch region: a miss allocates nothing */
    if (!reg_scratch) reg_scratch = reg_region_take();
    region = reg_scratch;
    if (literal)
        r = (int)reg_literal_search(re, (const char *)s, e - s, pos, reverse != 0, region);
    else if (back_mb)
        r = (int)reg_search_back_mb(re, reg, reg_kcode_of(re), s, e, pos, region);
    else if (onig_get_encoding(reg) == &enc18_bytes ||
             (!reverse && reg_kcode_of(re) != KCODE_NONE && !reg_starts_exact(re)))
        r = (int)reg_search_fwd_mb(reg, reg_kcode_of(re), s, e, pos, region);
    else if (reverse)
        r = (int)reg_search_back(reg, s, e, pos, region);
    else if (tmp || (r = (int)reg_simple_search(re, s, e - s, pos, region)) == -2)
        r = reg_onig_search(reg, s, e, s + pos, e, region, ONIG_OPTION_NONE);
    if (tmp) onig_free(tmp);
    if (r >= 0) reg_region_clamp(region, e - s);
    if (r >= 0 && !literal) reg_region_unmap(re, region);
    if (r >= 0 && !FL_TEST(re, REG_MATCHED)) reg_first_match(re, s, e, pos, reverse, region);
    if (r < 0) {
        if (r == ONIG_MISMATCH) {
            rb_backref_set(Qnil);
            return -1;
        }
        else {
            char buf[ONIG_MAX_ERROR_MESSAGE_LEN];
            OnigErrorInfo einfo;
            memset(&einfo, 0, sizeof(einfo));
            onig_error_code_to_str((OnigUChar *)buf, r, &einfo);
            rb_raise(rb_eRegexpError, "%s", buf);
        }
    }
    if (fresh) {
        reg_scratch = 0;            /* the region now belongs to the match */
        match = match_alloc(rb_cMatch);
        RMATCH(match)->regs = region;
    }
    else {
        reg_scratch = RMATCH(match)->regs;
        RMATCH(match)->regs = region;
        FL_UNSET(match, FL_TAINT);
    }
    RMATCH(match)->str = rb_str_new4(str);
    RMATCH(match)->regexp = re;
    OBJ_INFECT(match, re);
    OBJ_INFECT(match, str);
    rb_backref_set(match);
    return r;
}

/* a match of re against str[pos..] taken as the whole subject (so ^ and \A
   match at pos), anchored there or searched forward, filling regs (an
   OnigRegion the caller owns, offsets relative to pos) and leaving $~ and $=
   alone: the match start relative to pos, or -1.  For ext/strscan. */
long
rb_reg_match_at(VALUE re, VALUE str, long pos, int anchored, struct re_registers *regs)
{
    OnigRegex reg = reg_prepare(re);
    const OnigUChar *s = (const OnigUChar *)RSTRING(str)->ptr + pos;
    const OnigUChar *e = (const OnigUChar *)RSTRING(str)->ptr + RSTRING(str)->len;
    int r;
    if (pos < 0 || pos > RSTRING(str)->len) return -1;
    if (anchored)
        r = reg_onig_match(reg, s, e, s, regs, ONIG_OPTION_NONE);
    else
        r = reg_onig_search(reg, s, e, s, e, regs, ONIG_OPTION_NONE);
    if (r >= 0) {
        reg_region_clamp(regs, e - s);
        reg_region_unmap(re, regs);
        return anchored ? 0 : r;
    }
    if (r != ONIG_MISMATCH) {
        char buf[ONIG_MAX_ERROR_MESSAGE_LEN];
        OnigErrorInfo einfo;
        memset(&einfo, 0, sizeof(einfo));
        onig_error_code_to_str((OnigUChar *)buf, r, &einfo);
        rb_raise(rb_eRegexpError, "%s", buf);
    }
    return -1;
}

/* after a search with a regexp whose repeated groups reg_nonempty copied
   (more registers than the source has groups): the registers of each
   group and its copies become the group's own */
static void
reg_region_unmap(VALUE re, OnigRegion *region)
{
    /* the map of the last regexp seen here, known by its source, flags
       and kcode: a loop over one regexp rewrites it once, not per match */
    static struct {
        char *src;
        long len;
        int flags, kcode, nmap;
        int map[RW_MAX_GROUPS + 1];
    } last;
    int *map = last.map, nmap, users = 0, i, k, flags, kcode;
    const char *cs;
    long clen;
    VALUE src, src2;
    if (region->num_regs <= 2 || region->num_regs - 1 <= reg18_count_groups(RREGEXP(re)->str, RREGEXP(re)->str + RREGEXP(re)->len))
        return;
    flags = (int)(RBASIC(re)->flags & (REG_IGNORECASE | REG_EXTENDED | REG_MULTILINE));
    kcode = reg_kcode_of(re);
    if (!last.src || last.len != RREGEXP(re)->len || last.flags != flags || last.kcode != kcode ||
        memcmp(last.src, RREGEXP(re)->str, last.len) != 0) {
        xfree(last.src);
        last.src = 0;   /* (stays unset if what follows raises) */
        src = reg18_translate(RREGEXP(re)->str, RREGEXP(re)->len, flags, kcode, 0);
        cs = NIL_P(src) ? RREGEXP(re)->str : RSTRING(src)->ptr;
        clen = NIL_P(src) ? RREGEXP(re)->len : RSTRING(src)->len;
        last.nmap = 0;
        src2 = reg_nonempty(cs, clen, flags, kcode, last.map, &last.nmap);
        RB_GC_GUARD(src);
        if (NIL_P(src2)) last.nmap = -1;
        last.src = ALLOC_N(char, RREGEXP(re)->len + 1);
        memcpy(last.src, RREGEXP(re)->str, RREGEXP(re)->len);
        last.len = RREGEXP(re)->len;
        last.flags = flags;
        last.kcode = kcode;
    }
    nmap = last.nmap;
    if (nmap != region->num_regs - 1) return;
    for (i = 1; i <= nmap; i++) {
        if (map[i] < 1 || map[i] > i) return;
        if (map[i] > users) users = map[i];
    }
    for (k = 1; k <= users; k++) {
        int beg = -1, end = -1;
        /* map[i] <= i: copies come later; one set by an earlier iteration
           of a loop may stay set: the last iteration's is the rightmost */
        for (i = k; i <= nmap; i++)
            if (map[i] == k && region->beg[i] != -1 &&
                (beg == -1 || region->beg[i] > beg || (region->beg[i] == beg && region->end[i] > end))) {
                beg = region->beg[i];
                end = region->end[i];
            }
        region->beg[k] = beg;
        region->end[k] = end;
    }
    region->num_regs = users + 1;
}

/* the registers of a MatchData; TypeError for one made by allocate */
static struct re_registers *
match_regs(VALUE match)
{
    if (!RMATCH(match)->regs || !RMATCH(match)->str)
        rb_raise(rb_eTypeError, "uninitialized Match");
    return RMATCH(match)->regs;
}

VALUE
rb_reg_nth_defined(int nth, VALUE match)
{
    struct re_registers *regs;
    if (NIL_P(match)) return Qnil;
    regs = match_regs(match);
    if (nth >= regs->num_regs) return Qnil;
    if (nth < 0) {
        nth += regs->num_regs;
        if (nth <= 0) return Qnil;
    }
    return BEG(nth) == -1 ? Qfalse : Qtrue;
}

VALUE
rb_reg_nth_match(int nth, VALUE match)
{
    struct re_registers *regs;
    VALUE str;
    long start, end;
    if (NIL_P(match)) return Qnil;
    regs = match_regs(match);
    if (nth >= regs->num_regs) return Qnil;
    if (nth < 0) {
        nth += regs->num_regs;
        if (nth <= 0) return Qnil;
    }
    start = BEG(nth);
    if (start == -1) return Qnil;
    end = END(nth);
    str = rb_str_substr(RMATCH(match)->str, start, end - start);
    OBJ_INFECT(str, match);
    return str;
}

VALUE
rb_reg_last_match(VALUE match)
{
    return rb_reg_nth_match(0, match);
}

VALUE
rb_reg_match_pre(VALUE match)
{
    VALUE str;
    struct re_registers *regs;
    if (NIL_P(match)) return Qnil;
    regs = match_regs(match);
    if (BEG(0) == -1) return Qnil;
    str = rb_str_substr(RMATCH(match)->str, 0, BEG(0));
    if (OBJ_TAINTED(match)) OBJ_TAINT(str);
    return str;
}

VALUE
rb_reg_match_post(VALUE match)
{
    VALUE str;
    struct re_registers *regs;
    long pos;
    if (NIL_P(match)) return Qnil;
    regs = match_regs(match);
    if (BEG(0) == -1) return Qnil;
    pos = END(0);
    str = rb_str_substr(RMATCH(match)->str, pos, RSTRING(RMATCH(match)->str)->len - pos);
    if (OBJ_TAINTED(match)) OBJ_TAINT(str);
    return str;
}

VALUE
rb_reg_match_last(VALUE match)
{
    struct re_registers *regs;
    int i;
    if (NIL_P(match)) return Qnil;
    regs = match_regs(match);
    if (BEG(0) == -1) return Qnil;
    for (i = regs->num_regs - 1; BEG(i) == -1 && i > 0; i--)
        ;
    if (i == 0) return Qnil;
    return rb_reg_nth_match(i, match);
}

static VALUE
last_match_getter(void)
{
    return rb_reg_last_match(rb_backref_get());
}

static VALUE
prematch_getter(void)
{
    return rb_reg_match_pre(rb_backref_get());
}

static VALUE
postmatch_getter(void)
{
    return rb_reg_match_post(rb_backref_get());
}

static VALUE
last_paren_match_getter(void)
{
    return rb_reg_match_last(rb_backref_get());
}

static VALUE
match_getter(void)
{
    VALUE match = rb_backref_get();
    rb_match_busy(match);
    return match;
}

static void
match_setter(VALUE val)
{
    if (!NIL_P(val)) Check_Type(val, T_MATCH);
    rb_match_busy(val);
    rb_backref_set(val);
}

/* Regexp#=~ */
VALUE
rb_reg_match(VALUE re, VALUE str)
{
    long start;
    if (NIL_P(str)) {
        rb_backref_set(Qnil);
        return Qnil;
    }
    StringValue(str);
    start = rb_reg_search(re, str, 0, 0);
    if (start < 0) return Qnil;
    return LONG2FIX(start);
}

/* Regexp#=== */
static VALUE
reg_eqq(VALUE re, VALUE str)
{
    long start;
    if (TYPE(str) != T_STRING) {
        str = rb_check_string_type(str);
        if (NIL_P(str)) {
            rb_backref_set(Qnil);
            return Qfalse;
        }
    }
    start = rb_reg_search(re, str, 0, 0);
    return start < 0 ? Qfalse : Qtrue;
}

/* Regexp#~ */
VALUE
rb_reg_match2(VALUE re)
{
    long start;
    VALUE line = rb_lastline_get();
    if (TYPE(line) != T_STRING) {
        rb_backref_set(Qnil);
        return Qnil;
    }
    start = rb_reg_search(re, line, 0, 0);
    if (start < 0) return Qnil;
    return LONG2FIX(start);
}

/* Regexp#match */
static VALUE
reg_match_m(VALUE re, VALUE str)
{
    VALUE match;
    if (NIL_P(str)) {
        rb_backref_set(Qnil);
        return Qnil;
    }
    StringValue(str);
    if (rb_reg_search(re, str, 0, 0) < 0) return Qnil;
    match = rb_backref_get();
    rb_match_busy(match);
    return match;
}

/* ---------------------------------------------------------------- replacement */

VALUE
rb_reg_regsub(VALUE str, VALUE src, struct re_registers *regs)
{
    VALUE val = 0;
    const char *p, *s, *e;
    int no;
    p = s = RSTRING(str)->ptr;
    e = s + RSTRING(str)->len;
    while (s < e) {
        const char *ss = s;
        int c = (unsigned char)*s++;
        int n = rb_mbclen(c);
        if (n > 1) { s += n - 1; continue; }
        if (c != '\\' || s == e) continue;
        if (!val) val = rb_str_buf_new(ss - p);
        rb_str_buf_cat(val, p, ss - p);
        c = (unsigned char)*s++;
        p = s;
        switch (c) {
          case '0': case '1': case '2': case '3': case '4':
          case '5': case '6': case '7': case '8': case '9':
            no = c - '0';
            break;
          case '&':
            no = 0;
            break;
          case '`':
            rb_str_buf_cat(val, RSTRING(src)->ptr, BEG(0));
            continue;
          case '\'':
            rb_str_buf_cat(val, RSTRING(src)->ptr + END(0), RSTRING(src)->len - END(0));
            continue;
          case '+':
            no = regs->num_regs - 1;
            while (BEG(no) == -1 && no > 0) no--;
            if (no == 0) continue;
            break;
          case '\\':
            rb_str_buf_cat(val, s - 1, 1);
            continue;
          default:
            rb_str_buf_cat(val, ss, s - ss);
            continue;
        }
        if (no >= regs->num_regs) continue;
        if (BEG(no) == -1) continue;
        rb_str_buf_cat(val, RSTRING(src)->ptr + BEG(no), END(no) - BEG(no));
    }
    if (!val) return str;
    if (p < e) rb_str_buf_cat(val, p, e - p);
    return val;
}

/* ---------------------------------------------------------------- quoting, source text */

VALUE
rb_reg_quote(VALUE str)
{
    const char *s = RSTRING(str)->ptr, *send = s + RSTRING(str)->len;
    VALUE tmp;
    long i;
    for (i = 0; s + i < send; i++) {
        int c = (unsigned char)s[i], n = rb_mbclen(c);
        if (n > 1) { i += n - 1; continue; }
        if (strchr("[]{}()|-*.\\?+^$# \t\f\n\r", c) && c) goto meta_found;
    }
    return str;
  meta_found:
    tmp = rb_str_new(0, RSTRING(str)->len * 2);
    {
        char *t = RSTRING(tmp)->ptr;
        memcpy(t, s, i);
        t += i;
        for (; s + i < send; i++) {
            int c = (unsigned char)s[i], n = rb_mbclen(c);
            if (n > 1 && s + i + n <= send) {
                memcpy(t, s + i, n);
                t += n;
                i += n - 1;
                continue;
            }
            switch (c) {
              case '[': case ']': case '{': case '}': case '(': case ')': case '|': case '-':
              case '*': case '.': case '\\': case '?': case '+': case '^': case '$': case '#':
                *t++ = '\\'; *t++ = (char)c; break;
              case ' ': *t++ = '\\'; *t++ = ' '; break;
              case '\t': *t++ = '\\'; *t++ = 't'; break;
              case '\n': *t++ = '\\'; *t++ = 'n'; break;
              case '\r': *t++ = '\\'; *t++ = 'r'; break;
              case '\f': *t++ = '\\'; *t++ = 'f'; break;
              default: *t++ = (char)c;
            }
        }
        rb_str_resize(tmp, t - RSTRING(tmp)->ptr);
    }
    OBJ_INFECT(tmp, str);
    return tmp;
}

/* Regexp.escape, Regexp.quote */
static VALUE
reg_s_quote(int argc, VALUE *argv)
{
    VALUE str, kcode;
    int old = reg_kcode;
    if (rb_scan_args(argc, argv, "11", &str, &kcode) == 2 && !NIL_P(kcode)) {
        int k;
        StringValue(kcode);
        if (RSTRING(kcode)->len > 0 && kcode_from_char(RSTRING(kcode)->ptr[0], &k)) reg_kcode = k;
    }
    StringValue(str);
    str = rb_reg_quote(str);
    reg_kcode = old;
    if (str == argv[0]) str = rb_str_dup(str);
    return str;
}

/* appends source text, escaping '/' and unprintable bytes */
static void
reg_expr_str(VALUE str, const char *s, long len)
{
    const char *p = s, *pend = s + len;
    int need_escape = 0;
    char b[8];
    while (p < pend) {
        int c = (unsigned char)*p, n = rb_mbclen(c);
        if (c == '/' || (n == 1 && !(0x20 <= c && c < 0x7f))) { need_escape = 1; break; }
        p += n;
    }
    if (!need_escape) { rb_str_buf_cat(str, s, len); return; }
    p = s;
    while (p < pend) {
        int c = (unsigned char)*p, n = rb_mbclen(c);
        if (c == '\\' && p + 1 < pend) {
            n = rb_mbclen((unsigned char)p[1]) + 1;
            if (p + n > pend) n = pend - p;
            rb_str_buf_cat(str, p, n);
            p += n;
            continue;
        }
        else if (c == '/') rb_str_buf_cat(str, "\\/", 2);
        else if (n > 1 && p + n <= pend) { rb_str_buf_cat(str, p, n); p += n; continue; }
        else if (0x20 <= c && c < 0x7f) rb_str_buf_cat(str, p, 1);
        else if (c == ' ' || ('\t' <= c && c <= '\r')) rb_str_buf_cat(str, p, 1);
        else {
            snprintf(b, sizeof(b), "\\%03o", c);
            rb_str_buf_cat(str, b, 4);
        }
        p++;
    }
}

static void
reg_kcode_letter(VALUE str, int flags)
{
    if (flags & REG_KFIXED) {
        static const char letters[] = "nesu";
        rb_str_buf_cat(str, &letters[(flags & REG_KMASK) >> REG_KSHIFT], 1);
    }
}

static VALUE
reg_desc(const char *s, long len, int flags)
{
    VALUE str = rb_str_buf_new(len + 4);
    rb_str_buf_cat(str, "/", 1);
    reg_expr_str(str, s, len);
    rb_str_buf_cat(str, "/", 1);
    if (flags & REG_MULTILINE) rb_str_buf_cat(str, "m", 1);
    if (flags & REG_IGNORECASE) rb_str_buf_cat(str, "i", 1);
    if (flags & REG_EXTENDED) rb_str_buf_cat(str, "x", 1);
    reg_kcode_letter(str, flags);
    return str;
}

/* Regexp#inspect */
static VALUE
reg_inspect(VALUE re)
{
    VALUE str;
    reg_check(re);
    str = reg_desc(RREGEXP(re)->str, RREGEXP(re)->len, (int)RBASIC(re)->flags);
    OBJ_INFECT(str, re);
    return str;
}

/* Regexp#source */
VALUE
rb_reg_source(VALUE re)
{
    VALUE str;
    reg_check(re);
    str = rb_str_new(RREGEXP(re)->str, RREGEXP(re)->len);
    if (OBJ_TAINTED(re)) OBJ_TAINT(str);
    return str;
}

/* parses [mix]*(-[mix]*)? at *pp into on/off bits; 1 on success */
static int
reg_parse_opts(const char **pp, const char *end, int *opts)
{
    const char *p = *pp;
    int on = 1;
    for (; p < end; p++) {
        int bit = *p == 'm' ? REG_MULTILINE : *p == 'i' ? REG_IGNORECASE :
                  *p == 'x' ? REG_EXTENDED : 0;
        if (*p == '-' && on) { on = 0; continue; }
        if (!bit) break;
        if (on) *opts |= bit; else *opts &= ~bit;
    }
    *pp = p;
    return 1;
}

struct reg_body {
    const char *s;
    long len;
    int opts;
};

static VALUE
reg_body_compile(VALUE arg)
{
    struct reg_body *b = (struct reg_body *)arg;
    onig_free(reg_compile(b->s, b->len, b->opts & REG_EXTENDED, KCODE_NONE, 1));
    return Qnil;
}

/* does s compile by itself (1.8.7's syntax; its warnings printed as 1.8.7 does)? */
static int
reg_body_ok(const char *s, long len, int opts)
{
    struct reg_body b;
    int state = 0;
    b.s = s;
    b.len = len;
    b.opts = opts;
    rb_protect(reg_body_compile, (VALUE)&b, &state);
    if (state) rb_set_errinfo(Qnil);
    return !state;
}

/* Regexp#to_s */
static VALUE
reg_to_s(VALUE re)
{
    const int all = REG_MULTILINE | REG_IGNORECASE | REG_EXTENDED;
    int options;
    const char *ptr, *end;
    long len;
    VALUE str = rb_str_buf_new2("(?");
    reg_check(re);
    options = (int)(RBASIC(re)->flags & all);
    ptr = RREGEXP(re)->str;
    len = RREGEXP(re)->len;
    for (;;) {
        const char *p;
        int opts = options;
        if (len < 4 || ptr[0] != '(' || ptr[1] != '?') break;
        end = ptr + len;
        p = ptr + 2;
        reg_parse_opts(&p, end, &opts);
        if (p < end && *p == ')') {
            len -= p + 1 - ptr;
            ptr = p + 1;
            options = opts;
            continue;
        }
        if (p < end && *p == ':' && ptr[len - 1] == ')' &&
            reg_body_ok(p + 1, end - 1 - (p + 1), opts)) {
            options = opts;
            len = end - 1 - (p + 1);
            ptr = p + 1;
        }
        break;
    }
    if (options & REG_MULTILINE) rb_str_buf_cat2(str, "m");
    if (options & REG_IGNORECASE) rb_str_buf_cat2(str, "i");
    if (options & REG_EXTENDED) rb_str_buf_cat2(str, "x");
    if ((options & all) != all) {
        rb_str_buf_cat2(str, "-");
        if (!(options & REG_MULTILINE)) rb_str_buf_cat2(str, "m");
        if (!(options & REG_IGNORECASE)) rb_str_buf_cat2(str, "i");
        if (!(options & REG_EXTENDED)) rb_str_buf_cat2(str, "x");
    }
    rb_str_buf_cat2(str, ":");
    reg_expr_str(str, ptr, len);
    rb_str_buf_cat2(str, ")");
    OBJ_INFECT(str, re);
    return str;
}

/* ---------------------------------------------------------------- Regexp methods */

/* a Regexp being (re)initialized must not be frozen */
static void
reg_modifiable(VALUE re)
{
    if (OBJ_FROZEN(re)) rb_error_frozen("Regexp");
}

/* Regexp#initialize */
static VALUE
reg_initialize_m(int argc, VALUE *argv, VALUE self)
{
    VALUE src;
    int options = 0;
    if (argc == 0 || argc > 3)
        rb_raise(rb_eArgError, "wrong number of arguments");
    reg_modifiable(self);
    if (TYPE(argv[0]) == T_REGEXP) {
        VALUE re = argv[0];
        if (argc > 1) rb_warn(argc == 3 ? "flags and encoding ignored" : "flags ignored");
        reg_check(re);
        options = rb_reg_options(re);
        reg_init(self, RREGEXP(re)->str, RREGEXP(re)->len, options);
        RB_GC_GUARD(re);
        return self;
    }
    if (argc >= 2) {
        if (FIXNUM_P(argv[1])) options = NUM2INT(argv[1]);
        else if (RTEST(argv[1])) options = RE_OPTION_IGNORECASE;
    }
    if (argc == 3 && !NIL_P(argv[2])) {
        VALUE kc = argv[2];
        int k;
        StringValue(kc);
        options &= ~(KCODE_FIXED | KCODE_MASK);
        if (RSTRING(kc)->len > 0 && kcode_from_char(RSTRING(kc)->ptr[0], &k))
            options |= k == KCODE_NONE ? KCODE_FIXED : k;
    }
    src = argv[0];
    StringValue(src);
    reg_init(self, RSTRING(src)->ptr, RSTRING(src)->len, options);
    RB_GC_GUARD(src);
    return self;
}

/* Regexp#initialize_copy */
static VALUE
reg_init_copy(VALUE copy, VALUE re)
{
    if (copy == re) return copy;
    reg_modifiable(copy);
    if (TYPE(re) != T_REGEXP) rb_raise(rb_eTypeError, "wrong argument type");
    reg_check(re);
    reg_init(copy, RREGEXP(re)->str, RREGEXP(re)->len, rb_reg_options(re));
    RB_GC_GUARD(re);
    return copy;
}

/* Regexp#options */
static VALUE
reg_options_m(VALUE re)
{
    return INT2FIX(rb_reg_options(re));
}

/* Regexp#casefold? */
static VALUE
reg_casefold_p(VALUE re)
{
    reg_check(re);
    return FL_TEST(re, REG_IGNORECASE) ? Qtrue : Qfalse;
}

/* Regexp#kcode */
static VALUE
reg_kcode_m(VALUE re)
{
    if (!FL_TEST(re, REG_KFIXED)) return Qnil;
    switch (reg_kcode_of(re)) {
      case KCODE_EUC: return rb_str_new2("euc");
      case KCODE_SJIS: return rb_str_new2("sjis");
      case KCODE_UTF8: return rb_str_new2("utf8");
    }
    return rb_str_new2("none");
}

/* Regexp#hash */
/* ---- the options 1.8.7's regex compiler leaves, which Regexp#hash mixes
   in: i/x/m, 128 when the pattern starts with a fixed literal (its
   "exactn" optimization: an unquantified char, maybe inside one leading
   capture group, no alternation there), and 256 (no Boyer-Moore) for
   SJIS, or when that literal holds a numeric escape or a multibyte char
   (without it: when one stands alone outside groups).  Inferred from
   1.8.7's answers, so an approximation for unusual patterns. */

/* the length of the escape at p (after the backslash); *numeric set when it
   names a byte by number; 0 when it is not a literal */
static long
reg_escape_literal(const char *p, const char *e, int *numeric)
{
    const char *q = p;
    *numeric = 0;
    if (q >= e) return 0;
    if (*q >= '1' && *q <= '9' && !(q + 1 < e && q[1] >= '0' && q[1] <= '7')) return 0; /* a backreference */
    if (strchr("dDwWsSbBAzZGhH89", *q)) return 0;
    if (*q == 'x') {
        *numeric = 1;
        for (q++; q < e && q - p < 3 && ISXDIGIT(*q); q++);
        return q - p;
    }
    if (*q >= '0' && *q <= '7') {
        *numeric = 1;
        for (q++; q < e && q - p < 3 && *q >= '0' && *q <= '7'; q++);
        return q - p;
    }
    if (*q == 'c') { *numeric = 1; return q + 1 < e ? 2 : 0; }
    if ((*q == 'C' || *q == 'M') && q + 2 < e && q[1] == '-') { *numeric = 1; return 3; }
    return 1;
}

/* whether the atom before p is repeated in a way that can skip or loop it
   ({n} and {n,n} repeat it exactly, which 1.8.7 still counts as fixed) */
static int
reg_quantified(const char *p, const char *e)
{
    long m, n;
    char *end;
    if (p >= e) return 0;
    if (*p == '*' || *p == '+' || *p == '?') return 1;
    if (*p != '{' || p + 1 >= e || !ISDIGIT(p[1])) return 0;
    m = strtol(p + 1, &end, 10);
    if (end < e && *end == '}') return m < 1;
    if (end < e && *end == ',' && end + 1 < e && ISDIGIT(end[1])) {
        n = strtol(end + 1, &end, 10);
        return !(end < e && *end == '}' && n == m && m >= 1);
    }
    return 1;
}

/* a '|' at the top level or inside the group the pattern opens with
   (p at that group's '(' when in_group); when in_group, *group_end gets the
   end of that group */
static int
reg_has_alternation(const char *p, const char *e, int in_group, const char **group_end)
{
    int depth = 0, cls = 0, first = in_group, alt = 0;
    for (; p < e; p++) {
        if (*p == '\\') { p++; continue; }
        if (cls) { if (*p == ']') cls = 0; continue; }
        if (*p == '[') cls = 1;
        else if (*p == '(') depth++;
        else if (*p == ')') {
            if (--depth == 0 && first) { first = 0; *group_end = p + 1; }
        }
        else if (*p == '|' && (depth == 0 || (first && depth == 1))) alt = 1;
    }
    return alt;
}

/* one literal atom at p: its length (0: not a literal); *nobm when it names
   a byte by number or is a multibyte character */
static long
reg_literal_atom(const char *p, const char *e, int kcode, int *nobm)
{
    long n;
    *nobm = 0;
    if (*p == '\\') {
        n = reg_escape_literal(p + 1, e, nobm);
        return n ? n + 1 : 0;
    }
    if (strchr(".[()|^$*+?{", *p)) return 0;
    n = kcode_mbclen(kcode, (unsigned char)*p);
    *nobm = n > 1;
    return p + n > e ? e - p : n;
}

/* an unquantified numeric escape or multibyte character outside groups and
   classes */
static int
reg_loose_nobm(const char *p, const char *e, int kcode)
{
    int depth = 0, nobm;
    long n;
    while (p < e) {
        if (*p == '[') {    /* a class: skipped whole */
            for (p++; p < e && *p != ']'; p++) if (*p == '\\') p++;
            p++;
            continue;
        }
        if (*p == '(') { depth++; p++; continue; }
        if (*p == ')') { depth--; p++; continue; }
        n = reg_literal_atom(p, e, kcode, &nobm);
        if (n == 0) n = (*p == '\\' && p + 1 < e) ? 2 : 1;
        else if (nobm && depth == 0 && (p + n >= e || p[n] == '+' || !reg_quantified(p + n, e)))
            return 1;   /* (x+ is compiled as x then x*) */
        p += n;
    }
    return 0;
}

static int
reg_compiled_options(VALUE re)
{
    const char *p = RREGEXP(re)->str, *e = p + RREGEXP(re)->len;
    int opts = rb_reg_options(re) & REG_OPTION_BITS, kcode = reg_kcode_of(re);
    int extended = opts & RE_OPTION_EXTENDED, in_group = 0, exact = 0, nobm = 0, alternation;
    const char *start, *group_end = 0;

    for (;;) {      /* comments (and blanks under /x) come before the first atom */
        if (extended && p < e && (*p == ' ' || *p == '\t' || *p == '\n')) p++;
        else if (extended && p < e && *p == '#') { while (p < e && *p != '\n') p++; }
        else if (e - p >= 3 && p[0] == '(' && p[1] == '?' && p[2] == '#') {
            while (p < e && *p != ')') p++;
            if (p < e) p++;
        }
        else if (e - p >= 4 && memcmp(p, "(?x)", 4) == 0) p += 4;
        else break;
    }
    start = p;
    if (p < e && *p == '(' && (p + 1 >= e || p[1] != '?')) in_group = 1;
    alternation = reg_has_alternation(p, e, in_group, &group_end);
    if (e - p >= 2 && p[0] == '.' && p[1] == '*') opts |= 64;   /* its anchor optimization */
    if (!alternation && !(in_group && group_end && reg_quantified(group_end, e))) {
        if (in_group) p++;
        while (p < e) {     /* the run of fixed literals */
            int atom_nobm;
            long n = reg_literal_atom(p, e, kcode, &atom_nobm);
            if (!n || reg_quantified(p + n, e)) break;
            exact = 1;
            nobm |= atom_nobm;
            p += n;
        }
    }
    if (!exact && !alternation) nobm = reg_loose_nobm(start, e, kcode);
    if (exact) opts |= 128;
    if (kcode == KCODE_SJIS || nobm) opts |= 256;
    return opts;
}

static VALUE
reg_hash(VALUE re)
{
    const char *p;
    long len;
    unsigned int h;

    reg_check(re);
    h = (unsigned int)reg_compiled_options(re);
    p = RREGEXP(re)->str;
    /* 1.8.7: an int, times 33 plus each (signed) char */
    for (len = RREGEXP(re)->len; len > 0; len--) h = h * 33 + (unsigned int)(int)(signed char)*p++;
    h += (unsigned int)((int)h >> 5);
    return LONG2FIX((long)(int)h);
}

/* the kcode Regexp#== compares: a fixed one, else none (1.8.7: /a/ == /a/n
   but /a/ != /a/u, whatever $KCODE was or is) */
static int
reg_equal_kcode(VALUE re)
{
    return FL_TEST(re, REG_KFIXED) ? reg_kcode_of(re) : KCODE_NONE;
}

/* Regexp#==, Regexp#eql? */
static VALUE
reg_equal(VALUE re1, VALUE re2)
{
    if (re1 == re2) return Qtrue;
    if (TYPE(re2) != T_REGEXP) return Qfalse;
    reg_check(re1);
    reg_check(re2);
    if (RREGEXP(re1)->len != RREGEXP(re2)->len) return Qfalse;
    if (memcmp(RREGEXP(re1)->str, RREGEXP(re2)->str, RREGEXP(re1)->len) != 0) return Qfalse;
    if ((rb_reg_options(re1) & REG_OPTION_BITS) != (rb_reg_options(re2) & REG_OPTION_BITS)) return Qfalse;
    return reg_equal_kcode(re1) == reg_equal_kcode(re2) ? Qtrue : Qfalse;
}

VALUE
rb_reg_regcomp(VALUE str)
{
    int opts = ruby_ignorecase ? RE_OPTION_IGNORECASE : 0;
    if (!NIL_P(reg_cache) && RREGEXP(reg_cache)->len == RSTRING(str)->len &&
        reg_kcode_of(reg_cache) == reg_kcode &&
        !!FL_TEST(reg_cache, REG_IGNORECASE) == !!ruby_ignorecase &&
        memcmp(RREGEXP(reg_cache)->str, RSTRING(str)->ptr, RSTRING(str)->len) == 0)
        return reg_cache;
    reg_cache = rb_reg_new(RSTRING(str)->ptr, RSTRING(str)->len, opts);
    RB_GC_GUARD(str);
    return reg_cache;
}

/* the first regexp of a union with a fixed kcode; all must agree */
static VALUE
union_kcode(VALUE first, VALUE re)
{
    reg_check(re);
    if (!FL_TEST(re, REG_KFIXED)) return first;
    if (NIL_P(first)) return re;
    if (reg_kcode_of(first) != reg_kcode_of(re)) {
        VALUE a = reg_inspect(first), b = reg_inspect(re);
        rb_raise(rb_eArgError, "mixed kcode: %s and %s", RSTRING(a)->ptr, RSTRING(b)->ptr);
    }
    return first;
}

/* Regexp.union */
static VALUE
reg_s_union(int argc, VALUE *argv, VALUE klass)
{
    VALUE src, v, kcode_re = Qnil;
    int i, kcode;
    if (argc == 1 && !NIL_P(v = rb_check_array_type(argv[0]))) {
        argc = (int)RARRAY(v)->len;
        argv = RARRAY(v)->ptr;
        if (argc == 0) return rb_reg_new("(?!)", 4, 0);
    }
    if (argc == 0) return rb_reg_new("(?!)", 4, 0);
    if (argc == 1) {
        v = argv[0];
        if (TYPE(v) == T_REGEXP) {
            reg_check(v);
            return v;
        }
        StringValue(v);
        v = rb_reg_quote(v);
        src = rb_reg_new(RSTRING(v)->ptr, RSTRING(v)->len, 0);
        RB_GC_GUARD(v);
        return src;
    }
    src = rb_str_buf_new(0);
    for (i = 0; i < argc; i++) {
        v = argv[i];
        if (i > 0) rb_str_buf_cat(src, "|", 1);
        if (TYPE(v) == T_REGEXP) {
            kcode_re = union_kcode(kcode_re, v);
            v = reg_to_s(v);
        }
        else {
            StringValue(v);
            v = rb_reg_quote(v);
        }
        rb_str_buf_append(src, v);
    }
    kcode = NIL_P(kcode_re) ? 0 : rb_reg_options(kcode_re) & (KCODE_FIXED | KCODE_MASK);
    v = rb_reg_new(RSTRING(src)->ptr, RSTRING(src)->len, kcode);
    RB_GC_GUARD(src);
    return v;
}

/* Regexp.last_match */
static VALUE
reg_s_last_match(int argc, VALUE *argv)
{
    VALUE nth;
    if (rb_scan_args(argc, argv, "01", &nth) == 1)
        return rb_reg_nth_match(NUM2INT(nth), rb_backref_get());
    return match_getter();
}

/* ---------------------------------------------------------------- MatchData */

/* MatchData#initialize_copy */
static VALUE
match_init_copy(VALUE obj, VALUE orig)
{
    if (obj == orig) return obj;
    if (!rb_obj_is_instance_of(orig, rb_obj_class(obj)))
        rb_raise(rb_eTypeError, "wrong argument class");
    RMATCH(obj)->str = RMATCH(orig)->str;
    RMATCH(obj)->regexp = RMATCH(orig)->regexp;
    if (!RMATCH(orig)->str) return obj; /* a copy of an uninitialized Match */
    if (!RMATCH(obj)->regs) RMATCH(obj)->regs = reg_region_take();
    onig_region_copy(RMATCH(obj)->regs, match_regs(orig));
    rb_match_busy(obj);
    return obj;
}

/* MatchData#size, MatchData#length */
static VALUE
match_size(VALUE match)
{
    return INT2FIX(match_regs(match)->num_regs);
}

static int
match_index(VALUE match, VALUE n)
{
    int i = NUM2INT(n);
    if (i < 0 || match_regs(match)->num_regs <= i)
        rb_raise(rb_eIndexError, "index %d out of matches", i);
    return i;
}

/* MatchData#offset */
static VALUE
match_offset(VALUE match, VALUE n)
{
    int i = match_index(match, n);
    struct re_registers *regs = RMATCH(match)->regs;
    if (BEG(i) < 0) return rb_assoc_new(Qnil, Qnil);
    return rb_assoc_new(INT2FIX(BEG(i)), INT2FIX(END(i)));
}

/* MatchData#begin */
static VALUE
match_begin(VALUE match, VALUE n)
{
    int i = match_index(match, n);
    struct re_registers *regs = RMATCH(match)->regs;
    if (BEG(i) < 0) return Qnil;
    return INT2FIX(BEG(i));
}

/* MatchData#end */
static VALUE
match_end(VALUE match, VALUE n)
{
    int i = match_index(match, n);
    struct re_registers *regs = RMATCH(match)->regs;
    if (BEG(i) < 0) return Qnil;
    return INT2FIX(END(i));
}

static VALUE
match_array(VALUE match, int start)
{
    struct re_registers *regs = match_regs(match);
    VALUE ary = rb_ary_new2(regs->num_regs);
    int i;
    for (i = start; i < regs->num_regs; i++) rb_ary_push(ary, rb_reg_nth_match(i, match));
    return ary;
}

/* MatchData#to_a */
static VALUE
match_to_a(VALUE match)
{
    return match_array(match, 0);
}

/* MatchData#captures */
static VALUE
match_captures(VALUE match)
{
    return match_array(match, 1);
}

/* MatchData#[] */
static VALUE
match_aref(int argc, VALUE *argv, VALUE match)
{
    VALUE idx, rest;
    rb_scan_args(argc, argv, "11", &idx, &rest);
    if (NIL_P(rest) && FIXNUM_P(idx) && FIX2LONG(idx) >= 0)
        return rb_reg_nth_match(FIX2INT(idx), match);
    return rb_ary_aref(argc, argv, match_to_a(match));
}

static VALUE
match_entry(VALUE match, long n)
{
    return rb_reg_nth_match((int)n, match);
}

/* MatchData#values_at */
static VALUE
match_values_at(int argc, VALUE *argv, VALUE match)
{
    return rb_get_values_at(match, match_regs(match)->num_regs, argc, argv, match_entry);
}

/* MatchData#select */
static VALUE
match_select(int argc, VALUE *argv, VALUE match)
{
    VALUE result;
    struct re_registers *regs;
    int i, n;
    if (argc > 0) rb_raise(rb_eArgError, "wrong number of arguments (%d for 0)", argc);
    regs = match_regs(match);
    n = regs->num_regs;
    result = rb_ary_new();
    for (i = 0; i < n; i++) {
        /* an unmatched group (-1...-1) yields "" as in 1.8.7 */
        VALUE v = rb_str_substr(RMATCH(match)->str, BEG(i), END(i) - BEG(i));
        OBJ_INFECT(v, match);
        if (RTEST(rb_yield(v))) rb_ary_push(result, v);
    }
    return result;
}

/* MatchData#pre_match */
static VALUE
match_pre(VALUE match)
{
    match_regs(match);
    return rb_reg_match_pre(match);
}

/* MatchData#post_match */
static VALUE
match_post(VALUE match)
{
    match_regs(match);
    return rb_reg_match_post(match);
}

/* MatchData#to_s */
static VALUE
match_to_s(VALUE match)
{
    VALUE str = rb_reg_last_match(match);
    if (NIL_P(str)) str = rb_str_new(0, 0);
    if (OBJ_TAINTED(match)) OBJ_TAINT(str);
    return str;
}

/* MatchData#string */
static VALUE
match_string(VALUE match)
{
    match_regs(match);
    return RMATCH(match)->str;
}

/* MatchData#inspect: #<MatchData "whole" 1:"group" 2:nil> */
static VALUE
match_inspect(VALUE match)
{
    VALUE str = rb_str_buf_new2("#<");
    int i, n = RMATCH(match)->str ? match_regs(match)->num_regs : 0;
    rb_str_buf_cat2(str, rb_obj_classname(match));
    for (i = 0; i < n; i++) {
        char num[24];
        rb_str_buf_cat2(str, " ");
        if (i > 0) {
            snprintf(num, sizeof(num), "%d:", i);
            rb_str_buf_cat2(str, num);
        }
        rb_str_buf_append(str, rb_inspect(rb_reg_nth_match(i, match)));
    }
    rb_str_buf_cat2(str, ">");
    return str;
}

/* ---------------------------------------------------------------- Init */

static void
init_syntax(void)
{
    OnigEncoding encs[8];
#ifdef USE_LAZY_ONIG
    onig_enc_ascii = ONIG_DATA(OnigEncoding, OnigEncodingASCII);
#endif
    enc18_init(&enc18_utf8, ONIG_DATA(OnigEncoding, OnigEncodingUTF8), enc18_utf8_ctype);
    enc18_bytes = *ONIG_ENCODING_ASCII;
    utf8_mbc_to_code = enc18_utf8.mbc_to_code;
    enc18_utf8.mbc_to_code = enc18_utf8_mbc_to_code;
    enc18_utf8.mbc_enc_len = enc18_utf8_mbc_enc_len;
    enc18_utf8.max_enc_len = 6;
    enc18_init(&enc18_euc, ONIG_DATA(OnigEncoding, OnigEncodingEUC_JP), enc18_jis_ctype);
    enc18_init(&enc18_sjis, ONIG_DATA(OnigEncoding, OnigEncodingSJIS), enc18_jis_ctype);
    enc18_utf8_cut = enc18_utf8;
    enc18_euc_cut = enc18_euc;
    enc18_sjis_cut = enc18_sjis;
    enc18_base_len[0] = enc18_utf8.mbc_enc_len;
    enc18_base_len[1] = enc18_euc.mbc_enc_len;
    enc18_base_len[2] = enc18_sjis.mbc_enc_len;
    enc18_utf8_cut.mbc_enc_len = enc18_utf8_cut_len;
    enc18_euc_cut.mbc_enc_len = enc18_euc_cut_len;
    enc18_sjis_cut.mbc_enc_len = enc18_sjis_cut_len;
    encs[0] = ONIG_ENCODING_ASCII;
    encs[1] = &enc18_utf8;
    encs[2] = &enc18_euc;
    encs[3] = &enc18_sjis;
    encs[4] = &enc18_bytes;
    encs[5] = &enc18_utf8_cut;
    encs[6] = &enc18_euc_cut;
    encs[7] = &enc18_sjis_cut;
    onig_initialize(encs, 8);
    onig_copy_syntax(&syntax18, ONIG_DATA(OnigSyntaxType *, OnigSyntaxRuby));
    onig_set_syntax_op2(&syntax18, onig_get_syntax_op2(&syntax18) &
        ~(ONIG_SYN_OP2_QMARK_LT_NAMED_GROUP | ONIG_SYN_OP2_ESC_K_NAMED_BACKREF |
          ONIG_SYN_OP2_ESC_G_SUBEXP_CALL | ONIG_SYN_OP2_ESC_H_XDIGIT |
          ONIG_SYN_OP2_ESC_CAPITAL_K_KEEP | ONIG_SYN_OP2_ESC_CAPITAL_R_GENERAL_NEWLINE |
          ONIG_SYN_OP2_ESC_CAPITAL_N_O_SUPER_DOT | ONIG_SYN_OP2_QMARK_TILDE_ABSENT_GROUP |
          ONIG_SYN_OP2_ESC_X_Y_TEXT_SEGMENT | ONIG_SYN_OP2_QMARK_LPAREN_IF_ELSE |
          ONIG_SYN_OP2_ESC_U_HEX4 | ONIG_SYN_OP2_CCLASS_SET_OP |
          ONIG_SYN_OP2_ESC_P_BRACE_CHAR_PROPERTY | ONIG_SYN_OP2_ESC_P_BRACE_CIRCUMFLEX_NOT));
    onig_set_syntax_behavior(&syntax18, onig_get_syntax_behavior(&syntax18) &
        ~(ONIG_SYN_FIXED_INTERVAL_IS_GREEDY_ONLY | ONIG_SYN_WARN_CC_OP_NOT_ESCAPED |
          ONIG_SYN_WARN_REDUNDANT_NESTED_REPEAT));
}

void
Init_Regexp(void)
{
    reg_cache = Qnil;
    rb_global_variable(&reg_cache);

    /* the field separator (io.c defines it again): 1.8.7 defines it with
       String, before $~ and $=, and global_variables shows that order */
    rb_define_hooked_variable("$;", &rb_fs, 0, 0);
    rb_define_hooked_variable("$-F", &rb_fs, 0, 0);
    rb_define_virtual_variable("$~", match_getter, match_setter);
    rb_define_virtual_variable("$&", last_match_getter, 0);
    rb_define_virtual_variable("$`", prematch_getter, 0);
    rb_define_virtual_variable("$'", postmatch_getter, 0);
    rb_define_virtual_variable("$+", last_paren_match_getter, 0);
    rb_define_virtual_variable("$=", ignorecase_getter, ignorecase_setter);
    rb_define_virtual_variable("$KCODE", kcode_getter, kcode_setter);
    rb_define_virtual_variable("$-K", kcode_getter, kcode_setter);

    rb_cRegexp = rb_define_class("Regexp", rb_cObject);
    rb_define_alloc_func(rb_cRegexp, reg_alloc);
    rb_define_singleton_method(rb_cRegexp, "compile", rb_class_new_instance, -1);
    rb_define_singleton_method(rb_cRegexp, "quote", reg_s_quote, -1);
    rb_define_singleton_method(rb_cRegexp, "escape", reg_s_quote, -1);
    rb_define_singleton_method(rb_cRegexp, "union", reg_s_union, -1);
    rb_define_singleton_method(rb_cRegexp, "last_match", reg_s_last_match, -1);

    rb_define_method(rb_cRegexp, "initialize", reg_initialize_m, -1);
    rb_define_method(rb_cRegexp, "initialize_copy", reg_init_copy, 1);
    rb_define_method(rb_cRegexp, "hash", reg_hash, 0);
    rb_define_method(rb_cRegexp, "eql?", reg_equal, 1);
    rb_define_method(rb_cRegexp, "==", reg_equal, 1);
    rb_define_method(rb_cRegexp, "=~", rb_reg_match, 1);
    rb_define_method(rb_cRegexp, "===", reg_eqq, 1);
    rb_define_method(rb_cRegexp, "~", rb_reg_match2, 0);
    rb_define_method(rb_cRegexp, "match", reg_match_m, 1);
    rb_define_method(rb_cRegexp, "to_s", reg_to_s, 0);
    rb_define_method(rb_cRegexp, "inspect", reg_inspect, 0);
    rb_define_method(rb_cRegexp, "source", rb_reg_source, 0);
    rb_define_method(rb_cRegexp, "casefold?", reg_casefold_p, 0);
    rb_define_method(rb_cRegexp, "options", reg_options_m, 0);
    rb_define_method(rb_cRegexp, "kcode", reg_kcode_m, 0);

    rb_define_const(rb_cRegexp, "IGNORECASE", INT2FIX(RE_OPTION_IGNORECASE));
    rb_define_const(rb_cRegexp, "EXTENDED", INT2FIX(RE_OPTION_EXTENDED));
    rb_define_const(rb_cRegexp, "MULTILINE", INT2FIX(RE_OPTION_MULTILINE));

    rb_cMatch = rb_define_class("MatchData", rb_cObject);
    rb_define_global_const("MatchingData", rb_cMatch);
    rb_define_alloc_func(rb_cMatch, match_alloc);
    rb_undef_method(CLASS_OF(rb_cMatch), "new");

    rb_define_method(rb_cMatch, "initialize_copy", match_init_copy, 1);
    rb_define_method(rb_cMatch, "size", match_size, 0);
    rb_define_method(rb_cMatch, "length", match_size, 0);
    rb_define_method(rb_cMatch, "offset", match_offset, 1);
    rb_define_method(rb_cMatch, "begin", match_begin, 1);
    rb_define_method(rb_cMatch, "end", match_end, 1);
    rb_define_method(rb_cMatch, "to_a", match_to_a, 0);
    rb_define_method(rb_cMatch, "[]", match_aref, -1);
    rb_define_method(rb_cMatch, "captures", match_captures, 0);
    rb_define_method(rb_cMatch, "select", match_select, -1);
    rb_define_method(rb_cMatch, "values_at", match_values_at, -1);
    rb_define_method(rb_cMatch, "pre_match", match_pre, 0);
    rb_define_method(rb_cMatch, "post_match", match_post, 0);
    rb_define_method(rb_cMatch, "to_s", match_to_s, 0);
    rb_define_method(rb_cMatch, "inspect", match_inspect, 0);
    rb_define_method(rb_cMatch, "string", match_string, 0);
}
