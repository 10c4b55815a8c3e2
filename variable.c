/* variable.c - global variables, instance variables ((ID, value) arrays in
   plain objects, the generic table for other objects), constants with autoload, class
   variables and class paths.  Classes keep constants, class variables and
   instance variables in one iv_tbl keyed by ID, told apart by the ID kind. */
#include "ruby.h"
#include "internal.h"
#include "node.h"
#include "st.h"
#include "env.h"
#include "gc.h"

static st_table *rb_global_tbl;
static st_table *rb_class_tbl;  /* classes/modules defined from C: GC roots */
static st_table *generic_iv_tbl;
static int special_generic_ivar;

static ID id_classpath(void) { return rb_intern("__classpath__"); }
static ID id_classid(void) { return rb_intern("__classid__"); }
static ID id_autoload(void) { return rb_intern("__autoload__"); }

/* ------------------------------------------------------------ globals */

struct trace_var {
    int removed;
    VALUE data;
    struct trace_var *next;
};

struct global_variable;
typedef VALUE gvar_getter_t(ID id, void *data, struct global_variable *gvar);
typedef void gvar_setter_t(VALUE val, ID id, void *data, struct global_variable *gvar);
typedef void gvar_marker_t(void *data);

struct global_variable {
    int counter;
    void *data;
    gvar_getter_t *getter;
    gvar_setter_t *setter;
    gvar_marker_t *marker;
    int block_trace;
    struct trace_var *trace;
};

struct global_entry {
    struct global_variable *var;
    ID id;
};

static VALUE
undef_getter(ID id, void *data, struct global_variable *var)
{
    rb_warning("global variable `%s' not initialized", rb_id2name(id));
    return Qnil;
}

static VALUE val_getter(ID id, void *data, struct global_variable *var) { return (VALUE)data; }
static void val_marker(void *data) { if (data) rb_gc_mark_maybe((VALUE)data); }

static void
val_setter(VALUE val, ID id, void *data, struct global_variable *var)
{
    var->data = (void *)val;
}

static void
undef_setter(VALUE val, ID id, void *data, struct global_variable *var)
{
    var->getter = val_getter;
    var->setter = val_setter;
    var->marker = val_marker;
    var->data = (void *)val;
}

static void undef_marker(void *data) { }

static VALUE
var_getter(ID id, void *data, struct global_variable *gvar)
{
    VALUE *var = (VALUE *)data;
    return var ? *var : Qnil;
}

static void
var_setter(VALUE val, ID id, void *data, struct global_variable *gvar)
{
    *(VALUE *)data = val;
}

static void
var_marker(void *data)
{
    if (data) rb_gc_mark_maybe(*(VALUE *)data);
}

static void
readonly_setter(VALUE val, ID id, void *data, struct global_variable *gvar)
{
    rb_name_error(id, "%s is a read-only variable", rb_id2name(id));
}

void
rb_gvar_readonly_setter(VALUE val, ID id, void *data, struct global_entry *e)
{
    readonly_setter(val, id, data, 0);
}

void
rb_gvar_val_setter(VALUE val, ID id, void *data, struct global_entry *e)
{
    val_setter(val, id, data, (struct global_variable *)e);
}

/* the entry of global id, made (undefined) when missing; uses xmalloc */
struct global_entry *
rb_global_entry(ID id)
{
    st_data_t data;
    struct global_entry *entry;
    struct global_variable *var;

    if (st_lookup(rb_global_tbl, (st_data_t)id, &data)) return (struct global_entry *)data;
    entry = ALLOC(struct global_entry);
    var = ALLOC(struct global_variable);
    entry->id = id;
    entry->var = var;
    var->counter = 1;
    var->data = 0;
    var->getter = undef_getter;
    var->setter = undef_setter;
    var->marker = undef_marker;
    var->block_trace = 0;
    var->trace = 0;
    st_add_direct(rb_global_tbl, (st_data_t)id, (st_data_t)entry);
    return entry;
}

static ID
global_id(const char *name)
{
    ID id;
    if (name[0] == '$') id = rb_intern(name);
    else {
        size_t len = strlen(name);
        char *buf = ALLOCA_N(char, len + 2);
        buf[0] = '$';
        memcpy(buf + 1, name, len + 1);
        id = rb_intern(buf);
    }
    return id;
}

/* *var is kept visible to the GC while the entry is allocated, so callers
   may assign the C global first and define the variable after */
void
rb_define_hooked_variable(const char *name, VALUE *var, VALUE (*getter)(ANYARGS), void (*setter)(ANYARGS))
{
    volatile VALUE keep = var ? *var : Qnil;
    struct global_variable *gvar = rb_global_entry(global_id(name))->var;
    gvar->data = (void *)var;
    gvar->getter = getter ? (gvar_getter_t *)getter : var_getter;
    gvar->setter = setter ? (gvar_setter_t *)setter : var_setter;
    gvar->marker = var_marker;
    RB_GC_GUARD(keep);
}

void
rb_define_variable(const char *name, VALUE *var)
{
    rb_define_hooked_variable(name, var, 0, 0);
}

void
rb_define_readonly_variable(const char *name, VALUE *var)
{
    rb_define_hooked_variable(name, var, 0, (void (*)(ANYARGS))readonly_setter);
}

void
rb_define_virtual_variable(const char *name, VALUE (*getter)(ANYARGS), void (*setter)(ANYARGS))
{
    struct global_variable *gvar = rb_global_entry(global_id(name))->var;
    gvar->data = 0;
    gvar->getter = getter ? (gvar_getter_t *)getter : val_getter;
    gvar->setter = setter ? (gvar_setter_t *)setter : readonly_setter;
    gvar->marker = undef_marker;
}

/* may run Ruby code (getters) */
VALUE
rb_gvar_get(struct global_entry *entry)
{
    struct global_variable *var = entry->var;
    return (*var->getter)(entry->id, var->data, var);
}

struct trace_data {
    struct trace_var *trace;
    VALUE val;
};

static VALUE
trace_ev(VALUE arg)
{
    struct trace_data *data = (struct trace_data *)arg;
    struct trace_var *trace = data->trace;
    for (; trace; trace = trace->next) {
        if (!trace->removed) rb_eval_cmd(trace->data, rb_ary_new3(1, data->val), 0);
    }
    return Qnil;
}

static void
remove_trace(struct global_variable *var)
{
    struct trace_var **pp = &var->trace;
    while (*pp) {
        struct trace_var *t = *pp;
        if (t->removed) { *pp = t->next; xfree(t); }
        else pp = &t->next;
    }
}

static VALUE
trace_en(VALUE arg)
{
    struct global_variable *var = (struct global_variable *)arg;
    var->block_trace = 0;
    remove_trace(var);
    return Qnil;
}

/* may run Ruby code (setters, trace_var procs) */
VALUE
rb_gvar_set(struct global_entry *entry, VALUE val)
{
    struct global_variable *var = entry->var;
    struct trace_data trace;

    if (rb_safe_level() >= 4)
        rb_raise(rb_eSecurityError, "Insecure: can't change global variable value");
    (*var->setter)(val, entry->id, var->data, var);
    if (var->trace && !var->block_trace) {
        var->block_trace = 1;
        trace.trace = var->trace;
        trace.val = val;
        rb_ensure(trace_ev, (VALUE)&trace, trace_en, (VALUE)var);
    }
    return val;
}

VALUE
rb_gv_set(const char *name, VALUE val)
{
    return rb_gvar_set(rb_global_entry(global_id(name)), val);
}

VALUE
rb_gv_get(const char *name)
{
    return rb_gvar_get(rb_global_entry(global_id(name)));
}

VALUE
rb_gvar_defined(struct global_entry *entry)
{
    return entry->var->getter == undef_getter ? Qfalse : Qtrue;
}

static int
gvar_i(st_data_t key, st_data_t value, st_data_t ary)
{
    rb_ary_push((VALUE)ary, rb_str_new2(rb_id2name((ID)key)));
    return ST_CONTINUE;
}

/* Kernel#global_variables */
VALUE
rb_f_global_variables(void)
{
    VALUE ary = rb_ary_new();
    char buf[3];
    int i;

    st_foreach(rb_global_tbl, gvar_i, (st_data_t)ary);
    if (!NIL_P(rb_backref_get())) {
        /* 1.8.7 lists the match variables again, then $1..$9 */
        static const char *const special[] = { "$&", "$`", "$'", "$+" };
        for (i = 0; i < 4; i++) rb_ary_push(ary, rb_str_new2(special[i]));
        for (i = 1; i <= 9; i++) {
            buf[0] = '$'; buf[1] = (char)('0' + i); buf[2] = 0;
            rb_ary_push(ary, rb_str_new(buf, 2));
        }
    }
    return ary;
}

void
rb_alias_variable(ID name1, ID name2)
{
    struct global_entry *entry1, *entry2;
    st_data_t data;

    if (rb_safe_level() >= 4)
        rb_raise(rb_eSecurityError, "Insecure: can't alias global variable");
    entry2 = rb_global_entry(name2);
    if (!st_lookup(rb_global_tbl, (st_data_t)name1, &data)) {
        entry1 = ALLOC(struct global_entry);
        entry1->id = name1;
        st_add_direct(rb_global_tbl, (st_data_t)name1, (st_data_t)entry1);
    }
    else {
        struct global_variable *var;
        entry1 = (struct global_entry *)data;
        var = entry1->var;
        if (var == entry2->var) return;
        if (var->block_trace) rb_raise(rb_eRuntimeError, "can't alias in tracer");
        var->counter--;
        if (var->counter == 0) {
            struct trace_var *t = var->trace, *next;
            while (t) { next = t->next; xfree(t); t = next; }
            xfree(var);
        }
    }
    entry2->var->counter++;
    entry1->var = entry2->var;
}

/* Kernel#trace_var(name, cmd = block) */
VALUE
rb_f_trace_var(int argc, VALUE *argv)
{
    VALUE var, cmd;
    struct global_entry *entry;
    struct trace_var *trace;

    rb_secure(4);
    if (rb_scan_args(argc, argv, "11", &var, &cmd) == 1) cmd = rb_block_proc();
    if (NIL_P(cmd)) return rb_f_untrace_var(argc, argv);
    entry = rb_global_entry(rb_to_id(var));
    if (OBJ_TAINTED(cmd)) rb_raise(rb_eSecurityError, "Insecure: tainted variable trace");
    trace = ALLOC(struct trace_var);
    trace->next = entry->var->trace;
    trace->data = cmd;
    trace->removed = 0;
    entry->var->trace = trace;
    return Qnil;
}

/* Kernel#untrace_var(name [, cmd]) */
VALUE
rb_f_untrace_var(int argc, VALUE *argv)
{
    VALUE var, cmd, ary;
    ID id;
    st_data_t data;
    struct trace_var *trace;
    struct global_variable *gvar;

    rb_secure(4);
    rb_scan_args(argc, argv, "11", &var, &cmd);
    id = rb_to_id(var);
    if (!st_lookup(rb_global_tbl, (st_data_t)id, &data))
        rb_name_error(id, "undefined global variable %s", rb_id2name(id));
    gvar = ((struct global_entry *)data)->var;
    if (!NIL_P(cmd)) {
        for (trace = gvar->trace; trace; trace = trace->next) {
            if (trace->data == cmd) {
                trace->removed = 1;
                if (!gvar->block_trace) remove_trace(gvar);
                return rb_ary_new3(1, cmd);
            }
        }
        return Qnil;
    }
    ary = rb_ary_new();
    for (trace = gvar->trace; trace; trace = trace->next) {
        rb_ary_push(ary, trace->data);
        trace->removed = 1;
    }
    if (!gvar->block_trace) remove_trace(gvar);
    return ary;
}

static int
mark_global_entry(st_data_t key, st_data_t value, st_data_t arg)
{
    struct global_variable *var = ((struct global_entry *)value)->var;
    struct trace_var *trace;
    (*var->marker)(var->data);
    for (trace = var->trace; trace; trace = trace->next) rb_gc_mark_maybe(trace->data);
    return ST_CONTINUE;
}

static int
mark_class_entry(st_data_t key, st_data_t value, st_data_t arg)
{
    rb_gc_mark((VALUE)key);
    return ST_CONTINUE;
}

/* keeps a class made by C code alive (rb_define_class & co.) */
void
rb_register_class(VALUE klass)
{
    if (!rb_class_tbl) rb_class_tbl = st_init_numtable();
    st_insert(rb_class_tbl, (st_data_t)klass, 0);
}

void
rb_gc_mark_global_tbl(void)
{
    if (rb_global_tbl) st_foreach(rb_global_tbl, mark_global_entry, 0);
    if (rb_class_tbl) st_foreach(rb_class_tbl, mark_class_entry, 0);
    rb_gc_mark(rb_cObject);
}

/* ------------------------------------------------------------ ivars */

/* A T_OBJECT keeps its ivars as (ID, value) pairs in the order they were
   first set (a removed one leaves the sequence); a call site passes a hint,
   the index it found its name at last time, so a read or write that hits
   costs one compare.  1.8.7 kept them in an st table grown from 11 bins and
   its walks show that table's order: up to IVAR_ST_MAX pairs it never grew,
   so the order follows from the IDs and the sequence alone (bin = ID % 11,
   each chain newest first); an object that gets more moves its ivars into
   such a table (built as 1.8.7 built it) and keeps them there.  Classes,
   modules and the generic ivars of other objects use st tables. */

#define IVAR_CAPA0 4
#define IVAR_ST_BINS 11
#define IVAR_ST_MAX 66
#define OBJ_IV_TBL(o) ((o)->iv_tbl)

static st_table *ivar_table(VALUE obj, int create);

/* The first pair array of an object (IVAR_CAPA0 pairs) comes from a free
   list of such arrays: a Foo.new loop then costs no malloc and free per
   object.  The list keeps at most IVAR_POOL_MAX arrays (the rest go back
   to malloc); ASan builds use malloc alone, so it sees every misuse. */
#define IVAR_POOL_MAX 4096
#ifndef RUBY_ASAN
static void *ivar_pool;
static long ivar_pool_len;
#endif

/* a fresh array of IVAR_CAPA0 pairs (may run the GC) */
static struct RIvarEntry *
ivar_pairs_new(void)
{
#ifndef RUBY_ASAN
    void *p = ivar_pool;
    if (p) {
        ivar_pool = *(void **)p;
        ivar_pool_len--;
        return (struct RIvarEntry *)p;
    }
#endif
    return ALLOC_N(struct RIvarEntry, IVAR_CAPA0);
}

/* gives back a pair array of capa pairs */
static void
ivar_pairs_free(struct RIvarEntry *p, unsigned int capa)
{
#ifndef RUBY_ASAN
    if (p && capa == IVAR_CAPA0 && ivar_pool_len < IVAR_POOL_MAX) {
        *(void **)p = ivar_pool;
        ivar_pool = p;
        ivar_pool_len++;
        return;
    }
#endif
    xfree(p);
}

static inline int
is_plain_object(VALUE obj)
{
    return !SPECIAL_CONST_P(obj) && BUILTIN_TYPE(obj) == T_OBJECT;
}

static inline int
obj_ivar_big(struct RObject *o)
{
    return o->iv_tbl != 0;
}

/* the index of id among o's pairs, or -1; tries *hint first, then updates it */
static long
obj_ivar_index(struct RObject *o, ID id, long *hint)
{
    unsigned int i;
    if (hint && (unsigned long)*hint < o->iv_len && o->iv_ptr[*hint].id == id) return *hint;
    for (i = 0; i < o->iv_len; i++) {
        if (o->iv_ptr[i].id == id) {
            if (hint) *hint = i;
            return i;
        }
    }
    return -1;
}

/* 1 and *val when o has ivar id */
static int
obj_ivar_lookup(struct RObject *o, ID id, long *hint, VALUE *val)
{
    long i;
    st_data_t v;
    if (obj_ivar_big(o)) {
        if (!st_lookup(OBJ_IV_TBL(o), (st_data_t)id, &v)) return 0;
        *val = (VALUE)v;
        return 1;
    }
    i = obj_ivar_index(o, id, hint);
    if (i < 0) return 0;
    *val = o->iv_ptr[i].val;
    return 1;
}

/* the pairs replayed into a fresh numtable: the table 1.8.7 would hold */
static st_table *
obj_ivar_replay(struct RObject *o)
{
    st_table *tbl = st_init_numtable();
    unsigned int i;
    for (i = 0; i < o->iv_len; i++)
        st_add_direct(tbl, (st_data_t)o->iv_ptr[i].id, (st_data_t)o->iv_ptr[i].val);
    return tbl;
}

/* o's ivars move into an st table for good (may allocate: the GC still
   sees the pairs until the switch) */
static void
obj_ivar_to_table(struct RObject *o)
{
    st_table *tbl = obj_ivar_replay(o);
    ivar_pairs_free(o->iv_ptr, o->iv_capa);
    o->iv_ptr = 0;
    o->iv_len = o->iv_capa = 0;
    o->iv_tbl = tbl;
}

/* room for one more pair (may run the GC: it still sees the old pairs) */
static void
obj_ivar_grow(struct RObject *o)
{
    struct RIvarEntry *p;
    if (!o->iv_capa) {
        p = ivar_pairs_new();
        if (o->iv_capa) rb_bug("obj_ivar_grow: pairs made during allocation");
        o->iv_ptr = p;
        o->iv_capa = IVAR_CAPA0;
        return;
    }
    p = ALLOC_N(struct RIvarEntry, o->iv_capa * 2);
    MEMCPY(p, o->iv_ptr, struct RIvarEntry, o->iv_len);
    ivar_pairs_free(o->iv_ptr, o->iv_capa);
    o->iv_ptr = p;
    o->iv_capa *= 2;
}

/* may allocate (the GC still sees the old pairs) */
static void
obj_ivar_set(VALUE obj, ID id, VALUE val, long *hint)
{
    struct RObject *o = ROBJECT(obj);
    long i;
    if (!obj_ivar_big(o)) {
        i = obj_ivar_index(o, id, hint);
        if (i >= 0) {
            o->iv_ptr[i].val = val;
            return;
        }
        if (o->iv_len == IVAR_ST_MAX) obj_ivar_to_table(o);
    }
    if (obj_ivar_big(o)) {
        st_insert(OBJ_IV_TBL(o), (st_data_t)id, (st_data_t)val);
        return;
    }
    if (o->iv_len == o->iv_capa) obj_ivar_grow(o);
    o->iv_ptr[o->iv_len].id = id;
    o->iv_ptr[o->iv_len].val = val;
    if (hint) *hint = o->iv_len;
    o->iv_len++;
}

/* 1 and *val (the old value) when o had ivar id */
static int
obj_ivar_remove(struct RObject *o, ID id, VALUE *val)
{
    st_data_t key = (st_data_t)id, v;
    long i;
    if (obj_ivar_big(o)) {
        if (!st_delete(OBJ_IV_TBL(o), &key, &v)) return 0;
        *val = (VALUE)v;
        return 1;
    }
    i = obj_ivar_index(o, id, 0);
    if (i < 0) return 0;
    *val = o->iv_ptr[i].val;
    MEMMOVE(o->iv_ptr + i, o->iv_ptr + i + 1, struct RIvarEntry, o->iv_len - i - 1);
    o->iv_len--;
    return 1;
}

/* the GC's part: mark and free an object's ivars */
void
rb_mark_object_ivars(VALUE obj)
{
    struct RObject *o = ROBJECT(obj);
    unsigned int i;
    if (obj_ivar_big(o)) {
        rb_mark_tbl(OBJ_IV_TBL(o));
        return;
    }
    for (i = 0; i < o->iv_len; i++) rb_gc_mark(o->iv_ptr[i].val);
}

void
rb_free_object_ivars(VALUE obj)
{
    struct RObject *o = ROBJECT(obj);
    if (obj_ivar_big(o)) st_free_table(OBJ_IV_TBL(o));
    else if (o->iv_ptr) ivar_pairs_free(o->iv_ptr, o->iv_capa);
    o->iv_tbl = 0;
    o->iv_ptr = 0;
    o->iv_len = o->iv_capa = 0;
}

/* 1.8.7's copy of an ivar table reverses each chain: so does this, with
   the pairs of each bin in reverse sequence */
static void
reverse_bins(struct RIvarEntry *p, unsigned int n)
{
    unsigned int b;
    long lo, hi;
    for (b = 0; b < IVAR_ST_BINS; b++) {
        lo = 0; hi = (long)n - 1;
        for (;;) {
            while (lo < hi && (unsigned int)p[lo].id % IVAR_ST_BINS != b) lo++;
            while (lo < hi && (unsigned int)p[hi].id % IVAR_ST_BINS != b) hi--;
            if (lo >= hi) break;
            {
                struct RIvarEntry t = p[lo];
                p[lo++] = p[hi];
                p[hi--] = t;
            }
        }
    }
}

/* dest's ivars become a copy of obj's (clone, dup); may allocate */
void
rb_obj_copy_ivar(VALUE dest, VALUE obj)
{
    struct RObject *d = ROBJECT(dest), *s = ROBJECT(obj);
    unsigned int n = s->iv_len, capa;
    struct RIvarEntry *p;

    if (obj_ivar_big(s)) {
        st_table *tbl = st_copy(OBJ_IV_TBL(s));
        rb_free_object_ivars(dest);
        d->iv_tbl = tbl;
        return;
    }
    capa = n <= IVAR_CAPA0 ? IVAR_CAPA0 : n;
    p = n ? (capa == IVAR_CAPA0 ? ivar_pairs_new() : ALLOC_N(struct RIvarEntry, n)) : 0;
    n = s->iv_len < n ? s->iv_len : n;   /* a GC there cannot add pairs, but be exact */
    if (n) MEMCPY(p, s->iv_ptr, struct RIvarEntry, n);
    reverse_bins(p, n);
    rb_free_object_ivars(dest);
    d->iv_ptr = p;
    d->iv_len = n;
    d->iv_capa = p ? capa : 0;
}

/* walks a snapshot in 1.8.7's order, so func may change obj's ivars */
static __attribute__((noinline)) void
obj_ivar_foreach(struct RObject *o, int (*func)(ID, VALUE, VALUE), VALUE arg)
{
    struct RIvarEntry snap[IVAR_ST_MAX];
    long n = o->iv_len, i, k = 0;
    unsigned int b;

    for (b = 0; b < IVAR_ST_BINS; b++) {
        for (i = n - 1; i >= 0; i--)
            if ((unsigned int)o->iv_ptr[i].id % IVAR_ST_BINS == b) snap[k++] = o->iv_ptr[i];
    }
    for (i = 0; i < n; i++)
        if ((*func)(snap[i].id, snap[i].val, arg) == ST_STOP) break;
}

/* calls func(id, value, arg) for each of obj's ivars (hidden ones too), in
   the order 1.8.7 walks them (ST_DELETE is not supported) */
void
rb_ivar_foreach(VALUE obj, int (*func)(ID, VALUE, VALUE), VALUE arg)
{
    st_table *tbl;
    if (is_plain_object(obj) && !obj_ivar_big(ROBJECT(obj))) {
        if (ROBJECT(obj)->iv_len) obj_ivar_foreach(ROBJECT(obj), func, arg);
        return;
    }
    tbl = rb_ivar_table_of(obj);
    if (tbl) st_foreach(tbl, func, (st_data_t)arg);
}

/* how many ivars obj has (hidden ones too) */
long
rb_ivar_count(VALUE obj)
{
    st_table *tbl;
    if (is_plain_object(obj) && !obj_ivar_big(ROBJECT(obj))) return ROBJECT(obj)->iv_len;
    tbl = rb_ivar_table_of(obj);
    return tbl ? (long)tbl->num_entries : 0;
}

static int
has_own_ivtbl(VALUE obj)
{
    switch (TYPE(obj)) {
      case T_CLASS: case T_MODULE: return 1;
      default: return 0;
    }
}

st_table *
rb_generic_ivar_table(VALUE obj)
{
    st_data_t tbl;
    if (!FL_TEST(obj, FL_EXIVAR) && !rb_special_const_p(obj)) return 0;
    if (!generic_iv_tbl) return 0;
    if (!st_lookup(generic_iv_tbl, (st_data_t)obj, &tbl)) return 0;
    return (st_table *)tbl;
}

/* the ivar table of obj, not a T_OBJECT (own or generic); 0 when none and
   !create */
static st_table *
ivar_table(VALUE obj, int create)
{
    st_table *tbl;
    if (has_own_ivtbl(obj)) {
        if (!RCLASS(obj)->iv_tbl && create) RCLASS(obj)->iv_tbl = st_init_numtable();
        return RCLASS(obj)->iv_tbl;
    }
    tbl = rb_generic_ivar_table(obj);
    if (tbl || !create) return tbl;
    if (rb_special_const_p(obj)) special_generic_ivar = 1;
    if (!generic_iv_tbl) generic_iv_tbl = st_init_numtable();
    tbl = st_init_numtable();
    st_add_direct(generic_iv_tbl, (st_data_t)obj, (st_data_t)tbl);
    FL_SET(obj, FL_EXIVAR);
    return tbl;
}

/* the st table holding the ivars of obj, or 0 (none, or pairs) */
st_table *
rb_ivar_table_of(VALUE obj)
{
    if (!is_plain_object(obj)) return ivar_table(obj, 0);
    return obj_ivar_big(ROBJECT(obj)) ? OBJ_IV_TBL(ROBJECT(obj)) : 0;
}

/* obj's ivar id (nil when unset, with a warning when warn and -w); hint as
   in obj_ivar_index, or 0 */
VALUE
rb_ivar_get_hinted(VALUE obj, ID id, int warn, long *hint)
{
    st_data_t val;
    if (is_plain_object(obj)) {
        VALUE v;
        if (obj_ivar_lookup(ROBJECT(obj), id, hint, &v)) return v;
    }
    else {
        st_table *tbl = ivar_table(obj, 0);
        if (tbl && st_lookup(tbl, (st_data_t)id, &val)) return (VALUE)val;
    }
    if (warn && RTEST(ruby_verbose))
        rb_warning("instance variable %s not initialized", rb_id2name(id));
    return Qnil;
}

VALUE rb_ivar_get(VALUE obj, ID id) { return rb_ivar_get_hinted(obj, id, 1, 0); }
VALUE rb_attr_get(VALUE obj, ID id) { return rb_ivar_get_hinted(obj, id, 0, 0); }

VALUE
rb_ivar_set_hinted(VALUE obj, ID id, VALUE val, long *hint)
{
    if (!OBJ_TAINTED(obj) && rb_safe_level() >= 4)
        rb_raise(rb_eSecurityError, "Insecure: can't modify instance variable");
    if (OBJ_FROZEN(obj)) rb_error_frozen("object");
    if (is_plain_object(obj)) obj_ivar_set(obj, id, val, hint);
    else st_insert(ivar_table(obj, 1), (st_data_t)id, (st_data_t)val);
    return val;
}

VALUE rb_ivar_set(VALUE obj, ID id, VALUE val) { return rb_ivar_set_hinted(obj, id, val, 0); }

/* without the $SAFE 4 and frozen checks: for the preallocated exceptions
   (SystemStackError, NoMemoryError), whose raise must not raise again */
VALUE
rb_ivar_set_unchecked(VALUE obj, ID id, VALUE val)
{
    if (is_plain_object(obj)) obj_ivar_set(obj, id, val, 0);
    else st_insert(ivar_table(obj, 1), (st_data_t)id, (st_data_t)val);
    return val;
}

VALUE
rb_ivar_defined(VALUE obj, ID id)
{
    st_table *tbl;
    VALUE v;
    if (is_plain_object(obj)) return obj_ivar_lookup(ROBJECT(obj), id, 0, &v) ? Qtrue : Qfalse;
    tbl = ivar_table(obj, 0);
    return tbl && st_lookup(tbl, (st_data_t)id, 0) ? Qtrue : Qfalse;
}

VALUE rb_iv_get(VALUE obj, const char *name) { return rb_ivar_get(obj, rb_intern(name)); }
VALUE rb_iv_set(VALUE obj, const char *name, VALUE val) { return rb_ivar_set(obj, rb_intern(name), val); }

void
rb_mark_generic_ivar(VALUE obj)
{
    rb_mark_tbl(rb_generic_ivar_table(obj));
}

static int
mark_special_ivar(st_data_t key, st_data_t value, st_data_t arg)
{
    if (rb_special_const_p((VALUE)key)) rb_mark_tbl((st_table *)value);
    return ST_CONTINUE;
}

/* the ivars of immediates (nothing else reaches them) */
void
rb_mark_generic_ivar_tbl(void)
{
    if (generic_iv_tbl && special_generic_ivar)
        st_foreach(generic_iv_tbl, mark_special_ivar, 0);
}

void
rb_free_generic_ivar(VALUE obj)
{
    st_data_t key = (st_data_t)obj, tbl;
    if (generic_iv_tbl && st_delete(generic_iv_tbl, &key, &tbl))
        st_free_table((st_table *)tbl);
}

/* clone gets a copy of obj's generic ivars; may allocate */
void
rb_copy_generic_ivar(VALUE clone, VALUE obj)
{
    st_table *tbl = rb_generic_ivar_table(obj), *copy;
    st_data_t old, key = (st_data_t)clone;
    if (!tbl) return;
    copy = st_copy(tbl);
    if (st_delete(generic_iv_tbl, &key, &old)) st_free_table((st_table *)old);
    st_add_direct(generic_iv_tbl, (st_data_t)clone, (st_data_t)copy);
    FL_SET(clone, FL_EXIVAR);
}

static int
ivar_name_i(ID key, VALUE value, VALUE ary)
{
    if (rb_is_instance_id(key)) rb_ary_push(ary, rb_str_new2(rb_id2name(key)));
    return ST_CONTINUE;
}

/* Kernel#instance_variables: names as Strings (1.8) */
VALUE
rb_obj_instance_variables(VALUE obj)
{
    VALUE ary = rb_ary_new();
    rb_ivar_foreach(obj, ivar_name_i, ary);
    return ary;
}

/* Kernel#remove_instance_variable */
VALUE
rb_obj_remove_instance_variable(VALUE obj, VALUE name)
{
    st_data_t val, key;
    st_table *tbl;
    ID id = rb_to_id(name);

    if (!rb_is_instance_id(id))
        rb_name_error(id, "`%s' is not allowed as an instance variable name", rb_id2name(id));
    if (!OBJ_TAINTED(obj) && rb_safe_level() >= 4)
        rb_raise(rb_eSecurityError, "Insecure: can't modify instance variable");
    if (OBJ_FROZEN(obj)) rb_error_frozen("object");
    if (is_plain_object(obj)) {
        VALUE v;
        if (obj_ivar_remove(ROBJECT(obj), id, &v)) return v;
    }
    else {
        tbl = ivar_table(obj, 0);
        key = (st_data_t)id;
        if (tbl && st_delete(tbl, &key, &val)) return (VALUE)val;
    }
    rb_name_error(id, "instance variable %s not defined", rb_id2name(id));
    return Qnil;
}

/* ------------------------------------------------------------ class paths */

static st_table *
class_tbl(VALUE klass)
{
    return RCLASS(klass)->iv_tbl;
}

static void set_path_ivar(VALUE klass, VALUE str);

/* the search for an unnamed class among the constants (1.8.7 names a class
   assigned to a constant when its name is first asked for): depth first in
   each table's walk order from Object's, entering every class or module
   not already on the way down */
struct path_search {
    VALUE target;
    VALUE prefix;               /* the path of the table walked, or Qnil */
    VALUE found;
    struct path_search *up;
    VALUE mod;                  /* the module whose table is walked */
};

static VALUE kept_name(VALUE klass);

static VALUE
join_path(VALUE prefix, ID id)
{
    VALUE str;
    if (NIL_P(prefix)) return rb_str_new2(rb_id2name(id));
    str = rb_str_dup(prefix);
    rb_str_cat2(str, "::");
    rb_str_cat2(str, rb_id2name(id));
    return str;
}

static int
path_search_i(st_data_t key, st_data_t val, st_data_t arg)
{
    struct path_search *s = (struct path_search *)arg, sub, *up;
    VALUE v = (VALUE)val, own;

    if (!rb_is_const_id((ID)key) || SPECIAL_CONST_P(v) || v == Qundef) return ST_CONTINUE;
    if (v == s->target) {
        s->found = join_path(s->prefix, (ID)key);
        return ST_STOP;
    }
    if (BUILTIN_TYPE(v) != T_CLASS && BUILTIN_TYPE(v) != T_MODULE) return ST_CONTINUE;
    if (!RCLASS(v)->iv_tbl) return ST_CONTINUE;
    for (up = s; up; up = up->up) if (up->mod == v) return ST_CONTINUE;
    own = kept_name(v);
    sub.target = s->target;
    sub.prefix = NIL_P(own) ? join_path(s->prefix, (ID)key) : own;
    sub.found = Qnil;
    sub.up = s;
    sub.mod = v;
    st_foreach(RCLASS(v)->iv_tbl, path_search_i, (st_data_t)&sub);
    if (NIL_P(sub.found)) return ST_CONTINUE;
    s->found = sub.found;
    return ST_STOP;
}

/* bumped by every constant assignment and removal: a search that missed
   misses again until then (the last miss is remembered: inspecting the
   objects of one anonymous class in a loop walks the constants once) */
static unsigned long const_generation;
static VALUE last_miss;
static unsigned long last_miss_generation;

/* the constant path klass is found at (then kept as its name), or Qnil */
static VALUE
find_class_path(VALUE klass)
{
    struct path_search s;
    if (!rb_cObject || !RCLASS(rb_cObject)->iv_tbl || FL_TEST(klass, FL_SINGLETON))
        return Qnil;
    if (klass == last_miss && last_miss_generation == const_generation) return Qnil;
    s.target = klass;
    s.prefix = Qnil;
    s.found = Qnil;
    s.up = 0;
    s.mod = rb_cObject;
    st_foreach(RCLASS(rb_cObject)->iv_tbl, path_search_i, (st_data_t)&s);
    if (!NIL_P(s.found)) set_path_ivar(klass, s.found);
    else {
        last_miss = klass;
        last_miss_generation = const_generation;
    }
    return s.found;
}

/* the stored path String of klass, or Qnil when anonymous */
static VALUE
classname(VALUE klass)
{
    VALUE path = kept_name(klass);
    return NIL_P(path) && rb_cString ? find_class_path(klass) : path;
}

/* the path String klass keeps (a constant search made it, or its definition
   named it), or Qnil */
static VALUE
kept_name(VALUE klass)
{
    st_data_t path;
    st_table *tbl;

    if (!klass) return Qnil;
    tbl = class_tbl(klass);
    if (tbl && st_lookup(tbl, (st_data_t)id_classpath(), &path)) {
        if (TYPE((VALUE)path) == T_STRING) return (VALUE)path;
        return Qnil;
    }
    if (tbl && rb_cString && st_lookup(tbl, (st_data_t)id_classid(), &path)) {
        VALUE str = rb_str_new2(rb_id2name(SYM2ID((VALUE)path)));
        OBJ_FREEZE(str);
        st_insert(tbl, (st_data_t)id_classpath(), (st_data_t)str);
        return str;
    }
    return Qnil;
}

/* klass's name for the error report: the kept path, else the name it was
   defined with (neither allocates: out of memory), else the constant it is
   found at, else 0 */
const char *
rb_class2name_noalloc(VALUE klass)
{
    st_data_t v;
    st_table *tbl = class_tbl(klass = rb_class_real(klass));
    VALUE path;

    if (tbl && st_lookup(tbl, (st_data_t)id_classpath(), &v) && TYPE((VALUE)v) == T_STRING)
        return RSTRING_PTR((VALUE)v);
    if (tbl && st_lookup(tbl, (st_data_t)id_classid(), &v)) return rb_id2name(SYM2ID((VALUE)v));
    path = find_class_path(klass);
    return NIL_P(path) ? 0 : RSTRING_PTR(path);
}

/* Module#name: "" when anonymous */
VALUE
rb_mod_name(VALUE mod)
{
    VALUE path = classname(mod);
    if (!NIL_P(path)) return rb_str_dup(path);
    return rb_str_new2("");
}

static VALUE
anonymous_path(VALUE klass)
{
    char buf[64];
    const char *s = "Class";
    if (TYPE(klass) == T_MODULE) {
        if (rb_obj_class(klass) == rb_cModule) s = "Module";
        else s = rb_class2name(RBASIC(klass)->klass);
    }
    if (strlen(s) > 40) s = "Module";
    snprintf(buf, sizeof(buf), "#<%s:0x%lx>", s, (unsigned long)klass);
    return rb_str_new2(buf);
}

/* the path String of klass kept in its table (anonymous ones cached under
   __tmp_classpath__), so C strings taken from it stay valid */
static VALUE
class_path_stable(VALUE klass)
{
    VALUE path = classname(klass);
    st_data_t tmp;
    ID id_tmp = rb_intern("__tmp_classpath__");

    if (!NIL_P(path)) return path;
    if (RCLASS(klass)->iv_tbl && st_lookup(RCLASS(klass)->iv_tbl, (st_data_t)id_tmp, &tmp))
        return (VALUE)tmp;
    path = anonymous_path(klass);
    OBJ_FREEZE(path);
    if (!RCLASS(klass)->iv_tbl) RCLASS(klass)->iv_tbl = st_init_numtable();
    st_insert(RCLASS(klass)->iv_tbl, (st_data_t)id_tmp, (st_data_t)path);
    return path;
}

VALUE
rb_class_path(VALUE klass)
{
    return rb_str_dup(class_path_stable(klass));
}

VALUE
rb_class_path_internal(VALUE klass)
{
    return class_path_stable(klass);
}

static void
set_path_ivar(VALUE klass, VALUE str)
{
    if (!RCLASS(klass)->iv_tbl) RCLASS(klass)->iv_tbl = st_init_numtable();
    OBJ_FREEZE(str);
    st_insert(RCLASS(klass)->iv_tbl, (st_data_t)id_classpath(), (st_data_t)str);
}

void
rb_set_class_path(VALUE klass, VALUE under, const char *name)
{
    VALUE str;
    if (under == rb_cObject) str = rb_str_new2(name);
    else {
        str = rb_class_path(under);
        rb_str_cat2(str, "::");
        rb_str_cat2(str, name);
    }
    set_path_ivar(klass, str);
}

void
rb_name_class(VALUE klass, ID id)
{
    if (!RCLASS(klass)->iv_tbl) RCLASS(klass)->iv_tbl = st_init_numtable();
    st_insert(RCLASS(klass)->iv_tbl, (st_data_t)id_classid(), (st_data_t)ID2SYM(id));
}

VALUE
rb_class_name(VALUE klass)
{
    return rb_class_path(rb_class_real(klass));
}

/* the name of klass's real class; the text stays valid (kept in the class) */
const char *
rb_class2name(VALUE klass)
{
    return RSTRING_PTR(class_path_stable(rb_class_real(klass)));
}

const char *
rb_obj_classname(VALUE obj)
{
    return rb_class2name(CLASS_OF(obj));
}

VALUE
rb_path2class(const char *path)
{
    const char *pbeg = path, *p;
    VALUE c = rb_cObject;

    if (path[0] == '#') rb_raise(rb_eArgError, "can't retrieve anonymous class %s", path);
    while (*pbeg) {
        ID id;
        VALUE str;
        for (p = pbeg; *p && *p != ':'; p++);
        str = rb_str_new(pbeg, p - pbeg);
        id = rb_intern(RSTRING_PTR(str));
        if (p[0] == ':') {
            if (p[1] != ':') goto undefined;
            p += 2;
        }
        if (!rb_const_defined(c, id)) {
          undefined:
            rb_raise(rb_eArgError, "undefined class/module %.*s", (int)(p - path), path);
        }
        c = rb_const_get_at(c, id);
        switch (TYPE(c)) {
          case T_MODULE: case T_CLASS: break;
          default: rb_raise(rb_eTypeError, "%s does not refer class/module", path);
        }
        pbeg = p;
    }
    return c;
}

/* ------------------------------------------------------------ autoload */

static VALUE
autoload_hash(VALUE mod, int create)
{
    st_data_t h;
    st_table *tbl = RCLASS(mod)->iv_tbl;
    if (tbl && st_lookup(tbl, (st_data_t)id_autoload(), &h)) return (VALUE)h;
    if (!create) return Qnil;
    h = (st_data_t)rb_hash_new();
    if (!RCLASS(mod)->iv_tbl) RCLASS(mod)->iv_tbl = st_init_numtable();
    st_insert(RCLASS(mod)->iv_tbl, (st_data_t)id_autoload(), h);
    return (VALUE)h;
}

static VALUE
autoload_file(VALUE mod, ID id)
{
    VALUE h = autoload_hash(mod, 0);
    if (NIL_P(h)) return Qnil;
    return rb_hash_lookup(h, ID2SYM(id));
}

static VALUE
autoload_delete(VALUE mod, ID id)
{
    VALUE h = autoload_hash(mod, 0);
    if (NIL_P(h)) return Qnil;
    return rb_hash_delete(h, ID2SYM(id));
}

void
rb_autoload(VALUE mod, ID id, const char *file)
{
    st_data_t val;
    VALUE fn;

    if (!rb_is_const_id(id))
        rb_name_error(id, "autoload must be constant name");
    if (!file || !*file) rb_raise(rb_eArgError, "empty file name");
    if (RCLASS(mod)->iv_tbl && st_lookup(RCLASS(mod)->iv_tbl, (st_data_t)id, &val)
        && (VALUE)val != Qundef)
        return;
    rb_const_set(mod, id, Qundef);
    fn = rb_str_new2(file);
    OBJ_FREEZE(fn);
    rb_hash_aset(autoload_hash(mod, 1), ID2SYM(id), fn);
}

static VALUE
autoload_require(VALUE file)
{
    return rb_require_safe(file, rb_safe_level());
}

/* requires the file registered for mod::id; Qfalse when none.  The entry
   goes first (the file may name the constant while it loads), and comes
   back when the require raises: the next reference tries again, as 1.8.7 */
VALUE
rb_autoload_load(VALUE mod, ID id)
{
    VALUE file = autoload_delete(mod, id), result;
    st_data_t val;
    int state;

    if (NIL_P(file)) return Qfalse;
    result = rb_protect(autoload_require, file, &state);
    if (state) {
        if (RCLASS(mod)->iv_tbl && st_lookup(RCLASS(mod)->iv_tbl, (st_data_t)id, &val)
            && (VALUE)val == Qundef)
            rb_hash_aset(autoload_hash(mod, 1), ID2SYM(id), file);
        rb_jump_tag(state);
    }
    return result;
}

VALUE
rb_autoload_p(VALUE mod, ID id)
{
    st_data_t val;
    if (!RCLASS(mod)->iv_tbl || !st_lookup(RCLASS(mod)->iv_tbl, (st_data_t)id, &val)
        || (VALUE)val != Qundef)
        return Qnil;
    return autoload_file(mod, id);
}

/* ------------------------------------------------------------ constants */

static VALUE
const_missing(VALUE klass, ID id)
{
    return rb_funcall(klass, rb_intern("const_missing"), 1, ID2SYM(id));
}

/* Module#const_missing: raises NameError */
VALUE
rb_mod_const_missing(VALUE klass, VALUE name)
{
    ID id = rb_to_id(name);
    /* 1.8 reports the error from the code that named the constant: drop
       this C frame so no "in `const_missing'" line shows (the rescuing
       tag restores ruby_frame) */
    if (ruby_frame && ruby_frame->prev && ruby_frame->last_func == rb_intern("const_missing"))
        ruby_frame = ruby_frame->prev;
    if (klass && klass != rb_cObject)
        rb_name_error(id, "uninitialized constant %s::%s", rb_class2name(klass), rb_id2name(id));
    rb_name_error(id, "uninitialized constant %s", rb_id2name(id));
    return Qnil;
}

/* looks id up in tmp's own table, loading an autoload; 1 when found */
static int
const_lookup_at(VALUE tmp, ID id, VALUE *value)
{
    st_data_t val;
    while (RCLASS(tmp)->iv_tbl && st_lookup(RCLASS(tmp)->iv_tbl, (st_data_t)id, &val)) {
        if ((VALUE)val == Qundef) {
            if (!RTEST(rb_autoload_load(tmp, id))) {
                st_data_t key = (st_data_t)id;
                if (RCLASS(tmp)->iv_tbl && st_lookup(RCLASS(tmp)->iv_tbl, key, &val)
                    && (VALUE)val == Qundef)
                    st_delete(RCLASS(tmp)->iv_tbl, &key, 0);
                return 0;
            }
            continue;
        }
        *value = (VALUE)val;
        return 1;
    }
    return 0;
}

static VALUE
const_get_0(VALUE klass, ID id, int exclude, int recurse)
{
    VALUE value, tmp = klass;
    int mod_retry = 0;

  retry:
    while (tmp) {
        if (const_lookup_at(tmp, id, &value)) {
            if (exclude && tmp == rb_cObject && klass != rb_cObject)
                rb_warn("toplevel constant %s referenced by %s::%s",
                        rb_id2name(id), rb_class2name(klass), rb_id2name(id));
            return value;
        }
        if (!recurse && klass != rb_cObject) break;
        tmp = RCLASS(tmp)->super;
    }
    if (!exclude && !mod_retry && BUILTIN_TYPE(klass) == T_MODULE) {
        mod_retry = 1;
        tmp = rb_cObject;
        goto retry;
    }
    return const_missing(klass, id);
}

VALUE rb_const_get_from(VALUE klass, ID id) { return const_get_0(klass, id, 1, 1); }
VALUE rb_const_get(VALUE klass, ID id) { return const_get_0(klass, id, 0, 1); }
VALUE rb_const_get_at(VALUE klass, ID id) { return const_get_0(klass, id, 1, 0); }

static int
const_defined_0(VALUE klass, ID id, int exclude, int recurse)
{
    st_data_t value;
    VALUE tmp = klass;
    int mod_retry = 0;

  retry:
    while (tmp) {
        if (RCLASS(tmp)->iv_tbl && st_lookup(RCLASS(tmp)->iv_tbl, (st_data_t)id, &value)) {
            /* 1.8.7 asks the class the search began at, not the one holding
               the autoload: one found in a superclass or Object counts as
               undefined (defined?(X) in a method of another class is nil) */
            if ((VALUE)value == Qundef && NIL_P(autoload_file(klass, id))) return 0;
            return 1;
        }
        if (!recurse && klass != rb_cObject) break;
        tmp = RCLASS(tmp)->super;
    }
    if (!exclude && !mod_retry && BUILTIN_TYPE(klass) == T_MODULE) {
        mod_retry = 1;
        tmp = rb_cObject;
        goto retry;
    }
    return 0;
}

int rb_const_defined_from(VALUE klass, ID id) { return const_defined_0(klass, id, 1, 1); }
int rb_const_defined(VALUE klass, ID id) { return const_defined_0(klass, id, 0, 1); }
int rb_const_defined_at(VALUE klass, ID id) { return const_defined_0(klass, id, 1, 0); }

static void
check_class_writable(VALUE klass, const char *what)
{
    if (!OBJ_TAINTED(klass) && rb_safe_level() >= 4)
        rb_raise(rb_eSecurityError, "Insecure: can't %s", what);
    if (OBJ_FROZEN(klass)) {
        if (BUILTIN_TYPE(klass) == T_MODULE) rb_error_frozen("module");
        rb_error_frozen("class");
    }
}

/* names an anonymous class/module stored in a constant */
void
rb_const_set(VALUE klass, ID id, VALUE val)
{
    st_data_t old;
    if (NIL_P(klass) || !klass)
        rb_raise(rb_eTypeError, "no class/module to define constant %s", rb_id2name(id));
    check_class_writable(klass, "set constant");
    const_generation++;
    if (!RCLASS(klass)->iv_tbl) RCLASS(klass)->iv_tbl = st_init_numtable();
    else if (st_lookup(RCLASS(klass)->iv_tbl, (st_data_t)id, &old)) {
        if ((VALUE)old == Qundef) autoload_delete(klass, id);
        else rb_warn("already initialized constant %s", rb_id2name(id));
    }
    st_insert(RCLASS(klass)->iv_tbl, (st_data_t)id, (st_data_t)val);
}

void
rb_define_const(VALUE klass, const char *name, VALUE val)
{
    ID id = rb_intern(name);
    if (!rb_is_const_id(id)) rb_warn("rb_define_const: invalid name `%s' for constant", name);
    if (klass == rb_cObject) rb_secure(4);
    rb_const_set(klass, id, val);
}

void
rb_define_global_const(const char *name, VALUE val)
{
    rb_define_const(rb_cObject, name, val);
}

static int
const_i(st_data_t key, st_data_t value, st_data_t tbl)
{
    if (rb_is_const_id((ID)key) && !st_lookup((st_table *)tbl, key, 0))
        st_add_direct((st_table *)tbl, key, key);
    return ST_CONTINUE;
}

void *
rb_mod_const_at(VALUE mod, void *data)
{
    st_table *tbl = data ? (st_table *)data : st_init_numtable();
    if (RCLASS(mod)->iv_tbl) st_foreach(RCLASS(mod)->iv_tbl, const_i, (st_data_t)tbl);
    return tbl;
}

void *
rb_mod_const_of(VALUE mod, void *data)
{
    VALUE tmp = mod;
    for (;;) {
        data = rb_mod_const_at(tmp, data);
        tmp = RCLASS(tmp)->super;
        if (!tmp) break;
        if (tmp == rb_cObject && mod != rb_cObject) break;
    }
    return data;
}

static int
list_i(st_data_t key, st_data_t value, st_data_t ary)
{
    rb_ary_push((VALUE)ary, rb_str_new2(rb_id2name((ID)key)));
    return ST_CONTINUE;
}

VALUE
rb_const_list(void *data)
{
    st_table *tbl = (st_table *)data;
    VALUE ary = rb_ary_new();
    if (!tbl) return ary;
    st_foreach(tbl, list_i, (st_data_t)ary);
    st_free_table(tbl);
    return ary;
}

/* Module#constants */
VALUE
rb_mod_constants(VALUE mod)
{
    return rb_const_list(rb_mod_const_of(mod, 0));
}

/* Module#remove_const */
VALUE
rb_mod_remove_const(VALUE mod, VALUE name)
{
    ID id = rb_to_id(name);
    st_data_t val, key = (st_data_t)id;

    if (!rb_is_const_id(id))
        rb_name_error(id, "`%s' is not allowed as a constant name", rb_id2name(id));
    if (OBJ_FROZEN(mod) && (OBJ_TAINTED(mod) || rb_safe_level() < 4)) rb_error_frozen("class/module");
    check_class_writable(mod, "remove constant");
    if (RCLASS(mod)->iv_tbl && st_delete(RCLASS(mod)->iv_tbl, &key, &val)) {
        if ((VALUE)val == Qundef) {
            autoload_delete(mod, id);
            val = Qnil;
        }
        return (VALUE)val;
    }
    if (rb_const_defined_at(mod, id))
        rb_name_error(id, "cannot remove %s::%s", rb_class2name(mod), rb_id2name(id));
    rb_name_error(id, "constant %s::%s not defined", rb_class2name(mod), rb_id2name(id));
    return Qnil;
}

/* ------------------------------------------------------------ class variables */

/* the class in klass's ancestors holding cvar id, or 0 */
static VALUE
cvar_holder(VALUE klass, ID id, st_data_t *value)
{
    VALUE tmp;
    for (tmp = klass; tmp; tmp = RCLASS(tmp)->super) {
        if (RCLASS(tmp)->iv_tbl && st_lookup(RCLASS(tmp)->iv_tbl, (st_data_t)id, value))
            return tmp;
    }
    return 0;
}

/* -w: 1.8.7 names every further ancestor that holds the class variable
   the holder's hides */
static void
cvar_override_check(ID id, VALUE holder)
{
    st_data_t value;
    VALUE tmp = holder;

    if (!RTEST(ruby_verbose)) return;
    while ((tmp = cvar_holder(RCLASS(tmp)->super, id, &value)) != 0) {
        VALUE by = BUILTIN_TYPE(holder) == T_ICLASS ? RBASIC(holder)->klass : holder;
        VALUE of = BUILTIN_TYPE(tmp) == T_ICLASS ? RBASIC(tmp)->klass : tmp;
        rb_warning("class variable %s of %s is overridden by %s",
                   rb_id2name(id), rb_class2name(of), rb_class2name(by));
    }
}

void
rb_cvar_set(VALUE klass, ID id, VALUE val, int warn)
{
    st_data_t old;
    VALUE tmp = cvar_holder(klass, id, &old);
    check_class_writable(tmp ? tmp : klass, tmp ? "modify class variable" : "set class variable");
    if (tmp && warn && tmp != klass)    /* a class body's @@x = ... sets an ancestor's */
        rb_warning("already initialized class variable %s", rb_id2name(id));
    if (!tmp) tmp = klass;
    if (!RCLASS(tmp)->iv_tbl) RCLASS(tmp)->iv_tbl = st_init_numtable();
    st_insert(RCLASS(tmp)->iv_tbl, (st_data_t)id, (st_data_t)val);
    cvar_override_check(id, tmp);
}

VALUE
rb_cvar_get(VALUE klass, ID id)
{
    st_data_t value;
    VALUE holder = cvar_holder(klass, id, &value);
    if (holder) {
        cvar_override_check(id, holder);
        return (VALUE)value;
    }
    rb_name_error(id, "uninitialized class variable %s in %s",
                  rb_id2name(id), rb_class2name(klass));
    return Qnil;
}

VALUE
rb_cvar_defined(VALUE klass, ID id)
{
    st_data_t value;
    return cvar_holder(klass, id, &value) ? Qtrue : Qfalse;
}

static ID
cvar_id(const char *name)
{
    ID id = rb_intern(name);
    if (!rb_is_class_id(id)) rb_name_error(id, "wrong class variable name %s", name);
    return id;
}

void rb_cv_set(VALUE klass, const char *name, VALUE val) { rb_cvar_set(klass, cvar_id(name), val, Qfalse); }
VALUE rb_cv_get(VALUE klass, const char *name) { return rb_cvar_get(klass, cvar_id(name)); }

void
rb_define_class_variable(VALUE klass, const char *name, VALUE val)
{
    rb_cvar_set(klass, cvar_id(name), val, Qtrue);
}

static int
cv_i(st_data_t key, st_data_t value, st_data_t ary)
{
    if (rb_is_class_id((ID)key)) {
        VALUE kval = rb_str_new2(rb_id2name((ID)key));
        if (!RTEST(rb_ary_includes((VALUE)ary, kval))) rb_ary_push((VALUE)ary, kval);
    }
    return ST_CONTINUE;
}

/* Module#class_variables */
VALUE
rb_mod_class_variables(VALUE obj)
{
    VALUE ary = rb_ary_new();
    for (; obj; obj = RCLASS(obj)->super) {
        if (RCLASS(obj)->iv_tbl) st_foreach(RCLASS(obj)->iv_tbl, cv_i, (st_data_t)ary);
    }
    return ary;
}

/* Module#remove_class_variable */
VALUE
rb_mod_remove_cvar(VALUE mod, VALUE name)
{
    ID id = rb_to_id(name);
    st_data_t val, key = (st_data_t)id;

    if (!rb_is_class_id(id))
        rb_name_error(id, "wrong class variable name %s", rb_id2name(id));
    check_class_writable(mod, "remove class variable");
    if (RCLASS(mod)->iv_tbl && st_delete(RCLASS(mod)->iv_tbl, &key, &val)) return (VALUE)val;
    if (RTEST(rb_cvar_defined(mod, id)))
        rb_name_error(id, "cannot remove %s for %s", rb_id2name(id), rb_class2name(mod));
    rb_name_error(id, "class variable %s not defined for %s", rb_id2name(id), rb_class2name(mod));
    return Qnil;
}

void
Init_var_tables(void)
{
    rb_global_tbl = st_init_numtable();
    generic_iv_tbl = st_init_numtable();
}
