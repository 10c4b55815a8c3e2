/* strscan.c - StringScanner: lexical scanning over a String, 1.8.7's
 * strscan 0.7.0.  Every match is tried against the rest of the string from
 * the scan pointer, taken as the whole subject: ^ and \A match there. */
#include "ruby.h"
#include "re.h"
#include <oniguruma.h>
#include <stdio.h>

#define STRSCAN_VERSION "0.7.0"

static VALUE StringScanner;
static VALUE ScanError;

struct strscanner {
    int matched;        /* did the last match succeed? */
    VALUE str;          /* the string scanned; Qnil until initialized */
    long prev;          /* the scan pointer before the last match */
    long curr;          /* the scan pointer */
    OnigRegion *regs;   /* the last match, offsets relative to prev */
};

#define S_PTR(p) (RSTRING((p)->str)->ptr)
#define S_LEN(p) (RSTRING((p)->str)->len)
#define EOS_P(p) ((p)->curr >= S_LEN(p))
#define REST_LEN(p) (S_LEN(p) - (p)->curr)

static void
strscan_mark(struct strscanner *p)
{
    rb_gc_mark(p->str);
}

static void
strscan_free(struct strscanner *p)
{
    onig_region_free(p->regs, 1);
    free(p);
}

static VALUE
strscan_s_allocate(VALUE klass)
{
    struct strscanner *p;
    VALUE obj = Data_Make_Struct(klass, struct strscanner, strscan_mark, strscan_free, p);
    p->str = Qnil;
    p->regs = onig_region_new();
    return obj;
}

/* the scanner of self; ArgumentError while initialize has not run */
static struct strscanner *
get_scanner(VALUE self)
{
    struct strscanner *p;
    Data_Get_Struct(self, struct strscanner, p);
    if (NIL_P(p->str)) rb_raise(rb_eArgError, "uninitialized StringScanner object");
    return p;
}

/* a string made from the scanned one carries its taint */
static VALUE
infect(VALUE str, struct strscanner *p)
{
    OBJ_INFECT(str, p->str);
    return str;
}

/* str[beg, len], clipped to the string (which may have shrunk) */
static VALUE
extract_range(struct strscanner *p, long beg, long len)
{
    if (beg > S_LEN(p)) return Qnil;
    if (len > S_LEN(p) - beg) len = S_LEN(p) - beg;
    return infect(rb_str_new(S_PTR(p) + beg, len), p);
}

/* the last match covers len bytes from prev (getch, get_byte) */
static void
set_plain_match(struct strscanner *p, long len)
{
    onig_region_clear(p->regs);
    onig_region_resize(p->regs, 1);
    p->regs->beg[0] = 0;
    p->regs->end[0] = len;
}

static VALUE
strscan_initialize(int argc, VALUE *argv, VALUE self)
{
    struct strscanner *p;
    VALUE str, dup;
    rb_scan_args(argc, argv, "11", &str, &dup);
    StringValue(str);
    Data_Get_Struct(self, struct strscanner, p);
    p->str = str;
    p->curr = p->prev = 0;
    p->matched = 0;
    return self;
}

static VALUE
strscan_init_copy(VALUE self, VALUE orig)
{
    struct strscanner *p, *o;
    if (self == orig) return self;
    if (TYPE(orig) != T_DATA || RDATA(orig)->dfree != (RUBY_DATA_FUNC)strscan_free)
        rb_raise(rb_eTypeError, "wrong argument type %s (expected StringScanner)",
                 rb_obj_classname(orig));
    Data_Get_Struct(self, struct strscanner, p);
    Data_Get_Struct(orig, struct strscanner, o);
    p->str = o->str;
    p->curr = o->curr;
    p->prev = o->prev;
    p->matched = o->matched;
    onig_region_copy(p->regs, o->regs);
    return self;
}

static VALUE
strscan_s_mustc(VALUE klass)
{
    return klass;
}

static VALUE
strscan_reset(VALUE self)
{
    struct strscanner *p = get_scanner(self);
    p->curr = 0;
    p->matched = 0;
    return self;
}

static VALUE
strscan_terminate(VALUE self)
{
    struct strscanner *p = get_scanner(self);
    p->curr = S_LEN(p);
    p->matched = 0;
    return self;
}

static VALUE
strscan_clear(VALUE self)
{
    rb_warning("StringScanner#clear is obsolete; use #terminate instead");
    return strscan_terminate(self);
}

static VALUE
strscan_get_string(VALUE self)
{
    return get_scanner(self)->str;
}

/* string= keeps a frozen copy, so later changes to the argument do not move
   under the scan pointer */
static VALUE
strscan_set_string(VALUE self, VALUE str)
{
    struct strscanner *p;
    Data_Get_Struct(self, struct strscanner, p);
    StringValue(str);
    p->str = rb_str_new4(str);
    p->curr = 0;
    p->matched = 0;
    return str;
}

static VALUE
strscan_concat(VALUE self, VALUE str)
{
    struct strscanner *p = get_scanner(self);
    StringValue(str);
    rb_str_append(p->str, str);
    return self;
}

static VALUE
strscan_get_pos(VALUE self)
{
    return INT2FIX(get_scanner(self)->curr);
}

static VALUE
strscan_set_pos(VALUE self, VALUE v)
{
    struct strscanner *p = get_scanner(self);
    long i = NUM2INT(v);
    if (i < 0) i += S_LEN(p);
    if (i < 0 || i > S_LEN(p)) rb_raise(rb_eRangeError, "index out of range");
    p->curr = i;
    return INT2NUM(i);
}

/* the one matcher behind scan, skip, match?, check, scan_until and the
   rest: headonly anchors at the scan pointer, succptr advances it past the
   match, getstr returns the text up to the match's end instead of its
   length */
static VALUE
strscan_do_scan(VALUE self, VALUE re, int succptr, int getstr, int headonly)
{
    struct strscanner *p;
    long end;
    Check_Type(re, T_REGEXP);
    p = get_scanner(self);
    p->matched = 0;
    if (p->curr > S_LEN(p)) return Qnil;
    onig_region_clear(p->regs);
    if (rb_reg_match_at(re, p->str, p->curr, headonly, p->regs) < 0) return Qnil;
    p->matched = 1;
    p->prev = p->curr;
    end = p->regs->end[0];
    if (succptr) p->curr += end;
    if (getstr) return extract_range(p, p->prev, end);
    return INT2FIX(end);
}

static VALUE
strscan_scan(VALUE self, VALUE re)
{
    return strscan_do_scan(self, re, 1, 1, 1);
}

static VALUE
strscan_match_p(VALUE self, VALUE re)
{
    return strscan_do_scan(self, re, 0, 0, 1);
}

static VALUE
strscan_skip(VALUE self, VALUE re)
{
    return strscan_do_scan(self, re, 1, 0, 1);
}

static VALUE
strscan_check(VALUE self, VALUE re)
{
    return strscan_do_scan(self, re, 0, 1, 1);
}

static VALUE
strscan_scan_full(VALUE self, VALUE re, VALUE s, VALUE f)
{
    return strscan_do_scan(self, re, RTEST(s), RTEST(f), 1);
}

static VALUE
strscan_scan_until(VALUE self, VALUE re)
{
    return strscan_do_scan(self, re, 1, 1, 0);
}

static VALUE
strscan_exist_p(VALUE self, VALUE re)
{
    return strscan_do_scan(self, re, 0, 0, 0);
}

static VALUE
strscan_skip_until(VALUE self, VALUE re)
{
    return strscan_do_scan(self, re, 1, 0, 0);
}

static VALUE
strscan_check_until(VALUE self, VALUE re)
{
    return strscan_do_scan(self, re, 0, 1, 0);
}

static VALUE
strscan_search_full(VALUE self, VALUE re, VALUE s, VALUE f)
{
    return strscan_do_scan(self, re, RTEST(s), RTEST(f), 0);
}

/* takes len bytes as the match and returns them (getch, get_byte) */
static VALUE
strscan_take(struct strscanner *p, long len)
{
    if (len > REST_LEN(p)) len = REST_LEN(p);
    p->prev = p->curr;
    p->curr += len;
    p->matched = 1;
    set_plain_match(p, len);
    return extract_range(p, p->prev, len);
}

/* one character by $KCODE */
static VALUE
strscan_getch(VALUE self)
{
    struct strscanner *p = get_scanner(self);
    p->matched = 0;
    if (EOS_P(p)) return Qnil;
    return strscan_take(p, rb_mbclen((unsigned char)S_PTR(p)[p->curr]));
}

static VALUE
strscan_get_byte(VALUE self)
{
    struct strscanner *p = get_scanner(self);
    p->matched = 0;
    if (EOS_P(p)) return Qnil;
    return strscan_take(p, 1);
}

static VALUE
strscan_getbyte(VALUE self)
{
    rb_warning("StringScanner#getbyte is obsolete; use #get_byte instead");
    return strscan_get_byte(self);
}

static VALUE
strscan_peek(VALUE self, VALUE vlen)
{
    struct strscanner *p = get_scanner(self);
    long len = NUM2LONG(vlen);
    if (EOS_P(p)) return infect(rb_str_new("", 0), p);
    if (len < 0) rb_raise(rb_eArgError, "negative string size (or size too big)");
    if (len > REST_LEN(p)) len = REST_LEN(p);
    return extract_range(p, p->curr, len);
}

static VALUE
strscan_peep(VALUE self, VALUE vlen)
{
    rb_warning("StringScanner#peep is obsolete; use #peek instead");
    return strscan_peek(self, vlen);
}

static VALUE
strscan_unscan(VALUE self)
{
    struct strscanner *p = get_scanner(self);
    if (!p->matched)
        rb_raise(ScanError, "unscan failed: previous match had failed");
    p->curr = p->prev;
    p->matched = 0;
    return self;
}

static VALUE
strscan_bol_p(VALUE self)
{
    struct strscanner *p = get_scanner(self);
    if (p->curr > S_LEN(p)) return Qnil;
    if (p->curr == 0) return Qtrue;
    return S_PTR(p)[p->curr - 1] == '\n' ? Qtrue : Qfalse;
}

static VALUE
strscan_eos_p(VALUE self)
{
    return EOS_P(get_scanner(self)) ? Qtrue : Qfalse;
}

static VALUE
strscan_empty_p(VALUE self)
{
    rb_warning("StringScanner#empty? is obsolete; use #eos? instead");
    return strscan_eos_p(self);
}

static VALUE
strscan_rest_p(VALUE self)
{
    return EOS_P(get_scanner(self)) ? Qfalse : Qtrue;
}

static VALUE
strscan_matched_p(VALUE self)
{
    return get_scanner(self)->matched ? Qtrue : Qfalse;
}

static VALUE
strscan_matched(VALUE self)
{
    struct strscanner *p = get_scanner(self);
    if (!p->matched) return Qnil;
    return extract_range(p, p->prev + p->regs->beg[0], p->regs->end[0] - p->regs->beg[0]);
}

static VALUE
strscan_matched_size(VALUE self)
{
    struct strscanner *p = get_scanner(self);
    if (!p->matched) return Qnil;
    return INT2NUM(p->regs->end[0] - p->regs->beg[0]);
}

static VALUE
strscan_matchedsize(VALUE self)
{
    rb_warning("StringScanner#matchedsize is obsolete; use #matched_size instead");
    return strscan_matched_size(self);
}

/* the i-th group of the last match (negative counts from the last) */
static VALUE
strscan_aref(VALUE self, VALUE idx)
{
    struct strscanner *p = get_scanner(self);
    long i;
    if (!p->matched) return Qnil;
    i = NUM2LONG(idx);
    if (i < 0) i += p->regs->num_regs;
    if (i < 0 || i >= p->regs->num_regs || p->regs->beg[i] == -1) return Qnil;
    return extract_range(p, p->prev + p->regs->beg[i], p->regs->end[i] - p->regs->beg[i]);
}

static VALUE
strscan_pre_match(VALUE self)
{
    struct strscanner *p = get_scanner(self);
    if (!p->matched) return Qnil;
    return extract_range(p, 0, p->prev + p->regs->beg[0]);
}

static VALUE
strscan_post_match(VALUE self)
{
    struct strscanner *p = get_scanner(self);
    long beg;
    if (!p->matched) return Qnil;
    beg = p->prev + p->regs->end[0];
    return extract_range(p, beg, S_LEN(p) - beg);
}

static VALUE
strscan_rest(VALUE self)
{
    struct strscanner *p = get_scanner(self);
    if (EOS_P(p)) return infect(rb_str_new("", 0), p);
    return extract_range(p, p->curr, REST_LEN(p));
}

static VALUE
strscan_rest_size(VALUE self)
{
    struct strscanner *p = get_scanner(self);
    return INT2FIX(EOS_P(p) ? 0 : REST_LEN(p));
}

static VALUE
strscan_restsize(VALUE self)
{
    rb_warning("StringScanner#restsize is obsolete; use #rest_size instead");
    return strscan_rest_size(self);
}

#define INSPECT_LENGTH 5

/* up to INSPECT_LENGTH bytes before the scan pointer, dumped, "..." first
   when cut */
static VALUE
inspect_before(struct strscanner *p)
{
    VALUE str;
    long len = p->curr;
    if (len > INSPECT_LENGTH) {
        str = rb_str_new("...", 3);
        rb_str_buf_cat(str, S_PTR(p) + p->curr - INSPECT_LENGTH, INSPECT_LENGTH);
    }
    else str = rb_str_new(S_PTR(p), len);
    return rb_str_dump(str);
}

/* up to INSPECT_LENGTH bytes from the scan pointer, dumped, "..." last
   when cut */
static VALUE
inspect_after(struct strscanner *p)
{
    VALUE str;
    long len = REST_LEN(p);
    if (len > INSPECT_LENGTH) {
        str = rb_str_new(S_PTR(p) + p->curr, INSPECT_LENGTH);
        rb_str_buf_cat(str, "...", 3);
    }
    else str = rb_str_new(S_PTR(p) + p->curr, len);
    return rb_str_dump(str);
}

/* "#<StringScanner 4/11 \"test\" @ \" stri...\">", or "fin" at the end */
static VALUE
strscan_inspect(VALUE self)
{
    struct strscanner *p;
    char buf[64];
    VALUE str = rb_str_new2("#<");
    Data_Get_Struct(self, struct strscanner, p);
    rb_str_buf_cat2(str, rb_obj_classname(self));
    if (NIL_P(p->str)) return rb_str_buf_cat2(str, " (uninitialized)>");
    if (EOS_P(p)) return rb_str_buf_cat2(str, " fin>");
    snprintf(buf, sizeof(buf), " %ld/%ld", p->curr, S_LEN(p));
    rb_str_buf_cat2(str, buf);
    if (p->curr > 0) {
        rb_str_buf_cat2(str, " ");
        rb_str_buf_append(str, inspect_before(p));
    }
    rb_str_buf_cat2(str, " @ ");
    rb_str_buf_append(str, inspect_after(p));
    rb_str_buf_cat2(str, ">");
    return infect(str, p);
}

void
Init_strscan(void)
{
    VALUE tmp;

    StringScanner = rb_define_class("StringScanner", rb_cObject);
    ScanError = rb_define_class_under(StringScanner, "Error", rb_eStandardError);
    if (!rb_const_defined(rb_cObject, rb_intern("ScanError")))
        rb_const_set(rb_cObject, rb_intern("ScanError"), ScanError);
    tmp = rb_str_new2(STRSCAN_VERSION);
    rb_obj_freeze(tmp);
    rb_const_set(StringScanner, rb_intern("Version"), tmp);
    tmp = rb_str_new2("$Id$");
    rb_obj_freeze(tmp);
    rb_const_set(StringScanner, rb_intern("Id"), tmp);

    rb_define_alloc_func(StringScanner, strscan_s_allocate);
    rb_define_private_method(StringScanner, "initialize", strscan_initialize, -1);
    rb_define_private_method(StringScanner, "initialize_copy", strscan_init_copy, 1);
    rb_define_singleton_method(StringScanner, "must_C_version", strscan_s_mustc, 0);
    rb_define_method(StringScanner, "reset", strscan_reset, 0);
    rb_define_method(StringScanner, "terminate", strscan_terminate, 0);
    rb_define_method(StringScanner, "clear", strscan_clear, 0);
    rb_define_method(StringScanner, "string", strscan_get_string, 0);
    rb_define_method(StringScanner, "string=", strscan_set_string, 1);
    rb_define_method(StringScanner, "concat", strscan_concat, 1);
    rb_define_method(StringScanner, "<<", strscan_concat, 1);
    rb_define_method(StringScanner, "pos", strscan_get_pos, 0);
    rb_define_method(StringScanner, "pos=", strscan_set_pos, 1);
    rb_define_method(StringScanner, "pointer", strscan_get_pos, 0);
    rb_define_method(StringScanner, "pointer=", strscan_set_pos, 1);

    rb_define_method(StringScanner, "scan", strscan_scan, 1);
    rb_define_method(StringScanner, "skip", strscan_skip, 1);
    rb_define_method(StringScanner, "match?", strscan_match_p, 1);
    rb_define_method(StringScanner, "check", strscan_check, 1);
    rb_define_method(StringScanner, "scan_full", strscan_scan_full, 3);
    rb_define_method(StringScanner, "scan_until", strscan_scan_until, 1);
    rb_define_method(StringScanner, "skip_until", strscan_skip_until, 1);
    rb_define_method(StringScanner, "exist?", strscan_exist_p, 1);
    rb_define_method(StringScanner, "check_until", strscan_check_until, 1);
    rb_define_method(StringScanner, "search_full", strscan_search_full, 3);

    rb_define_method(StringScanner, "getch", strscan_getch, 0);
    rb_define_method(StringScanner, "get_byte", strscan_get_byte, 0);
    rb_define_method(StringScanner, "getbyte", strscan_getbyte, 0);
    rb_define_method(StringScanner, "peek", strscan_peek, 1);
    rb_define_method(StringScanner, "peep", strscan_peep, 1);
    rb_define_method(StringScanner, "unscan", strscan_unscan, 0);

    rb_define_method(StringScanner, "beginning_of_line?", strscan_bol_p, 0);
    rb_define_method(StringScanner, "bol?", strscan_bol_p, 0);
    rb_define_method(StringScanner, "eos?", strscan_eos_p, 0);
    rb_define_method(StringScanner, "empty?", strscan_empty_p, 0);
    rb_define_method(StringScanner, "rest?", strscan_rest_p, 0);

    rb_define_method(StringScanner, "matched?", strscan_matched_p, 0);
    rb_define_method(StringScanner, "matched", strscan_matched, 0);
    rb_define_method(StringScanner, "matched_size", strscan_matched_size, 0);
    rb_define_method(StringScanner, "matchedsize", strscan_matchedsize, 0);
    rb_define_method(StringScanner, "[]", strscan_aref, 1);
    rb_define_method(StringScanner, "pre_match", strscan_pre_match, 0);
    rb_define_method(StringScanner, "post_match", strscan_post_match, 0);

    rb_define_method(StringScanner, "rest", strscan_rest, 0);
    rb_define_method(StringScanner, "rest_size", strscan_rest_size, 0);
    rb_define_method(StringScanner, "restsize", strscan_restsize, 0);

    rb_define_method(StringScanner, "inspect", strscan_inspect, 0);
}
