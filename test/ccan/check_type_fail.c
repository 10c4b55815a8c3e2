/* test/ccan/check_type_fail.c - must NOT compile: check_types_match and
   check_type reject mismatched types at compile time (make check fails
   if the compiler accepts this file). */
#include "ccan/check_type/check_type.h"
int
main(void)
{
    int i = 0;
    long l = 0;
#ifdef CHECK_TYPE_FAIL_TYPE
    return check_type(i, long);
#else
    return check_types_match(i, l);
#endif
}
