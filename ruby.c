/* ruby.c - the command line: options, $0/ARGV/$:, loading and compiling
   the main script (-e, file, stdin), -n/-p/-l/-a loops, DATA, -c. */
#include "ruby.h"
#include "node.h"
#include "rubysig.h"
#include "internal.h"
#include "eval_intern.h"
#include "dln.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
#include <errno.h>
#include <unistd.h>
#include <sys/stat.h>

#ifndef RUBY_LIB
# define RUBY_LIB "/usr/local/lib/ruby/1.8"
#endif
#ifndef RUBY_ARCH
# define RUBY_ARCH RUBY_PLATFORM
#endif
#ifndef RUBY_ARCHLIB
# define RUBY_ARCHLIB RUBY_LIB "/" RUBY_ARCH
#endif
#ifndef RUBY_SITE_LIB
# define RUBY_SITE_LIB "/usr/local/lib/ruby/site_ruby"
#endif
#ifndef RUBY_SITE_LIB2
# define RUBY_SITE_LIB2 RUBY_SITE_LIB "/1.8"
#endif
#ifndef RUBY_SITE_ARCHLIB
# define RUBY_SITE_ARCHLIB RUBY_SITE_LIB2 "/" RUBY_ARCH
#endif

VALUE rb_argv;
VALUE rb_progname;
RUBY_EXTERN VALUE rb_argv0;   /* io.c: the script name as given */

/* $-p $-l $-a */
static VALUE do_print = Qfalse, do_line = Qfalse, do_split = Qfalse;
static int do_loop, do_check, do_search, sflag, xflag, version_flag;
static int copyright_flag, version_only, verbose_only, inited, loadpath_inited;
static int safe_level_opt = -1;
static int in_rubyopt;              /* RUBYOPT's switches are being read */
static int in_shebang;              /* the script's "#!...ruby" line's switches */
static int rubyopt_safe_level;      /* its -T: no "not in tainted mode" checks */
static VALUE e_script = Qnil;   /* joined -e code, or nil */
static VALUE req_list = Qnil;   /* -r libraries */
static VALUE inc_list = Qnil;   /* -I directories */
static VALUE data_file = Qnil;

/* flush Ruby's buffered output, then leave the process */
static void
cmdline_exit(int status)
{
    rb_io_flush_all();
    fflush(stdout);
    exit(status);
}

/* the name the interpreter was run by (argv[0]), which 1.8.7 puts before
   its command-line errors and in the usage line */
static const char *
progname(void)
{
    return dln_argv0 && *dln_argv0 ? dln_argv0 : "ruby";
}

/* an exception before the program runs: "ruby: MESSAGE (CLASS)" on stderr,
   exit 1; under -d first 1.8.7's "Exception `CLASS' at ruby:0 - MESSAGE" */
static void
cmdline_fail(const char *klass, const char *fmt, ...)
{
    va_list ap;
    char mesg[1024];

    va_start(ap, fmt);
    vsnprintf(mesg, sizeof mesg, fmt, ap);
    va_end(ap);
    rb_io_flush_all();
    fflush(stdout);
    if (RTEST(ruby_debug))
        fprintf(stderr, "Exception `%s' at %s:0 - %s\n", klass, progname(), mesg);
    fprintf(stderr, "%s: %s (%s)\n", progname(), mesg, klass);
    exit(1);
}

/* an unknown switch: 1.8.7 exits with status 2 */
static void
invalid_option(const char *fmt, const char *s)
{
    rb_io_flush_all();
    fflush(stdout);
    fprintf(stderr, "%s: ", progname());
    fprintf(stderr, fmt, s);
    fputc('\n', stderr);
    exit(2);
}

static void
usage_text(void)
{
    static const char *const lines[] = {
"Usage: %s [switches] [--] [programfile] [arguments]",
"  -0[octal]       specify record separator (\\0, if no argument)",
"  -a              autosplit mode with -n or -p (splits $_ into $F)",
"  -c              check syntax only",
"  -Cdirectory     cd to directory, before executing your script",
"  -d              set debugging flags (set $DEBUG to true)",
"  -e 'command'    one line of script. Several -e's allowed. Omit [programfile]",
"  -Fpattern       split() pattern for autosplit (-a)",
"  -i[extension]   edit ARGV files in place (make backup if extension supplied)",
"  -Idirectory     specify $LOAD_PATH directory (may be used more than once)",
"  -Kkcode         specifies KANJI (Japanese) code-set",
"  -l              enable line ending processing",
"  -n              assume 'while gets(); ... end' loop around your script",
"  -p              assume loop like -n but print line also like sed",
"  -rlibrary       require the library, before executing your script",
"  -s              enable some switch parsing for switches after script name",
"  -S              look for the script using PATH environment variable",
"  -T[level]       turn on tainting checks",
"  -v              print version number, then turn on verbose mode",
"  -w              turn warnings on for your script",
"  -W[level]       set warning level; 0=silence, 1=medium, 2=verbose (default)",
"  -x[directory]   strip off text before #!ruby line and perhaps cd to directory",
"  --copyright     print the copyright",
"  --version       print the version",
        0
    };
    int i;

    printf(lines[0], progname());
    putchar('\n');
    for (i = 1; lines[i]; i++) printf("%s\n", lines[i]);
}

/* a NUL-terminated xmalloc'ed copy of len bytes of s */
static char *
dupstr(const char *s, size_t len)
{
    char *d = ALLOC_N(char, len + 1);

    memcpy(d, s, len);
    d[len] = '\0';
    return d;
}

/* keep a list VALUE alive and create it on first use */
static VALUE
list_push(VALUE *list, VALUE v)
{
    if (NIL_P(*list)) {
        *list = rb_ary_new();
        rb_gc_register_address(list);
    }
    return rb_ary_push(*list, v);
}

/* ---- $: ------------------------------------------------------------ */

static VALUE
load_path(void)
{
    VALUE lp = rb_gv_get("$:");

    if (TYPE(lp) != T_ARRAY) {
        lp = rb_ary_new();
        rb_gv_set("$:", lp);
    }
    return lp;
}

/* append each entry of a PATH-like list (":"-separated) to $: */
void
ruby_incpush(const char *path)
{
    VALUE lp;
    const char *p = path, *q;

    if (!path) return;
    lp = load_path();
    while (*p) {
        q = strchr(p, ':');
        if (!q) q = p + strlen(p);
        if (q > p) rb_ary_push(lp, rb_str_new(p, q - p));
        p = *q ? q + 1 : q;
    }
}

/* is this the uninstalled binary in its build folder?  Then its library
   is the source tree's lib/ and its arch dir (rbconfig.rb) the build dir */
static int
running_uninstalled(void)
{
#if defined(RUBY_BUILD_DIR) && defined(RUBY_SRC_LIB)
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    char *slash;

    if (n <= 0) return 0;
    exe[n] = '\0';
    if (!(slash = strrchr(exe, '/'))) return 0;
    *slash = '\0';
    return strcmp(exe, RUBY_BUILD_DIR) == 0;
#else
    return 0;
#endif
}

/* $: = RUBYLIB entries, site_ruby/1.8, site_ruby/1.8/ARCH, site_ruby,
   lib/ruby/1.8, lib/ruby/1.8/ARCH, "." (once) */
void
ruby_init_loadpath(void)
{
    VALUE lp;
    int here;

    if (loadpath_inited) return;
    loadpath_inited = 1;
    lp = load_path();
    here = running_uninstalled();
    if (ruby_safe_level == 0 && safe_level_opt <= 0 && rubyopt_safe_level <= 0)
        ruby_incpush(getenv("RUBYLIB"));
    rb_ary_push(lp, rb_str_new2(RUBY_SITE_LIB2));
    rb_ary_push(lp, rb_str_new2(RUBY_SITE_ARCHLIB));
    rb_ary_push(lp, rb_str_new2(RUBY_SITE_LIB));
#if defined(RUBY_BUILD_DIR) && defined(RUBY_SRC_LIB)
    rb_ary_push(lp, rb_str_new2(here ? RUBY_SRC_LIB : RUBY_LIB));
    rb_ary_push(lp, rb_str_new2(here ? RUBY_BUILD_DIR : RUBY_ARCHLIB));
#else
    rb_ary_push(lp, rb_str_new2(RUBY_LIB));
    rb_ary_push(lp, rb_str_new2(RUBY_ARCHLIB));
    (void)here;
#endif
    if (ruby_safe_level == 0 && safe_level_opt <= 0 && rubyopt_safe_level <= 0)
        rb_ary_push(lp, rb_str_new2("."));
}

/* put the -I directories (split at ':' when read) in front of $: in their
   order, as given: 1.8.7 expands none, nor their "~" */
static void
push_include_dirs(void)
{
    VALUE lp = load_path();
    long i;

    if (NIL_P(inc_list)) return;
    for (i = RARRAY_LEN(inc_list) - 1; i >= 0; i--) rb_ary_unshift(lp, rb_ary_entry(inc_list, i));
}

/* -I DIR: before the default path; on the #! line, $: is set up already
   and 1.8.7 appends it */
static void
push_include_dir(VALUE dir)
{
    if (in_shebang) rb_ary_push(load_path(), dir);
    else list_push(&inc_list, dir);
}

/* ---- globals set up before the options are read --------------------- */

/* $0 = name */
static void
set_arg0(VALUE val, ID id, VALUE *var)
{
    StringValue(val);
    *var = rb_str_new(RSTRING_PTR(val), RSTRING_LEN(val));
}

void
ruby_prog_init(void)
{
    if (inited) return;
    inited = 1;
    rb_define_verbose_variables();
    rb_define_readonly_variable("$-p", &do_print);
    rb_define_readonly_variable("$-l", &do_line);
    rb_define_readonly_variable("$-a", &do_split);
    rb_progname = rb_str_new2("ruby");
    rb_global_variable(&rb_progname);
    rb_define_hooked_variable("$0", &rb_progname, 0, set_arg0);
    rb_define_hooked_variable("$PROGRAM_NAME", &rb_progname, 0, set_arg0);
    rb_argv = rb_ary_new();
    rb_global_variable(&rb_argv);
    rb_define_readonly_variable("$*", &rb_argv);
    rb_define_global_const("ARGV", rb_argv);
    rb_global_variable(&rb_argv0);
    rb_global_variable(&e_script);
    rb_global_variable(&data_file);
}

/* $0 */
void
ruby_script(const char *name)
{
    if (!name) return;
    rb_progname = rb_tainted_str_new2(name);
    rb_argv0 = rb_progname;
}

/* ARGV = argv[0..argc-1] */
void
ruby_set_argv(int argc, char **argv)
{
    int i;

    rb_ary_clear(rb_argv);
    for (i = 0; i < argc; i++)
        rb_ary_push(rb_argv, rb_tainted_str_new2(argv[i]));
}

/* -s: leading "-name[=value]" arguments become $name (true or "value") */
static void
process_sflag(void)
{
    VALUE arg;
    char *s, *eq, *p;

    while (RARRAY_LEN(rb_argv) > 0) {
        arg = rb_ary_entry(rb_argv, 0);
        s = RSTRING_PTR(arg);
        if (s[0] != '-') break;     /* a lone "-" is a switch too: $ = true */
        if (strcmp(s, "--") == 0) {
            rb_ary_shift(rb_argv);
            break;
        }
        s = dupstr(s, strlen(s));   /* may GC: arg is still in ARGV here */
        rb_ary_shift(rb_argv);
        s[0] = '$';
        eq = strchr(s, '=');
        if (eq) *eq = '\0';
        for (p = s + 1; *p; p++) if (*p == '-') *p = '_';
        rb_gv_set(s, eq ? rb_str_new2(eq + 1) : Qtrue);
        xfree(s);
    }
}

/* ---- option parsing -------------------------------------------------- */

/* argument of an option: the rest of this word, else the next word */
static const char *
opt_arg(const char **s, int *i, int argc, char **argv)
{
    const char *a = *s;

    if (*a) {
        *s = a + strlen(a);
        return a;
    }
    if (*i + 1 < argc) return argv[++*i];
    return 0;
}

/* -0[octal]: $/ */
static const char *
opt_record_sep(const char *s)
{
    unsigned long v = 0;
    int n = 0;
    char c;

    while (n < 4 && *s >= '0' && *s <= '7') {
        v = v * 8 + (*s++ - '0');
        n++;
    }
    if (n == 0) rb_gv_set("$/", rb_str_new("", 1));
    else if (v == 0) rb_gv_set("$/", rb_str_new2("\n\n"));
    else if (v >= 0400) rb_gv_set("$/", Qnil);
    else {
        c = (char)v;
        rb_gv_set("$/", rb_str_new(&c, 1));
    }
    return s;
}

/* -T[level]: octal digits (two at most), 1 without; the rest of the word
   goes on as switches (1.8.7: -T1x is -T1 -x, -T9 is -T -9) */
static const char *
opt_safe_level(const char *s)
{
    int v = 0, n = 0;

    while (n < 2 && *s >= '0' && *s <= '7') { v = v * 8 + (*s++ - '0'); n++; }
    if (in_rubyopt) rubyopt_safe_level = n ? v : 1;
    else if ((n ? v : 1) > safe_level_opt) safe_level_opt = n ? v : 1;   /* the highest -T wins */
    return s;
}

/* 1.8.7 refuses these after -T; from -T4 on its report of that cannot be
   written either, so the process just ends with status 1 */
static void
forbid_in_tainted_mode(const char *what)
{
    if (safe_level_opt >= 4) cmdline_exit(1);
    if (safe_level_opt >= 1)
        cmdline_fail("SecurityError", "no %s allowed in tainted mode", what);
}

/* -W[level] */
static const char *
opt_warn_level(const char *s)
{
    int level = 2;

    /* as 1.8.7: one octal digit; anything else after -W means level 1 and
       is read as the next switch (-W9 is an invalid option -9) */
    if (*s >= '0' && *s <= '7') level = *s++ - '0';
    else if (*s) level = 1;
    ruby_verbose = level == 0 ? Qnil : level == 1 ? Qfalse : Qtrue;
    return s;
}

static void
opt_chdir(const char *dir)
{
    if (chdir(dir) < 0)
        cmdline_fail("fatal", "Can't chdir to %s", dir);
}

static void
opt_e(const char *code)
{
    if (!code) {    /* as 1.8.7: no exception class, status 2 */
        fflush(stdout);
        fprintf(stderr, "%s: no code specified for -e\n", progname());
        exit(2);
    }
    /* each -e line ends with a newline, as in 1.8.7 */
    if (NIL_P(e_script)) e_script = rb_str_new2(code);
    else rb_str_cat2(e_script, code);
    rb_str_cat2(e_script, "\n");
}

/* switches that take an argument; returns 0 when c is not one of them */
static int
switch_with_arg(int c, const char **s, int *i, int argc, char **argv)
{
    const char *a;

    switch (c) {
      case 'e':
        a = opt_arg(s, i, argc, argv);
        if (!in_shebang) opt_e(a);      /* the program is already chosen */
        return 1;
      case 'r':
        if (!(a = opt_arg(s, i, argc, argv))) return 1;   /* 1.8.7 ignores it */
        list_push(&req_list, rb_str_new2(a));
        return 1;
      case 'I':
        if ((a = opt_arg(s, i, argc, argv))) {
            /* a ':'-separated list, as 1.8.7 */
            const char *q;
            for (;;) {
                q = strchr(a, ':');
                if (!q) q = a + strlen(a);
                if (q > a) push_include_dir(rb_str_new(a, q - a));
                if (!*q) break;
                a = q + 1;
            }
        }
        return 1;
      case 'C':
      case 'X':   /* 1.8.7's undocumented synonym of -C */
        if (!(a = opt_arg(s, i, argc, argv)))
            cmdline_fail("fatal", "Can't chdir");
        opt_chdir(a);
        return 1;
    }
    return 0;
}

/* switches whose value is the rest of the word (possibly empty) */
static int
switch_rest_of_word(int c, const char **s)
{
    const char *a = *s;

    switch (c) {
      case 'x':
        xflag = 1;
        if (*a) opt_chdir(a);       /* as 1.8.7: at once, before the script is opened */
        break;
      case 'F':
        if (*a) rb_gv_set("$;", rb_reg_new(a, strlen(a), 0));
        break;
      case 'i':
        rb_gv_set("$-i", rb_str_new2(a));
        break;
      case 'K':
        if (*a) {
            char k[2] = { *a, 0 };
            rb_set_kcode(k);
            a++;
        }
        *s = a;
        return 1;
      case 'T':
        *s = opt_safe_level(a);
        return 1;
      default:
        return 0;
    }
    *s = a + strlen(a);
    return 1;
}

/* the single-letter flags */
/* -v: the version line at once (once), then verbose mode */
static void
opt_v(void)
{
    if (!version_flag) ruby_show_version();
    version_flag = 1;
    ruby_verbose = Qtrue;
}

/* -h/--help: the usage at once, as 1.8.7 (later switches are not read) */
static void
show_usage(void)
{
    usage_text();
    cmdline_exit(0);
}

static int
switch_flag(int c, const char **s)
{
    switch (c) {
      case 'a': do_split = Qtrue; break;
      case 'c': do_check = 1; break;
      case 'd': ruby_debug = Qtrue; ruby_verbose = Qtrue; break;
      case 'l':
        do_line = Qtrue;
        rb_gv_set("$\\", rb_gv_get("$/"));
        break;
      case 'n': do_loop = 1; break;
      case 'p': do_print = Qtrue; do_loop = 1; break;
      case 's': sflag = 1; break;
      case 'S': do_search = 1; break;
      case 'v': if (!in_rubyopt && !in_shebang) opt_v(); break;
      case 'w': ruby_verbose = Qtrue; break;
      case 'W': *s = opt_warn_level(*s); break;
      case '0': *s = opt_record_sep(*s); break;
      case 'h': show_usage(); break;
      case 'y': ruby_yydebug = 1; break;
      case ' ': case '\t': case '\r': case '\n': break;
      default: return 0;
    }
    return 1;
}

static void proc_long_option(const char *s);

/* one word of switches (after its '-'); as 1.8.7, a '-' inside the word
   makes the rest of it a long option, and a '-' ending it ends the options
   (returns 1 then) */
static int
proc_switches(const char *s, int *i, int argc, char **argv)
{
    int c;

    while ((c = *s) != '\0') {
        s++;
        if (c == '-') {
            if (!*s) return 1;
            proc_long_option(s);
            return 0;
        }
        if (strchr("eIrSsi", c)) {      /* -x: when the script is read */
            char opt[3] = { '-', (char)c, 0 };
            forbid_in_tainted_mode(opt);
        }
        if (switch_flag(c, &s)) continue;
        if (switch_rest_of_word(c, &s)) continue;
        if (switch_with_arg(c, &s, i, argc, argv)) continue;
        {
            char opt[2] = { (char)c, 0 };
            invalid_option("invalid option -%s  (-h will show valid options)", opt);
        }
    }
    return 0;
}

/* --NAME; on the #! line --version and --copyright do nothing and
   --verbose only sets $VERBOSE */
static void
proc_long_option(const char *s)
{
    if (strcmp(s, "version") == 0) version_only |= !in_shebang;
    else if (strcmp(s, "copyright") == 0) copyright_flag |= !in_shebang;
    else if (strcmp(s, "verbose") == 0) { verbose_only |= !in_shebang; ruby_verbose = Qtrue; }
    else if (strcmp(s, "debug") == 0) { ruby_debug = Qtrue; ruby_verbose = Qtrue; }
    else if (strcmp(s, "help") == 0) show_usage();
    else if (strcmp(s, "yydebug") == 0) ruby_yydebug = 1;
    else invalid_option("invalid option --%s  (-h will show valid options)", s);
}

/* parse the options; returns the index of the first non-option word */
static int
proc_options(int argc, char **argv)
{
    int i;

    for (i = 1; i < argc; i++) {
        const char *a = argv[i];

        if (a[0] != '-' || a[1] == '\0') break;
        if (a[1] == '-') {
            if (a[2] == '\0') { i++; break; }
            proc_long_option(a + 2);
            continue;
        }
        if (proc_switches(a + 1, &i, argc, argv)) { i++; break; }
    }
    return i;
}

/* RUBYOPT, read after the command line (its -W and -K win, its -I dirs and
   -r libraries come after the command line's) and not under a command-line
   -T: only -d -I -K -r -T -v -w -W there; a leading -T[level] sets the safe
   level and ends it, -T later in a word is a switch, -v does nothing */
static void
proc_rubyopt(void)
{
    char *env = getenv("RUBYOPT"), *buf, *tok, *save = 0;
    int i = 0;

    if (!env || !*env || safe_level_opt > 0) return;
    env += strspn(env, " \t");
    in_rubyopt = 1;
    if (env[0] == 'T' || (env[0] == '-' && env[1] == 'T')) {
        opt_safe_level(env + (env[0] == '-' ? 2 : 1));
        in_rubyopt = 0;
        return;
    }
    buf = dupstr(env, strlen(env));
    for (tok = strtok_r(buf, " \t", &save); tok; tok = strtok_r(0, " \t", &save)) {
        if (*tok == '-') tok++;
        if (!strchr("dIKrvwW", *tok))
            cmdline_fail("RuntimeError", "illegal switch in RUBYOPT: -%c", *tok);
        proc_switches(tok, &i, 0, 0);
    }
    xfree(buf);
    in_rubyopt = 0;
}

/* ---- the main script ------------------------------------------------- */

/* the whole of a FILE as a String */
static VALUE
read_all(FILE *f)
{
    VALUE str = rb_str_buf_new(8192);
    char buf[8192];
    size_t n;

    while ((n = fread(buf, 1, sizeof buf, f)) > 0)
        rb_str_cat(str, buf, (long)n);
    return str;
}

/* -S: the script found along $PATH, or the name itself */
static const char *
search_path(const char *name)
{
    static char full[4096];
    const char *path = getenv("PATH"), *p, *q;
    struct stat st;

    if (!path || strchr(name, '/')) return name;
    for (p = path; *p; p = *q ? q + 1 : q) {
        q = strchr(p, ':');
        if (!q) q = p + strlen(p);
        snprintf(full, sizeof full, "%.*s/%s", (int)(q - p), p, name);
        if (stat(full, &st) == 0 && S_ISREG(st.st_mode)) return full;
    }
    return name;
}

static int read_stdin_more(VALUE src);
static int ends_with_end_mark(VALUE src);

/* the script's text; *more: stdin stopped at an __END__ line, more may follow */
static VALUE
read_script(const char *fname, int *more)
{
    FILE *f;
    VALUE src;
    struct stat st;

    *more = 0;
    if (strcmp(fname, "-") == 0) {
        src = rb_str_buf_new(8192);
        *more = read_stdin_more(src) && ends_with_end_mark(src);
        return src;
    }
    if (!(f = fopen(fname, "r")))
        cmdline_fail("LoadError", "%s -- %s", strerror(errno), fname);
    if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
        fclose(f);
        cmdline_fail("Errno::EISDIR", "%s - %s", strerror(EISDIR), fname);
    }
    src = read_all(f);
    fclose(f);
    return src;
}

/* whether the last line of src is an __END__ line (as the lexer's
   end_marker_p: "__END__" then "\n", "\r\n" or nothing) */
static int
ends_with_end_mark(VALUE src)
{
    const char *s = RSTRING_PTR(src), *e = s + RSTRING_LEN(src), *b;

    if (e > s && e[-1] == '\n') e--;
    if (e > s && e[-1] == '\r') e--;
    for (b = e; b > s && b[-1] != '\n'; b--) ;
    return e - b == 7 && memcmp(b, "__END__", 7) == 0;
}

/* more of the script on stdin: up to and including its next __END__ line,
   so what follows stays unread for DATA (1.8.7's DATA is STDIN there).
   Whole blocks from a regular file (its offset is put back later); a byte
   at a time from a pipe, which cannot give bytes back.  0 at end of input */
static off_t stdin_start = -1;     /* stdin's offset before the script, if seekable */

static int
read_stdin_more(VALUE src)
{
    char buf[8192];
    long n;

    if (RSTRING_LEN(src) == 0) stdin_start = lseek(0, 0, SEEK_CUR);
    if (stdin_start >= 0) {
        long before = RSTRING_LEN(src);
        while ((n = read(0, buf, sizeof buf)) > 0) rb_str_cat(src, buf, n);
        return RSTRING_LEN(src) > before;
    }
    while ((n = read(0, buf, 1)) == 1) {
        rb_str_cat(src, buf, 1);
        if (buf[0] == '\n' && ends_with_end_mark(src)) return 1;
    }
    return 0;
}

/* -x: the offset of the first "#!...ruby" line; counts the skipped lines */
static long
skip_to_shebang(VALUE src, int *line)
{
    const char *p = RSTRING_PTR(src), *end = p + RSTRING_LEN(src), *nl;

    while (p < end) {
        nl = memchr(p, '\n', end - p);
        if (!nl) nl = end;
        if (p[0] == '#' && p + 1 < nl && p[1] == '!') {
            VALUE l = rb_str_new(p, nl - p);
            if (strstr(RSTRING_PTR(l), "ruby")) return p - RSTRING_PTR(src);
        }
        (*line)++;
        p = nl + 1;
    }
    cmdline_fail("LoadError", "no Ruby script found in input");
    return 0;
}

static int orig_argc;             /* the interpreter's own arguments, for */
static char **orig_argv;          /* a script whose #! names another program */

/* a "#!PROGRAM [ARG]" line without "ruby": 1.8.7 runs PROGRAM instead, with
   the rest of the line as one argument, then its own arguments */
static void
exec_shebang_program(const char *fname, char *line)
{
    char *path = line + 2, *rest, **argv;
    int n = 0;

    path += strspn(path, " \t");
    rest = path + strcspn(path, " \t\r");
    if (*rest) *rest++ = '\0';
    rest += strspn(rest, " \t");
    rest[strcspn(rest, "\r")] = '\0';
    argv = ALLOCA_N(char *, orig_argc + 3);
    argv[n++] = path;
    if (*rest) argv[n++] = rest;
    memcpy(argv + n, orig_argv + 1, sizeof(char *) * orig_argc);   /* with its NULL */
    rb_io_flush_all();
    execv(path, argv);
    ruby_sourcefile = rb_source_filename(fname);
    ruby_sourceline = 1;
    rb_fatal("Can't exec %s", path);
}

/* switches written on the "#!...ruby -w -s" line of the script: as 1.8.7,
   the words from the first one starting with '-' up to the next one that
   does not */
static void
shebang_switches(const char *fname, VALUE src, long off)
{
    const char *p = RSTRING_PTR(src) + off, *end = RSTRING_PTR(src) + RSTRING_LEN(src);
    const char *nl = memchr(p, '\n', end - p);
    char *line, *r, *tok, *save = 0;
    int i = 0;

    if (end - p < 2 || p[0] != '#' || p[1] != '!') return;
    if (!nl) nl = end;
    line = dupstr(p, nl - p);
    r = strstr(line, "ruby");
    if (!r) exec_shebang_program(fname, line);
    else {
        int seen = 0;

        r += strcspn(r, " \t\r");
        in_shebang = 1;
        for (tok = strtok_r(r, " \t\r", &save); tok; tok = strtok_r(0, " \t\r", &save)) {
            if (tok[0] != '-') {
                if (seen) break;
                continue;
            }
            seen = 1;
            proc_switches(tok + 1, &i, 0, 0);
        }
        in_shebang = 0;
    }
    xfree(line);
}

/* lines up to offset pos (the lineno DATA starts at) */
static long
lines_before(VALUE src, long pos)
{
    const char *p = RSTRING_PTR(src);
    long i, n = 0;

    if (pos > RSTRING_LEN(src)) pos = RSTRING_LEN(src);
    for (i = 0; i < pos; i++) if (p[i] == '\n') n++;
    return n;
}

/* $. after the main program is read: the lines before -x skipped to, and
   the lines the parser read */
static long
lines_read(VALUE src, long off)
{
    return lines_before(src, off) +
        rb_parser_lines_read(RSTRING_PTR(src) + off, RSTRING_LEN(src) - off);
}

/* DATA: the script file positioned just after its __END__ line; for a
   script on stdin, STDIN itself (read_stdin_more left the rest unread) */
static void
define_data(const char *fname, VALUE src, long off)
{
    long pos = off + ruby__end__pos;
    VALUE f;

    if (!ruby__end__seen) return;
    if (strcmp(fname, "-") == 0) {
        f = rb_const_get(rb_cObject, rb_intern("STDIN"));
        if (stdin_start >= 0) lseek(0, stdin_start + pos, SEEK_SET);  /* read whole */
    }
    else {
        f = rb_file_open(fname, "r");
        rb_funcall(f, rb_intern("seek"), 1, LONG2NUM(pos));
    }
    rb_funcall(f, rb_intern("lineno="), 1, LONG2NUM(lines_before(src, pos)));
    data_file = f;
    rb_define_global_const("DATA", f);
}

/* report the syntax errors of the last compile and exit 1 */
static void
syntax_failed(void)
{
    VALUE mesg;

    if (!NIL_P(ruby_errinfo) && ruby_errinfo) {
        mesg = rb_funcall(ruby_errinfo, rb_intern("message"), 0);
        if (TYPE(mesg) == T_STRING && RSTRING_LEN(mesg) > 0) {
            fwrite(RSTRING_PTR(mesg), 1, RSTRING_LEN(mesg), stderr);
            if (RSTRING_PTR(mesg)[RSTRING_LEN(mesg) - 1] != '\n') fputc('\n', stderr);
        }
    }
    cmdline_exit(1);
}

/* compile src as the main program; errors end the process unless
   more_input says a longer source may parse (stdin cut at an __END__
   line that lay inside a literal) */
static NODE *
compile_main(const char *fname, VALUE src, int line, int *more_input)
{
    NODE *tree;

    ruby__end__seen = 0;
    ruby_parse_nerrs = 0;
    ruby_errinfo = Qnil;
    if (strcmp(fname, "-e") != 0 && line == 1)
        rb_parser_record_script_lines(fname, RSTRING_PTR(src), RSTRING_LEN(src));
    rb_parser_quiet = more_input && *more_input;
    tree = rb_compile_string(fname, src, line);
    rb_parser_quiet = 0;
    if (more_input && *more_input) {
        /* cut at a mark the lexer did not take as the end: read on */
        if (!ruby__end__seen || ruby__end__pos != RSTRING_LEN(src)) return 0;
        *more_input = 0;
    }
    if (ruby_parse_nerrs > 0) syntax_failed();
    rb_sync_source_position();      /* the parser's last line */
    ruby_eval_tree = tree;
    return tree;
}

/* -T's level, then the -r libraries (1.8.7 loads them at that level) */
static void
require_libraries(void)
{
    long i;

    if (safe_level_opt > 0) rb_set_safe_level(safe_level_opt);
    else if (rubyopt_safe_level > 0) rb_set_safe_level(rubyopt_safe_level);

    if (NIL_P(req_list)) return;
    for (i = 0; i < RARRAY_LEN(req_list); i++)
        rb_require(RSTRING_PTR(rb_ary_entry(req_list, i)));
    rb_ary_clear(req_list);         /* the #! line may name more */
}

/* read, -x skip, #! switches, compile, DATA */
static void
load_main_file(const char *fname)
{
    int line = 1, more;
    volatile VALUE src = read_script(fname, &more);
    volatile VALUE body;
    long off = 0;

    if (xflag) off = skip_to_shebang(src, &line);
    shebang_switches(fname, src, off);
    require_libraries();            /* as 1.8.7: once the script is read */
    for (;;) {
        body = off > 0 ? rb_str_new(RSTRING_PTR(src) + off, RSTRING_LEN(src) - off) : src;
        if (compile_main(fname, body, line, &more) || !more) break;
        more = read_stdin_more(src) && ends_with_end_mark(src);
    }
    rb_io_set_script_lineno(lines_read(src, off));
    define_data(fname, src, off);
}

/* compile a file as the main program (ruby_eval_tree) */
void
rb_load_file(const char *fname)
{
    load_main_file(fname);
}

/* ---- -n / -p / -l / -a ---------------------------------------------- */

/* while gets; [$_.chop!;] [$F = $_.split;] BODY; [print $_;] end */
static void
apply_loop(void)
{
    if (!do_loop) return;
    if (RTEST(do_print)) rb_parser_append_print();
    rb_parser_while_loop(RTEST(do_line), RTEST(do_split));
}

/* ---- putting it together --------------------------------------------- */


/* -v/--version/--copyright/-h handled; may exit */
static void
show_info(int have_program)
{
    if (version_only) ruby_show_version();
    else if (copyright_flag) ruby_show_copyright();
    if (version_only || copyright_flag) cmdline_exit(0);
    if (!have_program && (version_flag || verbose_only)) cmdline_exit(0);
}

void
ruby_process_options(int argc, char **argv)
{
    int i;
    const char *script;

    orig_argc = argc;
    orig_argv = argv;
    ruby_prog_init();
    i = proc_options(argc, argv);
    proc_rubyopt();
    show_info(!NIL_P(e_script) || i < argc);
    if (!NIL_P(e_script)) script = "-e";
    else if (i < argc) script = argv[i++];
    else script = "-";
    if (strcmp(script, "-") == 0) forbid_in_tainted_mode("program input from stdin");
    if (xflag && NIL_P(e_script)) forbid_in_tainted_mode("-x");
    if (do_search && strcmp(script, "-") && strcmp(script, "-e"))
        script = search_path(script);
    ruby_script(script);
    ruby_set_argv(argc - i, argv + i);
    ruby_init_loadpath();
    push_include_dirs();
    ruby_sourcefile = rb_source_filename("ruby");
    if (!NIL_P(e_script)) {
        require_libraries();
        compile_main("-e", e_script, 1, 0);
    }
    else load_main_file(script);
    if (sflag) process_sflag();
    if (do_check) {
        printf("Syntax OK\n");
        cmdline_exit(0);
    }
    apply_loop();
}

/* after ruby_process_options: nothing left to load (kept for the API) */
void
ruby_load_script(void)
{
}

static VALUE
process_options_body(VALUE arg)
{
    VALUE *a = (VALUE *)arg;

    ruby_process_options((int)a[0], (char **)a[1]);
    return Qnil;
}

/* "ruby: message (Class)" for an error raised outside any Ruby code (-r of
   a missing library): its backtrace is empty or only names "ruby" */
static int
report_option_error(VALUE err)
{
    VALUE bt = rb_funcall(err, rb_intern("backtrace"), 0), at, mesg;
    const char *s;

    if (TYPE(bt) == T_ARRAY && RARRAY_LEN(bt) > 0) {
        at = rb_ary_entry(bt, 0);
        s = TYPE(at) == T_STRING ? RSTRING_PTR(at) : "";
        if (strcmp(s, "ruby") != 0 && strcmp(s, "ruby:0") != 0) return 0;
    }
    mesg = rb_obj_as_string(err);
    rb_io_flush_all();
    fprintf(stderr, "%s: %s (%s)\n", progname(), RSTRING_PTR(mesg), rb_obj_classname(err));
    return 1;
}

/* exit status of an exception raised while the options were processed */
static int
option_error_status(void)
{
    VALUE err = ruby_errinfo;

    if (!NIL_P(err) && rb_obj_is_kind_of(err, rb_eSystemExit)) {
        VALUE st = rb_funcall(err, rb_intern("status"), 0);
        return FIXNUM_P(st) ? FIX2INT(st) : 1;
    }
    if (rb_safe_level() >= 4) return 1;     /* as 1.8.7: its report cannot be written */
    if (NIL_P(err) || !report_option_error(err)) ruby_error_print();
    return 1;
}

/* the options, protected: an exception (-r of a missing library...) is
   reported and ends the process */
void
ruby_options(int argc, char **argv)
{
    VALUE args[2];
    int state = 0;

    args[0] = (VALUE)argc;
    args[1] = (VALUE)argv;
    rb_protect(process_options_body, (VALUE)args, &state);
    if (state) cmdline_exit(option_error_status());
}
