/* dl_ext.h - DL of Ruby 1.8.7: shared declarations of dl.c (the module),
 * ptr.c (DL::PtrData), handle.c (DL::Handle) and sym.c (DL::Symbol, which
 * calls C functions through libffi). */
#ifndef DL_EXT_H
#define DL_EXT_H 1

#include "ruby.h"

#define DL_MAX_ARG 32           /* arguments of one call */

extern VALUE rb_mDL, rb_cDLHandle, rb_cDLSymbol, rb_cDLPtrData;
extern VALUE rb_eDLError, rb_eDLTypeError;

typedef void (*dl_freefunc)(void *);

struct ptr_data {
    void *ptr;
    long size;
    dl_freefunc free;           /* called on ptr when collected, or 0 */
    VALUE layout;               /* struct!/union!: [type, names, union?] */
};

struct sym_data {
    void (*func)(void);
    char *name;                 /* 0 when unnamed */
    char *type;                 /* return type then argument types; 0: none */
};

VALUE rb_dlptr_new(void *ptr, long size, dl_freefunc free);
VALUE rb_dlptr_malloc(long size, dl_freefunc free);
void *rb_dlptr2cptr(VALUE val);
struct ptr_data *dlptr_data(VALUE obj);
VALUE rb_dlsym_new(void (*func)(void), const char *name, const char *type);
struct sym_data *dlsym_data(VALUE obj);
long dl_sizeof(const char *type);
int dl_member_size(int t, int *align);
VALUE dl_callback_new(const char *type, VALUE proc);

void Init_dlptr(void);
void Init_dlhandle(void);
void Init_dlsym(void);

#endif
