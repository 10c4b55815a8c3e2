/* eval_method.c - method tables, lookup with a global method cache validated
   by a generation and cleared per name or class as in 1.8.7, dispatch (rb_call/rb_call0), visibility, arity,
   method_missing, and the Module methods that change method tables.
   Dispatch may raise and GC. */
#include "eval_intern.h"
#include "internal.h"

int ruby_redefined_ops;
int ruby_last_call_status;

#define CSTAT_PRIV  1
#define CSTAT_PROT  2
#define CSTAT_VCALL 4
#define CSTAT_SUPER 8

static ID id_method_missing, id_initialize, id_respond_to, id_added, id_sadded,
    id_removed, id_sremoved, id_allocate, id_attached, id_extended, id_included,
    id_append_features, id_extend_object;

/* ------------------------------------------------------------ method cache */

#define CACHE_SIZE 4096
#define CACHE_MASK (CACHE_SIZE - 1)
#define CACHE_HASH(k, m) ((((k) >> 3) ^ (m)) & CACHE_MASK)

struct cache_entry {
    VALUE klass;
    ID mid;
    unsigned long serial;   /* cache_generation when filled */
    unsigned long idgen;    /* id_generation of mid's slot when filled */
    NODE *body;     /* resolved body, 0 = no such method */
    VALUE origin;   /* class (or include proxy) the body was found in */
    VALUE vorigin;  /* 1.8.7's origin: where the visibility was found (a public/
                       private(name) entry's class), else the alias's or body's */
    ID oid;         /* original name (differs for aliases) */
    int noex;
    int zsuper;     /* reached through a public/private(name) entry: body looked up at each hit */
    ID zid;         /* then the name it was looked up by, the called one (1.8.7's super call) */
};
static struct cache_entry cache[CACHE_SIZE];

/* the cache's own generation, bumped by full clears only: as in 1.8.7 a
   method added or undefined clears the entries of its name, public/private
   those of the receiver class, remove_method those of the name from that
   class, so an entry can keep what changed elsewhere (a class including a
   module keeps the visibility the module changes in place) until then
   (ruby_method_serial counts every table change, for other caches) */
static unsigned long cache_generation = 1;

void
rb_clear_cache(void)
{
    ruby_method_serial++;
    cache_generation++;
}

/* per-name generations (a few names share one): a method
   added bumps its name's instead of scanning the cache for the name */
#define ID_GEN_SIZE 4096
#define ID_GEN_SLOT(id) (((id) ^ ((id) >> 12)) & (ID_GEN_SIZE - 1))
static unsigned long id_generation[ID_GEN_SIZE];

/* drops the entries of method name id (it was added, removed or undefined) */
static void
rb_clear_cache_by_id(ID id)
{
    ruby_method_serial++;
    id_generation[ID_GEN_SLOT(id)]++;
}

/* drops the entries of id looked up from klass or found in a class of its
   method table (remove_method): as 1.8.7, not those that reached a method
   of that name through an alias or another class's visibility entry */
static void
rb_clear_cache_for_undef(VALUE klass, ID id)
{
    struct cache_entry *e, *end = cache + CACHE_SIZE;
    ruby_method_serial++;
    for (e = cache; e < end; e++) {
        if (e->serial == cache_generation && e->mid == id && (e->klass == klass ||
                             (e->vorigin && RCLASS(e->vorigin)->m_tbl == RCLASS(klass)->m_tbl)))
            e->serial = 0;
    }
}

/* drops the entries looked up from klass or found in it; a class the GC
   frees clears the whole cache (one scan per freed class would be slow) */
void
rb_clear_cache_by_class(VALUE klass)
{
    struct cache_entry *e, *end = cache + CACHE_SIZE;
    ruby_method_serial++;
    if (rb_during_gc()) {
        cache_generation++;
        return;
    }
    for (e = cache; e < end; e++) {
        if (e->klass == klass || e->vorigin == klass) e->serial = 0;
    }
}

/* finds the NODE_METHOD for id starting at klass; *origin gets the class */
static NODE *
search_method(VALUE klass, ID id, VALUE *origin)
{
    st_data_t n;
    for (; klass; klass = RCLASS(klass)->super) {
        if (RCLASS(klass)->m_tbl && st_lookup(RCLASS(klass)->m_tbl, id, &n)) {
            *origin = klass;
            return (NODE *)n;
        }
    }
    return 0;
}

/* -w warnings of `def` (1.8.7 gives them for def only, not define_method or
   attr): `def m` replacing klass's own m, unless aliased (its body lives
   on); `def obj.m` replacing a singleton method */
void
rb_warn_redefinition(VALUE klass, ID id, int singleton)
{
    VALUE origin;
    NODE *old;
    if (!RTEST(ruby_verbose)) return;
    if (singleton) {
        st_data_t n;
        if (RCLASS(klass)->m_tbl && st_lookup(RCLASS(klass)->m_tbl, id, &n))
            rb_warning("redefine %s", rb_id2name(id));
        return;
    }
    old = search_method(klass, id, &origin);
    if (old && origin == klass && old->nd_cnt == 0 && old->nd_body)
        rb_warning("method redefined; discarding old %s", rb_id2name(id));
}

/* warnings of any `def m` (without -w too), before the -w one */
void
rb_warn_def(VALUE klass, ID id)
{
    if (klass == rb_cObject && id == id_initialize)
        rb_warn("redefining Object#initialize may cause infinite loop");
    if (id == rb_intern("__id__") || id == rb_intern("__send__"))
        rb_warn("redefining `%s' may cause serious problem", rb_id2name(id));
    rb_warn_redefinition(klass, id, 0);
}

/* the body of a visibility-only entry whose method is gone from the
   ancestors: as in 1.8.7 it stays a method (respond_to?, its visibility
   checked), and calling it is a super call that finds nothing */
static NODE *zsuper_missing;

/* full lookup: resolves aliases (FBODY) and visibility-only entries
   (ZSUPER); as in 1.8.7 an alias of a visibility-only entry stays one,
   looked up by the original name above the alias's class at each call */
static int lookup_via_zsuper;   /* set by lookup_slow: a visibility-only entry followed */
static ID lookup_zid;           /* the name the last one was followed by */

static NODE *
lookup_slow(VALUE klass, ID id, VALUE *origin, int *noex, ID *oid, VALUE *vorigin)
{
    NODE *m = search_method(klass, id, origin), *body;
    VALUE zorigin;
    *vorigin = 0;
    if (!m || !m->nd_body) return 0;
    *noex = (int)m->nd_noex;
    *oid = id;
    body = m->nd_body;
    for (;;) {
        zorigin = *origin;
        if (nd_type(body) == NODE_ZSUPER && !*vorigin) *vorigin = zorigin;
        if (nd_type(body) == NODE_ZSUPER) {
            lookup_via_zsuper = 1;
            lookup_zid = *oid;
        }
        while (nd_type(body) == NODE_ZSUPER) {
            VALUE c = RCLASS(*origin)->super;
            m = c ? search_method(c, *oid, origin) : 0;
            if (!m || !m->nd_body) {
                *origin = zorigin;
                return zsuper_missing;
            }
            body = m->nd_body;
            /* a method redefined over its own undef takes no super however reached */
            *noex = (*noex & ~NOEX_NOSUPER) | ((int)m->nd_noex & NOEX_NOSUPER);
        }
        if (nd_type(body) != NODE_FBODY) break;
        *oid = body->nd_mid;
        *origin = body->nd_orig;
        body = body->nd_head;
    }
    if (!*vorigin) *vorigin = *origin;
    return body;
}

/* as 1.8.7 caches a visibility-only entry itself (its visibility and
   class) and looks the method above it up at each call, a hit on one
   finds the body again and keeps the cached visibility */
static void
zsuper_relookup(struct cache_entry *e)
{
    VALUE vorigin;
    int noex;
    e->body = lookup_slow(e->klass, e->mid, &e->origin, &noex, &e->oid, &vorigin);
    e->noex = (e->noex & ~NOEX_NOSUPER) | (noex & NOEX_NOSUPER);
    e->zid = lookup_zid;
    lookup_via_zsuper = 0;
}

/* the cache entry of (klass, id), filled on a miss */
static inline struct cache_entry *
method_cache_fill(VALUE klass, ID id)
{
    struct cache_entry *e = &cache[CACHE_HASH(klass, id)];
    if (__builtin_expect(e->klass == klass && e->mid == id && e->serial == cache_generation &&
                         e->idgen == id_generation[ID_GEN_SLOT(id)], 1)) {
        if (__builtin_expect(e->zsuper, 0)) zsuper_relookup(e);
        return e;
    }
    e->body = lookup_slow(klass, id, &e->origin, &e->noex, &e->oid, &e->vorigin);
    e->klass = klass;
    e->mid = id;
    e->serial = cache_generation;
    e->idgen = id_generation[ID_GEN_SLOT(id)];
    e->zsuper = lookup_via_zsuper;
    e->zid = e->zsuper ? lookup_zid : id;
    lookup_via_zsuper = 0;
    return e;
}

NODE *
rb_get_method_body(VALUE klass, ID id, VALUE *origin, int *noex, ID *oid)
{
    struct cache_entry *e = method_cache_fill(klass, id);
    *origin = e->origin; *noex = e->noex; *oid = e->oid;
    return e->body;
}

/* rb_get_method_body by a full lookup that renews the entry, as 1.8.7's
   method, instance_method, *_method_defined? by visibility and
   public/private do (method_defined? and respond_to? take the entry as is) */
NODE *
rb_get_method_body_fresh(VALUE klass, ID id, VALUE *origin, int *noex, ID *oid)
{
    cache[CACHE_HASH(klass, id)].serial = 0;
    return rb_get_method_body(klass, id, origin, noex, oid);
}

NODE *
rb_method_node(VALUE klass, ID id)
{
    VALUE origin; int noex; ID oid;
    return rb_get_method_body(klass, id, &origin, &noex, &oid);
}

/* ------------------------------------------------------------ table changes */

static void
check_redefined_op(VALUE klass, ID id, NODE *body)
{
    static ID ops[13];
    int i;
    if (ruby_running && (klass == rb_cArray || klass == rb_cString || klass == rb_cHash) &&
        (id == rb_intern("length") || id == rb_intern("size") || id == rb_intern("empty?"))) {
        /* eval.c fast_length reads them itself: bit 6 once any changes */
        ruby_redefined_ops |= 64;
        return;
    }
    if ((klass == rb_cArray && rb_cArray) || (klass == rb_cHash && rb_cHash)) {
        /* Array#[] and Hash#[] (eval.c fast_binop reads a plain Array's
           element and a plain Hash's value itself) unless they are
           array.c's and hash.c's own: bits 4 and 5 */
        static ID aref;
        if (!aref) aref = rb_intern("[]");
        if (id != aref) return;
        if (body && nd_type(body) == NODE_CFUNC &&
            body->nd_cfnc == (klass == rb_cArray ? (VALUE (*)(ANYARGS))rb_ary_aref
                                                   : (VALUE (*)(ANYARGS))rb_hash_aref)) return;
        ruby_redefined_ops |= klass == rb_cArray ? 16 : 32;
        return;
    }
    if (klass != rb_cFixnum && klass != rb_cFloat && klass != rb_cInteger && klass != rb_cNumeric) return;
    if (!rb_cFixnum) return;
    if (!ops[0]) {
        ops[0] = '+'; ops[1] = '-'; ops[2] = '*'; ops[3] = '<'; ops[4] = '>';
        ops[5] = idLE; ops[6] = idGE; ops[7] = idEq;
        ops[8] = '&'; ops[9] = '|'; ops[10] = '^';
        ops[11] = '/'; ops[12] = '%';
    }
    if (body && nd_type(body) == NODE_CFUNC && (klass == rb_cFixnum || klass == rb_cFloat)) return;
    if (klass == rb_cFixnum && id == rb_intern("<=>")) ruby_redefined_ops |= 8;
    if (klass != rb_cFixnum && klass != rb_cFloat) return;
    for (i = 0; i < 13; i++) {
        if (ops[i] == id) ruby_redefined_ops |= klass == rb_cFloat ? 2 : 1;
    }
}

/* adds (or, with node 0, undefines) method id of klass (GC) */
static void add_method_body(VALUE klass, ID id, NODE *node, int noex);

void
rb_add_method(VALUE klass, ID id, NODE *node, int noex)
{
    if (NIL_P(klass)) klass = rb_cObject;
    if (ruby_safe_level >= 4 && (klass == rb_cObject || !OBJ_TAINTED(klass)))
        rb_raise(rb_eSecurityError, "Insecure: can't define method");
    add_method_body(klass, id, node, noex);
}

/* rb_add_method after the $SAFE check (alias has a check of its own) */
static void
add_method_body(VALUE klass, ID id, NODE *node, int noex)
{
    NODE *body;
    if (!FL_TEST(klass, FL_SINGLETON) && node && nd_type(node) != NODE_ZSUPER &&
        (id == id_initialize || id == rb_intern("initialize_copy"))) {
        noex = NOEX_PRIVATE;
    }
    /* def, alias and undef said "class", "module" or "object" already;
       attr, define_method, private(name) say this, as 1.8.7 */
    if (OBJ_FROZEN(klass)) rb_error_frozen("class/module");
    check_redefined_op(klass, id, node);
    body = NEW_METHOD(node, noex);
    rb_node_at_synced_position(body);
    if (!RCLASS(klass)->m_tbl) RCLASS(klass)->m_tbl = st_init_numtable();
    st_insert(RCLASS(klass)->m_tbl, id, (st_data_t)body);
    rb_clear_cache_by_id(id);
    /* as 1.8.7, any method added once Ruby runs (def, attr, alias, Struct's
       accessors, a C extension's) calls the hook */
    if (node && id != ID_ALLOCATOR && ruby_running) {
        if (FL_TEST(klass, FL_SINGLETON))
            rb_funcall(rb_iv_get(klass, "__attached__"), id_sadded, 1, ID2SYM(id));
        else
            rb_funcall(klass, id_added, 1, ID2SYM(id));
    }
}

/* Module#remove_method core */
static void
remove_method(VALUE klass, ID id)
{
    st_data_t data;
    NODE *body = 0;
    if (klass == rb_cObject) rb_secure(4);
    if (ruby_safe_level >= 4 && !OBJ_TAINTED(klass))
        rb_raise(rb_eSecurityError, "Insecure: can't remove method");
    if (OBJ_FROZEN(klass)) rb_error_frozen("class/module");
    if (id == rb_intern("__id__") || id == rb_intern("__send__") || id == id_initialize)
        rb_warn("removing `%s' may cause serious problem", rb_id2name(id));
    if (RCLASS(klass)->m_tbl && st_lookup(RCLASS(klass)->m_tbl, id, &data)) body = (NODE *)data;
    if (!body || !body->nd_body) {
        rb_name_error(id, "method `%s' not defined in %s", rb_id2name(id), rb_class2name(klass));
    }
    st_delete(RCLASS(klass)->m_tbl, (st_data_t *)&id, &data);
    check_redefined_op(klass, id, 0);
    rb_clear_cache_for_undef(klass, id);
    if (FL_TEST(klass, FL_SINGLETON))
        rb_funcall(rb_iv_get(klass, "__attached__"), id_sremoved, 1, ID2SYM(id));
    else
        rb_funcall(klass, id_removed, 1, ID2SYM(id));
}

void
rb_remove_method(VALUE klass, const char *name)
{
    remove_method(klass, rb_intern(name));
}

/* Module#remove_method(*names) */
static VALUE
rb_mod_remove_method(int argc, VALUE *argv, VALUE mod)
{
    int i;
    for (i = 0; i < argc; i++) remove_method(mod, rb_to_id(argv[i]));
    return mod;
}

/* Module#undef_method(*names) */
static VALUE
rb_mod_undef_method(int argc, VALUE *argv, VALUE mod)
{
    int i;
    for (i = 0; i < argc; i++) rb_undef(mod, rb_to_id(argv[i]));
    return mod;
}

/* NameError "undefined method `id' for class `C'" (method, instance_method,
   alias): as 1.8.7, C is the real class (a singleton's superclass chain),
   never the object a singleton class is attached to */
void
rb_print_undef(VALUE klass, ID id)
{
    VALUE c = rb_class_real(klass);
    const char *s0 = TYPE(c) == T_MODULE ? "module" : "class";
    rb_name_error(id, "undefined method `%s' for %s `%s'", rb_id2name(id), s0, rb_class2name(c));
}

void
rb_alias(VALUE klass, ID name, ID def)
{
    VALUE origin;
    NODE *orig, *body;
    int noex;

    rb_frozen_class_p(klass);
    if (name == def) return;
    if (klass == rb_cObject) rb_secure(4);
    orig = search_method(klass, def, &origin);
    if (!orig || !orig->nd_body) {
        if (TYPE(klass) == T_MODULE) orig = search_method(rb_cObject, def, &origin);
    }
    if (!orig || !orig->nd_body) {
        rb_print_undef(klass, def);
    }
    if (RTEST(ruby_verbose)) {   /* -w: the alias replaces a method of klass's own */
        VALUE o2;
        NODE *old = search_method(klass, name, &o2);
        if (old && o2 == klass && old->nd_cnt == 0 && old->nd_body)
            rb_warning("discarding old %s", rb_id2name(name));
    }
    noex = (int)orig->nd_noex;
    body = orig->nd_body;
    orig->nd_cnt++;   /* redefining the original discards nothing now: no -w warning */
    if (nd_type(body) == NODE_FBODY) {
        def = body->nd_mid;
        origin = body->nd_orig;
        body = body->nd_head;
    }
    add_method_body(klass, name, NEW_FBODY(body, def, origin), noex);   /* allowed at $SAFE 4 (1.8.7) */
}

/* Module#alias_method(new, old) */
static VALUE
rb_mod_alias_method(VALUE mod, VALUE newname, VALUE oldname)
{
    rb_alias(mod, rb_to_id(newname), rb_to_id(oldname));
    return mod;
}

void
rb_attr(VALUE klass, ID id, int read, int write, int ex)
{
    const char *name;
    char *buf;
    ID attriv;
    int noex;
    size_t len;

    if (!ex || !ruby_cref || ruby_cref->nd_clss != klass) noex = NOEX_PUBLIC;
    else if (ruby_scope_vmode == SCOPE_PRIVATE || ruby_scope_vmode == SCOPE_MODFUNC) {
        noex = NOEX_PRIVATE;
        rb_warning(ruby_scope_vmode == SCOPE_MODFUNC ? "attribute accessor as module_function" :
                   "private attribute?");
    }
    else if (ruby_scope_vmode == SCOPE_PROTECTED) noex = NOEX_PROTECTED;
    else noex = NOEX_PUBLIC;
    if (!rb_is_local_id(id) && !rb_is_const_id(id))
        rb_name_error(id, "invalid attribute name `%s'", rb_id2name(id));
    name = rb_id2name(id);
    len = strlen(name);
    buf = ALLOCA_N(char, len + 2);
    buf[0] = '@';
    memcpy(buf + 1, name, len + 1);
    attriv = rb_intern(buf);
    if (read) rb_add_method(klass, id, NEW_NODE(NODE_IVAR, attriv, 0, 0), noex);
    if (write) rb_add_method(klass, rb_id_attrset(id), NEW_NODE(NODE_ATTRSET, attriv, 0, 0), noex);
}

int
rb_method_boundp(VALUE klass, ID id, int ex)
{
    VALUE origin; int noex; ID oid;
    if (rb_get_method_body(klass, id, &origin, &noex, &oid)) {
        if (ex && (noex & NOEX_PRIVATE)) return Qfalse;
        return Qtrue;
    }
    return Qfalse;
}

/* ------------------------------------------------------------ allocators */

/* the allocator is a hidden singleton method under an ID no name maps to */

void
rb_define_alloc_func(VALUE klass, VALUE (*func)(VALUE))
{
    Check_Type(klass, T_CLASS);
    rb_add_method(rb_singleton_class(klass), ID_ALLOCATOR, NEW_CFUNC(func, 0), NOEX_PRIVATE);
}

void
rb_undef_alloc_func(VALUE klass)
{
    Check_Type(klass, T_CLASS);
    rb_add_method(rb_singleton_class(klass), ID_ALLOCATOR, 0, NOEX_UNDEF);
}

VALUE (*rb_get_alloc_func(VALUE klass))(VALUE)
{
    NODE *n;
    /* a class's allocator is read at every Class#new: the type test inline,
       the lookup straight from the method cache */
    if (__builtin_expect(SPECIAL_CONST_P(klass) || BUILTIN_TYPE(klass) != T_CLASS, 0))
        Check_Type(klass, T_CLASS);
    n = method_cache_fill(RBASIC(klass)->klass, ID_ALLOCATOR)->body;
    if (!n) return 0;
    if (nd_type(n) != NODE_CFUNC) return 0;
    return (VALUE (*)(VALUE))n->nd_cfnc;
}

/* ------------------------------------------------------------ jump scanning */

#define SCAN_LOOPJUMP 1
#define SCAN_RETURN 2

static int
is_node(VALUE v)
{
    return v && !SPECIAL_CONST_P(v) && rb_is_heap_object(v) && BUILTIN_TYPE(v) == T_NODE;
}

/* the methods that evaluate a string where they are called */
static int
eval_mid_p(ID mid)
{
    return mid == rb_intern("eval") || mid == rb_intern("instance_eval") ||
        mid == rb_intern("module_eval") || mid == rb_intern("class_eval");
}

/* `send(:eval, "break")`, `__send__("instance_eval", s)`: an eval too */
static int
sends_eval(NODE *n)
{
    NODE *a = n->nd_args;
    VALUE v;
    ID mid;
    if (n->nd_mid != rb_intern("send") && n->nd_mid != rb_intern("__send__")) return 0;
    if (!is_node((VALUE)a) || nd_type(a) != NODE_ARRAY || !is_node((VALUE)a->nd_head)) return 0;
    a = a->nd_head;
    if (nd_type(a) == NODE_LIT && SYMBOL_P(a->nd_lit)) mid = SYM2ID(a->nd_lit);
    else if (nd_type(a) == NODE_STR && TYPE(v = a->nd_lit) == T_STRING) mid = rb_intern(RSTRING_PTR(v));
    else return 0;
    return eval_mid_p(mid);
}

/* bits for the subtree n: loop-level break/next/redo, and return anywhere */
static int
scan_tree(NODE *n, int in_loop)
{
    int bits = 0, t;
    if (!is_node((VALUE)n)) return 0;
    t = nd_type(n);
    switch (t) {
      case NODE_CLASS: case NODE_MODULE: case NODE_SCLASS:
        /* a return in a class body leaves the enclosing method */
        return scan_tree(n->nd_body, 0) & SCAN_RETURN;
      case NODE_DEFN: case NODE_DEFS: case NODE_CREF: case NODE_LIT: case NODE_STR: case NODE_XSTR: case NODE_METHOD:
      case NODE_CFUNC: case NODE_IFUNC: case NODE_GVAR: case NODE_GASGN:
        if (t == NODE_GASGN) return scan_tree(n->nd_value, in_loop);
        return 0;
      case NODE_RETRY:   /* outside a rescue clause it ends at the method:
                            no loop catches it */
        return SCAN_LOOPJUMP;
      case NODE_BREAK: case NODE_NEXT: case NODE_REDO:
        bits = in_loop ? 0 : SCAN_LOOPJUMP;
        if (t != NODE_REDO) bits |= scan_tree(n->nd_stts, in_loop);
        return bits;
      case NODE_RETURN:
        return (n->nd_tailret == RETURN_TAIL ? 0 : SCAN_RETURN) | scan_tree(n->nd_stts, in_loop);
      case NODE_FCALL: case NODE_CALL: case NODE_VCALL:
        /* `eval("return 1")` returns from the method: the tags must be there */
        if (eval_mid_p(n->nd_mid) || sends_eval(n)) bits = SCAN_RETURN | (in_loop ? 0 : SCAN_LOOPJUMP);
        break;
      case NODE_WHILE: case NODE_UNTIL:
        return scan_tree(n->nd_cond, in_loop) | scan_tree(n->nd_body, 1);
      case NODE_ITER: case NODE_FOR:
        return scan_tree(n->nd_iter, in_loop) | (scan_tree(n->nd_body, 1) & SCAN_RETURN) |
            (scan_tree(n->nd_var, 1) & SCAN_RETURN);
      case NODE_SCOPE:
        return scan_tree(n->nd_next, in_loop);
      case NODE_BLOCK:   /* nd_end points back into the chain: walk it by hand */
        for (; n && is_node((VALUE)n) && nd_type(n) == NODE_BLOCK; n = n->nd_next)
            bits |= scan_tree(n->nd_head, in_loop);
        return bits;
    }
    if (is_node(n->u1.value)) bits |= scan_tree(n->u1.node, in_loop);
    if (is_node(n->u2.value)) bits |= scan_tree(n->u2.node, in_loop);
    if (is_node(n->u3.value)) bits |= scan_tree(n->u3.node, in_loop);
    return bits;
}

/* marks a loop node, block body or method scope with the tags it needs */
void
rb_scan_jumps(NODE *node)
{
    int bits;
    if (!node || (node->flags & NODE_FL_SCANNED)) return;
    switch (nd_type(node)) {
      case NODE_WHILE: case NODE_UNTIL:
        bits = scan_tree(node->nd_body, 0) | (scan_tree(node->nd_cond, 0) & SCAN_LOOPJUMP);
        break;
      case NODE_SCOPE:
        bits = scan_tree(node->nd_next, 0);
        break;
      default:
        bits = scan_tree(node, 0);
    }
    if (bits & SCAN_LOOPJUMP) node->flags |= NODE_FL_TAG;
    if (bits & SCAN_RETURN) node->flags |= NODE_FL_RETURN;
    node->flags |= NODE_FL_SCANNED;
}

/* ------------------------------------------------------------ calling */

NORETURN(static void arity_error(int argc, int n));
static void
arity_error(int argc, int n)
{
    rb_raise(rb_eArgError, "wrong number of arguments (%d for %d)", argc, n);
}

static VALUE
call_cfunc(VALUE (*func)(ANYARGS), VALUE recv, int len, int argc, const VALUE *argv)
{
    if (len >= 0 && argc != len) arity_error(argc, len);
    switch (len) {
      case -2: return (*func)(recv, rb_ary_new4(argc, argv));
      case -1: return (*func)(argc, argv, recv);
      case 0: return (*func)(recv);
      case 1: return (*func)(recv, argv[0]);
      case 2: return (*func)(recv, argv[0], argv[1]);
      case 3: return (*func)(recv, argv[0], argv[1], argv[2]);
      case 4: return (*func)(recv, argv[0], argv[1], argv[2], argv[3]);
      case 5: return (*func)(recv, argv[0], argv[1], argv[2], argv[3], argv[4]);
      case 6: return (*func)(recv, argv[0], argv[1], argv[2], argv[3], argv[4], argv[5]);
      case 7: return (*func)(recv, argv[0], argv[1], argv[2], argv[3], argv[4], argv[5], argv[6]);
      case 8: return (*func)(recv, argv[0], argv[1], argv[2], argv[3], argv[4], argv[5], argv[6],
                             argv[7]);
      case 9: return (*func)(recv, argv[0], argv[1], argv[2], argv[3], argv[4], argv[5], argv[6],
                             argv[7], argv[8]);
      case 10: return (*func)(recv, argv[0], argv[1], argv[2], argv[3], argv[4], argv[5], argv[6],
                              argv[7], argv[8], argv[9]);
      case 11: return (*func)(recv, argv[0], argv[1], argv[2], argv[3], argv[4], argv[5], argv[6],
                              argv[7], argv[8], argv[9], argv[10]);
      case 12: return (*func)(recv, argv[0], argv[1], argv[2], argv[3], argv[4], argv[5], argv[6],
                              argv[7], argv[8], argv[9], argv[10], argv[11]);
      case 13: return (*func)(recv, argv[0], argv[1], argv[2], argv[3], argv[4], argv[5], argv[6],
                              argv[7], argv[8], argv[9], argv[10], argv[11], argv[12]);
      case 14: return (*func)(recv, argv[0], argv[1], argv[2], argv[3], argv[4], argv[5], argv[6],
                              argv[7], argv[8], argv[9], argv[10], argv[11], argv[12], argv[13]);
      case 15: return (*func)(recv, argv[0], argv[1], argv[2], argv[3], argv[4], argv[5], argv[6],
                              argv[7], argv[8], argv[9], argv[10], argv[11], argv[12], argv[13],
                              argv[14]);
    }
    rb_raise(rb_eArgError, "too many arguments (%d)", len);
    return Qnil;
}

/* on a def's NODE_ARGS: required parameters only and no &block: call_scope
   copies the arguments itself (the GC keeps its mark bits elsewhere) */
#define NODE_FL_PLAIN_ARGS FL_MARK

/* the NODE_ARGS at the head of a def body, or 0 */
static NODE *
body_args(NODE *scope_body, NODE **rest)
{
    NODE *b = scope_body, *h;
    *rest = 0;
    if (!b) return 0;
    if (nd_type(b) == NODE_BLOCK) {
        h = b->nd_head;
        if (h && nd_type(h) == NODE_NEWLINE) h = h->nd_next;
        if (h && nd_type(h) == NODE_ARGS) { *rest = b->nd_next; return h; }
        *rest = b;
        return 0;
    }
    if (nd_type(b) == NODE_ARGS) return b;
    *rest = b;
    return 0;
}

static NODE *
find_block_arg(NODE *rest)
{
    NODE *h;
    if (!rest || nd_type(rest) != NODE_BLOCK) return 0;
    h = rest->nd_head;
    if (h && nd_type(h) == NODE_NEWLINE) h = h->nd_next;
    return h && nd_type(h) == NODE_BLOCK_ARG ? h : 0;
}

int
rb_method_arity_of(NODE *body)
{
    NODE *args, *rest;
    switch (nd_type(body)) {
      case NODE_CFUNC: return body->nd_argc < 0 ? -1 : (int)body->nd_argc;
      case NODE_ZSUPER: return -1;
      case NODE_ATTRSET: return 1;
      case NODE_IVAR: return 0;
      case NODE_BMETHOD: return rb_proc_arity(body->nd_cval);
      case NODE_DMETHOD: return NUM2INT(rb_funcall(body->nd_cval, rb_intern("arity"), 0));
      case NODE_SCOPE:
        args = body_args(body->nd_next, &rest);
        if (!args) return 0;
        if (args->nd_opt || args->nd_rest != -1) return -(int)args->nd_cnt - 1;
        return (int)args->nd_cnt;
    }
    return -1;
}

/* assigns a def's parameters into the new scope (may raise, GC) */
static void
setup_args(VALUE recv, NODE *args, NODE *rest, int argc, const VALUE *argv, struct BLOCK *blk)
{
    long cnt = args->nd_cnt, i, nopt = 0;
    NODE *opt = args->nd_opt, *barg, *o;
    VALUE v;

    if (argc < cnt) arity_error(argc, (int)cnt);
    if (args->nd_rest == -1) {
        for (o = opt; o; o = o->nd_next) nopt++;
        if (argc > cnt + nopt) arity_error(argc, (int)(cnt + nopt));
    }
    /* the slots are re-read after each step: a closure made by a default
       value expression moves them to the heap */
    for (i = 0; i < cnt; i++) ruby_scope->local_vars[i + 2] = argv[i];
    for (; opt; opt = opt->nd_next) {
        NODE *asgn = opt->nd_head;
        if (asgn && nd_type(asgn) == NODE_NEWLINE) asgn = asgn->nd_next;
        if (i < argc) {
            ruby_scope->local_vars[asgn->nd_cnt] = argv[i++];
            continue;
        }
        ruby_sourcefile = asgn->nd_file;   /* a warning in it names its line */
        ruby_sourceline = nd_line(asgn);
        rb_eval(recv, asgn);
    }
    if (args->nd_rest != -1) {
        v = i < argc ? rb_ary_new4(argc - i, argv + i) : rb_ary_new();
        ruby_scope->local_vars[args->nd_rest] = v;
    }
    barg = find_block_arg(rest);
    if (barg) {
        v = blk ? rb_proc_from_block(blk, rb_cProc) : Qnil;
        ruby_scope->local_vars[barg->nd_cnt] = v;
    }
}

/* a zsuper's arguments without an Array when the running def has plain
   parameters (copied to buf: the callee must not see later assignments);
   their count, or -1 */
int
rb_frame_plain_args(VALUE *buf, int max)
{
    NODE *body = ruby_frame->body, *args, *rest;
    if (!body || nd_type(body) != NODE_SCOPE) return -1;
    args = body_args(body->nd_next, &rest);
    if (!args) return 0;
    if (!(args->flags & NODE_FL_PLAIN_ARGS) || args->nd_cnt > max) return -1;
    MEMCPY(buf, ruby_scope->local_vars + 2, VALUE, args->nd_cnt);
    return (int)args->nd_cnt;
}

/* the current method's arguments for a zsuper, read back from its locals */
VALUE
rb_frame_current_args(void)
{
    struct FRAME *f = ruby_frame;
    NODE *args, *rest, *opt;
    VALUE ary;
    long i;
    if (!f->body || nd_type(f->body) != NODE_SCOPE)
        return rb_ary_new4(f->argc, f->argv);
    args = body_args(f->body->nd_next, &rest);
    if (!args) return rb_ary_new();
    ary = rb_ary_new();
    for (i = 0; i < args->nd_cnt; i++) rb_ary_push(ary, ruby_scope->local_vars[i + 2]);
    for (opt = args->nd_opt; opt; opt = opt->nd_next) {
        NODE *asgn = opt->nd_head;
        if (asgn && nd_type(asgn) == NODE_NEWLINE) asgn = asgn->nd_next;
        rb_ary_push(ary, ruby_scope->local_vars[asgn->nd_cnt]);
    }
    /* 1.8.7: the rest variable's current value goes too only when the call
       filled it (a non-Array value as one argument) */
    if (args->nd_rest != -1 && f->argc > RARRAY_LEN(ary)) {
        VALUE r = ruby_scope->local_vars[args->nd_rest];
        if (TYPE(r) == T_ARRAY) rb_ary_concat(ary, r);
        else rb_ary_push(ary, r);
    }
    return ary;
}

/* the due "call" event of the running def, at its `def` line */
static void
trace_call_event(NODE *body)
{
    ruby_frame->flags &= ~FRAME_TRACE_CALL;
    if (body->nd_next) {
        ruby_sourcefile = body->nd_next->nd_file;
        ruby_sourceline = nd_line(body->nd_next);
    }
    rb_trace_event("call", ruby_frame->last_func, ruby_frame->last_class);
}

/* the "return" event of the def running in frame with scope */
static void
trace_return_event(NODE *body, NODE *rest, struct FRAME *frame, struct SCOPE *scope)
{
    ruby_frame = frame;
    ruby_scope = scope;
    if (!rest) {   /* an empty body returns at its `end` */
        ruby_sourcefile = body->nd_file;
        ruby_sourceline = nd_line(body);
    }
    rb_trace_event("return", frame->last_func, frame->last_class);
}

/* flags the `return`s that are the last thing body runs (through
   newlines, statement sequences, both branches of an if, begin): they give
   their value back as the body's (eval_return) and need no jump tag */
static void
mark_tail_returns(NODE *n)
{
    while (is_node((VALUE)n)) {
        switch (nd_type(n)) {
          case NODE_NEWLINE: n = n->nd_next; break;
          case NODE_BLOCK:
            while (n->nd_next && nd_type(n->nd_next) == NODE_BLOCK) n = n->nd_next;
            n = n->nd_next ? n->nd_next : n->nd_head;
            break;
          case NODE_IF: mark_tail_returns(n->nd_body); n = n->nd_else; break;
          case NODE_BEGIN: n = n->nd_body; break;
          case NODE_RETURN: n->nd_tailret = RETURN_TAIL; return;
          default: return;
        }
    }
}

/* a def body's first call: its jumps, and whether its parameters are plain */
static void
scan_body(NODE *body, NODE *args, NODE *rest)
{
    mark_tail_returns(body->nd_next);
    rb_scan_jumps(body);
    if (args && !args->nd_opt && args->nd_rest == -1 && !find_block_arg(rest))
        args->flags |= NODE_FL_PLAIN_ARGS;
}

/* binds a def's parameters in the new scope (may raise, GC) */
static inline void
bind_args(VALUE recv, NODE *args, NODE *rest, int argc, const VALUE *argv, struct BLOCK *blk)
{
    long i;
    if (args && (args->flags & NODE_FL_PLAIN_ARGS)) {
        if (argc != args->nd_cnt) arity_error(argc, (int)args->nd_cnt);
        for (i = 0; i < argc; i++) ruby_scope->local_vars[i + 2] = argv[i];
    }
    else if (args) setup_args(recv, args, rest, argc, argv, blk);
    else if (argc > 0) arity_error(argc, 0);
}

/* runs the body of a def: new scope with locals on the C stack */
static EVAL_NOINLINE VALUE
call_scope(VALUE recv, NODE *body, int argc, const VALUE *argv, struct BLOCK *blk)
{
    static ID empty[3] = {2, 0, 0};
    ID *tbl = body->nd_tbl ? body->nd_tbl : empty;
    long n = (long)tbl[0], i;
    VALUE *vars = ALLOCA_N(VALUE, n > 0 ? n : 1);
    struct SCOPE scope;
    volatile struct eval_save saved;
    volatile VALUE result = Qnil;
    NODE *args, *rest;
    int state = 0;
    struct FRAME *const frame = ruby_frame;
    const int traced = frame->flags & FRAME_TRACE_CALL;

    eval_save(&saved);
    for (i = 0; i < n; i++) vars[i] = Qnil;
    scope.super.flags = T_SCOPE;
    scope.super.klass = 0;
    scope.local_tbl = tbl;
    scope.local_vars = vars;
    scope.flags = SCOPE_STACK;
    ruby_scope = &scope;
    ruby_frame->oscope = &scope;
    ruby_frame->body = body;
    ruby_dyna_vars = 0;
    if (body->nd_rval) ruby_cref = (NODE *)body->nd_rval;
    ruby_class = ruby_cref && ruby_cref->nd_clss ? ruby_cref->nd_clss : rb_cObject;
    ruby_scope_vmode = SCOPE_PUBLIC;
    args = body_args(body->nd_next, &rest);
    if (!(body->flags & NODE_FL_SCANNED)) scan_body(body, args, rest);
    if (!traced && !(body->flags & (NODE_FL_RETURN | NODE_FL_TAG))) {
        bind_args(recv, args, rest, argc, argv, blk);
        if (ruby_frame->flags & FRAME_TRACE_CALL) trace_call_event(body);
        result = rb_eval(recv, rest);
        /* tracing set on during the call: its "return" all the same (1.8.7) */
        if (ruby_trace_func) trace_return_event(body, rest, frame, &scope);
    }
    else {
        PUSH_TAG(PROT_FUNC);
        _tag.dst = ruby_frame->uniq;
        ruby_frame->flags |= FRAME_TAGGED;
        if ((state = EXEC_TAG()) == 0) {
            bind_args(recv, args, rest, argc, argv, blk);
            if (ruby_frame->flags & FRAME_TRACE_CALL) trace_call_event(body);
            result = rb_eval(recv, rest);
        }
        else if (state == TAG_RETURN && ruby_jump_dst == ruby_frame->uniq) {
            result = _tag.retval;
            state = 0;
        }
        POP_TAG();
        if ((state == TAG_BREAK || state == TAG_NEXT) && !ruby_jump_dst) {
            rb_localjump_error(state == TAG_BREAK ? "unexpected break" : "unexpected next",
                               rb_jump_value_get(0), rb_intern(state == TAG_BREAK ? "break" : "next"));
        }
        /* a redo, or a retry with no iterator call to restart, ends here */
        if (state == TAG_REDO && !ruby_jump_dst)
            rb_localjump_error("unexpected redo", Qnil, rb_intern("redo"));
        if (state == TAG_RETRY && !ruby_jump_dst && !blk)
            rb_localjump_error("retry outside of rescue clause", Qnil, rb_intern("retry"));
        /* the "return" event, also when leaving by a jump and when the
           tracing began during the call: the binding still sees the
           locals (1.8.7) */
        if (ruby_trace_func) trace_return_event(body, rest, frame, &scope);
    }
    eval_restore(&saved);
    ruby_frame->oscope = 0;
    rb_scope_release_stack(&scope);
    if (state) JUMP_TAG(state);
    return result;
}

/* A SystemStackError is built without calling Ruby (initialize would
   overflow again): a fresh, tainted one for each overflow as in 1.8.7, so
   $SAFE 4 code may set its backtrace and freezing one does not stop the
   next raise.  Its message is made at start-up. */
static VALUE sysstack_mesg;

void
rb_eval_sysstack_init(void)
{
    sysstack_mesg = rb_obj_freeze(rb_str_new2("stack level too deep"));
    rb_gc_register_address(&sysstack_mesg);
}

void
rb_eval_stack_overflow(void)
{
    NEWOBJ(err, struct RObject);
    OBJSETUP(err, rb_eSysStackError, T_OBJECT);
    rb_ivar_set_unchecked((VALUE)err, rb_intern("mesg"), sysstack_mesg);
    OBJ_TAINT(err);
    rb_exc_raise((VALUE)err);
}

static inline VALUE call_body(VALUE klass, VALUE recv, ID id, int argc, const VALUE *argv,
                              NODE *body, struct BLOCK *blk, struct FRAME *frame)
    __attribute__((always_inline));

/* frame back to the caller (and its line) */
static void
frame_return(struct FRAME *frame)
{
    frame_pop(frame);
    if (frame->node) {
        ruby_current_node = frame->node;
        ruby_sourcefile = frame->node->nd_file;
        ruby_sourceline = nd_line(frame->node);
    }
}

/* rb_call0 under set_trace_func: call/return or c-call/c-return events */
static __attribute__((noinline, cold)) VALUE
traced_call0(VALUE klass, VALUE recv, ID id, int argc, const VALUE *argv, NODE *body,
             struct BLOCK *blk, struct FRAME *frame)
{
    int type = nd_type(body), cfunc = type == NODE_CFUNC;
    volatile VALUE result = Qnil;
    int state;

    /* as 1.8.7: attribute methods and a define_method of a Method give no
       events (the latter's method gives its own) */
    if (type == NODE_IVAR || type == NODE_ATTRSET || type == NODE_DMETHOD || type == NODE_ZSUPER) {
        result = call_body(klass, recv, id, argc, argv, body, blk, frame);
        frame_return(frame);
        return result;
    }
    if (cfunc) {
        frame->flags = FRAME_CFUNC;
        if (frame->node && frame->node->nd_file) {   /* the call site's line (1.8.7) */
            ruby_sourcefile = frame->node->nd_file;
            ruby_sourceline = nd_line(frame->node);
        }
    }
    else if (type == NODE_SCOPE && body->nd_next) {
        ruby_sourcefile = body->nd_next->nd_file;   /* the `def` line */
        ruby_sourceline = nd_line(body->nd_next);
    }
    else if (type == NODE_BMETHOD) {
        /* a define_method's "call" is at its block's first statement */
        NODE *first = rb_proc_block(body->nd_cval)->body;
        if (first && first->nd_file) {
            ruby_sourcefile = first->nd_file;
            ruby_sourceline = nd_line(first);
        }
    }

    /* a def's "call" comes from call_scope, once its arguments are set
       (its binding sees them, as in 1.8.7) */
    if (type == NODE_SCOPE) frame->flags |= FRAME_TRACE_CALL;
    else rb_trace_event(cfunc ? "c-call" : "call", id, klass);
    PUSH_TAG(PROT_NONE);
    if ((state = EXEC_TAG()) == 0) result = call_body(klass, recv, id, argc, argv, body, blk, frame);
    POP_TAG();
    ruby_frame = frame;   /* the return event is the method's, also when leaving by a jump */
    /* a def's comes from call_scope; a define_method's from call_body, only
       on a normal return */
    if (ruby_trace_func && type != NODE_SCOPE && type != NODE_BMETHOD) {
        /* a C method returns at its call site, also after a jump it ended
           (throw to catch, a lambda's return) or that left it (break, raise) */
        if (cfunc && frame->node && frame->node->nd_file) {
            ruby_sourcefile = frame->node->nd_file;
            ruby_sourceline = nd_line(frame->node);
        }
        rb_trace_event(cfunc ? "c-return" : "return", id, klass);
    }
    frame_return(frame);
    if (state) JUMP_TAG(state);
    return result;
}

/* calls body as method id of recv with a fresh frame (rb_call0; inlined
   into rb_call, the evaluator's path, to save a call of nine arguments) */
static inline __attribute__((always_inline)) VALUE
call0(VALUE klass, VALUE recv, ID id, ID oid, int argc, const VALUE *argv,
      NODE *body, struct BLOCK *blk)
{
    struct FRAME frame;
    VALUE result;

    /* the depth guard: bytes of stack used against the running stack's size */
    EVAL_STACK_CHECK();
    CHECK_INTS;   /* a method call is a place to switch threads and run traps */
    STACK_EXTENT_AT(EXTENT_ALLOC, &frame);   /* calls that allocate nothing still reach this deep */
    frame_push(&frame, recv, id, oid, klass, argc, argv, blk);
    if (ruby_trace_func) return traced_call0(klass, recv, id, argc, argv, body, blk, &frame);

    result = call_body(klass, recv, id, argc, argv, body, blk, &frame);
    frame_return(&frame);
    /* a signal that came during the call (Process.kill of ourselves) is
       handled at the caller, as 1.8.7 reports it; a C caller (send,
       Method#[]) first returns to the evaluator */
    if (rb_trap_pending && !rb_prohibit_interrupt && !rb_thread_critical && !(ruby_frame->flags & FRAME_CFUNC)) rb_trap_exec();
    return result;
}

VALUE
rb_call0(VALUE klass, VALUE recv, ID id, ID oid, int argc, const VALUE *argv,
         NODE *body, int flags, struct BLOCK *blk)
{
    /* a NOEX_NOSUPER method runs with no class to take super from */
    return call0((flags & NOEX_NOSUPER) ? 0 : klass, recv, id, oid, argc, argv, body, blk);
}

/* runs a method body of any kind in frame (already current) */
static inline VALUE
call_body(VALUE klass, VALUE recv, ID id, int argc, const VALUE *argv,
          NODE *body, struct BLOCK *blk, struct FRAME *frame)
{
    VALUE result = Qnil;

    switch (nd_type(body)) {
      case NODE_CFUNC:
        frame->flags = FRAME_CFUNC;
        /* the commonest arities here, the rest (and arity errors) in call_cfunc */
        if (body->nd_argc == -1) result = (*body->nd_cfnc)(argc, argv, recv);
        else if (body->nd_argc == 0 && argc == 0) result = (*body->nd_cfnc)(recv);
        else if (body->nd_argc == 1 && argc == 1) result = (*body->nd_cfnc)(recv, argv[0]);
        else result = call_cfunc(body->nd_cfnc, recv, (int)body->nd_argc, argc, argv);
        break;
      case NODE_SCOPE:
        result = call_scope(recv, body, argc, argv, blk);
        break;
      case NODE_IVAR:
        if (argc != 0) arity_error(argc, 0);
        result = rb_ivar_hint_peek(recv, body->nd_vid, body->nd_cnt);   /* nd_cnt: the index last found */
        if (result == Qundef) result = rb_ivar_get_hinted(recv, body->nd_vid, 0, &body->nd_cnt);
        break;
      case NODE_ATTRSET:
        if (argc != 1) arity_error(argc, 1);
        result = rb_ivar_set_hinted(recv, body->nd_vid, argv[0], &body->nd_cnt);
        break;
      case NODE_BMETHOD:
        frame->flags |= FRAME_DMETH;
        result = rb_bmethod_call(body->nd_cval, recv, id, klass, argc, argv, blk);
        /* its "return" on a normal return, also when the tracing began
           during the call (1.8.7) */
        if (ruby_trace_func) {
            ruby_frame = frame;
            rb_trace_event("return", id, klass);
        }
        break;
      case NODE_DMETHOD:
        result = rb_dmethod_call(body->nd_cval, recv, argc, argv, blk);
        break;
      case NODE_ZSUPER:   /* zsuper_missing, or an alias of such an entry: by its original name */
        result = rb_method_missing_call(recv, frame->orig_func, argc, argv, CSTAT_SUPER, blk);
        break;
      default:
        rb_bug("unknown method body type %d", nd_type(body));
    }
    return result;
}

/* the class that owns a method for the protected check */
static VALUE
defined_class_of(VALUE origin)
{
    if (TYPE(origin) == T_ICLASS) return RBASIC(origin)->klass;
    return origin;
}

/* an attr_reader with no argument, or an attr_writer with one on a plain
   unfrozen object it may write ($SAFE), untraced: nothing in it can raise,
   yield or look at a frame, so it runs without one (the call point's
   interrupt check and line kept); 0 when it takes the full call */
static inline int
attr_call_frameless(VALUE recv, NODE *body, int argc, const VALUE *argv, VALUE *res)
{
    switch (nd_type(body)) {
      case NODE_IVAR:
        if (argc != 0) return 0;
        CHECK_INTS;
        *res = rb_ivar_hint_peek(recv, body->nd_vid, body->nd_cnt);
        if (*res == Qundef) *res = rb_ivar_get_hinted(recv, body->nd_vid, 0, &body->nd_cnt);
        break;
      case NODE_ATTRSET:
        if (argc != 1 || SPECIAL_CONST_P(recv) || BUILTIN_TYPE(recv) != T_OBJECT || OBJ_FROZEN(recv) ||
            (!OBJ_TAINTED(recv) && ruby_safe_level >= 4))
            return 0;
        CHECK_INTS;
        *res = rb_ivar_set_hinted(recv, body->nd_vid, argv[0], &body->nd_cnt);
        break;
      default:
        return 0;
    }
    if (ruby_current_node) {   /* as frame_return leaves it: the call site's line */
        ruby_sourcefile = ruby_current_node->nd_file;
        ruby_sourceline = nd_line(ruby_current_node);
    }
    return 1;
}

/* the class self must be of to call klass's protected method id: the one
   its visibility was given in (defined?(obj.m) checks as rb_call does) */
VALUE
rb_protected_class_of(VALUE klass, ID id)
{
    return rb_class_real(defined_class_of(method_cache_fill(klass, id)->vorigin));
}

VALUE
rb_call(VALUE klass, VALUE recv, ID mid, int argc, const VALUE *argv,
        int scope, VALUE self, struct BLOCK *blk)
{
    struct cache_entry *e;
    int noex;
    NODE *body;
    VALUE res;

    if (!klass) rb_raise(rb_eNotImpError, "method `%s' called on terminated object (%p)",
                         rb_id2name(mid), (void *)recv);
    e = method_cache_fill(klass, mid);
    body = e->body;
    noex = e->noex;
    if (!body) {
        if (scope == CALL_SUPER)
            return rb_method_missing_call(recv, mid, argc, argv, CSTAT_SUPER, blk);
        return rb_method_missing_call(recv, mid, argc, argv, scope == CALL_VCALL ? CSTAT_VCALL : 0, blk);
    }
    if (noex && scope == CALL_PUBLIC && mid != id_method_missing) {
        if (noex & NOEX_PRIVATE)
            return rb_method_missing_call(recv, mid, argc, argv, CSTAT_PRIV, blk);
        if ((noex & NOEX_PROTECTED) &&
            !rb_obj_is_kind_of(self, rb_class_real(defined_class_of(e->vorigin))))
            return rb_method_missing_call(recv, mid, argc, argv, CSTAT_PROT, blk);
    }
    if (__builtin_expect(nd_type(body) == NODE_IVAR || nd_type(body) == NODE_ATTRSET, 0) &&
        !ruby_trace_func && attr_call_frameless(recv, body, argc, argv, &res))
        return res;
    return call0((noex & NOEX_NOSUPER) ? 0 : e->origin, recv, e->zid, e->oid, argc, argv, body, blk);
}

VALUE
rb_method_missing_call(VALUE recv, ID mid, int argc, const VALUE *argv, int status,
                       struct BLOCK *blk)
{
    VALUE *nargv;
    if (rb_cFinalizedObject && CLASS_OF(recv) == rb_cFinalizedObject)   /* gc.c */
        rb_exc_raise(rb_exc_new2(rb_eFatal, "object finalized at exit"));
    if (mid == id_method_missing) {
        /* no method_missing to call (undefined, or a super from a
           redefined Kernel#method_missing): as 1.8.7, the first argument
           names the missing method; through super, more than that one
           argument fails on 1.8.7's own count */
        if (argc == 0 || !SYMBOL_P(argv[0])) rb_raise(rb_eArgError, "no id given");
        if ((status & CSTAT_SUPER) && argc > 1)
            rb_raise(rb_eArgError, "negative array size (or size too big)");
        rb_raise_method_missing(recv, SYM2ID(argv[0]), argc - 1, argv + 1, status & CSTAT_SUPER);
    }
    ruby_last_call_status = status;
    nargv = ALLOCA_N(VALUE, argc + 1);
    nargv[0] = ID2SYM(mid);
    if (argc) MEMCPY(nargv + 1, argv, VALUE, argc);   /* argv may be NULL when argc is 0 */
    return rb_call(CLASS_OF(recv), recv, id_method_missing, argc + 1, nargv, CALL_FCALL, recv, blk);
}

/* raises the NoMethodError/NameError of a failed call (frame of
   method_missing skipped in the backtrace) */
void
rb_raise_method_missing(VALUE obj, ID id, int argc, const VALUE *argv, int status)
{
    const char *fmt = "undefined method `%s' for %s";
    VALUE exc, args[3];
    int n = 0;

    if (status & CSTAT_PRIV) fmt = "private method `%s' called for %s";
    else if (status & CSTAT_PROT) fmt = "protected method `%s' called for %s";
    else if (status & CSTAT_VCALL) fmt = "undefined local variable or method `%s' for %s";
    else if (status & CSTAT_SUPER) fmt = "super: no superclass method `%s' for %s";
    args[n++] = rb_str_new2(fmt);
    args[n++] = obj;
    args[n++] = ID2SYM(id);
    if (status & CSTAT_VCALL) exc = rb_name_err_new(args[0], obj, args[2]);
    else exc = rb_nomethod_err_new(args[0], obj, args[2], rb_ary_new4(argc, argv));
    rb_raise_jump(rb_make_exception(1, &exc));   /* a C raise: through #exception */
}

/* Kernel#method_missing(sym, *args) */
static VALUE
rb_f_missing(int argc, VALUE *argv, VALUE obj)
{
    int status = ruby_last_call_status;
    ruby_last_call_status = 0;
    if (argc == 0 || !SYMBOL_P(argv[0])) rb_raise(rb_eArgError, "no id given");
    rb_raise_method_missing(obj, SYM2ID(argv[0]), argc - 1, argv + 1, status);
    return Qnil;
}

/* ------------------------------------------------------------ C API calls */

static struct BLOCK *
take_pending_block(void)
{
    struct BLOCK *b = ruby_block_pending;
    ruby_block_pending = 0;
    return b;
}

VALUE
rb_funcall2(VALUE recv, ID mid, int argc, const VALUE *argv)
{
    return rb_call(CLASS_OF(recv), recv, mid, argc, argv, CALL_FCALL, recv, take_pending_block());
}

VALUE
rb_funcall3(VALUE recv, ID mid, int argc, const VALUE *argv)
{
    return rb_call(CLASS_OF(recv), recv, mid, argc, argv, CALL_PUBLIC, ruby_frame->self,
                   take_pending_block());
}

VALUE
rb_funcall(VALUE recv, ID mid, int n, ...)
{
    VALUE *argv = 0;
    va_list ar;
    int i;
    if (n > 0) {
        argv = ALLOCA_N(VALUE, n);
        va_start(ar, n);
        for (i = 0; i < n; i++) argv[i] = va_arg(ar, VALUE);
        va_end(ar);
    }
    return rb_funcall2(recv, mid, n, argv);
}

VALUE
rb_apply(VALUE recv, ID mid, VALUE args)
{
    return rb_funcall2(recv, mid, (int)RARRAY_LEN(args), RARRAY_PTR(args));
}

VALUE
rb_call_super_blk(int argc, const VALUE *argv, struct BLOCK *blk)
{
    struct FRAME *f = ruby_frame;
    VALUE klass, self = f->self;
    /* skip block frames: super inside a block means the home method's super */
    if (!f->last_class) rb_raise(rb_eNoMethodError, "super called outside of method");
    klass = RCLASS(f->last_class)->super;
    if (!klass) {
        ruby_last_call_status = CSTAT_SUPER;
        return rb_method_missing_call(self, f->orig_func, argc, argv, CSTAT_SUPER, blk);
    }
    return rb_call(klass, self, f->orig_func, argc, argv, CALL_SUPER, self, blk);
}

VALUE
rb_call_super(int argc, const VALUE *argv)
{
    return rb_call_super_blk(argc, argv, ruby_frame->block);
}

int
rb_obj_respond_to(VALUE obj, ID id, int priv)
{
    VALUE klass = CLASS_OF(obj);
    static NODE *basic_respond_to;
    NODE *n = rb_method_node(klass, id_respond_to);
    if (n == basic_respond_to || !n) return rb_method_boundp(klass, id, !priv) ? 1 : 0;
    if (!basic_respond_to) {
        basic_respond_to = rb_method_node(rb_mKernel, id_respond_to);
        if (n == basic_respond_to) return rb_method_boundp(klass, id, !priv) ? 1 : 0;
    }
    {
        VALUE args[2];
        int n2 = 1;
        args[0] = ID2SYM(id);
        if (priv) args[n2++] = Qtrue;
        return RTEST(rb_funcall2(obj, id_respond_to, n2, args));
    }
}

int
rb_respond_to(VALUE obj, ID id)
{
    return rb_obj_respond_to(obj, id, 0);
}

/* Kernel#respond_to?(sym, priv = false) */
static VALUE
obj_respond_to(int argc, VALUE *argv, VALUE obj)
{
    VALUE mid, priv;
    rb_scan_args(argc, argv, "11", &mid, &priv);
    return rb_method_boundp(CLASS_OF(obj), rb_to_id(mid), !RTEST(priv)) ? Qtrue : Qfalse;
}

void
rb_obj_call_init(VALUE obj, int argc, VALUE *argv)
{
    struct BLOCK *blk = ruby_frame->block;
    rb_call(CLASS_OF(obj), obj, id_initialize, argc, argv, CALL_FCALL, obj, blk);
}

ID
rb_frame_last_func(void)
{
    return ruby_frame->last_func;
}

ID
rb_frame_this_func(void)
{
    return ruby_frame->orig_func;
}

/* Kernel#send / __send__ */
static VALUE
rb_f_send(int argc, VALUE *argv, VALUE recv)
{
    struct BLOCK *blk = ruby_frame->block;
    if (argc == 0) rb_raise(rb_eArgError, "no method name given");
    return rb_call(CLASS_OF(recv), recv, rb_to_id(argv[0]), argc - 1, argv + 1, CALL_FCALL,
                   recv, blk);
}

/* ------------------------------------------------------------ visibility */

void
rb_export_method(VALUE klass, ID name, int noex)
{
    VALUE origin;
    NODE *m;
    if (klass == rb_cObject) rb_secure(4);
    m = search_method(klass, name, &origin);
    if ((!m || !m->nd_body) && TYPE(klass) == T_MODULE) m = search_method(rb_cObject, name, &origin);
    if (!m || !m->nd_body) {
        rb_name_error(name, "undefined method `%s' for %s `%s'", rb_id2name(name),
                      TYPE(klass) == T_MODULE ? "module" : "class", rb_class2name(klass));
    }
    if ((int)m->nd_noex == noex) return;
    if (origin == klass) {
        m->nd_noex = noex;
        check_redefined_op(klass, name, 0);   /* a fast path must not skip the check */
        ruby_method_serial++;   /* the cache entries: set_method_visibility */
    }
    else {
        rb_add_method(klass, name, NEW_NODE(NODE_ZSUPER, 0, 0, 0), noex);
    }
}

/* public/private/protected/module_function at $SAFE 4: on tainted modules only */
static void
secure_visibility(VALUE self)
{
    if (ruby_safe_level >= 4 && !OBJ_TAINTED(self))
        rb_raise(rb_eSecurityError, "Insecure: can't change method visibility");
}

static void
set_method_visibility(VALUE self, int argc, VALUE *argv, int ex)
{
    int i;
    secure_visibility(self);
    for (i = 0; i < argc; i++) rb_export_method(self, rb_to_id(argv[i]), ex);
    /* as 1.8.7: the entries of self's lookups and methods only, changed or
       not (a class's entry of an included module's method keeps the old
       visibility when the module changes it) */
    rb_clear_cache_by_class(self);
}

/* the visibility default of the scope that called this C method */
static void
set_vmode(int mode)
{
    ruby_scope_vmode = mode;
}

/* Module#public */
static VALUE
rb_mod_public(int argc, VALUE *argv, VALUE module)
{
    secure_visibility(module);
    if (argc == 0) set_vmode(SCOPE_PUBLIC);
    else set_method_visibility(module, argc, argv, NOEX_PUBLIC);
    return module;
}

/* Module#protected */
static VALUE
rb_mod_protected(int argc, VALUE *argv, VALUE module)
{
    secure_visibility(module);
    if (argc == 0) set_vmode(SCOPE_PROTECTED);
    else set_method_visibility(module, argc, argv, NOEX_PROTECTED);
    return module;
}

/* Module#private */
static VALUE
rb_mod_private(int argc, VALUE *argv, VALUE module)
{
    secure_visibility(module);
    if (argc == 0) set_vmode(SCOPE_PRIVATE);
    else set_method_visibility(module, argc, argv, NOEX_PRIVATE);
    return module;
}

/* Module#module_function */
static VALUE
rb_mod_modfunc(int argc, VALUE *argv, VALUE module)
{
    int i;
    if (TYPE(module) != T_MODULE) rb_raise(rb_eTypeError, "module_function must be called for modules");
    secure_visibility(module);
    if (argc == 0) { set_vmode(SCOPE_MODFUNC); return module; }
    set_method_visibility(module, argc, argv, NOEX_PRIVATE);
    for (i = 0; i < argc; i++) {
        ID id = rb_to_id(argv[i]);
        VALUE origin; int noex; ID oid;
        NODE *body = rb_get_method_body(module, id, &origin, &noex, &oid);
        /* a module's lookup stops at the module: Object's methods are found here,
           as rb_export_method found them */
        if (!body) body = rb_get_method_body(rb_cObject, id, &origin, &noex, &oid);
        if (!body) rb_bug("undefined method `%s'; can't happen", rb_id2name(id));
        rb_add_method(rb_singleton_class(module), id, body, NOEX_PUBLIC);
    }
    return module;
}

/* Module#public_class_method / private_class_method */
static VALUE
rb_mod_public_method(int argc, VALUE *argv, VALUE obj)
{
    set_method_visibility(rb_singleton_class(obj), argc, argv, NOEX_PUBLIC);
    return obj;
}

static VALUE
rb_mod_private_method(int argc, VALUE *argv, VALUE obj)
{
    set_method_visibility(rb_singleton_class(obj), argc, argv, NOEX_PRIVATE);
    return obj;
}

/* top-level public/private */
static VALUE
top_public(int argc, VALUE *argv)
{
    return rb_mod_public(argc, argv, rb_cObject);
}

static VALUE
top_private(int argc, VALUE *argv)
{
    return rb_mod_private(argc, argv, rb_cObject);
}

/* Module#method_defined? and friends */
static VALUE
method_defined_with(VALUE mod, VALUE mid, int want, int any)
{
    VALUE origin; int noex; ID oid;
    ID id = rb_to_id(mid);
    NODE *b = any ? rb_get_method_body(mod, id, &origin, &noex, &oid)
                  : rb_get_method_body_fresh(mod, id, &origin, &noex, &oid);
    if (!b) return Qfalse;
    if (any) return (noex & NOEX_PRIVATE) ? Qfalse : Qtrue;
    if (want == NOEX_PUBLIC) return (noex & (NOEX_PRIVATE | NOEX_PROTECTED)) ? Qfalse : Qtrue;
    return (noex & want) ? Qtrue : Qfalse;
}

static VALUE
rb_mod_method_defined(VALUE mod, VALUE mid)
{
    return method_defined_with(mod, mid, 0, 1);
}

static VALUE
rb_mod_public_method_defined(VALUE mod, VALUE mid)
{
    return method_defined_with(mod, mid, NOEX_PUBLIC, 0);
}

static VALUE
rb_mod_private_method_defined(VALUE mod, VALUE mid)
{
    return method_defined_with(mod, mid, NOEX_PRIVATE, 0);
}

static VALUE
rb_mod_protected_method_defined(VALUE mod, VALUE mid)
{
    return method_defined_with(mod, mid, NOEX_PROTECTED, 0);
}

/* Module#attr(name, writable = false) and attr_* */
static VALUE
rb_mod_attr(int argc, VALUE *argv, VALUE klass)
{
    VALUE name, writable;
    /* 1.8.7: attr(name, writable = false), the second argument a flag */
    rb_scan_args(argc, argv, "11", &name, &writable);
    rb_attr(klass, rb_to_id(name), 1, RTEST(writable), Qtrue);
    return Qnil;
}

static VALUE
rb_mod_attr_reader(int argc, VALUE *argv, VALUE klass)
{
    int i;
    for (i = 0; i < argc; i++) rb_attr(klass, rb_to_id(argv[i]), 1, 0, Qtrue);
    return Qnil;
}

static VALUE
rb_mod_attr_writer(int argc, VALUE *argv, VALUE klass)
{
    int i;
    for (i = 0; i < argc; i++) rb_attr(klass, rb_to_id(argv[i]), 0, 1, Qtrue);
    return Qnil;
}

static VALUE
rb_mod_attr_accessor(int argc, VALUE *argv, VALUE klass)
{
    int i;
    for (i = 0; i < argc; i++) rb_attr(klass, rb_to_id(argv[i]), 1, 1, Qtrue);
    return Qnil;
}

/* ------------------------------------------------------------ include / extend */

/* Module#append_features(klass) */
static VALUE
rb_mod_append_features(VALUE module, VALUE include)
{
    switch (TYPE(include)) {
      case T_CLASS: case T_MODULE: break;
      default: Check_Type(include, T_CLASS); break;
    }
    rb_include_module(include, module);
    return module;
}

/* Module#include(*modules) */
static VALUE
rb_mod_include(int argc, VALUE *argv, VALUE module)
{
    int i;
    for (i = 0; i < argc; i++) Check_Type(argv[i], T_MODULE);
    while (argc--) {
        rb_funcall(argv[argc], id_append_features, 1, module);
        rb_funcall(argv[argc], id_included, 1, module);
    }
    return module;
}

/* Module#extend_object(obj) */
static VALUE
rb_mod_extend_object(VALUE mod, VALUE obj)
{
    rb_extend_object(obj, mod);
    return obj;
}

/* Object#extend(*modules) */
static VALUE
rb_obj_extend(int argc, VALUE *argv, VALUE obj)
{
    int i;
    if (argc == 0) rb_raise(rb_eArgError, "wrong number of arguments (0 for 1)");
    for (i = 0; i < argc; i++) Check_Type(argv[i], T_MODULE);
    while (argc--) {
        rb_funcall(argv[argc], id_extend_object, 1, obj);
        rb_funcall(argv[argc], id_extended, 1, obj);
    }
    return obj;
}

/* top-level include */
static VALUE
top_include(int argc, VALUE *argv, VALUE self)
{
    rb_secure(4);
    if (ruby_wrapper) {
        rb_warning("main#include in the wrapped load is effective only in wrapper module");
        return rb_mod_include(argc, argv, ruby_wrapper);
    }
    return rb_mod_include(argc, argv, rb_cObject);
}

/* hook methods that do nothing by default */
static VALUE
rb_mod_hook_nop(VALUE self, VALUE arg)
{
    return Qnil;
}

void
Init_eval_method(void)
{
    id_method_missing = rb_intern("method_missing");
    id_initialize = rb_intern("initialize");
    id_respond_to = rb_intern("respond_to?");
    id_added = rb_intern("method_added");
    id_sadded = rb_intern("singleton_method_added");
    id_removed = rb_intern("method_removed");
    id_sremoved = rb_intern("singleton_method_removed");
    id_allocate = rb_intern("allocate");
    id_attached = rb_intern("__attached__");
    id_extended = rb_intern("extended");
    id_included = rb_intern("included");
    id_append_features = rb_intern("append_features");
    id_extend_object = rb_intern("extend_object");
    (void)id_attached;
    zsuper_missing = NEW_NODE(NODE_ZSUPER, 0, 0, 0);
    rb_global_variable((VALUE *)&zsuper_missing);

    rb_define_private_method(rb_mKernel, "method_missing", rb_f_missing, -1);
    rb_define_singleton_method(rb_mKernel, "method_missing", rb_f_missing, -1);   /* 1.8.7 lists it */
    rb_define_method(rb_mKernel, "send", rb_f_send, -1);
    rb_define_method(rb_mKernel, "__send__", rb_f_send, -1);
    rb_define_method(rb_mKernel, "respond_to?", obj_respond_to, -1);
    rb_define_method(rb_mKernel, "extend", rb_obj_extend, -1);

    rb_define_private_method(rb_cModule, "append_features", rb_mod_append_features, 1);
    rb_define_private_method(rb_cModule, "extend_object", rb_mod_extend_object, 1);
    rb_define_private_method(rb_cModule, "include", rb_mod_include, -1);
    rb_define_private_method(rb_cModule, "public", rb_mod_public, -1);
    rb_define_private_method(rb_cModule, "protected", rb_mod_protected, -1);
    rb_define_private_method(rb_cModule, "private", rb_mod_private, -1);
    rb_define_private_method(rb_cModule, "module_function", rb_mod_modfunc, -1);
    rb_undef_method(rb_cClass, "module_function");
    rb_define_method(rb_cModule, "method_defined?", rb_mod_method_defined, 1);
    rb_define_method(rb_cModule, "public_method_defined?", rb_mod_public_method_defined, 1);
    rb_define_method(rb_cModule, "private_method_defined?", rb_mod_private_method_defined, 1);
    rb_define_method(rb_cModule, "protected_method_defined?", rb_mod_protected_method_defined, 1);
    rb_define_method(rb_cModule, "public_class_method", rb_mod_public_method, -1);
    rb_define_method(rb_cModule, "private_class_method", rb_mod_private_method, -1);
    rb_define_private_method(rb_cModule, "remove_method", rb_mod_remove_method, -1);
    rb_define_private_method(rb_cModule, "undef_method", rb_mod_undef_method, -1);
    rb_define_private_method(rb_cModule, "alias_method", rb_mod_alias_method, 2);
    rb_define_private_method(rb_cModule, "attr", rb_mod_attr, -1);
    rb_define_private_method(rb_cModule, "attr_reader", rb_mod_attr_reader, -1);
    rb_define_private_method(rb_cModule, "attr_writer", rb_mod_attr_writer, -1);
    rb_define_private_method(rb_cModule, "attr_accessor", rb_mod_attr_accessor, -1);
    rb_define_private_method(rb_cModule, "included", rb_mod_hook_nop, 1);
    rb_define_private_method(rb_cModule, "extended", rb_mod_hook_nop, 1);
    rb_define_private_method(rb_cModule, "method_added", rb_mod_hook_nop, 1);
    rb_define_private_method(rb_cModule, "method_removed", rb_mod_hook_nop, 1);
    rb_define_private_method(rb_cModule, "method_undefined", rb_mod_hook_nop, 1);
    rb_define_private_method(rb_mKernel, "singleton_method_added", rb_mod_hook_nop, 1);
    rb_define_private_method(rb_mKernel, "singleton_method_removed", rb_mod_hook_nop, 1);
    rb_define_private_method(rb_mKernel, "singleton_method_undefined", rb_mod_hook_nop, 1);

    rb_define_singleton_method(ruby_top_self, "include", top_include, -1);
    rb_define_singleton_method(ruby_top_self, "public", top_public, -1);
    rb_define_singleton_method(ruby_top_self, "private", top_private, -1);
}
