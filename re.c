/* re.c - Regexp and MatchData on Oniguruma, $~ and friends, $KCODE. */
#define _GNU_SOURCE 1
#include "ruby.h"

#include "re.h"
#include <oniguruma.h>

VALUE rb_cRegexp;
VALUE rb_cMatch;

#define BEG(no) (regs->beg[(no)])
#define END(no) (regs->end[(no)])

/* option and kcode bits of a Regexp, kept in its flags */
#define REG_IGNORECASE FL_USER1
#define REG_EXTENDED FL_USER2
#define REG_MULTILINE FL_USER3
#define REG_KFIXED FL_USER4
#define REG_KSHIFT (FL_USHIFT + 5)
#define REG_KMASK (3 << REG_KSHIFT)

static int reg_kcode = KCODE_NONE;
int ruby_ignorecase;  /* $=, exported for re.h */
static VALUE reg_cache;
static OnigSyntaxType syntax18;
static void init_syntax(void);

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

int
rb_memcicmp(const void *x, const void *y, long len)
{
    const unsigned char *p1 = x, *p2 = y;
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
    c &= 0xff;
    switch (reg_kcode) {
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
    if (NIL_P(val)) { reg_kcode = KCODE_NONE; return; }
    rb_set_kcode(StringValueCStr(val));
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

static OnigEncoding
kcode_encoding(int code)
{
    switch (code) {
      case KCODE_EUC: return ONIG_ENCODING_EUC_JP;
      case KCODE_SJIS: return ONIG_ENCODING_SJIS;
      case KCODE_UTF8: return ONIG_ENCODING_UTF8;
    }
    return ONIG_ENCODING_ASCII;
}

static int
reg_kcode_of(VALUE re)
{
    return kcode_of_index[(RBASIC(re)->flags & REG_KMASK) >> REG_KSHIFT];
}

/* is there a (?< group (lookbehind or named group) outside a char class? */
static int
reg_has_qmark_lt(const char *s, long len)
{
    long i;
    int cls = 0;
    for (i = 0; i < len; i++) {
        if (s[i] == '\\') { i++; continue; }
        if (cls) { if (s[i] == ']') cls = 0; continue; }
        if (s[i] == '[') { cls = 1; if (i + 1 < len && s[i + 1] == ']') i++; continue; }
        if (s[i] == '(' && i + 2 < len && s[i + 1] == '?' && s[i + 2] == '<') return 1;
    }
    return 0;
}

/* a quantifier directly followed by * or + ("a**", "a?+"): an error in 1.8 */
static int
reg_nested_repeat(const char *s, long len)
{
    long i;
    int cls = 0, prev_atom = 0;
    for (i = 0; i < len; i++) {
        char c = s[i];
        if (c == '\\') { i++; prev_atom = 1; continue; }
        if (cls) { if (c == ']') { cls = 0; prev_atom = 1; } continue; }
        if (c == '[') { cls = 1; if (i + 1 < len && s[i + 1] == '^') i++; if (i + 1 < len && s[i + 1] == ']') i++; continue; }
        if ((c == '*' || c == '+' || c == '?') && prev_atom) {
            if (i + 1 < len && s[i + 1] == '?') i++;
            if (i + 1 < len && (s[i + 1] == '*' || s[i + 1] == '+')) return 1;
            continue;
        }
        prev_atom = !(c == '(' || c == '|');
    }
    return 0;
}

/* position (1-based) and operator of a leading quantifier */
static long
reg_bad_repeat(const char *s, long len, char *op)
{
    long i;
    int start = 1, cls = 0;
    for (i = 0; i < len; i++) {
        char c = s[i];
        if (c == '\\') { i++; start = 0; continue; }
        if (cls) { if (c == ']') cls = 0; continue; }
        if (start && (c == '*' || c == '+' || c == '?')) { *op = c; return i + 1; }
        start = (c == '(' || c == '|');
        if (c == '(' && i + 1 < len && s[i + 1] == '?') {
            while (i + 1 < len && s[i + 1] != ':' && s[i + 1] != ')') i++;
            i++;
        }
        if (c == '[') cls = 1;
    }
    *op = '*';
    return 1;
}

static VALUE reg_desc(const char *s, long len, int flags);

/* the malloc'ed copy of a source being compiled, freed when compiling fails */
static char *reg_owned_src;

NORETURN(static void reg_raise(const char *s, long len, const char *err, int flags));
static void
reg_raise(const char *s, long len, const char *err, int flags)
{
    VALUE desc = reg_desc(s, len, flags);
    if (reg_owned_src) {
        free(reg_owned_src);
        reg_owned_src = 0;
    }
    rb_raise(rb_eRegexpError, "%s: %s", err, RSTRING(desc)->ptr);
}

NORETURN(static void reg_compile_error(const char *s, long len, int r, OnigErrorInfo *einfo, int flags));
static void
reg_compile_error(const char *s, long len, int r, OnigErrorInfo *einfo, int flags)
{
    char buf[ONIG_MAX_ERROR_MESSAGE_LEN + 128];
    char op;
    long pos;
    switch (r) {
      case ONIGERR_END_PATTERN_WITH_UNMATCHED_PARENTHESIS:
        if (len > 0 && s[len - 1] == '(')
            reg_raise(s, len, "premature end of regular expression", flags);
        reg_raise(s, len, "unmatched (", flags);
      case ONIGERR_UNMATCHED_CLOSE_PARENTHESIS:
        reg_raise(s, len, "unmatched )", flags);
      case ONIGERR_PREMATURE_END_OF_CHAR_CLASS:
        reg_raise(s, len, "premature end of char-class", flags);
      case ONIGERR_END_PATTERN_AT_ESCAPE:
      case ONIGERR_END_PATTERN_IN_GROUP:
        reg_raise(s, len, "premature end of regular expression", flags);
      case ONIGERR_UNDEFINED_GROUP_OPTION:
      case ONIGERR_INVALID_LOOK_BEHIND_PATTERN:
        reg_raise(s, len, "undefined (?...) sequence", flags);
      case ONIGERR_TARGET_OF_REPEAT_OPERATOR_NOT_SPECIFIED:
        pos = reg_bad_repeat(s, len, &op);
        snprintf(buf, sizeof(buf), "invalid regular expression; there's no previous pattern,"
                 " to which '%c' would define cardinality at %ld", op, pos);
        reg_raise(s, len, buf, flags);
    }
    onig_error_code_to_str((OnigUChar *)buf, r, einfo);
    reg_raise(s, len, buf, flags);
}

static OnigRegex
reg_compile(const char *s, long len, int flags, int kcode)
{
    OnigRegex reg;
    OnigErrorInfo einfo;
    OnigOptionType opt = ONIG_OPTION_NONE;
    int r;
    if (flags & REG_IGNORECASE) opt |= ONIG_OPTION_IGNORECASE;
    if (flags & REG_EXTENDED) opt |= ONIG_OPTION_EXTEND;
    if (flags & REG_MULTILINE) opt |= ONIG_OPTION_MULTILINE;
    if (reg_has_qmark_lt(s, len))
        reg_raise(s, len, "undefined (?...) sequence", flags);
    if (reg_nested_repeat(s, len))
        reg_raise(s, len, "nested *?+ in regexp", flags);
    r = onig_new(&reg, (const OnigUChar *)s, (const OnigUChar *)s + len, opt,
                 kcode_encoding(kcode), reg_syntax(), &einfo);
    if (r != ONIG_NORMAL) reg_compile_error(s, len, r, &einfo, flags);
    return reg;
}

static int
reg_options_to_flags(int options)
{
    int flags = 0, k;
    if (options & RE_OPTION_IGNORECASE) flags |= REG_IGNORECASE;
    if (options & RE_OPTION_EXTENDED) flags |= REG_EXTENDED;
    if (options & RE_OPTION_MULTILINE) flags |= REG_MULTILINE;
    if (options & (KCODE_FIXED | KCODE_MASK)) {
        flags |= REG_KFIXED;
        k = kcode_index(options);
        flags |= k << REG_KSHIFT;
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

/* (re)initializes re from the malloc'ed source src, which re then owns */
static void
reg_init_owned(VALUE re, char *src, long len, int options)
{
    int flags = reg_options_to_flags(options);
    int kcode = (flags & REG_KFIXED) ? kcode_of_index[(flags & REG_KMASK) >> REG_KSHIFT] : reg_kcode;
    OnigRegex reg;
    if (!(flags & REG_KFIXED)) flags |= kcode_index(kcode) << REG_KSHIFT;
    reg_owned_src = src;
    reg = reg_compile(src, len, flags, kcode);
    reg_owned_src = 0;
    if (RREGEXP(re)->ptr) onig_free((OnigRegex)RREGEXP(re)->ptr);
    if (RREGEXP(re)->str) xfree(RREGEXP(re)->str);
    RREGEXP(re)->ptr = reg;
    RREGEXP(re)->str = src;
    RREGEXP(re)->len = len;
    RBASIC(re)->flags &= ~(REG_IGNORECASE | REG_EXTENDED | REG_MULTILINE | REG_KFIXED | REG_KMASK);
    RBASIC(re)->flags |= flags;
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

static void
reg_check(VALUE re)
{
    if (!RREGEXP(re)->ptr) rb_raise(rb_eTypeError, "uninitialized Regexp");
}

/* recompiles a regexp without a fixed kcode after $KCODE changed */
static OnigRegex
reg_prepare(VALUE re)
{
    reg_check(re);
    if (!FL_TEST(re, REG_KFIXED) && reg_kcode_of(re) != reg_kcode) {
        int flags = (int)(RBASIC(re)->flags & (REG_IGNORECASE | REG_EXTENDED | REG_MULTILINE));
        OnigRegex reg = reg_compile(RREGEXP(re)->str, RREGEXP(re)->len, flags, reg_kcode);
        onig_free((OnigRegex)RREGEXP(re)->ptr);
        RREGEXP(re)->ptr = reg;
        RBASIC(re)->flags &= ~REG_KMASK;
        RBASIC(re)->flags |= kcode_index(reg_kcode) << REG_KSHIFT;
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

long
rb_reg_adjust_startpos(VALUE re, VALUE str, long pos, long reverse)
{
    OnigRegex reg;
    const OnigUChar *s, *p;
    if (pos <= 0 || pos >= RSTRING(str)->len) return pos;
    reg = reg_prepare(re);
    s = (const OnigUChar *)RSTRING(str)->ptr;
    if (reverse)
        p = onigenc_get_left_adjust_char_head(onig_get_encoding(reg), s, s + pos);
    else
        p = onigenc_get_right_adjust_char_head(onig_get_encoding(reg), s, s + pos);
    return p - s;
}

/* a MatchData that Ruby code may hold is busy: searches must not reuse it */
#define MATCH_BUSY FL_USER2

void
rb_match_busy(VALUE match)
{
    if (!NIL_P(match)) FL_SET(match, MATCH_BUSY);
}

long
rb_reg_search(VALUE re, VALUE str, long pos, long reverse)
{
    OnigRegex reg;
    OnigRegion *region;
    const OnigUChar *s, *e;
    VALUE match;
    int r, fresh = 1;
    if (pos > RSTRING(str)->len || pos < 0) {
        rb_backref_set(Qnil);
        return -1;
    }
    reg = reg_prepare(re);
    s = (const OnigUChar *)RSTRING(str)->ptr;
    e = s + RSTRING(str)->len;
    match = rb_backref_get();
    if (!NIL_P(match) && TYPE(match) == T_MATCH && !FL_TEST(match, MATCH_BUSY) &&
        RMATCH(match)->regs) {
        region = RMATCH(match)->regs;
        fresh = 0;
    }
    else region = onig_region_new();
    r = onig_search(reg, s, e, s + pos, reverse ? s : e, region, ONIG_OPTION_NONE);
    if (r < 0) {
        if (fresh) onig_region_free(region, 1);
        if (r == ONIG_MISMATCH) {
            rb_backref_set(Qnil);
            return -1;
        }
        else {
            char buf[ONIG_MAX_ERROR_MESSAGE_LEN];
            onig_error_code_to_str((OnigUChar *)buf, r);
            rb_raise(rb_eRegexpError, "%s", buf);
        }
    }
    if (fresh) {
        match = match_alloc(rb_cMatch);
        RMATCH(match)->regs = region;
    }
    else FL_UNSET(match, FL_TAINT);
    RMATCH(match)->str = rb_str_new4(str);
    RMATCH(match)->regexp = re;
    OBJ_INFECT(match, re);
    OBJ_INFECT(match, str);
    rb_backref_set(match);
    return r;
}

VALUE
rb_reg_nth_defined(int nth, VALUE match)
{
    struct re_registers *regs;
    if (NIL_P(match)) return Qnil;
    regs = RMATCH(match)->regs;
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
    regs = RMATCH(match)->regs;
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
    regs = RMATCH(match)->regs;
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
    regs = RMATCH(match)->regs;
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
    regs = RMATCH(match)->regs;
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
    if (SYMBOL_P(str)) str = rb_str_new2(rb_id2name(SYM2ID(str)));
    else StringValue(str);
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
    if (!RREGEXP(re)->ptr) return rb_any_to_s(re);
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

static int
reg_body_ok(const char *s, long len, int opts)
{
    OnigRegex reg;
    OnigErrorInfo einfo;
    OnigOptionType o = ONIG_OPTION_NONE;
    if (opts & REG_EXTENDED) o |= ONIG_OPTION_EXTEND;
    if (onig_new(&reg, (const OnigUChar *)s, (const OnigUChar *)s + len, o,
                 ONIG_ENCODING_ASCII, reg_syntax(), &einfo) != ONIG_NORMAL)
        return 0;
    onig_free(reg);
    return 1;
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

/* Regexp#initialize */
static VALUE
reg_initialize_m(int argc, VALUE *argv, VALUE self)
{
    VALUE src;
    int options = 0;
    if (argc == 0 || argc > 3)
        rb_raise(rb_eArgError, "wrong number of arguments");
    if (TYPE(argv[0]) == T_REGEXP) {
        VALUE re = argv[0];
        if (argc > 1) rb_warn("flags ignored");
        reg_check(re);
        options = rb_reg_options(re);
        reg_init(self, RREGEXP(re)->str, RREGEXP(re)->len, options);
        RB_GC_GUARD(re);
        return self;
    }
    if (argc >= 2) {
        if (FIXNUM_P(argv[1])) options = FIX2INT(argv[1]);
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
    reg_check(re);
    if (!FL_TEST(re, REG_KFIXED)) return Qnil;
    switch (reg_kcode_of(re)) {
      case KCODE_EUC: return rb_str_new2("euc");
      case KCODE_SJIS: return rb_str_new2("sjis");
      case KCODE_UTF8: return rb_str_new2("utf8");
    }
    return rb_str_new2("none");
}

/* Regexp#hash */
static VALUE
reg_hash(VALUE re)
{
    long len, i;
    unsigned long key;
    reg_check(re);
    key = rb_reg_options(re);
    len = RREGEXP(re)->len;
    for (i = 0; i < len; i++) key = key * 65599 + (unsigned char)RREGEXP(re)->str[i];
    key = key + (key >> 5);
    return LONG2FIX((long)(key & (FIXNUM_MAX >> 1)));
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
    if (rb_reg_options(re1) != rb_reg_options(re2)) return Qfalse;
    return Qtrue;
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

/* Regexp.union */
static VALUE
reg_s_union(int argc, VALUE *argv, VALUE klass)
{
    VALUE src, v;
    int i;
    if (argc == 1 && !NIL_P(v = rb_check_array_type(argv[0]))) {
        argc = (int)RARRAY(v)->len;
        argv = RARRAY(v)->ptr;
        if (argc == 0) return rb_reg_new("(?!)", 4, 0);
    }
    if (argc == 0) return rb_reg_new("(?!)", 4, 0);
    if (argc == 1) {
        v = argv[0];
        if (TYPE(v) == T_REGEXP) return v;
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
        if (TYPE(v) == T_REGEXP) v = reg_to_s(v);
        else {
            StringValue(v);
            v = rb_reg_quote(v);
        }
        rb_str_buf_append(src, v);
    }
    v = rb_reg_new(RSTRING(src)->ptr, RSTRING(src)->len, 0);
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

static struct re_registers *
match_regs(VALUE match)
{
    if (!RMATCH(match)->regs) rb_raise(rb_eTypeError, "uninitialized Match");
    return RMATCH(match)->regs;
}

/* MatchData#initialize_copy */
static VALUE
match_init_copy(VALUE obj, VALUE orig)
{
    if (obj == orig) return obj;
    if (!rb_obj_is_instance_of(orig, rb_obj_class(obj)))
        rb_raise(rb_eTypeError, "wrong argument class");
    RMATCH(obj)->str = RMATCH(orig)->str;
    RMATCH(obj)->regexp = RMATCH(orig)->regexp;
    if (!RMATCH(obj)->regs) RMATCH(obj)->regs = onig_region_new();
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
    int i, n;
    if (argc > 0) rb_raise(rb_eArgError, "wrong number of arguments (%d for 0)", argc);
    n = match_regs(match)->num_regs;
    result = rb_ary_new();
    for (i = 0; i < n; i++) {
        VALUE v = rb_reg_nth_match(i, match);
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

/* MatchData#inspect */
static VALUE
match_inspect(VALUE match)
{
    return rb_any_to_s(match);
}

/* ---------------------------------------------------------------- Init */

static void
init_syntax(void)
{
    OnigEncoding encs[4];
    encs[0] = ONIG_ENCODING_ASCII;
    encs[1] = ONIG_ENCODING_UTF8;
    encs[2] = ONIG_ENCODING_EUC_JP;
    encs[3] = ONIG_ENCODING_SJIS;
    onig_initialize(encs, 4);
    onig_copy_syntax(&syntax18, ONIG_SYNTAX_RUBY);
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
