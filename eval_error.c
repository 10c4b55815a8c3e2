/* eval_error.c - backtraces (Exception#backtrace, Kernel#caller) and the
   report of an uncaught exception printed at exit. */
#include "eval_intern.h"
#include "internal.h"

/* one backtrace line: "file:line:in `meth'" or "file:line" */
static VALUE
bt_line(const char *file, int line, ID func)
{
    /* put together by hand: snprintf into a BUFSIZ buffer cost a raise
       more than the rest of its backtrace, and left 8 KB of stack to wipe */
    char num[24], *d = num + sizeof(num);
    unsigned long v = line < 0 ? -(unsigned long)line : (unsigned long)line;
    const char *name = func ? rb_id2name(func) : 0;
    long flen = strlen(file), dlen, nlen = 0, len;
    VALUE str;
    char *p;

    do { *--d = (char)('0' + v % 10); v /= 10; } while (v);
    if (line < 0) *--d = '-';
    dlen = num + sizeof(num) - d;
    if (func) {
        if (!name) name = "(null)";   /* as printf's %s */
        nlen = (long)strlen(name);
    }
    len = flen + 1 + dlen + (func ? 5 + nlen + 1 : 0);
    str = rb_str_new(0, len);
    p = RSTRING_PTR(str);
    memcpy(p, file, flen); p += flen;
    *p++ = ':';
    memcpy(p, d, dlen); p += dlen;
    if (func) {
        memcpy(p, ":in `", 5); p += 5;
        memcpy(p, name, nlen); p += nlen;
        *p = '\'';
    }
    if (len > BUFSIZ - 1) rb_str_resize(str, BUFSIZ - 1);   /* 1.8.7's cut */
    return str;
}

static VALUE backtrace_build(int lev);

static VALUE
backtrace_build_i(VALUE lev)
{
    return backtrace_build((int)lev);
}

static VALUE
gc_stress_restore(VALUE saved)
{
    ruby_gc_stress = (int)saved;
    return Qnil;
}

/* the backtrace from the current position; lev < 0 includes the current
   line (exceptions), lev >= 0 skips lev frames (caller).  Under GC stress
   its strings are made without a collection each: at a stack overflow
   there are thousands, and each collection would scan the whole stack */
VALUE
rb_backtrace_ary(int lev)
{
    if (ruby_gc_stress) {
        ruby_gc_stress = 0;
        return rb_ensure(backtrace_build_i, (VALUE)lev, gc_stress_restore, (VALUE)1);
    }
    return backtrace_build(lev);
}

static VALUE
backtrace_build(int lev)
{
    struct FRAME *frame = ruby_frame;
    VALUE ary = rb_ary_new();
    NODE *n;

    if (lev < 0) {
        if (ruby_sourcefile)
            rb_ary_push(ary, bt_line(ruby_sourcefile, ruby_sourceline, frame->last_func));
    }
    else {
        while (lev-- > 0) {
            frame = FRAME_BT_PREV(frame);
            if (!frame) return Qnil;
        }
    }
    for (; frame && (n = frame->node) != 0; frame = FRAME_BT_PREV(frame)) {
        struct FRAME *prev = FRAME_BT_PREV(frame);
        if (prev && prev->last_func) {
            /* a recursion through one call site shows once */
            if (prev->node == n && prev->last_func == frame->last_func)
                continue;
            rb_ary_push(ary, bt_line(n->nd_file, nd_line(n), prev->last_func));
        }
        else {
            rb_ary_push(ary, bt_line(n->nd_file, nd_line(n), 0));
        }
    }
    return ary;
}

VALUE
rb_make_backtrace(void)
{
    return rb_backtrace_ary(-1);
}

void
rb_backtrace(void)
{
    VALUE ary = rb_backtrace_ary(-1);
    long i;
    for (i = 0; i < RARRAY_LEN(ary); i++)
        printf("\tfrom %s\n", RSTRING_PTR(RARRAY_PTR(ary)[i]));
}

/* Kernel#caller(level = 1) */
static VALUE
rb_f_caller(int argc, VALUE *argv)
{
    VALUE level;
    int lev;
    rb_scan_args(argc, argv, "01", &level);
    lev = NIL_P(level) ? 1 : NUM2INT(level);
    if (lev < 0) rb_raise(rb_eArgError, "negative level (%d)", lev);
    return rb_backtrace_ary(lev);
}

/* ------------------------------------------------------------ the report */

static void
warn_print(const char *s)
{
    rb_write_error_len(s, (long)strlen(s));
}

static void
warn_print2(const char *s, long len)
{
    rb_write_error_len(s, len);
}

static VALUE
rb_funcall_backtrace_i(VALUE info)
{
    return rb_check_backtrace(rb_funcall(info, rb_intern("backtrace"), 0));
}

static VALUE
get_backtrace(VALUE info)
{
    int state;
    VALUE bt;
    /* a user-defined #backtrace runs Ruby code: keep the position of the
       error for the "file:line: " printed when it answers nil */
    char *file = ruby_sourcefile;
    int line = ruby_sourceline;
    NODE *node = ruby_current_node;
    if (NIL_P(info)) return Qnil;
    bt = rb_protect(rb_funcall_backtrace_i, info, &state);
    ruby_sourcefile = file;
    ruby_sourceline = line;
    ruby_current_node = node;
    if (state) return Qnil;
    return bt;
}

static VALUE
message_of(VALUE info)
{
    return rb_funcall(info, rb_intern("message"), 0);
}

#define TRACE_HEAD 8
#define TRACE_TAIL 5
#define TRACE_MAX (TRACE_HEAD + TRACE_TAIL + 5)
#define TRACE_LINE_BUF 8192

static void
print_position(VALUE errat)
{
    if (NIL_P(errat) || TYPE(errat) != T_ARRAY || RARRAY_LEN(errat) == 0) {
        char buf[BUFSIZ];
        if (ruby_sourcefile) {
            snprintf(buf, sizeof(buf), "%s:%d", ruby_sourcefile, ruby_sourceline);
            warn_print(buf);
        }
        return;
    }
    {
        VALUE mesg = RARRAY_PTR(errat)[0];
        if (NIL_P(mesg) || TYPE(mesg) != T_STRING) return;
        warn_print2(RSTRING_PTR(mesg), RSTRING_LEN(mesg));
    }
}

static void
print_message(VALUE errinfo, VALUE emesg)
{
    VALUE eclass = CLASS_OF(errinfo);
    const char *einfo = "";
    long elen = 0;

    if (!NIL_P(emesg) && TYPE(emesg) == T_STRING) {
        einfo = RSTRING_PTR(emesg);
        elen = RSTRING_LEN(emesg);
    }
    /* the ": " after the position goes out with the message (one write
       with "unhandled exception"), as a user's $stderr#write sees it */
    if (eclass == rb_eRuntimeError && elen == 0) {
        warn_print(": unhandled exception\n");
        return;
    }
    warn_print(": ");
    {
        /* the class's kept name: printing allocates nothing (out of memory) */
        const char *epath = rb_class2name_noalloc(eclass);   /* 0: anonymous */
        const char *tail = elen ? memchr(einfo, '\n', elen) : 0;
        if (elen == 0) {
            warn_print(epath ? epath : rb_class2name(eclass));
            warn_print("\n");
            return;
        }
        if (tail) warn_print2(einfo, tail - einfo);
        else warn_print2(einfo, elen);
        if (epath) {    /* 1.8.7 names no anonymous class, and ends no line then */
            warn_print(" (");
            warn_print(epath);
            warn_print(")\n");
        }
        if (tail && tail + 1 < einfo + elen) {
            long rest = elen - (tail + 1 - einfo);
            warn_print2(tail + 1, rest);
            if (tail[rest] != '\n') warn_print("\n");
        }
    }
}

static void
print_trace(VALUE errat)
{
    long i, len;
    if (NIL_P(errat) || TYPE(errat) != T_ARRAY) return;
    len = RARRAY_LEN(errat);
    for (i = 1; i < len; i++) {
        VALUE line = RARRAY_PTR(errat)[i];
        if (TYPE(line) == T_STRING) {
            /* one write each, cut at a NUL and at 1.8.7's 8192-byte buffer */
            char buf[TRACE_LINE_BUF];
            snprintf(buf, sizeof(buf), "\tfrom %s\n", RSTRING_PTR(line));
            warn_print(buf);
        }
        if (i == TRACE_HEAD && len > TRACE_MAX) {
            char buf[64];
            snprintf(buf, sizeof(buf), "\t ... %ld levels...\n", len - TRACE_HEAD - TRACE_TAIL);
            warn_print(buf);
            i = len - TRACE_TAIL;
        }
    }
}

static VALUE
error_print_body(VALUE info)
{
    VALUE errat = get_backtrace(info);
    int state;
    VALUE emesg = rb_protect(message_of, info, &state);
    if (state) emesg = Qnil;
    print_position(errat);
    print_message(info, emesg);
    print_trace(errat);
    return Qnil;
}

void
rb_error_report(VALUE err)
{
    int state;
    if (NIL_P(err)) return;
    rb_protect(error_print_body, err, &state);
    if (state && rb_obj_is_kind_of(ruby_errinfo, rb_eNoMemError)) {
        /* the report itself ran out of memory: a last line, written directly */
        static const char last[] = "\n[the error report ran out of memory: NoMemoryError]\n";
        if (write(2, last, sizeof(last) - 1) < 0) return;
    }
}

void
ruby_error_print(void)
{
    rb_error_report(ruby_errinfo);
}

void
rb_error_print(void)
{
    rb_error_report(ruby_errinfo);
}

/* the exit status for an end state, printing what needs printing */
int
rb_error_handle(int state)
{
    VALUE err = ruby_errinfo;
    char buf[BUFSIZ];

    switch (state) {
      case 0:
        return 0;
      case TAG_RETRY:
        snprintf(buf, sizeof(buf), "%s:%d: retry outside of rescue clause\n",
                 ruby_sourcefile ? ruby_sourcefile : "-", ruby_sourceline);
        warn_print(buf);
        return 1;
      case TAG_RETURN: case TAG_BREAK: case TAG_NEXT: case TAG_REDO:
        snprintf(buf, sizeof(buf), "%s:%d: unexpected %s\n", ruby_sourcefile ? ruby_sourcefile : "-",
                 ruby_sourceline, state == TAG_RETURN ? "return" : state == TAG_BREAK ? "break" :
                 state == TAG_NEXT ? "next" : state == TAG_RETRY ? "retry" : "redo");
        warn_print(buf);
        return 1;
      case TAG_THROW:
        warn_print("uncaught throw\n");
        return 1;
      case TAG_RAISE:
      case TAG_FATAL:
        if (!NIL_P(err) && rb_obj_is_kind_of(err, rb_eSystemExit)) {
            VALUE st = rb_attr_get(err, rb_intern("status"));
            return FIXNUM_P(st) ? (int)FIX2LONG(st) : 1;
        }
        if (rb_exc_reentered_p(err)) return 1;   /* as 1.8.7: no report */
        /* no report: ruby_cleanup kills the process by the signal
           (Interrupt, from ^C, is still reported) */
        if (!NIL_P(err) && rb_obj_is_kind_of(err, rb_eSignal) &&
            !rb_obj_is_kind_of(err, rb_eInterrupt)) return 1;
        rb_error_report(err);
        return 1;
    }
    return 1;
}

void
Init_eval_error(void)
{
    rb_define_global_function("caller", rb_f_caller, -1);
}
