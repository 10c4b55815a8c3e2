/* gc.h - private interfaces between gc.c, class.c, variable.c and object.c
   (owned by the object engineer; not part of the public C API). */
#ifndef GC_H
#define GC_H 1

#include "ruby.h"

/* variable.c: the class-path String kept in klass (do not modify it) */
VALUE rb_class_path_internal _((VALUE klass));

/* variable.c: keeps a class made by C code alive (a GC root) */
void rb_register_class _((VALUE klass));

#endif /* GC_H */
