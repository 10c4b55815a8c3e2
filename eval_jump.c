/* eval_jump.c - non-local exits: the jump to the nearest tag, raise,
   rescue/ensure/protect for C, catch/throw, LocalJumpError, at_exit procs
   and the program's start and end (ruby_run/ruby_cleanup). */
#include "eval_intern.h"
#include "internal.h"

unsigned long ruby_jump_dst;
static VALUE jump_value = Qnil;

VALUE
rb_jump_value_get(unsigned long *dst)
{
    if (dst) *dst = ruby_jump_dst;
    return jump_value;
}

void
rb_jump_value_set(VALUE val, unsigned long dst)
{
    jump_value = val;
    ruby_jump_dst = dst;
}

unsigned long
rb_jump_dst_get(void)
{
    return ruby_jump_dst;
}

/* the stack scopes of the method frames being abandoned die: their heap
   twins (if any) live on alone */
static void
unwind_scopes(struct tag *tt)
{
    struct FRAME *f;
    /* frames live on the C stack: those deeper than the tag are abandoned */
    for (f = ruby_frame; f && f != tt->frame && (char *)f < (char *)tt; f = f->prev) {
        rb_scope_release_stack(f->oscope);
        f->oscope = 0;
    }
}

/* as 1.8.7: under set_trace_func the defs a jump abandons give their
   "return" events, innermost first, at the jump's line and with their own
   locals; those that run with a tag (entered while tracing, or holding
   return/ensure/rescue) give theirs at their tag, define_methods none */
static void
trace_abandoned_returns(struct tag *tt)
{
    struct FRAME *f, *const frame = ruby_frame;
    struct SCOPE *const scope = ruby_scope;
    struct RVarmap *const dvars = ruby_dyna_vars;

    for (f = ruby_frame; f && f != tt->frame && (char *)f < (char *)tt; f = f->prev) {
        if (!f->body || !f->oscope ||
            (f->flags & (FRAME_CFUNC | FRAME_BLOCK | FRAME_TAGGED | FRAME_DMETH | FRAME_EVAL)))
            continue;
        ruby_frame = f;
        ruby_scope = f->oscope;
        ruby_dyna_vars = 0;
        rb_trace_event("return", f->last_func, f->last_class);
        if (!ruby_trace_func) break;
    }
    ruby_frame = frame;
    ruby_scope = scope;
    ruby_dyna_vars = dvars;
}

/* jumps to the innermost tag with state; restores the interpreter state
   saved by PUSH_TAG there */
void
rb_jump_tag(int state)
{
    struct tag *tt = prot_tag;
    if (!tt) {
        fprintf(stderr, "[BUG] jump (state %d) without a tag\n", state);
        abort();
    }
    if (ruby_trace_func) trace_abandoned_returns(tt);
    unwind_scopes(tt);
    ruby_frame = tt->frame;
    ruby_scope = tt->scope;
    ruby_dyna_vars = rb_dvars_at_tag(tt->dyna_vars);
    ruby_cref = tt->cref;
    ruby_class = tt->klass;
    ruby_wrapper = tt->wrapper;
    ruby_scope_vmode = tt->vmode;
    tt->retval = jump_value;
    _longjmp(tt->buf, state);
}

void
rb_jump_to(int state, VALUE val, VALUE dst)
{
    jump_value = val;
    ruby_jump_dst = dst;
    rb_jump_tag(state);
}

/* ------------------------------------------------------------ raise */

static ID id_bt, id_backtrace, id_set_backtrace, id_exception, id_message, id_reason, id_exit_value;

static VALUE
write_error_str(VALUE str)
{
    rb_write_error_len(RSTRING_PTR(str), RSTRING_LEN(str));
    return Qnil;
}

/* a -d report never raises out of a raise */
static void
rb_protect_write_error(VALUE str)
{
    int state;
    rb_protect(write_error_str, str, &state);
}

static void
debug_report(VALUE mesg)
{
    volatile VALUE m;
    int state, line = ruby_sourceline;
    const char *file = ruby_sourcefile;     /* before to_s runs */
    if (!RTEST(ruby_debug) || NIL_P(mesg)) return;
    if (rb_obj_is_kind_of(mesg, rb_eSystemExit)) return;   /* 1.8.7 does not report an exit */
    if (rb_safe_level() >= 4) return;   /* its write is refused there (1.8.7) */
    m = rb_protect(rb_obj_as_string, mesg, &state);
    if (state) return;
    m = rb_sprintf("Exception `%s' at %s:%d - %s\n", rb_obj_classname(mesg),
                   file ? file : "-", line, RSTRING_PTR(m));
    rb_protect_write_error(m);
}

/* Exception#backtrace and #set_backtrace as the core defines them: a
   raise runs them without a method call's interrupt check, since a signal
   or Thread#raise taken there would be "exception reentered" (1.8.7 checks
   at one call in 256, so it meets that only in Ruby-defined ones) */
static VALUE (*exc_backtrace_cfunc)(ANYARGS), (*exc_set_backtrace_cfunc)(ANYARGS);

static void
core_backtrace_methods(void)
{
    NODE *get = rb_method_node(rb_eException, id_backtrace);
    NODE *set = rb_method_node(rb_eException, id_set_backtrace);
    if (get && nd_type(get) == NODE_CFUNC) exc_backtrace_cfunc = get->nd_cfnc;
    if (set && nd_type(set) == NODE_CFUNC) exc_set_backtrace_cfunc = set->nd_cfnc;
}

static VALUE
call_backtrace_method(VALUE mesg, ID id, int argc, VALUE arg)
{
    VALUE (*cfunc)(ANYARGS);
    NODE *body;

    if (!exc_backtrace_cfunc) core_backtrace_methods();
    cfunc = id == id_backtrace ? exc_backtrace_cfunc : exc_set_backtrace_cfunc;
    body = ruby_trace_func ? 0 : rb_method_node(CLASS_OF(mesg), id);   /* traced: its c-call events */
    if (cfunc && body && nd_type(body) == NODE_CFUNC && body->nd_cfnc == cfunc)
        return argc ? (*cfunc)(mesg, arg) : (*cfunc)(mesg);
    return argc ? rb_funcall(mesg, id, 1, arg) : rb_funcall(mesg, id, 0);
}

/* as 1.8.7: an exception without a backtrace gets one through its own
   backtrace/set_backtrace methods (direct for SystemStackError: no stack
   left); a frozen one is dup'ed first, and the copy is what is raised */
static VALUE
set_raise_backtrace(VALUE mesg)
{
    if (rb_obj_is_kind_of(mesg, rb_eSysStackError) || !rb_obj_is_kind_of(mesg, rb_eException)) {
        if (NIL_P(rb_attr_get(mesg, id_bt))) rb_ivar_set(mesg, id_bt, rb_backtrace_ary(-1));
        return mesg;
    }
    char *file = ruby_sourcefile;
    int line = ruby_sourceline;
    NODE *node = ruby_current_node;
    /* a backtrace method answering neither nil, a String nor an Array of
       String is a TypeError here, so "exception reentered" */
    VALUE bt = rb_check_backtrace(call_backtrace_method(mesg, id_backtrace, 0, Qnil));
    if (NIL_P(bt) && OBJ_FROZEN(mesg)) mesg = rb_obj_dup(mesg);
    ruby_sourcefile = file;   /* the raise's position, not the call's return */
    ruby_sourceline = line;
    ruby_current_node = node;
    if (NIL_P(bt)) {
        call_backtrace_method(mesg, id_set_backtrace, 1, rb_backtrace_ary(-1));
        ruby_sourcefile = file;
        ruby_sourceline = line;
        ruby_current_node = node;
    }
    return mesg;
}

/* the thread whose raise is calling the exception's backtrace methods: an
   exception raised then (an untainted one's set_backtrace at $SAFE 4, a
   failing set_backtrace) is 1.8.7's fatal "exception reentered", which no
   rescue catches, which ends the program silently with status 1, and after
   which every raise of that thread is the same fatal (1.8.7's per-thread
   flag stays set) */
static VALUE raising_thread;
#define exception_reentered rb_exc_reentered

int
rb_exc_reentered_p(VALUE err)
{
    return exception_reentered && err == exception_reentered;
}

void
rb_longjmp(int tag, VALUE mesg)
{
    if (raising_thread && raising_thread == rb_thread_current()) {
        ruby_errinfo = exception_reentered;
        rb_jump_to(TAG_FATAL, Qnil, 0);
    }
    if (NIL_P(mesg)) mesg = ruby_errinfo;
    if (NIL_P(mesg)) mesg = rb_exc_new(rb_eRuntimeError, 0, 0);
    rb_sync_source_position();
    if (!SPECIAL_CONST_P(mesg) && ruby_sourcefile) {
        raising_thread = rb_thread_current();
        mesg = set_raise_backtrace(mesg);
        raising_thread = 0;
    }
    if (tag != TAG_FATAL) debug_report(mesg);
    ruby_errinfo = mesg;
    /* the raising frame: a C method's own (Kernel#raise has left its own) */
    if (ruby_trace_func && tag == TAG_RAISE)
        rb_trace_event("raise", ruby_frame ? ruby_frame->last_func : 0,
                       ruby_frame ? ruby_frame->last_class : 0);
    rb_jump_to(tag, Qnil, 0);
}

/* a raise from C: as 1.8.7, through the object's #exception (a redefined
   one may replace it); not when there is no stack or memory left for that */
void
rb_exc_raise(VALUE mesg)
{
    if (!SPECIAL_CONST_P(mesg) && !rb_obj_is_kind_of(mesg, rb_eSysStackError) &&
        !rb_obj_is_kind_of(mesg, rb_eNoMemError)) {
        char *file = ruby_sourcefile;   /* the raise's position, not the call's return */
        int line = ruby_sourceline;
        NODE *node = ruby_current_node;
        mesg = rb_make_exception(1, &mesg);
        ruby_sourcefile = file;
        ruby_sourceline = line;
        ruby_current_node = node;
    }
    rb_longjmp(TAG_RAISE, mesg);
}

void
rb_exc_fatal(VALUE mesg)
{
    rb_longjmp(TAG_FATAL, mesg);
}

void
rb_interrupt(void)
{
    rb_raise(rb_eInterrupt, "%s", "");
}

/* raise from a C method called by Ruby: the backtrace starts at the caller */
void
rb_raise_jump(VALUE mesg)
{
    if (ruby_frame->prev) ruby_frame = ruby_frame->prev;
    rb_longjmp(TAG_RAISE, mesg);
}

/* raise's argument forms: (), (str), (exc_or_class [, msg [, bt]]) */
VALUE
rb_make_exception(int argc, VALUE *argv)
{
    VALUE mesg = Qnil, exc;
    switch (argc) {
      case 0:
        return Qnil;
      case 1:
        if (NIL_P(argv[0])) break;
        if (TYPE(argv[0]) == T_STRING) {
            mesg = rb_exc_new3(rb_eRuntimeError, argv[0]);
            break;
        }
        /* fall through */
      case 2:
      case 3:
        exc = argv[0];
        if (!rb_respond_to(exc, id_exception))
            rb_raise(rb_eTypeError, "exception class/object expected");
        mesg = argc == 1 ? rb_funcall(exc, id_exception, 0) : rb_funcall(exc, id_exception, 1, argv[1]);
        break;
      default:
        rb_raise(rb_eArgError, "wrong number of arguments");
    }
    if (argc > 0) {
        if (!rb_obj_is_kind_of(mesg, rb_eException))
            rb_raise(rb_eTypeError, "exception object expected");
        if (argc > 2) rb_funcall(mesg, id_set_backtrace, 1, argv[2]);
    }
    return mesg;
}

/* Kernel#raise / fail */
VALUE
rb_f_raise(int argc, VALUE *argv)
{
    VALUE err = rb_make_exception(argc, argv);
    if (NIL_P(err)) {
        err = ruby_errinfo;
        if (NIL_P(err)) err = rb_exc_new(rb_eRuntimeError, 0, 0);
    }
    rb_raise_jump(err);
    return Qnil;
}

VALUE
rb_errinfo(void)
{
    return ruby_errinfo;
}

void
rb_set_errinfo(VALUE err)
{
    if (!NIL_P(err) && !rb_obj_is_kind_of(err, rb_eException))
        rb_raise(rb_eTypeError, "assigning non-exception to $!");
    ruby_errinfo = err;
}

static VALUE
errinfo_getter(ID id)
{
    return ruby_errinfo;
}

static void
errinfo_setter(VALUE val, ID id, VALUE *var)
{
    rb_set_errinfo(val);
}

static VALUE
errat_getter(ID id)
{
    if (NIL_P(ruby_errinfo)) return Qnil;
    /* 1.8.7 asks the exception (a #backtrace of its own answers) */
    return rb_check_backtrace(rb_funcall(ruby_errinfo, id_backtrace, 0));
}

static void
errat_setter(VALUE val, ID id, VALUE *var)
{
    if (NIL_P(ruby_errinfo)) rb_raise(rb_eArgError, "$! not set");
    rb_funcall(ruby_errinfo, id_set_backtrace, 1, val);
}

/* LocalJumpError with reason and exit_value */
void
rb_localjump_error(const char *mesg, VALUE value, ID reason)
{
    VALUE exc = rb_exc_new2(rb_eLocalJumpError, mesg);
    rb_ivar_set(exc, id_exit_value, value);
    rb_ivar_set(exc, id_reason, ID2SYM(reason));
    rb_exc_raise(exc);
}

/* break out of a block: to its iterator call when that is still running */
void
rb_break_to_iter(struct BLOCK *blk)
{
    struct tag *tt;
    VALUE v = jump_value;
    for (tt = prot_tag; tt; tt = tt->prev) {
        if (tt->tag == PROT_ITER && tt->dst == blk->uniq) rb_jump_to(TAG_BREAK, v, blk->uniq);
    }
    /* a yielded block whose iterator is not in this thread (Thread.new {
       yield }): 1.8.7 ends the thread, its value false (thread_call_body) */
    if (!(ruby_frame->flags & FRAME_PROCCALL) && rb_thread_current() != rb_thread_main())
        rb_jump_to(TAG_BREAK, v, blk->uniq);
    /* 1.8.7 raises once the block's frame is gone: the backtrace starts at
       the iterator (the tags restore the frame as the raise unwinds) */
    if (ruby_frame->prev) ruby_frame = ruby_frame->prev;
    rb_localjump_error("break from proc-closure", v, rb_intern("break"));
}

void
rb_iter_break(void)
{
    struct BLOCK *blk = ruby_frame->prev ? ruby_frame->prev->block : 0;
    struct tag *tt;
    /* called from a C block function: break the iterator that yields to
       it (an Enumerator's own each inside is left too), else the innermost */
    if (blk) {
        for (tt = prot_tag; tt; tt = tt->prev) {
            if (tt->tag == PROT_ITER && tt->dst == blk->uniq) rb_jump_to(TAG_BREAK, Qnil, tt->dst);
        }
    }
    for (tt = prot_tag; tt; tt = tt->prev) {
        if (tt->tag == PROT_ITER) rb_jump_to(TAG_BREAK, Qnil, tt->dst);
    }
    rb_localjump_error("break from proc-closure", Qnil, rb_intern("break"));
}

/* ------------------------------------------------------------ C protection */

VALUE
rb_protect(VALUE (*proc)(VALUE), VALUE data, int *state)
{
    volatile VALUE result = Qnil;
    int status;
    struct BLOCK *volatile pending = ruby_block_pending;

    PUSH_TAG(PROT_NONE);
    if ((status = EXEC_TAG()) == 0) result = (*proc)(data);
    POP_TAG();
    STACK_WIPE(WIPE_YIELD);
    ruby_block_pending = pending;
    if (state) *state = status;
    if (status) return Qnil;
    return result;
}

VALUE
rb_rescue2(VALUE (*b_proc)(ANYARGS), VALUE data1, VALUE (*r_proc)(ANYARGS), VALUE data2, ...)
{
    volatile VALUE result = Qnil;
    volatile VALUE e_info = ruby_errinfo;
    volatile int handled = 0;
    int state;
    va_list args;

    PUSH_TAG(PROT_NONE);
    if ((state = EXEC_TAG()) == 0) {
        result = (*b_proc)(data1);
    }
    else if (state == TAG_RAISE && !handled) {
        VALUE eclass;
        int match = 0;
        va_start(args, data2);
        while ((eclass = va_arg(args, VALUE)) != 0) {
            if (rb_obj_is_kind_of(ruby_errinfo, eclass)) { match = 1; break; }
        }
        va_end(args);
        if (match) {
            handled = 1;
            state = 0;
            if (r_proc) {
                PUSH_TAG(PROT_NONE);
                if ((state = EXEC_TAG()) == 0) result = (*r_proc)(data2, ruby_errinfo);
                POP_TAG();
            }
            else result = Qnil;
            if (state == 0) ruby_errinfo = e_info;
        }
    }
    POP_TAG();
    if (state) JUMP_TAG(state);
    return result;
}

VALUE
rb_rescue(VALUE (*b_proc)(ANYARGS), VALUE data1, VALUE (*r_proc)(ANYARGS), VALUE data2)
{
    return rb_rescue2(b_proc, data1, r_proc, data2, rb_eStandardError, (VALUE)0);
}

VALUE
rb_ensure(VALUE (*b_proc)(ANYARGS), VALUE data1, VALUE (*e_proc)(ANYARGS), VALUE data2)
{
    volatile VALUE result = Qnil;
    int state;
    VALUE jv, err;
    unsigned long jd;

    PUSH_TAG(PROT_NONE);
    if ((state = EXEC_TAG()) == 0) result = (*b_proc)(data1);
    POP_TAG();
    jv = rb_jump_value_get(&jd);
    err = ruby_errinfo;
    (*e_proc)(data2);
    rb_jump_value_set(jv, jd);
    if (state == TAG_RAISE) ruby_errinfo = err;
    if (state) JUMP_TAG(state);
    return result;
}

static VALUE
funcall_rescue_body(VALUE arg)
{
    VALUE *a = (VALUE *)arg;
    return rb_funcall2(a[0], (ID)a[1], (int)a[2], (VALUE *)a[3]);
}

static VALUE
funcall_rescue_fail(VALUE data, VALUE err)
{
    return Qundef;
}

VALUE
rb_funcall_rescue(VALUE recv, ID mid, int n, ...)
{
    VALUE a[4], *argv = ALLOCA_N(VALUE, n + 1);
    va_list ar;
    int i;
    va_start(ar, n);
    for (i = 0; i < n; i++) argv[i] = va_arg(ar, VALUE);
    va_end(ar);
    a[0] = recv; a[1] = (VALUE)mid; a[2] = (VALUE)n; a[3] = (VALUE)argv;
    return rb_rescue2(funcall_rescue_body, (VALUE)a, funcall_rescue_fail, Qnil, rb_eException, (VALUE)0);
}

/* ------------------------------------------------------------ catch / throw */

static VALUE throw_tag_val = Qnil;

static VALUE
tag_of(VALUE tag)
{
    if (SYMBOL_P(tag)) return tag;
    if (TYPE(tag) == T_STRING) return ID2SYM(rb_intern(RSTRING_PTR(tag)));
    return ID2SYM(rb_to_id(tag));
}

/* Kernel#catch(tag) { } */
static VALUE
rb_f_catch(VALUE dmy, VALUE tag)
{
    volatile VALUE t = tag_of(tag);
    volatile VALUE val = Qnil;
    int state;

    PUSH_TAG(t);
    if ((state = EXEC_TAG()) == 0) {
        val = rb_yield_0(tag, 0, 0, 0, 0);
    }
    else if (state == TAG_THROW && throw_tag_val == t) {
        val = _tag.retval;
        state = 0;
    }
    POP_TAG();
    STACK_WIPE(WIPE_CATCH);
    if (state) JUMP_TAG(state);
    return val;
}

static VALUE
catch_i(VALUE tag)
{
    return rb_funcall(Qnil, rb_intern("catch"), 1, tag);
}

VALUE
rb_catch(const char *tag, VALUE (*func)(ANYARGS), VALUE data)
{
    return rb_iterate((VALUE (*)(ANYARGS))catch_i, ID2SYM(rb_intern(tag)), func, data);
}

/* Kernel#throw(tag, value = nil) */
static VALUE
rb_f_throw(int argc, VALUE *argv)
{
    VALUE tag, value;
    struct tag *tt;
    rb_scan_args(argc, argv, "11", &tag, &value);
    tag = tag_of(tag);
    for (tt = prot_tag; tt; tt = tt->prev) {
        if (tt->tag == tag) break;
    }
    if (!tt) {
        /* 1.8.7: outside the main thread it is the thread's error */
        if (rb_thread_current() != rb_thread_main())
            rb_raise(rb_eThreadError, "uncaught throw `%s' in thread 0x%lx",
                     rb_id2name(SYM2ID(tag)), (unsigned long)rb_thread_current());
        rb_name_error(SYM2ID(tag), "uncaught throw `%s'", rb_id2name(SYM2ID(tag)));
    }
    throw_tag_val = tag;
    STACK_EXTENT(EXTENT_THROW);
    rb_jump_to(TAG_THROW, value, 0);
    return Qnil;
}

void
rb_throw(const char *tag, VALUE val)
{
    VALUE argv[2];
    argv[0] = ID2SYM(rb_intern(tag));
    argv[1] = val;
    rb_f_throw(2, argv);
    abort();  /* not reached: rb_f_throw always jumps */
}

/* ------------------------------------------------------------ end procs */

struct end_proc_data {
    void (*func)(VALUE);
    VALUE data;
    int safe;
    struct end_proc_data *next;
};
static struct end_proc_data *end_procs;
static struct end_proc_data *running_procs;  /* the batch being run (still marked) */

void
rb_set_end_proc(void (*func)(VALUE), VALUE data)
{
    struct end_proc_data *link = ALLOC(struct end_proc_data);
    link->next = end_procs;
    link->func = func;
    link->data = data;
    link->safe = ruby_safe_level;
    end_procs = link;
}

void
rb_mark_end_proc(void)
{
    struct end_proc_data *link;
    for (link = end_procs; link; link = link->next) rb_gc_mark(link->data);
    for (link = running_procs; link; link = link->next) rb_gc_mark(link->data);
}

static VALUE
call_end_proc(VALUE data)
{
    return rb_proc_call(data, rb_ary_new());
}

static void
end_proc_call(VALUE data)
{
    call_end_proc(data);
}

/* Kernel#at_exit { } */
static VALUE
rb_f_at_exit(VALUE self)
{
    VALUE proc;
    if (!rb_block_given_p()) rb_raise(rb_eArgError, "called without a block");
    proc = rb_block_proc();
    rb_set_end_proc(end_proc_call, proc);
    return proc;
}

struct end_call { struct end_proc_data *link; };

static VALUE
run_end_link(VALUE arg)
{
    struct end_proc_data *link = (struct end_proc_data *)arg;
    ruby_safe_level = link->safe;
    (*link->func)(link->data);
    return Qnil;
}

static int exit_status_override = -1;

static int fatal_signal_of(VALUE err);
static int end_proc_main_failed;   /* the main program ended by a jump */
static int end_proc_signal = -1;   /* set by an error in an at_exit proc: the
                                      signal to die by, 0 for none, -1 as the
                                      main program ended */

/* the exit status after an error in an at_exit proc, as 1.8.7: the last
   such error decides; a SystemExit's status wins, a SignalException kills
   the process by its signal, anything else makes the status 1 unless the
   main program's was not 0 already */
static void
end_proc_failed(int state)
{
    VALUE err = ruby_errinfo;
    int st = rb_error_handle(state);

    if (!NIL_P(err) && rb_obj_is_kind_of(err, rb_eSystemExit)) {
        exit_status_override = st;
        end_proc_signal = 0;
    }
    else if (fatal_signal_of(err)) {
        exit_status_override = st;
        end_proc_signal = fatal_signal_of(err);
    }
    else if (end_proc_main_failed) {   /* the main program's end stands */
        exit_status_override = -1;
        end_proc_signal = -1;
    }
    else {
        exit_status_override = 1;
        end_proc_signal = 0;
    }
}

/* after an at_exit proc, 1.8.7's position is its lazily kept one (the last
   raise, eval or require return, else the main program's last line): the
   line a top-level redo or retry is then reported at */
static void
end_proc_lazy_position(void)
{
    int line;
    ruby_sourcefile = (char *)rb_synced_source_position(&line);
    ruby_sourceline = line;
}

/* runs the at_exit procs, newest first; procs registered meanwhile run after */
void
rb_exec_end_proc(void)
{
    while (end_procs) {
        struct end_proc_data *link = end_procs, *tmp;
        end_procs = 0;
        running_procs = link;
        while (link) {
            int state;
            rb_protect(run_end_link, (VALUE)link, &state);
            /* 1.8.7: once one has ended normally, the next ones' backtraces
               end at their own block (no "from" line for the main program) */
            if (!state) {
                ruby_current_node = 0;
                end_proc_lazy_position();
            }
            else end_proc_failed(state);
            tmp = link->next;
            running_procs = tmp;
            xfree(link);
            link = tmp;
        }
    }
}

static VALUE
trap_exit_thunk(VALUE unused)
{
    rb_trap_exit();
    return Qnil;
}

/* trap("EXIT"): an exit in it sets the status, an error in it makes it 1
   (unreported, as 1.8.7), and the at_exit procs run either way */
static void
run_trap_exit(void)
{
    int state;
    rb_protect(trap_exit_thunk, Qnil, &state);
    if (!state) return;
    if ((state == TAG_RAISE || state == TAG_FATAL) && rb_obj_is_kind_of(ruby_errinfo, rb_eSystemExit))
        exit_status_override = rb_error_handle(state);
    else
        exit_status_override = 1;
}

/* ------------------------------------------------------------ program run */

int
ruby_exec(void)
{
    volatile NODE *tree;
    int state;

    PUSH_TAG(PROT_NONE);
    if ((state = EXEC_TAG()) == 0) {
        ruby_frame->self = ruby_top_self;
        if (ruby_eval_tree_begin) {
            tree = ruby_eval_tree_begin;
            ruby_eval_tree_begin = 0;
            rb_eval(ruby_top_self, (NODE *)tree);
        }
        if (ruby_eval_tree) rb_eval(ruby_top_self, ruby_eval_tree);
    }
    POP_TAG();
    return state;
}

/* object finalizers run last, after the at_exit procs and the error
   report; a jump out of one (exit, throw) must not skip the rest */
static void
finalize_objects(void)
{
    int state;
    ruby_errinfo = Qfalse;   /* 1.8.7's finalizers see $! false at exit */
    PUSH_TAG(PROT_NONE);
    if ((state = EXEC_TAG()) == 0) rb_gc_call_finalizer_at_exit();
    POP_TAG();
}

/* the signal an uncaught SignalException ends the process by, or 0 */
static int
fatal_signal_of(VALUE err)
{
    VALUE signo;
    if (NIL_P(err) || !rb_obj_is_kind_of(err, rb_eSignal)) return 0;
    signo = rb_attr_get(err, rb_intern("signo"));
    return FIXNUM_P(signo) && FIX2LONG(signo) > 0 ? (int)FIX2LONG(signo) : 0;
}

/* whether the main program ended by a jump (an error, exit, a signal):
   then a plain error in an at_exit proc leaves its status as it was */
static int
main_status_failed(int state, VALUE err)
{
    if (state) return 1;
    return !NIL_P(err) && rb_obj_is_kind_of(err, rb_eException);
}

/* the exit status for the end state; reports an uncaught exception */
int
ruby_cleanup(int ex)
{
    volatile VALUE err = ruby_errinfo;
    volatile int state = ex;
    int st2, status, sig;

    ruby_safe_level = 0;
    end_proc_main_failed = main_status_failed(state, err);
    PUSH_TAG(PROT_NONE);
    if ((st2 = EXEC_TAG()) == 0) {
        ruby_errinfo = err;
        run_trap_exit();    /* trap("EXIT") runs before the at_exit procs */
        rb_exec_end_proc();
    }
    POP_TAG();
    ruby_errinfo = err;
    if (state == 0 && !NIL_P(err) && rb_obj_is_kind_of(err, rb_eException) &&
        !rb_obj_is_kind_of(err, rb_eSystemExit)) {
        status = 1;
    }
    else {
        status = rb_error_handle(state);
    }
    if (state == 0 && status == 0 && rb_thread_deadlocked) status = 1;
    if (exit_status_override >= 0) status = exit_status_override;
    /* an uncaught SignalException ends the process by its signal, so the
       parent sees what killed it; buffered output is lost, as with 1.8.7 */
    sig = state == TAG_RAISE ? fatal_signal_of(err) : 0;
    if (end_proc_signal >= 0) sig = end_proc_signal;   /* an at_exit proc's error decided */
    rb_gc_exit_by_signal = sig != 0;
    finalize_objects();
    if (sig) ruby_default_signal(sig);
    rb_io_flush_all();
    return status;
}

void
ruby_finalize(void)
{
    rb_trap_exit();
    rb_exec_end_proc();
    finalize_objects();
    rb_io_flush_all();
}

void
ruby_stop(int ex)
{
    rb_frame_to_top();
    exit(ruby_cleanup(ex));
}

void
ruby_run(void)
{
    int state = ruby_exec();
    exit(ruby_cleanup(state));
}

/* ------------------------------------------------------------ GC roots */

void
rb_gc_mark_threads(void)
{
    struct tag *tt;
    rb_mark_end_proc();
    rb_gc_mark_maybe(jump_value);
    rb_gc_mark_maybe(throw_tag_val);
    rb_gc_mark_maybe(ruby_wrapper);
    rb_gc_mark_maybe(ruby_top_self);
    for (tt = prot_tag; tt; tt = tt->prev) {
        rb_gc_mark_maybe(tt->retval);
        rb_gc_mark_maybe(tt->tag);
        rb_gc_mark_maybe((VALUE)tt->cref);
        rb_gc_mark_maybe((VALUE)tt->scope);
        rb_gc_mark_maybe((VALUE)tt->dyna_vars);
    }
}

void
Init_eval_jump(void)
{
    id_bt = rb_intern("bt");
    id_set_backtrace = rb_intern("set_backtrace");
    id_backtrace = rb_intern("backtrace");
    id_exception = rb_intern("exception");
    id_message = rb_intern("message");
    id_reason = rb_intern("@reason");
    id_exit_value = rb_intern("@exit_value");
    (void)id_message;

    rb_global_variable(&raising_thread);
    rb_define_virtual_variable("$!", errinfo_getter, errinfo_setter);
    rb_define_virtual_variable("$@", errat_getter, errat_setter);
    rb_define_global_function("raise", rb_f_raise, -1);
    rb_define_global_function("fail", rb_f_raise, -1);
    rb_define_global_function("catch", rb_f_catch, 1);
    rb_define_global_function("throw", rb_f_throw, -1);
    rb_define_global_function("at_exit", rb_f_at_exit, 0);
    (void)call_end_proc;
}
