/* dln.h - dynamic loading of C extensions (dln.c) */
#ifndef DLN_H
#define DLN_H

#if defined(__cplusplus)
extern "C" {
#endif

void *dln_load(const char *file);
char *dln_find_exe(const char *fname, const char *path);
char *dln_find_file(const char *fname, const char *path);

/* the interpreter's argv[0] */
extern char *dln_argv0;

#if defined(__cplusplus)
}  /* extern "C" */
#endif
#endif
