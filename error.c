/* error.c - the exception hierarchy, Errno, raising helpers and warnings. */
#include "ruby.h"
#include "internal.h"
#include "eval_intern.h"
#include "st.h"
#include <errno.h>
#include <stdarg.h>
#include <string.h>
#include <unistd.h>
#include <signal.h>
#include <execinfo.h>
#include "eval_intern.h"
#include "version.h"

VALUE rb_eException, rb_eSystemExit, rb_eInterrupt, rb_eSignal, rb_eFatal;
VALUE rb_exc_reentered;     /* 1.8.7's fatal "exception reentered" (eval_jump.c) */
VALUE rb_eStandardError, rb_eRuntimeError, rb_eTypeError, rb_eArgError;
VALUE rb_eIndexError, rb_eRangeError, rb_eNameError, rb_eNoMethodError;
VALUE rb_eSecurityError, rb_eNotImpError, rb_eNoMemError, rb_eScriptError;
VALUE rb_eSyntaxError, rb_eLoadError, rb_eSystemCallError, rb_eIOError;
VALUE rb_eEOFError, rb_eLocalJumpError, rb_eThreadError, rb_eZeroDivError;
VALUE rb_eFloatDomainError, rb_eSysStackError, rb_eRegexpError;
VALUE rb_mErrno, rb_cNameErrorMesg;
VALUE ruby_verbose = Qfalse, ruby_debug = Qfalse;
int ruby_nerrs;

static st_table *syserr_tbl;
static ID id_mesg, id_bt, id_name, id_args, id_status, id_errno, id_Errno;
static ID id_reason, id_exit_value, id_signo, id_to_s, id_bang;

/* rb_str_catf with the formatted temporary kept alive across the append */
static void
str_catf(VALUE str, const char *fmt, ...)
{
    va_list args;
    volatile VALUE tmp;

    va_start(args, fmt);
    tmp = rb_vsprintf(fmt, args);
    va_end(args);
    rb_str_buf_append(str, tmp);
    RB_GC_GUARD(tmp);
}

/* ---------------------------------------------------------------- creation */

VALUE
rb_exc_new(VALUE etype, const char *ptr, long len)
{
    return rb_exc_new3(etype, rb_str_new(ptr, len));
}

VALUE
rb_exc_new2(VALUE etype, const char *s)
{
    return rb_exc_new(etype, s, (long)strlen(s));
}

VALUE
rb_exc_new3(VALUE etype, VALUE str)
{
    StringValue(str);
    return rb_funcall(etype, rb_intern("new"), 1, str);   /* a redefined new/initialize runs */
}

void
rb_raise(VALUE exc, const char *fmt, ...)
{
    va_list args;
    VALUE mesg;

    va_start(args, fmt);
    mesg = rb_vsprintf(fmt, args);
    va_end(args);
    rb_exc_raise(rb_exc_new3(exc, mesg));    /* through exc.new, as 1.8.7 */
}

void
rb_loaderror(const char *fmt, ...)
{
    va_list args;
    VALUE mesg;

    va_start(args, fmt);
    mesg = rb_vsprintf(fmt, args);
    va_end(args);
    rb_exc_raise(rb_exc_new3(rb_eLoadError, mesg));
}

void
rb_load_fail(const char *path)
{
    rb_loaderror("no such file to load -- %s", path);
}

void
rb_name_error(ID id, const char *fmt, ...)
{
    va_list args;
    VALUE argv[2];

    va_start(args, fmt);
    argv[0] = rb_vsprintf(fmt, args);
    va_end(args);
    argv[1] = ID2SYM(id);
    rb_exc_raise(rb_class_new_instance(2, argv, rb_eNameError));
}

void
rb_invalid_str(const char *str, const char *type)
{
    VALUE s = rb_str_inspect(rb_str_new2(str));
    rb_raise(rb_eArgError, "invalid value for %s: %s", type, RSTRING(s)->ptr);
}

void
rb_error_frozen(const char *what)
{
    rb_raise(rb_eTypeError, "can't modify frozen %s", what);
}

void
rb_notimplement(void)
{
    rb_raise(rb_eNotImpError, "%s() function is unimplemented on this machine",
             rb_id2name(rb_frame_last_func()));
}

/* ---------------------------------------------------------------- messages to stderr */

static void
err_position_prefix(VALUE buf)
{
    if (ruby_sourcefile) {
        if (ruby_sourceline == 0)
            str_catf(buf, "%s: ", ruby_sourcefile);
        else
            str_catf(buf, "%s:%d: ", ruby_sourcefile, ruby_sourceline);
    }
}

unsigned long rb_warn_count;   /* warnings printed (eval's parse cache) */

/* the text of a warning or an error report to $stderr: through its own
   write when $stderr (an IO) has one of its own, as 1.8.7 writes them */
void
rb_write_error_len(const char *s, long len)
{
    static ID id_write;

    if (!id_write) id_write = rb_intern("write");
    if (rb_stderr && !SPECIAL_CONST_P(rb_stderr) && TYPE(rb_stderr) == T_FILE &&
        rb_method_node(CLASS_OF(rb_stderr), id_write) != rb_method_node(rb_cIO, id_write)) {
        rb_io_write(rb_stderr, rb_str_new(s, len));
        return;
    }
    rb_write_error2(s, len);
}

static void
warn_print(const char *fmt, va_list args)
{
    VALUE buf = rb_str_buf_new(80);

    /* 1.8.7 writes a run-time warning with $stderr's write, which $SAFE 4
       refuses (the parser's warnings are printed) */
    if (rb_safe_level() >= 4 && !rb_parser_active())
        rb_raise(rb_eSecurityError, "Insecure operation `write' at level %d", rb_safe_level());
    rb_warn_count++;
    rb_sync_source_position();   /* 1.8.7 brings its lazy position up to date to print it */
    err_position_prefix(buf);
    rb_str_cat2(buf, "warning: ");
    rb_str_buf_append(buf, rb_vsprintf(fmt, args));
    rb_str_cat2(buf, "\n");
    rb_write_error_len(RSTRING(buf)->ptr, RSTRING(buf)->len);
}

void
rb_warn(const char *fmt, ...)
{
    va_list args;

    if (NIL_P(ruby_verbose)) return;
    va_start(args, fmt);
    warn_print(fmt, args);
    va_end(args);
}

void
rb_warning(const char *fmt, ...)
{
    va_list args;

    if (!RTEST(ruby_verbose)) return;
    va_start(args, fmt);
    warn_print(fmt, args);
    va_end(args);
}

void
rb_sys_warning(const char *fmt, ...)
{
    va_list args;
    int err = errno;
    VALUE buf;

    if (!RTEST(ruby_verbose)) return;
    buf = rb_str_buf_new(80);
    err_position_prefix(buf);
    rb_str_cat2(buf, "warning: ");
    va_start(args, fmt);
    rb_str_buf_append(buf, rb_vsprintf(fmt, args));
    va_end(args);
    str_catf(buf, ": %s\n", strerror(err));
    rb_write_error_len(RSTRING(buf)->ptr, RSTRING(buf)->len);
    errno = err;
}

/* Kernel#warn(msg): writes msg and a newline to $stderr unless $VERBOSE is nil */
static VALUE
rb_f_warn(VALUE self, VALUE mesg)
{
    if (!NIL_P(ruby_verbose)) {
        rb_io_write(rb_stderr, mesg);
        rb_io_write(rb_stderr, rb_default_rs);
    }
    return Qnil;
}

/* collects a syntax error "file:line: msg" for the parser */
void
rb_compile_error(const char *fmt, ...)
{
    va_list args;
    VALUE buf = rb_str_buf_new(80);

    err_position_prefix(buf);
    va_start(args, fmt);
    rb_str_buf_append(buf, rb_vsprintf(fmt, args));
    va_end(args);
    rb_str_cat2(buf, "\n");
    rb_write_error2(RSTRING(buf)->ptr, RSTRING(buf)->len);
    ruby_nerrs++;
}

void
rb_compile_error_append(const char *fmt, ...)
{
    va_list args;
    VALUE buf;

    va_start(args, fmt);
    buf = rb_vsprintf(fmt, args);
    va_end(args);
    rb_str_cat2(buf, "\n");
    rb_write_error2(RSTRING(buf)->ptr, RSTRING(buf)->len);
}

/* the Ruby frames (from the frame chain, allocating nothing) and the C
   frames of a [BUG] report */
static void
report_backtraces(void)
{
    void *pcs[64];
    struct FRAME *f;
    int n, depth = 0;

    fprintf(stderr, "-- Ruby level backtrace --\n");
    for (f = ruby_frame; f && depth < 100; f = f->prev, depth++) {
        if (!f->node) continue;
        if (f->prev && f->prev->last_func)
            fprintf(stderr, "%s:%d:in `%s'\n", f->node->nd_file, nd_line(f->node),
                    rb_id2name(f->prev->last_func));
        else
            fprintf(stderr, "%s:%d\n", f->node->nd_file, nd_line(f->node));
    }
    fprintf(stderr, "-- C level backtrace --\n");
    fflush(stderr);
    n = backtrace(pcs, 64);
    backtrace_symbols_fd(pcs, n, 2);
    fprintf(stderr, "\n");
}

static void
report_bug(const char *fmt, va_list args)
{
    char buf[1024];

    fflush(stdout);
    rb_io_flush_all();
    if (ruby_sourcefile)
        fprintf(stderr, "%s:%d: ", ruby_sourcefile, ruby_sourceline);
    vsnprintf(buf, sizeof(buf), fmt, args);
    fprintf(stderr, "[BUG] %s\n", buf);
    fprintf(stderr, "ruby %s (%s patchlevel %d) [%s]\n\n",
            RUBY_VERSION, RUBY_RELEASE_DATE, RUBY_PATCHLEVEL, RUBY_PLATFORM);
    report_backtraces();
    fflush(stderr);
}

void
rb_bug(const char *fmt, ...)
{
    va_list args;

    va_start(args, fmt);
    report_bug(fmt, args);
    va_end(args);
    abort();
}

/* a fault of the interpreter itself: [BUG] with the backtraces, then abort */
static void
fault_handler(int sig)
{
    signal(sig, SIG_DFL);
    rb_bug("%s", sig == SIGSEGV ? "Segmentation fault" : "Bus Error");
}

/* SIGSEGV/SIGBUS report as 1.8.7 does; on an alternate stack, so a C stack
   overflow reports too */
void
rb_install_fault_handlers(void)
{
    static char altstack[65536];
    stack_t ss;
    struct sigaction sa;

    /* backtrace() is not warmed up here: that would load libgcc_s (300 KB) */
    ss.ss_sp = altstack;
    ss.ss_size = sizeof(altstack);
    ss.ss_flags = 0;
    sigaltstack(&ss, 0);
    memset(&sa, 0, sizeof(sa));
    sa.sa_handler = fault_handler;
    sa.sa_flags = SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, 0);
    sigaction(SIGBUS, &sa, 0);
}

void
rb_fatal(const char *fmt, ...)
{
    va_list args;
    VALUE mesg;

    va_start(args, fmt);
    mesg = rb_vsprintf(fmt, args);
    va_end(args);
    rb_exc_fatal(rb_class_new_instance(1, &mesg, rb_eFatal));
}

/* ---------------------------------------------------------------- Exception */

/* Exception.exception(*args): same as new */
static VALUE
exc_s_exception(int argc, VALUE *argv, VALUE klass)
{
    return rb_class_new_instance(argc, argv, klass);
}

/* Exception#initialize(msg = nil) */
static VALUE
exc_initialize(int argc, VALUE *argv, VALUE exc)
{
    VALUE mesg;

    rb_scan_args(argc, argv, "01", &mesg);
    rb_ivar_set(exc, id_mesg, mesg);
    rb_ivar_set(exc, id_bt, Qnil);
    return exc;
}

/* Exception#exception(msg = nil): self, or a copy with a new message */
static VALUE
exc_exception(int argc, VALUE *argv, VALUE self)
{
    VALUE exc;

    if (argc == 0) return self;
    if (argc == 1 && self == argv[0]) return self;
    exc = rb_obj_clone(self);
    exc_initialize(argc, argv, exc);
    return exc;
}

/* Exception#to_s */
static VALUE
exc_to_s(VALUE exc)
{
    VALUE mesg = rb_attr_get(exc, id_mesg);

    if (NIL_P(mesg)) return rb_class_name(CLASS_OF(exc));
    return mesg;        /* a tainted exception leaves its message alone */
}

/* Exception#message, Exception#to_str */
static VALUE
exc_message(VALUE exc)
{
    return rb_funcall(exc, id_to_s, 0, 0);
}

/* Exception#inspect */
static VALUE
exc_inspect(VALUE exc)
{
    VALUE str, klass;

    klass = rb_class_name(CLASS_OF(exc));
    exc = rb_obj_as_string(exc);
    if (RSTRING(exc)->len == 0) return rb_str_dup(klass);
    str = rb_str_buf_new2("#<");
    rb_str_buf_append(str, klass);
    rb_str_buf_cat2(str, ": ");
    rb_str_buf_append(str, exc);
    rb_str_buf_cat2(str, ">");
    return str;
}

/* Exception#backtrace */
static VALUE
exc_backtrace(VALUE exc)
{
    return rb_attr_get(exc, id_bt);
}

VALUE
rb_check_backtrace(VALUE bt)
{
    long i;
    static const char err[] = "backtrace must be Array of String";

    if (NIL_P(bt)) return bt;
    if (TYPE(bt) == T_STRING) return rb_ary_new3(1, bt);
    if (TYPE(bt) != T_ARRAY) rb_raise(rb_eTypeError, err);
    for (i = 0; i < RARRAY(bt)->len; i++) {
        if (TYPE(RARRAY(bt)->ptr[i]) != T_STRING) rb_raise(rb_eTypeError, err);
    }
    return bt;
}

/* Exception#set_backtrace(bt) */
static VALUE
exc_set_backtrace(VALUE exc, VALUE bt)
{
    return rb_ivar_set(exc, id_bt, rb_check_backtrace(bt));
}

VALUE
rb_exc_set_backtrace(VALUE exc, VALUE bt)
{
    return exc_set_backtrace(exc, bt);
}

/* ---------------------------------------------------------------- SystemExit */

/* SystemExit#initialize(status = 0, msg = "exit") */
static VALUE
exit_initialize(int argc, VALUE *argv, VALUE exc)
{
    VALUE status = INT2FIX(EXIT_SUCCESS);

    /* as 1.8.7: only a Fixnum is a status (true/false are messages), and
       the message defaults to the class name; Kernel#exit passes "exit" */
    if (argc > 0 && FIXNUM_P(argv[0])) { status = argv[0]; argc--; argv++; }
    rb_call_super(argc, argv);
    rb_ivar_set(exc, id_status, status);
    return exc;
}

/* SystemExit#status */
static VALUE
exit_status(VALUE exc)
{
    return rb_attr_get(exc, id_status);
}

/* SystemExit#success? */
static VALUE
exit_success_p(VALUE exc)
{
    VALUE st = rb_attr_get(exc, id_status);

    if (NIL_P(st)) return Qtrue;
    return NUM2INT(st) == EXIT_SUCCESS ? Qtrue : Qfalse;
}

/* ---------------------------------------------------------------- NameError */

/* NameError#initialize(msg = nil, name = nil) */
static VALUE
name_err_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE name = argc > 1 ? argv[--argc] : Qnil;

    rb_call_super(argc, argv);
    rb_ivar_set(self, id_name, name);
    return self;
}

/* NameError#name */
static VALUE
name_err_name(VALUE self)
{
    return rb_attr_get(self, id_name);
}

/* NameError#to_s: formats a NameError::message once */
static VALUE
name_err_to_s(VALUE exc)
{
    VALUE mesg = rb_attr_get(exc, id_mesg), str = mesg;

    if (NIL_P(mesg)) return rb_class_name(CLASS_OF(exc));
    StringValue(str);
    if (str != mesg) rb_ivar_set(exc, id_mesg, str);
    if (OBJ_TAINTED(exc)) OBJ_TAINT(str);
    return str;
}

/* NoMethodError#initialize(msg = nil, name = nil, args = nil) */
static VALUE
nometh_err_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE args = argc > 2 ? argv[--argc] : Qnil;

    rb_call_super(argc, argv);
    rb_ivar_set(self, id_args, args);
    return self;
}

/* NoMethodError#args */
static VALUE
nometh_err_args(VALUE self)
{
    return rb_attr_get(self, id_args);
}

/* NameError::message: [format, receiver, name], formatted on demand */
static void
name_mesg_mark(void *p)
{
    VALUE *ptr = p;
    rb_gc_mark(ptr[0]);
    rb_gc_mark(ptr[1]);
    rb_gc_mark(ptr[2]);
}

static VALUE
name_mesg_new(VALUE mesg, VALUE recv, VALUE method)
{
    VALUE *ptr = ALLOC_N(VALUE, 3);

    ptr[0] = mesg;
    ptr[1] = recv;
    ptr[2] = method;
    return Data_Wrap_Struct(rb_cNameErrorMesg, name_mesg_mark, xfree, ptr);
}

/* NameError::message.!(mesg, recv, name) */
static VALUE
name_mesg_s_bang(VALUE klass, VALUE mesg, VALUE recv, VALUE method)
{
    return name_mesg_new(mesg, recv, method);
}

static VALUE
name_mesg_describe(VALUE obj)
{
    VALUE d;
    int state = 0;

    if (NIL_P(obj)) return rb_str_new2("nil:NilClass");
    if (obj == Qtrue) return rb_str_new2("true:TrueClass");
    if (obj == Qfalse) return rb_str_new2("false:FalseClass");
    d = rb_protect(rb_inspect, obj, &state);
    if (state) rb_set_errinfo(Qnil);
    if (state || NIL_P(d) || RSTRING(d)->len > 65) d = rb_any_to_s(obj);
    d = rb_str_dup(d);
    if (RSTRING(d)->len == 0 || RSTRING(d)->ptr[0] != '#') {
        rb_str_cat2(d, ":");
        rb_str_append(d, rb_class_name(CLASS_OF(obj)));
    }
    return d;
}

/* NameError::message#to_str */
static VALUE
name_mesg_to_str(VALUE obj)
{
    VALUE *ptr, args[3];

    Data_Get_Struct(obj, VALUE, ptr);
    if (NIL_P(ptr[0])) return Qnil;
    args[0] = ptr[0];
    args[1] = rb_obj_as_string(ptr[2]);
    args[2] = name_mesg_describe(ptr[1]);
    return rb_f_sprintf(3, args);
}

/* NameError::message#_dump */
static VALUE
name_mesg_dump(VALUE obj, VALUE limit)
{
    return name_mesg_to_str(obj);
}

/* NameError::message._load */
static VALUE
name_mesg_load(VALUE klass, VALUE str)
{
    return str;
}

VALUE
rb_name_err_new(VALUE mesg, VALUE recv, VALUE name)
{
    VALUE argv[2];

    argv[0] = rb_funcall(rb_cNameErrorMesg, id_bang, 3, mesg, recv, name);
    argv[1] = name;
    return rb_class_new_instance(2, argv, rb_eNameError);
}

VALUE
rb_nomethod_err_new(VALUE mesg, VALUE recv, VALUE name, VALUE args)
{
    VALUE argv[3];

    argv[0] = rb_funcall(rb_cNameErrorMesg, id_bang, 3, mesg, recv, name);
    argv[1] = name;
    argv[2] = args;
    return rb_class_new_instance(3, argv, rb_eNoMethodError);
}

/* ---------------------------------------------------------------- misc subclasses */

/* LocalJumpError#reason */
static VALUE
localjump_reason(VALUE exc)
{
    return rb_attr_get(exc, id_reason);
}

/* LocalJumpError#exit_value */
static VALUE
localjump_exit_value(VALUE exc)
{
    return rb_attr_get(exc, id_exit_value);
}

/* SignalException#initialize(sig [, name]) or (name): a name given (String
   or Symbol, "SIG" optional) must be a signal's; it is the message as given
   (a Symbol's without "SIG") */
static VALUE
esignal_init(int argc, VALUE *argv, VALUE self)
{
    int signo, argnum = (argc > 0 && FIXNUM_P(argv[0])) ? 2 : 1;
    VALUE mesg;
    const char *name;

    if (argc < 1 || argc > argnum)
        rb_raise(rb_eArgError, "wrong number of arguments (%d for %d)", argc, argnum);
    if (argnum == 2) {
        signo = NUM2INT(argv[0]);
        if (signo < 0 || signo > 65) rb_raise(rb_eArgError, "invalid signal number (%d)", signo);
        if (argc > 1) mesg = argv[1];
        else {
            name = ruby_signal_name(signo);
            mesg = name ? rb_sprintf("SIG%s", name) : rb_sprintf("SIG%d", signo);
        }
    }
    else {
        VALUE sig = argv[0];
        if (SYMBOL_P(sig)) name = rb_id2name(SYM2ID(sig));
        else { StringValue(sig); name = RSTRING_PTR(sig); }
        if (strncmp(name, "SIG", 3) == 0) name += 3;
        signo = rb_signm_to_signo(name);
        if (signo <= 0) rb_raise(rb_eArgError, "unsupported name `SIG%s'", name);
        mesg = SYMBOL_P(sig) ? rb_str_new2(name) : sig;
    }
    rb_call_super(1, &mesg);
    rb_ivar_set(self, id_signo, INT2FIX(signo));   /* hidden: the exit handler reads it */
    return self;
}

/* Interrupt#initialize(msg = "Interrupt") */
static VALUE
interrupt_init(int argc, VALUE *argv, VALUE self)
{
    VALUE args[2];

    args[0] = INT2FIX(2);
    rb_scan_args(argc, argv, "01", &args[1]);   /* none: nil, so the class name */
    return rb_call_super(2, args);
}

/* SignalException#signo: 1.8.7 reads @signo, which nothing sets (nil) */
static VALUE
esignal_signo(VALUE self)
{
    return rb_attr_get(self, rb_intern("@signo"));
}

/* ---------------------------------------------------------------- SystemCallError */

static VALUE
set_syserr(int n, const char *name)
{
    st_data_t data;
    VALUE error;

    if (!st_lookup(syserr_tbl, (st_data_t)n, &data)) {
        error = rb_define_class_under(rb_mErrno, name, rb_eSystemCallError);
        rb_define_const(error, "Errno", INT2NUM(n));
        st_add_direct(syserr_tbl, (st_data_t)n, (st_data_t)error);
    }
    else {
        error = (VALUE)data;
        rb_define_const(rb_mErrno, name, error);
    }
    return error;
}

static VALUE
get_syserr(int n)
{
    st_data_t data;
    char name[16];

    if (st_lookup(syserr_tbl, (st_data_t)n, &data)) return (VALUE)data;
    snprintf(name, sizeof(name), "E%03d", n);
    return set_syserr(n, name);
}

/* SystemCallError#initialize(msg [, errno]) */
static VALUE
syserr_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE mesg, error = Qnil, errmsg;
    VALUE klass = rb_obj_class(self);
    const char *err;
    st_data_t data;

    if (klass == rb_eSystemCallError) {
        rb_scan_args(argc, argv, "11", &mesg, &error);
        if (argc == 1 && FIXNUM_P(mesg)) { error = mesg; mesg = Qnil; }
        if (!NIL_P(error) && st_lookup(syserr_tbl, (st_data_t)NUM2LONG(error), &data)) {
            if (TYPE(self) != T_OBJECT) rb_raise(rb_eTypeError, "invalid instance type");
            RBASIC(self)->klass = (VALUE)data;
        }
    }
    else {
        rb_scan_args(argc, argv, "01", &mesg);
        error = rb_const_get(klass, id_Errno);
    }
    err = NIL_P(error) ? "unknown error" : strerror((int)NUM2LONG(error));
    if (!NIL_P(mesg)) {
        StringValue(mesg);
        errmsg = rb_str_new2(err);
        rb_str_cat2(errmsg, " - ");
        rb_str_append(errmsg, mesg);
    }
    else {
        errmsg = rb_str_new2(err);
    }
    rb_call_super(1, &errmsg);
    rb_ivar_set(self, id_errno, error);
    return self;
}

/* SystemCallError#errno */
static VALUE
syserr_errno(VALUE self)
{
    return rb_attr_get(self, id_errno);
}

/* SystemCallError.===(other): same errno */
static VALUE
syserr_eqq(VALUE self, VALUE exc)
{
    VALUE num, e;

    if (!rb_obj_is_kind_of(exc, rb_eSystemCallError)) return Qfalse;
    if (self == rb_eSystemCallError) return Qtrue;
    num = rb_attr_get(exc, id_errno);
    if (NIL_P(num)) {
        VALUE klass = CLASS_OF(exc);
        while (FL_TEST(klass, FL_SINGLETON) || TYPE(klass) == T_ICLASS)
            klass = RCLASS(klass)->super;
        num = rb_const_get(klass, id_Errno);
    }
    e = rb_const_get(self, id_Errno);
    return rb_equal(num, e) ? Qtrue : Qfalse;
}

VALUE
rb_syserr_new(int n, const char *mesg)
{
    VALUE arg = mesg ? rb_str_new2(mesg) : Qnil;
    return rb_class_new_instance(mesg ? 1 : 0, &arg, get_syserr(n));
}

void
rb_syserr_fail(int n, const char *mesg)
{
    rb_exc_raise(rb_syserr_new(n, mesg));
}

/* rb_sys_fail with the message as a String: the String, not a pointer into
   it, stays live through the raise */
void
rb_sys_fail_str(VALUE mesg)
{
    int n = errno;

    errno = 0;
    if (n == 0) n = EINVAL;
    rb_exc_raise(rb_class_new_instance(1, &mesg, get_syserr(n)));
}

void
rb_sys_fail(const char *mesg)
{
    int n = errno;

    errno = 0;
    if (n == 0) n = EINVAL;
    rb_syserr_fail(n, mesg);
}

/* ---------------------------------------------------------------- variables */

static void
verbose_setter(VALUE val, ID id, VALUE *var)
{
    *var = RTEST(val) ? Qtrue : val;
}

static void
init_exception_classes(void)
{
    rb_eException = rb_define_class("Exception", rb_cObject);
    rb_eSystemExit = rb_define_class("SystemExit", rb_eException);
    rb_eFatal = rb_define_class("fatal", rb_eException);
    rb_eSignal = rb_define_class("SignalException", rb_eException);
    rb_eInterrupt = rb_define_class("Interrupt", rb_eSignal);
    rb_eStandardError = rb_define_class("StandardError", rb_eException);
    rb_eTypeError = rb_define_class("TypeError", rb_eStandardError);
    rb_eArgError = rb_define_class("ArgumentError", rb_eStandardError);
    rb_eIndexError = rb_define_class("IndexError", rb_eStandardError);
    rb_eRangeError = rb_define_class("RangeError", rb_eStandardError);
    rb_eNameError = rb_define_class("NameError", rb_eStandardError);
    rb_eNoMethodError = rb_define_class("NoMethodError", rb_eNameError);
    rb_eScriptError = rb_define_class("ScriptError", rb_eException);
    rb_eSyntaxError = rb_define_class("SyntaxError", rb_eScriptError);
    rb_eLoadError = rb_define_class("LoadError", rb_eScriptError);
    rb_eNotImpError = rb_define_class("NotImplementedError", rb_eScriptError);
    rb_eRuntimeError = rb_define_class("RuntimeError", rb_eStandardError);
    rb_eSecurityError = rb_define_class("SecurityError", rb_eStandardError);
    rb_eNoMemError = rb_define_class("NoMemoryError", rb_eException);
    rb_eIOError = rb_define_class("IOError", rb_eStandardError);
    rb_eEOFError = rb_define_class("EOFError", rb_eIOError);
    rb_eLocalJumpError = rb_define_class("LocalJumpError", rb_eStandardError);
    rb_eThreadError = rb_define_class("ThreadError", rb_eStandardError);
    rb_eZeroDivError = rb_define_class("ZeroDivisionError", rb_eStandardError);
    rb_eFloatDomainError = rb_define_class("FloatDomainError", rb_eRangeError);
    rb_eSysStackError = rb_define_class("SystemStackError", rb_eStandardError);
    rb_eRegexpError = rb_define_class("RegexpError", rb_eStandardError);
    rb_eSystemCallError = rb_define_class("SystemCallError", rb_eStandardError);
    rb_mErrno = rb_define_module("Errno");
}

static void
init_exception_methods(void)
{
    VALUE c = rb_eException;

    rb_define_singleton_method(c, "exception", exc_s_exception, -1);
    rb_define_method(c, "exception", exc_exception, -1);
    rb_define_method(c, "initialize", exc_initialize, -1);
    rb_define_method(c, "to_s", exc_to_s, 0);
    rb_define_method(c, "to_str", exc_message, 0);
    rb_define_method(c, "message", exc_message, 0);
    rb_define_method(c, "inspect", exc_inspect, 0);
    rb_define_method(c, "backtrace", exc_backtrace, 0);
    rb_define_method(c, "set_backtrace", exc_set_backtrace, 1);

    rb_define_method(rb_eSystemExit, "initialize", exit_initialize, -1);
    rb_define_method(rb_eSystemExit, "status", exit_status, 0);
    rb_define_method(rb_eSystemExit, "success?", exit_success_p, 0);

    rb_define_method(rb_eNameError, "initialize", name_err_initialize, -1);
    rb_define_method(rb_eNameError, "name", name_err_name, 0);
    rb_define_method(rb_eNameError, "to_s", name_err_to_s, 0);
    rb_cNameErrorMesg = rb_define_class_under(rb_eNameError, "message", rb_cData);
    rb_define_singleton_method(rb_cNameErrorMesg, "!", name_mesg_s_bang, 3);
    rb_define_method(rb_cNameErrorMesg, "to_str", name_mesg_to_str, 0);
    rb_define_method(rb_cNameErrorMesg, "_dump", name_mesg_dump, 1);
    rb_define_singleton_method(rb_cNameErrorMesg, "_load", name_mesg_load, 1);
    rb_define_method(rb_eNoMethodError, "initialize", nometh_err_initialize, -1);
    rb_define_method(rb_eNoMethodError, "args", nometh_err_args, 0);

    rb_define_method(rb_eLocalJumpError, "reason", localjump_reason, 0);
    rb_define_method(rb_eLocalJumpError, "exit_value", localjump_exit_value, 0);
    rb_define_method(rb_eSignal, "initialize", esignal_init, -1);
    rb_define_method(rb_eSignal, "signo", esignal_signo, 0);
    rb_define_method(rb_eSignal, "signm", exc_message, 0);
    rb_define_method(rb_eInterrupt, "initialize", interrupt_init, -1);
}

static void
init_ids(void)
{
    id_mesg = rb_intern("mesg");
    id_bt = rb_intern("bt");
    id_name = rb_intern("name");
    id_args = rb_intern("args");
    id_status = rb_intern("status");
    id_errno = rb_intern("errno");
    id_Errno = rb_intern("Errno");
    id_reason = rb_intern("@reason");
    id_exit_value = rb_intern("@exit_value");
    id_signo = rb_intern("signo");
    id_to_s = rb_intern("to_s");
    id_bang = rb_intern("!");
}

void
Init_Exception(void)
{
    init_ids();
    init_exception_classes();
    init_exception_methods();
    /* made here: at a raise there may be no stack left to make it */
    rb_exc_reentered = rb_exc_new2(rb_eFatal, "exception reentered");
    rb_global_variable(&rb_exc_reentered);
    rb_define_global_function("warn", rb_f_warn, 1);
}

/* $VERBOSE and $DEBUG, defined by ruby_prog_init as in 1.8.7 (the order
   of global_variables follows the order of definition) */
void
rb_define_verbose_variables(void)
{
    rb_define_hooked_variable("$VERBOSE", &ruby_verbose, 0, verbose_setter);
    rb_define_hooked_variable("$-v", &ruby_verbose, 0, verbose_setter);
    rb_define_hooked_variable("$-w", &ruby_verbose, 0, verbose_setter);
    rb_define_variable("$DEBUG", &ruby_debug);
    rb_define_variable("$-d", &ruby_debug);
}

static const struct { const char *name; int n; } errno_tbl[] = {
#ifdef E2BIG
    { "E2BIG", E2BIG },
#endif
#ifdef EACCES
    { "EACCES", EACCES },
#endif
#ifdef EADDRINUSE
    { "EADDRINUSE", EADDRINUSE },
#endif
#ifdef EADDRNOTAVAIL
    { "EADDRNOTAVAIL", EADDRNOTAVAIL },
#endif
#ifdef EADV
    { "EADV", EADV },
#endif
#ifdef EAFNOSUPPORT
    { "EAFNOSUPPORT", EAFNOSUPPORT },
#endif
#ifdef EAGAIN
    { "EAGAIN", EAGAIN },
#endif
#ifdef EALREADY
    { "EALREADY", EALREADY },
#endif
#ifdef EBADE
    { "EBADE", EBADE },
#endif
#ifdef EBADF
    { "EBADF", EBADF },
#endif
#ifdef EBADFD
    { "EBADFD", EBADFD },
#endif
#ifdef EBADMSG
    { "EBADMSG", EBADMSG },
#endif
#ifdef EBADR
    { "EBADR", EBADR },
#endif
#ifdef EBADRQC
    { "EBADRQC", EBADRQC },
#endif
#ifdef EBADSLT
    { "EBADSLT", EBADSLT },
#endif
#ifdef EBFONT
    { "EBFONT", EBFONT },
#endif
#ifdef EBUSY
    { "EBUSY", EBUSY },
#endif
#ifdef ECHILD
    { "ECHILD", ECHILD },
#endif
#ifdef ECHRNG
    { "ECHRNG", ECHRNG },
#endif
#ifdef ECOMM
    { "ECOMM", ECOMM },
#endif
#ifdef ECONNABORTED
    { "ECONNABORTED", ECONNABORTED },
#endif
#ifdef ECONNREFUSED
    { "ECONNREFUSED", ECONNREFUSED },
#endif
#ifdef ECONNRESET
    { "ECONNRESET", ECONNRESET },
#endif
#ifdef EDEADLK
    { "EDEADLK", EDEADLK },
#endif
#ifdef EDESTADDRREQ
    { "EDESTADDRREQ", EDESTADDRREQ },
#endif
#ifdef EDOM
    { "EDOM", EDOM },
#endif
#ifdef EDOTDOT
    { "EDOTDOT", EDOTDOT },
#endif
#ifdef EDQUOT
    { "EDQUOT", EDQUOT },
#endif
#ifdef EEXIST
    { "EEXIST", EEXIST },
#endif
#ifdef EFAULT
    { "EFAULT", EFAULT },
#endif
#ifdef EFBIG
    { "EFBIG", EFBIG },
#endif
#ifdef EHOSTDOWN
    { "EHOSTDOWN", EHOSTDOWN },
#endif
#ifdef EHOSTUNREACH
    { "EHOSTUNREACH", EHOSTUNREACH },
#endif
#ifdef EIDRM
    { "EIDRM", EIDRM },
#endif
#ifdef EILSEQ
    { "EILSEQ", EILSEQ },
#endif
#ifdef EINPROGRESS
    { "EINPROGRESS", EINPROGRESS },
#endif
#ifdef EINTR
    { "EINTR", EINTR },
#endif
#ifdef EINVAL
    { "EINVAL", EINVAL },
#endif
#ifdef EIO
    { "EIO", EIO },
#endif
#ifdef EISCONN
    { "EISCONN", EISCONN },
#endif
#ifdef EISDIR
    { "EISDIR", EISDIR },
#endif
#ifdef EISNAM
    { "EISNAM", EISNAM },
#endif
#ifdef EL2HLT
    { "EL2HLT", EL2HLT },
#endif
#ifdef EL2NSYNC
    { "EL2NSYNC", EL2NSYNC },
#endif
#ifdef EL3HLT
    { "EL3HLT", EL3HLT },
#endif
#ifdef EL3RST
    { "EL3RST", EL3RST },
#endif
#ifdef ELIBACC
    { "ELIBACC", ELIBACC },
#endif
#ifdef ELIBBAD
    { "ELIBBAD", ELIBBAD },
#endif
#ifdef ELIBEXEC
    { "ELIBEXEC", ELIBEXEC },
#endif
#ifdef ELIBMAX
    { "ELIBMAX", ELIBMAX },
#endif
#ifdef ELIBSCN
    { "ELIBSCN", ELIBSCN },
#endif
#ifdef ELNRNG
    { "ELNRNG", ELNRNG },
#endif
#ifdef ELOOP
    { "ELOOP", ELOOP },
#endif
#ifdef EMFILE
    { "EMFILE", EMFILE },
#endif
#ifdef EMLINK
    { "EMLINK", EMLINK },
#endif
#ifdef EMSGSIZE
    { "EMSGSIZE", EMSGSIZE },
#endif
#ifdef EMULTIHOP
    { "EMULTIHOP", EMULTIHOP },
#endif
#ifdef ENAMETOOLONG
    { "ENAMETOOLONG", ENAMETOOLONG },
#endif
#ifdef ENAVAIL
    { "ENAVAIL", ENAVAIL },
#endif
#ifdef ENETDOWN
    { "ENETDOWN", ENETDOWN },
#endif
#ifdef ENETRESET
    { "ENETRESET", ENETRESET },
#endif
#ifdef ENETUNREACH
    { "ENETUNREACH", ENETUNREACH },
#endif
#ifdef ENFILE
    { "ENFILE", ENFILE },
#endif
#ifdef ENOANO
    { "ENOANO", ENOANO },
#endif
#ifdef ENOBUFS
    { "ENOBUFS", ENOBUFS },
#endif
#ifdef ENOCSI
    { "ENOCSI", ENOCSI },
#endif
#ifdef ENODATA
    { "ENODATA", ENODATA },
#endif
#ifdef ENODEV
    { "ENODEV", ENODEV },
#endif
#ifdef ENOENT
    { "ENOENT", ENOENT },
#endif
#ifdef ENOEXEC
    { "ENOEXEC", ENOEXEC },
#endif
#ifdef ENOLCK
    { "ENOLCK", ENOLCK },
#endif
#ifdef ENOLINK
    { "ENOLINK", ENOLINK },
#endif
#ifdef ENOMEM
    { "ENOMEM", ENOMEM },
#endif
#ifdef ENOMSG
    { "ENOMSG", ENOMSG },
#endif
#ifdef ENONET
    { "ENONET", ENONET },
#endif
#ifdef ENOPKG
    { "ENOPKG", ENOPKG },
#endif
#ifdef ENOPROTOOPT
    { "ENOPROTOOPT", ENOPROTOOPT },
#endif
#ifdef ENOSPC
    { "ENOSPC", ENOSPC },
#endif
#ifdef ENOSR
    { "ENOSR", ENOSR },
#endif
#ifdef ENOSTR
    { "ENOSTR", ENOSTR },
#endif
#ifdef ENOSYS
    { "ENOSYS", ENOSYS },
#endif
#ifdef ENOTBLK
    { "ENOTBLK", ENOTBLK },
#endif
#ifdef ENOTCONN
    { "ENOTCONN", ENOTCONN },
#endif
#ifdef ENOTDIR
    { "ENOTDIR", ENOTDIR },
#endif
#ifdef ENOTEMPTY
    { "ENOTEMPTY", ENOTEMPTY },
#endif
#ifdef ENOTNAM
    { "ENOTNAM", ENOTNAM },
#endif
#ifdef ENOTSOCK
    { "ENOTSOCK", ENOTSOCK },
#endif
#ifdef ENOTTY
    { "ENOTTY", ENOTTY },
#endif
#ifdef ENOTUNIQ
    { "ENOTUNIQ", ENOTUNIQ },
#endif
#ifdef ENXIO
    { "ENXIO", ENXIO },
#endif
#ifdef EOPNOTSUPP
    { "EOPNOTSUPP", EOPNOTSUPP },
#endif
#ifdef EOVERFLOW
    { "EOVERFLOW", EOVERFLOW },
#endif
#ifdef EPERM
    { "EPERM", EPERM },
#endif
#ifdef EPFNOSUPPORT
    { "EPFNOSUPPORT", EPFNOSUPPORT },
#endif
#ifdef EPIPE
    { "EPIPE", EPIPE },
#endif
#ifdef EPROTO
    { "EPROTO", EPROTO },
#endif
#ifdef EPROTONOSUPPORT
    { "EPROTONOSUPPORT", EPROTONOSUPPORT },
#endif
#ifdef EPROTOTYPE
    { "EPROTOTYPE", EPROTOTYPE },
#endif
#ifdef ERANGE
    { "ERANGE", ERANGE },
#endif
#ifdef EREMCHG
    { "EREMCHG", EREMCHG },
#endif
#ifdef EREMOTE
    { "EREMOTE", EREMOTE },
#endif
#ifdef EREMOTEIO
    { "EREMOTEIO", EREMOTEIO },
#endif
#ifdef ERESTART
    { "ERESTART", ERESTART },
#endif
#ifdef EROFS
    { "EROFS", EROFS },
#endif
#ifdef ESHUTDOWN
    { "ESHUTDOWN", ESHUTDOWN },
#endif
#ifdef ESOCKTNOSUPPORT
    { "ESOCKTNOSUPPORT", ESOCKTNOSUPPORT },
#endif
#ifdef ESPIPE
    { "ESPIPE", ESPIPE },
#endif
#ifdef ESRCH
    { "ESRCH", ESRCH },
#endif
#ifdef ESRMNT
    { "ESRMNT", ESRMNT },
#endif
#ifdef ESTALE
    { "ESTALE", ESTALE },
#endif
#ifdef ESTRPIPE
    { "ESTRPIPE", ESTRPIPE },
#endif
#ifdef ETIME
    { "ETIME", ETIME },
#endif
#ifdef ETIMEDOUT
    { "ETIMEDOUT", ETIMEDOUT },
#endif
#ifdef ETOOMANYREFS
    { "ETOOMANYREFS", ETOOMANYREFS },
#endif
#ifdef ETXTBSY
    { "ETXTBSY", ETXTBSY },
#endif
#ifdef EUCLEAN
    { "EUCLEAN", EUCLEAN },
#endif
#ifdef EUNATCH
    { "EUNATCH", EUNATCH },
#endif
#ifdef EUSERS
    { "EUSERS", EUSERS },
#endif
#ifdef EXDEV
    { "EXDEV", EXDEV },
#endif
#ifdef EXFULL
    { "EXFULL", EXFULL },
#endif
#ifdef EWOULDBLOCK
    { "EWOULDBLOCK", EWOULDBLOCK },
#endif
#ifdef EDEADLOCK
    { "EDEADLOCK", EDEADLOCK },
#endif
    { 0, 0 }
};

void
Init_syserr(void)
{
    int i;

    syserr_tbl = st_init_numtable();
    rb_define_method(rb_eSystemCallError, "initialize", syserr_initialize, -1);
    rb_define_method(rb_eSystemCallError, "errno", syserr_errno, 0);
    rb_define_singleton_method(rb_eSystemCallError, "===", syserr_eqq, 1);
    for (i = 0; errno_tbl[i].name; i++) set_syserr(errno_tbl[i].n, errno_tbl[i].name);
}
