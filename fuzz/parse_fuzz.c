/* parse_fuzz.c - libFuzzer entry: parses each input as a Ruby program (the
   parser only; nothing runs), under ASan+UBSan.  Built and run by
   `make fuzz-parser` (fuzz/README).  A syntax error is a normal outcome;
   a crash, a sanitizer report or a hang is a bug. */
#include "ruby.h"
#include "node.h"
#include <stdint.h>

/* the parse, under rb_protect: a SyntaxError or a SystemStackError from a
   deeply nested input ends it like any other result */
static VALUE
parse_input(VALUE src)
{
    rb_compile_string("fuzz.rb", src, 1);
    return Qnil;
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* boots the interpreter once, from a frame above every later call: the
   collector scans the stack from the deepest point up to this base */
int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
    VALUE stack_base;

    ruby_init_stack(&stack_base);
    ruby_init();
    return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int state;

    rb_protect(parse_input, rb_str_new((const char *)data, (long)size), &state);
    ruby_errinfo = Qnil;
    return 0;
}
