/* cont.c - continuations (Kernel#callcc, Continuation#call).

   callcc saves the running thread's stack from that thread's base down to
   the stack pointer (so the copy holds only this thread's frames) together
   with the registers (_setjmp) and the interpreter state.  Calling the
   continuation copies the stack back and jumps.  When the saved segment
   reaches deeper than the current stack pointer, the stack is first grown
   with ONE alloca of the needed size (MBARI5), not by recursing.

   MBARI1: a continuation belongs to its thread; when that thread dies the
   stack copies of its continuations are freed at once (before the next
   mark), and calling one raises instead of jumping into a dead stack.
   Locals are shared, not restored: callcc moves the local variables of
   every scope on the frame chain to the heap first, as 1.8 does. */
#include "thread_intern.h"
#include "internal.h"
#include <string.h>

VALUE rb_cCont;

struct cont {
    struct list_node link;     /* on its thread's conts list */
    rb_thread_t *th;           /* owner; 0 once the owner died */
    VALUE thread;              /* the owner's object (Continuation#thread) */
    jmp_buf jmp;
    VALUE *stk_pos;            /* lowest address saved */
    VALUE *stk_copy;           /* the saved words, [stk_pos, base) */
    size_t stk_len;            /* in words */
    VALUE value;               /* what #call passes to the resumed callcc */
#define CONT_STATE_FIELD(type, name) type s_##name;
    RUBY_THREAD_STATE(CONT_STATE_FIELD)
#undef CONT_STATE_FIELD
    char *s_sourcefile;
    int s_sourceline;
};

/* copies a whole stack region.  memcpy is safe here: when saving, its
   frame lies below the region; when restoring, cont_restore_0 put it
   below too.  Under ASan the stack's red zones must not be checked, so
   there it is a word loop that is not instrumented (volatile stores: it
   cannot become a memcpy call again). */
#ifdef THREAD_ASAN
static void NO_SANITIZE_ADDRESS
copy_words(VALUE *dst, const VALUE *src, size_t n)
{
    volatile VALUE *d = dst;
    size_t i;
    for (i = 0; i < n; i++) d[i] = src[i];
}
#else
# define copy_words(dst, src, n) memcpy((dst), (src), (n) * sizeof(VALUE))
#endif

static void
cont_release_stack(struct cont *c)
{
    if (c->stk_copy) {
        /* wiped before it goes back to malloc (no ghost words left) */
        memset(c->stk_copy, 0, c->stk_len * sizeof(VALUE));
        xfree(c->stk_copy);
    }
    c->stk_copy = 0;
    c->stk_len = 0;
}

static void
cont_mark(void *p)
{
    struct cont *c = p;
    rb_gc_mark(c->thread);
    rb_gc_mark(c->value);
    if (c->stk_copy) {
        /* conservatively, like a live stack */
        rb_gc_mark_locations(c->stk_copy, c->stk_copy + c->stk_len);
        rb_gc_mark_locations((VALUE *)(void *)c->jmp,
                             (VALUE *)(void *)((char *)c->jmp + sizeof(c->jmp)));
#define MARK_STATE(type, name) rb_gc_mark_maybe((VALUE)c->s_##name);
        RUBY_THREAD_STATE(MARK_STATE)
#undef MARK_STATE
    }
}

static void
cont_free(void *p)
{
    struct cont *c = p;
    if (c->th) list_del_init(&c->link);
    cont_release_stack(c);
    xfree(c);
}

/* MBARI1: the thread th died; its continuations lose their stacks now */
void
rb_cont_thread_died(rb_thread_t *th)
{
    struct cont *c, *nxt;
    list_for_each_safe(&th->conts, c, nxt, link) {
        list_del_init(&c->link);
        c->th = 0;
        cont_release_stack(c);
    }
}

/* the scopes of every frame of this thread keep their locals on the heap
   from now on, so a later call of the continuation sees current values
   and no scope is recycled under the saved frames */
static void
capture_scopes(void)
{
    struct FRAME *f;
    struct tag *tt;
    ruby_dvar_captures++;   /* the stack copy holds block variables: none may be recycled */
    if (ruby_scope) rb_scope_capture(ruby_scope);
    for (f = ruby_frame; f; f = f->prev) {
        if (f->oscope) rb_scope_capture(f->oscope);
    }
    for (tt = prot_tag; tt; tt = tt->prev) {
        if (tt->scope) rb_scope_capture(tt->scope);
    }
}

/* copies the running stack, from just below this frame up to the base */
static void __attribute__((noinline))
cont_save_stack(struct cont *c)
{
    VALUE *base = rb_gc_stack_start;
    VALUE *lo = (VALUE *)__builtin_frame_address(0);
    size_t len;
    lo = (VALUE *)((VALUE)lo & ~(VALUE)(sizeof(VALUE) - 1));
    if (!base || lo >= base) rb_bug("callcc: stack pointer above the stack base");
    len = (size_t)(base - lo);
    c->stk_copy = ALLOC_N(VALUE, len);
    c->stk_len = len;
    c->stk_pos = lo;
    copy_words(c->stk_copy, lo, len);
}

static VALUE
rb_callcc(VALUE self)
{
    volatile VALUE cont;
    struct cont *volatile c;
    rb_thread_t *th = rb_curr_thread;

    /* every callee-saved register is spilled into this frame, so the
       stack copy holds them (the jmp_buf mangles some) */
    __builtin_unwind_init();
    cont = Data_Make_Struct(rb_cCont, struct cont, cont_mark, cont_free, c);
    list_node_init(&c->link);
    c->value = Qnil;
    c->thread = rb_thread_current();
    c->th = th;
    if (th) list_add(&th->conts, &c->link);
    capture_scopes();
#define SAVE(type, name) c->s_##name = name;
    RUBY_THREAD_STATE(SAVE)
#undef SAVE
    c->s_sourcefile = ruby_sourcefile;
    c->s_sourceline = ruby_sourceline;
    STACK_WIPE(WIPE_CATCH);
    if (_setjmp(c->jmp)) {
        /* resumed by Continuation#call: the interpreter state was restored */
        VALUE val = c->value;
        c->value = Qnil;
        return val;
    }
    cont_save_stack(c);
    return rb_yield(cont);
}

static void cont_restore_0(struct cont *c, VALUE *here) __attribute__((noinline, noreturn));
static void cont_restore_1(struct cont *c, volatile VALUE *pad) __attribute__((noinline, noreturn));

/* copies the saved stack back and jumps; its own frame and memcpy's lie
   below the restored region (cont_restore_0 made sure) */
static void
cont_restore_1(struct cont *c, volatile VALUE *pad)
{
    if (pad) pad[0] = 0;   /* the pad is used, so it cannot be optimised away */
#define RESTORE(type, name) name = c->s_##name;
    RUBY_THREAD_STATE(RESTORE)
#undef RESTORE
    ruby_sourcefile = c->s_sourcefile;
    ruby_sourceline = c->s_sourceline;
    copy_words(c->stk_pos, c->stk_copy, c->stk_len);
    _longjmp(c->jmp, 1);
}

#define CONT_RESTORE_MARGIN 4096

/* MBARI5: when the running frames reach into the region to restore, grow
   the stack with one alloca of the needed size, then restore from below */
static void
cont_restore_0(struct cont *c, VALUE *here)
{
    VALUE *sp = (VALUE *)__builtin_frame_address(0);
    if (here < sp) sp = here;
    if ((char *)sp > (char *)c->stk_pos - CONT_RESTORE_MARGIN) {
        size_t need = (size_t)((char *)sp - (char *)c->stk_pos) + CONT_RESTORE_MARGIN;
        volatile VALUE *pad = __builtin_alloca(need);
        /* touch the far end so the whole pad is really taken */
        pad[0] = 0;
        cont_restore_1(c, pad);
    }
    cont_restore_1(c, 0);
}

static VALUE
cont_call(int argc, VALUE *argv, VALUE self)
{
    struct cont *c;
    VALUE here;
    Data_Get_Struct(self, struct cont, c);
    if (!c->th || c->th != rb_curr_thread || !c->stk_copy) {
        rb_raise(rb_eRuntimeError, "continuation called across threads");
    }
    if (argc == 0) c->value = Qnil;
    else if (argc == 1) c->value = argv[0];
    else c->value = rb_ary_new4(argc, argv);
    cont_restore_0(c, &here);
}

#ifdef MBARI_API
/* Continuation#thread: the live thread the continuation belongs to, or nil */
static VALUE
cont_thread(VALUE self)
{
    struct cont *c;
    Data_Get_Struct(self, struct cont, c);
    if (!c->th || c->th->status == THREAD_KILLED) return Qnil;
    return c->thread;
}
#endif

void
Init_Cont(void)
{
    rb_cCont = rb_define_class("Continuation", rb_cObject);
    rb_undef_alloc_func(rb_cCont);
    rb_undef_method(CLASS_OF(rb_cCont), "new");
    rb_define_method(rb_cCont, "call", cont_call, -1);
    rb_define_method(rb_cCont, "[]", cont_call, -1);
#ifdef MBARI_API
    rb_define_method(rb_cCont, "thread", cont_thread, 0);
#endif
    rb_define_global_function("callcc", rb_callcc, 0);
}
