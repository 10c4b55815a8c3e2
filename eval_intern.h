/* eval_intern.h - private header shared by the evaluator files
   (eval.c eval_method.c eval_jump.c eval_error.c proc.c thread.c).
   Tags, blocks, frame flags and the per-thread interpreter state. */
#ifndef EVAL_INTERN_H
#define EVAL_INTERN_H 1

#include "ruby.h"
#include "node.h"
#include "env.h"
#include "st.h"
#include "rubysig.h"
#include "wipe.h"
#include <setjmp.h>

/* one evaluator function per node type, never inlined into rb_eval */
#define EVAL_NOINLINE __attribute__((noinline))

/* ------------------------------------------------------------ jump states */
#define TAG_RETURN 0x1
#define TAG_BREAK  0x2
#define TAG_NEXT   0x3
#define TAG_RETRY  0x4
#define TAG_REDO   0x5
#define TAG_RAISE  0x6
#define TAG_THROW  0x7
#define TAG_FATAL  0x8
#define TAG_MASK   0xf

/* A protection tag on the C stack.  PUSH_TAG/EXEC_TAG/POP_TAG must appear
   in the same function; EXEC_TAG returns 0 first, then the jump state. */
struct tag {
    jmp_buf buf;
    struct FRAME *frame;
    struct SCOPE *scope;
    struct RVarmap *dyna_vars;
    VALUE tag;      /* catch tag (TAG_THROW) or the target (frame/block id) */
    VALUE retval;   /* value carried by the jump */
    VALUE dst;      /* which jumps this handler takes (block/frame uniq) */
    NODE *cref;
    VALUE klass;
    VALUE wrapper;
    int vmode;
    struct tag *prev;
};
/* the target of the jump in progress (0 = the nearest loop/block) */
extern unsigned long ruby_jump_dst;
RUBY_EXTERN struct tag *prot_tag;

#define PUSH_TAG(ptag) do { \
    struct tag _tag; \
    _tag.retval = Qnil; \
    _tag.frame = ruby_frame; \
    _tag.scope = ruby_scope; \
    _tag.dyna_vars = ruby_dyna_vars; \
    _tag.tag = (ptag); \
    _tag.dst = 0; \
    _tag.cref = ruby_cref; \
    _tag.klass = ruby_class; \
    _tag.wrapper = ruby_wrapper; \
    _tag.vmode = ruby_scope_vmode; \
    _tag.prev = prot_tag; \
    prot_tag = &_tag
#define PROT_NONE Qfalse
#define PROT_ITER Qtrue     /* eval_iter/rb_iterate: dst = block uniq */
#define PROT_FUNC Qundef    /* method with a return handler: dst = frame uniq */
#define PROT_LAMBDA Qnil    /* lambda call: dst = its frame uniq */
#define PROT_LOOP ((VALUE)10) /* while/until loop or block body: catches break/next (no catch tag
                                 is ever 10: those are Symbols) */
/* EXEC_TAG is the WIPE_AFTER_TAG site: it wipes on both of its returns */
#if STACK_WIPE_ON(WIPE_AFTER_TAG)
#define EXEC_TAG() __extension__ ({ int st_ = _setjmp(prot_tag->buf); STACK_WIPE_NOW(); st_; })
#else
#define EXEC_TAG() (_setjmp(prot_tag->buf))
#endif
#define POP_TAG() \
    prot_tag = _tag.prev; \
} while (0)
#define JUMP_TAG(st) rb_jump_tag(st)

/* ------------------------------------------------------------ blocks */
struct BLOCK {
    NODE *var;               /* block parameters (NODE_ITER nd_var) */
    NODE *body;              /* body, or the NODE_IFUNC of a C block */
    VALUE self;
    struct FRAME frame;      /* copy of the frame the block was made in */
    struct SCOPE *scope;
    VALUE klass;             /* ruby_class for `def` inside the block */
    NODE *cref;
    int flags;               /* BLOCK_* */
    int vmode;               /* visibility for defs in the block (eval) */
    unsigned long uniq;      /* identity, the target of break */
    struct RVarmap *dyna_vars;
    VALUE block_obj;         /* the Proc made from this block, or 0 */
    VALUE wrapper;
    struct BLOCK *outer;     /* frame.block kept for `yield` inside the block */
};
#define BLOCK_D_SCOPE 1    /* uses its own dvar level (all but a for loop body) */
#define BLOCK_LAMBDA 2     /* arity checked, return returns from the proc */
#define BLOCK_FROM_METHOD 4 /* Method#to_proc */
#define BLOCK_ORPHAN 8     /* the home frame is gone: break/return raise */
#define BLOCK_HEAP 16      /* heap copy owned by a Proc */
#define BLOCK_PROCNEW 32   /* made by Proc.new: no arity check */
#define BLOCK_BMETHOD 64   /* body of a define_method method */
#define BLOCK_PACKED 128   /* a C block given the values as one Array, as |*args| takes them */

/* frame flags */
#define FRAME_DMETH 1      /* method defined by define_method */
#define FRAME_TAGGED 2     /* a TAG_RETURN handler exists for this frame */
#define FRAME_CFUNC 4
#define FRAME_BLOCK 8      /* copy made for a block invocation */
#define FRAME_EVAL 16
#define FRAME_TRACE_CALL 64 /* the "call" event is due once the arguments are set */
#define FRAME_LAMBDA 32    /* a lambda's body: only a return written right in it stops there */
#define FRAME_PROCCALL 256 /* a block run by Proc#call (argc: its argument count) or eval with a
                              Binding (0): a zsuper there passes that many of the method's
                              parameter slots (1.8.7) */
#define FRAME_BT_SNAP 128  /* eval with a Binding: for backtraces the frames below are tmp's
                              chain, those below the binding's home when it was made (1.8.7) */
/* the frame below f as backtraces see it */
#define FRAME_BT_PREV(f) (((f)->flags & FRAME_BT_SNAP) ? (f)->tmp : (f)->prev)

/* node flag bits the evaluator keeps on parser nodes (bits unused on nodes) */
#define NODE_FL_SCANNED FL_MARK
#define NODE_FL_TAG FL_TAINT      /* needs a jump tag (see scan_jumps) */
#define NODE_FL_RETURN FL_FREEZE  /* method body contains `return` */
/* a NODE_RETURN's spare u3: RETURN_TAIL when it is the last thing its def
   body runs (eval_method.c's mark_tail_returns) */
#define nd_tailret u3.cnt
#define RETURN_TAIL 1

/* The interpreter state of the running thread: thread.c saves and
   restores exactly these on a switch. */
#define RUBY_THREAD_STATE(X) \
    X(struct FRAME *, ruby_frame) X(struct SCOPE *, ruby_scope) \
    X(struct RVarmap *, ruby_dyna_vars) X(VALUE, ruby_class) \
    X(NODE *, ruby_cref) X(struct tag *, prot_tag) X(VALUE, ruby_errinfo) \
    X(VALUE, ruby_wrapper) X(int, ruby_safe_level) X(NODE *, ruby_current_node) \
    X(struct BLOCK *, ruby_block_pending) X(int, ruby_scope_vmode)

extern struct BLOCK *ruby_block_pending;  /* block for the next rb_funcall */
extern int ruby_scope_vmode;              /* default visibility of `def` */
extern VALUE ruby_wrapper;
extern VALUE ruby_top_self;
extern NODE *ruby_top_cref;
extern unsigned long ruby_frame_uniq;
/* counts captures of block variables (Proc, Binding, callcc): a yield during
   which none happened may give its own variables back (rb_yield_0) */
extern unsigned long ruby_dvar_captures;
/* ruby_redefined_ops: internal.h */

/* The state a scope change (method, block, class body, eval, BEGIN) saves
   and restores: struct eval_save and its two functions come from this one
   list, so a new field is added here only. */
#define EVAL_SAVE_STATE(X) \
    X(struct SCOPE *, ruby_scope) X(struct RVarmap *, ruby_dyna_vars) \
    X(NODE *, ruby_cref) X(VALUE, ruby_class) X(VALUE, ruby_wrapper) X(int, ruby_scope_vmode)

#define EVAL_SAVE_FIELD(type, name) type name;
struct eval_save { EVAL_SAVE_STATE(EVAL_SAVE_FIELD) };
#undef EVAL_SAVE_FIELD

static inline void
eval_save(volatile struct eval_save *s)
{
#define EVAL_SAVE_GET(type, name) s->name = name;
    EVAL_SAVE_STATE(EVAL_SAVE_GET)
#undef EVAL_SAVE_GET
}

static inline void
eval_restore(volatile struct eval_save *s)
{
#define EVAL_SAVE_PUT(type, name) name = s->name;
    EVAL_SAVE_STATE(EVAL_SAVE_PUT)
#undef EVAL_SAVE_PUT
}

/* makes f, filled for a call of method id (name oid) of klass on self, the
   running frame (rb_call0, class bodies); frame_pop ends it */
static inline void
frame_push(struct FRAME *f, VALUE self, ID id, ID oid, VALUE klass, int argc,
           const VALUE *argv, struct BLOCK *blk)
{
    f->self = self;
    f->argc = argc;
    f->argv = (VALUE *)argv;
    f->last_func = id;
    f->orig_func = oid;
    f->last_class = klass;
    f->prev = ruby_frame;
    f->tmp = 0;
    f->node = ruby_current_node;
    f->iter = blk != 0;
    f->flags = 0;
    f->uniq = ++ruby_frame_uniq;
    f->block = blk;
    f->oscope = 0;
    f->home_uniq = 0;
    f->body = 0;
    ruby_frame = f;
}

static inline void
frame_pop(struct FRAME *f)
{
    ruby_frame = f->prev;
}

/* scope visibility (ruby_scope_vmode) */
#define SCOPE_PUBLIC 0
#define SCOPE_PRIVATE 1
#define SCOPE_PROTECTED 2
#define SCOPE_MODFUNC 5

/* call kinds */
#define CALL_PUBLIC 0
#define CALL_FCALL 1
#define CALL_VCALL 2
#define CALL_SUPER 3

/* ------------------------------------------------------------ eval.c */
VALUE rb_eval(VALUE self, NODE *node);
void rb_eval_stack_overflow(void) __attribute__((noreturn, cold));
/* SystemStackError when the C stack is nearly used up: for every C path that
   recurses on its input (nested nodes, deep trees) */
#define EVAL_STACK_CHECK() do { \
    VALUE *sp_; STACK_SP_READ(sp_); \
    if (__builtin_expect((size_t)((char *)rb_gc_stack_start - (char *)sp_) > \
        rb_gc_stack_maxsize, 0)) rb_eval_stack_overflow(); \
} while (0)
/* rb_yield_0's flags bit: call ruby_block_pending (Proc#call, instance_exec),
   not the frame's block, with the values spread as given */
#define YIELD_PENDING_BLOCK 0x100
VALUE rb_yield_0(VALUE val, VALUE self, VALUE klass, int flags, int avalue);
VALUE rb_eval_body(VALUE self, NODE *body);
void rb_eval_push_scope_node(NODE *scope_node);
struct SCOPE *rb_scope_new(ID *tbl, VALUE *vars);
struct SCOPE *rb_scope_capture(struct SCOPE *scope);
void rb_scope_release_stack(struct SCOPE *sc);
VALUE rb_eval_string_in(VALUE self, VALUE src, VALUE scope, const char *file, int line);
NODE *rb_ifunc_new(VALUE (*func)(ANYARGS), VALUE val);
VALUE rb_exec_under(VALUE (*func)(VALUE), VALUE under, VALUE cbase, VALUE args);
NODE *rb_cref_push(VALUE klass);
void rb_cref_pop(void);
void rb_eval_init_jump(void);
/* error.c: a backtrace value as 1.8.7 keeps it (String -> [String]); TypeError unless nil or Array of String */
VALUE rb_check_backtrace(VALUE bt);
struct RVarmap *rb_dvar_new(ID id, VALUE val, struct RVarmap *next);
struct RVarmap *rb_dvars_at_tag(struct RVarmap *saved);
void rb_dvar_asgn_curr(ID id, VALUE val);
VALUE rb_eval_super(VALUE self, NODE *node, struct BLOCK *blk);
VALUE rb_eval_block_pass(VALUE self, NODE *node, struct BLOCK *outer);
VALUE rb_frame_current_args(void);
int rb_frame_plain_args(VALUE *buf, int max);   /* eval_method.c: zsuper without an Array */
extern ID idLE, idGE, idEq;

/* ------------------------------------------------------------ eval_method.c */
VALUE rb_call(VALUE klass, VALUE recv, ID mid, int argc, const VALUE *argv,
              int scope, VALUE self, struct BLOCK *blk);
VALUE rb_call0(VALUE klass, VALUE recv, ID id, ID oid, int argc, const VALUE *argv,
               NODE *body, int flags, struct BLOCK *blk);
NODE *rb_get_method_body(VALUE klass, ID id, VALUE *origin, int *noex, ID *oid);
NODE *rb_get_method_body_fresh(VALUE klass, ID id, VALUE *origin, int *noex, ID *oid);
VALUE rb_protected_class_of(VALUE klass, ID id);
VALUE rb_method_missing_call(VALUE recv, ID mid, int argc, const VALUE *argv,
                             int call_status, struct BLOCK *blk);
NORETURN(void rb_raise_method_missing(VALUE obj, ID id, int argc, const VALUE *argv, int last_call_status));
void rb_scan_jumps(NODE *node);
void Init_eval_method(void);
VALUE rb_call_super_blk(int argc, const VALUE *argv, struct BLOCK *blk);
int rb_method_arity_of(NODE *body);
void rb_export_method(VALUE klass, ID name, int noex);
void rb_warn_redefinition(VALUE klass, ID id, int singleton);
void rb_warn_def(VALUE klass, ID id);
void rb_eval_sysstack_init(void);
void rb_install_fault_handlers(void);   /* error.c: SIGSEGV/SIGBUS give [BUG] */
extern int rb_thread_deadlocked;   /* thread.c: a deadlock was reported */
int rb_thread_skips_ensure(void);  /* thread.c: a kill! is unwinding the running thread */
void rb_thread_mark_all(void);     /* thread.c: other threads' stacks (gc.c) */
extern int rb_gc_exit_by_signal;   /* gc.c: at exit, leave the files unflushed */
extern int ruby_last_call_status;

/* ------------------------------------------------------------ eval_jump.c */
NORETURN(void rb_longjmp(int tag, VALUE mesg));
NORETURN(void rb_raise_jump(VALUE mesg));
NORETURN(void rb_localjump_error(const char *mesg, VALUE value, ID reason));
NORETURN(void rb_jump_to(int state, VALUE val, VALUE dst));
void Init_eval_jump(void);
VALUE rb_jump_value_get(unsigned long *dst);
void rb_jump_value_set(VALUE val, unsigned long dst);
unsigned long rb_jump_dst_get(void);
NORETURN(void rb_break_to_iter(struct BLOCK *blk));
VALUE rb_f_raise(int argc, VALUE *argv);

/* ------------------------------------------------------------ eval_error.c */
VALUE rb_backtrace_ary(int lev);
void rb_error_report(VALUE err);
int rb_error_handle(int state);
void Init_eval_error(void);

/* ------------------------------------------------------------ proc.c */
VALUE rb_proc_from_block(struct BLOCK *blk, VALUE klass);
struct BLOCK *rb_proc_block(VALUE proc);
VALUE *rb_thread_svar(struct SCOPE *sc, int cnt);   /* thread.c: a thread's own $_/$~ */
VALUE rb_proc_invoke(VALUE proc, VALUE args, VALUE self, VALUE klass, int pcall);
struct BLOCK *rb_block_of_proc_value(VALUE val, volatile VALUE *holder);
VALUE rb_bmethod_call(VALUE proc, VALUE recv, ID id, VALUE klass, int argc, const VALUE *argv, struct BLOCK *blk);
VALUE rb_dmethod_call(VALUE method, VALUE recv, int argc, const VALUE *argv, struct BLOCK *blk);
struct BINDING_DATA;
VALUE rb_binding_eval(VALUE bind, VALUE src, const char *file, int line, VALUE self);
const char *rb_binding_file(VALUE bind);
void rb_node_at_synced_position(NODE *n);
VALUE rb_eval_in_binding(VALUE scope, VALUE src, const char *file, int line);
VALUE rb_binding_of_frame(struct FRAME *f, VALUE self);

/* set_trace_func (eval.c): the proc, 0 when none, and one event */
extern VALUE ruby_trace_func;
void rb_trace_event(const char *event, ID id, VALUE klass);
void rb_trace_frame_event(const char *event, VALUE self);
ID *rb_parser_failed_locals(void);   /* parse.y: the new locals of an eval that failed, or 0 */
/* the C event hooks of rb_add_event_hook (capi.c); while some are installed
   and no set_trace_func proc is, ruby_trace_func is Qtrue so that the
   evaluator still reports every event */
extern int ruby_event_hooks_on;
void rb_exec_event_hooks(const char *event, ID id, VALUE klass);
VALUE rb_mod_define_method(int argc, VALUE *argv, VALUE mod);
void rb_method_unbound_info(VALUE m, VALUE *klass, VALUE *recv, ID *id, NODE **body);
VALUE rb_method_new_from(VALUE klass, VALUE recv, ID id, VALUE mclass);
void rb_define_verbose_variables(void);   /* error.c, for ruby_prog_init */

#endif /* EVAL_INTERN_H */
