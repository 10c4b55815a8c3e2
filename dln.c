/* dln.c - loading of C extensions: a .so is opened with dlopen and its
 * Init_NAME function (NAME: the file's base name up to its first dot) is
 * called.  Errors raise LoadError with dlerror()'s text, as 1.8.7 does. */
#include "ruby.h"
#include "dln.h"
#include <string.h>
#include <unistd.h>
#include <stdlib.h>
#ifdef HAVE_DLFCN_H
#include <dlfcn.h>
#endif

/* "Init_" + base name of file without its extension */
static char *
init_func_name(const char *file)
{
    const char *base = strrchr(file, '/');
    size_t len;
    char *name;

    base = base ? base + 1 : file;
    len = strcspn(base, ".");
    name = ALLOC_N(char, len + 6);
    memcpy(name, "Init_", 5);
    memcpy(name + 5, base, len);
    name[len + 5] = '\0';
    return name;
}

static void
dln_raise(const char *file)
{
#ifdef HAVE_DLOPEN
    const char *err = dlerror();
    rb_raise(rb_eLoadError, "%s - %s", err ? err : "unknown error", file);
#else
    rb_raise(rb_eLoadError, "dynamic loading not supported - %s", file);
#endif
}

/* opens file and runs its Init_ function; returns the library handle.  The
 * handle is never closed: the extension's methods live in it. */
void *
dln_load(const char *file)
{
#ifdef HAVE_DLOPEN
    void *handle;
    void (*init)(void);
    char *name;

    /* RTLD_GLOBAL: an extension may use the symbols of one loaded before */
    handle = dlopen(file, RTLD_LAZY | RTLD_GLOBAL);
    if (!handle) dln_raise(file);
    name = init_func_name(file);
    dlerror();
    init = (void (*)(void))dlsym(handle, name);
    xfree(name);
    if (!init) dln_raise(file);
    (*init)();
    return handle;
#else
    dln_raise(file);
    return 0;
#endif
}

/* the first DIR/fname along the ':'-separated path that access() accepts
 * in mode; a static buffer, as 1.8.7's; an explicit fname is not searched */
static char *
dln_search(const char *fname, const char *path, int mode)
{
    static char buf[4096];
    const char *p, *end;

    if (!fname) return 0;
    if (strchr(fname, '/')) {
        if (strlen(fname) >= sizeof(buf)) return 0;
        strcpy(buf, fname);
        return access(buf, mode) == 0 ? buf : 0;
    }
    for (p = path; p && *p; p = *end ? end + 1 : end) {
        size_t dlen;
        end = strchr(p, ':');
        if (!end) end = p + strlen(p);
        dlen = end - p;
        if (dlen == 0) { p = "."; dlen = 1; }
        if (dlen + strlen(fname) + 2 > sizeof(buf)) continue;
        memcpy(buf, p, dlen);
        buf[dlen] = '/';
        strcpy(buf + dlen + 1, fname);
        if (access(buf, mode) == 0) return buf;
    }
    return 0;
}

char *
dln_find_exe(const char *fname, const char *path)
{
    if (!path) path = getenv("PATH");
    if (!path) path = "/usr/local/bin:/usr/bin:/bin:.";
    return dln_search(fname, path, X_OK);
}

char *
dln_find_file(const char *fname, const char *path)
{
    if (!path) path = ".";
    return dln_search(fname, path, R_OK);
}
