/* env.h - the evaluator's frame, scope and dynamic-variable structures.
   FRAME lives on the C stack; so does a method call's SCOPE (SCOPE_STACK)
   until a closure captures it, which makes a heap twin (T_SCOPE) sharing
   its local slots.  RVarmap entries are heap objects (T_VARMAP).  eval.c
   owns these. */
#ifndef ENV_H
#define ENV_H 1

#if defined(__cplusplus)
extern "C" {
#endif

#include "ruby.h"

struct BLOCK;
struct FRAME {
    VALUE self;
    int argc;
    VALUE *argv;
    ID last_func;    /* name the method was called by */
    ID orig_func;    /* name it was defined with */
    VALUE last_class;
    struct FRAME *prev;
    struct FRAME *tmp;
    struct RNode *node; /* call site, for backtraces */
    int iter;
    int flags;
    unsigned long uniq;
    unsigned long home_uniq; /* a lambda body's frame: the uniq of the lambda's home */
    struct BLOCK *block; /* the block passed to this method, or 0 */
    struct RNode *body;  /* the def body (NODE_SCOPE) of a Ruby method frame, or 0 */
    struct SCOPE *oscope; /* the scope this method frame created (eval clears it on unwind) */
};
RUBY_EXTERN struct FRAME *ruby_frame;

/* a method or class body's local variables */
struct SCOPE {
    struct RBasic super;
    ID *local_tbl;      /* tbl[0] = count, tbl[1..] = names; owned by the NODE_SCOPE */
    VALUE *local_vars;  /* count slots */
    int flags;
};
#define SCOPE_ALLOCA 0
#define SCOPE_MALLOC 1   /* local_vars is xmalloc'ed: freed with the scope */
#define SCOPE_NOSTACK 2  /* local_vars copied off the stack (a closure escaped) */
#define SCOPE_DONT_RECYCLE 4
#define SCOPE_CLONE 8
/* a struct on call_scope's C stack, never a heap object; once captured its
   super.klass holds the heap twin and both point at the twin's slots, and
   the twin's super.klass points back while the call is live */
#define SCOPE_STACK 16
#define SCOPE_TWIN(sc) ((struct SCOPE *)(sc)->super.klass)
RUBY_EXTERN struct SCOPE *ruby_scope;

/* block-local (dynamic) variables: a chain searched by name; an entry with
   id 0 marks the start of a block's own variables */
struct RVarmap {
    struct RBasic super;
    ID id;
    VALUE val;
    struct RVarmap *next;
};
RUBY_EXTERN struct RVarmap *ruby_dyna_vars;

RUBY_EXTERN VALUE ruby_class;
RUBY_EXTERN struct RNode *ruby_cref;

#if defined(__cplusplus)
}  /* extern "C" */
#endif
#endif /* ENV_H */
