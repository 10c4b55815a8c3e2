/* readline.c - Readline of Ruby 1.8.7 over GNU readline (or libedit):
 * Readline.readline, the completion settings, the editing modes and
 * Readline::HISTORY.  Waiting for a key lets the other Ruby threads run
 * (readline reads through readline_getc, which waits on the descriptor
 * through the interpreter). */
#include "ruby.h"
#include "rubyio.h"
#include "rubysig.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <ctype.h>
#include <errno.h>
#include <unistd.h>
#ifdef USE_EDITLINE
#include <editline/readline.h>
#else
#include <readline/readline.h>
#include <readline/history.h>
#endif

static VALUE mReadline, history;
static ID id_call, id_completion_proc, id_completion_case_fold;

/* ------------------------------------------------------------ reading */

/* one byte for readline: waits for input with the other threads running;
 * a signal's handler runs (an Interrupt leaves through readline) */
static int
readline_getc(FILE *in)
{
    int fd = fileno(in);
    unsigned char c;

    for (;;) {
        ssize_t n;
        CHECK_INTS;
        rb_thread_wait_fd(fd);
        n = read(fd, &c, 1);
        if (n == 1) return c;
        if (n == 0) return EOF;
        if (errno != EINTR && errno != EAGAIN) return EOF;
    }
}

static VALUE
call_readline(VALUE prompt)
{
    return (VALUE)readline((const char *)prompt);
}

/* Readline.readline(prompt = "", add_history = false): the line read
 * (without its newline), or nil at end of input */
static VALUE
readline_readline(int argc, VALUE *argv, VALUE self)
{
    VALUE tmp, add_hist, result;
    const char *prompt = "";
    char *line;
    int state = 0;

    rb_secure(4);
    if (rb_scan_args(argc, argv, "02", &tmp, &add_hist) > 0) {
        SafeStringValue(tmp);
        prompt = StringValueCStr(tmp);
    }
    /* what was printed before comes before the prompt */
    if (TYPE(rb_stdout) == T_FILE) rb_io_flush(rb_stdout);
    line = (char *)rb_protect(call_readline, (VALUE)prompt, &state);
    if (state) {
        /* an exception while waiting (an interrupt): leave the terminal sane */
        rl_free_line_state();
        rl_cleanup_after_signal();
        rb_jump_tag(state);
    }
    if (!line) return Qnil;
    if (RTEST(add_hist)) add_history(line);
    result = rb_tainted_str_new2(line);
    free(line);
    return result;
}

/* ------------------------------------------------------------ completion */

static VALUE
completion_proc(void)
{
    return rb_attr_get(mReadline, id_completion_proc);
}

/* the common prefix of the candidates (matches[1..n]), as readline wants
 * in matches[0] */
static char *
common_prefix(char **matches, long n, int fold)
{
    size_t len = strlen(matches[1]);
    long i;
    char *s;

    for (i = 2; i <= n; i++) {
        size_t k = 0;
        while (k < len && matches[i][k] &&
               (fold ? tolower((unsigned char)matches[1][k]) == tolower((unsigned char)matches[i][k])
                     : matches[1][k] == matches[i][k]))
            k++;
        len = k;
    }
    s = malloc(len + 1);
    if (!s) return 0;
    memcpy(s, matches[1], len);
    s[len] = '\0';
    return s;
}

/* the character put after a single completion (readline resets its own
 * variable before each completion) */
static int append_character = ' ';

/* readline's completion hook: the matches of the completion proc (an
 * exception there leaves through Readline.readline) */
static char **
readline_attempted_completion(const char *text, int start, int end)
{
    VALUE ary;
    char **result;
    long n, i;

    if (NIL_P(completion_proc())) return 0;
    rl_attempted_completion_over = 1;
    rl_completion_append_character = append_character;
    ary = rb_funcall(completion_proc(), id_call, 1, rb_tainted_str_new2(text));
    if (TYPE(ary) != T_ARRAY) ary = rb_Array(ary);
    n = RARRAY_LEN(ary);
    for (i = 0; i < n; i++) StringValueCStr(RARRAY_PTR(ary)[i]);
    if (n == 0) return 0;
    result = malloc(sizeof(char *) * (n + 2));
    if (!result) return 0;
    for (i = 0; i < n; i++) result[i + 1] = strdup(RSTRING_PTR(RARRAY_PTR(ary)[i]));
    result[n + 1] = 0;
    result[0] = n == 1 ? strdup(result[1])
              : common_prefix(result, n, RTEST(rb_attr_get(mReadline, id_completion_case_fold)));
    return result;
}

static VALUE
readline_set_completion_proc(VALUE self, VALUE proc)
{
    rb_secure(4);
    if (!rb_respond_to(proc, id_call))
        rb_raise(rb_eArgError, "argument must respond to `call'");
    return rb_ivar_set(mReadline, id_completion_proc, proc);
}

static VALUE
readline_get_completion_proc(VALUE self)
{
    rb_secure(4);
    return completion_proc();
}

static VALUE
readline_set_completion_case_fold(VALUE self, VALUE val)
{
    rb_secure(4);
    return rb_ivar_set(mReadline, id_completion_case_fold, val);
}

static VALUE
readline_get_completion_case_fold(VALUE self)
{
    rb_secure(4);
    return rb_attr_get(mReadline, id_completion_case_fold);
}

/* completion_append_character = "x" (its first character) or nil/"" */
static VALUE
readline_set_append_character(VALUE self, VALUE str)
{
    rb_secure(4);
    if (NIL_P(str)) {
        append_character = '\0';
        return str;
    }
    StringValue(str);
    append_character = RSTRING_LEN(str) == 0 ? '\0' : (unsigned char)RSTRING_PTR(str)[0];
    return str;
}

static VALUE
readline_get_append_character(VALUE self)
{
    char buf[1];

    rb_secure(4);
    if (append_character == '\0') return Qnil;
    buf[0] = (char)append_character;
    return rb_str_new(buf, 1);
}

/* the character-set settings: readline keeps the pointer, so each keeps
 * its own malloc'ed copy */
#define CHARS_ACCESSORS(name, var) \
static char *name##_copy; \
static VALUE \
readline_set_##name(VALUE self, VALUE str) \
{ \
    char *copy; \
    rb_secure(4); \
    SafeStringValue(str); \
    copy = malloc(RSTRING_LEN(str) + 1); \
    if (!copy) rb_memerror(); \
    memcpy(copy, RSTRING_PTR(str), RSTRING_LEN(str)); \
    copy[RSTRING_LEN(str)] = '\0'; \
    var = copy; \
    free(name##_copy); \
    name##_copy = copy; \
    return str; \
} \
static VALUE \
readline_get_##name(VALUE self) \
{ \
    rb_secure(4); \
    return var ? rb_tainted_str_new2(var) : Qnil; \
}

CHARS_ACCESSORS(basic_word_break_characters, rl_basic_word_break_characters)
CHARS_ACCESSORS(completer_word_break_characters, rl_completer_word_break_characters)
CHARS_ACCESSORS(basic_quote_characters, rl_basic_quote_characters)
CHARS_ACCESSORS(completer_quote_characters, rl_completer_quote_characters)
CHARS_ACCESSORS(filename_quote_characters, rl_filename_quote_characters)

static VALUE
readline_vi_editing_mode(VALUE self)
{
    rb_secure(4);
    rl_vi_editing_mode(1, 0);
    return Qnil;
}

static VALUE
readline_emacs_editing_mode(VALUE self)
{
    rb_secure(4);
    rl_emacs_editing_mode(1, 0);
    return Qnil;
}

/* FILENAME_COMPLETION_PROC.call(text) and USERNAME_COMPLETION_PROC.call:
 * the names readline's own generators give, nil for none */
static VALUE
generated_matches(VALUE text, rl_compentry_func_t *gen)
{
    VALUE ary = rb_ary_new();
    char **matches;
    long i;

    StringValue(text);
    matches = rl_completion_matches(StringValueCStr(text), gen);
    if (!matches) return Qnil;
    /* matches[0] is the common prefix when there are several */
    for (i = matches[1] ? 1 : 0; matches[i]; i++) {
        rb_ary_push(ary, rb_tainted_str_new2(matches[i]));
        free(matches[i]);
    }
    if (i > 1) free(matches[0]);
    free(matches);
    return ary;
}

static VALUE
filename_completion_call(VALUE self, VALUE text)
{
    return generated_matches(text, rl_filename_completion_function);
}

static VALUE
username_completion_call(VALUE self, VALUE text)
{
    return generated_matches(text, rl_username_completion_function);
}

/* ------------------------------------------------------------ HISTORY */

/* index of HISTORY from a Ruby index (negative from the end) */
static int
history_index(VALUE index)
{
    long i = NUM2LONG(index);

    if (i < 0) i += history_length;
    if (i < 0 || i >= history_length) rb_raise(rb_eIndexError, "invalid index");
    return (int)i;
}

static void
drop_entry(HIST_ENTRY *e)
{
#ifdef HAVE_FREE_HISTORY_ENTRY
    free_history_entry(e);
#else
    free((char *)e->line);
    free(e);
#endif
}

static VALUE
hist_to_s(VALUE self)
{
    return rb_str_new2("HISTORY");
}

static VALUE
hist_get(VALUE self, VALUE index)
{
    HIST_ENTRY *e;

    rb_secure(4);
    e = history_get(history_base + history_index(index));
    if (!e) rb_raise(rb_eIndexError, "invalid index");
    return rb_tainted_str_new2(e->line);
}

static VALUE
hist_set(VALUE self, VALUE index, VALUE str)
{
    HIST_ENTRY *old;
    int i;

    rb_secure(4);
    i = history_index(index);
    SafeStringValue(str);
    old = replace_history_entry(i, StringValueCStr(str), 0);
    if (!old) rb_raise(rb_eIndexError, "invalid index");
    drop_entry(old);
    return str;
}

static VALUE
hist_push(VALUE self, VALUE str)
{
    rb_secure(4);
    SafeStringValue(str);
    add_history(StringValueCStr(str));
    return self;
}

static VALUE
hist_push_values(int argc, VALUE *argv, VALUE self)
{
    int i;

    for (i = 0; i < argc; i++) hist_push(self, argv[i]);
    return self;
}

/* removes entry i; its line */
static VALUE
remove_entry(int i)
{
    HIST_ENTRY *e = remove_history(i);
    VALUE line;

    if (!e) return Qnil;
    line = rb_tainted_str_new2(e->line);
    drop_entry(e);
    return line;
}

static VALUE
hist_pop(VALUE self)
{
    rb_secure(4);
    return history_length > 0 ? remove_entry(history_length - 1) : Qnil;
}

static VALUE
hist_shift(VALUE self)
{
    rb_secure(4);
    return history_length > 0 ? remove_entry(0) : Qnil;
}

static VALUE
hist_each(VALUE self)
{
    int i;

    rb_secure(4);
    for (i = 0; i < history_length; i++) {
        HIST_ENTRY *e = history_get(history_base + i);
        if (!e) break;
        rb_yield(rb_tainted_str_new2(e->line));
    }
    return self;
}

static VALUE
hist_length(VALUE self)
{
    rb_secure(4);
    return INT2NUM(history_length);
}

static VALUE
hist_empty_p(VALUE self)
{
    rb_secure(4);
    return history_length == 0 ? Qtrue : Qfalse;
}

static VALUE
hist_delete_at(VALUE self, VALUE index)
{
    rb_secure(4);
    return remove_entry(history_index(index));
}

/* ------------------------------------------------------------ init */

static VALUE
define_proc_object(const char *name, VALUE (*call)(VALUE, VALUE))
{
    VALUE obj = rb_obj_alloc(rb_cObject);

    rb_define_singleton_method(obj, "call", call, 1);
    rb_define_const(mReadline, name, obj);
    return obj;
}

void
Init_readline(void)
{
    using_history();
    rl_readline_name = "Ruby";
    rl_getc_function = readline_getc;
#ifdef HAVE_RL_CATCH_SIGNALS
    rl_catch_signals = 0;           /* Ruby handles the signals */
#endif
#ifdef HAVE_RL_CATCH_SIGWINCH
    rl_catch_sigwinch = 0;
#endif
    rl_attempted_completion_function = readline_attempted_completion;

    id_call = rb_intern("call");
    id_completion_proc = rb_intern("completion_proc");      /* no @: hidden */
    id_completion_case_fold = rb_intern("completion_case_fold");
    mReadline = rb_define_module("Readline");
    rb_define_module_function(mReadline, "readline", readline_readline, -1);
    rb_define_singleton_method(mReadline, "completion_proc=", readline_set_completion_proc, 1);
    rb_define_singleton_method(mReadline, "completion_proc", readline_get_completion_proc, 0);
    rb_define_singleton_method(mReadline, "completion_case_fold=", readline_set_completion_case_fold, 1);
    rb_define_singleton_method(mReadline, "completion_case_fold", readline_get_completion_case_fold, 0);
    rb_define_singleton_method(mReadline, "vi_editing_mode", readline_vi_editing_mode, 0);
    rb_define_singleton_method(mReadline, "emacs_editing_mode", readline_emacs_editing_mode, 0);
    rb_define_singleton_method(mReadline, "completion_append_character=", readline_set_append_character, 1);
    rb_define_singleton_method(mReadline, "completion_append_character", readline_get_append_character, 0);
#define CHARS(name) \
    rb_define_singleton_method(mReadline, #name "=", readline_set_##name, 1); \
    rb_define_singleton_method(mReadline, #name, readline_get_##name, 0)
    CHARS(basic_word_break_characters);
    CHARS(completer_word_break_characters);
    CHARS(basic_quote_characters);
    CHARS(completer_quote_characters);
    CHARS(filename_quote_characters);
#undef CHARS

    history = rb_obj_alloc(rb_cObject);
    rb_extend_object(history, rb_mEnumerable);
    rb_define_singleton_method(history, "to_s", hist_to_s, 0);
    rb_define_singleton_method(history, "[]", hist_get, 1);
    rb_define_singleton_method(history, "[]=", hist_set, 2);
    rb_define_singleton_method(history, "<<", hist_push, 1);
    rb_define_singleton_method(history, "push", hist_push_values, -1);
    rb_define_singleton_method(history, "pop", hist_pop, 0);
    rb_define_singleton_method(history, "shift", hist_shift, 0);
    rb_define_singleton_method(history, "each", hist_each, 0);
    rb_define_singleton_method(history, "length", hist_length, 0);
    rb_define_singleton_method(history, "size", hist_length, 0);
    rb_define_singleton_method(history, "empty?", hist_empty_p, 0);
    rb_define_singleton_method(history, "delete_at", hist_delete_at, 1);
    rb_define_const(mReadline, "HISTORY", history);

    define_proc_object("FILENAME_COMPLETION_PROC", filename_completion_call);
    define_proc_object("USERNAME_COMPLETION_PROC", username_completion_call);
    rb_define_const(mReadline, "VERSION", rb_str_new2(rl_library_version));
}
