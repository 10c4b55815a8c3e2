/* ccan/list/list.h - intrusive circular doubly linked list (written for
   this project; same interface as the well-known ccan module).

   A struct list_node is embedded in each element; a struct list_head owns
   the list.  The head's node closes the circle, so add and delete are O(1)
   and never allocate, and an element can sit on several lists through
   several nodes.  Iteration macros find the element from its node with
   container_of.

     struct thing { int v; struct list_node link; };
     LIST_HEAD(things);
     list_add_tail(&things, &t->link);
     list_for_each(&things, t, link) use(t->v);
*/
#ifndef CCAN_LIST_H
#define CCAN_LIST_H
#include <stddef.h>
#include <stdbool.h>
#include "ccan/container_of/container_of.h"
#include "ccan/check_type/check_type.h"

struct list_node {
    struct list_node *next, *prev;
};

struct list_head {
    struct list_node n;
};

/* an empty list: the head's node points at itself both ways */
#define LIST_HEAD_INIT(name) { { &(name).n, &(name).n } }
#define LIST_HEAD(name) struct list_head name = LIST_HEAD_INIT(name)

static inline void
list_head_init(struct list_head *h)
{
    h->n.next = h->n.prev = &h->n;
}

/* a node that is on no list points at itself (list_del_init leaves it so) */
static inline void
list_node_init(struct list_node *n)
{
    n->next = n->prev = n;
}

static inline void
list_add_between_(struct list_node *n, struct list_node *prev, struct list_node *next)
{
    n->next = next;
    n->prev = prev;
    prev->next = n;
    next->prev = n;
}

/* adds n at the front of h */
static inline void
list_add(struct list_head *h, struct list_node *n)
{
    list_add_between_(n, &h->n, h->n.next);
}

/* adds n at the end of h */
static inline void
list_add_tail(struct list_head *h, struct list_node *n)
{
    list_add_between_(n, h->n.prev, &h->n);
}

/* adds n right after the node `after` (which may be the head's node) */
static inline void
list_add_after(struct list_node *after, struct list_node *n)
{
    list_add_between_(n, after, after->next);
}

static inline bool
list_empty(const struct list_head *h)
{
    return h->n.next == &h->n;
}

/* unlinks n from whatever list holds it; n's links are left dangling
   (poisoned with CCAN_LIST_DEBUG) */
static inline void
list_del(struct list_node *n)
{
    n->next->prev = n->prev;
    n->prev->next = n->next;
#ifdef CCAN_LIST_DEBUG
    n->next = n->prev = NULL;
#endif
}

/* unlinks n and leaves it pointing at itself, so list_del_init can be
   called again safely and list_node_on_list answers false */
static inline void
list_del_init(struct list_node *n)
{
    list_del(n);
    list_node_init(n);
}

static inline bool
list_node_on_list(const struct list_node *n)
{
    return n->next != n;
}

/* unlinks n, which must be on h (checked with CCAN_LIST_DEBUG) */
static inline void
list_del_from(struct list_head *h, struct list_node *n)
{
#ifdef CCAN_LIST_DEBUG
    {
        const struct list_node *i;
        for (i = h->n.next; i != n; i = i->next) {
            if (i == &h->n) __builtin_trap();
        }
    }
#else
    (void)h;
#endif
    list_del(n);
}

/* the element holding node n */
#define list_entry(n, type, member) container_of(n, type, member)

/* the node's element, or NULL when the node is the head's own */
static inline const void *
list_entry_or_null_(const struct list_head *h, const struct list_node *n, size_t off)
{
    if (n == &h->n) return NULL;
    return (const char *)n - off;
}

/* the first / last element of h, or NULL when h is empty */
#define list_top(h, type, member) \
    ((type *)list_entry_or_null_((h), (h)->n.next, offsetof(type, member)))
#define list_tail(h, type, member) \
    ((type *)list_entry_or_null_((h), (h)->n.prev, offsetof(type, member)))

/* removes and returns the first element of h, or NULL */
static inline const void *
list_pop_(struct list_head *h, size_t off)
{
    struct list_node *n;
    if (list_empty(h)) return NULL;
    n = h->n.next;
    list_del(n);
    return (const char *)n - off;
}
#define list_pop(h, type, member) ((type *)list_pop_((h), offsetof(type, member)))

/* the element after / before i on h, or NULL at the end */
#define list_next(h, i, member) \
    ((__typeof__(i))list_entry_or_null_((h), (i)->member.next, list_off_var_((i), member)))
#define list_prev(h, i, member) \
    ((__typeof__(i))list_entry_or_null_((h), (i)->member.prev, list_off_var_((i), member)))
#define list_off_var_(var, member) \
    ((size_t)((char *)&(var)->member - (char *)(var)))

/* i's element type, from a node (i need not be set yet: only its type is used) */
#define list_node_to_(n, i, member) \
    ((__typeof__(i))(void *)((char *)(n) - offsetof(__typeof__(*(i)), member)))

/* for each element i of h, first to last; the body must not delete i */
#define list_for_each(h, i, member) \
    for (i = list_node_to_((h)->n.next, i, member); \
         &(i)->member != &(h)->n; \
         i = list_node_to_((i)->member.next, i, member))

/* last to first */
#define list_for_each_rev(h, i, member) \
    for (i = list_node_to_((h)->n.prev, i, member); \
         &(i)->member != &(h)->n; \
         i = list_node_to_((i)->member.prev, i, member))

/* for each element; the body may delete i (nxt, of i's type, holds the next) */
#define list_for_each_safe(h, i, nxt, member) \
    for (i = list_node_to_((h)->n.next, i, member), \
         nxt = list_node_to_((i)->member.next, i, member); \
         &(i)->member != &(h)->n; \
         i = nxt, nxt = list_node_to_((i)->member.next, i, member))

#endif /* CCAN_LIST_H */
