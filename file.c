/* file.c - File's class methods, File::Stat, FileTest, paths and load-path search. */
#include "ruby.h"
#include "internal.h"
#include "rubyio.h"
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <string.h>
#include <pwd.h>
#include <utime.h>
#include <sys/types.h>
#include <sys/stat.h>
#include <sys/file.h>
#include <sys/time.h>

VALUE rb_mFileTest, rb_cStat;
extern VALUE rb_mFConst;

/* ---------------------------------------------------------------- paths */

/* a path argument: a String or what to_str makes one (1.8.7 has no to_path) */
VALUE
rb_get_path_no_checksafe(VALUE obj)
{
    VALUE tmp = obj;

    StringValue(tmp);
    return tmp;
}

/* a path to act on: once converted, a tainted one is refused at $SAFE >= 1
   and any at 4 (1.8.7: a tainted object whose to_str is clean passes) */
VALUE
rb_get_path(VALUE obj)
{
    VALUE tmp = rb_get_path_no_checksafe(obj);

    rb_check_safe_obj(tmp);
    return tmp;
}

static const char *
path_cstr(VALUE *path)
{
    *path = rb_get_path(*path);
    return StringValueCStr(*path);
}

/* two paths: both converted before either is checked for a NUL (1.8.7) */
static void
paths_cstr(VALUE *from, VALUE *to)
{
    *from = rb_get_path(*from);
    *to = rb_get_path(*to);
    StringValueCStr(*from);
    StringValueCStr(*to);
}

static int
file_stat(VALUE obj, struct stat *st)
{
    VALUE tmp;

    tmp = rb_check_convert_type(obj, T_FILE, "IO", "to_io");
    if (!NIL_P(tmp)) {
        OpenFile *fptr;
        rb_check_safe_obj(tmp);   /* an IO too is refused at level 4 */
        GetOpenFile(tmp, fptr);
        return fstat(fptr->fd >= 0 ? fptr->fd : fptr->fd2, st);
    }
    return stat(path_cstr(&obj), st);
}

/* ---------------------------------------------------------------- File::Stat */

static VALUE
stat_new_klass(VALUE klass, struct stat *st)
{
    struct stat *nst = ALLOC(struct stat);

    *nst = *st;
    return Data_Wrap_Struct(klass, 0, xfree, nst);
}

static VALUE
stat_new(struct stat *st)
{
    return stat_new_klass(rb_cStat, st);
}

static struct stat *
get_stat(VALUE self)
{
    struct stat *st;

    Data_Get_Struct(self, struct stat, st);
    if (!st) rb_raise(rb_eTypeError, "uninitialized File::Stat");
    return st;
}

static VALUE
stat_alloc(VALUE klass)
{
    return Data_Wrap_Struct(klass, 0, xfree, 0);
}

/* File::Stat#initialize(path) */
static VALUE
stat_initialize(VALUE self, VALUE fname)
{
    struct stat st, *nst;
    const char *path = path_cstr(&fname);

    if (stat(path, &st) < 0) rb_sys_fail(path);
    nst = ALLOC(struct stat);
    *nst = st;
    if (DATA_PTR(self)) xfree(DATA_PTR(self));
    DATA_PTR(self) = nst;
    return self;
}

/* the File::Stat of descriptor fd (IO#stat) */
VALUE rb_file_stat_for_fd(int fd);
VALUE
rb_file_stat_for_fd(int fd)
{
    struct stat st;

    if (fstat(fd, &st) < 0) rb_sys_fail(0);
    return stat_new_klass(rb_cStat, &st);
}

#define STAT_INT(name, field) \
    static VALUE stat_##name(VALUE self) { return ULL2NUM((unsigned long long)get_stat(self)->field); }
STAT_INT(dev, st_dev)
STAT_INT(ino, st_ino)
STAT_INT(mode, st_mode)
STAT_INT(nlink, st_nlink)
STAT_INT(uid, st_uid)
STAT_INT(gid, st_gid)
STAT_INT(rdev, st_rdev)
STAT_INT(blksize, st_blksize)
STAT_INT(blocks, st_blocks)

/* File::Stat#size */
static VALUE
stat_size(VALUE self)
{
    return OFFT2NUM(get_stat(self)->st_size);
}

/* File::Stat#dev_major, #dev_minor, #rdev_major, #rdev_minor: nil, as the
   1.8.7 reference build gives (its configure found no major()/minor()) */
static VALUE
stat_no_major(VALUE self)
{
    return Qnil;
}

/* File::Stat#atime */
static VALUE
stat_atime(VALUE self)
{
    return rb_time_new(get_stat(self)->st_atime, 0);
}

/* File::Stat#mtime */
static VALUE
stat_mtime(VALUE self)
{
    return rb_time_new(get_stat(self)->st_mtime, 0);
}

/* File::Stat#ctime */
static VALUE
stat_ctime(VALUE self)
{
    return rb_time_new(get_stat(self)->st_ctime, 0);
}

/* File::Stat#<=> : by mtime */
static VALUE
stat_cmp(VALUE self, VALUE other)
{
    time_t a, b;

    if (!rb_obj_is_kind_of(other, rb_obj_class(self))) return Qnil;
    a = get_stat(self)->st_mtime;
    b = get_stat(other)->st_mtime;
    return INT2FIX(a == b ? 0 : a < b ? -1 : 1);
}

static const char *
ftype_name(mode_t mode)
{
    if (S_ISREG(mode)) return "file";
    if (S_ISDIR(mode)) return "directory";
    if (S_ISCHR(mode)) return "characterSpecial";
    if (S_ISBLK(mode)) return "blockSpecial";
    if (S_ISFIFO(mode)) return "fifo";
    if (S_ISLNK(mode)) return "link";
    if (S_ISSOCK(mode)) return "socket";
    return "unknown";
}

/* File::Stat#ftype */
static VALUE
stat_ftype(VALUE self)
{
    return rb_str_new2(ftype_name(get_stat(self)->st_mode));
}

#define STAT_PRED(name, test) \
    static VALUE stat_##name(VALUE self) { return test(get_stat(self)->st_mode) ? Qtrue : Qfalse; }
STAT_PRED(directory_p, S_ISDIR)
STAT_PRED(file_p, S_ISREG)
STAT_PRED(symlink_p, S_ISLNK)
STAT_PRED(pipe_p, S_ISFIFO)
STAT_PRED(socket_p, S_ISSOCK)
STAT_PRED(chardev_p, S_ISCHR)
STAT_PRED(blockdev_p, S_ISBLK)

static int
st_access(struct stat *st, int rbit, int real)
{
    uid_t uid = real ? getuid() : geteuid();
    gid_t gid = real ? getgid() : getegid();

    if (uid == 0) {
        if (rbit == S_IXUSR) return (st->st_mode & (S_IXUSR | S_IXGRP | S_IXOTH)) != 0;
        return 1;
    }
    if (st->st_uid == uid) return (st->st_mode & rbit) != 0;
    if (st->st_gid == gid) return (st->st_mode & (rbit >> 3)) != 0;
    return (st->st_mode & (rbit >> 6)) != 0;
}

/* File::Stat#readable? */
static VALUE
stat_readable_p(VALUE self)
{
    return st_access(get_stat(self), S_IRUSR, 0) ? Qtrue : Qfalse;
}

/* File::Stat#writable? */
static VALUE
stat_writable_p(VALUE self)
{
    return st_access(get_stat(self), S_IWUSR, 0) ? Qtrue : Qfalse;
}

/* File::Stat#executable? */
static VALUE
stat_executable_p(VALUE self)
{
    return st_access(get_stat(self), S_IXUSR, 0) ? Qtrue : Qfalse;
}

/* File::Stat#readable_real?, #writable_real?, #executable_real? */
static VALUE
stat_readable_real_p(VALUE self)
{
    return st_access(get_stat(self), S_IRUSR, 1) ? Qtrue : Qfalse;
}

static VALUE
stat_writable_real_p(VALUE self)
{
    return st_access(get_stat(self), S_IWUSR, 1) ? Qtrue : Qfalse;
}

static VALUE
stat_executable_real_p(VALUE self)
{
    return st_access(get_stat(self), S_IXUSR, 1) ? Qtrue : Qfalse;
}

/* is gid one of the process's supplementary groups?  1.8.7 asks glibc's
   group_member, which does not look at the effective gid */
static int
gid_member(gid_t gid)
{
    gid_t groups[256];
    int n = getgroups(256, groups);
    while (n-- > 0)
        if (groups[n] == gid) return 1;
    return 0;
}

/* File::Stat#grpowned? */
static VALUE
stat_grpowned_p(VALUE self)
{
    return gid_member(get_stat(self)->st_gid) ? Qtrue : Qfalse;
}

/* File::Stat#owned? */
static VALUE
stat_owned_p(VALUE self)
{
    return get_stat(self)->st_uid == geteuid() ? Qtrue : Qfalse;
}

/* File::Stat#zero? */
static VALUE
stat_zero_p(VALUE self)
{
    return get_stat(self)->st_size == 0 ? Qtrue : Qfalse;
}

/* File::Stat#size? */
static VALUE
stat_size_p(VALUE self)
{
    off_t s = get_stat(self)->st_size;
    return s == 0 ? Qnil : OFFT2NUM(s);
}

/* File::Stat#setuid?, #setgid?, #sticky? */
static VALUE
stat_suid_p(VALUE self)
{
    return (get_stat(self)->st_mode & S_ISUID) ? Qtrue : Qfalse;
}

static VALUE
stat_sgid_p(VALUE self)
{
    return (get_stat(self)->st_mode & S_ISGID) ? Qtrue : Qfalse;
}

static VALUE
stat_sticky_p(VALUE self)
{
    return (get_stat(self)->st_mode & S_ISVTX) ? Qtrue : Qfalse;
}

static void
stat_inspect_time(VALUE str, const char *name, VALUE time)
{
    rb_str_cat2(str, ", ");
    rb_str_cat2(str, name);
    rb_str_cat2(str, "=");
    rb_str_append(str, rb_inspect(time));
}

/* File::Stat#inspect */
static VALUE
stat_inspect(VALUE self)
{
    struct stat *st = get_stat(self);
    volatile VALUE cname = rb_class_name(CLASS_OF(self));

    VALUE str = rb_sprintf("#<%s dev=0x%lx, ino=%lu, mode=0%lo, nlink=%lu, uid=%lu, gid=%lu, "
                           "rdev=0x%lx, size=%ld, blksize=%ld, blocks=%ld",
                           RSTRING(cname)->ptr, (unsigned long)st->st_dev,
                           (unsigned long)st->st_ino, (unsigned long)st->st_mode,
                           (unsigned long)st->st_nlink, (unsigned long)st->st_uid,
                           (unsigned long)st->st_gid, (unsigned long)st->st_rdev,
                           (long)st->st_size, (long)st->st_blksize, (long)st->st_blocks);

    stat_inspect_time(str, "atime", stat_atime(self));
    stat_inspect_time(str, "mtime", stat_mtime(self));
    stat_inspect_time(str, "ctime", stat_ctime(self));
    rb_str_cat2(str, ">");
    return str;
}

/* File::Stat#initialize_copy */
static VALUE
stat_init_copy(VALUE copy, VALUE orig)
{
    struct stat *nst;

    if (copy == orig) return orig;
    nst = ALLOC(struct stat);
    *nst = *get_stat(orig);
    if (DATA_PTR(copy)) xfree(DATA_PTR(copy));
    DATA_PTR(copy) = nst;
    return copy;
}

/* ---------------------------------------------------------------- FileTest */

#define TEST_STAT(name, expr) \
    static VALUE test_##name(VALUE obj, VALUE fname) \
    { struct stat st; if (file_stat(fname, &st) < 0) return Qfalse; return (expr) ? Qtrue : Qfalse; }

TEST_STAT(e, 1)
TEST_STAT(f, S_ISREG(st.st_mode))
TEST_STAT(p, S_ISFIFO(st.st_mode))
TEST_STAT(S, S_ISSOCK(st.st_mode))
TEST_STAT(b, S_ISBLK(st.st_mode))
TEST_STAT(c, S_ISCHR(st.st_mode))
TEST_STAT(z, st.st_size == 0)
TEST_STAT(o, st.st_uid == geteuid())
TEST_STAT(O, st.st_uid == getuid())
TEST_STAT(G, gid_member(st.st_gid))
/* these take a path only, not an IO (as 1.8.7) */
#define TEST_PATH_STAT(name, expr) \
    static VALUE test_##name(VALUE obj, VALUE fname) \
    { struct stat st; if (stat(path_cstr(&fname), &st) < 0) return Qfalse; return (expr) ? Qtrue : Qfalse; }

TEST_PATH_STAT(suid, st.st_mode & S_ISUID)
TEST_PATH_STAT(sgid, st.st_mode & S_ISGID)
TEST_PATH_STAT(sticky, st.st_mode & S_ISVTX)
TEST_PATH_STAT(R, st_access(&st, S_IRUSR, 1))
TEST_PATH_STAT(W, st_access(&st, S_IWUSR, 1))
TEST_PATH_STAT(X, st_access(&st, S_IXUSR, 1))

/* FileTest.directory?(path) */
VALUE
rb_file_directory_p(VALUE obj, VALUE fname)
{
    struct stat st;

    if (file_stat(fname, &st) < 0) return Qfalse;
    return S_ISDIR(st.st_mode) ? Qtrue : Qfalse;
}

static int
test_access(VALUE fname, int mode)
{
    return access(path_cstr(&fname), mode) == 0;
}

/* FileTest.readable?(path) */
static VALUE
test_r(VALUE obj, VALUE fname)
{
    return test_access(fname, R_OK) ? Qtrue : Qfalse;
}

/* FileTest.writable?(path) */
static VALUE
test_w(VALUE obj, VALUE fname)
{
    return test_access(fname, W_OK) ? Qtrue : Qfalse;
}

/* FileTest.executable?(path) */
static VALUE
test_x(VALUE obj, VALUE fname)
{
    return test_access(fname, X_OK) ? Qtrue : Qfalse;
}

/* FileTest.symlink?(path) */
static VALUE
test_l(VALUE obj, VALUE fname)
{
    struct stat st;

    if (lstat(path_cstr(&fname), &st) < 0) return Qfalse;
    return S_ISLNK(st.st_mode) ? Qtrue : Qfalse;
}

/* FileTest.size?(path) */
static VALUE
test_s(VALUE obj, VALUE fname)
{
    struct stat st;

    if (file_stat(fname, &st) < 0 || st.st_size == 0) return Qnil;
    return OFFT2NUM(st.st_size);
}

/* FileTest.size(path) */
static VALUE
test_size(VALUE obj, VALUE fname)
{
    struct stat st;

    if (file_stat(fname, &st) < 0) rb_sys_fail(StringValueCStr(fname));
    return OFFT2NUM(st.st_size);
}

/* FileTest.identical?(a, b) */
static VALUE
test_identical(VALUE obj, VALUE a, VALUE b)
{
    struct stat s1, s2;

    if (file_stat(a, &s1) < 0 || file_stat(b, &s2) < 0) return Qfalse;
    return (s1.st_dev == s2.st_dev && s1.st_ino == s2.st_ino) ? Qtrue : Qfalse;
}

/* ---------------------------------------------------------------- File singletons */

/* File.stat(path) */
static VALUE
file_s_stat(VALUE klass, VALUE fname)
{
    struct stat st;
    const char *path = path_cstr(&fname);

    if (stat(path, &st) < 0) rb_sys_fail(path);
    return stat_new(&st);
}

/* File.lstat(path) */
static VALUE
file_s_lstat(VALUE klass, VALUE fname)
{
    struct stat st;
    const char *path = path_cstr(&fname);

    if (lstat(path, &st) < 0) rb_sys_fail(path);
    return stat_new(&st);
}

/* File.ftype(path) */
static VALUE
file_s_ftype(VALUE klass, VALUE fname)
{
    struct stat st;
    const char *path = path_cstr(&fname);

    if (lstat(path, &st) < 0) rb_sys_fail(path);
    return rb_str_new2(ftype_name(st.st_mode));
}

static struct stat
file_s_stat_or_fail(VALUE fname)
{
    struct stat st;

    if (file_stat(fname, &st) < 0) rb_sys_fail(StringValueCStr(fname));
    return st;
}

/* File.atime(path) */
static VALUE
file_s_atime(VALUE klass, VALUE fname)
{
    return rb_time_new(file_s_stat_or_fail(fname).st_atime, 0);
}

/* File.mtime(path) */
static VALUE
file_s_mtime(VALUE klass, VALUE fname)
{
    return rb_time_new(file_s_stat_or_fail(fname).st_mtime, 0);
}

/* File.ctime(path) */
static VALUE
file_s_ctime(VALUE klass, VALUE fname)
{
    return rb_time_new(file_s_stat_or_fail(fname).st_ctime, 0);
}

static OpenFile *
file_fptr(VALUE obj)
{
    OpenFile *fptr;

    GetOpenFile(obj, fptr);
    return fptr;
}

static struct stat
file_fstat(VALUE obj)
{
    struct stat st;
    OpenFile *fptr = file_fptr(obj);

    if (fstat(fptr->fd >= 0 ? fptr->fd : fptr->fd2, &st) < 0) rb_sys_fail(fptr->path);
    return st;
}

/* File#atime */
static VALUE
file_atime(VALUE obj)
{
    return rb_time_new(file_fstat(obj).st_atime, 0);
}

/* File#mtime */
static VALUE
file_mtime(VALUE obj)
{
    return rb_time_new(file_fstat(obj).st_mtime, 0);
}

/* File#ctime */
static VALUE
file_ctime(VALUE obj)
{
    return rb_time_new(file_fstat(obj).st_ctime, 0);
}

/* File#lstat */
static VALUE
file_lstat(VALUE obj)
{
    struct stat st;
    OpenFile *fptr;

    rb_secure(2);
    fptr = file_fptr(obj);
    if (!fptr->path) return Qnil;
    if (lstat(fptr->path, &st) < 0) rb_sys_fail(fptr->path);
    return stat_new(&st);
}

/* applies func to each path argument; returns the count */
static long
apply_paths(int argc, VALUE *argv, int (*func)(const char *, void *), void *arg)
{
    int i;
    const char *path;

    for (i = 0; i < argc; i++) {
        VALUE v = argv[i];
        path = path_cstr(&v);
        if (func(path, arg) < 0) rb_sys_fail(path);
        RB_GC_GUARD(v);
    }
    return argc;
}

static int
do_chmod(const char *path, void *mode)
{
    return chmod(path, *(int *)mode);
}

/* File.chmod(mode, *paths) */
static VALUE
file_s_chmod(int argc, VALUE *argv, VALUE klass)
{
    int mode;

    rb_secure(2);
    if (argc < 1) rb_raise(rb_eArgError, "wrong number of arguments (0 for 1)");
    mode = NUM2INT(argv[0]);
    return LONG2FIX(apply_paths(argc - 1, argv + 1, do_chmod, &mode));
}

static int
do_lchmod(const char *path, void *mode)
{
    return lchmod(path, *(int *)mode);
}

/* File.lchmod(mode, *paths): EOPNOTSUPP on a link, as glibc's lchmod */
static VALUE
file_s_lchmod(int argc, VALUE *argv, VALUE klass)
{
    int mode;

    rb_secure(2);
    if (argc < 1) rb_raise(rb_eArgError, "wrong number of arguments (0 for 1)");
    mode = NUM2INT(argv[0]);
    return LONG2FIX(apply_paths(argc - 1, argv + 1, do_lchmod, &mode));
}

/* File#chmod(mode) */
static VALUE
file_chmod(VALUE obj, VALUE vmode)
{
    OpenFile *fptr;
    int mode;

    rb_secure(2);
    mode = NUM2INT(vmode);   /* before the stream, as 1.8.7 */
    fptr = file_fptr(obj);
    if (fchmod(fptr->fd, mode) < 0) rb_sys_fail(fptr->path);
    return INT2FIX(0);
}

struct chown_args { int owner, group; };

static int
do_chown(const char *path, void *a)
{
    struct chown_args *c = a;
    return chown(path, c->owner, c->group);
}

static int
do_lchown(const char *path, void *a)
{
    struct chown_args *c = a;
    return lchown(path, c->owner, c->group);
}

/* File.chown(owner, group, *paths) */
static VALUE
file_s_chown(int argc, VALUE *argv, VALUE klass)
{
    struct chown_args c;

    rb_secure(2);
    if (argc < 2) rb_raise(rb_eArgError, "wrong number of arguments (%d for 2)", argc);
    c.owner = NIL_P(argv[0]) ? -1 : NUM2INT(argv[0]);
    c.group = NIL_P(argv[1]) ? -1 : NUM2INT(argv[1]);
    return LONG2FIX(apply_paths(argc - 2, argv + 2, do_chown, &c));
}

/* File.lchown(owner, group, *paths) */
static VALUE
file_s_lchown(int argc, VALUE *argv, VALUE klass)
{
    struct chown_args c;

    rb_secure(2);
    if (argc < 2) rb_raise(rb_eArgError, "wrong number of arguments (%d for 2)", argc);
    c.owner = NIL_P(argv[0]) ? -1 : NUM2INT(argv[0]);
    c.group = NIL_P(argv[1]) ? -1 : NUM2INT(argv[1]);
    return LONG2FIX(apply_paths(argc - 2, argv + 2, do_lchown, &c));
}

/* File#chown(owner, group) */
static VALUE
file_chown(VALUE obj, VALUE owner, VALUE group)
{
    OpenFile *fptr;
    int o, g;

    rb_secure(2);
    o = NIL_P(owner) ? -1 : NUM2INT(owner);   /* before the stream, as 1.8.7 */
    g = NIL_P(group) ? -1 : NUM2INT(group);
    fptr = file_fptr(obj);
    if (fchown(fptr->fd, o, g) < 0) rb_sys_fail(fptr->path);
    return INT2FIX(0);
}

static int
do_utime(const char *path, void *a)
{
    return utimes(path, (struct timeval *)a);
}

/* File.utime(atime, mtime, *paths) */
static VALUE
file_s_utime(int argc, VALUE *argv, VALUE klass)
{
    struct timeval tv[2], *tp = tv;

    rb_secure(2);
    if (argc < 2) rb_raise(rb_eArgError, "wrong number of arguments (%d for 2)", argc);
    if (NIL_P(argv[0]) && NIL_P(argv[1])) {
        gettimeofday(&tv[0], 0);
        tv[1] = tv[0];
    }
    else {
        tv[0] = rb_time_timeval(argv[0]);
        tv[1] = rb_time_timeval(argv[1]);
    }
    return LONG2FIX(apply_paths(argc - 2, argv + 2, do_utime, tp));
}

static void
sys_fail2(VALUE from, VALUE to)
{
    VALUE s = rb_str_dup(from);

    rb_str_cat2(s, " or ");
    rb_str_append(s, to);
    rb_sys_fail_str(s);
}

/* File.link(old, new) */
static VALUE
file_s_link(VALUE klass, VALUE from, VALUE to)
{
    paths_cstr(&from, &to);
    if (link(RSTRING(from)->ptr, RSTRING(to)->ptr) < 0) sys_fail2(from, to);
    return INT2FIX(0);
}

/* File.symlink(old, new) */
static VALUE
file_s_symlink(VALUE klass, VALUE from, VALUE to)
{
    paths_cstr(&from, &to);
    if (symlink(RSTRING(from)->ptr, RSTRING(to)->ptr) < 0) sys_fail2(from, to);
    return INT2FIX(0);
}

/* File.readlink(path) */
static VALUE
file_s_readlink(VALUE klass, VALUE path)
{
    char buf[4096];
    ssize_t n;
    const char *p;

    path = rb_get_path(path);
    p = RSTRING(path)->ptr;   /* 1.8.7 stops at a NUL here */
    n = readlink(p, buf, sizeof(buf));
    if (n < 0) rb_sys_fail(p);
    return rb_tainted_str_new(buf, n);
}

static int
do_unlink(const char *path, void *a)
{
    return unlink(path);
}

/* File.delete(*paths), File.unlink */
static VALUE
file_s_unlink(int argc, VALUE *argv, VALUE klass)
{
    rb_secure(2);
    return LONG2FIX(apply_paths(argc, argv, do_unlink, 0));
}

/* File.rename(from, to): allowed at $SAFE 2 (as link/symlink), as 1.8.7 */
static VALUE
file_s_rename(VALUE klass, VALUE from, VALUE to)
{
    paths_cstr(&from, &to);
    if (rename(RSTRING(from)->ptr, RSTRING(to)->ptr) < 0) sys_fail2(from, to);
    return INT2FIX(0);
}

/* File.umask([mask]) */
static VALUE
file_s_umask(int argc, VALUE *argv, VALUE klass)
{
    int old;

    rb_secure(2);
    if (argc == 0) {
        old = umask(0);
        umask(old);
    }
    else if (argc == 1) {
        old = umask(NUM2INT(argv[0]));
    }
    else {
        rb_raise(rb_eArgError, "wrong number of arguments");   /* 1.8.7 gives no counts here */
    }
    return INT2FIX(old);
}

/* File.truncate(path, len) */
static VALUE
file_s_truncate(VALUE klass, VALUE path, VALUE len)
{
    const char *p;
    off_t n;

    rb_secure(2);
    n = NUM2OFFT(len);   /* the length first, as 1.8.7 */
    p = path_cstr(&path);
    if (truncate(p, n) < 0) rb_sys_fail(p);
    return INT2FIX(0);
}

/* File#truncate(len) */
static VALUE
file_truncate(VALUE obj, VALUE len)
{
    off_t n;
    OpenFile *fptr;
    int rbuf;

    rb_secure(2);
    n = NUM2OFFT(len);   /* after the level, before the stream, as 1.8.7 */
    fptr = file_fptr(obj);
    if (!(fptr->mode & FMODE_WRITABLE)) rb_raise(rb_eIOError, "not opened for writing");
    rbuf = fptr->mode & (FMODE_RBUF | FMODE_WBUF);
    rb_io_fflush_seek(fptr);
    /* not a write: ungetc stays allowed, and (a plain fflush in 1.8.7)
       syswrite still warns of buffered output */
    fptr->mode |= rbuf;
    fptr->mode &= ~FMODE_EOF;   /* and the end-of-file state is forgotten */
    if (ftruncate(fptr->fd, n) < 0) rb_sys_fail(fptr->path);
    return INT2FIX(0);
}

/* File#flock(op) */
static VALUE
file_flock(VALUE obj, VALUE operation)
{
    OpenFile *fptr;
    int op;

    rb_secure(2);
    op = NUM2INT(operation);   /* before the stream, as 1.8.7 */
    fptr = file_fptr(obj);
    if (fptr->mode & FMODE_WRITABLE) rb_io_flush(obj);
    while (flock(fptr->fd, op) < 0) {
        switch (errno) {
          case EAGAIN: case EACCES:
            if (op & LOCK_NB) return Qfalse;
            rb_thread_polling();
            continue;
          case EINTR:
            continue;
        }
        rb_sys_fail(fptr->path);
    }
    return INT2FIX(0);
}

/* ---------------------------------------------------------------- path strings */

char *
rb_path_next(const char *s)
{
    while (*s && *s != '/') s++;
    return (char *)s;
}

char *
rb_path_skip_prefix(const char *path)
{
    return (char *)path;
}

char *
rb_path_last_separator(const char *path)
{
    const char *last = 0;

    while (*path) {
        if (*path == '/') {
            const char *tmp = path++;
            while (*path == '/') path++;
            if (!*path) break;
            last = tmp;
        }
        else {
            path++;
        }
    }
    return (char *)last;
}

char *
rb_path_end(const char *path)
{
    while (*path) {
        if (*path == '/') {
            const char *last = path++;
            while (*path == '/') path++;
            if (!*path) return (char *)last;
        }
        else {
            path++;
        }
    }
    return (char *)path;
}

/* the base name [p, p+len) of name, trailing slashes removed */
static const char *
base_part(const char *name, long *len)
{
    const char *end = name + strlen(name), *p;

    while (end > name && end[-1] == '/') end--;
    if (end == name) {
        *len = *name == '/' ? 1 : 0;
        return name;
    }
    p = end;
    while (p > name && p[-1] != '/') p--;
    *len = end - p;
    return p;
}

/* File.basename(path [, suffix]) */
static VALUE
file_s_basename(int argc, VALUE *argv, VALUE klass)
{
    VALUE fname, fext, res;
    const char *name, *p;
    long len, elen;

    /* a given suffix is converted first, nil included */
    if (rb_scan_args(argc, argv, "11", &fname, &fext) == 2) StringValue(fext);
    StringValue(fname);
    name = RSTRING(fname)->ptr;     /* up to a NUL, as in 1.8.7 */
    /* an empty name (or one that starts with a NUL) is the path itself */
    if (RSTRING(fname)->len == 0 || !*name) return fname;
    p = base_part(name, &len);
    if (!NIL_P(fext) && !(len == 1 && *p == '/')) {
        const char *e = StringValueCStr(fext);   /* no NUL, but for a root */
        elen = RSTRING(fext)->len;
        /* "X*" takes from the last X on, "a.rb" with ".*" or "ab" with
           "b*"; a byte over 0x7f never matches there in 1.8.7 */
        if (elen == 2 && e[1] == '*' && !(e[0] & 0x80)) {
            const char *dot = 0, *q;
            for (q = p + 1; q < p + len; q++) if (*q == e[0]) dot = q;
            if (dot) len = dot - p;
        }
        else if (elen < len && memcmp(p + len - elen, e, elen) == 0) {
            len -= elen;
        }
    }
    /* a name without a separator that nothing was taken from: the path
       itself (the same object, of its class), as 1.8.7 */
    if (p == name && len == RSTRING(fname)->len && *p != '/') return fname;
    res = rb_str_new(p, len);
    OBJ_INFECT(res, fname);
    return res;
}

/* File.dirname(path) */
static VALUE
file_s_dirname(VALUE klass, VALUE fname)
{
    const char *name = StringValueCStr(fname), *end, *p;
    VALUE res;

    end = name + strlen(name);
    while (end > name + 1 && end[-1] == '/') end--;
    p = end;
    while (p > name && p[-1] != '/') p--;
    if (p == name) {
        res = rb_str_new2(*name == '/' ? "/" : ".");
    }
    else {
        while (p > name + 1 && p[-1] == '/') p--;
        /* leading slashes collapse to one, as in 1.8.7 */
        while (name[0] == '/' && name[1] == '/' && name + 1 < p) name++;
        if (p == name + 1 && *name == '/') res = rb_str_new2("/");
        else res = rb_str_new(name, p - name);
    }
    OBJ_INFECT(res, fname);
    return res;
}

/* File.extname(path) */
static VALUE
file_s_extname(VALUE klass, VALUE fname)
{
    const char *name = StringValueCStr(fname), *p, *dot = 0, *q;
    long len;
    VALUE res;

    p = base_part(name, &len);
    q = p;
    if (len > 0 && *q == '.') q++;     /* a dot file's first dot starts no extension */
    for (; q < p + len; q++) if (*q == '.') dot = q;
    if (!dot || dot + 1 == p + len) return rb_str_new(0, 0);
    res = rb_str_new(dot, p + len - dot);
    OBJ_INFECT(res, fname);     /* a found extension only, as in 1.8.7 */
    return res;
}

/* File.split(path) */
static VALUE
file_s_split(VALUE klass, VALUE path)
{
    StringValue(path);
    return rb_assoc_new(file_s_dirname(klass, path), file_s_basename(1, &path, klass));
}

static VALUE join_stack;

static int
join_recursive_p(VALUE ary)
{
    long i;

    for (i = 0; i < RARRAY(join_stack)->len; i++)
        if (RARRAY(join_stack)->ptr[i] == ary) return 1;
    return 0;
}

static void
join_append(VALUE result, VALUE s, int first)
{
    const char *p = RSTRING(s)->ptr;
    long len = RSTRING(s)->len;
    int ends = RSTRING(result)->len > 0 &&
               RSTRING(result)->ptr[RSTRING(result)->len - 1] == '/';

    if (first) {
        rb_str_append(result, s);
        return;
    }
    /* 1.8.7 reads the joined part as a C string before adding to it */
    if (memchr(RSTRING(result)->ptr, '\0', RSTRING(result)->len))
        rb_raise(rb_eArgError, "string contains null byte");
    if (ends && len > 0 && *p == '/') {
        /* 1.8.7 drops the joined part's trailing slashes, not the part's own */
        long n = RSTRING(result)->len;
        while (n > 0 && RSTRING(result)->ptr[n - 1] == '/') n--;
        rb_str_resize(result, n);
    }
    else if (!ends && (len == 0 || *p != '/')) {
        rb_str_cat2(result, "/");
    }
    rb_str_cat(result, p, len);
}

static void file_join_into(VALUE result, VALUE ary, int *first);

static VALUE
join_body(VALUE arg)
{
    VALUE *a = (VALUE *)arg;
    file_join_into(a[0], a[1], (int *)a[2]);
    return Qnil;
}

static VALUE
join_done(VALUE ary)
{
    rb_ary_pop(join_stack);
    return Qnil;
}

/* an Array part joins on its own into one part (so [] is an empty part) */
static VALUE
join_subarray(VALUE ary)
{
    VALUE sub = rb_str_new(0, 0), a[3];
    int first = 1;

    if (join_recursive_p(ary)) rb_raise(rb_eArgError, "recursive array");
    a[0] = sub;
    a[1] = ary;
    a[2] = (VALUE)&first;
    rb_ary_push(join_stack, ary);
    rb_ensure(join_body, (VALUE)a, join_done, ary);
    return sub;
}

static void
file_join_into(VALUE result, VALUE ary, int *first)
{
    long i;

    for (i = 0; i < RARRAY(ary)->len; i++) {
        VALUE tmp = RARRAY(ary)->ptr[i];
        if (TYPE(tmp) == T_ARRAY) tmp = join_subarray(tmp);
        else StringValue(tmp);
        join_append(result, tmp, *first);
        *first = 0;
    }
}

/* File.join(*parts) */
static VALUE
file_s_join(VALUE klass, VALUE args)
{
    VALUE result = rb_str_new(0, 0);
    int first = 1;

    rb_ary_push(join_stack, args);
    rb_ensure(join_body, (VALUE)(VALUE[]){result, args, (VALUE)&first}, join_done, args);
    return result;
}

/* the number of leading slashes of s */
static long
root_length(const char *s, long len)
{
    long n = 0;

    while (n < len && s[n] == '/') n++;
    return n;
}

/* ".." on the expanded buffer buf: drop its last name.  As in 1.8.7, dropping
   the only name under a root of two or more slashes loses the root too */
static void
expand_parent(VALUE buf)
{
    const char *s = RSTRING(buf)->ptr;
    long len = RSTRING(buf)->len, root = root_length(s, len), i;

    for (i = len - 1; i >= root; i--) {
        if (s[i] == '/' && i + 1 < len && s[i + 1] != '/') break;
    }
    if (i >= root) {                      /* a separator between two names */
        while (i > root && s[i - 1] == '/') i--;
        rb_str_resize(buf, i);
    }
    else if (root < len) {                /* only one name, right after the root */
        rb_str_resize(buf, root == 1 ? 1 : 0);
    }
}

/* appends the names of path p to buf: "." skipped, ".." handled by expand_parent */
static void
expand_append(VALUE buf, const char *p)
{
    const char *seg;
    long len;

    while (*p) {
        while (*p == '/') p++;
        seg = p;
        while (*p && *p != '/') p++;
        len = p - seg;
        if (len == 0 || (len == 1 && seg[0] == '.')) continue;
        if (len == 2 && seg[0] == '.' && seg[1] == '.') {
            expand_parent(buf);
            continue;
        }
        if (RSTRING(buf)->len == 0 || RSTRING(buf)->ptr[RSTRING(buf)->len - 1] != '/')
            rb_str_cat2(buf, "/");
        rb_str_cat(buf, seg, len);
    }
}

/* the home directory of user [user, user+ulen) ($HOME when ulen is 0), which
   1.8.7 uses verbatim; path is the whole argument, for the message */
static const char *
home_dir(const char *user, long ulen, const char *path)
{
    struct passwd *pw;
    char *u;

    if (ulen == 0) {
        const char *h = getenv("HOME");
        if (!h) rb_raise(rb_eArgError, "couldn't find HOME environment -- expanding `%s'", path);
        if (h[0] != '/') rb_raise(rb_eArgError, "non-absolute home");
        return h;
    }
    u = ALLOCA_N(char, ulen + 1);
    memcpy(u, user, ulen);
    u[ulen] = 0;
    pw = getpwnam(u);
    if (!pw) rb_raise(rb_eArgError, "user %s doesn't exist", u);
    return pw->pw_dir;
}

/* the working directory, however long */
static VALUE
cwd_string(void)
{
    size_t size = 1024;
    char *buf = 0;
    VALUE cwd;

    for (;;) {
        REALLOC_N(buf, char, size);
        if (getcwd(buf, size)) break;
        if (errno != ERANGE) { xfree(buf); rb_sys_fail("getcwd"); }
        size *= 2;
    }
    cwd = rb_tainted_str_new2(buf);   /* from outside: tainted, as 1.8.7 */
    xfree(buf);
    return cwd;
}

/* the base an expansion starts from (home, dname, cwd or the path's own leading
   slashes, all kept verbatim); *rest is set to what is left of s to append */
static VALUE
expand_base(const char *s, VALUE dname, const char **rest)
{
    if (s[0] == '~') {
        const char *u = s + 1, *e = u;
        while (*e && *e != '/') e++;
        *rest = e;
        /* $HOME comes from outside: tainted, as 1.8.7; a passwd entry is not */
        return (e == u ? rb_tainted_str_new2 : rb_str_new2)(home_dir(u, e - u, s));
    }
    if (s[0] == '/') {
        long root = root_length(s, (long)strlen(s));
        *rest = s + root;
        return rb_str_new(s, root);
    }
    *rest = s;
    if (!NIL_P(dname)) return rb_file_expand_path(dname, Qnil);
    return cwd_string();
}

VALUE
rb_file_expand_path(VALUE fname, VALUE dname)
{
    const char *s, *rest;
    VALUE buf;
    long len;

    StringValue(fname);         /* no to_path, no $SAFE check; read up to a NUL, as in 1.8.7 */
    s = RSTRING(fname)->ptr;
    buf = expand_base(s, dname, &rest);
    expand_append(buf, rest);
    /* one trailing slash of a verbatim base goes, never the root's */
    len = RSTRING(buf)->len;
    if (len > root_length(RSTRING(buf)->ptr, len) && RSTRING(buf)->ptr[len - 1] == '/')
        rb_str_resize(buf, len - 1);
    OBJ_INFECT(buf, fname);
    RB_GC_GUARD(fname);
    return buf;
}

VALUE
rb_file_s_expand_path(int argc, VALUE *argv)
{
    VALUE fname, dname;

    rb_scan_args(argc, argv, "11", &fname, &dname);
    return rb_file_expand_path(fname, dname);
}

/* File.expand_path(path, dir = nil) */
static VALUE
file_s_expand_path(int argc, VALUE *argv, VALUE klass)
{
    return rb_file_s_expand_path(argc, argv);
}

/* ---------------------------------------------------------------- load path search */

int
rb_file_load_ok(const char *path)
{
    struct stat st;
    int fd = open(path, O_RDONLY);

    if (fd < 0) return 0;
    if (fstat(fd, &st) < 0 || S_ISDIR(st.st_mode)) { close(fd); return 0; }
    close(fd);
    return 1;
}

static int
is_explicit_path(const char *f)
{
    return f[0] == '/' || f[0] == '~' ||
           (f[0] == '.' && (f[1] == '/' || (f[1] == '.' && f[2] == '/')));
}

/* the name 1.8.7 gives a file found along $: (or named explicitly when dir
   is nil): dir/name as written, a bare relative dir as ./dir, `~' expanded;
   it becomes __FILE__ and the backtraces' file */
VALUE rb_load_path_join(const char *name, VALUE dir);
VALUE
rb_load_path_join(const char *name, VALUE dir)
{
    VALUE full;
    const char *d;
    long len;

    if (NIL_P(dir)) {
        return name[0] == '~' ? rb_file_expand_path(rb_str_new2(name), Qnil) : rb_str_new2(name);
    }
    d = RSTRING(dir)->ptr;
    if (d[0] == '~') return rb_file_expand_path(rb_str_new2(name), dir);
    full = rb_str_new2("");
    if (d[0] != '/' && !(d[0] == '.' && (d[1] == '/' || d[1] == '\0' ||
                                       (d[1] == '.' && (d[2] == '/' || d[2] == '\0')))))
        rb_str_cat2(full, "./");
    rb_str_cat2(full, d);
    len = RSTRING(full)->len;
    if (len == 0 || RSTRING(full)->ptr[len - 1] != '/') rb_str_cat2(full, "/");
    rb_str_cat2(full, name);
    return full;
}

static VALUE
search_load_path(const char *f)
{
    VALUE lp = rb_gv_get("$:");
    long i;

    if (TYPE(lp) != T_ARRAY) return 0;
    for (i = 0; i < RARRAY(lp)->len; i++) {
        VALUE dir = rb_check_string_type(RARRAY(lp)->ptr[i]);
        VALUE full;
        if (NIL_P(dir) || RSTRING(dir)->len == 0) continue;
        full = rb_load_path_join(f, dir);
        if (rb_file_load_ok(RSTRING(full)->ptr)) return full;
    }
    return 0;
}

VALUE
rb_find_file(VALUE path)
{
    const char *f = StringValueCStr(path);

    if (is_explicit_path(f)) {
        VALUE full = rb_load_path_join(f, Qnil);
        return rb_file_load_ok(RSTRING(full)->ptr) ? full : 0;
    }
    return search_load_path(f);
}

int
rb_find_file_ext(VALUE *filep, const char *const *ext)
{
    const char *f = StringValueCStr(*filep);
    int j;

    for (j = 0; ext[j]; j++) {
        VALUE fname = rb_str_new2(f), found;
        rb_str_cat2(fname, ext[j]);
        if (is_explicit_path(f)) {
            found = rb_load_path_join(RSTRING(fname)->ptr, Qnil);
            if (!rb_file_load_ok(RSTRING(found)->ptr)) found = 0;
        }
        else {
            found = search_load_path(RSTRING(fname)->ptr);
        }
        RB_GC_GUARD(fname);
        if (found) {
            *filep = found;
            return j + 1;
        }
    }
    return 0;
}

void
rb_file_const(const char *name, VALUE value)
{
    rb_define_const(rb_mFConst, name, value);
}

/* Kernel#test(cmd, file1 [, file2]) */
/* test(?=/?</?>, a, b): compares the modification times */
static VALUE
test_mtime_cmp(int cmd, VALUE a, VALUE b)
{
    struct stat s1, s2;

    if (file_stat(a, &s1) < 0 || file_stat(b, &s2) < 0) return Qfalse;
    if (cmd == '=') return s1.st_mtime == s2.st_mtime ? Qtrue : Qfalse;
    if (cmd == '<') return s1.st_mtime < s2.st_mtime ? Qtrue : Qfalse;
    return s1.st_mtime > s2.st_mtime ? Qtrue : Qfalse;
}

static VALUE
f_test(int argc, VALUE *argv, VALUE self)
{
    int cmd;

    /* as 1.8.7: the command first, then the count it wants */
    if (argc == 0) rb_raise(rb_eArgError, "wrong number of arguments");
    cmd = FIXNUM_P(argv[0]) ? FIX2INT(argv[0]) : NUM2CHR(argv[0]);
    if (cmd == 0) return Qfalse;   /* 1.8.7 finds NUL in its command list: no test, false */
    if (strchr("bcdefgGkloOprRsSuwWxXzMAC", cmd)) {
        if (argc != 2) rb_raise(rb_eArgError, "wrong number of arguments (%d for 2)", argc);
    }
    else if (strchr("-=<>", cmd)) {
        if (argc != 3) rb_raise(rb_eArgError, "wrong number of arguments (%d for 3)", argc);
    }
    else rb_raise(rb_eArgError, "unknown command ?%c", cmd);
    switch (cmd) {
      case 'e': return test_e(0, argv[1]);
      case 'f': return test_f(0, argv[1]);
      case 'd': return rb_file_directory_p(0, argv[1]);
      case 'r': return test_r(0, argv[1]);
      case 'w': return test_w(0, argv[1]);
      case 'x': return test_x(0, argv[1]);
      case 'l': return test_l(0, argv[1]);
      case 's': return test_s(0, argv[1]);
      case 'z': return test_z(0, argv[1]);
      case 'p': return test_p(0, argv[1]);
      case 'S': return test_S(0, argv[1]);
      case 'b': return test_b(0, argv[1]);
      case 'c': return test_c(0, argv[1]);
      case 'o': return test_o(0, argv[1]);
      case 'O': return test_O(0, argv[1]);
      case 'u': return test_suid(0, argv[1]);
      case 'g': return test_sgid(0, argv[1]);
      case 'k': return test_sticky(0, argv[1]);
      case 'G': return test_G(0, argv[1]);
      case 'R': return test_R(0, argv[1]);
      case 'W': return test_W(0, argv[1]);
      case 'X': return test_X(0, argv[1]);
      case 'M': return file_s_mtime(0, argv[1]);
      case 'A': return file_s_atime(0, argv[1]);
      case 'C': return file_s_ctime(0, argv[1]);
      case '-': case '=': case '<': case '>':
        if (cmd == '-') return test_identical(0, argv[1], argv[2]);
        return test_mtime_cmp(cmd, argv[1], argv[2]);
    }
    rb_raise(rb_eArgError, "unknown command ?%c", cmd);
    return Qnil;
}

/* ---------------------------------------------------------------- Init */

static void
define_filetest(const char *name, VALUE (*func)(ANYARGS), int argc)
{
    rb_define_module_function(rb_mFileTest, name, func, argc);
    rb_define_singleton_method(rb_cFile, name, func, argc);
}

static void
init_filetest(void)
{
    rb_mFileTest = rb_define_module("FileTest");
    define_filetest("directory?", rb_file_directory_p, 1);
    define_filetest("exist?", test_e, 1);
    define_filetest("exists?", test_e, 1);
    define_filetest("readable?", test_r, 1);
    define_filetest("readable_real?", test_R, 1);
    define_filetest("writable?", test_w, 1);
    define_filetest("writable_real?", test_W, 1);
    define_filetest("executable?", test_x, 1);
    define_filetest("executable_real?", test_X, 1);
    define_filetest("file?", test_f, 1);
    define_filetest("zero?", test_z, 1);
    define_filetest("size?", test_s, 1);
    define_filetest("size", test_size, 1);
    define_filetest("owned?", test_o, 1);
    define_filetest("grpowned?", test_G, 1);
    define_filetest("pipe?", test_p, 1);
    define_filetest("symlink?", test_l, 1);
    define_filetest("socket?", test_S, 1);
    define_filetest("blockdev?", test_b, 1);
    define_filetest("chardev?", test_c, 1);
    define_filetest("setuid?", test_suid, 1);
    define_filetest("setgid?", test_sgid, 1);
    define_filetest("sticky?", test_sticky, 1);
    define_filetest("identical?", test_identical, 2);
}

static void
init_file_singletons(VALUE c)
{
    rb_define_singleton_method(c, "stat", file_s_stat, 1);
    rb_define_singleton_method(c, "lstat", file_s_lstat, 1);
    rb_define_singleton_method(c, "ftype", file_s_ftype, 1);
    rb_define_singleton_method(c, "atime", file_s_atime, 1);
    rb_define_singleton_method(c, "mtime", file_s_mtime, 1);
    rb_define_singleton_method(c, "ctime", file_s_ctime, 1);
    rb_define_singleton_method(c, "utime", file_s_utime, -1);
    rb_define_singleton_method(c, "chmod", file_s_chmod, -1);
    rb_define_singleton_method(c, "lchmod", file_s_lchmod, -1);
    rb_define_singleton_method(c, "chown", file_s_chown, -1);
    rb_define_singleton_method(c, "lchown", file_s_lchown, -1);
    rb_define_singleton_method(c, "link", file_s_link, 2);
    rb_define_singleton_method(c, "symlink", file_s_symlink, 2);
    rb_define_singleton_method(c, "readlink", file_s_readlink, 1);
    rb_define_singleton_method(c, "unlink", file_s_unlink, -1);
    rb_define_singleton_method(c, "delete", file_s_unlink, -1);
    rb_define_singleton_method(c, "rename", file_s_rename, 2);
    rb_define_singleton_method(c, "umask", file_s_umask, -1);
    rb_define_singleton_method(c, "truncate", file_s_truncate, 2);
    rb_define_singleton_method(c, "expand_path", file_s_expand_path, -1);
    rb_define_singleton_method(c, "basename", file_s_basename, -1);
    rb_define_singleton_method(c, "dirname", file_s_dirname, 1);
    rb_define_singleton_method(c, "extname", file_s_extname, 1);
    rb_define_singleton_method(c, "split", file_s_split, 1);
    rb_define_singleton_method(c, "join", file_s_join, -2);
}

static void
init_file_methods(VALUE c)
{
    rb_define_method(c, "lstat", file_lstat, 0);
    rb_define_method(c, "atime", file_atime, 0);
    rb_define_method(c, "mtime", file_mtime, 0);
    rb_define_method(c, "ctime", file_ctime, 0);
    rb_define_method(c, "chmod", file_chmod, 1);
    rb_define_method(c, "chown", file_chown, 2);
    rb_define_method(c, "truncate", file_truncate, 1);
    rb_define_method(c, "flock", file_flock, 1);
}

static void
init_file_consts(void)
{
    VALUE sep = rb_obj_freeze(rb_str_new2("/"));

    rb_define_const(rb_cFile, "Separator", sep);
    rb_define_const(rb_cFile, "SEPARATOR", sep);
    rb_define_const(rb_cFile, "ALT_SEPARATOR", Qnil);
    rb_define_const(rb_cFile, "PATH_SEPARATOR", rb_obj_freeze(rb_str_new2(":")));
    rb_file_const("LOCK_SH", INT2FIX(LOCK_SH));
    rb_file_const("LOCK_EX", INT2FIX(LOCK_EX));
    rb_file_const("LOCK_UN", INT2FIX(LOCK_UN));
    rb_file_const("LOCK_NB", INT2FIX(LOCK_NB));
    rb_file_const("RDONLY", INT2FIX(O_RDONLY));
    rb_file_const("WRONLY", INT2FIX(O_WRONLY));
    rb_file_const("RDWR", INT2FIX(O_RDWR));
    rb_file_const("APPEND", INT2FIX(O_APPEND));
    rb_file_const("CREAT", INT2FIX(O_CREAT));
    rb_file_const("EXCL", INT2FIX(O_EXCL));
    rb_file_const("NONBLOCK", INT2FIX(O_NONBLOCK));
    rb_file_const("TRUNC", INT2FIX(O_TRUNC));
    rb_file_const("NOCTTY", INT2FIX(O_NOCTTY));
    rb_file_const("SYNC", INT2FIX(O_SYNC));
    rb_file_const("FNM_NOESCAPE", INT2FIX(1));
    rb_file_const("FNM_PATHNAME", INT2FIX(2));
    rb_file_const("FNM_DOTMATCH", INT2FIX(4));
    rb_file_const("FNM_CASEFOLD", INT2FIX(8));
    rb_file_const("FNM_SYSCASE", INT2FIX(0));
}

static void
init_stat(void)
{
    VALUE c = rb_cStat = rb_define_class_under(rb_cFile, "Stat", rb_cObject);

    rb_include_module(c, rb_mComparable);
    rb_define_alloc_func(c, stat_alloc);
    rb_define_method(c, "initialize", stat_initialize, 1);
    rb_define_method(c, "initialize_copy", stat_init_copy, 1);
    rb_define_method(c, "<=>", stat_cmp, 1);
    rb_define_method(c, "dev", stat_dev, 0);
    rb_define_method(c, "dev_major", stat_no_major, 0);
    rb_define_method(c, "dev_minor", stat_no_major, 0);
    rb_define_method(c, "rdev_major", stat_no_major, 0);
    rb_define_method(c, "rdev_minor", stat_no_major, 0);
    rb_define_method(c, "ino", stat_ino, 0);
    rb_define_method(c, "mode", stat_mode, 0);
    rb_define_method(c, "nlink", stat_nlink, 0);
    rb_define_method(c, "uid", stat_uid, 0);
    rb_define_method(c, "gid", stat_gid, 0);
    rb_define_method(c, "rdev", stat_rdev, 0);
    rb_define_method(c, "size", stat_size, 0);
    rb_define_method(c, "blksize", stat_blksize, 0);
    rb_define_method(c, "blocks", stat_blocks, 0);
    rb_define_method(c, "atime", stat_atime, 0);
    rb_define_method(c, "mtime", stat_mtime, 0);
    rb_define_method(c, "ctime", stat_ctime, 0);
    rb_define_method(c, "inspect", stat_inspect, 0);
    rb_define_method(c, "ftype", stat_ftype, 0);
    rb_define_method(c, "directory?", stat_directory_p, 0);
    rb_define_method(c, "file?", stat_file_p, 0);
    rb_define_method(c, "symlink?", stat_symlink_p, 0);
    rb_define_method(c, "pipe?", stat_pipe_p, 0);
    rb_define_method(c, "socket?", stat_socket_p, 0);
    rb_define_method(c, "chardev?", stat_chardev_p, 0);
    rb_define_method(c, "blockdev?", stat_blockdev_p, 0);
    rb_define_method(c, "readable?", stat_readable_p, 0);
    rb_define_method(c, "writable?", stat_writable_p, 0);
    rb_define_method(c, "executable?", stat_executable_p, 0);
    rb_define_method(c, "readable_real?", stat_readable_real_p, 0);
    rb_define_method(c, "writable_real?", stat_writable_real_p, 0);
    rb_define_method(c, "executable_real?", stat_executable_real_p, 0);
    rb_define_method(c, "owned?", stat_owned_p, 0);
    rb_define_method(c, "grpowned?", stat_grpowned_p, 0);
    rb_define_method(c, "zero?", stat_zero_p, 0);
    rb_define_method(c, "size?", stat_size_p, 0);
    rb_define_method(c, "setuid?", stat_suid_p, 0);
    rb_define_method(c, "setgid?", stat_sgid_p, 0);
    rb_define_method(c, "sticky?", stat_sticky_p, 0);
}

void
Init_File(void)
{
    join_stack = rb_ary_new();
    rb_global_variable(&join_stack);
    init_filetest();
    init_file_singletons(rb_cFile);
    init_file_methods(rb_cFile);
    init_file_consts();
    init_stat();
    rb_define_global_function("test", f_test, -1);
}
