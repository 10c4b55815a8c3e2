/* ccan/container_of/container_of.h - from a pointer to a member back to the
   structure holding it (written for this project; same interface as the
   well-known ccan module). */
#ifndef CCAN_CONTAINER_OF_H
#define CCAN_CONTAINER_OF_H
#include <stddef.h>
#include "ccan/check_type/check_type.h"

/* container_of(member_ptr, containing_type, member): the containing_type
   whose field `member` is at member_ptr.  The type of member_ptr is checked
   against the field's type at compile time. */
#define container_of(member_ptr, containing_type, member) \
    ((containing_type *)((char *)(member_ptr) - offsetof(containing_type, member)) \
     + check_types_match(*(member_ptr), ((containing_type *)0)->member))

/* container_off(containing_type, member): the field's offset */
#define container_off(containing_type, member) offsetof(containing_type, member)

/* container_of_var(member_ptr, container_var, member): as container_of, with
   the type taken from a variable (needs typeof) */
#if defined(__GNUC__) || defined(__clang__)
#define container_of_var(member_ptr, container_var, member) \
    container_of(member_ptr, __typeof__(*container_var), member)
#define container_off_var(var, member) container_off(__typeof__(*var), member)
#else
#define container_of_var(member_ptr, container_var, member) \
    ((void *)((char *)(member_ptr) - ((char *)&(container_var)->member - (char *)(container_var))))
#define container_off_var(var, member) ((char *)&(var)->member - (char *)(var))
#endif

#endif /* CCAN_CONTAINER_OF_H */
