/* node.h - the syntax tree: node types and the meaning of each node's fields.
   This file is the contract between parse.y (which builds trees) and eval.c
   (which walks them); gc.c marks the three fields conservatively. */
#ifndef NODE_H
#define NODE_H 1

#include "ruby.h"

#if defined(__cplusplus)
extern "C" {
#endif

/* Field layout per node type.  u1/u2/u3 are the three words of a node.
   "list" below means a NODE_ARRAY chain.  Every node carries its file and
   line (nd_file, nd_line).  A field not named is 0.

   Statements and sequences
   NODE_SCOPE    u1 nd_tbl: ID* local table (tbl[0] = count n, tbl[1..n] the names;
                 tbl[1] is '_' and tbl[2] is '~' (the slots of $_ and $~), so user locals
                 start at index 2; may be 0 when the scope has no locals at all)
                 u2 nd_rval: cref (eval's use, 0 from the parser)  u3 nd_next: body
                 Made for: the top-level program, def bodies, class/module/sclass bodies.
                 The table is xmalloc'ed and freed with the node.
   NODE_BLOCK    u1 nd_head: statement  u2 nd_end: last NODE_BLOCK of the chain (valid in the
                 first one)  u3 nd_next: next NODE_BLOCK or 0
   NODE_NEWLINE  u3 nd_next: the statement; its nd_line/nd_file are the statement's position
                 (eval sets ruby_sourceline from it; the parser emits one per statement)
   NODE_BEGIN    u2 nd_body (a `begin ... end` without rescue/ensure; body may be 0)

   Control flow
   NODE_IF       u1 nd_cond  u2 nd_body  u3 nd_else   (unless is an IF with body/else swapped)
   NODE_CASE     u1 nd_head: subject  u2 nd_body: NODE_WHEN chain
   NODE_WHEN     u1 nd_head: list of values (an element may be NODE_SPLAT: `when *arr`)
                 u2 nd_body  u3 nd_next: next NODE_WHEN, or the else body, or 0
                 A `case` with no subject is its NODE_WHEN chain used directly as an expression:
                 each value is then tested for truth.
   NODE_WHILE/NODE_UNTIL  u1 nd_cond  u2 nd_body  u3 nd_state: 1 = test first,
                 0 = `begin ... end while cond` (body runs once first)
   NODE_FOR      u1 nd_var: assignment node (LASGN/DASGN/MASGN...) with no value
                 u2 nd_body  u3 nd_iter: the receiver expression (eval calls its `each`)
   NODE_ITER     u1 nd_var: block parameters: 0 = none (arity -1), (NODE*)1 = `||` (arity 0),
                 else one assignment node without value (`|a|`) or a NODE_MASGN (`|a, b|`, `|a,|`,
                 `|*a|`), or a NODE_BLOCK_PASS for `|..., &b|` (u2 nd_body: the assignment node
                 taking the block, u3 nd_iter: the parameters before it, as above; arity 1)
                 u2 nd_body  u3 nd_iter: the call (CALL/FCALL/VCALL/SUPER/ZSUPER/
                 BLOCK_PASS is never here) the block is attached to
   NODE_BREAK/NODE_NEXT  u1 nd_stts: value expression or 0
   NODE_REDO, NODE_RETRY  (no fields)
   NODE_RETURN   u1 nd_stts: value or 0; `return a, b` gives a list and `return *a` a
                 NODE_SPLAT, which eval turns into one Array value
   NODE_RESCUE   u1 nd_head: body  u2 nd_resq: NODE_RESBODY chain  u3 nd_else: else body
   NODE_RESBODY  u1 nd_head: next NODE_RESBODY  u2 nd_body  u3 nd_args: list of exception
                 classes (may be NODE_SPLAT/NODE_ARGSCAT), 0 = StandardError.  `=> var` is an
                 assignment `var = $!` (value NODE_GVAR $!) put first in nd_body.
                 `expr rescue val` is NODE_RESCUE(expr, RESBODY(0, val, 0), 0).
   NODE_ENSURE   u1 nd_head: body  u3 nd_ensr: ensure body
   NODE_AND/NODE_OR  u1 nd_1st  u2 nd_2nd
   NODE_NOT      u2 nd_body
   NODE_DEFINED  u1 nd_head: the expression
   NODE_FLIP2/NODE_FLIP3  u1 nd_beg  u2 nd_end  u3 nd_cnt: index of a hidden local slot
                 of the enclosing NODE_SCOPE holding the flip-flop state
   NODE_POSTEXE  (no fields) `END { body }` is NODE_ITER(0, body, NODE_POSTEXE): eval registers
                 the block with at_exit once.  `BEGIN { }` bodies are collected by the parser in
                 ruby_eval_tree_begin and run before the main tree.

   Assignment.  Each has u1 nd_vid: the variable's ID and u2 nd_value: the value expression;
   nd_value is 0 when the node is a target of NODE_MASGN, NODE_FOR or block parameters.
   NODE_LASGN    + u3 nd_cnt: slot index in the scope's local_vars
   NODE_DASGN    block-local (dynamic) variable of an enclosing block, found by name
   NODE_DASGN_CURR  dynamic variable of the current block (created there if new)
   NODE_GASGN    + u3 nd_entry: struct global_entry* (rb_global_entry(id))
   NODE_IASGN, NODE_CVASGN (assignment in a method body), NODE_CVDECL (in a class body)
   NODE_CDECL    u1 nd_vid (0 when the target is scoped)  u2 nd_value
                 u3 nd_else: the NODE_COLON2/NODE_COLON3 target of `A::B = v` / `::B = v`
   NODE_ATTRASGN u1 nd_recv: receiver, or (NODE*)1 for self (`self.a = 1`, `self[1] = 2`)
                 u2 nd_mid: setter ID (`a=`, `[]=`)  u3 nd_args: argument list; the assigned
                 value is its last element, and is absent when a MASGN target
   NODE_MASGN    u1 nd_head: list of targets (assignment nodes without value, or nested MASGN)
                 u2 nd_value: the right side (0 when a target); a list (`a, b = 1, 2`),
                 NODE_SPLAT / NODE_ARGSCAT (`a, b = 1, *c`), or NODE_TO_ARY (`a, b = c`)
                 u3 nd_args: splat target (an assignment node), (NODE*)-1 for a bare `*`, or 0
   NODE_OP_ASGN1 `recv[idx] op= value`: u1 nd_recv  u2 nd_mid: operator ID, or 0 for `||=`
                 and 1 for `&&=`  u3 nd_args: list whose first element is the value and the rest
                 the index arguments
   NODE_OP_ASGN2 `recv.attr op= value`: u1 nd_recv  u2 nd_value  u3 nd_next: a NODE_OP_ASGN2
                 holding u1 nd_vid: getter ID  u2 nd_mid: operator ID, 0 for ||, 1 for &&
                 u3 nd_aid: setter ID (`attr=`)
   NODE_OP_ASGN_OR / NODE_OP_ASGN_AND  `x ||= v` / `x &&= v`:
                 u1 nd_head: the read of x (LVAR/DVAR/IVAR/GVAR/CVAR/CONST/COLON2...)
                 u2 nd_value: the full assignment node (x = v).  For OP_ASGN_OR on IVAR/GVAR/CVAR/
                 CONST eval first checks definedness (undefined reads as nil, no warning).
                 `x += v` is just LASGN(x, CALL(LVAR x, :+, list(v))).

   Method calls
   NODE_CALL     u1 nd_recv  u2 nd_mid: method ID  u3 nd_args: argument list, or NODE_SPLAT,
                 NODE_ARGSCAT, NODE_ARGSPUSH, or 0.  A hash without braces as last argument
                 (`f a, :k => v`) is a NODE_HASH element.
   NODE_FCALL    u2 nd_mid  u3 nd_args   (receiverless call with arguments or parentheses)
   NODE_VCALL    u2 nd_mid               (bare identifier that is not a local variable)
   NODE_SUPER    u3 nd_args   NODE_ZSUPER (bare `super`: passes the current method's arguments)
   NODE_YIELD    u1 nd_head: argument (single expression, a list for `yield a, b`, NODE_SPLAT /
                 NODE_ARGSCAT when splatted, or 0)  u3 nd_state: 1 when the argument came from
                 more than one value or a splat (1.8 packs them as one Array value)
   NODE_BLOCK_PASS `f(args, &blk)`: u2 nd_body: the block expression  u3 nd_iter: the call
                 node (CALL/FCALL/SUPER/...) without the &blk
   NODE_ARGSCAT  u1 nd_head: list  u2 nd_body: the splatted expression (`f(a, *b)`)
   NODE_ARGSPUSH u1 nd_head: splat part (NODE_SPLAT or ARGSCAT)  u2 nd_body: one more value
   NODE_SPLAT    u1 nd_head: expression to splat (`f(*a)`, `[*a]`, `when *a`)
   NODE_TO_ARY   u1 nd_head: right side of `a, b = x` (eval converts x with to_ary)
   NODE_SVALUE   u1 nd_head: right side of `a = *b` or `a = 1, 2` (a list/SPLAT/ARGSCAT);
                 eval makes it one value (1.8: `a = *[1]` gives 1, `a = *[]` gives nil)

   Values
   NODE_SELF, NODE_NIL, NODE_TRUE, NODE_FALSE  (no fields)
   NODE_LVAR     u1 nd_vid  u3 nd_cnt: slot index     NODE_DVAR  u1 nd_vid (found by name)
   NODE_GVAR     u1 nd_vid  u3 nd_entry               NODE_IVAR, NODE_CVAR, NODE_CONST  u1 nd_vid
   NODE_NTH_REF  u2 nd_nth: n of $n     NODE_BACK_REF  u2 nd_nth: '&', '`', '\'' or '+'
   NODE_LIT      u1 nd_lit: Fixnum, Bignum, Float, Symbol, Regexp or Range literal (not dup'ed)
   NODE_STR      u1 nd_lit: String (eval returns a new copy each time)
   NODE_XSTR     u1 nd_lit: command string (eval calls Kernel#` with a copy)
   NODE_DSTR/NODE_DXSTR/NODE_DSYM  u1 nd_lit: leading String (may be empty)
                 u3 nd_next: list of NODE_STR and NODE_EVSTR parts to append
   NODE_DREGX/NODE_DREGX_ONCE  as NODE_DSTR, + u2 nd_cflag: RE_OPTION_* and KCODE_* bits
                 (ONCE: /o, compile once and replace nd_lit)
   NODE_EVSTR    u2 nd_body: `#{expr}` body (may be 0); value converted with to_s
   NODE_ARRAY    u1 nd_head: element  u2 nd_alen: length (valid in the first node)
                 u3 nd_next: next NODE_ARRAY or 0
   NODE_ZARRAY   `[]`
   NODE_HASH     u1 nd_head: list of key, value, key, value ... or 0
   NODE_DOT2/NODE_DOT3  u1 nd_beg  u2 nd_end (literal integer ranges may come as NODE_LIT)
   NODE_MATCH    u1 nd_lit: Regexp  (bare /re/ as a condition: matches $_)
   NODE_MATCH2   u1 nd_recv: regexp node (LIT or DREGX)  u2 nd_value: expression (`/re/ =~ s`)
   NODE_MATCH3   u1 nd_recv: regexp node  u2 nd_value: expression (`s =~ /re/`: calls re =~ s)
   NODE_COLON2   u1 nd_head: scope expression, 0 for a bare name in a class/module path
                 u2 nd_mid: the constant name (`A::B`); `A::b` and `A::B()` are NODE_CALL
   NODE_COLON3   u2 nd_mid (`::A`)

   Definitions
   NODE_DEFN     u1 nd_noex: NOEX_* visibility hint (0 = decided by eval)  u2 nd_mid
                 u3 nd_defn: NODE_SCOPE whose body is NODE_BLOCK(NODE_ARGS, [NODE_BLOCK_ARG,] body...)
   NODE_DEFS     u1 nd_recv  u2 nd_mid  u3 nd_defn (as NODE_DEFN)
   NODE_ARGS     u3 nd_cnt: number of required parameters (locals 2 .. 2+cnt-1 of the scope)
                 u1 nd_opt: NODE_BLOCK chain of LASGN nodes, one per optional parameter with
                 its default (their slots follow the required ones), or 0
                 u2 nd_rest: slot index of the `*rest` parameter, -1 when none; a bare `*` gets
                 a hidden slot
   NODE_BLOCK_ARG u3 nd_cnt: slot index of the `&blk` parameter (u1 nd_vid its ID)
   NODE_ALIAS    u1 nd_new  u2 nd_old: method IDs     NODE_VALIAS  same for global variables
                 (an interpolated :"..." name: both 0, u3 nd_names a NODE_ARRAY of the new
                 and old names' nodes, evaluated old first when the alias runs)
   NODE_UNDEF    u2 nd_mid   (`undef a, b` is a NODE_BLOCK of NODE_UNDEF; an interpolated
                 :"..." name: 0, u3 nd_names its NODE_DSYM)
   NODE_CLASS    u1 nd_cpath: NODE_COLON2/COLON3  u2 nd_body: NODE_SCOPE  u3 nd_super: expr or 0
   NODE_MODULE   u1 nd_cpath  u2 nd_body: NODE_SCOPE
   NODE_SCLASS   u1 nd_recv  u2 nd_body: NODE_SCOPE (`class << obj`)
   NODE_PREEXE   u2 nd_body: NODE_SCOPE of a `BEGIN { }` body (own local table; self and
                 frame are the program's or the eval's, so `return` leaves an eval'd method)

   Evaluator-internal (never made by the parser): NODE_METHOD, NODE_FBODY, NODE_CFUNC,
   NODE_IFUNC, NODE_ATTRSET, NODE_ZSUPER-as-method, NODE_DMETHOD, NODE_BMETHOD, NODE_MEMO,
   NODE_CREF, NODE_ALLOCA, NODE_OPT_N (the -n/-p loop built by ruby.c). */

enum node_type {
    NODE_METHOD,
    NODE_FBODY,
    NODE_CFUNC,
    NODE_SCOPE,
    NODE_BLOCK,
    NODE_IF,
    NODE_CASE,
    NODE_WHEN,
    NODE_OPT_N,
    NODE_WHILE,
    NODE_UNTIL,
    NODE_ITER,
    NODE_FOR,
    NODE_BREAK,
    NODE_NEXT,
    NODE_REDO,
    NODE_RETRY,
    NODE_BEGIN,
    NODE_RESCUE,
    NODE_RESBODY,
    NODE_ENSURE,
    NODE_AND,
    NODE_OR,
    NODE_NOT,
    NODE_MASGN,
    NODE_LASGN,
    NODE_DASGN,
    NODE_DASGN_CURR,
    NODE_GASGN,
    NODE_IASGN,
    NODE_CDECL,
    NODE_CVASGN,
    NODE_CVDECL,
    NODE_OP_ASGN1,
    NODE_OP_ASGN2,
    NODE_OP_ASGN_AND,
    NODE_OP_ASGN_OR,
    NODE_CALL,
    NODE_FCALL,
    NODE_VCALL,
    NODE_SUPER,
    NODE_ZSUPER,
    NODE_ARRAY,
    NODE_ZARRAY,
    NODE_HASH,
    NODE_RETURN,
    NODE_YIELD,
    NODE_LVAR,
    NODE_DVAR,
    NODE_GVAR,
    NODE_IVAR,
    NODE_CONST,
    NODE_CVAR,
    NODE_NTH_REF,
    NODE_BACK_REF,
    NODE_MATCH,
    NODE_MATCH2,
    NODE_MATCH3,
    NODE_LIT,
    NODE_STR,
    NODE_DSTR,
    NODE_XSTR,
    NODE_DXSTR,
    NODE_EVSTR,
    NODE_DREGX,
    NODE_DREGX_ONCE,
    NODE_ARGS,
    NODE_ARGSCAT,
    NODE_ARGSPUSH,
    NODE_SPLAT,
    NODE_TO_ARY,
    NODE_SVALUE,
    NODE_BLOCK_ARG,
    NODE_BLOCK_PASS,
    NODE_DEFN,
    NODE_DEFS,
    NODE_ALIAS,
    NODE_VALIAS,
    NODE_UNDEF,
    NODE_CLASS,
    NODE_MODULE,
    NODE_SCLASS,
    NODE_COLON2,
    NODE_COLON3,
    NODE_CREF,
    NODE_DOT2,
    NODE_DOT3,
    NODE_FLIP2,
    NODE_FLIP3,
    NODE_ATTRSET,
    NODE_SELF,
    NODE_NIL,
    NODE_TRUE,
    NODE_FALSE,
    NODE_DEFINED,
    NODE_NEWLINE,
    NODE_POSTEXE,
    NODE_ALLOCA,
    NODE_DMETHOD,
    NODE_BMETHOD,
    NODE_MEMO,
    NODE_IFUNC,
    NODE_DSYM,
    NODE_ATTRASGN,
    NODE_PREEXE,
    NODE_LAST
};

typedef struct RNode {
    unsigned long flags;
    char *nd_file;
    union {
        struct RNode *node;
        ID id;
        VALUE value;
        VALUE (*cfunc)(ANYARGS);
        ID *tbl;
    } u1;
    union {
        struct RNode *node;
        ID id;
        long argc;
        VALUE value;
    } u2;
    union {
        struct RNode *node;
        ID id;
        long state;
        struct global_entry *entry;
        long cnt;
        VALUE value;
    } u3;
} NODE;

#define RNODE(obj) (R_CAST(RNode)(obj))

/* flags: T_NODE | type << FL_USHIFT | line << NODE_LSHIFT */
#define NODE_TYPESHIFT FL_USHIFT
#define NODE_TYPEMASK (((VALUE)0xff) << NODE_TYPESHIFT)
#define nd_type(n) ((int)(((RNODE(n))->flags & NODE_TYPEMASK) >> NODE_TYPESHIFT))
#define nd_set_type(n, t) \
    (RNODE(n)->flags = ((RNODE(n)->flags & ~NODE_TYPEMASK) | (((VALUE)(t) << NODE_TYPESHIFT) & NODE_TYPEMASK)))

#define NODE_LSHIFT (NODE_TYPESHIFT + 8)
#define NODE_LMASK (((VALUE)1 << (sizeof(VALUE) * CHAR_BIT - NODE_LSHIFT)) - 1)
#define nd_line(n) ((int)(((RNODE(n))->flags >> NODE_LSHIFT) & NODE_LMASK))
#define nd_set_line(n, l) \
    (RNODE(n)->flags = ((RNODE(n)->flags & ~(NODE_LMASK << NODE_LSHIFT)) | (((VALUE)(l) & NODE_LMASK) << NODE_LSHIFT)))

#define nd_head u1.node
#define nd_alen u2.argc
#define nd_next u3.node

#define nd_cond u1.node
#define nd_body u2.node
#define nd_else u3.node

#define nd_orig u3.value

#define nd_resq u2.node
#define nd_ensr u3.node

#define nd_1st u1.node
#define nd_2nd u2.node

#define nd_stts u1.node

#define nd_entry u3.entry
#define nd_vid u1.id
#define nd_cflag u2.id
#define nd_cval u3.value

#define nd_cnt u3.cnt
#define nd_tbl u1.tbl

#define nd_var u1.node
#define nd_ibdy u2.node
#define nd_iter u3.node

#define nd_value u2.node
#define nd_aid u3.id

#define nd_lit u1.value

#define nd_frml u1.node
#define nd_rest u2.argc
#define nd_opt u1.node

#define nd_recv u1.node
#define nd_mid u2.id
#define nd_args u3.node

#define nd_noex u1.id
#define nd_defn u3.node

#define nd_cfnc u1.cfunc
#define nd_argc u2.argc

#define nd_cpath u1.node
#define nd_super u3.node

#define nd_modl u1.id
#define nd_clss u1.value

#define nd_beg u1.node
#define nd_end u2.node
#define nd_state u3.state
#define nd_rval u2.value

#define nd_nth u2.argc

#define nd_tag u1.id
#define nd_tval u2.value

#define nd_new u1.id
#define nd_old u2.id
#define nd_names u3.node

/* allocates a node in the object heap; file and line from ruby_sourcefile/ruby_sourceline */
NODE *rb_node_newnode _((enum node_type, VALUE, VALUE, VALUE));
#define NEW_NODE(t, a0, a1, a2) rb_node_newnode((t), (VALUE)(a0), (VALUE)(a1), (VALUE)(a2))

/* NODE_METHOD u1 nd_noex  u2 nd_body  u3 nd_cnt: times aliased */
#define NEW_METHOD(n, x) NEW_NODE(NODE_METHOD, x, n, 0)
#define NEW_FBODY(n, i, o) NEW_NODE(NODE_FBODY, n, i, o)
#define NEW_CFUNC(f, c) NEW_NODE(NODE_CFUNC, f, c, 0)
#define NEW_IFUNC(f, c) NEW_NODE(NODE_IFUNC, f, c, 0)
#define NEW_SCOPE(t, b) NEW_NODE(NODE_SCOPE, t, 0, b)
#define NEW_BLOCK(a) NEW_NODE(NODE_BLOCK, a, 0, 0)
#define NEW_IF(c, t, e) NEW_NODE(NODE_IF, c, t, e)
#define NEW_UNLESS(c, t, e) NEW_IF(c, e, t)
#define NEW_CASE(h, b) NEW_NODE(NODE_CASE, h, b, 0)
#define NEW_WHEN(c, t, e) NEW_NODE(NODE_WHEN, c, t, e)
#define NEW_OPT_N(b) NEW_NODE(NODE_OPT_N, 0, b, 0)
#define NEW_WHILE(c, b, n) NEW_NODE(NODE_WHILE, c, b, n)
#define NEW_UNTIL(c, b, n) NEW_NODE(NODE_UNTIL, c, b, n)
#define NEW_FOR(v, i, b) NEW_NODE(NODE_FOR, v, b, i)
#define NEW_ITER(v, i, b) NEW_NODE(NODE_ITER, v, b, i)
#define NEW_BREAK(s) NEW_NODE(NODE_BREAK, s, 0, 0)
#define NEW_NEXT(s) NEW_NODE(NODE_NEXT, s, 0, 0)
#define NEW_REDO() NEW_NODE(NODE_REDO, 0, 0, 0)
#define NEW_RETRY() NEW_NODE(NODE_RETRY, 0, 0, 0)
#define NEW_BEGIN(b) NEW_NODE(NODE_BEGIN, 0, b, 0)
#define NEW_RESCUE(b, res, e) NEW_NODE(NODE_RESCUE, b, res, e)
#define NEW_RESBODY(a, ex, n) NEW_NODE(NODE_RESBODY, n, ex, a)
#define NEW_ENSURE(b, en) NEW_NODE(NODE_ENSURE, b, 0, en)
#define NEW_RETURN(s) NEW_NODE(NODE_RETURN, s, 0, 0)
#define NEW_YIELD(a, s) NEW_NODE(NODE_YIELD, a, 0, s)
#define NEW_LIST(a) NEW_ARRAY(a)
#define NEW_ARRAY(a) NEW_NODE(NODE_ARRAY, a, 1, 0)
#define NEW_ZARRAY() NEW_NODE(NODE_ZARRAY, 0, 0, 0)
#define NEW_HASH(a) NEW_NODE(NODE_HASH, a, 0, 0)
#define NEW_NOT(a) NEW_NODE(NODE_NOT, 0, a, 0)
#define NEW_MASGN(l, r) NEW_NODE(NODE_MASGN, l, 0, r)
#define NEW_GASGN(v, val) NEW_NODE(NODE_GASGN, v, val, rb_global_entry(v))
#define NEW_LASGN(v, val) NEW_NODE(NODE_LASGN, v, val, 0)
#define NEW_DASGN(v, val) NEW_NODE(NODE_DASGN, v, val, 0)
#define NEW_DASGN_CURR(v, val) NEW_NODE(NODE_DASGN_CURR, v, val, 0)
#define NEW_IASGN(v, val) NEW_NODE(NODE_IASGN, v, val, 0)
#define NEW_CDECL(v, val, path) NEW_NODE(NODE_CDECL, v, val, path)
#define NEW_CVASGN(v, val) NEW_NODE(NODE_CVASGN, v, val, 0)
#define NEW_CVDECL(v, val) NEW_NODE(NODE_CVDECL, v, val, 0)
#define NEW_OP_ASGN1(p, id, a) NEW_NODE(NODE_OP_ASGN1, p, id, a)
#define NEW_OP_ASGN2(r, i, o, val) NEW_NODE(NODE_OP_ASGN2, r, val, NEW_OP_ASGN22(i, o))
#define NEW_OP_ASGN22(i, o) NEW_NODE(NODE_OP_ASGN2, i, o, rb_id_attrset(i))
#define NEW_OP_ASGN_OR(i, val) NEW_NODE(NODE_OP_ASGN_OR, i, val, 0)
#define NEW_OP_ASGN_AND(i, val) NEW_NODE(NODE_OP_ASGN_AND, i, val, 0)
#define NEW_GVAR(v) NEW_NODE(NODE_GVAR, v, 0, rb_global_entry(v))
#define NEW_LVAR(v) NEW_NODE(NODE_LVAR, v, 0, 0)
#define NEW_DVAR(v) NEW_NODE(NODE_DVAR, v, 0, 0)
#define NEW_IVAR(v) NEW_NODE(NODE_IVAR, v, 0, 0)
#define NEW_CONST(v) NEW_NODE(NODE_CONST, v, 0, 0)
#define NEW_CVAR(v) NEW_NODE(NODE_CVAR, v, 0, 0)
#define NEW_NTH_REF(n) NEW_NODE(NODE_NTH_REF, 0, n, 0)
#define NEW_BACK_REF(n) NEW_NODE(NODE_BACK_REF, 0, n, 0)
#define NEW_MATCH(c) NEW_NODE(NODE_MATCH, c, 0, 0)
#define NEW_MATCH2(n1, n2) NEW_NODE(NODE_MATCH2, n1, n2, 0)
#define NEW_MATCH3(r, n2) NEW_NODE(NODE_MATCH3, r, n2, 0)
#define NEW_LIT(l) NEW_NODE(NODE_LIT, l, 0, 0)
#define NEW_STR(s) NEW_NODE(NODE_STR, s, 0, 0)
#define NEW_DSTR(s) NEW_NODE(NODE_DSTR, s, 1, 0)
#define NEW_XSTR(s) NEW_NODE(NODE_XSTR, s, 0, 0)
#define NEW_DXSTR(s) NEW_NODE(NODE_DXSTR, s, 0, 0)
#define NEW_DSYM(s) NEW_NODE(NODE_DSYM, s, 0, 0)
#define NEW_EVSTR(n) NEW_NODE(NODE_EVSTR, 0, (n), 0)
#define NEW_CALL(r, m, a) NEW_NODE(NODE_CALL, r, m, a)
#define NEW_FCALL(m, a) NEW_NODE(NODE_FCALL, 0, m, a)
#define NEW_VCALL(m) NEW_NODE(NODE_VCALL, 0, m, 0)
#define NEW_SUPER(a) NEW_NODE(NODE_SUPER, 0, 0, a)
#define NEW_ZSUPER() NEW_NODE(NODE_ZSUPER, 0, 0, 0)
#define NEW_ARGS(f, o, r) NEW_NODE(NODE_ARGS, o, r, f)
#define NEW_ARGSCAT(a, b) NEW_NODE(NODE_ARGSCAT, a, b, 0)
#define NEW_ARGSPUSH(a, b) NEW_NODE(NODE_ARGSPUSH, a, b, 0)
#define NEW_SPLAT(a) NEW_NODE(NODE_SPLAT, a, 0, 0)
#define NEW_TO_ARY(a) NEW_NODE(NODE_TO_ARY, a, 0, 0)
#define NEW_SVALUE(a) NEW_NODE(NODE_SVALUE, a, 0, 0)
#define NEW_BLOCK_ARG(v) NEW_NODE(NODE_BLOCK_ARG, v, 0, 0)
#define NEW_BLOCK_PASS(b) NEW_NODE(NODE_BLOCK_PASS, 0, b, 0)
#define NEW_BLOCK_VAR(var, b) NEW_NODE(NODE_BLOCK_PASS, 0, b, var)
#define NEW_DEFN(i, d, p) NEW_NODE(NODE_DEFN, p, i, d)
#define NEW_DEFS(r, i, d) NEW_NODE(NODE_DEFS, r, i, d)
#define NEW_ALIAS(n, o) NEW_NODE(NODE_ALIAS, n, o, 0)
#define NEW_VALIAS(n, o) NEW_NODE(NODE_VALIAS, n, o, 0)
#define NEW_UNDEF(i) NEW_NODE(NODE_UNDEF, 0, i, 0)
#define NEW_CLASS(n, b, s) NEW_NODE(NODE_CLASS, n, b, s)
#define NEW_SCLASS(r, b) NEW_NODE(NODE_SCLASS, r, b, 0)
#define NEW_MODULE(n, b) NEW_NODE(NODE_MODULE, n, b, 0)
#define NEW_COLON2(c, i) NEW_NODE(NODE_COLON2, c, i, 0)
#define NEW_COLON3(i) NEW_NODE(NODE_COLON3, 0, i, 0)
#define NEW_CREF(c) NEW_NODE(NODE_CREF, 0, 0, c)
#define NEW_DOT2(b, e) NEW_NODE(NODE_DOT2, b, e, 0)
#define NEW_DOT3(b, e) NEW_NODE(NODE_DOT3, b, e, 0)
#define NEW_ATTRSET(a) NEW_NODE(NODE_ATTRSET, a, 0, 0)
#define NEW_SELF() NEW_NODE(NODE_SELF, 0, 0, 0)
#define NEW_NIL() NEW_NODE(NODE_NIL, 0, 0, 0)
#define NEW_TRUE() NEW_NODE(NODE_TRUE, 0, 0, 0)
#define NEW_FALSE() NEW_NODE(NODE_FALSE, 0, 0, 0)
#define NEW_DEFINED(e) NEW_NODE(NODE_DEFINED, e, 0, 0)
#define NEW_NEWLINE(n) NEW_NODE(NODE_NEWLINE, 0, 0, n)
#define NEW_POSTEXE() NEW_NODE(NODE_POSTEXE, 0, 0, 0)
#define NEW_PREEXE(b) NEW_NODE(NODE_PREEXE, 0, b, 0)
#define NEW_DMETHOD(b) NEW_NODE(NODE_DMETHOD, 0, 0, b)
#define NEW_BMETHOD(b) NEW_NODE(NODE_BMETHOD, 0, 0, b)
#define NEW_ATTRASGN(r, m, a) NEW_NODE(NODE_ATTRASGN, r, m, a)

/* method visibility (nd_noex of NODE_METHOD) */
#define NOEX_PUBLIC 0
#define NOEX_UNDEF 1
#define NOEX_NOSUPER 1    /* a def over klass's own undef: its super is "disabled" (1.8.7) */
#define NOEX_CFUNC 1
#define NOEX_PRIVATE 2
#define NOEX_PROTECTED 4

VALUE rb_parser_append_print_node _((void));
NODE *rb_compile_cstr _((const char *, const char *, int, int));
NODE *rb_compile_string _((const char *, VALUE, int));

void rb_add_method _((VALUE, ID, NODE *, int));
NODE *rb_method_node _((VALUE klass, ID id));

struct global_entry *rb_global_entry _((ID));
VALUE rb_gvar_get _((struct global_entry *));
VALUE rb_gvar_set _((struct global_entry *, VALUE));
VALUE rb_gvar_defined _((struct global_entry *));

/* event hooks (capi.c): a C function called at the events set_trace_func
   sees, with the node being run, self, the method's name and its class */
typedef unsigned int rb_event_t;
#define RUBY_EVENT_NONE     0x00
#define RUBY_EVENT_LINE     0x01
#define RUBY_EVENT_CLASS    0x02
#define RUBY_EVENT_END      0x04
#define RUBY_EVENT_CALL     0x08
#define RUBY_EVENT_RETURN   0x10
#define RUBY_EVENT_C_CALL   0x20
#define RUBY_EVENT_C_RETURN 0x40
#define RUBY_EVENT_RAISE    0x80
#define RUBY_EVENT_ALL      0xff
typedef void (*rb_event_hook_func_t) _((rb_event_t, NODE *, VALUE, ID, VALUE));
void rb_add_event_hook _((rb_event_hook_func_t, rb_event_t));
int rb_remove_event_hook _((rb_event_hook_func_t));

RUBY_EXTERN int ruby_yydebug;   /* parse.y: ruby -y traces the parser */

#if defined(__cplusplus)
}
#endif

#endif /* NODE_H */
