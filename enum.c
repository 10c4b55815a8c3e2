/* enum.c - module Enumerable: everything built on the includer's #each. */
#include "ruby.h"
#include "internal.h"

VALUE rb_mEnumerable;

static ID id_each, id_eqq, id_cmp, id_size;

/* one yielded value, or several packed into an Array */
VALUE
rb_enum_values_pack(int argc, VALUE *argv)
{
    if (argc == 0) return Qnil;
    if (argc == 1) return argv[0];
    return rb_ary_new4(argc, argv);
}

/* calls obj.each with the C block func(i, data) */
static VALUE
enum_each(VALUE obj, VALUE (*func)(ANYARGS), VALUE data)
{
    return rb_block_call(obj, id_each, 0, 0, func, data);
}

static VALUE
grep_i(VALUE i, VALUE *arg)
{
    if (RTEST(rb_funcall(arg[0], id_eqq, 1, i))) rb_ary_push(arg[1], i);
    return Qnil;
}

static VALUE
grep_iter_i(VALUE i, VALUE *arg)
{
    if (RTEST(rb_funcall(arg[0], id_eqq, 1, i))) rb_ary_push(arg[1], rb_yield(i));
    return Qnil;
}

/* Enumerable#grep */
static VALUE
enum_grep(VALUE obj, VALUE pat)
{
    VALUE ary = rb_ary_new(), arg[2];

    arg[0] = pat;
    arg[1] = ary;
    enum_each(obj, rb_block_given_p() ? grep_iter_i : grep_i, (VALUE)arg);
    return ary;
}

static VALUE
count_i(VALUE i, VALUE *memo)
{
    if (rb_equal(i, memo[1])) memo[0]++;
    return Qnil;
}

static VALUE
count_iter_i(VALUE i, VALUE *memo)
{
    if (RTEST(rb_yield(i))) memo[0]++;
    return Qnil;
}

static VALUE
count_all_i(VALUE i, VALUE *memo)
{
    memo[0]++;
    return Qnil;
}

/* Enumerable#count */
static VALUE
enum_count(int argc, VALUE *argv, VALUE obj)
{
    VALUE memo[2];
    VALUE (*func)(ANYARGS);

    if (argc == 0) {
        func = rb_block_given_p() ? count_iter_i : count_all_i;
    }
    else {
        rb_scan_args(argc, argv, "1", &memo[1]);
        if (rb_block_given_p()) rb_warn("given block not used");
        func = count_i;
    }
    memo[0] = 0;
    enum_each(obj, func, (VALUE)memo);
    return LONG2NUM((long)memo[0]);
}

static VALUE
find_i(VALUE i, VALUE *memo)
{
    if (RTEST(rb_yield(i))) {
        memo[0] = Qtrue;
        memo[1] = i;
        rb_iter_break();
    }
    return Qnil;
}

/* Enumerable#find, Enumerable#detect */
static VALUE
enum_find(int argc, VALUE *argv, VALUE obj)
{
    VALUE memo[2], if_none;

    rb_scan_args(argc, argv, "01", &if_none);
    RETURN_ENUMERATOR(obj, argc, argv);
    memo[0] = Qfalse;
    memo[1] = Qnil;
    enum_each(obj, find_i, (VALUE)memo);
    if (memo[0] == Qtrue) return memo[1];
    if (!NIL_P(if_none)) return rb_funcall(if_none, rb_intern("call"), 0, 0);
    return Qnil;
}

static VALUE
find_index_i(VALUE i, VALUE *memo)
{
    if (rb_equal(i, memo[2])) {
        memo[0] = memo[1];
        rb_iter_break();
    }
    memo[1]++;
    return Qnil;
}

static VALUE
find_index_iter_i(VALUE i, VALUE *memo)
{
    if (RTEST(rb_yield(i))) {
        memo[0] = memo[1];
        rb_iter_break();
    }
    memo[1]++;
    return Qnil;
}

/* Enumerable#find_index */
static VALUE
enum_find_index(int argc, VALUE *argv, VALUE obj)
{
    VALUE memo[3];
    VALUE (*func)(ANYARGS);

    if (argc == 0) {
        RETURN_ENUMERATOR(obj, 0, 0);
        func = find_index_iter_i;
    }
    else {
        rb_scan_args(argc, argv, "1", &memo[2]);
        if (rb_block_given_p()) rb_warn("given block not used");
        func = find_index_i;
    }
    memo[0] = Qundef;
    memo[1] = 0;
    enum_each(obj, func, (VALUE)memo);
    if (memo[0] == Qundef) return Qnil;
    return LONG2NUM((long)memo[0]);
}

static VALUE
find_all_i(VALUE i, VALUE ary)
{
    if (RTEST(rb_yield(i))) rb_ary_push(ary, i);
    return Qnil;
}

/* Enumerable#find_all, Enumerable#select */
static VALUE
enum_find_all(VALUE obj)
{
    VALUE ary;

    RETURN_ENUMERATOR(obj, 0, 0);
    ary = rb_ary_new();
    enum_each(obj, find_all_i, ary);
    return ary;
}

static VALUE
reject_i(VALUE i, VALUE ary)
{
    if (!RTEST(rb_yield(i))) rb_ary_push(ary, i);
    return Qnil;
}

/* Enumerable#reject */
static VALUE
enum_reject(VALUE obj)
{
    VALUE ary;

    RETURN_ENUMERATOR(obj, 0, 0);
    ary = rb_ary_new();
    enum_each(obj, reject_i, ary);
    return ary;
}

static VALUE
collect_i(VALUE i, VALUE ary)
{
    rb_ary_push(ary, rb_yield(i));
    return Qnil;
}

static VALUE
collect_all(VALUE i, VALUE ary)
{
    rb_ary_push(ary, i);
    return Qnil;
}

/* Enumerable#collect, Enumerable#map (an Array without a block in 1.8.7) */
static VALUE
enum_collect(VALUE obj)
{
    VALUE ary = rb_ary_new();

    enum_each(obj, rb_block_given_p() ? collect_i : collect_all, ary);
    return ary;
}

/* Enumerable#to_a, Enumerable#entries */
static VALUE
enum_to_a(int argc, VALUE *argv, VALUE obj)
{
    VALUE ary = rb_ary_new();

    rb_block_call(obj, id_each, argc, argv, collect_all, ary);
    return ary;
}

static VALUE
inject_i(VALUE i, VALUE *memo)
{
    if (memo[0] == Qundef) memo[0] = i;
    else memo[0] = rb_yield_values(2, memo[0], i);
    return Qnil;
}

static VALUE
inject_op_i(VALUE i, VALUE *memo)
{
    if (memo[0] == Qundef) memo[0] = i;
    else memo[0] = rb_funcall(memo[0], (ID)memo[1], 1, i);
    return Qnil;
}

/* Enumerable#inject, Enumerable#reduce */
static VALUE
enum_inject(int argc, VALUE *argv, VALUE obj)
{
    VALUE memo[2], init, op;
    VALUE (*iter)(ANYARGS) = inject_i;

    switch (rb_scan_args(argc, argv, "02", &init, &op)) {
      case 0:
        init = Qundef;
        break;
      case 1:
        if (rb_block_given_p()) break;
        memo[1] = (VALUE)rb_to_id(init);
        init = Qundef;
        iter = inject_op_i;
        break;
      case 2:
        if (rb_block_given_p()) rb_warning("given block not used");   /* only with -w */
        memo[1] = (VALUE)rb_to_id(op);
        iter = inject_op_i;
        break;
    }
    memo[0] = init;
    enum_each(obj, iter, (VALUE)memo);
    if (memo[0] == Qundef) return Qnil;
    return memo[0];
}

static VALUE
partition_i(VALUE i, VALUE *ary)
{
    if (RTEST(rb_yield(i))) rb_ary_push(ary[0], i);
    else rb_ary_push(ary[1], i);
    return Qnil;
}

/* Enumerable#partition */
static VALUE
enum_partition(VALUE obj)
{
    VALUE ary[2];

    RETURN_ENUMERATOR(obj, 0, 0);
    ary[0] = rb_ary_new();
    ary[1] = rb_ary_new();
    enum_each(obj, partition_i, (VALUE)ary);
    return rb_assoc_new(ary[0], ary[1]);
}

static VALUE
group_by_i(VALUE i, VALUE hash)
{
    VALUE group = rb_yield(i), values;

    values = rb_hash_lookup(hash, group);
    if (NIL_P(values)) {
        values = rb_ary_new3(1, i);
        rb_hash_aset(hash, group, values);
    }
    else {
        rb_ary_push(values, i);
    }
    return Qnil;
}

/* Enumerable#group_by */
static VALUE
enum_group_by(VALUE obj)
{
    VALUE hash;

    RETURN_ENUMERATOR(obj, 0, 0);
    hash = rb_hash_new();
    enum_each(obj, group_by_i, hash);
    return hash;
}

static VALUE
first_i(VALUE i, VALUE *memo)
{
    memo[0] = i;
    rb_iter_break();
    return Qnil;
}

static VALUE
take_i(VALUE i, VALUE *arg)
{
    if (arg[1]-- == 0) rb_iter_break();
    rb_ary_push(arg[0], i);
    if (arg[1] == 0) rb_iter_break();
    return Qnil;
}

/* the first n elements as an Array */
static VALUE
enum_take_n(VALUE obj, long len)
{
    VALUE args[2];

    args[0] = rb_ary_new2(len < 16 ? len : 16);
    args[1] = (VALUE)len;
    if (len > 0) enum_each(obj, take_i, (VALUE)args);
    return args[0];
}

/* Enumerable#first */
static VALUE
enum_first(int argc, VALUE *argv, VALUE obj)
{
    VALUE n, memo[1];
    long len;

    if (argc == 0) {
        memo[0] = Qnil;
        enum_each(obj, first_i, (VALUE)memo);
        return memo[0];
    }
    rb_scan_args(argc, argv, "01", &n);
    len = NUM2LONG(n);
    if (len < 0) rb_raise(rb_eArgError, "negative array size (or size too big)");
    return enum_take_n(obj, len);
}

/* Enumerable#take */
static VALUE
enum_take(VALUE obj, VALUE n)
{
    long len = NUM2LONG(n);

    if (len < 0) rb_raise(rb_eArgError, "attempt to take negative size");
    return enum_take_n(obj, len);
}

static VALUE
take_while_i(VALUE i, VALUE ary)
{
    if (!RTEST(rb_yield(i))) rb_iter_break();
    rb_ary_push(ary, i);
    return Qnil;
}

/* Enumerable#take_while */
static VALUE
enum_take_while(VALUE obj)
{
    VALUE ary;

    RETURN_ENUMERATOR(obj, 0, 0);
    ary = rb_ary_new();
    enum_each(obj, take_while_i, ary);
    return ary;
}

static VALUE
drop_i(VALUE i, VALUE *arg)
{
    if (arg[1] == 0) rb_ary_push(arg[0], i);
    else arg[1]--;
    return Qnil;
}

/* Enumerable#drop */
static VALUE
enum_drop(VALUE obj, VALUE n)
{
    VALUE args[2];
    long len = NUM2LONG(n);

    if (len < 0) rb_raise(rb_eArgError, "attempt to drop negative size");
    args[0] = rb_ary_new();
    args[1] = (VALUE)len;
    enum_each(obj, drop_i, (VALUE)args);
    return args[0];
}

static VALUE
drop_while_i(VALUE i, VALUE *args)
{
    if (!args[1] && !RTEST(rb_yield(i))) args[1] = Qtrue;
    if (args[1]) rb_ary_push(args[0], i);
    return Qnil;
}

/* Enumerable#drop_while */
static VALUE
enum_drop_while(VALUE obj)
{
    VALUE args[2];

    RETURN_ENUMERATOR(obj, 0, 0);
    args[0] = rb_ary_new();
    args[1] = Qfalse;
    enum_each(obj, drop_while_i, (VALUE)args);
    return args[0];
}

/* Enumerable#sort */
static VALUE
enum_sort(VALUE obj)
{
    return rb_ary_sort(enum_to_a(0, 0, obj));
}

static VALUE
sort_by_i(VALUE i, VALUE ary)
{
    VALUE v = rb_yield(i);

    /* the buffer is frozen once sorted: a continuation came back into the block */
    if (OBJ_FROZEN(ary)) rb_raise(rb_eRuntimeError, "sort_by reentered");
    rb_ary_push(ary, rb_assoc_new(v, i));
    return Qnil;
}

static int
sort_by_cmp(VALUE a, VALUE b)
{
    VALUE x = RARRAY_PTR(a)[0], y = RARRAY_PTR(b)[0];

    if (RB_FIXNUM_CMP_DIRECT(x, y)) return (long)x < (long)y ? -1 : (long)x > (long)y;
    return rb_cmpint(rb_funcall(x, id_cmp, 1, y), x, y);
}

static int
sort_by_qcmp(VALUE a, VALUE b, void *data)
{
    return sort_by_cmp(a, b);
}

/* Enumerable#sort_by */
static VALUE
enum_sort_by(VALUE obj)
{
    VALUE ary, result;
    long i, n;

    RETURN_ENUMERATOR(obj, 0, 0);
    ary = rb_ary_new();
    enum_each(obj, sort_by_i, ary);
    n = RARRAY_LEN(ary);
    rb_qsort_values(RARRAY_PTR(ary), n, sort_by_qcmp, 0);   /* 1.8.7's order for ties */
    /* frozen when done: a continuation came back into a <=> of the keys */
    if (OBJ_FROZEN(ary)) rb_raise(rb_eRuntimeError, "sort_by reentered");
    OBJ_FREEZE(ary);
    result = rb_ary_new2(n);
    for (i = 0; i < n; i++) rb_ary_push(result, RARRAY_PTR(RARRAY_PTR(ary)[i])[1]);
    return result;
}

/* ------------------------------------------------------------ predicates */

static VALUE
all_i(VALUE i, VALUE *memo)
{
    if (!RTEST(rb_block_given_p() ? rb_yield(i) : i)) {
        memo[0] = Qfalse;
        rb_iter_break();
    }
    return Qnil;
}

/* Enumerable#all? */
static VALUE
enum_all(VALUE obj)
{
    VALUE memo[1];

    memo[0] = Qtrue;
    enum_each(obj, all_i, (VALUE)memo);
    return memo[0];
}

static VALUE
any_i(VALUE i, VALUE *memo)
{
    if (RTEST(rb_block_given_p() ? rb_yield(i) : i)) {
        memo[0] = Qtrue;
        rb_iter_break();
    }
    return Qnil;
}

/* Enumerable#any? */
static VALUE
enum_any(VALUE obj)
{
    VALUE memo[1];

    memo[0] = Qfalse;
    enum_each(obj, any_i, (VALUE)memo);
    return memo[0];
}

static VALUE
one_i(VALUE i, VALUE *memo)
{
    if (RTEST(rb_block_given_p() ? rb_yield(i) : i)) {
        if (memo[0] == Qundef) memo[0] = Qtrue;
        else {
            memo[0] = Qfalse;
            rb_iter_break();
        }
    }
    return Qnil;
}

/* Enumerable#one? */
static VALUE
enum_one(VALUE obj)
{
    VALUE memo[1];

    memo[0] = Qundef;
    enum_each(obj, one_i, (VALUE)memo);
    return memo[0] == Qtrue ? Qtrue : Qfalse;
}

static VALUE
none_i(VALUE i, VALUE *memo)
{
    if (RTEST(rb_block_given_p() ? rb_yield(i) : i)) {
        memo[0] = Qfalse;
        rb_iter_break();
    }
    return Qnil;
}

/* Enumerable#none? */
static VALUE
enum_none(VALUE obj)
{
    VALUE memo[1];

    memo[0] = Qtrue;
    enum_each(obj, none_i, (VALUE)memo);
    return memo[0];
}

/* ------------------------------------------------------------ min / max */

#define YIELD_PAIR 2 /* cmp_values: yield [a, b] as one value, as minmax does */

static int
cmp_values(VALUE a, VALUE b, int block)
{
    if (block == YIELD_PAIR) return rb_cmpint(rb_yield(rb_assoc_new(a, b)), a, b);
    if (block) return rb_cmpint(rb_yield_values(2, a, b), a, b);
    if (RB_FIXNUM_CMP_DIRECT(a, b)) return (long)a < (long)b ? -1 : (long)a > (long)b;
    return rb_cmpint(rb_funcall(a, id_cmp, 1, b), a, b);
}

/* memo[0]: best so far (Qundef: none); memo[1]: 1 for max, -1 for min */
static VALUE
minmax1_i(VALUE i, VALUE *memo)
{
    if (memo[0] == Qundef) memo[0] = i;
    else if (cmp_values(i, memo[0], rb_block_given_p()) * (long)memo[1] > 0) memo[0] = i;
    return Qnil;
}

static VALUE
enum_minmax1(VALUE obj, long dir)
{
    VALUE memo[2];

    memo[0] = Qundef;
    memo[1] = (VALUE)dir;
    enum_each(obj, minmax1_i, (VALUE)memo);
    return memo[0] == Qundef ? Qnil : memo[0];
}

/* Enumerable#min */
static VALUE
enum_min(VALUE obj)
{
    return enum_minmax1(obj, -1);
}

/* Enumerable#max */
static VALUE
enum_max(VALUE obj)
{
    return enum_minmax1(obj, 1);
}

static VALUE
minmax_i(VALUE i, VALUE *memo)
{
    int block = rb_block_given_p() ? YIELD_PAIR : 0;

    if (memo[0] == Qundef) {
        memo[0] = memo[1] = i;
        return Qnil;
    }
    if (cmp_values(i, memo[0], block) < 0) memo[0] = i;
    if (cmp_values(i, memo[1], block) > 0) memo[1] = i;
    return Qnil;
}

/* Enumerable#minmax */
static VALUE
enum_minmax(VALUE obj)
{
    VALUE memo[2];

    memo[0] = Qundef;
    enum_each(obj, minmax_i, (VALUE)memo);
    if (memo[0] == Qundef) return rb_assoc_new(Qnil, Qnil);
    return rb_assoc_new(memo[0], memo[1]);
}

/* memo: [best element, its key, direction] */
static VALUE
by_i(VALUE i, VALUE *memo)
{
    VALUE v = rb_yield(i);

    if (memo[0] == Qundef || cmp_values(v, memo[1], 0) * (long)memo[2] > 0) {
        memo[0] = i;
        memo[1] = v;
    }
    return Qnil;
}

static VALUE
enum_by(VALUE obj, long dir)
{
    VALUE memo[3];

    memo[0] = Qundef;
    memo[1] = Qnil;
    memo[2] = (VALUE)dir;
    enum_each(obj, by_i, (VALUE)memo);
    return memo[0] == Qundef ? Qnil : memo[0];
}

/* Enumerable#min_by */
static VALUE
enum_min_by(VALUE obj)
{
    RETURN_ENUMERATOR(obj, 0, 0);
    return enum_by(obj, -1);
}

/* Enumerable#max_by */
static VALUE
enum_max_by(VALUE obj)
{
    RETURN_ENUMERATOR(obj, 0, 0);
    return enum_by(obj, 1);
}

/* memo: [min, min key, max, max key] */
static VALUE
minmax_by_i(VALUE i, VALUE *memo)
{
    VALUE v = rb_yield(i);

    if (memo[0] == Qundef) {
        memo[0] = memo[2] = i;
        memo[1] = memo[3] = v;
        return Qnil;
    }
    if (cmp_values(v, memo[1], 0) < 0) {
        memo[0] = i;
        memo[1] = v;
    }
    if (cmp_values(v, memo[3], 0) > 0) {
        memo[2] = i;
        memo[3] = v;
    }
    return Qnil;
}

/* Enumerable#minmax_by */
static VALUE
enum_minmax_by(VALUE obj)
{
    VALUE memo[4];

    RETURN_ENUMERATOR(obj, 0, 0);
    memo[0] = Qundef;
    memo[1] = memo[2] = memo[3] = Qnil;
    enum_each(obj, minmax_by_i, (VALUE)memo);
    if (memo[0] == Qundef) return rb_assoc_new(Qnil, Qnil);
    return rb_assoc_new(memo[0], memo[2]);
}

/* ------------------------------------------------------------ the rest */

static VALUE
member_i(VALUE i, VALUE *memo)
{
    if (rb_equal(i, memo[0])) {
        memo[1] = Qtrue;
        rb_iter_break();
    }
    return Qnil;
}

/* Enumerable#include?, Enumerable#member? */
static VALUE
enum_member(VALUE obj, VALUE val)
{
    VALUE memo[2];

    memo[0] = val;
    memo[1] = Qfalse;
    enum_each(obj, member_i, (VALUE)memo);
    return memo[1];
}

static VALUE
each_with_index_i(VALUE i, VALUE *memo)
{
    rb_yield_values(2, i, LONG2NUM((long)memo[0]));
    memo[0]++;
    return Qnil;
}

/* Enumerable#each_with_index */
static VALUE
enum_each_with_index(VALUE obj)
{
    VALUE memo[1];

    RETURN_ENUMERATOR(obj, 0, 0);
    memo[0] = 0;
    enum_each(obj, each_with_index_i, (VALUE)memo);
    return obj;
}

/* Enumerable#reverse_each */
static VALUE
enum_reverse_each(int argc, VALUE *argv, VALUE obj)
{
    VALUE ary;
    long i;

    RETURN_ENUMERATOR(obj, argc, argv);
    ary = enum_to_a(argc, argv, obj);
    for (i = RARRAY_LEN(ary); i > 0;) {
        i--;
        if (i >= RARRAY_LEN(ary)) continue;
        rb_yield(RARRAY_PTR(ary)[i]);
    }
    return obj;
}

static VALUE
zip_i(VALUE val, VALUE *memo)
{
    VALUE result = memo[0], args = memo[1], tmp;
    long n = (long)memo[2]++, i;

    tmp = rb_ary_new2(RARRAY_LEN(args) + 1);
    rb_ary_push(tmp, val);
    for (i = 0; i < RARRAY_LEN(args); i++)
        rb_ary_push(tmp, rb_ary_entry(RARRAY_PTR(args)[i], n));
    if (NIL_P(result)) rb_yield(tmp);
    else rb_ary_push(result, tmp);
    return Qnil;
}

/* Enumerable#zip */
static VALUE
enum_zip(int argc, VALUE *argv, VALUE obj)
{
    VALUE memo[3], args = rb_ary_new2(argc);
    int i;

    for (i = 0; i < argc; i++)
        rb_ary_push(args, rb_convert_type(argv[i], T_ARRAY, "Array", "to_a"));
    memo[0] = rb_block_given_p() ? Qnil : rb_ary_new();
    memo[1] = args;
    memo[2] = 0;
    enum_each(obj, zip_i, (VALUE)memo);
    return memo[0];
}

static VALUE
cycle_i(VALUE i, VALUE ary)
{
    rb_ary_push(ary, i);
    rb_yield(i);
    return Qnil;
}

/* Enumerable#cycle */
static VALUE
enum_cycle(int argc, VALUE *argv, VALUE obj)
{
    VALUE ary, nv;
    long n, i, len;

    rb_scan_args(argc, argv, "01", &nv);
    RETURN_ENUMERATOR(obj, argc, argv);
    if (NIL_P(nv)) n = -1;
    else {
        n = NUM2LONG(nv);
        if (n <= 0) return Qnil;
    }
    ary = rb_ary_new();
    enum_each(obj, cycle_i, ary);
    len = RARRAY_LEN(ary);
    if (len == 0) return Qnil;
    while (n < 0 || 0 < --n) {
        for (i = 0; i < len; i++) rb_yield(RARRAY_PTR(ary)[i]);
    }
    return Qnil;
}

static VALUE
each_slice_i(VALUE val, VALUE *memo)
{
    long size = (long)memo[1];

    VALUE v = Qnil;

    rb_ary_push(memo[0], val);
    if (RARRAY_LEN(memo[0]) == size) {
        v = rb_yield(memo[0]);
        /* a fresh slice only after the block: a continuation re-entering
           that yield then starts the next slice afresh, as in 1.8.7 */
        memo[0] = rb_ary_new2(size);
    }
    return v;           /* the block's value goes back to each's yield */
}

/* Enumerable#each_slice */
static VALUE
enum_each_slice(VALUE obj, VALUE n)
{
    long size = NUM2LONG(n);
    VALUE memo[2];

    if (size <= 0) rb_raise(rb_eArgError, "invalid slice size");
    RETURN_ENUMERATOR(obj, 1, &n);
    memo[0] = rb_ary_new2(size);
    memo[1] = (VALUE)size;
    enum_each(obj, each_slice_i, (VALUE)memo);
    if (RARRAY_LEN(memo[0]) > 0) rb_yield(memo[0]);
    return Qnil;
}

static VALUE
each_cons_i(VALUE val, VALUE *memo)
{
    long size = (long)memo[1];

    if (RARRAY_LEN(memo[0]) == size) rb_ary_shift(memo[0]);
    rb_ary_push(memo[0], val);
    if (RARRAY_LEN(memo[0]) == size) return rb_yield(rb_ary_dup(memo[0]));
    return Qnil;
}

/* Enumerable#each_cons */
static VALUE
enum_each_cons(VALUE obj, VALUE n)
{
    long size = NUM2LONG(n);
    VALUE memo[2];

    if (size <= 0) rb_raise(rb_eArgError, "invalid size");
    RETURN_ENUMERATOR(obj, 1, &n);
    memo[0] = rb_ary_new2(size);
    memo[1] = (VALUE)size;
    enum_each(obj, each_cons_i, (VALUE)memo);
    return Qnil;
}

void
Init_Enumerable(void)
{
    VALUE m;

    id_each = rb_intern("each");
    id_eqq = rb_intern("===");
    id_cmp = rb_intern("<=>");
    id_size = rb_intern("size");

    m = rb_mEnumerable = rb_define_module("Enumerable");
    rb_define_method(m, "to_a", enum_to_a, -1);
    rb_define_method(m, "entries", enum_to_a, -1);
    rb_define_method(m, "sort", enum_sort, 0);
    rb_define_method(m, "sort_by", enum_sort_by, 0);
    rb_define_method(m, "grep", enum_grep, 1);
    rb_define_method(m, "count", enum_count, -1);
    rb_define_method(m, "find", enum_find, -1);
    rb_define_method(m, "detect", enum_find, -1);
    rb_define_method(m, "find_index", enum_find_index, -1);
    rb_define_method(m, "find_all", enum_find_all, 0);
    rb_define_method(m, "select", enum_find_all, 0);
    rb_define_method(m, "reject", enum_reject, 0);
    rb_define_method(m, "collect", enum_collect, 0);
    rb_define_method(m, "map", enum_collect, 0);
    rb_define_method(m, "inject", enum_inject, -1);
    rb_define_method(m, "reduce", enum_inject, -1);
    rb_define_method(m, "partition", enum_partition, 0);
    rb_define_method(m, "group_by", enum_group_by, 0);
    rb_define_method(m, "first", enum_first, -1);
    rb_define_method(m, "all?", enum_all, 0);
    rb_define_method(m, "any?", enum_any, 0);
    rb_define_method(m, "one?", enum_one, 0);
    rb_define_method(m, "none?", enum_none, 0);
    rb_define_method(m, "min", enum_min, 0);
    rb_define_method(m, "max", enum_max, 0);
    rb_define_method(m, "minmax", enum_minmax, 0);
    rb_define_method(m, "min_by", enum_min_by, 0);
    rb_define_method(m, "max_by", enum_max_by, 0);
    rb_define_method(m, "minmax_by", enum_minmax_by, 0);
    rb_define_method(m, "member?", enum_member, 1);
    rb_define_method(m, "include?", enum_member, 1);
    rb_define_method(m, "each_with_index", enum_each_with_index, 0);
    rb_define_method(m, "reverse_each", enum_reverse_each, -1);
    rb_define_method(m, "zip", enum_zip, -1);
    rb_define_method(m, "take", enum_take, 1);
    rb_define_method(m, "take_while", enum_take_while, 0);
    rb_define_method(m, "drop", enum_drop, 1);
    rb_define_method(m, "drop_while", enum_drop_while, 0);
    rb_define_method(m, "cycle", enum_cycle, -1);
    rb_define_method(m, "each_slice", enum_each_slice, 1);
    rb_define_method(m, "each_cons", enum_each_cons, 1);
    /* the enum_ names are the same methods in 1.8.7: with a block they iterate */
    rb_define_method(m, "enum_with_index", enum_each_with_index, 0);
    rb_define_method(m, "enum_slice", enum_each_slice, 1);
    rb_define_method(m, "enum_cons", enum_each_cons, 1);
}
