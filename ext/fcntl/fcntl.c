/* fcntl.c - the Fcntl module: the constants of fcntl(2) and open(2), for
 * IO#fcntl and File.open; each is defined only where the system has it. */
#include "ruby.h"
#include <fcntl.h>

#define FCNTL_CONST(name) rb_define_const(mFcntl, #name, INT2NUM(name))

void
Init_fcntl(void)
{
    VALUE mFcntl = rb_define_module("Fcntl");

#ifdef F_DUPFD
    FCNTL_CONST(F_DUPFD);
#endif
#ifdef F_GETFD
    FCNTL_CONST(F_GETFD);
#endif
#ifdef F_GETLK
    FCNTL_CONST(F_GETLK);
#endif
#ifdef F_SETFD
    FCNTL_CONST(F_SETFD);
#endif
#ifdef F_GETFL
    FCNTL_CONST(F_GETFL);
#endif
#ifdef F_SETFL
    FCNTL_CONST(F_SETFL);
#endif
#ifdef F_SETLK
    FCNTL_CONST(F_SETLK);
#endif
#ifdef F_SETLKW
    FCNTL_CONST(F_SETLKW);
#endif
#ifdef FD_CLOEXEC
    FCNTL_CONST(FD_CLOEXEC);
#endif
#ifdef F_RDLCK
    FCNTL_CONST(F_RDLCK);
#endif
#ifdef F_UNLCK
    FCNTL_CONST(F_UNLCK);
#endif
#ifdef F_WRLCK
    FCNTL_CONST(F_WRLCK);
#endif
#ifdef O_CREAT
    FCNTL_CONST(O_CREAT);
#endif
#ifdef O_EXCL
    FCNTL_CONST(O_EXCL);
#endif
#ifdef O_NOCTTY
    FCNTL_CONST(O_NOCTTY);
#endif
#ifdef O_TRUNC
    FCNTL_CONST(O_TRUNC);
#endif
#ifdef O_APPEND
    FCNTL_CONST(O_APPEND);
#endif
#ifdef O_NONBLOCK
    FCNTL_CONST(O_NONBLOCK);
#endif
#ifdef O_NDELAY
    FCNTL_CONST(O_NDELAY);
#endif
#ifdef O_RDONLY
    FCNTL_CONST(O_RDONLY);
#endif
#ifdef O_RDWR
    FCNTL_CONST(O_RDWR);
#endif
#ifdef O_WRONLY
    FCNTL_CONST(O_WRONLY);
#endif
#ifdef O_ACCMODE
    FCNTL_CONST(O_ACCMODE);
#else
    rb_define_const(mFcntl, "O_ACCMODE", INT2FIX(O_RDONLY | O_WRONLY | O_RDWR));
#endif
}
