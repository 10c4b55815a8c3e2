/* main.c - program entry: records the stack base, boots the interpreter,
   processes the command line and runs the main program. */
#include "ruby.h"
#include "dln.h"

int
main(int argc, char **argv)
{
    VALUE stack_base;

    dln_argv0 = argv[0];
    ruby_init_stack(&stack_base);
    ruby_init();
    ruby_options(argc, argv);
    ruby_run();
    return 0;
}
