/* ccan/check_type/check_type.h - compile-time type checks for macros
   (written for this project; same interface as the well-known ccan module).

   check_type(expr, type): 0, but does not compile unless expr has that type.
   check_types_match(a, b): 0, but does not compile unless a and b have the
   same type.  Neither evaluates its operands at run time.  Without the GNU
   type builtins they fall back to comparing sizes. */
#ifndef CCAN_CHECK_TYPE_H
#define CCAN_CHECK_TYPE_H

/* a char array of negative length is a compile error */
#define CHECK_TYPE_FAIL_UNLESS_(cond) ((int)(sizeof(char[1 - 2 * !(cond)]) - 1))

#if defined(__GNUC__) || defined(__clang__)
#define check_type(expr, type) \
    CHECK_TYPE_FAIL_UNLESS_(__builtin_types_compatible_p(__typeof__(expr), type))
#define check_types_match(expr1, expr2) \
    CHECK_TYPE_FAIL_UNLESS_(__builtin_types_compatible_p(__typeof__(expr1), __typeof__(expr2)))
#else
#define check_type(expr, type) CHECK_TYPE_FAIL_UNLESS_(sizeof(expr) == sizeof(type))
#define check_types_match(expr1, expr2) CHECK_TYPE_FAIL_UNLESS_(sizeof(expr1) == sizeof(expr2))
#endif

#endif /* CCAN_CHECK_TYPE_H */
