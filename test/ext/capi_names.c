/* capi_names.c - written by test/ext/gen-capi-names: names every
   function, variable, macro, type and constant of the 1.8.7 C API */
#include "ruby.h"
#include "rubyio.h"
#include "rubysig.h"
#include "st.h"
#include "re.h"
#include "regex.h"
#include "version.h"
#include "dln.h"
#include "node.h"
#include "env.h"
#include "util.h"

#if !defined(ALLOC)
# error "macro ALLOC is missing"
#endif
#if !defined(ALLOCA_N)
# error "macro ALLOCA_N is missing"
#endif
#if !defined(ALLOC_N)
# error "macro ALLOC_N is missing"
#endif
#if !defined(BUILTIN_TYPE)
# error "macro BUILTIN_TYPE is missing"
#endif
#if !defined(CHR2FIX)
# error "macro CHR2FIX is missing"
#endif
#if !defined(CLASS_OF)
# error "macro CLASS_OF is missing"
#endif
#if !defined(CLONESETUP)
# error "macro CLONESETUP is missing"
#endif
#if !defined(Check_SafeStr)
# error "macro Check_SafeStr is missing"
#endif
#if !defined(Check_Type)
# error "macro Check_Type is missing"
#endif
#if !defined(DATA_PTR)
# error "macro DATA_PTR is missing"
#endif
#if !defined(DUPSETUP)
# error "macro DUPSETUP is missing"
#endif
#if !defined(Data_Get_Struct)
# error "macro Data_Get_Struct is missing"
#endif
#if !defined(Data_Make_Struct)
# error "macro Data_Make_Struct is missing"
#endif
#if !defined(Data_Wrap_Struct)
# error "macro Data_Wrap_Struct is missing"
#endif
#if !defined(ELTS_SHARED)
# error "macro ELTS_SHARED is missing"
#endif
#if !defined(FIX2INT)
# error "macro FIX2INT is missing"
#endif
#if !defined(FIX2LONG)
# error "macro FIX2LONG is missing"
#endif
#if !defined(FIX2UINT)
# error "macro FIX2UINT is missing"
#endif
#if !defined(FIX2ULONG)
# error "macro FIX2ULONG is missing"
#endif
#if !defined(FIXABLE)
# error "macro FIXABLE is missing"
#endif
#if !defined(FIXNUM_FLAG)
# error "macro FIXNUM_FLAG is missing"
#endif
#if !defined(FIXNUM_MAX)
# error "macro FIXNUM_MAX is missing"
#endif
#if !defined(FIXNUM_MIN)
# error "macro FIXNUM_MIN is missing"
#endif
#if !defined(FIXNUM_P)
# error "macro FIXNUM_P is missing"
#endif
#if !defined(FL_ABLE)
# error "macro FL_ABLE is missing"
#endif
#if !defined(FL_EXIVAR)
# error "macro FL_EXIVAR is missing"
#endif
#if !defined(FL_FINALIZE)
# error "macro FL_FINALIZE is missing"
#endif
#if !defined(FL_FREEZE)
# error "macro FL_FREEZE is missing"
#endif
#if !defined(FL_MARK)
# error "macro FL_MARK is missing"
#endif
#if !defined(FL_REVERSE)
# error "macro FL_REVERSE is missing"
#endif
#if !defined(FL_SET)
# error "macro FL_SET is missing"
#endif
#if !defined(FL_SINGLETON)
# error "macro FL_SINGLETON is missing"
#endif
#if !defined(FL_TAINT)
# error "macro FL_TAINT is missing"
#endif
#if !defined(FL_TEST)
# error "macro FL_TEST is missing"
#endif
#if !defined(FL_UMASK)
# error "macro FL_UMASK is missing"
#endif
#if !defined(FL_UNSET)
# error "macro FL_UNSET is missing"
#endif
#if !defined(FL_USER0)
# error "macro FL_USER0 is missing"
#endif
#if !defined(FL_USER1)
# error "macro FL_USER1 is missing"
#endif
#if !defined(FL_USER2)
# error "macro FL_USER2 is missing"
#endif
#if !defined(FL_USER3)
# error "macro FL_USER3 is missing"
#endif
#if !defined(FL_USER4)
# error "macro FL_USER4 is missing"
#endif
#if !defined(FL_USER5)
# error "macro FL_USER5 is missing"
#endif
#if !defined(FL_USER6)
# error "macro FL_USER6 is missing"
#endif
#if !defined(FL_USER7)
# error "macro FL_USER7 is missing"
#endif
#if !defined(FL_USHIFT)
# error "macro FL_USHIFT is missing"
#endif
#if !defined(HAVE_NATIVETHREAD)
# error "macro HAVE_NATIVETHREAD is missing"
#endif
#if !defined(HAVE_NATIVETHREAD_KILL)
# error "macro HAVE_NATIVETHREAD_KILL is missing"
#endif
#if !defined(ID2SYM)
# error "macro ID2SYM is missing"
#endif
#if !defined(IMMEDIATE_MASK)
# error "macro IMMEDIATE_MASK is missing"
#endif
#if !defined(IMMEDIATE_P)
# error "macro IMMEDIATE_P is missing"
#endif
#if !defined(INT2FIX)
# error "macro INT2FIX is missing"
#endif
#if !defined(INT2NUM)
# error "macro INT2NUM is missing"
#endif
#if !defined(ISALNUM)
# error "macro ISALNUM is missing"
#endif
#if !defined(ISALPHA)
# error "macro ISALPHA is missing"
#endif
#if !defined(ISASCII)
# error "macro ISASCII is missing"
#endif
#if !defined(ISDIGIT)
# error "macro ISDIGIT is missing"
#endif
#if !defined(ISLOWER)
# error "macro ISLOWER is missing"
#endif
#if !defined(ISPRINT)
# error "macro ISPRINT is missing"
#endif
#if !defined(ISSPACE)
# error "macro ISSPACE is missing"
#endif
#if !defined(ISUPPER)
# error "macro ISUPPER is missing"
#endif
#if !defined(ISXDIGIT)
# error "macro ISXDIGIT is missing"
#endif
#if !defined(LL2NUM)
# error "macro LL2NUM is missing"
#endif
#if !defined(LLONG_MAX)
# error "macro LLONG_MAX is missing"
#endif
#if !defined(LLONG_MIN)
# error "macro LLONG_MIN is missing"
#endif
#if !defined(LONG2FIX)
# error "macro LONG2FIX is missing"
#endif
#if !defined(LONG2NUM)
# error "macro LONG2NUM is missing"
#endif
#if !defined(MEMCMP)
# error "macro MEMCMP is missing"
#endif
#if !defined(MEMCPY)
# error "macro MEMCPY is missing"
#endif
#if !defined(MEMMOVE)
# error "macro MEMMOVE is missing"
#endif
#if !defined(MEMZERO)
# error "macro MEMZERO is missing"
#endif
#if !defined(NATIVETHREAD_CURRENT)
# error "macro NATIVETHREAD_CURRENT is missing"
#endif
#if !defined(NATIVETHREAD_EQUAL)
# error "macro NATIVETHREAD_EQUAL is missing"
#endif
#if !defined(NATIVETHREAD_KILL)
# error "macro NATIVETHREAD_KILL is missing"
#endif
#if !defined(NEGFIXABLE)
# error "macro NEGFIXABLE is missing"
#endif
#if !defined(NEWOBJ)
# error "macro NEWOBJ is missing"
#endif
#if !defined(NIL_P)
# error "macro NIL_P is missing"
#endif
#if !defined(NOINLINE)
# error "macro NOINLINE is missing"
#endif
#if !defined(NORETURN)
# error "macro NORETURN is missing"
#endif
#if !defined(NORETURN_STYLE_NEW)
# error "macro NORETURN_STYLE_NEW is missing"
#endif
#if !defined(NUM2CHR)
# error "macro NUM2CHR is missing"
#endif
#if !defined(NUM2DBL)
# error "macro NUM2DBL is missing"
#endif
#if !defined(NUM2INT)
# error "macro NUM2INT is missing"
#endif
#if !defined(NUM2LL)
# error "macro NUM2LL is missing"
#endif
#if !defined(NUM2LONG)
# error "macro NUM2LONG is missing"
#endif
#if !defined(NUM2OFFT)
# error "macro NUM2OFFT is missing"
#endif
#if !defined(NUM2UINT)
# error "macro NUM2UINT is missing"
#endif
#if !defined(NUM2ULL)
# error "macro NUM2ULL is missing"
#endif
#if !defined(NUM2ULONG)
# error "macro NUM2ULONG is missing"
#endif
#if !defined(OBJSETUP)
# error "macro OBJSETUP is missing"
#endif
#if !defined(OBJ_FREEZE)
# error "macro OBJ_FREEZE is missing"
#endif
#if !defined(OBJ_FROZEN)
# error "macro OBJ_FROZEN is missing"
#endif
#if !defined(OBJ_INFECT)
# error "macro OBJ_INFECT is missing"
#endif
#if !defined(OBJ_TAINT)
# error "macro OBJ_TAINT is missing"
#endif
#if !defined(OBJ_TAINTED)
# error "macro OBJ_TAINTED is missing"
#endif
#if !defined(OFFT2NUM)
# error "macro OFFT2NUM is missing"
#endif
#if !defined(POSFIXABLE)
# error "macro POSFIXABLE is missing"
#endif
#if !defined(Qfalse)
# error "macro Qfalse is missing"
#endif
#if !defined(Qnil)
# error "macro Qnil is missing"
#endif
#if !defined(Qtrue)
# error "macro Qtrue is missing"
#endif
#if !defined(Qundef)
# error "macro Qundef is missing"
#endif
#if !defined(RARRAY)
# error "macro RARRAY is missing"
#endif
#if !defined(RARRAY_LEN)
# error "macro RARRAY_LEN is missing"
#endif
#if !defined(RARRAY_PTR)
# error "macro RARRAY_PTR is missing"
#endif
#if !defined(RBASIC)
# error "macro RBASIC is missing"
#endif
#if !defined(RBIGNUM)
# error "macro RBIGNUM is missing"
#endif
#if !defined(RBIGNUM_DIGITS)
# error "macro RBIGNUM_DIGITS is missing"
#endif
#if !defined(RBIGNUM_LEN)
# error "macro RBIGNUM_LEN is missing"
#endif
#if !defined(RBIGNUM_NEGATIVE_P)
# error "macro RBIGNUM_NEGATIVE_P is missing"
#endif
#if !defined(RBIGNUM_POSITIVE_P)
# error "macro RBIGNUM_POSITIVE_P is missing"
#endif
#if !defined(RBIGNUM_SET_SIGN)
# error "macro RBIGNUM_SET_SIGN is missing"
#endif
#if !defined(RBIGNUM_SIGN)
# error "macro RBIGNUM_SIGN is missing"
#endif
#if !defined(RB_GC_GUARD)
# error "macro RB_GC_GUARD is missing"
#endif
#if !defined(RB_GC_GUARD_PTR)
# error "macro RB_GC_GUARD_PTR is missing"
#endif
#if !defined(RCLASS)
# error "macro RCLASS is missing"
#endif
#if !defined(RCLASS_IV_TBL)
# error "macro RCLASS_IV_TBL is missing"
#endif
#if !defined(RCLASS_M_TBL)
# error "macro RCLASS_M_TBL is missing"
#endif
#if !defined(RCLASS_SUPER)
# error "macro RCLASS_SUPER is missing"
#endif
#if !defined(RDATA)
# error "macro RDATA is missing"
#endif
#if !defined(REALLOC_N)
# error "macro REALLOC_N is missing"
#endif
#if !defined(RFILE)
# error "macro RFILE is missing"
#endif
#if !defined(RFLOAT)
# error "macro RFLOAT is missing"
#endif
#if !defined(RFLOAT_VALUE)
# error "macro RFLOAT_VALUE is missing"
#endif
#if !defined(RHASH)
# error "macro RHASH is missing"
#endif
#if !defined(RHASH_EMPTY_P)
# error "macro RHASH_EMPTY_P is missing"
#endif
#if !defined(RHASH_IFNONE)
# error "macro RHASH_IFNONE is missing"
#endif
#if !defined(RHASH_ITER_LEV)
# error "macro RHASH_ITER_LEV is missing"
#endif
#if !defined(RHASH_SIZE)
# error "macro RHASH_SIZE is missing"
#endif
#if !defined(RHASH_TBL)
# error "macro RHASH_TBL is missing"
#endif
#if !defined(RMODULE)
# error "macro RMODULE is missing"
#endif
#if !defined(RMODULE_IV_TBL)
# error "macro RMODULE_IV_TBL is missing"
#endif
#if !defined(RMODULE_M_TBL)
# error "macro RMODULE_M_TBL is missing"
#endif
#if !defined(RMODULE_SUPER)
# error "macro RMODULE_SUPER is missing"
#endif
#if !defined(ROBJECT)
# error "macro ROBJECT is missing"
#endif
#if !defined(RREGEXP)
# error "macro RREGEXP is missing"
#endif
#if !defined(RREGEXP_SRC_LEN)
# error "macro RREGEXP_SRC_LEN is missing"
#endif
#if !defined(RREGEXP_SRC_PTR)
# error "macro RREGEXP_SRC_PTR is missing"
#endif
#if !defined(RSTRING)
# error "macro RSTRING is missing"
#endif
#if !defined(RSTRING_END)
# error "macro RSTRING_END is missing"
#endif
#if !defined(RSTRING_LEN)
# error "macro RSTRING_LEN is missing"
#endif
#if !defined(RSTRING_PTR)
# error "macro RSTRING_PTR is missing"
#endif
#if !defined(RSTRUCT)
# error "macro RSTRUCT is missing"
#endif
#if !defined(RSTRUCT_LEN)
# error "macro RSTRUCT_LEN is missing"
#endif
#if !defined(RSTRUCT_PTR)
# error "macro RSTRUCT_PTR is missing"
#endif
#if !defined(RTEST)
# error "macro RTEST is missing"
#endif
#if !defined(RUBY_INIT_STACK)
# error "macro RUBY_INIT_STACK is missing"
#endif
#if !defined(RUBY_METHOD_FUNC)
# error "macro RUBY_METHOD_FUNC is missing"
#endif
#if !defined(R_CAST)
# error "macro R_CAST is missing"
#endif
#if !defined(SPECIAL_CONST_P)
# error "macro SPECIAL_CONST_P is missing"
#endif
#if !defined(STR2CSTR)
# error "macro STR2CSTR is missing"
#endif
#if !defined(SYM2ID)
# error "macro SYM2ID is missing"
#endif
#if !defined(SYMBOL_FLAG)
# error "macro SYMBOL_FLAG is missing"
#endif
#if !defined(SYMBOL_P)
# error "macro SYMBOL_P is missing"
#endif
#if !defined(SafeStringValue)
# error "macro SafeStringValue is missing"
#endif
#if !defined(StringValue)
# error "macro StringValue is missing"
#endif
#if !defined(StringValueCStr)
# error "macro StringValueCStr is missing"
#endif
#if !defined(StringValuePtr)
# error "macro StringValuePtr is missing"
#endif
#if !defined(TYPE)
# error "macro TYPE is missing"
#endif
#if !defined(T_ARRAY)
# error "macro T_ARRAY is missing"
#endif
#if !defined(T_BIGNUM)
# error "macro T_BIGNUM is missing"
#endif
#if !defined(T_BLKTAG)
# error "macro T_BLKTAG is missing"
#endif
#if !defined(T_CLASS)
# error "macro T_CLASS is missing"
#endif
#if !defined(T_DATA)
# error "macro T_DATA is missing"
#endif
#if !defined(T_FALSE)
# error "macro T_FALSE is missing"
#endif
#if !defined(T_FILE)
# error "macro T_FILE is missing"
#endif
#if !defined(T_FIXNUM)
# error "macro T_FIXNUM is missing"
#endif
#if !defined(T_FLOAT)
# error "macro T_FLOAT is missing"
#endif
#if !defined(T_HASH)
# error "macro T_HASH is missing"
#endif
#if !defined(T_ICLASS)
# error "macro T_ICLASS is missing"
#endif
#if !defined(T_MASK)
# error "macro T_MASK is missing"
#endif
#if !defined(T_MATCH)
# error "macro T_MATCH is missing"
#endif
#if !defined(T_MODULE)
# error "macro T_MODULE is missing"
#endif
#if !defined(T_NIL)
# error "macro T_NIL is missing"
#endif
#if !defined(T_NODE)
# error "macro T_NODE is missing"
#endif
#if !defined(T_NONE)
# error "macro T_NONE is missing"
#endif
#if !defined(T_OBJECT)
# error "macro T_OBJECT is missing"
#endif
#if !defined(T_REGEXP)
# error "macro T_REGEXP is missing"
#endif
#if !defined(T_SCOPE)
# error "macro T_SCOPE is missing"
#endif
#if !defined(T_STRING)
# error "macro T_STRING is missing"
#endif
#if !defined(T_STRUCT)
# error "macro T_STRUCT is missing"
#endif
#if !defined(T_SYMBOL)
# error "macro T_SYMBOL is missing"
#endif
#if !defined(T_TRUE)
# error "macro T_TRUE is missing"
#endif
#if !defined(T_UNDEF)
# error "macro T_UNDEF is missing"
#endif
#if !defined(T_VARMAP)
# error "macro T_VARMAP is missing"
#endif
#if !defined(UINT2NUM)
# error "macro UINT2NUM is missing"
#endif
#if !defined(ULL2NUM)
# error "macro ULL2NUM is missing"
#endif
#if !defined(ULONG2NUM)
# error "macro ULONG2NUM is missing"
#endif
#if !defined(alloca)
# error "macro alloca is missing"
#endif
#if !defined(is_ruby_native_thread)
# error "macro is_ruby_native_thread is missing"
#endif
#if !defined(rb_fix_new)
# error "macro rb_fix_new is missing"
#endif
#if !defined(rb_int_new)
# error "macro rb_int_new is missing"
#endif
#if !defined(rb_safe_level)
# error "macro rb_safe_level is missing"
#endif
#if !defined(rb_uint_new)
# error "macro rb_uint_new is missing"
#endif
#if !defined(HAVE_RB_DEFINE_ALLOC_FUNC)
# error "macro HAVE_RB_DEFINE_ALLOC_FUNC is missing"
#endif
#if !defined(ID_ALLOCATOR)
# error "macro ID_ALLOCATOR is missing"
#endif
#if !defined(RB_CVAR_SET_4ARGS)
# error "macro RB_CVAR_SET_4ARGS is missing"
#endif
#if !defined(RETURN_ENUMERATOR)
# error "macro RETURN_ENUMERATOR is missing"
#endif
#if !defined(posix_signal)
# error "macro posix_signal is missing"
#endif
#if !defined(rb_big2int)
# error "macro rb_big2int is missing"
#endif
#if !defined(rb_big2uint)
# error "macro rb_big2uint is missing"
#endif
#if !defined(rb_defout)
# error "macro rb_defout is missing"
#endif
#if !defined(rb_disable_super)
# error "macro rb_disable_super is missing"
#endif
#if !defined(rb_enable_super)
# error "macro rb_enable_super is missing"
#endif
#if !defined(ANYARGS)
# error "macro ANYARGS is missing"
#endif
#if !defined(BDIGIT)
# error "macro BDIGIT is missing"
#endif
#if !defined(BDIGIT_DBL)
# error "macro BDIGIT_DBL is missing"
#endif
#if !defined(BDIGIT_DBL_SIGNED)
# error "macro BDIGIT_DBL_SIGNED is missing"
#endif
#if !defined(DEFAULT_KCODE)
# error "macro DEFAULT_KCODE is missing"
#endif
#if !defined(DLEXT_MAXLEN)
# error "macro DLEXT_MAXLEN is missing"
#endif
#if !defined(EXTERN)
# error "macro EXTERN is missing"
#endif
#if !defined(FLUSH_REGISTER_WINDOWS)
# error "macro FLUSH_REGISTER_WINDOWS is missing"
#endif
#if !defined(GETPGRP_VOID)
# error "macro GETPGRP_VOID is missing"
#endif
#if !defined(HAVE_LONG_LONG)
# error "macro HAVE_LONG_LONG is missing"
#endif
#if !defined(HAVE_PROTOTYPES)
# error "macro HAVE_PROTOTYPES is missing"
#endif
#if !defined(HAVE_STDARG_PROTOTYPES)
# error "macro HAVE_STDARG_PROTOTYPES is missing"
#endif
#if !defined(LONG_LONG)
# error "macro LONG_LONG is missing"
#endif
#if !defined(PATH_ENV)
# error "macro PATH_ENV is missing"
#endif
#if !defined(PATH_SEP)
# error "macro PATH_SEP is missing"
#endif
#if !defined(PATH_SEP_CHAR)
# error "macro PATH_SEP_CHAR is missing"
#endif
#if !defined(RUBY)
# error "macro RUBY is missing"
#endif
#if !defined(RUBY_EXTERN)
# error "macro RUBY_EXTERN is missing"
#endif
#if !defined(RUBY_MBCHAR_MAXSIZE)
# error "macro RUBY_MBCHAR_MAXSIZE is missing"
#endif
#if !defined(RUBY_PLATFORM)
# error "macro RUBY_PLATFORM is missing"
#endif
#if !defined(SIZEOF_BDIGITS)
# error "macro SIZEOF_BDIGITS is missing"
#endif
#if !defined(SIZEOF_LONG_LONG)
# error "macro SIZEOF_LONG_LONG is missing"
#endif
#if !defined(S_IRGRP)
# error "macro S_IRGRP is missing"
#endif
#if !defined(S_IROTH)
# error "macro S_IROTH is missing"
#endif
#if !defined(S_IRUSR)
# error "macro S_IRUSR is missing"
#endif
#if !defined(S_IRWXG)
# error "macro S_IRWXG is missing"
#endif
#if !defined(S_IRWXO)
# error "macro S_IRWXO is missing"
#endif
#if !defined(S_IRWXU)
# error "macro S_IRWXU is missing"
#endif
#if !defined(S_ISBLK)
# error "macro S_ISBLK is missing"
#endif
#if !defined(S_ISCHR)
# error "macro S_ISCHR is missing"
#endif
#if !defined(S_ISDIR)
# error "macro S_ISDIR is missing"
#endif
#if !defined(S_ISFIFO)
# error "macro S_ISFIFO is missing"
#endif
#if !defined(S_ISREG)
# error "macro S_ISREG is missing"
#endif
#if !defined(S_IWGRP)
# error "macro S_IWGRP is missing"
#endif
#if !defined(S_IWOTH)
# error "macro S_IWOTH is missing"
#endif
#if !defined(S_IWUSR)
# error "macro S_IWUSR is missing"
#endif
#if !defined(S_IXGRP)
# error "macro S_IXGRP is missing"
#endif
#if !defined(S_IXOTH)
# error "macro S_IXOTH is missing"
#endif
#if !defined(S_IXUSR)
# error "macro S_IXUSR is missing"
#endif
#if !defined(WNOHANG)
# error "macro WNOHANG is missing"
#endif
#if !defined(WUNTRACED)
# error "macro WUNTRACED is missing"
#endif
#if !defined(X_OK)
# error "macro X_OK is missing"
#endif
#if !defined(xcalloc)
# error "macro xcalloc is missing"
#endif
#if !defined(xfree)
# error "macro xfree is missing"
#endif
#if !defined(xmalloc)
# error "macro xmalloc is missing"
#endif
#if !defined(xrealloc)
# error "macro xrealloc is missing"
#endif
#if !defined(isinf)
# error "macro isinf is missing"
#endif
#if !defined(FMODE_APPEND)
# error "macro FMODE_APPEND is missing"
#endif
#if !defined(FMODE_BINMODE)
# error "macro FMODE_BINMODE is missing"
#endif
#if !defined(FMODE_CREATE)
# error "macro FMODE_CREATE is missing"
#endif
#if !defined(FMODE_RBUF)
# error "macro FMODE_RBUF is missing"
#endif
#if !defined(FMODE_READABLE)
# error "macro FMODE_READABLE is missing"
#endif
#if !defined(FMODE_READWRITE)
# error "macro FMODE_READWRITE is missing"
#endif
#if !defined(FMODE_SYNC)
# error "macro FMODE_SYNC is missing"
#endif
#if !defined(FMODE_WBUF)
# error "macro FMODE_WBUF is missing"
#endif
#if !defined(FMODE_WRITABLE)
# error "macro FMODE_WRITABLE is missing"
#endif
#if !defined(FMODE_WSPLIT)
# error "macro FMODE_WSPLIT is missing"
#endif
#if !defined(FMODE_WSPLIT_INITIALIZED)
# error "macro FMODE_WSPLIT_INITIALIZED is missing"
#endif
#if !defined(GetOpenFile)
# error "macro GetOpenFile is missing"
#endif
#if !defined(GetReadFile)
# error "macro GetReadFile is missing"
#endif
#if !defined(GetWriteFile)
# error "macro GetWriteFile is missing"
#endif
#if !defined(HAVE_RB_IO_T)
# error "macro HAVE_RB_IO_T is missing"
#endif
#if !defined(MakeOpenFile)
# error "macro MakeOpenFile is missing"
#endif
#if !defined(OpenFile)
# error "macro OpenFile is missing"
#endif
#if !defined(ALLOW_INTS)
# error "macro ALLOW_INTS is missing"
#endif
#if !defined(ATOMIC_DEC)
# error "macro ATOMIC_DEC is missing"
#endif
#if !defined(ATOMIC_INC)
# error "macro ATOMIC_INC is missing"
#endif
#if !defined(ATOMIC_SET)
# error "macro ATOMIC_SET is missing"
#endif
#if !defined(ATOMIC_TEST)
# error "macro ATOMIC_TEST is missing"
#endif
#if !defined(CHECK_INTS)
# error "macro CHECK_INTS is missing"
#endif
#if !defined(DEFER_INTS)
# error "macro DEFER_INTS is missing"
#endif
#if !defined(ENABLE_INTS)
# error "macro ENABLE_INTS is missing"
#endif
#if !defined(RUBY_CRITICAL)
# error "macro RUBY_CRITICAL is missing"
#endif
#if !defined(THREAD_TICK)
# error "macro THREAD_TICK is missing"
#endif
#if !defined(TRAP_BEG)
# error "macro TRAP_BEG is missing"
#endif
#if !defined(TRAP_END)
# error "macro TRAP_END is missing"
#endif
#if !defined(ST_DATA_T_DEFINED)
# error "macro ST_DATA_T_DEFINED is missing"
#endif
#if !defined(ST_INCLUDED)
# error "macro ST_INCLUDED is missing"
#endif
#if !defined(ST_NUMCMP)
# error "macro ST_NUMCMP is missing"
#endif
#if !defined(ST_NUMHASH)
# error "macro ST_NUMHASH is missing"
#endif
#if !defined(st_is_member)
# error "macro st_is_member is missing"
#endif
#if !defined(st_numcmp)
# error "macro st_numcmp is missing"
#endif
#if !defined(st_numhash)
# error "macro st_numhash is missing"
#endif
#if !defined(my_getcwd)
# error "macro my_getcwd is missing"
#endif
#if !defined(qsort)
# error "macro qsort is missing"
#endif
#if !defined(scan_hex)
# error "macro scan_hex is missing"
#endif
#if !defined(scan_oct)
# error "macro scan_oct is missing"
#endif
#if !defined(setenv)
# error "macro setenv is missing"
#endif
#if !defined(strdup)
# error "macro strdup is missing"
#endif
#if !defined(strtod)
# error "macro strtod is missing"
#endif
#if !defined(unsetenv)
# error "macro unsetenv is missing"
#endif
#if !defined(RMATCH)
# error "macro RMATCH is missing"
#endif
#if !defined(RMATCH_REGS)
# error "macro RMATCH_REGS is missing"
#endif
#if !defined(mbclen2)
# error "macro mbclen2 is missing"
#endif
#if !defined(BYTEWIDTH)
# error "macro BYTEWIDTH is missing"
#endif
#if !defined(MBCTYPE_ASCII)
# error "macro MBCTYPE_ASCII is missing"
#endif
#if !defined(MBCTYPE_EUC)
# error "macro MBCTYPE_EUC is missing"
#endif
#if !defined(MBCTYPE_SJIS)
# error "macro MBCTYPE_SJIS is missing"
#endif
#if !defined(MBCTYPE_UTF8)
# error "macro MBCTYPE_UTF8 is missing"
#endif
#if !defined(RE_DUP_MAX)
# error "macro RE_DUP_MAX is missing"
#endif
#if !defined(RE_NREGS)
# error "macro RE_NREGS is missing"
#endif
#if !defined(ismbchar)
# error "macro ismbchar is missing"
#endif
#if !defined(mbclen)
# error "macro mbclen is missing"
#endif
#if !defined(re_mbcinit)
# error "macro re_mbcinit is missing"
#endif
#if !defined(RUBY_EVENT_ALL)
# error "macro RUBY_EVENT_ALL is missing"
#endif
#if !defined(RUBY_EVENT_CALL)
# error "macro RUBY_EVENT_CALL is missing"
#endif
#if !defined(RUBY_EVENT_CLASS)
# error "macro RUBY_EVENT_CLASS is missing"
#endif
#if !defined(RUBY_EVENT_C_CALL)
# error "macro RUBY_EVENT_C_CALL is missing"
#endif
#if !defined(RUBY_EVENT_C_RETURN)
# error "macro RUBY_EVENT_C_RETURN is missing"
#endif
#if !defined(RUBY_EVENT_END)
# error "macro RUBY_EVENT_END is missing"
#endif
#if !defined(RUBY_EVENT_LINE)
# error "macro RUBY_EVENT_LINE is missing"
#endif
#if !defined(RUBY_EVENT_NONE)
# error "macro RUBY_EVENT_NONE is missing"
#endif
#if !defined(RUBY_EVENT_RAISE)
# error "macro RUBY_EVENT_RAISE is missing"
#endif
#if !defined(RUBY_EVENT_RETURN)
# error "macro RUBY_EVENT_RETURN is missing"
#endif
#if !defined(nd_line)
# error "macro nd_line is missing"
#endif
#if !defined(nd_type)
# error "macro nd_type is missing"
#endif
#if !defined(RUBY_AUTHOR)
# error "macro RUBY_AUTHOR is missing"
#endif
#if !defined(RUBY_BIRTH_DAY)
# error "macro RUBY_BIRTH_DAY is missing"
#endif
#if !defined(RUBY_BIRTH_MONTH)
# error "macro RUBY_BIRTH_MONTH is missing"
#endif
#if !defined(RUBY_BIRTH_YEAR)
# error "macro RUBY_BIRTH_YEAR is missing"
#endif
#if !defined(RUBY_PATCHLEVEL)
# error "macro RUBY_PATCHLEVEL is missing"
#endif
#if !defined(RUBY_RELEASE_CODE)
# error "macro RUBY_RELEASE_CODE is missing"
#endif
#if !defined(RUBY_RELEASE_DATE)
# error "macro RUBY_RELEASE_DATE is missing"
#endif
#if !defined(RUBY_RELEASE_DAY)
# error "macro RUBY_RELEASE_DAY is missing"
#endif
#if !defined(RUBY_RELEASE_MONTH)
# error "macro RUBY_RELEASE_MONTH is missing"
#endif
#if !defined(RUBY_RELEASE_NUM)
# error "macro RUBY_RELEASE_NUM is missing"
#endif
#if !defined(RUBY_RELEASE_STR)
# error "macro RUBY_RELEASE_STR is missing"
#endif
#if !defined(RUBY_RELEASE_YEAR)
# error "macro RUBY_RELEASE_YEAR is missing"
#endif
#if !defined(RUBY_VERSION)
# error "macro RUBY_VERSION is missing"
#endif
#if !defined(RUBY_VERSION_CODE)
# error "macro RUBY_VERSION_CODE is missing"
#endif
#if !defined(RUBY_VERSION_MAJOR)
# error "macro RUBY_VERSION_MAJOR is missing"
#endif
#if !defined(RUBY_VERSION_MINOR)
# error "macro RUBY_VERSION_MINOR is missing"
#endif
#if !defined(RUBY_VERSION_TEENY)
# error "macro RUBY_VERSION_TEENY is missing"
#endif

/* the prototypes of 1.8.7 */
ID (rb_intern)(const char *);
ID (rb_to_id)(VALUE);
LONG_LONG (rb_num2ll)(VALUE);
VALUE (rb_call_super)(int,const VALUE *);
VALUE (rb_catch)(const char *,VALUE (*)(ANYARGS),VALUE);
VALUE (rb_class_of)(VALUE obj);
VALUE (rb_data_object_alloc)(VALUE,void *,RUBY_DATA_FUNC,RUBY_DATA_FUNC);
VALUE (rb_define_class)(const char *,VALUE);
VALUE (rb_define_class_under)(VALUE,const char *,VALUE);
VALUE (rb_define_module)(const char *);
VALUE (rb_define_module_under)(VALUE,const char *);
VALUE (rb_each)(VALUE);
VALUE (rb_ensure)(VALUE (*)(ANYARGS),VALUE,VALUE (*)(ANYARGS),VALUE);
VALUE (rb_equal)(VALUE,VALUE);
VALUE (rb_eval_string)(const char *);
VALUE (rb_eval_string_protect)(const char *,int *);
VALUE (rb_eval_string_wrap)(const char *,int *);
VALUE (rb_funcall)(VALUE,ID,int,...);
VALUE (rb_funcall2)(VALUE,ID,int,const VALUE *);
VALUE (rb_funcall3)(VALUE,ID,int,const VALUE *);
VALUE (rb_gv_get)(const char *);
VALUE (rb_gv_set)(const char *,VALUE);
VALUE (rb_int2inum)(long);
VALUE (rb_iterate)(VALUE (*)(VALUE),VALUE,VALUE (*)(ANYARGS),VALUE);
VALUE (rb_iv_get)(VALUE,const char *);
VALUE (rb_iv_set)(VALUE,const char *,VALUE);
VALUE (rb_ll2inum)(LONG_LONG);
VALUE (rb_newobj)(void);
VALUE (rb_require)(const char *);
VALUE (rb_rescue)(VALUE (*)(ANYARGS),VALUE,VALUE (*)(ANYARGS),VALUE);
VALUE (rb_rescue2)(VALUE (*)(ANYARGS),VALUE,VALUE (*)(ANYARGS),VALUE,...);
VALUE (rb_str_to_str)(VALUE);
VALUE (rb_string_value)(volatile VALUE *);
VALUE (rb_uint2inum)(unsigned long);
VALUE (rb_ull2inum)(unsigned LONG_LONG);
VALUE (rb_yield)(VALUE);
VALUE (rb_yield_splat)(VALUE);
VALUE (rb_yield_values)(int n,...);
char * (rb_str2cstr)(VALUE,long *);
char * (rb_string_value_cstr)(volatile VALUE *);
char * (rb_string_value_ptr)(volatile VALUE *);
const char * (rb_class2name)(VALUE);
const char * (rb_id2name)(ID);
const char * (rb_obj_classname)(VALUE);
double (rb_num2dbl)(VALUE);
int (is_ruby_native_thread)(void);
int (rb_block_given_p)(void);
int (rb_scan_args)(int,const VALUE *,const char *,...);
int (rb_special_const_p)(VALUE obj);
int (rb_type)(VALUE obj);
int (ruby_brace_glob)(const char *,int,ruby_glob_func *,VALUE);
int (ruby_glob)(const char *,int,int (*)(const char *,VALUE),VALUE);
int (ruby_globi)(const char *,int,int (*)(const char *,VALUE),VALUE);
long (rb_fix2int)(VALUE);
long (rb_num2int)(VALUE);
long (rb_num2long)(VALUE);
unsigned LONG_LONG (rb_num2ull)(VALUE);
unsigned long (rb_fix2uint)(VALUE);
unsigned long (rb_num2uint)(VALUE);
unsigned long (rb_num2ulong)(VALUE);
void (rb_check_safe_obj)(VALUE);
void (rb_check_safe_str)(VALUE);
void (rb_check_type)(VALUE,int);
void (rb_define_alias)(VALUE,const char *,const char *);
void (rb_define_attr)(VALUE,const char *,int,int);
void (rb_define_const)(VALUE,const char *,VALUE);
void (rb_define_global_const)(const char *,VALUE);
void (rb_define_global_function)(const char *,VALUE (*)(ANYARGS),int);
void (rb_define_hooked_variable)(const char *,VALUE *,VALUE (*)(ANYARGS),void (*)(ANYARGS));
void (rb_define_method)(VALUE,const char *,VALUE (*)(ANYARGS),int);
void (rb_define_module_function)(VALUE,const char *,VALUE (*)(ANYARGS),int);
void (rb_define_readonly_variable)(const char *,VALUE *);
void (rb_define_variable)(const char *,VALUE *);
void (rb_define_virtual_variable)(const char *,VALUE (*)(ANYARGS),void (*)(ANYARGS));
void (rb_extend_object)(VALUE,VALUE);
void (rb_gc_register_address)(VALUE *);
void (rb_gc_unregister_address)(VALUE *);
void (rb_glob)(const char *,void (*)(const char *,VALUE),VALUE);
void (rb_global_variable)(VALUE *);
void (rb_globi)(const char *,void (*)(const char *,VALUE),VALUE);
void (rb_include_module)(VALUE,VALUE);
void (rb_need_block)(void);
void (rb_obj_infect)(VALUE,VALUE);
void (rb_p)(VALUE);
void (rb_secure)(int);
void (rb_secure_update)(VALUE);
void (rb_set_safe_level)(int);
void (rb_sys_warning)(const char *,...);
void (rb_undef_method)(VALUE,const char *);
void (rb_warn)(const char *,...);
void (rb_warning)(const char *,...);
void (ruby_init)(void);
void (ruby_native_thread_kill)(int);
void (ruby_options)(int,char **);
ID (rb_frame_last_func)(void);
ID (rb_frame_this_func)(void);
ID (rb_id_attrset)(ID);
LONG_LONG (rb_big2ll)(VALUE);
VALUE * (rb_svar)(int);
VALUE (rb_Array)(VALUE);
VALUE (rb_Float)(VALUE);
VALUE (rb_Integer)(VALUE);
VALUE (rb_String)(VALUE);
VALUE (rb_any_to_s)(VALUE);
VALUE (rb_apply)(VALUE,ID,VALUE);
VALUE (rb_ary_aref)(int,VALUE *,VALUE);
VALUE (rb_ary_assoc)(VALUE,VALUE);
VALUE (rb_ary_clear)(VALUE);
VALUE (rb_ary_cmp)(VALUE,VALUE);
VALUE (rb_ary_concat)(VALUE,VALUE);
VALUE (rb_ary_delete)(VALUE,VALUE);
VALUE (rb_ary_delete_at)(VALUE,long);
VALUE (rb_ary_dup)(VALUE);
VALUE (rb_ary_each)(VALUE);
VALUE (rb_ary_entry)(VALUE,long);
VALUE (rb_ary_freeze)(VALUE);
VALUE (rb_ary_includes)(VALUE,VALUE);
VALUE (rb_ary_join)(VALUE,VALUE);
VALUE (rb_ary_new)(void);
VALUE (rb_ary_new2)(long);
VALUE (rb_ary_new3)(long,...);
VALUE (rb_ary_new4)(long,const VALUE *);
VALUE (rb_ary_plus)(VALUE,VALUE);
VALUE (rb_ary_pop)(VALUE);
VALUE (rb_ary_print_on)(VALUE,VALUE);
VALUE (rb_ary_push)(VALUE,VALUE);
VALUE (rb_ary_rassoc)(VALUE,VALUE);
VALUE (rb_ary_reverse)(VALUE);
VALUE (rb_ary_shift)(VALUE);
VALUE (rb_ary_sort)(VALUE);
VALUE (rb_ary_sort_bang)(VALUE);
VALUE (rb_ary_to_ary)(VALUE);
VALUE (rb_ary_to_s)(VALUE);
VALUE (rb_ary_unshift)(VALUE,VALUE);
VALUE (rb_assoc_new)(VALUE,VALUE);
VALUE (rb_attr_get)(VALUE,ID);
VALUE (rb_autoload_load)(VALUE,ID);
VALUE (rb_autoload_p)(VALUE,ID);
VALUE (rb_backref_get)(void);
VALUE (rb_big2str)(VALUE,int);
VALUE (rb_big2str0)(VALUE,int,int);
VALUE (rb_big_and)(VALUE,VALUE);
VALUE (rb_big_clone)(VALUE);
VALUE (rb_big_divmod)(VALUE,VALUE);
VALUE (rb_big_lshift)(VALUE,VALUE);
VALUE (rb_big_minus)(VALUE,VALUE);
VALUE (rb_big_mul)(VALUE,VALUE);
VALUE (rb_big_norm)(VALUE);
VALUE (rb_big_or)(VALUE,VALUE);
VALUE (rb_big_plus)(VALUE,VALUE);
VALUE (rb_big_pow)(VALUE,VALUE);
VALUE (rb_big_rand)(VALUE,double *);
VALUE (rb_big_rshift)(VALUE,VALUE);
VALUE (rb_big_unpack)(unsigned long * buf,long num_longs);
VALUE (rb_big_xor)(VALUE,VALUE);
VALUE (rb_block_call)(VALUE,ID,int,VALUE *,VALUE (*)(ANYARGS),VALUE);
VALUE (rb_block_proc)(void);
VALUE (rb_check_array_type)(VALUE);
VALUE (rb_check_array_value)(VALUE);
VALUE (rb_check_convert_type)(VALUE,int,const char *,const char *);
VALUE (rb_check_string_type)(VALUE);
VALUE (rb_check_to_integer)(VALUE,const char *);
VALUE (rb_class_boot)(VALUE);
VALUE (rb_class_inherited)(VALUE,VALUE);
VALUE (rb_class_inherited_p)(VALUE,VALUE);
VALUE (rb_class_init_copy)(VALUE,VALUE);
VALUE (rb_class_instance_methods)(int,VALUE *,VALUE);
VALUE (rb_class_name)(VALUE);
VALUE (rb_class_new)(VALUE);
VALUE (rb_class_new_instance)(int,VALUE *,VALUE);
VALUE (rb_class_path)(VALUE);
VALUE (rb_class_private_instance_methods)(int,VALUE *,VALUE);
VALUE (rb_class_protected_instance_methods)(int,VALUE *,VALUE);
VALUE (rb_class_public_instance_methods)(int,VALUE *,VALUE);
VALUE (rb_class_real)(VALUE);
VALUE (rb_const_get)(VALUE,ID);
VALUE (rb_const_get_at)(VALUE,ID);
VALUE (rb_const_get_from)(VALUE,ID);
VALUE (rb_const_list)(void *);
VALUE (rb_convert_type)(VALUE,int,const char *,const char *);
VALUE (rb_cstr2inum)(const char *,int);
VALUE (rb_cstr_to_inum)(const char *,int,int);
VALUE (rb_cv_get)(VALUE,const char *);
VALUE (rb_cvar_defined)(VALUE,ID);
VALUE (rb_cvar_get)(VALUE,ID);
VALUE (rb_dbl2big)(double);
VALUE (rb_dbl_cmp)(double,double);
VALUE (rb_define_class_id)(ID,VALUE);
VALUE (rb_define_module_id)(ID);
VALUE (rb_detach_process)(int);
VALUE (rb_dvar_curr)(ID);
VALUE (rb_dvar_defined)(ID);
VALUE (rb_dvar_ref)(ID);
VALUE (rb_enumeratorize)(VALUE,VALUE,int,VALUE *);
VALUE (rb_eval_cmd)(VALUE,VALUE,int);
VALUE (rb_exc_new)(VALUE,const char *,long);
VALUE (rb_exc_new2)(VALUE,const char *);
VALUE (rb_exc_new3)(VALUE,VALUE);
VALUE (rb_exec_recursive)(VALUE (*)(VALUE,VALUE,int),VALUE,VALUE);
VALUE (rb_f_abort)(int,VALUE *);
VALUE (rb_f_exec)(int,VALUE *);
VALUE (rb_f_exit)(int,VALUE *);
VALUE (rb_f_global_variables)(void);
VALUE (rb_f_kill)(int,VALUE *);
VALUE (rb_f_lambda)(void);
VALUE (rb_f_require)(VALUE,VALUE);
VALUE (rb_f_sprintf)(int,VALUE *);
VALUE (rb_f_trace_var)(int,VALUE *);
VALUE (rb_f_untrace_var)(int,VALUE *);
VALUE (rb_file_directory_p)(VALUE,VALUE);
VALUE (rb_file_expand_path)(VALUE,VALUE);
VALUE (rb_file_open)(const char *,const char *);
VALUE (rb_file_s_expand_path)(int,VALUE *);
VALUE (rb_find_file)(VALUE);
VALUE (rb_fix2str)(VALUE,int);
VALUE (rb_float_new)(double);
VALUE (rb_funcall_rescue)(VALUE,ID,int,...);
VALUE (rb_gc_disable)(void);
VALUE (rb_gc_enable)(void);
VALUE (rb_gc_start)(void);
VALUE (rb_gets)(void);
VALUE (rb_hash)(VALUE);
VALUE (rb_hash_aref)(VALUE,VALUE);
VALUE (rb_hash_aset)(VALUE,VALUE,VALUE);
VALUE (rb_hash_delete)(VALUE,VALUE);
VALUE (rb_hash_delete_if)(VALUE);
VALUE (rb_hash_freeze)(VALUE);
VALUE (rb_hash_lookup)(VALUE,VALUE);
VALUE (rb_hash_new)(void);
VALUE (rb_inspect)(VALUE);
VALUE (rb_inspecting_p)(VALUE);
VALUE (rb_int2big)(long);
VALUE (rb_int2inum)(long);
VALUE (rb_io_addstr)(VALUE,VALUE);
VALUE (rb_io_binmode)(VALUE);
VALUE (rb_io_close)(VALUE);
VALUE (rb_io_eof)(VALUE);
VALUE (rb_io_getc)(VALUE);
VALUE (rb_io_gets)(VALUE);
VALUE (rb_io_print)(int,VALUE *,VALUE);
VALUE (rb_io_printf)(int,VALUE *,VALUE);
VALUE (rb_io_puts)(int,VALUE *,VALUE);
VALUE (rb_io_ungetc)(VALUE,VALUE);
VALUE (rb_io_write)(VALUE,VALUE);
VALUE (rb_iv_get)(VALUE,const char *);
VALUE (rb_iv_set)(VALUE,const char *,VALUE);
VALUE (rb_ivar_defined)(VALUE,ID);
VALUE (rb_ivar_get)(VALUE,ID);
VALUE (rb_ivar_set)(VALUE,ID,VALUE);
VALUE (rb_lastline_get)(void);
VALUE (rb_length_by_each)(VALUE);
VALUE (rb_ll2inum)(LONG_LONG);
VALUE (rb_make_metaclass)(VALUE,VALUE);
VALUE (rb_marshal_dump)(VALUE,VALUE);
VALUE (rb_marshal_load)(VALUE);
VALUE (rb_mod_ancestors)(VALUE);
VALUE (rb_mod_class_variables)(VALUE);
VALUE (rb_mod_const_missing)(VALUE,VALUE);
VALUE (rb_mod_constants)(VALUE);
VALUE (rb_mod_include_p)(VALUE,VALUE);
VALUE (rb_mod_included_modules)(VALUE);
VALUE (rb_mod_init_copy)(VALUE,VALUE);
VALUE (rb_mod_module_eval)(int,VALUE *,VALUE);
VALUE (rb_mod_name)(VALUE);
VALUE (rb_mod_remove_const)(VALUE,VALUE);
VALUE (rb_mod_remove_cvar)(VALUE,VALUE);
VALUE (rb_module_new)(void);
VALUE (rb_num2fix)(VALUE);
VALUE (rb_num_coerce_bin)(VALUE,VALUE);
VALUE (rb_num_coerce_cmp)(VALUE,VALUE);
VALUE (rb_num_coerce_relop)(VALUE,VALUE);
VALUE (rb_obj_alloc)(VALUE);
VALUE (rb_obj_as_string)(VALUE);
VALUE (rb_obj_class)(VALUE);
VALUE (rb_obj_clone)(VALUE);
VALUE (rb_obj_dup)(VALUE);
VALUE (rb_obj_freeze)(VALUE);
VALUE (rb_obj_id)(VALUE);
VALUE (rb_obj_init_copy)(VALUE,VALUE);
VALUE (rb_obj_instance_eval)(int,VALUE *,VALUE);
VALUE (rb_obj_instance_variables)(VALUE);
VALUE (rb_obj_is_instance_of)(VALUE,VALUE);
VALUE (rb_obj_is_kind_of)(VALUE,VALUE);
VALUE (rb_obj_method)(VALUE,VALUE);
VALUE (rb_obj_remove_instance_variable)(VALUE,VALUE);
VALUE (rb_obj_singleton_methods)(int,VALUE *,VALUE);
VALUE (rb_obj_taint)(VALUE);
VALUE (rb_obj_tainted)(VALUE);
VALUE (rb_obj_untaint)(VALUE);
VALUE (rb_path2class)(const char *);
VALUE (rb_proc_call)(VALUE,VALUE);
VALUE (rb_proc_times)(VALUE);
VALUE (rb_protect)(VALUE (*)(VALUE),VALUE,int *);
VALUE (rb_protect_inspect)(VALUE (*)(ANYARGS),VALUE,VALUE);
VALUE (rb_quad_unpack)(const char *,int);
VALUE (rb_range_beg_len)(VALUE,long *,long *,long,int);
VALUE (rb_range_new)(VALUE,VALUE,int);
VALUE (rb_reg_last_match)(VALUE);
VALUE (rb_reg_match)(VALUE,VALUE);
VALUE (rb_reg_match2)(VALUE);
VALUE (rb_reg_match_last)(VALUE);
VALUE (rb_reg_match_post)(VALUE);
VALUE (rb_reg_match_pre)(VALUE);
VALUE (rb_reg_new)(const char *,long,int);
VALUE (rb_reg_nth_defined)(int,VALUE);
VALUE (rb_reg_nth_match)(int,VALUE);
VALUE (rb_require_safe)(VALUE,int);
VALUE (rb_singleton_class)(VALUE);
VALUE (rb_singleton_class_clone)(VALUE);
VALUE (rb_str2inum)(VALUE,int);
VALUE (rb_str_append)(VALUE,VALUE);
VALUE (rb_str_associated)(VALUE);
VALUE (rb_str_buf_append)(VALUE,VALUE);
VALUE (rb_str_buf_cat)(VALUE,const char *,long);
VALUE (rb_str_buf_cat2)(VALUE,const char *);
VALUE (rb_str_buf_new)(long);
VALUE (rb_str_buf_new2)(const char *);
VALUE (rb_str_cat)(VALUE,const char *,long);
VALUE (rb_str_cat2)(VALUE,const char *);
VALUE (rb_str_concat)(VALUE,VALUE);
VALUE (rb_str_dump)(VALUE);
VALUE (rb_str_dup)(VALUE);
VALUE (rb_str_dup_frozen)(VALUE);
VALUE (rb_str_format)(int,VALUE *,VALUE);
VALUE (rb_str_freeze)(VALUE);
VALUE (rb_str_inspect)(VALUE);
VALUE (rb_str_intern)(VALUE);
VALUE (rb_str_locktmp)(VALUE);
VALUE (rb_str_new)(const char *,long);
VALUE (rb_str_new2)(const char *);
VALUE (rb_str_new3)(VALUE);
VALUE (rb_str_new4)(VALUE);
VALUE (rb_str_new5)(VALUE,const char *,long);
VALUE (rb_str_plus)(VALUE,VALUE);
VALUE (rb_str_resize)(VALUE,long);
VALUE (rb_str_split)(VALUE,const char *);
VALUE (rb_str_substr)(VALUE,long,long);
VALUE (rb_str_times)(VALUE,VALUE);
VALUE (rb_str_tmp_new)(long);
VALUE (rb_str_to_inum)(VALUE,int,int);
VALUE (rb_str_unlocktmp)(VALUE);
VALUE (rb_str_upto)(VALUE,VALUE,int);
VALUE (rb_struct_alloc)(VALUE,VALUE);
VALUE (rb_struct_aref)(VALUE,VALUE);
VALUE (rb_struct_aset)(VALUE,VALUE,VALUE);
VALUE (rb_struct_define)(const char *,...);
VALUE (rb_struct_getmember)(VALUE,ID);
VALUE (rb_struct_iv_get)(VALUE,const char *);
VALUE (rb_struct_members)(VALUE);
VALUE (rb_struct_new)(VALUE,...);
VALUE (rb_struct_s_members)(VALUE);
VALUE (rb_sym_all_symbols)(void);
VALUE (rb_tainted_str_new)(const char *,long);
VALUE (rb_tainted_str_new2)(const char *);
VALUE (rb_thread_alive_p)(VALUE);
VALUE (rb_thread_create)(VALUE (*)(ANYARGS),void *);
VALUE (rb_thread_current)(void);
VALUE (rb_thread_kill)(VALUE);
VALUE (rb_thread_local_aref)(VALUE,ID);
VALUE (rb_thread_local_aset)(VALUE,ID,VALUE);
VALUE (rb_thread_main)(void);
VALUE (rb_thread_run)(VALUE);
VALUE (rb_thread_stop)(void);
VALUE (rb_thread_wakeup)(VALUE);
VALUE (rb_thread_wakeup_alive)(VALUE);
VALUE (rb_time_new)(time_t,time_t);
VALUE (rb_to_int)(VALUE);
VALUE (rb_uint2big)(unsigned long);
VALUE (rb_uint2inum)(unsigned long);
VALUE (rb_ull2inum)(unsigned LONG_LONG);
char * (rb_path_end)(const char *);
char * (rb_path_last_separator)(const char *);
char * (rb_path_next)(const char *);
char * (rb_path_skip_prefix)(const char *);
char * (rb_source_filename)(const char *);
const char * (rb_get_kcode)(void);
const char * (ruby_signal_name)(int);
double (rb_big2dbl)(VALUE);
double (rb_cstr_to_dbl)(const char *,int);
double (rb_genrand_real)(void);
double (rb_str_to_dbl)(VALUE,int);
int (rb_cmpint)(VALUE,VALUE,VALUE);
int (rb_const_defined)(VALUE,ID);
int (rb_const_defined_at)(VALUE,ID);
int (rb_const_defined_from)(VALUE,ID);
int (rb_during_gc)(void);
int (rb_eql)(VALUE,VALUE);
int (rb_find_file_ext)(VALUE *,const char * const *);
int (rb_is_class_id)(ID);
int (rb_is_const_id)(ID);
int (rb_is_instance_id)(ID);
int (rb_is_junk_id)(ID);
int (rb_is_local_id)(ID);
int (rb_memcicmp)(const void *,const void *,long);
int (rb_memcmp)(const void *,const void *,long);
int (rb_method_boundp)(VALUE,ID,int);
int (rb_obj_respond_to)(VALUE,ID,int);
int (rb_proc_exec)(const char *);
int (rb_provided)(const char *);
int (rb_reg_options)(VALUE);
int (rb_respond_to)(VALUE,ID);
int (rb_str_cmp)(VALUE,VALUE);
int (rb_str_hash)(VALUE);
int (rb_sym_interned_p)(VALUE);
int (rb_symname_p)(const char *);
int (rb_thread_alone)(void);
int (rb_thread_fd_writable)(int);
int (rb_thread_select)(int,fd_set *,fd_set *,fd_set *,struct timeval *);
int (rb_waitpid)(int,int *,int);
int (ruby_cleanup)(int);
int (ruby_exec)(void);
int (ruby_parser_stack_on_heap)(void);
int (ruby_stack_check)(void);
int (ruby_yyparse)(void);
long (rb_big2long)(VALUE);
long (rb_memsearch)(const void *,long,const void *,long);
size_t (ruby_stack_length)(VALUE **);
unsigned LONG_LONG (rb_big2ull)(VALUE);
unsigned long (rb_big2ulong)(VALUE);
unsigned long (rb_genrand_int32)(void);
void * (rb_mod_const_at)(VALUE,void *);
void * (rb_mod_const_of)(VALUE,void *);
void (posix_signal)(int,RETSIGTYPE (*)(int));
void (rb_alias)(VALUE,ID,ID);
void (rb_alias_variable)(ID,ID);
void (rb_ary_store)(VALUE,long,VALUE);
void (rb_attr)(VALUE,ID,int,int,int);
void (rb_autoload)(VALUE,ID,const char *);
void (rb_backref_set)(VALUE);
void (rb_backtrace)(void);
void (rb_big_2comp)(VALUE);
void (rb_big_pack)(VALUE val,unsigned long * buf,long num_longs);
void (rb_check_frozen)(VALUE);
void (rb_check_inheritable)(VALUE);
void (rb_clear_cache)(void);
void (rb_clear_cache_by_class)(VALUE);
void (rb_compile_error)(const char *,...);
void (rb_compile_error_append)(const char *,...);
void (rb_const_set)(VALUE,ID,VALUE);
void (rb_copy_generic_ivar)(VALUE,VALUE);
void (rb_cv_set)(VALUE,const char *,VALUE);
void (rb_cvar_set)(VALUE,ID,VALUE,int);
void (rb_define_alloc_func)(VALUE,VALUE (*)(VALUE));
void (rb_define_class_variable)(VALUE,const char *,VALUE);
void (rb_define_method_id)(VALUE,ID,VALUE (*)(ANYARGS),int);
void (rb_define_private_method)(VALUE,const char *,VALUE (*)(ANYARGS),int);
void (rb_define_protected_method)(VALUE,const char *,VALUE (*)(ANYARGS),int);
void (rb_define_singleton_method)(VALUE,const char *,VALUE (*)(ANYARGS),int);
void (rb_dvar_asgn)(ID,VALUE);
void (rb_dvar_push)(ID,VALUE);
void (rb_exec_end_proc)(void);
void (rb_file_const)(const char *,VALUE);
void (rb_free_generic_ivar)(VALUE);
void (rb_frozen_class_p)(VALUE);
void (rb_gc)(void);
void (rb_gc_call_finalizer_at_exit)(void);
void (rb_gc_copy_finalizer)(VALUE,VALUE);
void (rb_gc_finalize_deferred)(void);
void (rb_gc_force_recycle)(VALUE);
void (rb_gc_mark)(VALUE);
void (rb_gc_mark_global_tbl)(void);
void (rb_gc_mark_locations)(VALUE *,VALUE *);
void (rb_gc_mark_maybe)(VALUE);
void (rb_gc_mark_parser)(void);
void (rb_gc_mark_threads)(void);
void (rb_gc_mark_trap_list)(void);
void (rb_hash_foreach)(VALUE,int (*)(ANYARGS),VALUE);
void (rb_interrupt)(void);
void (rb_lastline_set)(VALUE);
void (rb_load)(VALUE,int);
void (rb_load_file)(const char *);
void (rb_load_protect)(VALUE,int,int *);
void (rb_mark_end_proc)(void);
void (rb_mark_generic_ivar)(VALUE);
void (rb_mark_generic_ivar_tbl)(void);
void (rb_mark_hash)(struct st_table *);
void (rb_mark_set)(struct st_table *);
void (rb_mark_tbl)(struct st_table *);
void (rb_mem_clear)(register VALUE *,register long);
void (rb_name_class)(VALUE,ID);
void (rb_num_zerodiv)(void);
void (rb_obj_call_init)(VALUE,int,VALUE *);
void (rb_parser_append_print)(void);
void (rb_parser_while_loop)(int,int);
void (rb_provide)(const char *);
void (rb_quad_pack)(char *,VALUE);
void (rb_remove_method)(VALUE,const char *);
void (rb_reset_random_seed)(void);
void (rb_set_class_path)(VALUE,VALUE,const char *);
void (rb_set_end_proc)(void (*)(VALUE),VALUE);
void (rb_set_kcode)(const char *);
void (rb_singleton_class_attached)(VALUE,VALUE);
void (rb_str_associate)(VALUE,VALUE);
void (rb_str_modify)(VALUE);
void (rb_str_set_len)(VALUE,long);
void (rb_str_setter)(VALUE,ID,VALUE *);
void (rb_str_update)(VALUE,long,long,VALUE);
void (rb_syswait)(int);
void (rb_thread_atfork)(void);
void (rb_thread_fd_close)(int);
void (rb_thread_interrupt)(void);
void (rb_thread_polling)(void);
void (rb_thread_schedule)(void);
void (rb_thread_signal_exit)(void);
void (rb_thread_signal_raise)(int);
void (rb_thread_sleep)(int);
void (rb_thread_sleep_forever)(void);
void (rb_thread_start_timer)(void);
void (rb_thread_stop_timer)(void);
void (rb_thread_wait_fd)(int);
void (rb_thread_wait_for)(struct timeval);
void (rb_trap_exec)(void);
void (rb_trap_exit)(void);
void (rb_undef)(VALUE,ID);
void (rb_undef_alloc_func)(VALUE);
void (rb_write_error)(const char *);
void (rb_write_error2)(const char *,long);
void (ruby_default_signal)(int);
void (ruby_finalize)(void);
void (ruby_incpush)(const char *);
void (ruby_init_loadpath)(void);
void (ruby_load_script)(void);
void (ruby_process_options)(int,char **);
void (ruby_prog_init)(void);
void (ruby_script)(const char *);
void (ruby_set_argv)(int,char **);
void (ruby_show_copyright)(void);
void (ruby_show_version)(void);
void (st_foreach_safe)(struct st_table *,int (*)(ANYARGS),unsigned long);
void (xfree)(void *);
FILE * (rb_fdopen)(int,const char *);
FILE * (rb_fopen)(const char *,const char *);
VALUE (rb_io_taint_check)(VALUE);
int (rb_getc)(FILE *);
int (rb_io_mode_flags)(const char *);
int (rb_io_modenum_flags)(int);
int (rb_io_wait_readable)(int);
int (rb_io_wait_writable)(int);
long (rb_io_fread)(char *,long,FILE *);
long (rb_io_fwrite)(const char *,long,FILE *);
void (rb_io_check_closed)(rb_io_t *);
void (rb_io_check_initialized)(rb_io_t *);
void (rb_io_check_readable)(rb_io_t *);
void (rb_io_check_writable)(rb_io_t *);
void (rb_io_set_nonblock)(rb_io_t * fptr);
void (rb_io_synchronized)(rb_io_t *);
VALUE (rb_with_disable_interrupt)(VALUE (*)(ANYARGS),VALUE);
void (rb_thread_schedule)(void);
void (rb_trap_restore_mask)(void);
int (st_delete)(st_table *,st_data_t *,st_data_t *);
int (st_delete_safe)(st_table *,st_data_t *,st_data_t *,st_data_t);
int (st_foreach)(st_table *,int (*)(ANYARGS),st_data_t);
int (st_insert)(st_table *,st_data_t,st_data_t);
int (st_lookup)(st_table *,st_data_t,st_data_t *);
int (st_strhash)();
st_table * (st_copy)(st_table *);
st_table * (st_init_numtable)(void);
st_table * (st_init_numtable_with_size)(int);
st_table * (st_init_strtable)(void);
st_table * (st_init_strtable_with_size)(int);
st_table * (st_init_table)(struct st_hash_type *);
st_table * (st_init_table_with_size)(struct st_hash_type *,int);
void (st_add_direct)(st_table *,st_data_t,st_data_t);
void (st_cleanup_safe)(st_table *,st_data_t);
void (st_free_table)(st_table *);
char * (ruby_getcwd)(void);
char * (ruby_strdup)(const char *);
double (ruby_strtod)(const char *,char **);
unsigned long (scan_hex)(const char *,int,int *);
unsigned long (scan_oct)(const char *,int,int *);
void (ruby_add_suffix)();
void (ruby_qsort)(void *,const int,const int,int (*)(),void *);
void (ruby_setenv)(const char *,const char *);
void (ruby_unsetenv)(const char *);
VALUE (rb_reg_quote)(VALUE);
VALUE (rb_reg_regcomp)(VALUE);
VALUE (rb_reg_regsub)(VALUE,VALUE,struct re_registers *);
int (rb_reg_mbclen2)(unsigned int,VALUE);
long (rb_reg_adjust_startpos)(VALUE,VALUE,long,long);
long (rb_reg_search)(VALUE,VALUE,long,long);
void (rb_match_busy)(VALUE);
void (re_mbcinit)();
void (re_mbcinit)(int);
int (rb_remove_event_hook)(rb_event_hook_func_t);
void (rb_add_event_hook)(rb_event_hook_func_t,rb_event_t);
char * (dln_find_exe)(const char *,const char *);
char * (dln_find_file)(const char *,const char *);
void * (dln_load)(const char *);

void *capi_names_addrs[] = {
    (void *)&(rb_bug),
    (void *)&(rb_exit),
    (void *)&(rb_fatal),
    (void *)&(rb_iter_break),
    (void *)&(rb_notimplement),
    (void *)&(rb_raise),
    (void *)&(rb_sys_fail),
    (void *)&(rb_throw),
    (void *)&(ruby_run),
    (void *)&(rb_intern),
    (void *)&(rb_to_id),
    (void *)&(rb_num2ll),
    (void *)&(rb_call_super),
    (void *)&(rb_catch),
    (void *)&(rb_class_of),
    (void *)&(rb_data_object_alloc),
    (void *)&(rb_define_class),
    (void *)&(rb_define_class_under),
    (void *)&(rb_define_module),
    (void *)&(rb_define_module_under),
    (void *)&(rb_each),
    (void *)&(rb_ensure),
    (void *)&(rb_equal),
    (void *)&(rb_eval_string),
    (void *)&(rb_eval_string_protect),
    (void *)&(rb_eval_string_wrap),
    (void *)&(rb_funcall),
    (void *)&(rb_funcall2),
    (void *)&(rb_funcall3),
    (void *)&(rb_gv_get),
    (void *)&(rb_gv_set),
    (void *)&(rb_int2inum),
    (void *)&(rb_iterate),
    (void *)&(rb_iv_get),
    (void *)&(rb_iv_set),
    (void *)&(rb_ll2inum),
    (void *)&(rb_newobj),
    (void *)&(rb_require),
    (void *)&(rb_rescue),
    (void *)&(rb_rescue2),
    (void *)&(rb_str_to_str),
    (void *)&(rb_string_value),
    (void *)&(rb_uint2inum),
    (void *)&(rb_ull2inum),
    (void *)&(rb_yield),
    (void *)&(rb_yield_splat),
    (void *)&(rb_yield_values),
    (void *)&(rb_str2cstr),
    (void *)&(rb_string_value_cstr),
    (void *)&(rb_string_value_ptr),
    (void *)&(rb_class2name),
    (void *)&(rb_id2name),
    (void *)&(rb_obj_classname),
    (void *)&(rb_num2dbl),
    (void *)&(is_ruby_native_thread),
    (void *)&(rb_block_given_p),
    (void *)&(rb_scan_args),
    (void *)&(rb_special_const_p),
    (void *)&(rb_type),
    (void *)&(ruby_brace_glob),
    (void *)&(ruby_glob),
    (void *)&(ruby_globi),
    (void *)&(rb_fix2int),
    (void *)&(rb_num2int),
    (void *)&(rb_num2long),
    (void *)&(rb_num2ull),
    (void *)&(rb_fix2uint),
    (void *)&(rb_num2uint),
    (void *)&(rb_num2ulong),
    (void *)&(rb_check_safe_obj),
    (void *)&(rb_check_safe_str),
    (void *)&(rb_check_type),
    (void *)&(rb_define_alias),
    (void *)&(rb_define_attr),
    (void *)&(rb_define_const),
    (void *)&(rb_define_global_const),
    (void *)&(rb_define_global_function),
    (void *)&(rb_define_hooked_variable),
    (void *)&(rb_define_method),
    (void *)&(rb_define_module_function),
    (void *)&(rb_define_readonly_variable),
    (void *)&(rb_define_variable),
    (void *)&(rb_define_virtual_variable),
    (void *)&(rb_extend_object),
    (void *)&(rb_gc_register_address),
    (void *)&(rb_gc_unregister_address),
    (void *)&(rb_glob),
    (void *)&(rb_global_variable),
    (void *)&(rb_globi),
    (void *)&(rb_include_module),
    (void *)&(rb_need_block),
    (void *)&(rb_obj_infect),
    (void *)&(rb_p),
    (void *)&(rb_secure),
    (void *)&(rb_secure_update),
    (void *)&(rb_set_safe_level),
    (void *)&(rb_sys_warning),
    (void *)&(rb_undef_method),
    (void *)&(rb_warn),
    (void *)&(rb_warning),
    (void *)&(ruby_init),
    (void *)&(ruby_init_stack),
    (void *)&(ruby_native_thread_kill),
    (void *)&(ruby_options),
    (void *)&(rb_cArray),
    (void *)&(rb_cBignum),
    (void *)&(rb_cBinding),
    (void *)&(rb_cClass),
    (void *)&(rb_cCont),
    (void *)&(rb_cData),
    (void *)&(rb_cDir),
    (void *)&(rb_cEnumerator),
    (void *)&(rb_cFalseClass),
    (void *)&(rb_cFile),
    (void *)&(rb_cFixnum),
    (void *)&(rb_cFloat),
    (void *)&(rb_cHash),
    (void *)&(rb_cIO),
    (void *)&(rb_cInteger),
    (void *)&(rb_cMatch),
    (void *)&(rb_cMethod),
    (void *)&(rb_cModule),
    (void *)&(rb_cNameErrorMesg),
    (void *)&(rb_cNilClass),
    (void *)&(rb_cNumeric),
    (void *)&(rb_cObject),
    (void *)&(rb_cProc),
    (void *)&(rb_cRange),
    (void *)&(rb_cRegexp),
    (void *)&(rb_cStat),
    (void *)&(rb_cString),
    (void *)&(rb_cStruct),
    (void *)&(rb_cSymbol),
    (void *)&(rb_cThread),
    (void *)&(rb_cTime),
    (void *)&(rb_cTrueClass),
    (void *)&(rb_cUnboundMethod),
    (void *)&(rb_eArgError),
    (void *)&(rb_eEOFError),
    (void *)&(rb_eException),
    (void *)&(rb_eFatal),
    (void *)&(rb_eFloatDomainError),
    (void *)&(rb_eIOError),
    (void *)&(rb_eIndexError),
    (void *)&(rb_eInterrupt),
    (void *)&(rb_eLoadError),
    (void *)&(rb_eLocalJumpError),
    (void *)&(rb_eNameError),
    (void *)&(rb_eNoMemError),
    (void *)&(rb_eNoMethodError),
    (void *)&(rb_eNotImpError),
    (void *)&(rb_eRangeError),
    (void *)&(rb_eRegexpError),
    (void *)&(rb_eRuntimeError),
    (void *)&(rb_eScriptError),
    (void *)&(rb_eSecurityError),
    (void *)&(rb_eSignal),
    (void *)&(rb_eStandardError),
    (void *)&(rb_eStopIteration),
    (void *)&(rb_eSyntaxError),
    (void *)&(rb_eSysStackError),
    (void *)&(rb_eSystemCallError),
    (void *)&(rb_eSystemExit),
    (void *)&(rb_eThreadError),
    (void *)&(rb_eTypeError),
    (void *)&(rb_eZeroDivError),
    (void *)&(rb_mComparable),
    (void *)&(rb_mEnumerable),
    (void *)&(rb_mErrno),
    (void *)&(rb_mFileTest),
    (void *)&(rb_mGC),
    (void *)&(rb_mKernel),
    (void *)&(rb_mMath),
    (void *)&(rb_mPrecision),
    (void *)&(rb_mProcess),
    (void *)&(rb_stderr),
    (void *)&(rb_stdin),
    (void *)&(rb_stdout),
    (void *)&(ruby_debug),
    (void *)&(ruby_errinfo),
    (void *)&(ruby_verbose),
    (void *)&(dln_libs_to_be_linked),
    (void *)&(ruby_safe_level),
    (void *)&(rb_cmperr),
    (void *)&(rb_error_frozen),
    (void *)&(rb_exc_fatal),
    (void *)&(rb_exc_raise),
    (void *)&(rb_invalid_str),
    (void *)&(rb_jump_tag),
    (void *)&(rb_load_fail),
    (void *)&(rb_loaderror),
    (void *)&(rb_memerror),
    (void *)&(rb_name_error),
    (void *)&(ruby_stop),
    (void *)&(rb_frame_last_func),
    (void *)&(rb_frame_this_func),
    (void *)&(rb_id_attrset),
    (void *)&(rb_big2ll),
    (void *)&(rb_svar),
    (void *)&(rb_Array),
    (void *)&(rb_Float),
    (void *)&(rb_Integer),
    (void *)&(rb_String),
    (void *)&(rb_any_to_s),
    (void *)&(rb_apply),
    (void *)&(rb_ary_aref),
    (void *)&(rb_ary_assoc),
    (void *)&(rb_ary_clear),
    (void *)&(rb_ary_cmp),
    (void *)&(rb_ary_concat),
    (void *)&(rb_ary_delete),
    (void *)&(rb_ary_delete_at),
    (void *)&(rb_ary_dup),
    (void *)&(rb_ary_each),
    (void *)&(rb_ary_entry),
    (void *)&(rb_ary_freeze),
    (void *)&(rb_ary_includes),
    (void *)&(rb_ary_join),
    (void *)&(rb_ary_new),
    (void *)&(rb_ary_new2),
    (void *)&(rb_ary_new3),
    (void *)&(rb_ary_new4),
    (void *)&(rb_ary_plus),
    (void *)&(rb_ary_pop),
    (void *)&(rb_ary_print_on),
    (void *)&(rb_ary_push),
    (void *)&(rb_ary_rassoc),
    (void *)&(rb_ary_reverse),
    (void *)&(rb_ary_shift),
    (void *)&(rb_ary_sort),
    (void *)&(rb_ary_sort_bang),
    (void *)&(rb_ary_to_ary),
    (void *)&(rb_ary_to_s),
    (void *)&(rb_ary_unshift),
    (void *)&(rb_assoc_new),
    (void *)&(rb_attr_get),
    (void *)&(rb_autoload_load),
    (void *)&(rb_autoload_p),
    (void *)&(rb_backref_get),
    (void *)&(rb_big2str),
    (void *)&(rb_big2str0),
    (void *)&(rb_big_and),
    (void *)&(rb_big_clone),
    (void *)&(rb_big_divmod),
    (void *)&(rb_big_lshift),
    (void *)&(rb_big_minus),
    (void *)&(rb_big_mul),
    (void *)&(rb_big_norm),
    (void *)&(rb_big_or),
    (void *)&(rb_big_plus),
    (void *)&(rb_big_pow),
    (void *)&(rb_big_rand),
    (void *)&(rb_big_rshift),
    (void *)&(rb_big_unpack),
    (void *)&(rb_big_xor),
    (void *)&(rb_block_call),
    (void *)&(rb_block_proc),
    (void *)&(rb_check_array_type),
    (void *)&(rb_check_array_value),
    (void *)&(rb_check_convert_type),
    (void *)&(rb_check_string_type),
    (void *)&(rb_check_to_integer),
    (void *)&(rb_class_boot),
    (void *)&(rb_class_inherited),
    (void *)&(rb_class_inherited_p),
    (void *)&(rb_class_init_copy),
    (void *)&(rb_class_instance_methods),
    (void *)&(rb_class_name),
    (void *)&(rb_class_new),
    (void *)&(rb_class_new_instance),
    (void *)&(rb_class_path),
    (void *)&(rb_class_private_instance_methods),
    (void *)&(rb_class_protected_instance_methods),
    (void *)&(rb_class_public_instance_methods),
    (void *)&(rb_class_real),
    (void *)&(rb_const_get),
    (void *)&(rb_const_get_at),
    (void *)&(rb_const_get_from),
    (void *)&(rb_const_list),
    (void *)&(rb_convert_type),
    (void *)&(rb_cstr2inum),
    (void *)&(rb_cstr_to_inum),
    (void *)&(rb_cv_get),
    (void *)&(rb_cvar_defined),
    (void *)&(rb_cvar_get),
    (void *)&(rb_dbl2big),
    (void *)&(rb_dbl_cmp),
    (void *)&(rb_define_class_id),
    (void *)&(rb_define_module_id),
    (void *)&(rb_detach_process),
    (void *)&(rb_dvar_curr),
    (void *)&(rb_dvar_defined),
    (void *)&(rb_dvar_ref),
    (void *)&(rb_enumeratorize),
    (void *)&(rb_eval_cmd),
    (void *)&(rb_exc_new),
    (void *)&(rb_exc_new2),
    (void *)&(rb_exc_new3),
    (void *)&(rb_exec_recursive),
    (void *)&(rb_f_abort),
    (void *)&(rb_f_exec),
    (void *)&(rb_f_exit),
    (void *)&(rb_f_global_variables),
    (void *)&(rb_f_kill),
    (void *)&(rb_f_lambda),
    (void *)&(rb_f_require),
    (void *)&(rb_f_sprintf),
    (void *)&(rb_f_trace_var),
    (void *)&(rb_f_untrace_var),
    (void *)&(rb_file_directory_p),
    (void *)&(rb_file_expand_path),
    (void *)&(rb_file_open),
    (void *)&(rb_file_s_expand_path),
    (void *)&(rb_find_file),
    (void *)&(rb_fix2str),
    (void *)&(rb_float_new),
    (void *)&(rb_funcall_rescue),
    (void *)&(rb_gc_disable),
    (void *)&(rb_gc_enable),
    (void *)&(rb_gc_start),
    (void *)&(rb_gets),
    (void *)&(rb_hash),
    (void *)&(rb_hash_aref),
    (void *)&(rb_hash_aset),
    (void *)&(rb_hash_delete),
    (void *)&(rb_hash_delete_if),
    (void *)&(rb_hash_freeze),
    (void *)&(rb_hash_lookup),
    (void *)&(rb_hash_new),
    (void *)&(rb_inspect),
    (void *)&(rb_inspecting_p),
    (void *)&(rb_int2big),
    (void *)&(rb_io_addstr),
    (void *)&(rb_io_binmode),
    (void *)&(rb_io_close),
    (void *)&(rb_io_eof),
    (void *)&(rb_io_getc),
    (void *)&(rb_io_gets),
    (void *)&(rb_io_print),
    (void *)&(rb_io_printf),
    (void *)&(rb_io_puts),
    (void *)&(rb_io_ungetc),
    (void *)&(rb_io_write),
    (void *)&(rb_ivar_defined),
    (void *)&(rb_ivar_get),
    (void *)&(rb_ivar_set),
    (void *)&(rb_lastline_get),
    (void *)&(rb_length_by_each),
    (void *)&(rb_make_metaclass),
    (void *)&(rb_marshal_dump),
    (void *)&(rb_marshal_load),
    (void *)&(rb_mod_ancestors),
    (void *)&(rb_mod_class_variables),
    (void *)&(rb_mod_const_missing),
    (void *)&(rb_mod_constants),
    (void *)&(rb_mod_include_p),
    (void *)&(rb_mod_included_modules),
    (void *)&(rb_mod_init_copy),
    (void *)&(rb_mod_module_eval),
    (void *)&(rb_mod_name),
    (void *)&(rb_mod_remove_const),
    (void *)&(rb_mod_remove_cvar),
    (void *)&(rb_module_new),
    (void *)&(rb_num2fix),
    (void *)&(rb_num_coerce_bin),
    (void *)&(rb_num_coerce_cmp),
    (void *)&(rb_num_coerce_relop),
    (void *)&(rb_obj_alloc),
    (void *)&(rb_obj_as_string),
    (void *)&(rb_obj_class),
    (void *)&(rb_obj_clone),
    (void *)&(rb_obj_dup),
    (void *)&(rb_obj_freeze),
    (void *)&(rb_obj_id),
    (void *)&(rb_obj_init_copy),
    (void *)&(rb_obj_instance_eval),
    (void *)&(rb_obj_instance_variables),
    (void *)&(rb_obj_is_instance_of),
    (void *)&(rb_obj_is_kind_of),
    (void *)&(rb_obj_method),
    (void *)&(rb_obj_remove_instance_variable),
    (void *)&(rb_obj_singleton_methods),
    (void *)&(rb_obj_taint),
    (void *)&(rb_obj_tainted),
    (void *)&(rb_obj_untaint),
    (void *)&(rb_path2class),
    (void *)&(rb_proc_call),
    (void *)&(rb_proc_times),
    (void *)&(rb_protect),
    (void *)&(rb_protect_inspect),
    (void *)&(rb_quad_unpack),
    (void *)&(rb_range_beg_len),
    (void *)&(rb_range_new),
    (void *)&(rb_reg_last_match),
    (void *)&(rb_reg_match),
    (void *)&(rb_reg_match2),
    (void *)&(rb_reg_match_last),
    (void *)&(rb_reg_match_post),
    (void *)&(rb_reg_match_pre),
    (void *)&(rb_reg_new),
    (void *)&(rb_reg_nth_defined),
    (void *)&(rb_reg_nth_match),
    (void *)&(rb_require_safe),
    (void *)&(rb_singleton_class),
    (void *)&(rb_singleton_class_clone),
    (void *)&(rb_str2inum),
    (void *)&(rb_str_append),
    (void *)&(rb_str_associated),
    (void *)&(rb_str_buf_append),
    (void *)&(rb_str_buf_cat),
    (void *)&(rb_str_buf_cat2),
    (void *)&(rb_str_buf_new),
    (void *)&(rb_str_buf_new2),
    (void *)&(rb_str_cat),
    (void *)&(rb_str_cat2),
    (void *)&(rb_str_concat),
    (void *)&(rb_str_dump),
    (void *)&(rb_str_dup),
    (void *)&(rb_str_dup_frozen),
    (void *)&(rb_str_format),
    (void *)&(rb_str_freeze),
    (void *)&(rb_str_inspect),
    (void *)&(rb_str_intern),
    (void *)&(rb_str_locktmp),
    (void *)&(rb_str_new),
    (void *)&(rb_str_new2),
    (void *)&(rb_str_new3),
    (void *)&(rb_str_new4),
    (void *)&(rb_str_new5),
    (void *)&(rb_str_plus),
    (void *)&(rb_str_resize),
    (void *)&(rb_str_split),
    (void *)&(rb_str_substr),
    (void *)&(rb_str_times),
    (void *)&(rb_str_tmp_new),
    (void *)&(rb_str_to_inum),
    (void *)&(rb_str_unlocktmp),
    (void *)&(rb_str_upto),
    (void *)&(rb_struct_alloc),
    (void *)&(rb_struct_aref),
    (void *)&(rb_struct_aset),
    (void *)&(rb_struct_define),
    (void *)&(rb_struct_getmember),
    (void *)&(rb_struct_iv_get),
    (void *)&(rb_struct_members),
    (void *)&(rb_struct_new),
    (void *)&(rb_struct_s_members),
    (void *)&(rb_sym_all_symbols),
    (void *)&(rb_tainted_str_new),
    (void *)&(rb_tainted_str_new2),
    (void *)&(rb_thread_alive_p),
    (void *)&(rb_thread_create),
    (void *)&(rb_thread_current),
    (void *)&(rb_thread_kill),
    (void *)&(rb_thread_local_aref),
    (void *)&(rb_thread_local_aset),
    (void *)&(rb_thread_main),
    (void *)&(rb_thread_run),
    (void *)&(rb_thread_stop),
    (void *)&(rb_thread_wakeup),
    (void *)&(rb_thread_wakeup_alive),
    (void *)&(rb_time_new),
    (void *)&(rb_to_int),
    (void *)&(rb_uint2big),
    (void *)&(rb_path_end),
    (void *)&(rb_path_last_separator),
    (void *)&(rb_path_next),
    (void *)&(rb_path_skip_prefix),
    (void *)&(rb_source_filename),
    (void *)&(rb_get_kcode),
    (void *)&(ruby_signal_name),
    (void *)&(rb_big2dbl),
    (void *)&(rb_cstr_to_dbl),
    (void *)&(rb_genrand_real),
    (void *)&(rb_str_to_dbl),
    (void *)&(rb_cmpint),
    (void *)&(rb_const_defined),
    (void *)&(rb_const_defined_at),
    (void *)&(rb_const_defined_from),
    (void *)&(rb_during_gc),
    (void *)&(rb_env_path_tainted),
    (void *)&(rb_eql),
    (void *)&(rb_find_file_ext),
    (void *)&(rb_is_class_id),
    (void *)&(rb_is_const_id),
    (void *)&(rb_is_instance_id),
    (void *)&(rb_is_junk_id),
    (void *)&(rb_is_local_id),
    (void *)&(rb_memcicmp),
    (void *)&(rb_memcmp),
    (void *)&(rb_method_boundp),
    (void *)&(rb_obj_respond_to),
    (void *)&(rb_path_check),
    (void *)&(rb_proc_exec),
    (void *)&(rb_provided),
    (void *)&(rb_reg_options),
    (void *)&(rb_respond_to),
    (void *)&(rb_str_cmp),
    (void *)&(rb_str_hash),
    (void *)&(rb_sym_interned_p),
    (void *)&(rb_symname_p),
    (void *)&(rb_thread_alone),
    (void *)&(rb_thread_fd_writable),
    (void *)&(rb_thread_select),
    (void *)&(rb_waitpid),
    (void *)&(ruby_cleanup),
    (void *)&(ruby_exec),
    (void *)&(ruby_parser_stack_on_heap),
    (void *)&(ruby_stack_check),
    (void *)&(ruby_yyparse),
    (void *)&(rb_big2long),
    (void *)&(rb_memsearch),
    (void *)&(ruby_stack_length),
    (void *)&(rb_big2ull),
    (void *)&(rb_big2ulong),
    (void *)&(rb_genrand_int32),
    (void *)&(rb_mod_const_at),
    (void *)&(rb_mod_const_of),
    (void *)&(posix_signal),
    (void *)&(rb_alias),
    (void *)&(rb_alias_variable),
    (void *)&(rb_ary_store),
    (void *)&(rb_attr),
    (void *)&(rb_autoload),
    (void *)&(rb_backref_set),
    (void *)&(rb_backtrace),
    (void *)&(rb_big_2comp),
    (void *)&(rb_big_pack),
    (void *)&(rb_check_frozen),
    (void *)&(rb_check_inheritable),
    (void *)&(rb_clear_cache),
    (void *)&(rb_clear_cache_by_class),
    (void *)&(rb_compile_error),
    (void *)&(rb_compile_error_append),
    (void *)&(rb_const_set),
    (void *)&(rb_copy_generic_ivar),
    (void *)&(rb_cv_set),
    (void *)&(rb_cvar_set),
    (void *)&(rb_define_alloc_func),
    (void *)&(rb_define_class_variable),
    (void *)&(rb_define_method_id),
    (void *)&(rb_define_private_method),
    (void *)&(rb_define_protected_method),
    (void *)&(rb_define_singleton_method),
    (void *)&(rb_dvar_asgn),
    (void *)&(rb_dvar_push),
    (void *)&(rb_exec_end_proc),
    (void *)&(rb_file_const),
    (void *)&(rb_free_generic_ivar),
    (void *)&(rb_frozen_class_p),
    (void *)&(rb_gc),
    (void *)&(rb_gc_call_finalizer_at_exit),
    (void *)&(rb_gc_copy_finalizer),
    (void *)&(rb_gc_finalize_deferred),
    (void *)&(rb_gc_force_recycle),
    (void *)&(rb_gc_mark),
    (void *)&(rb_gc_mark_global_tbl),
    (void *)&(rb_gc_mark_locations),
    (void *)&(rb_gc_mark_maybe),
    (void *)&(rb_gc_mark_parser),
    (void *)&(rb_gc_mark_threads),
    (void *)&(rb_gc_mark_trap_list),
    (void *)&(rb_hash_foreach),
    (void *)&(rb_interrupt),
    (void *)&(rb_lastline_set),
    (void *)&(rb_load),
    (void *)&(rb_load_file),
    (void *)&(rb_load_protect),
    (void *)&(rb_mark_end_proc),
    (void *)&(rb_mark_generic_ivar),
    (void *)&(rb_mark_generic_ivar_tbl),
    (void *)&(rb_mark_hash),
    (void *)&(rb_mark_set),
    (void *)&(rb_mark_tbl),
    (void *)&(rb_mem_clear),
    (void *)&(rb_name_class),
    (void *)&(rb_num_zerodiv),
    (void *)&(rb_obj_call_init),
    (void *)&(rb_parser_append_print),
    (void *)&(rb_parser_while_loop),
    (void *)&(rb_provide),
    (void *)&(rb_quad_pack),
    (void *)&(rb_remove_method),
    (void *)&(rb_reset_random_seed),
    (void *)&(rb_set_class_path),
    (void *)&(rb_set_end_proc),
    (void *)&(rb_set_kcode),
    (void *)&(rb_singleton_class_attached),
    (void *)&(rb_str_associate),
    (void *)&(rb_str_modify),
    (void *)&(rb_str_set_len),
    (void *)&(rb_str_setter),
    (void *)&(rb_str_update),
    (void *)&(rb_syswait),
    (void *)&(rb_thread_atfork),
    (void *)&(rb_thread_fd_close),
    (void *)&(rb_thread_interrupt),
    (void *)&(rb_thread_polling),
    (void *)&(rb_thread_schedule),
    (void *)&(rb_thread_signal_exit),
    (void *)&(rb_thread_signal_raise),
    (void *)&(rb_thread_sleep),
    (void *)&(rb_thread_sleep_forever),
    (void *)&(rb_thread_start_timer),
    (void *)&(rb_thread_stop_timer),
    (void *)&(rb_thread_wait_fd),
    (void *)&(rb_thread_wait_for),
    (void *)&(rb_trap_exec),
    (void *)&(rb_trap_exit),
    (void *)&(rb_undef),
    (void *)&(rb_undef_alloc_func),
    (void *)&(rb_write_error),
    (void *)&(rb_write_error2),
    (void *)&(ruby_default_signal),
    (void *)&(ruby_finalize),
    (void *)&(ruby_incpush),
    (void *)&(ruby_init_loadpath),
    (void *)&(ruby_load_script),
    (void *)&(ruby_process_options),
    (void *)&(ruby_prog_init),
    (void *)&(ruby_script),
    (void *)&(ruby_set_argv),
    (void *)&(ruby_show_copyright),
    (void *)&(ruby_show_version),
    (void *)&(st_foreach_safe),
    (void *)&(rb_argv),
    (void *)&(rb_argv0),
    (void *)&(rb_default_rs),
    (void *)&(rb_fs),
    (void *)&(rb_output_fs),
    (void *)&(rb_output_rs),
    (void *)&(rb_rs),
    (void *)&(ruby_sourcefile),
    (void *)&(ruby_nerrs),
    (void *)&(ruby_sourceline),
    (void *)&(ruby_current_node),
    (void *)&(xcalloc),
    (void *)&(xmalloc),
    (void *)&(xrealloc),
    (void *)&(xfree),
    (void *)&(strchr),
    (void *)&(strerror),
    (void *)&(strrchr),
    (void *)&(strstr),
    (void *)&(acosh),
    (void *)&(asinh),
    (void *)&(atanh),
    (void *)&(erf),
    (void *)&(erfc),
    (void *)&(hypot),
    (void *)&(dup2),
    (void *)&(eaccess),
    (void *)&(finite),
    (void *)&(flock),
    (void *)&(isinf),
    (void *)&(isnan),
    (void *)&(snprintf),
    (void *)&(strcasecmp),
    (void *)&(strncasecmp),
    (void *)&(vsnprintf),
    (void *)&(strftime),
    (void *)&(strtoul),
    (void *)&(memmove),
    (void *)&(rb_eof_error),
    (void *)&(rb_fdopen),
    (void *)&(rb_fopen),
    (void *)&(rb_io_taint_check),
    (void *)&(rb_getc),
    (void *)&(rb_io_mode_flags),
    (void *)&(rb_io_modenum_flags),
    (void *)&(rb_io_wait_readable),
    (void *)&(rb_io_wait_writable),
    (void *)&(rb_read_pending),
    (void *)&(rb_io_fread),
    (void *)&(rb_io_fwrite),
    (void *)&(rb_io_check_closed),
    (void *)&(rb_io_check_initialized),
    (void *)&(rb_io_check_readable),
    (void *)&(rb_io_check_writable),
    (void *)&(rb_io_fptr_finalize),
    (void *)&(rb_io_set_nonblock),
    (void *)&(rb_io_synchronized),
    (void *)&(rb_read_check),
    (void *)&(rb_with_disable_interrupt),
    (void *)&(rb_trap_restore_mask),
    (void *)&(rb_prohibit_interrupt),
    (void *)&(rb_thread_critical),
    (void *)&(rb_thread_pending),
    (void *)&(rb_thread_tick),
    (void *)&(rb_trap_immediate),
    (void *)&(rb_trap_pending),
    (void *)&(st_delete),
    (void *)&(st_delete_safe),
    (void *)&(st_foreach),
    (void *)&(st_insert),
    (void *)&(st_lookup),
    (void *)&(st_strhash),
    (void *)&(st_copy),
    (void *)&(st_init_numtable),
    (void *)&(st_init_numtable_with_size),
    (void *)&(st_init_strtable),
    (void *)&(st_init_strtable_with_size),
    (void *)&(st_init_table),
    (void *)&(st_init_table_with_size),
    (void *)&(st_add_direct),
    (void *)&(st_cleanup_safe),
    (void *)&(st_free_table),
    (void *)&(ruby_getcwd),
    (void *)&(ruby_strdup),
    (void *)&(ruby_strtod),
    (void *)&(scan_hex),
    (void *)&(scan_oct),
    (void *)&(ruby_add_suffix),
    (void *)&(ruby_qsort),
    (void *)&(ruby_setenv),
    (void *)&(ruby_unsetenv),
    (void *)&(rb_reg_quote),
    (void *)&(rb_reg_regcomp),
    (void *)&(rb_reg_regsub),
    (void *)&(rb_reg_mbclen2),
    (void *)&(rb_reg_adjust_startpos),
    (void *)&(rb_reg_search),
    (void *)&(rb_match_busy),
    (void *)&(ruby_ignorecase),
    (void *)&(re_mbcinit),
    (void *)&(ruby_frame),
    (void *)&(ruby_scope),
    (void *)&(rb_remove_event_hook),
    (void *)&(rb_add_event_hook),
    (void *)&(ruby_copyright),
    (void *)&(ruby_description),
    (void *)&(ruby_platform),
    (void *)&(ruby_release_date),
    (void *)&(ruby_version),
    (void *)&(ruby_patchlevel),
    (void *)&(dln_find_exe),
    (void *)&(dln_find_file),
    (void *)&(dln_load),
    (void *)&(dln_argv0),
    0
};

rb_nativethread_t *capi_names_type0;
ruby_glob_func *capi_names_type1;
struct RArray *capi_names_type2;
struct RBasic *capi_names_type3;
struct RBignum *capi_names_type4;
struct RClass *capi_names_type5;
struct RData *capi_names_type6;
struct RFile *capi_names_type7;
struct RFloat *capi_names_type8;
struct RHash *capi_names_type9;
struct RObject *capi_names_type10;
struct RRegexp *capi_names_type11;
struct RString *capi_names_type12;
struct RStruct *capi_names_type13;
struct timeval *capi_names_type14;
struct timezone *capi_names_type15;
rb_io_t *capi_names_type16;
struct rb_io_t *capi_names_type17;
rb_atomic_t *capi_names_type18;
enum st_retval *capi_names_type19;
st_data_t *capi_names_type20;
st_table *capi_names_type21;
struct st_hash_type *capi_names_type22;
struct st_table *capi_names_type23;
Regexp *capi_names_type24;
struct RMatch *capi_names_type25;
struct FRAME *capi_names_type26;
struct SCOPE *capi_names_type27;
NODE *capi_names_type28;
rb_event_t *capi_names_type29;
struct RNode *capi_names_type30;

int capi_names_consts[] = {
    ST_CHECK,
    ST_CONTINUE,
    ST_DELETE,
    ST_STOP,
    0
};

void
Init_capi_names(void)
{
    rb_define_global_const("CAPI_NAMES", INT2FIX(sizeof(capi_names_addrs) / sizeof(void *) - 1));
}
