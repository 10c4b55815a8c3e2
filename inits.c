/* inits.c - calls each core file's Init_ function in dependency order. */
#include "ruby.h"

/* every part's Init_ must exist: a missing one is a link error */
#define INIT(name) void Init_##name(void);
#define INIT_LIST(X) \
    X(sym) X(var_tables) X(Object) X(Comparable) X(Enumerable) X(Precision) \
    X(eval) X(String) X(Exception) X(Thread) X(Numeric) X(Bignum) X(syserr) \
    X(Array) X(Hash) X(Struct) X(Regexp) X(pack) X(Range) X(IO) X(Dir) X(File) \
    X(Time) X(Random) X(signal) X(process) X(load) X(Proc) X(Binding) X(Math) \
    X(GC) X(marshal) X(Enumerator) X(version)
INIT_LIST(INIT)

#define CALL(name) Init_##name();

void
rb_call_inits(void)
{
    INIT_LIST(CALL)
}
