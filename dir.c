/* dir.c - Dir, glob and fnmatch (File.fnmatch). */
#include "ruby.h"
#include "internal.h"
#include <dirent.h>
#include <errno.h>
#include <unistd.h>
#include <ctype.h>
#include <string.h>
#include <sys/types.h>
#include <sys/stat.h>

VALUE rb_cDir;

#define FNM_NOESCAPE 1
#define FNM_PATHNAME 2
#define FNM_DOTMATCH 4
#define FNM_CASEFOLD 8

/* ---------------------------------------------------------------- fnmatch */

static int
char_eq(int a, int b, int flags)
{
    if (flags & FNM_CASEFOLD) return tolower(a) == tolower(b);
    return a == b;
}

/* matches the bracket expression at *pp against c; advances *pp past it.
   -1 when the bracket is not closed (the whole pattern then fails). */
static int
bracket_match(const char **pp, int c, int flags)
{
    const char *p = *pp + 1;
    int neg = 0, ok = 0, c1, c2;

    if (*p == '!' || *p == '^') { neg = 1; p++; }
    while (*p != ']') {
        if (!*p) return -1;
        if (*p == '\\' && !(flags & FNM_NOESCAPE) && p[1]) p++;
        c1 = (unsigned char)*p++;
        if (*p == '-' && p[1] && p[1] != ']') {
            p++;
            if (*p == '\\' && !(flags & FNM_NOESCAPE) && p[1]) p++;
            c2 = (unsigned char)*p++;
            if (flags & FNM_CASEFOLD) {
                if ((tolower(c) >= tolower(c1) && tolower(c) <= tolower(c2)) ||
                    (toupper(c) >= toupper(c1) && toupper(c) <= toupper(c2))) ok = 1;
            }
            else if (c >= c1 && c <= c2) ok = 1;
        }
        else if (char_eq(c, c1, flags)) {
            ok = 1;
        }
    }
    *pp = p + 1;
    return ok != neg;
}

static int fnmatch_rec(const char *p, const char *s, int flags, int seg_start);

static int
fnmatch_star(const char *p, const char *s, int flags, int seg_start)
{
    const char *t;
    int pathname = flags & FNM_PATHNAME;

    if (pathname && p[1] == '*' && p[2] == '/' && seg_start) {
        for (t = s;;) {
            if (fnmatch_rec(p + 3, t, flags, 1)) return 1;
            if (*t == '.' && !(flags & FNM_DOTMATCH)) return 0;
            while (*t && *t != '/') t++;
            if (!*t) return 0;
            t++;
        }
    }
    while (*p == '*') p++;
    for (t = s;; t++) {
        if (fnmatch_rec(p, t, flags, t == s ? seg_start : 0)) return 1;
        if (!*t) return 0;
        if (pathname && *t == '/') return 0;
    }
}

static int
fnmatch_rec(const char *p, const char *s, int flags, int seg_start)
{
    int pathname = flags & FNM_PATHNAME, r;

    for (;;) {
        /* a leading dot needs a literal dot, but a "**" + "/" may match no
           directory and leave the dot to the rest of the pattern */
        if (seg_start && *s == '.' && !(flags & FNM_DOTMATCH) &&
            (*p == '*' || *p == '?' || *p == '[') &&
            !(pathname && p[0] == '*' && p[1] == '*' && p[2] == '/'))
            return 0;
        switch (*p) {
          case '\0':
            return *s == '\0';
          case '*':
            return fnmatch_star(p, s, flags, seg_start);
          case '?':
            if (!*s || (pathname && *s == '/')) return 0;
            p++; s++;
            seg_start = 0;
            continue;
          case '[':
            if (!*s || (pathname && *s == '/')) return 0;
            {
                const char *q = p;
                r = bracket_match(&q, (unsigned char)*s, flags);
                if (r <= 0) return 0;   /* an unclosed bracket matches nothing */
                p = q; s++;
                seg_start = 0;
                continue;
            }
          case '\\':
            if (flags & FNM_NOESCAPE) break;
            p++;
            if (!*p) return *s == '\0';     /* a trailing escape escapes the end */
            break;
        }
        if (!char_eq((unsigned char)*p, (unsigned char)*s, flags)) return 0;
        seg_start = pathname && *s == '/';
        p++; s++;
    }
}

/* "*" + a plain suffix ("*.h") against a name without '/': the common
   glob segment, decided without fnmatch_rec's try at each position;
   -1 when the pattern is not of that shape */
static int
fnmatch_star_suffix(const char *p, const char *s, int flags)
{
    const char *q;
    size_t pl, sl;

    if (p[0] != '*' || (flags & FNM_CASEFOLD)) return -1;
    for (q = ++p; *q; q++) {
        if (*q == '*' || *q == '?' || *q == '[' || *q == '\\' || *q == '/') return -1;
    }
    if (*s == '.' && !(flags & FNM_DOTMATCH)) return 0;
    pl = q - p;
    sl = strlen(s);
    if (memchr(s, '/', sl) && (flags & FNM_PATHNAME)) return -1;
    return sl >= pl && memcmp(s + sl - pl, p, pl) == 0;
}

int
rb_fnmatch(const char *pattern, const char *string, int flags)
{
    int r = fnmatch_star_suffix(pattern, string, flags);

    return r >= 0 ? r : fnmatch_rec(pattern, string, flags, 1);
}

/* File.fnmatch(pattern, path, flags = 0) */
static VALUE
file_s_fnmatch(int argc, VALUE *argv, VALUE obj)
{
    VALUE pattern, path, rflags;
    int flags = 0;

    /* given flags convert even when nil; both strings match up to a NUL, as in 1.8.7 */
    if (rb_scan_args(argc, argv, "21", &pattern, &path, &rflags) == 3) flags = NUM2INT(rflags);
    StringValue(pattern);
    StringValue(path);
    return rb_fnmatch(RSTRING(pattern)->ptr, RSTRING(path)->ptr, flags) ? Qtrue : Qfalse;
}

/* ---------------------------------------------------------------- glob */

struct glob_args {
    int (*func)(const char *, VALUE);
    VALUE arg;
    int flags;
    char **segs;
    int *nslash;    /* slashes written before each segment ("a//b" keeps two) */
    int nseg;
    int trailing;   /* slashes the pattern ended with (kept in the results) */
};

/* a segment needing a directory scan; with FNM_CASEFOLD any letter does */
static int
has_magic(const char *s, int flags)
{
    for (; *s; s++) {
        if (*s == '*' || *s == '?' || *s == '[' || *s == '\\') return 1;
        if ((flags & FNM_CASEFOLD) && isalpha((unsigned char)*s)) return 1;
    }
    return 0;
}

/* dir + nslash slashes (none after a trailing '/') + name, xmalloc'ed */
static char *
path_join_n(const char *dir, const char *name, int nslash)
{
    size_t dl = strlen(dir), nl = strlen(name);
    char *buf = xmalloc(dl + nl + nslash + 1);

    memcpy(buf, dir, dl);
    if (dl > 0 && dir[dl - 1] != '/') while (nslash-- > 0) buf[dl++] = '/';
    memcpy(buf + dl, name, nl + 1);
    return buf;
}

static char *
path_join(const char *dir, const char *name)
{
    return path_join_n(dir, name, 1);
}

static int
is_dir(const char *path, int follow)
{
    struct stat st;

    if ((follow ? stat(path, &st) : lstat(path, &st)) < 0) return 0;
    return S_ISDIR(st.st_mode);
}

static int
path_exists(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0;
}

static int
glob_emit(struct glob_args *g, const char *path)
{
    int r;

    if (g->trailing) {
        char *p;
        if (!is_dir(path, 1)) return 0;
        p = path_join_n(path, "", g->trailing);
        r = g->func(p, g->arg);
        xfree(p);
        return r;
    }
    return g->func(path, g->arg);
}

static void
unescape(char *s, int flags)
{
    char *d = s;

    if (flags & FNM_NOESCAPE) return;
    for (; *s; s++) {
        if (*s == '\\' && s[1]) s++;
        *d++ = *s;
    }
    *d = 0;
}

/* segment idx is "**" standing for any depth of directories */
static int
seg_recursive(struct glob_args *g, int idx)
{
    return strcmp(g->segs[idx], "**") == 0 && (idx + 1 < g->nseg || g->trailing);
}

/* adds idx to the set unless present; "**" also stands for nothing, so
   the segment after it joins the set too */
static void
set_add(struct glob_args *g, int *set, int *n, int idx)
{
    int i;

    for (i = 0; i < *n; i++) if (set[i] == idx) return;
    set[(*n)++] = idx;
    if (idx < g->nseg && seg_recursive(g, idx)) set_add(g, set, n, idx + 1);
}

static int glob_helper(struct glob_args *g, const char *path, const int *set, int n, int exists);

/* whether a directory entry is a directory itself (not a link to one):
   readdir's d_type tells without an lstat on most file systems */
static int
entry_is_dir(struct dirent *dp, const char *path)
{
    char *sub;
    int r;

#ifdef DT_DIR
    if (dp->d_type == DT_DIR) return 1;
    if (dp->d_type != DT_UNKNOWN) return 0;
#endif
    sub = path_join(path, dp->d_name);
    r = is_dir(sub, 0);
    xfree(sub);
    return r;
}

/* the entries of path, each matched against every pattern position of the
   set and followed at once (depth first, in readdir order, as 1.8.7) */
static int
glob_read_dir(struct glob_args *g, const char *path, const int *set, int n)
{
    DIR *dirp = opendir(*path ? path : ".");
    struct dirent *dp;
    int *next = ALLOCA_N(int, g->nseg + 2), i, m, r = 0;
    int fl = (g->flags & ~FNM_PATHNAME) | FNM_PATHNAME;

    if (!dirp) return 0;
    while (r == 0 && (dp = readdir(dirp)) != 0) {
        const char *name = dp->d_name;
        int slashes = 1, dot = name[0] == '.';
        char *np;

        int isdir = -1;   /* lstat's answer, asked once per entry */
        for (m = 0, i = 0; i < n; i++) {
            int idx = set[i];
            if (idx >= g->nseg) continue;
            if (seg_recursive(g, idx)) {
                if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0) continue;
                if (dot && !(g->flags & FNM_DOTMATCH)) continue;
                if (isdir < 0) isdir = entry_is_dir(dp, path);
                if (isdir) set_add(g, next, &m, idx);
            }
            else if (rb_fnmatch(g->segs[idx], name, fl)) {
                if (m == 0) slashes = g->nslash[idx];
                set_add(g, next, &m, idx + 1);
            }
        }
        if (m == 0) continue;
        np = path_join_n(path, name, slashes);
        r = glob_helper(g, np, next, m, 1);
        xfree(np);
    }
    closedir(dirp);
    return r;
}

/* path matched up to each position of the set: emits it if a position is
   the end of the pattern, then goes on inside it */
static int
glob_helper(struct glob_args *g, const char *path, const int *set, int n, int exists)
{
    int i, r, emit = 0, more = 0, magic = 0;

    for (i = 0; i < n; i++) {
        if (set[i] >= g->nseg) emit = 1;
        else {
            more = 1;
            if (seg_recursive(g, set[i]) || has_magic(g->segs[set[i]], g->flags)) magic = 1;
        }
    }
    if (emit && *path && (exists || path_exists(path))) {
        if ((r = glob_emit(g, path)) != 0) return r;
    }
    if (!more) return 0;
    if (magic) return glob_read_dir(g, path, set, n);
    /* plain names only: no directory listing */
    for (i = 0; i < n; i++) {
        int idx = set[i], m = 0, *next = ALLOCA_N(int, g->nseg + 2);
        char *lit, *np;
        if (idx >= g->nseg) continue;
        lit = xmalloc(strlen(g->segs[idx]) + 1);
        strcpy(lit, g->segs[idx]);
        unescape(lit, g->flags);
        np = path_join_n(path, lit, g->nslash[idx]);
        xfree(lit);
        set_add(g, next, &m, idx + 1);
        r = (idx + 1 == g->nseg || is_dir(np, 1)) ? glob_helper(g, np, next, m, 0) : 0;
        xfree(np);
        if (r) return r;
    }
    return 0;
}

/* 1.8.7 matches nothing when a recursive "**" is followed by a doubled slash */
static int
glob_double_slash_after_recursive(struct glob_args *g)
{
    int i, j;

    for (i = 0; i < g->nseg; i++) {
        if (!seg_recursive(g, i)) continue;
        if (g->trailing > 1) return 1;
        for (j = i + 1; j < g->nseg; j++) if (g->nslash[j] > 1) return 1;
    }
    return 0;
}

int
ruby_glob(const char *path, int flags, int (*func)(const char *, VALUE), VALUE arg)
{
    struct glob_args g;
    char *buf, *p, *start, *root;
    int n = 0, r;
    size_t len = strlen(path);

    if (len == 0) return 0;
    buf = ALLOCA_N(char, len + 1);
    memcpy(buf, path, len + 1);
    g.segs = ALLOCA_N(char *, len + 1);
    g.nslash = ALLOCA_N(int, len + 1);
    g.func = func;
    g.arg = arg;
    g.flags = flags;
    for (g.trailing = 0; g.trailing < (int)len && buf[len - 1 - g.trailing] == '/'; g.trailing++);
    if (g.trailing == (int)len) return func(path, arg);   /* only slashes: "//" as it is */
    for (p = buf; *p == '/'; p++);
    root = ALLOCA_N(char, p - buf + 1);
    memcpy(root, buf, p - buf);
    root[p - buf] = 0;            /* leading slashes are kept: "//tmp" */
    g.nslash[0] = 1;
    for (start = p; *p; p++) {
        if (*p == '/') {
            *p = 0;
            if (*start) g.segs[n++] = start, g.nslash[n] = 1;
            else if (n > 0) g.nslash[n]++;
            start = p + 1;
        }
    }
    if (*start) g.segs[n++] = start;
    g.nseg = n;
    if (glob_double_slash_after_recursive(&g)) return 0;
    {
        int *set = ALLOCA_N(int, n + 2), m = 0;
        set_add(&g, set, &m, 0);
        r = glob_helper(&g, root, set, m, 0);
    }
    return r;
}

/* expands {a,b} alternatives, then globs each result */
int
ruby_brace_glob(const char *str, int flags, int (*func)(const char *, VALUE), VALUE arg)
{
    const char *p, *lbrace = 0, *rbrace = 0;
    int nest = 0, r = 0;

    for (p = str; *p; p++) {
        if (*p == '\\' && !(flags & FNM_NOESCAPE) && p[1]) { p++; continue; }
        if (*p == '{') { if (nest++ == 0) lbrace = p; }
        else if (*p == '}' && nest > 0) { if (--nest == 0) { rbrace = p; break; } }
    }
    if (!lbrace || !rbrace) return ruby_glob(str, flags, func, arg);
    {
        size_t plen = lbrace - str, slen = strlen(rbrace + 1);
        char *buf = xmalloc(strlen(str) + 1);
        const char *t = lbrace + 1, *q;

        while (t <= rbrace && !r) {
            nest = 0;
            for (q = t; q < rbrace; q++) {
                if (*q == '\\' && !(flags & FNM_NOESCAPE) && q[1]) { q++; continue; }
                if (*q == '{') nest++;
                else if (*q == '}') nest--;
                else if (*q == ',' && nest == 0) break;
            }
            memcpy(buf, str, plen);
            memcpy(buf + plen, t, q - t);
            memcpy(buf + plen + (q - t), rbrace + 1, slen + 1);
            r = ruby_brace_glob(buf, flags, func, arg);
            t = q + 1;
        }
        xfree(buf);
    }
    return r;
}

struct glob_cb { void (*func)(const char *, VALUE); VALUE arg; };

static int
rb_glob_caller(const char *path, VALUE a)
{
    struct glob_cb *cb = (struct glob_cb *)a;
    cb->func(path, cb->arg);
    return 0;
}

void
rb_glob(const char *path, void (*func)(const char *, VALUE), VALUE arg)
{
    struct glob_cb cb;

    cb.func = func;
    cb.arg = arg;
    ruby_brace_glob(path, 0, rb_glob_caller, (VALUE)&cb);
}

void
rb_globi(const char *path, void (*func)(const char *, VALUE), VALUE arg)
{
    struct glob_cb cb;

    cb.func = func;
    cb.arg = arg;
    ruby_brace_glob(path, FNM_CASEFOLD, rb_glob_caller, (VALUE)&cb);
}

int
ruby_globi(const char *path, int flags, int (*func)(const char *, VALUE), VALUE arg)
{
    return ruby_glob(path, flags | FNM_CASEFOLD, func, arg);
}

static int
push_pattern(const char *path, VALUE ary)
{
    rb_ary_push(ary, rb_tainted_str_new2(path));
    return 0;
}

static VALUE
glob_pattern_list(VALUE patterns, int flags)
{
    VALUE ary = rb_ary_new();
    long i;

    for (i = 0; i < RARRAY(patterns)->len; i++) {
        VALUE pat = RARRAY(patterns)->ptr[i];
        const char *p, *end;

        SafeStringValue(pat);
        /* 1.8 reads "a\0b" as the two patterns "a" and "b" */
        p = RSTRING(pat)->ptr;
        end = p + RSTRING(pat)->len;
        while (p < end) {
            VALUE piece = rb_str_new2(p);
            ruby_brace_glob(RSTRING(piece)->ptr, flags, push_pattern, ary);
            p += RSTRING(piece)->len + 1;
        }
        RB_GC_GUARD(pat);
    }
    return ary;
}

/* Dir.glob(pattern, flags = 0) { |path| } */
static VALUE
dir_s_glob(int argc, VALUE *argv, VALUE obj)
{
    VALUE str, rflags, ary, pats;
    int flags = 0;
    long i;

    if (rb_scan_args(argc, argv, "11", &str, &rflags) == 2) flags = NUM2INT(rflags);
    pats = TYPE(str) == T_ARRAY ? str : rb_ary_new3(1, str);
    ary = glob_pattern_list(pats, flags);
    if (!rb_block_given_p()) return ary;
    for (i = 0; i < RARRAY(ary)->len; i++) rb_yield(RARRAY(ary)->ptr[i]);
    return Qnil;
}

/* Dir[*patterns] */
static VALUE
dir_s_aref(VALUE obj, VALUE args)
{
    return glob_pattern_list(args, 0);   /* each a String: Dir[[...]] is a TypeError */
}

/* ---------------------------------------------------------------- Dir objects */

struct dir_data {
    DIR *dir;
    char *path;
};

static void
dir_free(void *p)
{
    struct dir_data *d = p;

    if (d->dir) closedir(d->dir);
    if (d->path) xfree(d->path);
    xfree(d);
}

static VALUE
dir_alloc(VALUE klass)
{
    struct dir_data *d;
    VALUE obj = Data_Make_Struct(klass, struct dir_data, 0, dir_free, d);

    d->dir = 0;
    d->path = 0;
    return obj;
}

static struct dir_data *
dir_get(VALUE dir)
{
    struct dir_data *d;

    Data_Get_Struct(dir, struct dir_data, d);
    if (!d->dir) rb_raise(rb_eIOError, "closed directory");
    return d;
}

#define DIR_BUF_BYTES 32768

/* Dir#initialize(path) */
static VALUE
dir_initialize(VALUE dir, VALUE dirname)
{
    struct dir_data *d;
    const char *path;

    dirname = rb_get_path(dirname);
    path = RSTRING(dirname)->ptr;   /* 1.8.7 stops at a NUL here */
    Data_Get_Struct(dir, struct dir_data, d);
    if (d->dir) closedir(d->dir);
    if (d->path) xfree(d->path);
    d->path = 0;
    d->dir = opendir(path);
    if (!d->dir && (errno == EMFILE || errno == ENFILE)) {
        rb_gc();
        d->dir = opendir(path);
    }
    if (!d->dir) rb_sys_fail(path);
    /* glibc's DIR holds a 32 KB buffer: Dirs left to the GC are collected
       as their memory adds up (8,000 Dir.new grew 32 MB, 1.8.7 12 MB) */
    rb_gc_malloc_pressure(DIR_BUF_BYTES);
    d->path = xmalloc(strlen(path) + 1);
    strcpy(d->path, path);
    RB_GC_GUARD(dirname);
    return dir;
}

/* Dir#close */
static VALUE
dir_close(VALUE dir)
{
    struct dir_data *d = dir_get(dir);

    closedir(d->dir);
    d->dir = 0;
    return Qnil;
}

/* Dir.open(path) { |dir| } */
static VALUE
dir_s_open(VALUE klass, VALUE dirname)
{
    VALUE dir = dir_alloc(klass);

    dir_initialize(dir, dirname);
    if (rb_block_given_p()) return rb_ensure(rb_yield, dir, dir_close, dir);
    return dir;
}

/* Dir#path */
static VALUE
dir_path(VALUE dir)
{
    struct dir_data *d;

    Data_Get_Struct(dir, struct dir_data, d);
    if (!d->path) return Qnil;
    return rb_str_new2(d->path);
}

/* Dir#inspect: "#<Dir:path>", the default form when never opened */
static VALUE
dir_inspect(VALUE dir)
{
    struct dir_data *d;

    Data_Get_Struct(dir, struct dir_data, d);
    if (!d->path) return rb_any_to_s(dir);
    return rb_sprintf("#<%s:%s>", rb_obj_classname(dir), d->path);
}

/* Dir#read */
static VALUE
dir_read(VALUE dir)
{
    struct dir_data *d = dir_get(dir);
    struct dirent *dp;

    errno = 0;
    dp = readdir(d->dir);
    if (dp) return rb_tainted_str_new2(dp->d_name);
    if (errno) rb_sys_fail(0);
    return Qnil;
}

/* Dir#each { |name| } */
static VALUE
dir_each(VALUE dir)
{
    struct dirent *dp;

    RETURN_ENUMERATOR(dir, 0, 0);
    rewinddir(dir_get(dir)->dir);   /* every entry, even after a read (1.8.7) */
    for (;;) {
        struct dir_data *d = dir_get(dir);
        dp = readdir(d->dir);
        if (!dp) break;
        rb_yield(rb_tainted_str_new2(dp->d_name));
    }
    return dir;
}

/* Dir#tell, Dir#pos */
static VALUE
dir_tell(VALUE dir)
{
    return LONG2NUM(telldir(dir_get(dir)->dir));
}

/* Dir#seek(pos) */
static VALUE
dir_seek(VALUE dir, VALUE pos)
{
    seekdir(dir_get(dir)->dir, NUM2LONG(pos));
    return dir;
}

/* Dir#pos=(pos) */
static VALUE
dir_set_pos(VALUE dir, VALUE pos)
{
    dir_seek(dir, pos);
    return pos;
}

/* Dir#rewind */
static VALUE
dir_rewind(VALUE dir)
{
    rewinddir(dir_get(dir)->dir);
    return dir;
}

/* Dir.entries(path) */
/* Dir.open(path) called as a method (a $SAFE refusal names `open'), as 1.8.7 */
static VALUE
dir_open_dir(VALUE dirname)
{
    VALUE dir = rb_funcall(rb_cDir, rb_intern("open"), 1, dirname);

    if (TYPE(dir) != T_DATA || RDATA(dir)->dfree != dir_free)
        rb_raise(rb_eTypeError, "wrong argument type %s (expected Dir)", rb_obj_classname(dir));
    return dir;
}

static VALUE
dir_s_entries(VALUE klass, VALUE dirname)
{
    VALUE dir = dir_open_dir(dirname), ary = rb_ary_new(), e;

    while (!NIL_P(e = dir_read(dir))) rb_ary_push(ary, e);
    dir_close(dir);
    return ary;
}

/* Dir.foreach(path) { |name| } */
static VALUE
dir_s_foreach(VALUE klass, VALUE dirname)
{
    VALUE ary;
    long i;

    RETURN_ENUMERATOR(klass, 1, &dirname);
    ary = dir_s_entries(klass, dirname);
    for (i = 0; i < RARRAY(ary)->len; i++) rb_yield(RARRAY(ary)->ptr[i]);
    return Qnil;
}

/* Dir.pwd, Dir.getwd */
static VALUE
dir_s_getwd(VALUE klass)
{
    char buf[4096];

    rb_secure(4);
    if (!getcwd(buf, sizeof(buf))) rb_sys_fail("getcwd");
    return rb_tainted_str_new2(buf);
}

static int chdir_blocking;
static VALUE chdir_thread = Qnil;   /* the thread whose chdir blocks are running */

static void
dir_chdir(const char *path)
{
    if (chdir(path) < 0) rb_sys_fail(path);
}

static VALUE
chdir_restore(VALUE old)
{
    if (--chdir_blocking == 0) chdir_thread = Qnil;
    dir_chdir(RSTRING(old)->ptr);
    return Qnil;
}

/* Dir.chdir(path = ENV["HOME"]) { |path| } */
static VALUE
dir_s_chdir(int argc, VALUE *argv, VALUE obj)
{
    VALUE path = Qnil, old;
    const char *dist;

    rb_secure(2);
    if (rb_scan_args(argc, argv, "01", &path) == 1) {
        path = rb_get_path(path);
        dist = RSTRING(path)->ptr;
    }
    else {
        dist = getenv("HOME");
        if (!dist) dist = getenv("LOGDIR");
        if (!dist) rb_raise(rb_eArgError, "HOME/LOGDIR not set");
        path = rb_str_new2(dist);
    }
    if (chdir_blocking > 0 && (!rb_block_given_p() || rb_thread_current() != chdir_thread))
        rb_warn("conflicting chdir during another chdir block");
    if (rb_block_given_p()) {
        old = dir_s_getwd(obj);
        dir_chdir(dist);
        if (chdir_blocking++ == 0) chdir_thread = rb_thread_current();
        return rb_ensure(rb_yield, path, chdir_restore, old);
    }
    dir_chdir(dist);
    return INT2FIX(0);
}

/* Dir.chroot(path) */
static VALUE
dir_s_chroot(VALUE obj, VALUE path)
{
    const char *p;

    path = rb_get_path(path);   /* 1.8.7 checks the path before the level */
    rb_secure(2);
    p = RSTRING(path)->ptr;   /* 1.8.7 stops at a NUL here */
    if (chroot(p) < 0) rb_sys_fail(p);
    return INT2FIX(0);
}

/* Dir.mkdir(path, mode = 0777) */
static VALUE
dir_s_mkdir(int argc, VALUE *argv, VALUE obj)
{
    VALUE path, vmode;
    int mode = 0777;
    const char *p;

    /* 1.8.7's order: arguments, mode, path (its taint), then the level */
    if (rb_scan_args(argc, argv, "11", &path, &vmode) == 2) mode = NUM2INT(vmode);
    path = rb_get_path(path);
    rb_secure(2);
    p = RSTRING(path)->ptr;   /* 1.8.7 stops at a NUL here */
    if (mkdir(p, mode) < 0) rb_sys_fail(p);
    return INT2FIX(0);
}

/* Dir.rmdir(path), Dir.delete, Dir.unlink */
static VALUE
dir_s_rmdir(VALUE obj, VALUE path)
{
    const char *p;

    path = rb_get_path(path);   /* 1.8.7 checks the path before the level */
    rb_secure(2);
    p = RSTRING(path)->ptr;   /* 1.8.7 stops at a NUL here */
    if (rmdir(p) < 0) rb_sys_fail(p);
    return INT2FIX(0);
}

void
Init_Dir(void)
{
    VALUE c = rb_cDir = rb_define_class("Dir", rb_cObject);

    rb_global_variable(&chdir_thread);
    rb_include_module(c, rb_mEnumerable);
    rb_define_alloc_func(c, dir_alloc);
    rb_define_singleton_method(c, "open", dir_s_open, 1);
    rb_define_singleton_method(c, "foreach", dir_s_foreach, 1);
    rb_define_singleton_method(c, "entries", dir_s_entries, 1);
    rb_define_method(c, "initialize", dir_initialize, 1);
    rb_define_method(c, "path", dir_path, 0);
    rb_define_method(c, "inspect", dir_inspect, 0);
    rb_define_method(c, "read", dir_read, 0);
    rb_define_method(c, "each", dir_each, 0);
    rb_define_method(c, "rewind", dir_rewind, 0);
    rb_define_method(c, "tell", dir_tell, 0);
    rb_define_method(c, "pos", dir_tell, 0);
    rb_define_method(c, "seek", dir_seek, 1);
    rb_define_method(c, "pos=", dir_set_pos, 1);
    rb_define_method(c, "close", dir_close, 0);
    rb_define_singleton_method(c, "chdir", dir_s_chdir, -1);
    rb_define_singleton_method(c, "getwd", dir_s_getwd, 0);
    rb_define_singleton_method(c, "pwd", dir_s_getwd, 0);
    rb_define_singleton_method(c, "chroot", dir_s_chroot, 1);
    rb_define_singleton_method(c, "mkdir", dir_s_mkdir, -1);
    rb_define_singleton_method(c, "rmdir", dir_s_rmdir, 1);
    rb_define_singleton_method(c, "delete", dir_s_rmdir, 1);
    rb_define_singleton_method(c, "unlink", dir_s_rmdir, 1);
    rb_define_singleton_method(c, "glob", dir_s_glob, -1);
    rb_define_singleton_method(c, "[]", dir_s_aref, -2);

    rb_define_singleton_method(rb_cFile, "fnmatch", file_s_fnmatch, -1);
    rb_define_singleton_method(rb_cFile, "fnmatch?", file_s_fnmatch, -1);
}
