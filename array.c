/* array.c - class Array: a growable vector of VALUEs. */
#include "ruby.h"
#include "internal.h"
#include "st.h"
#include "gc.h"
#include "eval_intern.h"   /* ruby_trace_func */

VALUE rb_cArray;

static ID id_cmp, id_to_ary, id_hash, id_eq;

#define ARY_TMPLOCK FL_USER1
#define ARY_MAX_SIZE ((long)(LONG_MAX / (long)sizeof(VALUE)))
#define ARY_DEFAULT_SIZE 16

/* copies of n VALUEs that do nothing for n == 0: an allocated Array has no
   buffer yet, and memcpy must not see a null pointer even for 0 bytes */
#define ARY_MEMCPY(dst, src, n) do { long n_ = (n); if (n_ > 0) MEMCPY((dst), (src), VALUE, n_); } while (0)
#define ARY_MEMMOVE(dst, src, n) do { long n_ = (n); if (n_ > 0) MEMMOVE((dst), (src), VALUE, n_); } while (0)

/* ------------------------------------------------------------ recursion */

/* As in 1.8.7 the guards live in thread-locals, each thread its own:
   Thread.current[:__recursive_key__] is {method name => {object id => true}}
   for ==, eql?, hash, <=>; Thread.current[:__inspect_key__] is the Array of
   the ids of the objects being inspected or joined.  Values a program put
   there that are not of that shape are replaced. */
static ID recursive_key, inspect_key;

/* the {object id => true} Hash of the method running now (name as called) */
static VALUE
recursive_list(VALUE sym, int create)
{
    VALUE th = rb_thread_current();
    VALUE hash = rb_thread_local_aref(th, recursive_key), list;

    if (NIL_P(hash) || TYPE(hash) != T_HASH) {
        if (!create) return Qnil;
        hash = rb_hash_new();
        rb_thread_local_aset(th, recursive_key, hash);
    }
    list = rb_hash_lookup(hash, sym);
    if (NIL_P(list) || TYPE(list) != T_HASH) {
        if (!create) return Qnil;
        list = rb_hash_new();
        rb_hash_aset(hash, sym, list);
    }
    return list;
}

struct rec_call {
    VALUE (*func)(VALUE, VALUE, int);
    VALUE obj, arg, list, id;
};

static VALUE
rec_body(VALUE data)
{
    struct rec_call *c = (struct rec_call *)data;
    return c->func(c->obj, c->arg, 0);
}

static VALUE
rec_pop(VALUE data)
{
    struct rec_call *c = (struct rec_call *)data;

    rb_hash_delete(c->list, c->id);
    return Qnil;
}

/* calls func(obj, arg, recur): recur is 1 when the method running now is
   already running on obj in this thread */
VALUE
rb_ary_exec_recursive(VALUE (*func)(VALUE, VALUE, int), VALUE obj, VALUE arg)
{
    struct rec_call c;
    VALUE list;

    /* every recursive walk over nested containers comes through here */
    if (ruby_stack_check()) rb_raise(rb_eSysStackError, "stack level too deep");
    c.func = func;
    c.obj = obj;
    c.arg = arg;
    c.id = rb_obj_id(obj);
    /* one look-up of the walk's list: the check, the mark and the pop use it */
    c.list = list = recursive_list(ID2SYM(rb_frame_last_func()), 1);
    if (RTEST(rb_hash_lookup(list, c.id))) return func(obj, arg, 1);
    rb_hash_aset(list, c.id, Qtrue);
    return rb_ensure(rec_body, (VALUE)&c, rec_pop, (VALUE)&c);
}

/* Thread.current[:__inspect_key__], made (when create) if missing */
static VALUE
inspect_tbl(int create)
{
    VALUE th = rb_thread_current();
    VALUE tbl = rb_thread_local_aref(th, inspect_key);

    if (!NIL_P(tbl)) {
        if (TYPE(tbl) == T_ARRAY) return tbl;
        rb_warn("invalid inspect_tbl value");
        if (!create) {
            rb_thread_local_aset(th, inspect_key, Qnil);
            return Qnil;
        }
    }
    if (!create) return Qnil;
    tbl = rb_ary_new();
    rb_thread_local_aset(th, inspect_key, tbl);
    return tbl;
}

/* whether the inspect table holds id: ids are Fixnums, compared here
   without a method call (the table gets as deep as the nesting) */
static int
inspect_tbl_includes(VALUE tbl, VALUE id)
{
    long i;
    VALUE v;

    for (i = 0; i < RARRAY_LEN(tbl); i++) {
        v = RARRAY_PTR(tbl)[i];
        if (v == id) return 1;
        if (!FIXNUM_P(v) && RTEST(rb_equal(v, id))) return 1;
    }
    return 0;
}

struct inspect_call {
    VALUE (*func)(ANYARGS);
    VALUE obj, arg;
};

static VALUE
inspect_body(VALUE data)
{
    struct inspect_call *c = (struct inspect_call *)data;
    return (*c->func)(c->obj, c->arg);
}

/* drops the last id, whatever the inspected code left there (as 1.8.7) */
static VALUE
inspect_pop(VALUE dummy)
{
    VALUE tbl = inspect_tbl(0);

    if (!NIL_P(tbl)) rb_ary_pop(tbl);
    return Qnil;
}

/* func(obj, arg) with obj's id in the inspect table while it runs */
VALUE
rb_protect_inspect(VALUE (*func)(ANYARGS), VALUE obj, VALUE arg)
{
    struct inspect_call c;
    VALUE tbl = inspect_tbl(1), id = rb_obj_id(obj);

    if (ruby_stack_check()) rb_raise(rb_eSysStackError, "stack level too deep");
    if (inspect_tbl_includes(tbl, id)) return (*func)(obj, arg);
    rb_ary_push(tbl, id);
    c.func = func;
    c.obj = obj;
    c.arg = arg;
    return rb_ensure(inspect_body, (VALUE)&c, inspect_pop, 0);
}

/* whether obj is being inspected (or joined) in this thread */
VALUE
rb_inspecting_p(VALUE obj)
{
    VALUE tbl = inspect_tbl(0);

    if (NIL_P(tbl)) return Qfalse;
    return inspect_tbl_includes(tbl, rb_obj_id(obj)) ? Qtrue : Qfalse;
}

/* ------------------------------------------------------------ storage */

void
rb_mem_clear(register VALUE *mem, register long size)
{
    while (size--) *mem++ = Qnil;
}

static void
ary_modify_check(VALUE ary)
{
    if (OBJ_FROZEN(ary)) rb_error_frozen("array");
    if (FL_TEST(ary, ARY_TMPLOCK))
        rb_raise(rb_eRuntimeError, "can't modify array during iteration");
    if (!OBJ_TAINTED(ary) && rb_safe_level() >= 4)
        rb_raise(rb_eSecurityError, "Insecure: can't modify array");
}

void
rb_ary_modify(VALUE ary)
{
    ary_modify_check(ary);
}

/* a new element buffer for capa elements: small ones come from the
   transient heap (transient_heap.c), *transient says which it is */
#define ARY_TH_MAX 32     /* the transient heap's largest buffer, in VALUEs */
static inline VALUE *
ary_buf_new(long capa, int *transient)
{
    VALUE *p = capa <= ARY_TH_MAX ? rb_transient_heap_alloc_small(capa * sizeof(VALUE)) : 0;
    *transient = p != 0;
    return p ? p : ALLOC_N(VALUE, capa);
}

static inline void
ary_set_buf(VALUE ary, VALUE *buf, int transient)
{
    RARRAY(ary)->ptr = buf;
    if (transient) RBASIC(ary)->flags |= ARY_TRANSIENT;
    else RBASIC(ary)->flags &= ~(VALUE)ARY_TRANSIENT;
}

/* Array#shift moves ptr forward instead of moving the elements.  A shifted
   array (ARY_SHIFTED) keeps in ptr[-1], a dead slot, how far ptr is from
   the start of its malloc'ed buffer; aux.capa counts from ptr.  The marker
   only reads ptr[0, len), so the dead slots hold no reference. */
#define ARY_SHIFTED FL_USER3
#define ARY_OFFSET(ary) (FL_TEST((ary), ARY_SHIFTED) ? (long)RARRAY(ary)->ptr[-1] : 0L)

/* the start of ary's malloc'ed buffer (for gc.c's free) */
VALUE *
rb_ary_buf_base(VALUE ary)
{
    return RARRAY(ary)->ptr - ARY_OFFSET(ary);
}

/* the one way back to a plain buffer: moves the elements to its start */
static void
ary_make_flat(VALUE ary)
{
    long off = ARY_OFFSET(ary);
    VALUE *base;

    if (!off) return;
    base = RARRAY(ary)->ptr - off;
    ARY_MEMMOVE(base, RARRAY(ary)->ptr, RARRAY_LEN(ary));
    RARRAY(ary)->ptr = base;
    RARRAY(ary)->aux.capa += off;
    FL_UNSET(ary, ARY_SHIFTED);
}

/* drops the first k elements in O(1) */
static void
ary_drop_front(VALUE ary, long k)
{
    long off = ARY_OFFSET(ary) + k;

    if (k <= 0) return;
    RARRAY(ary)->ptr += k;
    RARRAY(ary)->aux.capa -= k;
    RARRAY(ary)->len -= k;
    if (RARRAY_LEN(ary) == 0) {     /* empty: the whole buffer is free again */
        RARRAY(ary)->ptr -= off;
        RARRAY(ary)->aux.capa += off;
        FL_UNSET(ary, ARY_SHIFTED);
        return;
    }
    RARRAY(ary)->ptr[-1] = (VALUE)off;
    FL_SET(ary, ARY_SHIFTED);
}

/* moves a transient buffer to malloc'ed memory; in_gc (the collector's
   evacuation): plain malloc, and 0 when it fails */
int
rb_ary_transient_move_out(VALUE ary, int in_gc)
{
    long capa = RARRAY(ary)->aux.capa > 0 ? RARRAY(ary)->aux.capa : 1;
    VALUE *buf = in_gc ? malloc(capa * sizeof(VALUE)) : ALLOC_N(VALUE, capa);

    if (!buf) return 0;
    if (!FL_TEST(ary, ARY_TRANSIENT)) {   /* ALLOC_N collected and moved it */
        xfree(buf);
        return 1;
    }
    if (RARRAY_LEN(ary) > 0) ARY_MEMCPY(buf, RARRAY(ary)->ptr, RARRAY_LEN(ary));
    RARRAY(ary)->ptr = buf;
    FL_UNSET(ary, ARY_SHIFTED | ARY_TRANSIENT);
    return 1;
}

/* rb_obj_class of an Array: a plain Array's own class without the walk */
static inline VALUE
ary_class(VALUE ary)
{
    if (!SPECIAL_CONST_P(ary) && RBASIC(ary)->klass == rb_cArray) return rb_cArray;
    return rb_obj_class(ary);
}

/* RARRAY_PTR of extensions: a buffer that never moves */
VALUE *
rb_ary_ptr(VALUE ary)
{
    if (FL_TEST(ary, ARY_TRANSIENT)) rb_ary_transient_move_out(ary, 0);
    return RARRAY(ary)->ptr;
}

static void
ary_buf_resize(VALUE ary, long capa)
{
    VALUE *buf, *old;
    long n;
    int transient;

    if (capa > ARY_MAX_SIZE) rb_raise(rb_eArgError, "array size too big");
    ary_make_flat(ary);
    if (RARRAY(ary)->ptr && !FL_TEST(ary, ARY_TRANSIENT)) {
        REALLOC_N(RARRAY(ary)->ptr, VALUE, capa);
        RARRAY(ary)->aux.capa = capa;
        return;
    }
    buf = ary_buf_new(capa, &transient);    /* may collect: read ptr after */
    old = RARRAY(ary)->ptr;
    n = RARRAY_LEN(ary) < capa ? RARRAY_LEN(ary) : capa;
    if (old && n > 0) ARY_MEMCPY(buf, old, n);
    if (old && !FL_TEST(ary, ARY_TRANSIENT)) xfree(old);   /* moved out meanwhile */
    ary_set_buf(ary, buf, transient);
    RARRAY(ary)->aux.capa = capa;
}

/* makes room for at least n elements */
static void
ary_reserve(VALUE ary, long n)
{
    long capa = RARRAY(ary)->aux.capa;

    if (n <= capa && RARRAY(ary)->ptr) return;
    /* reuse the shifted-off front when it is at least half the elements:
       the move is then paid for by as many shifts (amortized O(1)) */
    if (ARY_OFFSET(ary) * 2 >= RARRAY_LEN(ary) && n <= capa + ARY_OFFSET(ary)) {
        ary_make_flat(ary);
        return;
    }
    if (n >= ARY_MAX_SIZE) rb_raise(rb_eIndexError, "index %ld too big", n);
    /* a short shifted-off front is not worth a move alone: grow as well */
    if (ARY_OFFSET(ary) && n <= capa + ARY_OFFSET(ary)) n = capa + ARY_OFFSET(ary) + 1;
    capa += ARY_OFFSET(ary);
    capa = capa < ARY_DEFAULT_SIZE ? ARY_DEFAULT_SIZE : capa;
    while (capa < n) capa = capa > ARY_MAX_SIZE / 2 ? ARY_MAX_SIZE : capa * 2;
    ary_buf_resize(ary, capa);
}

static inline VALUE
ary_alloc(VALUE klass)
{
    NEWOBJ(ary, struct RArray);
    OBJSETUP(ary, klass, T_ARRAY);
    ary->len = 0;
    ary->aux.capa = 0;
    ary->ptr = 0;
    return (VALUE)ary;
}

static inline __attribute__((always_inline)) VALUE
ary_new(VALUE klass, long capa)
{
    VALUE ary, *buf;
    int transient;

    if (capa < 0) rb_raise(rb_eArgError, "negative array size (or size too big)");
    if (capa > ARY_MAX_SIZE) rb_raise(rb_eArgError, "array size too big");
    ary = ary_alloc(klass);
    if (capa == 0) capa = 1;
    buf = ary_buf_new(capa, &transient);
    ary_set_buf(ary, buf, transient);
    RARRAY(ary)->aux.capa = capa;
    return ary;
}

VALUE
rb_ary_new2(long capa)
{
    return ary_new(rb_cArray, capa);
}

VALUE
rb_ary_new(void)
{
    return rb_ary_new2(ARY_DEFAULT_SIZE);
}

VALUE
rb_ary_tmp_new(long capa)
{
    return rb_ary_new2(capa);
}

/* an Array of the n VALUEs of ap */
static VALUE
ary_new_va(long n, va_list ap)
{
    VALUE ary = rb_ary_new2(n);
    long i;

    for (i = 0; i < n; i++) RARRAY(ary)->ptr[i] = va_arg(ap, VALUE);
    RARRAY(ary)->len = n;
    return ary;
}

VALUE
rb_ary_new3(long n, ...)
{
    va_list ap;
    VALUE ary;

    va_start(ap, n);
    ary = ary_new_va(n, ap);
    va_end(ap);
    return ary;
}

VALUE
rb_ary_new4(long n, const VALUE *elts)
{
    VALUE ary = rb_ary_new2(n);

    if (n > 0 && elts) {
        ARY_MEMCPY(RARRAY(ary)->ptr, elts, n);
        RARRAY(ary)->len = n;
    }
    return ary;
}

VALUE
rb_values_new(long n, ...)
{
    va_list ap;
    VALUE ary;

    va_start(ap, n);
    ary = ary_new_va(n, ap);
    va_end(ap);
    return ary;
}

VALUE
rb_values_new2(long n, const VALUE *elts)
{
    return rb_ary_new4(n, elts);
}

VALUE
rb_values_from_ary(VALUE ary)
{
    return rb_ary_new4(RARRAY_LEN(ary), RARRAY_PTR(ary));
}

VALUE
rb_assoc_new(VALUE car, VALUE cdr)
{
    return rb_ary_new3(2, car, cdr);
}

static VALUE
to_ary(VALUE ary)
{
    return rb_convert_type(ary, T_ARRAY, "Array", "to_ary");
}

VALUE
rb_check_array_type(VALUE ary)
{
    return rb_check_convert_type(ary, T_ARRAY, "Array", "to_ary");
}

/* Array.try_convert does not exist in 1.8.7; this is the C-level helper */
VALUE
rb_ary_freeze(VALUE ary)
{
    return rb_obj_freeze(ary);
}

/* Array#frozen? */
static VALUE
ary_frozen_p(VALUE ary)
{
    if (OBJ_FROZEN(ary)) return Qtrue;
    if (FL_TEST(ary, ARY_TMPLOCK)) return Qtrue;
    return Qfalse;
}

/* copy of ary's elements into a fresh plain Array of class klass */
static VALUE
ary_make_copy(VALUE klass, VALUE ary)
{
    VALUE dup = ary_new(klass, RARRAY_LEN(ary));
    ARY_MEMCPY(RARRAY(dup)->ptr, RARRAY(ary)->ptr, RARRAY_LEN(ary));
    RARRAY(dup)->len = RARRAY_LEN(ary);
    return dup;
}

VALUE
rb_ary_dup(VALUE ary)
{
    VALUE dup = ary_make_copy(ary_class(ary), ary);
    OBJ_INFECT(dup, ary);
    /* as 1.8.7, the copy sort, reverse, uniq... start from keeps the
       receiver's instance variables (no initialize_copy call) */
    if (FL_TEST(ary, FL_EXIVAR)) rb_copy_generic_ivar(dup, ary);
    return dup;
}

/* Array.allocate */
static VALUE
ary_s_alloc(VALUE klass)
{
    return ary_alloc(klass);
}

/* Array.[] */
static VALUE
ary_s_create(int argc, VALUE *argv, VALUE klass)
{
    VALUE ary = ary_new(klass, argc);

    ARY_MEMCPY(RARRAY(ary)->ptr, argv, argc);
    RARRAY(ary)->len = argc;
    return ary;
}

/* len copies of val into ary, as Array#initialize without a block */
static inline __attribute__((always_inline)) void
ary_init_fill(VALUE ary, long len, VALUE val)
{
    long i;
    /* a new Array gets a buffer of its size (none for 0), as 1.8.7: a
       fresh one straight from ary_buf_new (nothing to keep or free) */
    if (!RARRAY(ary)->ptr && !FL_TEST(ary, ELTS_SHARED | ARY_SHIFTED | ARY_TRANSIENT)) {
        if (len > 0) {
            int transient;
            VALUE *buf = ary_buf_new(len, &transient);   /* may collect */
            if (!RARRAY(ary)->ptr) {
                ary_set_buf(ary, buf, transient);
                RARRAY(ary)->aux.capa = len;
            }
            else {   /* a GC finalizer filled it meanwhile: the general path */
                if (!transient) xfree(buf);
                ary_buf_resize(ary, len);
            }
        }
    }
    else ary_reserve(ary, len);
    for (i = 0; i < len; i++) RARRAY(ary)->ptr[i] = val;
    RARRAY(ary)->len = len;
}

/* Array#initialize: new(size=0, obj=nil), new(array), new(size) {|i| } */
static VALUE
ary_initialize(int argc, VALUE *argv, VALUE ary)
{
    long len, i;
    VALUE size, val;

    rb_ary_modify(ary);
    if (argc == 0) {
        RARRAY(ary)->len = 0;
        return ary;
    }
    if (argc > 2) rb_raise(rb_eArgError, "wrong number of arguments (%d for 2)", argc);
    size = argv[0];
    val = argc == 2 ? argv[1] : Qnil;
    if (argc == 1 && !FIXNUM_P(size)) {
        val = rb_check_array_type(size);
        if (!NIL_P(val)) return rb_ary_replace(ary, val);
    }
    len = NUM2LONG(size);
    if (len < 0) rb_raise(rb_eArgError, "negative array size");
    if (len > ARY_MAX_SIZE) rb_raise(rb_eArgError, "array size too big");
    if (rb_block_given_p()) {
        if (argc == 2) rb_warn("block supersedes default value argument");
        RARRAY(ary)->len = 0;
        for (i = 0; i < len; i++) rb_ary_store(ary, i, rb_yield(LONG2NUM(i)));
        return ary;
    }
    ary_init_fill(ary, len, val);
    return ary;
}

/* Class#new's initialize of a plain Array: Array.new, new(n), new(n, v)
   with a Fixnum n in range, no block, Array#initialize the built-in one
   and no trace hook run without a frame (nothing can raise, yield or
   watch); 0 if the call is to be made */
int
rb_ary_init_fast(VALUE ary, int argc, VALUE *argv)
{
    static unsigned long checked_serial;
    static int builtin;
    static ID id_init;
    if (SPECIAL_CONST_P(ary) || RBASIC(ary)->klass != rb_cArray || argc > 2) return 0;
    if (argc > 0 && (!FIXNUM_P(argv[0]) || FIX2LONG(argv[0]) < 0 || FIX2LONG(argv[0]) > ARY_MAX_SIZE))
        return 0;
    if (ruby_trace_func || ruby_frame->block) return 0;   /* rb_block_given_p */
    if (checked_serial != ruby_method_serial) {
        NODE *body;
        if (!id_init) id_init = rb_intern("initialize");
        body = rb_method_node(rb_cArray, id_init);
        builtin = body && nd_type(body) == NODE_CFUNC &&
                  body->nd_cfnc == (VALUE (*)(ANYARGS))ary_initialize;
        checked_serial = ruby_method_serial;
    }
    if (!builtin) return 0;
    /* what ary_initialize does with a Fixnum size in range and no block;
       one flag test for the fresh array (a frozen or locked one, or $SAFE 4,
       takes the call and its error) */
    if ((RBASIC(ary)->flags & (FL_FREEZE | ARY_TMPLOCK)) || (!OBJ_TAINTED(ary) && ruby_safe_level >= 4))
        return 0;
    ary_init_fill(ary, argc ? FIX2LONG(argv[0]) : 0, argc == 2 ? argv[1] : Qnil);
    return 1;
}

void
rb_ary_store(VALUE ary, long idx, VALUE val)
{
    long len = RARRAY_LEN(ary);

    if (idx < 0) {
        idx += len;
        if (idx < 0)
            rb_raise(rb_eIndexError, "index %ld out of array", idx - len);
    }
    rb_ary_modify(ary);
    if (idx >= ARY_MAX_SIZE) rb_raise(rb_eIndexError, "index %ld too big", idx);
    if (idx >= RARRAY(ary)->aux.capa || !RARRAY(ary)->ptr) ary_reserve(ary, idx + 1);
    if (idx > RARRAY_LEN(ary))
        rb_mem_clear(RARRAY(ary)->ptr + RARRAY_LEN(ary), idx - RARRAY_LEN(ary));
    if (idx >= RARRAY_LEN(ary)) RARRAY(ary)->len = idx + 1;
    RARRAY(ary)->ptr[idx] = val;
}

VALUE
rb_ary_push(VALUE ary, VALUE item)
{
    rb_ary_store(ary, RARRAY_LEN(ary), item);
    return ary;
}

/* Array#push */
static VALUE
ary_push_m(int argc, VALUE *argv, VALUE ary)
{
    int i;

    for (i = 0; i < argc; i++) rb_ary_push(ary, argv[i]);
    return ary;
}

VALUE
rb_ary_pop(VALUE ary)
{
    rb_ary_modify(ary);
    if (RARRAY_LEN(ary) == 0) return Qnil;
    RARRAY(ary)->len--;
    return RARRAY(ary)->ptr[RARRAY_LEN(ary)];
}

static long
ary_count_arg(VALUE n)
{
    long k = NUM2LONG(n);
    if (k < 0) rb_raise(rb_eArgError, "negative array size");
    return k;
}

/* Array#pop */
static VALUE
ary_pop_m(int argc, VALUE *argv, VALUE ary)
{
    VALUE n, res;
    long k, len;

    if (argc == 0) return rb_ary_pop(ary);
    rb_ary_modify(ary);     /* a frozen receiver before a wrong count */
    rb_scan_args(argc, argv, "01", &n);
    k = ary_count_arg(n);
    len = RARRAY_LEN(ary);
    if (k > len) k = len;
    res = rb_ary_new4(k, RARRAY_PTR(ary) + len - k);
    RARRAY(ary)->len = len - k;
    return res;
}

VALUE
rb_ary_shift(VALUE ary)
{
    VALUE top;

    rb_ary_modify(ary);
    if (RARRAY_LEN(ary) == 0) return Qnil;
    top = RARRAY(ary)->ptr[0];
    ary_drop_front(ary, 1);
    return top;
}

/* Array#shift */
static VALUE
ary_shift_m(int argc, VALUE *argv, VALUE ary)
{
    VALUE n, res;
    long k, len;

    if (argc == 0) return rb_ary_shift(ary);
    rb_ary_modify(ary);     /* a frozen receiver before a wrong count */
    rb_scan_args(argc, argv, "01", &n);
    k = ary_count_arg(n);
    len = RARRAY_LEN(ary);
    if (k > len) k = len;
    res = rb_ary_new4(k, RARRAY_PTR(ary));
    ary_drop_front(ary, k);
    return res;
}

/* arrays at least this long get room before their elements when an
   unshift finds none (shorter ones just move their elements) */
#define ARY_FRONT_ROOM_MIN 64

/* moves ary's elements to a new malloc'ed buffer that leaves room for n
   values before them plus half as many again, so that a run of unshifts
   costs O(1) each (amortized), as a run of shifts does; ptr ends up at
   the first of the n free slots */
static void
ary_regrow_front(VALUE ary, long n)
{
    long len = RARRAY_LEN(ary), room = len / 2 + ARY_DEFAULT_SIZE;
    long back = RARRAY(ary)->aux.capa - len;     /* spare slots after them */
    VALUE *buf = ALLOC_N(VALUE, room + n + len + back);   /* may collect */

    ARY_MEMCPY(buf + room + n, RARRAY(ary)->ptr, len);
    if (!FL_TEST(ary, ARY_TRANSIENT)) xfree(rb_ary_buf_base(ary));
    RARRAY(ary)->ptr = buf + room;
    RARRAY(ary)->aux.capa = n + len + back;
    RARRAY(ary)->ptr[-1] = (VALUE)room;
    FL_UNSET(ary, ARY_TRANSIENT);
    FL_SET(ary, ARY_SHIFTED);
}

/* inserts n values at the front */
static void
ary_unshift_n(VALUE ary, int n, VALUE *argv)
{
    long len = RARRAY_LEN(ary), off;

    rb_ary_modify(ary);
    off = ARY_OFFSET(ary);
    if (off < n && len >= ARY_FRONT_ROOM_MIN && len + n < ARY_MAX_SIZE / 2) {
        ary_regrow_front(ary, n);
        ARY_MEMCPY(RARRAY(ary)->ptr, argv, n);
        RARRAY(ary)->len = len + n;
        return;
    }
    if (off >= n) {                 /* room before ptr: step back into it */
        RARRAY(ary)->ptr -= n;
        RARRAY(ary)->aux.capa += n;
        if (off > n) RARRAY(ary)->ptr[-1] = (VALUE)(off - n);
        else FL_UNSET(ary, ARY_SHIFTED);    /* back at the buffer's start */
        ARY_MEMCPY(RARRAY(ary)->ptr, argv, n);
        RARRAY(ary)->len = len + n;
        return;
    }
    ary_reserve(ary, len + n);
    ARY_MEMMOVE(RARRAY(ary)->ptr + n, RARRAY(ary)->ptr, len);
    ARY_MEMCPY(RARRAY(ary)->ptr, argv, n);
    RARRAY(ary)->len = len + n;
}

VALUE
rb_ary_unshift(VALUE ary, VALUE item)
{
    ary_unshift_n(ary, 1, &item);
    return ary;
}

/* Array#unshift */
static VALUE
ary_unshift_m(int argc, VALUE *argv, VALUE ary)
{
    if (argc == 0) return ary;
    ary_unshift_n(ary, argc, argv);
    return ary;
}

VALUE
rb_ary_entry(VALUE ary, long offset)
{
    if (offset < 0) offset += RARRAY_LEN(ary);
    if (offset < 0 || RARRAY_LEN(ary) <= offset) return Qnil;
    return RARRAY(ary)->ptr[offset];
}

VALUE
rb_ary_subseq(VALUE ary, long beg, long len)
{
    VALUE klass, res;
    long alen = RARRAY_LEN(ary);

    if (beg > alen) return Qnil;
    if (beg < 0 || len < 0) return Qnil;
    if (alen < len || alen < beg + len) len = alen - beg;
    klass = ary_class(ary);
    res = ary_new(klass, len);
    ARY_MEMCPY(RARRAY(res)->ptr, RARRAY(ary)->ptr + beg, len);
    RARRAY(res)->len = len;
    return res;     /* untainted, as 1.8.7's (first(n) and last(n) infect) */
}

/* Array#[] and Array#slice */
VALUE
rb_ary_aref(int argc, VALUE *argv, VALUE ary)
{
    VALUE arg;
    long beg, len;

    if (argc == 2) {
        if (SYMBOL_P(argv[0])) rb_raise(rb_eTypeError, "Symbol as array index");
        beg = NUM2LONG(argv[0]);
        len = NUM2LONG(argv[1]);
        if (beg < 0) beg += RARRAY_LEN(ary);
        return rb_ary_subseq(ary, beg, len);
    }
    if (argc != 1)
        rb_raise(rb_eArgError, "wrong number of arguments (%d for %d)", argc, argc ? 2 : 1);
    arg = argv[0];
    if (FIXNUM_P(arg)) return rb_ary_entry(ary, FIX2LONG(arg));
    if (SYMBOL_P(arg)) rb_raise(rb_eTypeError, "Symbol as array index");
    switch (rb_range_beg_len(arg, &beg, &len, RARRAY_LEN(ary), 0)) {
      case Qfalse: break;
      case Qnil: return Qnil;
      default: return rb_ary_subseq(ary, beg, len);
    }
    return rb_ary_entry(ary, NUM2LONG(arg));
}

/* Array#at */
static VALUE
ary_at(VALUE ary, VALUE pos)
{
    return rb_ary_entry(ary, NUM2LONG(pos));
}

/* Array#first */
static VALUE
ary_first(int argc, VALUE *argv, VALUE ary)
{
    VALUE n;
    long k;

    if (argc == 0) return RARRAY_LEN(ary) ? RARRAY_PTR(ary)[0] : Qnil;
    rb_scan_args(argc, argv, "01", &n);
    k = ary_count_arg(n);
    if (k > RARRAY_LEN(ary)) k = RARRAY_LEN(ary);
    return rb_ary_new4(k, RARRAY_PTR(ary));
}

/* Array#last */
VALUE
rb_ary_last(int argc, VALUE *argv, VALUE ary)
{
    VALUE n;
    long k, len = RARRAY_LEN(ary);

    if (argc == 0) return len ? RARRAY_PTR(ary)[len - 1] : Qnil;
    rb_scan_args(argc, argv, "01", &n);
    k = ary_count_arg(n);
    len = RARRAY_LEN(ary);   /* n's to_int may have changed ary */
    if (k > len) k = len;
    return rb_ary_new4(k, RARRAY_PTR(ary) + len - k);
}

/* Array#fetch */
static VALUE
ary_fetch(int argc, VALUE *argv, VALUE ary)
{
    VALUE pos, ifnone;
    long idx;

    rb_scan_args(argc, argv, "11", &pos, &ifnone);
    if (rb_block_given_p() && argc == 2)
        rb_warn("block supersedes default value argument");
    idx = NUM2LONG(pos);
    if (idx < 0) idx += RARRAY_LEN(ary);
    if (idx < 0 || RARRAY_LEN(ary) <= idx) {
        if (rb_block_given_p()) return rb_yield(pos);
        if (argc == 1) rb_raise(rb_eIndexError, "index %ld out of array", idx);
        return ifnone;
    }
    return RARRAY_PTR(ary)[idx];
}

/* Array#index, Array#find_index */
static VALUE
ary_index(int argc, VALUE *argv, VALUE ary)
{
    VALUE val;
    long i;

    if (argc == 0) {
        RETURN_ENUMERATOR(ary, 0, 0);
        for (i = 0; i < RARRAY_LEN(ary); i++)
            if (RTEST(rb_yield(RARRAY_PTR(ary)[i]))) return LONG2NUM(i);
        return Qnil;
    }
    rb_scan_args(argc, argv, "01", &val);
    for (i = 0; i < RARRAY_LEN(ary); i++)
        if (rb_equal(RARRAY_PTR(ary)[i], val)) return LONG2NUM(i);
    return Qnil;
}

/* Array#rindex */
static VALUE
ary_rindex(int argc, VALUE *argv, VALUE ary)
{
    VALUE val;
    long i = RARRAY_LEN(ary);

    if (argc == 0) {
        RETURN_ENUMERATOR(ary, 0, 0);
        while (i--) {
            if (RTEST(rb_yield(RARRAY_PTR(ary)[i]))) return LONG2NUM(i);
            if (i > RARRAY_LEN(ary)) i = RARRAY_LEN(ary);
        }
        return Qnil;
    }
    rb_scan_args(argc, argv, "01", &val);
    while (i--) {
        if (i >= RARRAY_LEN(ary)) continue;
        if (rb_equal(RARRAY_PTR(ary)[i], val)) return LONG2NUM(i);
    }
    return Qnil;
}

VALUE
rb_ary_to_ary(VALUE obj)
{
    VALUE ary;

    if (TYPE(obj) == T_ARRAY) return obj;
    if (rb_respond_to(obj, id_to_ary)) return to_ary(obj);
    ary = rb_ary_new2(1);
    rb_ary_push(ary, obj);
    return ary;
}

/* replaces len elements at beg with the elements of rpl (nil: none) */
static void
ary_splice(VALUE ary, long beg, long len, VALUE rpl)
{
    long rlen, alen;

    if (len < 0) rb_raise(rb_eIndexError, "negative length (%ld)", len);
    alen = RARRAY_LEN(ary);
    if (beg < 0) {
        beg += alen;
        if (beg < 0) rb_raise(rb_eIndexError, "index %ld out of array", beg - alen);
    }
    if (alen < len || alen < beg + len) len = alen - beg;
    if (NIL_P(rpl)) rlen = 0;
    else {
        rpl = rb_ary_to_ary(rpl);
        rlen = RARRAY_LEN(rpl);
        /* rpl's to_ary may have changed ary: the place stays, the length
           is what ary has now (1.8.7) */
        alen = RARRAY_LEN(ary);
        if (beg < alen && alen < beg + len) len = alen - beg;
    }
    rb_ary_modify(ary);
    if (rpl == ary) rpl = ary_make_copy(rb_cArray, rpl);
    if (beg >= alen) {
        /* 1.8.7 names the index, not the length it would need */
        if (beg > ARY_MAX_SIZE - rlen) rb_raise(rb_eIndexError, "index %ld too big", beg);
        ary_reserve(ary, beg + rlen);
        rb_mem_clear(RARRAY(ary)->ptr + alen, beg - alen);
        ARY_MEMCPY(RARRAY(ary)->ptr + beg, RARRAY(rpl)->ptr, rlen);
        RARRAY(ary)->len = beg + rlen;
        return;
    }
    if (len < 0) len = 0;
    ary_reserve(ary, alen - len + rlen);
    if (len != rlen)
        ARY_MEMMOVE(RARRAY(ary)->ptr + beg + rlen, RARRAY(ary)->ptr + beg + len, alen - (beg + len));
    RARRAY(ary)->len = alen - len + rlen;
    ARY_MEMCPY(RARRAY(ary)->ptr + beg, RARRAY(rpl)->ptr, rlen);
}

VALUE
rb_ary_splice_values(VALUE ary, long beg, long len, VALUE rpl)
{
    ary_splice(ary, beg, len, rpl);
    return ary;
}

/* Array#[]= */
static VALUE
ary_aset(int argc, VALUE *argv, VALUE ary)
{
    long offset, beg, len;

    if (argc >= 2 && SYMBOL_P(argv[0])) rb_raise(rb_eTypeError, "Symbol as array index");
    if (argc == 3) {
        if (SYMBOL_P(argv[1])) rb_raise(rb_eTypeError, "Symbol as subarray length");
        len = NUM2LONG(argv[1]);    /* the length first, as 1.8.7 converts them */
        beg = NUM2LONG(argv[0]);
        ary_splice(ary, beg, len, argv[2]);
        return argv[2];
    }
    if (argc != 2) rb_raise(rb_eArgError, "wrong number of arguments (%d for 2)", argc);
    if (FIXNUM_P(argv[0])) {
        rb_ary_store(ary, FIX2LONG(argv[0]), argv[1]);
        return argv[1];
    }
    if (rb_range_beg_len(argv[0], &beg, &len, RARRAY_LEN(ary), 1)) {
        ary_splice(ary, beg, len, argv[1]);
        return argv[1];
    }
    offset = NUM2LONG(argv[0]);
    rb_ary_store(ary, offset, argv[1]);
    return argv[1];
}

/* Array#insert */
static VALUE
ary_insert(int argc, VALUE *argv, VALUE ary)
{
    long pos;

    if (argc < 1) rb_raise(rb_eArgError, "wrong number of arguments (at least 1)");
    if (argc == 1) return ary; /* 1.8.7 does not even convert a lone position */
    pos = NUM2LONG(argv[0]);
    if (pos == -1) pos = RARRAY_LEN(ary);
    else if (pos < 0) pos++;
    ary_splice(ary, pos, 0, rb_ary_new4(argc - 1, argv + 1));
    return ary;
}

/* Array#each */
VALUE
rb_ary_each(VALUE ary)
{
    long i;

    RETURN_ENUMERATOR(ary, 0, 0);
    for (i = 0; i < RARRAY_LEN(ary); i++) rb_yield(RARRAY_PTR(ary)[i]);
    return ary;
}

/* Array#each_index */
static VALUE
ary_each_index(VALUE ary)
{
    long i;

    RETURN_ENUMERATOR(ary, 0, 0);
    for (i = 0; i < RARRAY_LEN(ary); i++) rb_yield(LONG2NUM(i));
    return ary;
}

/* Array#reverse_each */
static VALUE
ary_reverse_each(VALUE ary)
{
    long len;

    RETURN_ENUMERATOR(ary, 0, 0);
    len = RARRAY_LEN(ary);
    while (len--) {
        rb_yield(RARRAY_PTR(ary)[len]);
        if (RARRAY_LEN(ary) < len) len = RARRAY_LEN(ary);
    }
    return ary;
}

/* Array#length */
static VALUE
ary_length(VALUE ary)
{
    return LONG2NUM(RARRAY_LEN(ary));
}

/* Array#empty? */
static VALUE
ary_empty_p(VALUE ary)
{
    return RARRAY_LEN(ary) == 0 ? Qtrue : Qfalse;
}

/* ------------------------------------------------------------ join / inspect */

static VALUE ary_join0(VALUE ary, VALUE sep, VALUE result);

/* joins pair[0] with separator pair[1]; run with the parent's id in the
   inspect table, as 1.8.7 */
static VALUE
inspect_join(VALUE parent, VALUE arg)
{
    VALUE *pair = (VALUE *)arg;
    return rb_ary_join(pair[0], pair[1]);
}

/* the string that joining puts for one element of ary (nested arrays are
   joined into a string of their own, as in 1.8.7) */
static VALUE
join_elt(VALUE ary, VALUE val, VALUE sep)
{
    VALUE pair[2];

    switch (TYPE(val)) {
      case T_STRING:
        return val;
      case T_ARRAY:
        if (val == ary || RTEST(rb_inspecting_p(val))) return rb_str_new2("[...]");
        pair[0] = val;
        pair[1] = sep;
        return rb_protect_inspect(inspect_join, ary, (VALUE)pair);
      default:
        return rb_obj_as_string(val);
    }
}

static VALUE
ary_join0(VALUE ary, VALUE sep, VALUE result)
{
    long i;
    VALUE val, tmp;

    for (i = 0; i < RARRAY_LEN(ary); i++) {
        val = RARRAY_PTR(ary)[i];
        tmp = join_elt(ary, val, sep);
        /* the separator after the element's conversion: a continuation
           re-entering that conversion appends both again, as in 1.8.7 */
        if (i > 0 && !NIL_P(sep)) rb_str_buf_append(result, sep);
        rb_str_buf_append(result, tmp);
        OBJ_INFECT(result, tmp);
        OBJ_INFECT(result, val);
    }
    return result;
}

VALUE
rb_ary_join(VALUE ary, VALUE sep)
{
    VALUE result;
    long i;

    if (RARRAY_LEN(ary) == 0) return rb_str_new(0, 0);
    /* 1.8.7 sizes the result first, asking each element for to_str */
    for (i = 0; i < RARRAY_LEN(ary); i++)
        if (TYPE(RARRAY_PTR(ary)[i]) != T_STRING) rb_check_string_type(RARRAY_PTR(ary)[i]);
    if (!NIL_P(sep)) StringValue(sep);
    result = rb_str_buf_new(64);
    OBJ_INFECT(result, ary);
    if (!NIL_P(sep)) OBJ_INFECT(result, sep);   /* even when never appended */
    return ary_join0(ary, sep, result);
}

/* Array#join */
static VALUE
ary_join_m(int argc, VALUE *argv, VALUE ary)
{
    VALUE sep;

    rb_scan_args(argc, argv, "01", &sep);
    if (NIL_P(sep)) sep = rb_output_fs;
    return rb_ary_join(ary, sep);
}

/* Array#to_s: join with $, (nothing by default) */
VALUE
rb_ary_to_s(VALUE ary)
{
    if (RARRAY_LEN(ary) == 0) return rb_str_new(0, 0);
    return rb_ary_join(ary, rb_output_fs);
}

VALUE
rb_ary_print_on(VALUE ary, VALUE port)
{
    return rb_io_write(port, rb_ary_to_s(ary));
}

static VALUE
inspect_ary(VALUE ary, VALUE dummy)
{
    long i;
    VALUE s, str;

    str = rb_str_buf_new2("[");
    for (i = 0; i < RARRAY_LEN(ary); i++) {
        s = rb_inspect(RARRAY_PTR(ary)[i]);
        if (i > 0) rb_str_buf_cat2(str, ", ");
        rb_str_buf_append(str, s);
        OBJ_INFECT(str, s);
    }
    rb_str_buf_cat2(str, "]");
    OBJ_INFECT(str, ary);
    return str;
}

/* Array#inspect */
VALUE
rb_ary_inspect(VALUE ary)
{
    if (RARRAY_LEN(ary) == 0) return rb_str_new2("[]");
    if (RTEST(rb_inspecting_p(ary))) return rb_str_new2("[...]");
    return rb_protect_inspect(inspect_ary, ary, 0);
}

/* Array#to_a */
VALUE
rb_ary_to_a(VALUE ary)
{
    if (ary_class(ary) != rb_cArray) {
        VALUE dup = ary_make_copy(rb_cArray, ary);
        OBJ_INFECT(dup, ary);
        return dup;
    }
    return ary;
}

/* Array#to_ary */
static VALUE
ary_to_ary_m(VALUE ary)
{
    return ary;
}

/* ------------------------------------------------------------ reorder */

VALUE
rb_ary_reverse(VALUE ary)
{
    VALUE *p1, *p2, tmp;

    rb_ary_modify(ary);
    if (RARRAY_LEN(ary) > 1) {
        p1 = RARRAY(ary)->ptr;
        p2 = p1 + RARRAY_LEN(ary) - 1;
        while (p1 < p2) {
            tmp = *p1;
            *p1++ = *p2;
            *p2-- = tmp;
        }
    }
    return ary;
}

/* Array#reverse! */
static VALUE
ary_reverse_bang(VALUE ary)
{
    return rb_ary_reverse(ary);
}

/* Array#reverse */
static VALUE
ary_reverse_m(VALUE ary)
{
    return rb_ary_reverse(rb_ary_dup(ary));
}

/* ------------------------------------------------------------ sort */

struct sort_data {
    VALUE ary;
    int block;
    /* the work buffer is an Array nobody else sees: held by this frame, it
       stays alive and marked when a continuation re-enters a comparison
       after the sort has returned */
    volatile VALUE work;
    VALUE *ptr;  /* ary's buffer and length when the sort began */
    long len;
};

/* after user code: the array must be as the sort found it (it can only
   differ when a continuation re-entered a comparison after the sort) */
static void
sort_check(struct sort_data *d)
{
    if (RARRAY(d->ary)->ptr != d->ptr || RARRAY_LEN(d->ary) != d->len)
        rb_raise(rb_eArgError, "array modified during sort");
}

static int
sort_cmp(VALUE a, VALUE b, struct sort_data *d)
{
    VALUE r;

    if (d->block) {
        r = rb_yield_values(2, a, b);
        sort_check(d);
        return rb_cmpint(r, a, b);
    }
    if (FIXNUM_P(a) && FIXNUM_P(b)) {
        if ((long)a > (long)b) return 1;
        if ((long)a < (long)b) return -1;
        return 0;
    }
    /* 1.8.7 compares two Strings (of any class) without calling <=> */
    if (TYPE(a) == T_STRING && TYPE(b) == T_STRING) return rb_str_cmp(a, b);
    r = rb_funcall(a, id_cmp, 1, b);
    sort_check(d);
    return rb_cmpint(r, a, b);
}

/* ---- 1.8.7's sort order ----
   1.8.7 sorts with a median-of-three quicksort (mm quicksort): which pairs
   it compares, in which order, and where equal elements end up follow from
   its partitioning.  rb_qsort_values partitions the same way, so a block
   that logs, ties under sort_by and inconsistent blocks all come out as in
   1.8.7.  Indices, not pointers; an explicit stack of pending ranges. */

struct qsort_state {
    VALUE *a;
    rb_qsort_cmp_func *cmp;
    void *data;
    int check_runs;   /* the one look for an ordered run is still to make */
    long total;
};

#define QCMP(q, i, j) ((q)->cmp((q)->a[i], (q)->a[j], (q)->data))

static void
qs_swap(VALUE *a, long i, long j)
{
    VALUE t = a[i];
    a[i] = a[j];
    a[j] = t;
}

/* a[i] <- a[j] <- a[k] <- a[i] */
static void
qs_rotate(VALUE *a, long i, long j, long k)
{
    VALUE t = a[i];
    a[i] = a[j];
    a[j] = a[k];
    a[k] = t;
}

static long
qs_median3(struct qsort_state *q, long x, long y, long z)
{
    if (QCMP(q, x, y) < 0) {
        if (QCMP(q, y, z) < 0) return y;
        return QCMP(q, x, z) < 0 ? z : x;
    }
    if (QCMP(q, y, z) > 0) return y;
    return QCMP(q, x, z) < 0 ? x : z;
}

/* the pivot's index for lo..hi (n elements) */
static long
qs_pivot(struct qsort_state *q, long lo, long n)
{
    long mid = lo + n / 2, left, right, step;

    if (n < 60) return mid;
    if (n >= 200) {
        step = n / 8;
        left = qs_median3(q, lo + step, lo + 2 * step, lo + 3 * step);
        right = qs_median3(q, mid + step, mid + 2 * step, mid + 3 * step);
    }
    else {
        step = n / 4;
        left = lo + step;
        right = mid + step;
    }
    return qs_median3(q, left, mid, right);
}

/* the first range that needs it: is it already ascending (dir 1) or
   descending (dir -1, then reversed)?  Asked once per sort. */
static int
qs_run_done(struct qsort_state *q, long lo, long hi, int dir)
{
    long i;

    if (!q->check_runs || q->total < 63) return 0;
    q->check_runs = 0;
    for (i = lo; i < hi; i++) {
        int c = QCMP(q, i, i + 1);
        if (dir > 0 ? c > 0 : c < 0) return 0;
    }
    if (dir < 0) for (; lo < hi; lo++, hi--) qs_swap(q->a, lo, hi);
    return 1;
}

enum { QS_DONE, QS_SPLIT_A, QS_SPLIT_B };

/* orders a[lo], a[m], a[hi] and chooses the partition kind; *l may move */
static int
qs_prepare(struct qsort_state *q, long lo, long hi, long m, long *l)
{
    VALUE *a = q->a;
    int t = QCMP(q, lo, m), u;

    if (t < 0) {
        u = QCMP(q, m, hi);
        if (u < 0) return qs_run_done(q, lo, hi, 1) ? QS_DONE : QS_SPLIT_A;
        if (u > 0) {
            if (QCMP(q, lo, hi) <= 0) qs_swap(a, m, hi);
            else qs_rotate(a, hi, m, lo);
            return QS_SPLIT_A;
        }
        return QS_SPLIT_B;
    }
    if (t > 0) {
        u = QCMP(q, m, hi);
        if (u > 0) {
            if (qs_run_done(q, lo, hi, -1)) return QS_DONE;
            qs_swap(a, lo, hi);
            return QS_SPLIT_A;
        }
        if (u < 0) {
            if (QCMP(q, lo, hi) <= 0) { qs_swap(a, lo, m); return QS_SPLIT_B; }
            qs_rotate(a, lo, m, hi);
            return QS_SPLIT_A;
        }
        qs_swap(a, lo, hi);
        return QS_SPLIT_A;
    }
    u = QCMP(q, m, hi);
    if (u < 0) return QS_SPLIT_A;
    if (u > 0) { qs_swap(a, lo, hi); return QS_SPLIT_B; }
    /* lo, m and hi equal: the first element that differs decides */
    for (;;) {
        if (++*l == hi) return QS_DONE;
        if (*l == m) continue;
        t = QCMP(q, *l, m);
        if (t > 0) { qs_swap(a, *l, hi); *l = lo; return QS_SPLIT_A; }
        if (t < 0) { qs_swap(a, lo, *l); *l = lo; return QS_SPLIT_B; }
    }
}

void
rb_qsort_values(VALUE *a, long n, rb_qsort_cmp_func *cmp, void *data)
{
    struct qsort_state q;
    long stack[2 * 64], sp = 0, lo, hi, l, r, m;
    int kind, eq_l, eq_r, t;

    if (n <= 1) return;
    q.a = a; q.cmp = cmp; q.data = data; q.check_runs = 1; q.total = n;
    lo = 0; hi = n - 1;
    for (;;) {
        if (hi <= lo) goto next;
        if (lo + 1 == hi) {
            if (QCMP(&q, lo, hi) > 0) qs_swap(a, lo, hi);
            goto next;
        }
        l = lo; r = hi;
        m = qs_pivot(&q, lo, hi - lo + 1);
        kind = qs_prepare(&q, lo, hi, m, &l);
        if (kind == QS_DONE) goto next;
        eq_l = eq_r = 1;
        if (kind == QS_SPLIT_A) {
            /* left <= pivot < right */
            for (;;) {
                for (;;) {
                    if (++l == r) { l--; if (l != m) qs_swap(a, m, l); l--; goto split; }
                    if (l == m) continue;
                    if ((t = QCMP(&q, l, m)) > 0) { eq_r = 0; break; }
                    if (t < 0) eq_l = 0;
                }
                for (;;) {
                    if (l == --r) { l--; if (l != m) qs_swap(a, m, l); l--; goto split; }
                    if (r == m) { m = l; break; }   /* the swap moves the pivot to l */
                    if ((t = QCMP(&q, r, m)) < 0) { eq_l = 0; break; }
                    if (t == 0) break;
                }
                qs_swap(a, l, r);
            }
        }
        else {
            /* left < pivot <= right */
            for (;;) {
                for (;;) {
                    if (l == --r) { r++; if (r != m) qs_swap(a, r, m); r++; goto split; }
                    if (r == m) continue;
                    if ((t = QCMP(&q, r, m)) < 0) { eq_l = 0; break; }
                    if (t > 0) eq_r = 0;
                }
                for (;;) {
                    if (++l == r) { r++; if (r != m) qs_swap(a, r, m); r++; goto split; }
                    if (l == m) { m = r; break; }   /* the swap moves the pivot to r */
                    if ((t = QCMP(&q, l, m)) > 0) { eq_r = 0; break; }
                    if (t == 0) break;
                }
                qs_swap(a, l, r);
            }
        }
      split:
        /* the smaller side first; a side all equal to the pivot is done */
        if (!eq_l && !eq_r) {
            if (l - lo < hi - r) { stack[sp++] = r; stack[sp++] = hi; hi = l; }
            else { stack[sp++] = lo; stack[sp++] = l; lo = r; }
            continue;
        }
        if (!eq_l) { hi = l; continue; }
        if (!eq_r) { lo = r; continue; }
      next:
        if (sp == 0) return;
        hi = stack[--sp];
        lo = stack[--sp];
    }
}

#undef QCMP

static int
sort_qcmp(VALUE a, VALUE b, void *d)
{
    return sort_cmp(a, b, (struct sort_data *)d);
}

/* the comparisons sort_cmp makes of two Fixnums and of two Strings, for
   arrays holding only those: no Ruby code runs during such a sort */
static int
sort_fix_qcmp(VALUE a, VALUE b, void *d)
{
    return (long)a > (long)b ? 1 : (long)a < (long)b ? -1 : 0;
}

static int
sort_str_qcmp(VALUE a, VALUE b, void *d)
{
    return rb_str_cmp(a, b);
}

/* the comparison for a sort without a block: one look at the elements
   picks a direct one when they are all Fixnums or all Strings */
static rb_qsort_cmp_func *
sort_pick_cmp(VALUE *p, long n)
{
    long i;

    if (n > 0 && FIXNUM_P(p[0])) {
        for (i = 1; i < n; i++) if (!FIXNUM_P(p[i])) return sort_qcmp;
        return sort_fix_qcmp;
    }
    for (i = 0; i < n; i++)
        if (SPECIAL_CONST_P(p[i]) || BUILTIN_TYPE(p[i]) != T_STRING) return sort_qcmp;
    return sort_str_qcmp;
}

static VALUE
sort_body(VALUE data)
{
    struct sort_data *d = (struct sort_data *)data;
    long n = RARRAY_LEN(d->work);
    VALUE *p = RARRAY_PTR(d->work);

    rb_qsort_values(p, n, d->block ? sort_qcmp : sort_pick_cmp(p, n), d);
    return d->ary;
}

/* also when a comparison raised: 1.8.7 sorts in place, so the array keeps
   the order the sort had reached */
static VALUE
sort_unlock(VALUE data)
{
    struct sort_data *d = (struct sort_data *)data;
    FL_UNSET(d->ary, ARY_TMPLOCK);
    if (RARRAY(d->ary)->ptr == d->ptr && RARRAY_LEN(d->ary) == d->len)
        ARY_MEMCPY(RARRAY(d->ary)->ptr, RARRAY_PTR(d->work), d->len);
    return d->ary;
}

/* the sorted work buffer into ary */
static void
sort_store(struct sort_data *d)
{
    sort_check(d);
    /* the buffer is the one the sort began with: written even if ary was
       frozen meanwhile, as 1.8.7 sorts in place */
    ARY_MEMCPY(RARRAY(d->ary)->ptr, RARRAY_PTR(d->work), d->len);
}

VALUE
rb_ary_sort_bang(VALUE ary)
{
    struct sort_data d;
    long n;

    rb_ary_modify(ary);
    n = RARRAY_LEN(ary);
    if (n <= 1) return ary;
    d.ary = ary;
    d.block = rb_block_given_p();
    d.work = ary_make_copy(rb_cArray, ary);
    d.ptr = RARRAY(ary)->ptr;
    d.len = n;
    FL_SET(ary, ARY_TMPLOCK);
    rb_ensure(sort_body, (VALUE)&d, sort_unlock, (VALUE)&d);
    sort_store(&d);
    return ary;
}

VALUE
rb_ary_sort(VALUE ary)
{
    ary = rb_ary_dup(ary);
    rb_ary_sort_bang(ary);
    return ary;
}

/* ------------------------------------------------------------ block iterators */

/* Array#collect, Array#map (an Array even without a block in 1.8) */
static VALUE
ary_collect(VALUE ary)
{
    long i;
    VALUE collect;

    if (!rb_block_given_p()) return ary_make_copy(rb_cArray, ary);
    collect = rb_ary_new2(RARRAY_LEN(ary));
    for (i = 0; i < RARRAY_LEN(ary); i++)
        rb_ary_push(collect, rb_yield(RARRAY_PTR(ary)[i]));
    return collect;
}

/* Array#collect!, Array#map! */
static VALUE
ary_collect_bang(VALUE ary)
{
    long i;

    RETURN_ENUMERATOR(ary, 0, 0);
    rb_ary_modify(ary);
    for (i = 0; i < RARRAY_LEN(ary); i++)
        rb_ary_store(ary, i, rb_yield(RARRAY_PTR(ary)[i]));
    return ary;
}

VALUE
rb_get_values_at(VALUE obj, long olen, int argc, VALUE *argv, VALUE (*func)(VALUE, long))
{
    VALUE result = rb_ary_new2(argc);
    long beg, len, i, j;

    for (i = 0; i < argc; i++) {
        if (FIXNUM_P(argv[i])) {
            rb_ary_push(result, (*func)(obj, FIX2LONG(argv[i])));
            continue;
        }
        switch (rb_range_beg_len(argv[i], &beg, &len, olen, 0)) {
          case Qfalse: break;
          case Qnil: continue;
          default:
            for (j = 0; j < len; j++) rb_ary_push(result, (*func)(obj, j + beg));
            continue;
        }
        rb_ary_push(result, (*func)(obj, NUM2LONG(argv[i])));
    }
    return result;
}

/* Array#values_at */
static VALUE
ary_values_at(int argc, VALUE *argv, VALUE ary)
{
    return rb_get_values_at(ary, RARRAY_LEN(ary), argc, argv, rb_ary_entry);
}

/* Array#indexes, Array#indices (deprecated) */
static VALUE
ary_indexes(int argc, VALUE *argv, VALUE ary)
{
    VALUE new_ary;
    int i;

    rb_warn("Array#%s is deprecated; use Array#values_at", rb_id2name(rb_frame_last_func()));
    new_ary = rb_ary_new2(argc);
    for (i = 0; i < argc; i++) rb_ary_push(new_ary, rb_ary_aref(1, argv + i, ary));
    return new_ary;
}

/* Array#select */
static VALUE
ary_select(VALUE ary)
{
    VALUE result;
    long i;

    RETURN_ENUMERATOR(ary, 0, 0);
    result = rb_ary_new2(RARRAY_LEN(ary));
    for (i = 0; i < RARRAY_LEN(ary); i++) {
        if (RTEST(rb_yield(RARRAY_PTR(ary)[i]))) rb_ary_push(result, rb_ary_entry(ary, i));
    }
    return result;
}

VALUE
rb_ary_delete(VALUE ary, VALUE item)
{
    long i1, i2;
    VALUE v = item, e;

    for (i1 = i2 = 0; i1 < RARRAY_LEN(ary); i1++) {
        e = RARRAY_PTR(ary)[i1];
        if (rb_equal(e, item)) continue;
        if (i1 != i2) rb_ary_store(ary, i2, e);
        i2++;
    }
    if (RARRAY_LEN(ary) == i2) {
        if (rb_block_given_p()) return rb_yield(item);
        return Qnil;
    }
    rb_ary_modify(ary);
    if (RARRAY_LEN(ary) > i2) RARRAY(ary)->len = i2;
    return v;
}

VALUE
rb_ary_delete_at(VALUE ary, long pos)
{
    long len = RARRAY_LEN(ary);
    VALUE del;

    if (pos >= len) return Qnil;
    if (pos < 0) {
        pos += len;
        if (pos < 0) return Qnil;
    }
    rb_ary_modify(ary);
    del = RARRAY_PTR(ary)[pos];
    ARY_MEMMOVE(RARRAY(ary)->ptr + pos, RARRAY(ary)->ptr + pos + 1, len - pos - 1);
    RARRAY(ary)->len--;
    return del;
}

/* Array#delete_at */
static VALUE
ary_delete_at_m(VALUE ary, VALUE pos)
{
    return rb_ary_delete_at(ary, NUM2LONG(pos));
}

/* Array#slice! */
static VALUE
ary_slice_bang(int argc, VALUE *argv, VALUE ary)
{
    VALUE arg1, arg2;
    long pos, len;

    ary_modify_check(ary); /* 1.8.7 checks before it looks at the arguments */
    if (rb_scan_args(argc, argv, "11", &arg1, &arg2) == 2) {
        pos = NUM2LONG(arg1);
        len = NUM2LONG(arg2);
      delete_pos_len:
        if (pos < 0) pos = RARRAY_LEN(ary) + pos;
        arg2 = rb_ary_subseq(ary, pos, len);
        if (!NIL_P(arg2)) ary_splice(ary, pos, len, Qnil);
        return arg2;
    }
    if (!FIXNUM_P(arg1)) {
        switch (rb_range_beg_len(arg1, &pos, &len, RARRAY_LEN(ary), 0)) {
          case Qtrue: goto delete_pos_len;
          case Qnil: return Qnil;
          default: break;
        }
    }
    return rb_ary_delete_at(ary, NUM2LONG(arg1));
}

/* Array#reject! */
static VALUE
ary_reject_bang(VALUE ary)
{
    long i1, i2;
    VALUE v;

    RETURN_ENUMERATOR(ary, 0, 0);
    rb_ary_modify(ary);
    for (i1 = i2 = 0; i1 < RARRAY_LEN(ary); i1++) {
        v = RARRAY_PTR(ary)[i1];
        if (RTEST(rb_yield(v))) continue;
        if (i1 != i2) rb_ary_store(ary, i2, v);
        i2++;
    }
    if (RARRAY_LEN(ary) == i2) return Qnil;
    if (i2 < RARRAY_LEN(ary)) RARRAY(ary)->len = i2;
    return ary;
}

/* Array#reject */
static VALUE
ary_reject(VALUE ary)
{
    RETURN_ENUMERATOR(ary, 0, 0);
    ary = rb_ary_dup(ary);
    ary_reject_bang(ary);
    return ary;
}

/* Array#delete_if */
static VALUE
ary_delete_if(VALUE ary)
{
    RETURN_ENUMERATOR(ary, 0, 0);
    ary_reject_bang(ary);
    return ary;
}

/* Array#zip */
static VALUE
ary_zip(int argc, VALUE *argv, VALUE ary)
{
    int i, j;
    long len;
    VALUE result = Qnil, tmp;

    for (i = 0; i < argc; i++) argv[i] = to_ary(argv[i]);
    len = RARRAY_LEN(ary);   /* after the conversions, which may resize it */
    if (rb_block_given_p()) {
        for (i = 0; i < RARRAY_LEN(ary); i++) {
            tmp = rb_ary_new2(argc + 1);
            rb_ary_push(tmp, rb_ary_entry(ary, i));
            for (j = 0; j < argc; j++) rb_ary_push(tmp, rb_ary_entry(argv[j], i));
            rb_yield(tmp);
        }
        return Qnil;
    }
    result = rb_ary_new2(len);
    for (i = 0; i < len; i++) {
        tmp = rb_ary_new2(argc + 1);
        rb_ary_push(tmp, rb_ary_entry(ary, i));
        for (j = 0; j < argc; j++) rb_ary_push(tmp, rb_ary_entry(argv[j], i));
        rb_ary_push(result, tmp);
    }
    return result;
}

/* Array#transpose */
static VALUE
ary_transpose(VALUE ary)
{
    long elen = -1, alen, i, j;
    VALUE tmp, result = 0;

    alen = RARRAY_LEN(ary);
    if (alen == 0) return rb_ary_dup(ary);
    for (i = 0; i < alen; i++) {
        tmp = to_ary(rb_ary_entry(ary, i));
        if (elen < 0) {
            elen = RARRAY_LEN(tmp);
            result = rb_ary_new2(elen);
            for (j = 0; j < elen; j++) rb_ary_store(result, j, rb_ary_new2(alen));
        }
        else if (elen != RARRAY_LEN(tmp)) {
            rb_raise(rb_eIndexError, "element size differs (%ld should be %ld)",
                     RARRAY_LEN(tmp), elen);
        }
        for (j = 0; j < elen; j++)
            rb_ary_store(rb_ary_entry(result, j), i, rb_ary_entry(tmp, j));
    }
    return result;
}

/* Array#replace, Array#initialize_copy */
VALUE
rb_ary_replace(VALUE copy, VALUE orig)
{
    long len;

    rb_ary_modify(copy);
    orig = to_ary(orig);
    if (copy == orig) return copy;
    len = RARRAY_LEN(orig);
    ary_reserve(copy, len);
    ARY_MEMCPY(RARRAY(copy)->ptr, RARRAY(orig)->ptr, len);
    RARRAY(copy)->len = len;
    return copy;
}

VALUE
rb_ary_clear(VALUE ary)
{
    rb_ary_modify(ary);
    RARRAY(ary)->len = 0;
    if (RARRAY(ary)->aux.capa > ARY_DEFAULT_SIZE * 2) ary_buf_resize(ary, ARY_DEFAULT_SIZE);
    return ary;
}

/* fills len slots from beg with val, or the block's value for each index */
static void
ary_fill_range(VALUE ary, long beg, long len, VALUE item, int block)
{
    long end, i;

    if (beg < 0) {
        beg += RARRAY_LEN(ary);
        if (beg < 0) beg = 0;
    }
    if (len < 0) return;
    if (beg >= ARY_MAX_SIZE || len > ARY_MAX_SIZE - beg)
        rb_raise(rb_eArgError, "argument too big");
    end = beg + len;
    if (end > RARRAY_LEN(ary)) {
        ary_reserve(ary, end);
        rb_mem_clear(RARRAY(ary)->ptr + RARRAY_LEN(ary), end - RARRAY_LEN(ary));
        RARRAY(ary)->len = end;
    }
    for (i = beg; i < end; i++) {
        VALUE v = block ? rb_yield(LONG2NUM(i)) : item;
        if (i >= RARRAY_LEN(ary)) break;
        RARRAY(ary)->ptr[i] = v;
    }
}

/* Array#fill */
static VALUE
ary_fill(int argc, VALUE *argv, VALUE ary)
{
    VALUE item = Qnil, arg1, arg2;
    long beg = 0, len = 0;
    int block = rb_block_given_p();

    if (block) rb_scan_args(argc, argv, "02", &arg1, &arg2);
    else {
        rb_scan_args(argc, argv, "12", &item, &arg1, &arg2);
        argc--;
    }
    switch (argc) {
      case 0:
        beg = 0;
        len = RARRAY_LEN(ary);
        break;
      case 1:
        if (rb_range_beg_len(arg1, &beg, &len, RARRAY_LEN(ary), 1)) break;
        /* fall through */
      case 2:
        beg = NIL_P(arg1) ? 0 : NUM2LONG(arg1);
        if (beg < 0) {
            beg = RARRAY_LEN(ary) + beg;
            if (beg < 0) beg = 0;
        }
        len = NIL_P(arg2) ? RARRAY_LEN(ary) - beg : NUM2LONG(arg2);
        break;
    }
    rb_ary_modify(ary);     /* after the arguments, as 1.8.7 */
    ary_fill_range(ary, beg, len, item, block);
    return ary;
}

/* ------------------------------------------------------------ arithmetic and sets */

VALUE
rb_ary_plus(VALUE x, VALUE y)
{
    VALUE z;
    long len;

    y = to_ary(y);
    len = RARRAY_LEN(x) + RARRAY_LEN(y);
    z = rb_ary_new2(len);
    ARY_MEMCPY(RARRAY(z)->ptr, RARRAY(x)->ptr, RARRAY_LEN(x));
    ARY_MEMCPY(RARRAY(z)->ptr + RARRAY_LEN(x), RARRAY(y)->ptr, RARRAY_LEN(y));
    RARRAY(z)->len = len;
    return z;
}

VALUE
rb_ary_concat(VALUE x, VALUE y)
{
    y = to_ary(y);
    if (RARRAY_LEN(y) > 0) ary_splice(x, RARRAY_LEN(x), 0, y); /* nothing: no frozen check */
    return x;
}

/* Array#<< */
static VALUE
ary_push_op(VALUE ary, VALUE item)
{
    return rb_ary_push(ary, item);
}

/* Array#* */
static VALUE
ary_times(VALUE ary, VALUE times)
{
    VALUE ary2, tmp;
    long i, len;

    tmp = rb_check_string_type(times);
    if (!NIL_P(tmp)) return rb_ary_join(ary, tmp);
    len = NUM2LONG(times);
    if (len == 0) return ary_new(ary_class(ary), 0);
    if (len < 0) rb_raise(rb_eArgError, "negative argument");
    if (ARY_MAX_SIZE / len < RARRAY_LEN(ary)) rb_raise(rb_eArgError, "argument too big");
    len *= RARRAY_LEN(ary);
    ary2 = ary_new(ary_class(ary), len);
    for (i = 0; i < len; i += RARRAY_LEN(ary))
        ARY_MEMCPY(RARRAY(ary2)->ptr + i, RARRAY(ary)->ptr, RARRAY_LEN(ary));
    RARRAY(ary2)->len = len;
    OBJ_INFECT(ary2, ary);
    return ary2;
}

VALUE
rb_ary_assoc(VALUE ary, VALUE key)
{
    long i;
    VALUE v;

    for (i = 0; i < RARRAY_LEN(ary); i++) {
        v = rb_check_array_type(RARRAY_PTR(ary)[i]);
        if (!NIL_P(v) && RARRAY_LEN(v) > 0 && rb_equal(RARRAY_PTR(v)[0], key)) return v;
    }
    return Qnil;
}

VALUE
rb_ary_rassoc(VALUE ary, VALUE value)
{
    long i;
    VALUE v;

    for (i = 0; i < RARRAY_LEN(ary); i++) {
        v = RARRAY_PTR(ary)[i];
        if (TYPE(v) == T_ARRAY && RARRAY_LEN(v) > 1 && rb_equal(RARRAY_PTR(v)[1], value))
            return v;
    }
    return Qnil;
}

static VALUE
equal_rec(VALUE ary1, VALUE ary2, int recur)
{
    long i;

    if (recur) return Qfalse;
    /* lengths were equal before the first call: an element's method that
       resizes either array is compared as 1.8.7 (nil past the end, no
       final length check) */
    for (i = 0; i < RARRAY_LEN(ary1); i++) {
        if (!rb_equal(rb_ary_entry(ary1, i), rb_ary_entry(ary2, i))) return Qfalse;
    }
    return Qtrue;
}

/* Array#== */
VALUE
rb_ary_equal(VALUE ary1, VALUE ary2)
{
    if (ary1 == ary2) return Qtrue;
    if (TYPE(ary2) != T_ARRAY) {
        if (!rb_respond_to(ary2, id_to_ary)) return Qfalse;
        return rb_equal(ary2, ary1);
    }
    if (RARRAY_LEN(ary1) != RARRAY_LEN(ary2)) return Qfalse;
    return rb_ary_exec_recursive(equal_rec, ary1, ary2);
}

static VALUE
eql_rec(VALUE ary1, VALUE ary2, int recur)
{
    long i;

    if (recur) return Qfalse;
    /* lengths were equal before the first call: an element's method that
       resizes either array is compared as 1.8.7 (nil past the end, no
       final length check) */
    for (i = 0; i < RARRAY_LEN(ary1); i++) {
        if (!rb_eql(rb_ary_entry(ary1, i), rb_ary_entry(ary2, i))) return Qfalse;
    }
    return Qtrue;
}

/* Array#eql? */
static VALUE
ary_eql(VALUE ary1, VALUE ary2)
{
    if (ary1 == ary2) return Qtrue;
    if (TYPE(ary2) != T_ARRAY) return Qfalse;
    if (RARRAY_LEN(ary1) != RARRAY_LEN(ary2)) return Qfalse;
    return rb_ary_exec_recursive(eql_rec, ary1, ary2);
}

static VALUE
hash_rec(VALUE ary, VALUE dummy, int recur)
{
    long i, h;
    VALUE n;

    if (recur) return LONG2FIX(0);
    h = RARRAY_LEN(ary);
    for (i = 0; i < RARRAY_LEN(ary); i++) {
        h = (long)(((unsigned long)h << 1) | (h < 0 ? 1 : 0)); /* rotate left, unsigned: no UB */
        n = rb_hash(RARRAY_PTR(ary)[i]);
        h ^= NUM2LONG(n);
    }
    return LONG2FIX(h);
}

/* Array#hash */
static VALUE
ary_hash(VALUE ary)
{
    return rb_ary_exec_recursive(hash_rec, ary, 0);
}

VALUE
rb_ary_includes(VALUE ary, VALUE item)
{
    long i;

    for (i = 0; i < RARRAY_LEN(ary); i++)
        if (rb_equal(RARRAY_PTR(ary)[i], item)) return Qtrue;
    return Qfalse;
}

static VALUE
cmp_rec(VALUE ary1, VALUE ary2, int recur)
{
    long i, len;

    if (recur) return Qnil;
    len = RARRAY_LEN(ary1);
    if (len > RARRAY_LEN(ary2)) len = RARRAY_LEN(ary2);
    for (i = 0; i < len; i++) {
        VALUE v = rb_funcall(rb_ary_entry(ary1, i), id_cmp, 1, rb_ary_entry(ary2, i));
        if (v != INT2FIX(0)) return v;
    }
    return Qundef;
}

/* Array#<=> */
VALUE
rb_ary_cmp(VALUE ary1, VALUE ary2)
{
    long len;
    VALUE v;

    ary2 = to_ary(ary2);
    if (ary1 == ary2) return INT2FIX(0);
    v = rb_ary_exec_recursive(cmp_rec, ary1, ary2);
    if (v != Qundef) return v;
    len = RARRAY_LEN(ary1) - RARRAY_LEN(ary2);
    if (len == 0) return INT2FIX(0);
    return len > 0 ? INT2FIX(1) : INT2FIX(-1);
}

/* a Hash whose keys are the elements of ary (for the set operations) */
static VALUE
ary_make_hash(VALUE ary, VALUE ary2)
{
    VALUE hash = rb_hash_new();
    long i;

    for (i = 0; i < RARRAY_LEN(ary); i++) rb_hash_aset(hash, RARRAY_PTR(ary)[i], Qtrue);
    if (ary2) {
        for (i = 0; i < RARRAY_LEN(ary2); i++) rb_hash_aset(hash, RARRAY_PTR(ary2)[i], Qtrue);
    }
    return hash;
}

static int
hash_has(VALUE hash, VALUE key)
{
    return st_lookup(RHASH_TBL(hash), (st_data_t)key, 0);
}

static int
hash_take(VALUE hash, VALUE key)
{
    st_data_t k = (st_data_t)key;
    return st_delete(RHASH_TBL(hash), &k, 0);
}

/* Array#- */
static VALUE
ary_diff(VALUE ary1, VALUE ary2)
{
    VALUE ary3, hash;
    long i;

    hash = ary_make_hash(to_ary(ary2), 0);
    ary3 = rb_ary_new();
    for (i = 0; i < RARRAY_LEN(ary1); i++) {
        if (hash_has(hash, RARRAY_PTR(ary1)[i])) continue;
        rb_ary_push(ary3, rb_ary_entry(ary1, i));
    }
    return ary3;
}

/* Array#& */
static VALUE
ary_and(VALUE ary1, VALUE ary2)
{
    VALUE hash, ary3, v;
    long i;

    ary2 = to_ary(ary2);
    ary3 = rb_ary_new2(RARRAY_LEN(ary1) < RARRAY_LEN(ary2) ? RARRAY_LEN(ary1) : RARRAY_LEN(ary2));
    hash = ary_make_hash(ary2, 0);
    for (i = 0; i < RARRAY_LEN(ary1); i++) {
        v = RARRAY_PTR(ary1)[i];
        if (hash_take(hash, v)) rb_ary_push(ary3, v);
    }
    return ary3;
}

/* Array#| */
static VALUE
ary_or(VALUE ary1, VALUE ary2)
{
    VALUE hash, ary3, v;
    long i;

    ary2 = to_ary(ary2);
    ary3 = rb_ary_new2(RARRAY_LEN(ary1) + RARRAY_LEN(ary2));
    hash = ary_make_hash(ary1, ary2);
    for (i = 0; i < RARRAY_LEN(ary1); i++) {
        v = RARRAY_PTR(ary1)[i];
        if (hash_take(hash, v)) rb_ary_push(ary3, v);
    }
    for (i = 0; i < RARRAY_LEN(ary2); i++) {
        v = RARRAY_PTR(ary2)[i];
        if (hash_take(hash, v)) rb_ary_push(ary3, v);
    }
    return ary3;
}

/* Array#uniq! */
static VALUE
ary_uniq_bang(VALUE ary)
{
    VALUE hash, v;
    long i, j;

    hash = ary_make_hash(ary, 0);
    if (RARRAY_LEN(ary) == (long)RHASH_SIZE(hash)) return Qnil;
    rb_ary_modify(ary);
    for (i = j = 0; i < RARRAY_LEN(ary); i++) {
        v = RARRAY_PTR(ary)[i];
        if (hash_take(hash, v)) rb_ary_store(ary, j++, v);
    }
    RARRAY(ary)->len = j;
    return ary;
}

/* Array#uniq */
static VALUE
ary_uniq(VALUE ary)
{
    ary = rb_ary_dup(ary);
    ary_uniq_bang(ary);
    return ary;
}

/* Array#compact! */
static VALUE
ary_compact_bang(VALUE ary)
{
    VALUE *p, *t, *end;
    long n;

    rb_ary_modify(ary);
    p = t = RARRAY(ary)->ptr;
    end = p + RARRAY_LEN(ary);
    while (t < end) {
        if (NIL_P(*t)) t++;
        else *p++ = *t++;
    }
    n = p - RARRAY(ary)->ptr;
    if (RARRAY_LEN(ary) == n) return Qnil;
    RARRAY(ary)->len = n;
    return ary;
}

/* Array#compact */
static VALUE
ary_compact(VALUE ary)
{
    ary = rb_ary_dup(ary);
    ary_compact_bang(ary);
    return ary;
}

/* Array#nitems: the non-nil elements (1.8.7 ignores a block) */
static VALUE
ary_nitems(VALUE ary)
{
    long n = 0, i;

    for (i = 0; i < RARRAY_LEN(ary); i++)
        if (!NIL_P(RARRAY_PTR(ary)[i])) n++;
    return LONG2NUM(n);
}

/* Array#count */
static VALUE
ary_count(int argc, VALUE *argv, VALUE ary)
{
    long n = 0, i;
    VALUE obj;

    if (argc == 0) {
        if (!rb_block_given_p()) return LONG2NUM(RARRAY_LEN(ary));
        for (i = 0; i < RARRAY_LEN(ary); i++)
            if (RTEST(rb_yield(RARRAY_PTR(ary)[i]))) n++;
        return LONG2NUM(n);
    }
    rb_scan_args(argc, argv, "1", &obj);
    if (rb_block_given_p()) rb_warn("given block not used");
    for (i = 0; i < RARRAY_LEN(ary); i++)
        if (rb_equal(RARRAY_PTR(ary)[i], obj)) n++;
    return LONG2NUM(n);
}

#define FLATTEN_SCAN_DEPTH 64 /* below this, a repeat is found by a scan */

/* whether tmp is ary or one of the arrays on stack (a recursive array);
   path, once the walk is deep, holds their object ids */
static int
flatten_on_path(VALUE tmp, VALUE ary, VALUE stack, VALUE path)
{
    long j;

    if (!NIL_P(path)) return RTEST(rb_hash_lookup(path, rb_obj_id(tmp)));
    if (tmp == ary) return 1;
    for (j = 0; j < RARRAY_LEN(stack); j += 2)
        if (RARRAY_PTR(stack)[j] == tmp) return 1;
    return 0;
}

/* appends the flattened elements of ary to result without C recursion:
   stack holds (array, next index) pairs of the arrays being walked.  The
   stack is frozen once done: a continuation re-entering a to_ary call
   then raises. */
static int
flatten_into(VALUE result, VALUE ary, int level)
{
    VALUE stack = rb_ary_new(), path = Qnil, elt, tmp;
    long i = 0, j;
    int mod = 0;

    for (;;) {
        while (i < RARRAY_LEN(ary)) {
            elt = RARRAY_PTR(ary)[i++];
            tmp = level >= 0 && RARRAY_LEN(stack) / 2 >= level ? Qnil : rb_check_array_type(elt);
            if (OBJ_FROZEN(stack)) rb_raise(rb_eRuntimeError, "flatten reentered");
            if (NIL_P(tmp)) {
                rb_ary_push(result, elt);
                continue;
            }
            if (flatten_on_path(tmp, ary, stack, path))
                rb_raise(rb_eArgError, "tried to flatten recursive array");
            mod = 1;
            rb_ary_push(stack, ary);
            rb_ary_push(stack, LONG2NUM(i));
            if (NIL_P(path) && RARRAY_LEN(stack) / 2 >= FLATTEN_SCAN_DEPTH) {
                path = rb_hash_new();
                for (j = 0; j < RARRAY_LEN(stack); j += 2)
                    rb_hash_aset(path, rb_obj_id(RARRAY_PTR(stack)[j]), Qtrue);
            }
            if (!NIL_P(path)) rb_hash_aset(path, rb_obj_id(tmp), Qtrue);
            ary = tmp;
            i = 0;
        }
        if (RARRAY_LEN(stack) == 0) break;
        if (!NIL_P(path)) rb_hash_delete(path, rb_obj_id(ary));
        tmp = rb_ary_pop(stack); /* NUM2LONG may evaluate its argument twice */
        i = FIX2LONG(tmp);
        ary = rb_ary_pop(stack);
    }
    OBJ_FREEZE(stack);
    return mod;
}

static VALUE
ary_flatten0(VALUE ary, int argc, VALUE *argv, int *mod)
{
    VALUE lv, result;
    int level = -1;

    rb_scan_args(argc, argv, "01", &lv);
    if (!NIL_P(lv)) level = NUM2INT(lv);
    if (level == 0) {
        *mod = 0;
        return Qnil;
    }
    result = ary_new(ary_class(ary), RARRAY_LEN(ary));
    *mod = flatten_into(result, ary, level);
    OBJ_INFECT(result, ary);
    return result;
}

/* Array#flatten! */
static VALUE
ary_flatten_bang(int argc, VALUE *argv, VALUE ary)
{
    int mod;
    VALUE result;

    result = ary_flatten0(ary, argc, argv, &mod);
    if (NIL_P(result)) return ary; /* level 0 */
    if (!mod) return Qnil;
    rb_ary_replace(ary, result);
    return ary;
}

/* Array#flatten */
static VALUE
ary_flatten(int argc, VALUE *argv, VALUE ary)
{
    int mod;
    VALUE result = ary_flatten0(ary, argc, argv, &mod);

    if (NIL_P(result)) return ary;   /* level 0: the receiver itself, as 1.8.7 */
    return result;
}

/* ------------------------------------------------------------ 1.8.7 additions */

static long
rand_index(long n)
{
    long r = (long)(rb_genrand_real() * n);
    return r >= n ? n - 1 : r;
}

/* Array#shuffle! */
static VALUE
ary_shuffle_bang(VALUE ary)
{
    long i, j;
    VALUE tmp;

    rb_ary_modify(ary);
    i = RARRAY_LEN(ary);
    while (i) {   /* down to 1, as 1.8.7: n draws from the generator */
        j = rand_index(i--);
        if (i >= RARRAY_LEN(ary)) continue;
        tmp = RARRAY_PTR(ary)[i];
        RARRAY_PTR(ary)[i] = RARRAY_PTR(ary)[j];
        RARRAY_PTR(ary)[j] = tmp;
    }
    return ary;
}

/* Array#shuffle */
static VALUE
ary_shuffle(VALUE ary)
{
    ary = rb_ary_dup(ary);
    ary_shuffle_bang(ary);
    return ary;
}

/* Array#choice */
static VALUE
ary_choice(VALUE ary)
{
    if (RARRAY_LEN(ary) == 0) return Qnil;
    return RARRAY_PTR(ary)[rand_index(RARRAY_LEN(ary))];
}

/* Array#cycle */
static VALUE
ary_cycle(int argc, VALUE *argv, VALUE ary)
{
    VALUE nv = Qnil;
    long n, i;

    rb_scan_args(argc, argv, "01", &nv);
    RETURN_ENUMERATOR(ary, argc, argv);
    if (NIL_P(nv)) n = -1;
    else {
        n = NUM2LONG(nv);
        if (n <= 0) return Qnil;
    }
    while (RARRAY_LEN(ary) > 0 && (n < 0 || 0 < n--)) {
        for (i = 0; i < RARRAY_LEN(ary); i++) rb_yield(RARRAY_PTR(ary)[i]);
    }
    return Qnil;
}

/* yields a fresh Array of the values at the indexes p[0..r) */
static void
yield_indexed(VALUE values, long *p, long r)
{
    VALUE result = rb_ary_new2(r);
    long i;

    for (i = 0; i < r; i++) rb_ary_push(result, RARRAY_PTR(values)[p[i]]);
    rb_yield(result);
}

static void
permute0(long n, long r, long *p, long index, char *used, VALUE values)
{
    long i;

    for (i = 0; i < n; i++) {
        if (used[i]) continue;
        p[index] = i;
        if (index < r - 1) {
            used[i] = 1;
            permute0(n, r, p, index + 1, used, values);
            used[i] = 0;
        }
        else yield_indexed(values, p, r);
    }
}

/* Array#permutation */
static VALUE
ary_permutation(int argc, VALUE *argv, VALUE ary)
{
    VALUE num;
    volatile VALUE values, buf; /* on the stack for the GC while their buffers are used */
    long r, n = RARRAY_LEN(ary), i;

    RETURN_ENUMERATOR(ary, argc, argv);
    rb_scan_args(argc, argv, "01", &num);
    r = NIL_P(num) ? n : NUM2LONG(num);
    if (r < 0 || n < r) return ary;
    if (r == 0) {
        rb_yield(rb_ary_new2(0));
        return ary;
    }
    if (r == 1) {   /* 1.8.7 reads the array as the block leaves it */
        for (i = 0; i < RARRAY_LEN(ary); i++) rb_yield(rb_ary_new3(1, RARRAY_PTR(ary)[i]));
        return ary;
    }
    /* scratch memory in a String so an exception cannot leak it */
    buf = rb_str_new(0, n * (sizeof(long) + 1));
    memset(RSTRING_PTR(buf), 0, RSTRING_LEN(buf));
    values = ary_make_copy(rb_cArray, ary);
    permute0(n, r, (long *)RSTRING_PTR(buf), 0, RSTRING_PTR(buf) + n * sizeof(long), values);
    RB_GC_GUARD(buf);
    RB_GC_GUARD(values);
    return ary;
}

#define COMBINATION_ON_STACK 64

/* the value at i of ary as a block left it: 1.8.7 reads the live buffer,
   and past a shrunk end the slots it reads still hold the values saved */
static VALUE
live_entry(VALUE ary, VALUE saved, long i)
{
    return i < RARRAY_LEN(ary) ? RARRAY_PTR(ary)[i] : RARRAY_PTR(saved)[i];
}

/* 1.8.7 counts the combinations first and refuses when k * C(len, k), its
   last intermediate product, does not fit a long */
static void
combination_check_size(long len, long k)
{
    long r = 1, i;

    for (i = 1; i <= k; i++) {
        if (r > LONG_MAX / (len - k + i)) rb_raise(rb_eRangeError, "too big for combination");
        r = r * (len - k + i) / i;
    }
}

/* Array#combination: a level whose position moves reads its value from the
   array as it is now; the levels below keep the values read before */
static VALUE
ary_combination(VALUE ary, VALUE num)
{
    long n, i, k, len;
    long *stack, on_stack[COMBINATION_ON_STACK];
    volatile VALUE buf, values, chosen; /* on the stack for the GC while their buffers are used */

    n = NUM2LONG(num); /* converted before the enumerator is made, as in 1.8.7 */
    RETURN_ENUMERATOR(ary, 1, &num);
    len = RARRAY_LEN(ary);
    if (n == 0) {
        rb_yield(rb_ary_new2(0));
        return ary;
    }
    if (n < 0 || len < n) return ary;
    values = ary_make_copy(rb_cArray, ary);
    if (n == 1) {
        for (i = 0; i < len; i++) rb_yield(rb_ary_new3(1, live_entry(ary, values, i)));
        return ary;
    }
    combination_check_size(len, n);
    if (n <= COMBINATION_ON_STACK) {
        /* positions in this frame, so a continuation re-entering a yield
           resumes from the positions it saw, as in 1.8.7 */
        buf = Qnil;
        stack = on_stack;
    }
    else {
        buf = rb_str_new(0, (n + 1) * sizeof(long));
        stack = (long *)RSTRING_PTR(buf);
    }
    chosen = rb_ary_new2(n);
    for (i = 0; i < n; i++) {
        stack[i] = i;
        rb_ary_push(chosen, RARRAY_PTR(ary)[i]);
    }
    for (;;) {
        rb_yield(rb_ary_new4(n, RARRAY_PTR(chosen)));
        /* advance to the next combination in lexicographic order */
        k = n - 1;
        while (k >= 0 && stack[k] == len - n + k) k--;
        if (k < 0) break;
        stack[k]++;
        for (i = k + 1; i < n; i++) stack[i] = stack[i - 1] + 1;
        for (i = k; i < n; i++) rb_ary_store(chosen, i, live_entry(ary, values, stack[i]));
    }
    RB_GC_GUARD(buf);
    RB_GC_GUARD(values);
    RB_GC_GUARD(chosen);
    return ary;
}

/* Array#product */
static VALUE
ary_product(int argc, VALUE *argv, VALUE ary)
{
    int n = argc + 1, i, j;
    VALUE arrays = rb_ary_new2(n), result, sub;
    volatile VALUE counters; /* keeps the counter buffer alive while c is used */
    long resultlen = 1, *c;

    rb_ary_push(arrays, ary);
    for (i = 1; i < n; i++) rb_ary_push(arrays, to_ary(argv[i - 1]));
    for (i = 0; i < n; i++) {
        long l = RARRAY_LEN(RARRAY_PTR(arrays)[i]);
        if (l == 0) return rb_ary_new2(0);
        if (resultlen > LONG_MAX / l) rb_raise(rb_eRangeError, "too big to product");
        resultlen *= l;
    }
    result = rb_ary_new2(resultlen);
    counters = rb_str_new(0, n * sizeof(long));
    c = (long *)RSTRING_PTR(counters);
    memset(c, 0, n * sizeof(long));
    for (;;) {
        sub = rb_ary_new2(n);
        for (j = 0; j < n; j++) rb_ary_push(sub, rb_ary_entry(RARRAY_PTR(arrays)[j], c[j]));
        rb_ary_push(result, sub);
        j = n - 1;
        c[j]++;
        while (c[j] == RARRAY_LEN(RARRAY_PTR(arrays)[j])) {
            c[j] = 0;
            if (--j < 0) return result;
            c[j]++;
        }
    }
}

/* Array#take */
static VALUE
ary_take(VALUE obj, VALUE n)
{
    long len = NUM2LONG(n);

    if (len < 0) rb_raise(rb_eArgError, "attempt to take negative size");
    return rb_ary_subseq(obj, 0, len);
}

/* Array#take_while */
static VALUE
ary_take_while(VALUE ary)
{
    long i;

    RETURN_ENUMERATOR(ary, 0, 0);
    for (i = 0; i < RARRAY_LEN(ary); i++)
        if (!RTEST(rb_yield(RARRAY_PTR(ary)[i]))) break;
    return ary_take(ary, LONG2FIX(i));
}

/* Array#drop */
static VALUE
ary_drop(VALUE ary, VALUE n)
{
    VALUE result;
    long pos = NUM2LONG(n);

    if (pos < 0) rb_raise(rb_eArgError, "attempt to drop negative size");
    result = rb_ary_subseq(ary, pos, RARRAY_LEN(ary));
    if (NIL_P(result)) result = rb_ary_new();
    return result;
}

/* Array#drop_while */
static VALUE
ary_drop_while(VALUE ary)
{
    long i;

    RETURN_ENUMERATOR(ary, 0, 0);
    for (i = 0; i < RARRAY_LEN(ary); i++)
        if (!RTEST(rb_yield(RARRAY_PTR(ary)[i]))) break;
    return ary_drop(ary, LONG2FIX(i));
}

/* Array#initialize_copy */
static VALUE
ary_init_copy(VALUE copy, VALUE orig)
{
    return rb_ary_replace(copy, orig);
}

static void
define_methods(void)
{
    VALUE a = rb_cArray;

    rb_define_method(a, "to_s", rb_ary_to_s, 0);
    rb_define_method(a, "inspect", rb_ary_inspect, 0);
    rb_define_method(a, "to_a", rb_ary_to_a, 0);
    rb_define_method(a, "to_ary", ary_to_ary_m, 0);
    rb_define_method(a, "frozen?", ary_frozen_p, 0);
    rb_define_method(a, "==", rb_ary_equal, 1);
    rb_define_method(a, "eql?", ary_eql, 1);
    rb_define_method(a, "hash", ary_hash, 0);
    rb_define_method(a, "[]", rb_ary_aref, -1);
    rb_define_method(a, "[]=", ary_aset, -1);
    rb_define_method(a, "at", ary_at, 1);
    rb_define_method(a, "fetch", ary_fetch, -1);
    rb_define_method(a, "first", ary_first, -1);
    rb_define_method(a, "last", rb_ary_last, -1);
    rb_define_method(a, "concat", rb_ary_concat, 1);
    rb_define_method(a, "<<", ary_push_op, 1);
    rb_define_method(a, "push", ary_push_m, -1);
    rb_define_method(a, "pop", ary_pop_m, -1);
    rb_define_method(a, "shift", ary_shift_m, -1);
    rb_define_method(a, "unshift", ary_unshift_m, -1);
    rb_define_method(a, "insert", ary_insert, -1);
    rb_define_method(a, "each", rb_ary_each, 0);
    rb_define_method(a, "each_index", ary_each_index, 0);
    rb_define_method(a, "reverse_each", ary_reverse_each, 0);
    rb_define_method(a, "length", ary_length, 0);
    rb_define_alias(a, "size", "length");
    rb_define_method(a, "empty?", ary_empty_p, 0);
    rb_define_method(a, "find_index", ary_index, -1);
    rb_define_method(a, "index", ary_index, -1);
    rb_define_method(a, "rindex", ary_rindex, -1);
    rb_define_method(a, "indexes", ary_indexes, -1);
    rb_define_method(a, "indices", ary_indexes, -1);
    rb_define_method(a, "join", ary_join_m, -1);
    rb_define_method(a, "reverse", ary_reverse_m, 0);
    rb_define_method(a, "reverse!", ary_reverse_bang, 0);
    rb_define_method(a, "sort", rb_ary_sort, 0);
    rb_define_method(a, "sort!", rb_ary_sort_bang, 0);
    rb_define_method(a, "collect", ary_collect, 0);
    rb_define_method(a, "collect!", ary_collect_bang, 0);
    rb_define_method(a, "map", ary_collect, 0);
    rb_define_method(a, "map!", ary_collect_bang, 0);
    rb_define_method(a, "select", ary_select, 0);
    rb_define_method(a, "values_at", ary_values_at, -1);
    rb_define_method(a, "delete", rb_ary_delete, 1);
    rb_define_method(a, "delete_at", ary_delete_at_m, 1);
    rb_define_method(a, "delete_if", ary_delete_if, 0);
    rb_define_method(a, "reject", ary_reject, 0);
    rb_define_method(a, "reject!", ary_reject_bang, 0);
    rb_define_method(a, "zip", ary_zip, -1);
    rb_define_method(a, "transpose", ary_transpose, 0);
    rb_define_method(a, "replace", rb_ary_replace, 1);
    rb_define_method(a, "clear", rb_ary_clear, 0);
    rb_define_method(a, "fill", ary_fill, -1);
    rb_define_method(a, "include?", rb_ary_includes, 1);
    rb_define_method(a, "<=>", rb_ary_cmp, 1);
    rb_define_method(a, "slice", rb_ary_aref, -1);
    rb_define_method(a, "slice!", ary_slice_bang, -1);
    rb_define_method(a, "assoc", rb_ary_assoc, 1);
    rb_define_method(a, "rassoc", rb_ary_rassoc, 1);
    rb_define_method(a, "+", rb_ary_plus, 1);
    rb_define_method(a, "*", ary_times, 1);
    rb_define_method(a, "-", ary_diff, 1);
    rb_define_method(a, "&", ary_and, 1);
    rb_define_method(a, "|", ary_or, 1);
    rb_define_method(a, "uniq", ary_uniq, 0);
    rb_define_method(a, "uniq!", ary_uniq_bang, 0);
    rb_define_method(a, "compact", ary_compact, 0);
    rb_define_method(a, "compact!", ary_compact_bang, 0);
    rb_define_method(a, "flatten", ary_flatten, -1);
    rb_define_method(a, "flatten!", ary_flatten_bang, -1);
    rb_define_method(a, "nitems", ary_nitems, 0);
    rb_define_method(a, "count", ary_count, -1);
    rb_define_method(a, "shuffle!", ary_shuffle_bang, 0);
    rb_define_method(a, "shuffle", ary_shuffle, 0);
    rb_define_method(a, "choice", ary_choice, 0);
    rb_define_method(a, "cycle", ary_cycle, -1);
    rb_define_method(a, "permutation", ary_permutation, -1);
    rb_define_method(a, "combination", ary_combination, 1);
    rb_define_method(a, "product", ary_product, -1);
    rb_define_method(a, "take", ary_take, 1);
    rb_define_method(a, "take_while", ary_take_while, 0);
    rb_define_method(a, "drop", ary_drop, 1);
    rb_define_method(a, "drop_while", ary_drop_while, 0);
}

void
Init_Array(void)
{
    rb_cArray = rb_define_class("Array", rb_cObject);
    rb_include_module(rb_cArray, rb_mEnumerable);
    rb_define_alloc_func(rb_cArray, ary_s_alloc);
    rb_define_singleton_method(rb_cArray, "[]", ary_s_create, -1);
    rb_define_private_method(rb_cArray, "initialize", ary_initialize, -1);
    rb_define_private_method(rb_cArray, "initialize_copy", ary_init_copy, 1);
    define_methods();
    id_cmp = rb_intern("<=>");
    id_to_ary = rb_intern("to_ary");
    recursive_key = rb_intern("__recursive_key__");
    inspect_key = rb_intern("__inspect_key__");
    id_hash = rb_intern("hash");
    id_eq = rb_intern("==");
}
