/* internal.h - declarations shared by the interpreter's own files: every
   part's Init_ function (inits.c calls them in this order) and a few cross-
   file helpers.  Internal: never installed, not for extensions. */
#ifndef RUBY_INTERNAL_H
#define RUBY_INTERNAL_H 1

#include "ruby.h"
#include <stdint.h>

/* GetOpenFile on descriptors only, without stdio FILEs (rubyio.h) */
#ifdef RUBYIO_H
#error "include internal.h before rubyio.h"
#endif
#define RUBY_IO_FD_ONLY 1

/* RB_GC_GUARD without a call: an empty asm that reads v from memory */
#undef RB_GC_GUARD_PTR
#define RB_GC_GUARD_PTR(ptr) \
    __extension__ ({ volatile VALUE *rb_gc_guarded_ptr_ = (ptr); \
      __asm__ __volatile__("" : : "m"(*rb_gc_guarded_ptr_) : "memory"); \
      rb_gc_guarded_ptr_; })

#define INIT_LIST(X) \
    X(sym) X(var_tables) X(Object) X(Comparable) X(Enumerable) X(Precision) \
    X(eval) X(String) X(Exception) X(Thread) X(Numeric) X(Bignum) X(syserr) \
    X(Array) X(Hash) X(Struct) X(Regexp) X(pack) X(Range) X(IO) X(Dir) X(File) \
    X(Time) X(Random) X(signal) X(process) X(load) X(Proc) X(Binding) X(Math) \
    X(GC) X(marshal) X(Enumerator) X(version)
#define INIT_DECL(name) void Init_##name(void);
INIT_LIST(INIT_DECL)
#undef INIT_DECL
void rb_call_inits(void);
void rb_io_set_script_lineno(long n);               /* io.c */
long rb_parser_lines_read(const char *buf, long len); /* parse.y */
int rb_parser_active(void);                         /* parse.y */
int rb_exc_reentered_p(VALUE err);                  /* eval_jump.c */
extern VALUE rb_exc_reentered;                      /* error.c */
void rb_write_error_len(const char *s, long len);   /* error.c */
NORETURN(void rb_sys_fail_str(VALUE mesg));        /* error.c */
void rb_sync_source_position(void);                 /* eval.c */
const char *rb_synced_source_position(int *line);   /* eval.c */
struct RNode;
void rb_node_at_synced_position(struct RNode *n);   /* eval.c */
void rb_parser_eval_done(struct RNode *node);
NORETURN(void rb_print_undef(VALUE klass, ID id));   /* eval_method.c */   /* parse.y: the eval that parsed node is over */

VALUE *rb_ary_buf_base(VALUE ary);     /* array.c: start of a shifted buffer (gc.c) */
int rb_ary_init_fast(VALUE ary, int argc, VALUE *argv);   /* array.c: Class#new's frameless Array#initialize (object.c) */

/* the transient heap (transient_heap.c; DESIGN 7) */
#define ARY_TRANSIENT FL_USER4         /* the Array's buffer is in a block */
extern uintptr_t rb_transient_heap_lo, rb_transient_heap_hi;
#define RB_TRANSIENT_HEAP_PIN_MAYBE(w) \
    ((uintptr_t)(w) >= rb_transient_heap_lo && (uintptr_t)(w) <= rb_transient_heap_hi \
     ? rb_transient_heap_pin((VALUE)(w)) : (void)0)
void *rb_transient_heap_alloc(size_t size);
void rb_transient_heap_pin(VALUE w);
void rb_transient_heap_mark(VALUE ary);
void rb_transient_heap_evacuate(void);
int rb_ary_transient_move_out(VALUE ary, int in_gc);   /* array.c */
struct RVarmap *rb_gc_varmap_new(ID id, VALUE val, struct RVarmap *next);   /* gc.c: rb_dvar_new's slot */
void rb_gc_recycle_varmaps(struct RVarmap *head, struct RVarmap *last);   /* gc.c: a chain of them */
void rb_gc_recycle_slot(VALUE p);   /* gc.c: rb_gc_force_recycle of a slot known to be ours */
void rb_gc_malloc_pressure(size_t size);   /* gc.c: st.c's reused entries count as a malloc */
long st_free_entries_trim(void);   /* st.c: gives back wholly free entry slabs */
void rb_gc_mark_permanent(void);
extern VALUE rb_cFinalizedObject;   /* gc.c: the class of objects finalized at exit */    /* gc.c: the core's method nodes, once defined */

/* the interpreter's own code reads the buffer in place (a raw pointer on
   its stack pins the block); extensions get rb_ary_ptr (ruby.h) */
#undef RARRAY_PTR
#define RARRAY_PTR(a) (RARRAY(a)->ptr)
long rb_str_index(VALUE str, VALUE sub, long offset);   /* string.c */
typedef int rb_qsort_cmp_func(VALUE a, VALUE b, void *data);
void rb_qsort_values(VALUE *a, long n, rb_qsort_cmp_func *cmp, void *data);   /* array.c: 1.8.7's sort order */
const char *rb_class2name_noalloc(VALUE klass);        /* variable.c */
VALUE rb_ivar_set_unchecked(VALUE obj, ID id, VALUE val);   /* variable.c */
/* variable.c: a T_OBJECT's ivars (ruby.h's RIvarEntry pairs).  hint: a call
   site's remembered index of the name, tried first and updated (or 0) */
VALUE rb_ivar_get_hinted(VALUE obj, ID id, int warn, long *hint);
VALUE rb_ivar_set_hinted(VALUE obj, ID id, VALUE val, long *hint);
void rb_ivar_foreach(VALUE obj, int (*func)(ID, VALUE, VALUE), VALUE arg);
long rb_ivar_count(VALUE obj);
struct st_table *rb_ivar_table_of(VALUE obj);
void rb_obj_copy_ivar(VALUE dest, VALUE obj);
void rb_mark_object_ivars(VALUE obj);
void rb_free_object_ivars(VALUE obj);

/* obj's ivar id when hint is its index, else Qundef: the evaluator's one-compare read */
static inline VALUE
rb_ivar_hint_peek(VALUE obj, ID id, long hint)
{
    if (!SPECIAL_CONST_P(obj) && BUILTIN_TYPE(obj) == T_OBJECT) {
        struct RObject *o = ROBJECT(obj);
        if ((unsigned long)hint < o->iv_len && o->iv_ptr[hint].id == id) return o->iv_ptr[hint].val;
    }
    return Qundef;
}
void rb_frame_to_top(void);            /* eval.c: ruby_stop from a forked child */
void rb_flodivmod(double x, double y, double *divp, double *modp);   /* numeric.c */
int rb_num_direct_p(void);  /* numeric.c: no trace hook, Float/Bignum ops built in */
char *rb_ulong_digits(unsigned long u, int base, int upper, char *end);   /* numeric.c */
int rb_flo_sig_digits(double a, int d, unsigned long long *m, int *x);   /* numeric.c */
int rb_signm_to_signo(const char *nm);   /* signal.c: -1 unless a signal's name */
int rb_thread_trap_deferred(void);     /* thread.c: handlers run in the main thread */
void *rb_lazy_function(void **lib, const char *soname, const char *name);  /* lazymath.c */
void rb_lazy_reserve(void);            /* lazymath.c */
void *rb_onig_data(const char *name);  /* lazyonig.c: libonig's symbol name */
void ruby_add_suffix(VALUE str, const char *suffix);   /* capi.c (util.h names it) */

/* bit 0: a Fixnum operator redefined, 1: a Float one, 2: set_trace_func is
   on, 3: Fixnum#<=> redefined, 4: Array#[] redefined, 5: Hash#[] redefined,
   6: length, size or empty? of Array, String or Hash changed (eval_method.c;
   a visibility change counts as a redefinition) */
extern int ruby_redefined_ops;
/* a <=> b of two Fixnums may be done without the call: Fixnum#<=> is 1.8.7's
   and no trace hook would see the call */
#define RB_FIXNUM_CMP_DIRECT(a, b) \
    (FIXNUM_P(a) && FIXNUM_P(b) && !(ruby_redefined_ops & (4 | 8)))

#endif /* RUBY_INTERNAL_H */
