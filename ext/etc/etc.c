/* etc.c - the Etc module: the user and group databases (getpwnam(3) and
 * friends) as Struct::Passwd and Struct::Group, with 1.8.7's methods. */
#include "ruby.h"
#include <sys/types.h>
#include <unistd.h>
#ifdef HAVE_PWD_H
#include <pwd.h>
#endif
#ifdef HAVE_GRP_H
#include <grp.h>
#endif

static VALUE sPasswd, sGroup;

/* strings from the databases are tainted: they come from outside */
static VALUE
tainted_str(const char *s)
{
    return rb_tainted_str_new2(s ? s : "");
}

#ifdef HAVE_PWD_H
static VALUE
passwd_struct(struct passwd *pw)
{
    return rb_struct_new(sPasswd, tainted_str(pw->pw_name), tainted_str(pw->pw_passwd),
                         ULONG2NUM(pw->pw_uid), ULONG2NUM(pw->pw_gid),
                         tainted_str(pw->pw_gecos), tainted_str(pw->pw_dir),
                         tainted_str(pw->pw_shell));
}
#endif

#ifdef HAVE_GRP_H
static VALUE
group_struct(struct group *gr)
{
    VALUE mem = rb_ary_new();
    char **m;

    for (m = gr->gr_mem; m && *m; m++) rb_ary_push(mem, tainted_str(*m));
    return rb_struct_new(sGroup, tainted_str(gr->gr_name), tainted_str(gr->gr_passwd),
                         ULONG2NUM(gr->gr_gid), mem);
}
#endif

/* Etc.getlogin: the login name of this process, else $USER, else nil */
static VALUE
etc_getlogin(VALUE self)
{
    const char *login = 0;

#ifdef HAVE_GETLOGIN
    login = getlogin();
#endif
    if (!login) login = getenv("USER");
    return login ? tainted_str(login) : Qnil;
}

/* Etc.getpwuid(uid = Process.uid) */
static VALUE
etc_getpwuid(int argc, VALUE *argv, VALUE self)
{
#ifdef HAVE_PWD_H
    VALUE id;
    uid_t uid;
    struct passwd *pw;

    rb_secure(4);
    uid = rb_scan_args(argc, argv, "01", &id) == 1 ? (uid_t)NUM2LONG(id) : getuid();
    pw = getpwuid(uid);
    if (!pw) rb_raise(rb_eArgError, "can't find user for %d", (int)uid);
    return passwd_struct(pw);
#else
    return Qnil;
#endif
}

/* Etc.getpwnam(name) */
static VALUE
etc_getpwnam(VALUE self, VALUE name)
{
#ifdef HAVE_PWD_H
    struct passwd *pw;

    SafeStringValue(name);
    pw = getpwnam(RSTRING_PTR(name));
    if (!pw) rb_raise(rb_eArgError, "can't find user for %s", RSTRING_PTR(name));
    return passwd_struct(pw);
#else
    return Qnil;
#endif
}

/* Etc.getgrgid(gid) */
static VALUE
etc_getgrgid(VALUE self, VALUE id)
{
#ifdef HAVE_GRP_H
    gid_t gid;
    struct group *gr;

    rb_secure(4);
    gid = (gid_t)NUM2LONG(id);
    gr = getgrgid(gid);
    if (!gr) rb_raise(rb_eArgError, "can't find group for %d", (int)gid);
    return group_struct(gr);
#else
    return Qnil;
#endif
}

/* Etc.getgrnam(name) */
static VALUE
etc_getgrnam(VALUE self, VALUE name)
{
#ifdef HAVE_GRP_H
    struct group *gr;

    SafeStringValue(name);
    gr = getgrnam(RSTRING_PTR(name));
    if (!gr) rb_raise(rb_eArgError, "can't find group for %s", RSTRING_PTR(name));
    return group_struct(gr);
#else
    return Qnil;
#endif
}

/* ---------------------------------------------------------------- iteration */

#if defined(HAVE_PWD_H) && defined(HAVE_GETPWENT)
static int passwd_iterating;

static VALUE
passwd_each(VALUE unused)
{
    struct passwd *pw;

    while ((pw = getpwent()) != 0) rb_yield(passwd_struct(pw));
    return Qnil;
}

static VALUE
passwd_done(VALUE unused)
{
    endpwent();
    passwd_iterating = 0;
    return Qnil;
}
#endif

/* Etc.passwd {|pw| ... } yields every entry; without a block (and after
 * one) the next entry of the database, or nil at its end */
static VALUE
etc_passwd(VALUE self)
{
#if defined(HAVE_PWD_H) && defined(HAVE_GETPWENT)
    struct passwd *pw;

    rb_secure(4);
    if (rb_block_given_p()) {
        if (passwd_iterating) rb_raise(rb_eRuntimeError, "parallel passwd iteration");
        passwd_iterating = 1;
        setpwent();
        rb_ensure(passwd_each, Qnil, passwd_done, Qnil);
    }
    pw = getpwent();
    return pw ? passwd_struct(pw) : Qnil;
#else
    return Qnil;
#endif
}

static VALUE
etc_setpwent(VALUE self)
{
#if defined(HAVE_PWD_H) && defined(HAVE_GETPWENT)
    setpwent();
#endif
    return Qnil;
}

static VALUE
etc_endpwent(VALUE self)
{
#if defined(HAVE_PWD_H) && defined(HAVE_GETPWENT)
    endpwent();
#endif
    return Qnil;
}

static VALUE
etc_getpwent(VALUE self)
{
#if defined(HAVE_PWD_H) && defined(HAVE_GETPWENT)
    struct passwd *pw = getpwent();
    if (pw) return passwd_struct(pw);
#endif
    return Qnil;
}

#if defined(HAVE_GRP_H) && defined(HAVE_GETGRENT)
static int group_iterating;

static VALUE
group_each(VALUE unused)
{
    struct group *gr;

    while ((gr = getgrent()) != 0) rb_yield(group_struct(gr));
    return Qnil;
}

static VALUE
group_done(VALUE unused)
{
    endgrent();
    group_iterating = 0;
    return Qnil;
}
#endif

/* Etc.group: as Etc.passwd, over the group database */
static VALUE
etc_group(VALUE self)
{
#if defined(HAVE_GRP_H) && defined(HAVE_GETGRENT)
    struct group *gr;

    rb_secure(4);
    if (rb_block_given_p()) {
        if (group_iterating) rb_raise(rb_eRuntimeError, "parallel group iteration");
        group_iterating = 1;
        setgrent();
        rb_ensure(group_each, Qnil, group_done, Qnil);
    }
    gr = getgrent();
    return gr ? group_struct(gr) : Qnil;
#else
    return Qnil;
#endif
}

static VALUE
etc_setgrent(VALUE self)
{
#if defined(HAVE_GRP_H) && defined(HAVE_GETGRENT)
    setgrent();
#endif
    return Qnil;
}

static VALUE
etc_endgrent(VALUE self)
{
#if defined(HAVE_GRP_H) && defined(HAVE_GETGRENT)
    endgrent();
#endif
    return Qnil;
}

static VALUE
etc_getgrent(VALUE self)
{
#if defined(HAVE_GRP_H) && defined(HAVE_GETGRENT)
    struct group *gr = getgrent();
    if (gr) return group_struct(gr);
#endif
    return Qnil;
}

void
Init_etc(void)
{
    VALUE mEtc = rb_define_module("Etc");

    rb_define_module_function(mEtc, "getlogin", etc_getlogin, 0);
    rb_define_module_function(mEtc, "getpwuid", etc_getpwuid, -1);
    rb_define_module_function(mEtc, "getpwnam", etc_getpwnam, 1);
    rb_define_module_function(mEtc, "setpwent", etc_setpwent, 0);
    rb_define_module_function(mEtc, "endpwent", etc_endpwent, 0);
    rb_define_module_function(mEtc, "getpwent", etc_getpwent, 0);
    rb_define_module_function(mEtc, "passwd", etc_passwd, 0);
    rb_define_module_function(mEtc, "getgrgid", etc_getgrgid, 1);
    rb_define_module_function(mEtc, "getgrnam", etc_getgrnam, 1);
    rb_define_module_function(mEtc, "group", etc_group, 0);
    rb_define_module_function(mEtc, "setgrent", etc_setgrent, 0);
    rb_define_module_function(mEtc, "endgrent", etc_endgrent, 0);
    rb_define_module_function(mEtc, "getgrent", etc_getgrent, 0);

    sPasswd = rb_struct_define("Passwd", "name", "passwd", "uid", "gid",
                               "gecos", "dir", "shell", NULL);
    rb_global_variable(&sPasswd);
    sGroup = rb_struct_define("Group", "name", "passwd", "gid", "mem", NULL);
    rb_global_variable(&sGroup);
}
