/* inits.c - calls each core file's Init_ function in dependency order. */
#include "internal.h"

#define CALL(name) Init_##name();

void
rb_call_inits(void)
{
    INIT_LIST(CALL)
}
