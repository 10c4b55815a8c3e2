/* ruby.h - the public C API and value layout of the interpreter (Ruby 1.8 compatible). */
#ifndef RUBY_H
#define RUBY_H 1

#if defined(__cplusplus)
extern "C" {
#endif

#include "config.h"
#ifdef RUBY_EXTCONF_H   /* mkmf passes the create_header file: its HAVE_ macros */
#include RUBY_EXTCONF_H
#endif
#include "defines.h"

#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>
#include <stdarg.h>
#include <limits.h>
#include <stdint.h>
#include <alloca.h>

#ifndef _
# define _(args) args
#endif
#ifndef __
# define __(args) args
#endif
/* an unprototyped parameter list: C accepts any arguments through it */
#ifndef ANYARGS
# ifdef __cplusplus
#  define ANYARGS ...
# else
#  define ANYARGS
# endif
#endif

#define NORETURN_STYLE_NEW 1
#define NORETURN(x) x __attribute__((noreturn))
#define NOINLINE(x) x __attribute__((noinline))
#define RUBY_EXTERN extern
#define EXTERN RUBY_EXTERN
#define PRINTF_ARGS(decl, fmt, va) decl __attribute__((format(printf, fmt, va)))

/* ---------------------------------------------------------------- VALUE */
typedef uintptr_t VALUE;
typedef uintptr_t ID;
#define SIZEOF_VALUE SIZEOF_LONG
#define SIGNED_VALUE long

#define FIXNUM_MAX (LONG_MAX >> 1)
#define FIXNUM_MIN RSHIFT((long)LONG_MIN, 1)
#define RSHIFT(x, y) ((x) >> (int)(y))

#define FIXNUM_FLAG 0x01
#define INT2FIX(i) ((VALUE)(((VALUE)(long)(i)) << 1 | FIXNUM_FLAG))
#define LONG2FIX(i) INT2FIX(i)
#define rb_fix_new(v) INT2FIX(v)
VALUE rb_int2inum _((long));
#define INT2NUM(v) rb_int2inum(v)
#define LONG2NUM(v) INT2NUM(v)
#define rb_int_new(v) rb_int2inum(v)
VALUE rb_uint2inum _((unsigned long));
#define UINT2NUM(v) rb_uint2inum(v)
#define ULONG2NUM(v) UINT2NUM(v)
#define rb_uint_new(v) rb_uint2inum(v)
VALUE rb_ll2inum _((long long));
VALUE rb_ull2inum _((unsigned long long));
#define LL2NUM(v) rb_ll2inum(v)
#define ULL2NUM(v) rb_ull2inum(v)
#define OFFT2NUM(v) LL2NUM(v)

#define FIX2LONG(x) RSHIFT((long)(x), 1)
#define FIX2ULONG(x) ((unsigned long)FIX2LONG(x))
#define FIXNUM_P(f) (((long)(f)) & FIXNUM_FLAG)
#define POSFIXABLE(f) ((f) < FIXNUM_MAX + 1)
#define NEGFIXABLE(f) ((f) >= FIXNUM_MIN)
#define FIXABLE(f) (POSFIXABLE(f) && NEGFIXABLE(f))

#define IMMEDIATE_MASK 0x03
#define IMMEDIATE_P(x) ((VALUE)(x) & IMMEDIATE_MASK)

/* Symbol: (ID << 8) | 0x0e */
#define SYMBOL_FLAG 0x0e
#define SYMBOL_P(x) (((VALUE)(x) & 0xff) == SYMBOL_FLAG)
#define ID2SYM(x) ((VALUE)(((VALUE)(x)) << 8 | SYMBOL_FLAG))
#define SYM2ID(x) RSHIFT((unsigned long)(x), 8)

/* special constants */
#define Qfalse ((VALUE)0)
#define Qtrue ((VALUE)2)
#define Qnil ((VALUE)4)
#define Qundef ((VALUE)6) /* undefined value for placeholder */

#define RTEST(v) (((VALUE)(v) & ~Qnil) != 0)
#define NIL_P(v) ((VALUE)(v) == Qnil)
#define SPECIAL_CONST_P(x) (IMMEDIATE_P(x) || !RTEST(x))

#define CLASS_OF(v) rb_class_of((VALUE)(v))

/* ---------------------------------------------------------------- types */
#define T_NONE 0x00
#define T_NIL 0x01
#define T_OBJECT 0x02
#define T_CLASS 0x03
#define T_ICLASS 0x04
#define T_MODULE 0x05
#define T_FLOAT 0x06
#define T_STRING 0x07
#define T_REGEXP 0x08
#define T_ARRAY 0x09
#define T_FIXNUM 0x0a
#define T_HASH 0x0b
#define T_STRUCT 0x0c
#define T_BIGNUM 0x0d
#define T_FILE 0x0e

#define T_TRUE 0x20
#define T_FALSE 0x21
#define T_DATA 0x22
#define T_MATCH 0x23
#define T_SYMBOL 0x24

#define T_BLKTAG 0x3b
#define T_UNDEF 0x3c
#define T_VARMAP 0x3d
#define T_SCOPE 0x3e
#define T_NODE 0x3f

#define T_MASK 0x3f

#define BUILTIN_TYPE(x) (((struct RBasic *)(x))->flags & T_MASK)
#define TYPE(x) rb_type((VALUE)(x))

void rb_check_type _((VALUE, int));
#define Check_Type(v, t) rb_check_type((VALUE)(v), t)

VALUE rb_str_to_str _((VALUE));
VALUE rb_string_value _((volatile VALUE *));
char *rb_string_value_ptr _((volatile VALUE *));
char *rb_string_value_cstr _((volatile VALUE *));
#define StringValue(v) rb_string_value(&(v))
#define StringValuePtr(v) rb_string_value_ptr(&(v))
#define StringValueCStr(v) rb_string_value_cstr(&(v))
void rb_check_safe_obj _((VALUE));
void rb_check_safe_str _((VALUE));
#define SafeStringValue(v) do { StringValue(v); rb_check_safe_obj(v); } while (0)
#define Check_SafeStr(v) rb_check_safe_str((VALUE)(v))
void rb_secure _((int));
RUBY_EXTERN int ruby_safe_level;
#define rb_safe_level() (ruby_safe_level)
void rb_set_safe_level _((int));
void rb_secure_update _((VALUE));

long rb_num2long _((VALUE));
unsigned long rb_num2ulong _((VALUE));
#define NUM2LONG(x) (FIXNUM_P(x) ? FIX2LONG(x) : rb_num2long((VALUE)(x)))
#define NUM2ULONG(x) rb_num2ulong((VALUE)(x))
long rb_num2int _((VALUE));
long rb_fix2int _((VALUE));
#define FIX2INT(x) ((int)rb_fix2int((VALUE)(x)))
#define NUM2INT(x) ((int)(FIXNUM_P(x) ? FIX2INT(x) : rb_num2int((VALUE)(x))))
unsigned long rb_num2uint _((VALUE));
#define NUM2UINT(x) ((unsigned int)rb_num2uint(x))
unsigned long rb_fix2uint _((VALUE));
#define FIX2UINT(x) ((unsigned int)rb_fix2uint(x))
long long rb_num2ll _((VALUE));
unsigned long long rb_num2ull _((VALUE));
#define NUM2LL(x) (FIXNUM_P(x) ? (long long)FIX2LONG(x) : rb_num2ll((VALUE)(x)))
#define NUM2ULL(x) rb_num2ull((VALUE)(x))
#define NUM2OFFT(x) ((off_t)NUM2LL(x))
double rb_num2dbl _((VALUE));
#define NUM2DBL(x) rb_num2dbl((VALUE)(x))
char *rb_str2cstr _((VALUE, long *));
#define STR2CSTR(x) rb_str2cstr((VALUE)(x), 0)
#define NUM2CHR(x) (((TYPE(x) == T_STRING) && (RSTRING(x)->len >= 1)) ? \
                    RSTRING(x)->ptr[0] : (char)(NUM2INT(x) & 0xff))
#define CHR2FIX(x) INT2FIX((long)((x) & 0xff))

/* ---------------------------------------------------------------- allocation */
VALUE rb_newobj _((void));
#define NEWOBJ(obj, type) type *obj = (type *)rb_newobj()
#define OBJSETUP(obj, c, t) do { \
    RBASIC(obj)->flags = (t); \
    RBASIC(obj)->klass = (c); \
    if (rb_safe_level() >= 3) FL_SET(obj, FL_TAINT); \
} while (0)
#define CLONESETUP(clone, obj) do { \
    OBJSETUP(clone, rb_singleton_class_clone((VALUE)obj), RBASIC(obj)->flags); \
    rb_singleton_class_attached(RBASIC(clone)->klass, (VALUE)clone); \
    if (FL_TEST(obj, FL_EXIVAR)) rb_copy_generic_ivar((VALUE)clone, (VALUE)obj); \
} while (0)
#define DUPSETUP(dup, obj) do { \
    OBJSETUP(dup, rb_obj_class(obj), (RBASIC(obj)->flags) & (T_MASK | FL_EXIVAR | FL_TAINT)); \
    if (FL_TEST(obj, FL_EXIVAR)) rb_copy_generic_ivar((VALUE)dup, (VALUE)obj); \
} while (0)

/* ---------------------------------------------------------------- object structs */
struct RBasic {
    unsigned long flags;
    VALUE klass;
};

struct st_table;

/* an object's instance variables: (ID, value) pairs in the order they were
   first set (variable.c keeps it; rb_ivar_foreach walks it in 1.8.7's order) */
struct RIvarEntry {
    ID id;
    VALUE val;
};

struct RObject {
    struct RBasic basic;
    struct st_table *iv_tbl;        /* an object with many ivars keeps them here
                                       (1.8.7 kept all there), else 0 */
    struct RIvarEntry *iv_ptr;      /* else (ID, value) pairs in setting order */
    unsigned int iv_len, iv_capa;
};

struct RClass {
    struct RBasic basic;
    struct st_table *iv_tbl;
    struct st_table *m_tbl;
    VALUE super;
};

struct RFloat {
    struct RBasic basic;
    double value;
};

#define ELTS_SHARED FL_USER2

struct RString {
    struct RBasic basic;
    long len;
    char *ptr;
    union {
        long capa;
        VALUE shared;
    } aux;
};
#define RSTRING_PTR(s) (RSTRING(s)->ptr)
#define RSTRING_LEN(s) (RSTRING(s)->len)
#define RSTRING_END(s) (RSTRING(s)->ptr + RSTRING(s)->len)

struct RArray {
    struct RBasic basic;
    long len;
    union {
        long capa;
        VALUE shared;
    } aux;
    VALUE *ptr;
};
/* the elements; a buffer still in the transient heap is moved out first,
   so the pointer stays valid as long as the Array is not resized */
VALUE *rb_ary_ptr(VALUE ary);
#define RARRAY_PTR(a) (rb_ary_ptr((VALUE)(a)))
#define RARRAY_LEN(a) (RARRAY(a)->len)

/* Regexp: ptr is the Oniguruma regex_t; str/len the source text. */
struct RRegexp {
    struct RBasic basic;
    void *ptr;
    long len;
    char *str;
};
#define RREGEXP_SRC_PTR(r) (RREGEXP(r)->str)
#define RREGEXP_SRC_LEN(r) (RREGEXP(r)->len)

struct RHash {
    struct RBasic basic;
    struct st_table *tbl;
    int iter_lev;
    VALUE ifnone;
};
#define RHASH_TBL(h) (RHASH(h)->tbl)
#define RHASH_ITER_LEV(h) (RHASH(h)->iter_lev)
#define RHASH_IFNONE(h) (RHASH(h)->ifnone)
#define RHASH_SIZE(h) (RHASH(h)->tbl->num_entries)
#define RHASH_EMPTY_P(h) (RHASH_SIZE(h) == 0)

/* the IO struct (rubyio.h); OpenFile is its pre-1.8.7 name */
struct rb_io_t;
#define OpenFile rb_io_t

struct RFile {
    struct RBasic basic;
    struct OpenFile *fptr;
};

typedef void (*RUBY_DATA_FUNC) _((void *));

struct RData {
    struct RBasic basic;
    void (*dmark) _((void *));
    void (*dfree) _((void *));
    void *data;
};

#define DATA_PTR(dta) (RDATA(dta)->data)

VALUE rb_data_object_alloc _((VALUE, void *, RUBY_DATA_FUNC, RUBY_DATA_FUNC));
#define Data_Wrap_Struct(klass, mark, free, sval) \
    rb_data_object_alloc(klass, sval, (RUBY_DATA_FUNC)(mark), (RUBY_DATA_FUNC)(free))
#define Data_Make_Struct(klass, type, mark, free, sval) ( \
    sval = ALLOC(type), \
    memset(sval, 0, sizeof(type)), \
    Data_Wrap_Struct(klass, mark, free, sval) \
)
#define Data_Get_Struct(obj, type, sval) do { \
    Check_Type(obj, T_DATA); \
    sval = (type *)DATA_PTR(obj); \
} while (0)

struct RStruct {
    struct RBasic basic;
    long len;
    VALUE *ptr;
};
#define RSTRUCT_LEN(st) (RSTRUCT(st)->len)
#define RSTRUCT_PTR(st) (RSTRUCT(st)->ptr)

/* Bignum: the magnitude and sign are a GMP mpz_t stored in place
   (layout-compatible with __mpz_struct); bignum.c casts &RBIGNUM(x)->mp. */
struct RBignum {
    struct RBasic basic;
    struct {
        int alloc;
        int size;
        void *limbs;
    } mp;
};
#define RBIGNUM_SIGN(b) (RBIGNUM(b)->mp.size >= 0)
#define RBIGNUM_SET_SIGN(b, s) (RBIGNUM(b)->mp.size = \
    ((s) ? 1 : -1) * (RBIGNUM(b)->mp.size < 0 ? -RBIGNUM(b)->mp.size : RBIGNUM(b)->mp.size))
/* the magnitude as BDIGITs, least significant first (a view of the GMP
   limbs: right on little-endian machines, which are all this builds for) */
#define RBIGNUM_DIGITS(b) ((BDIGIT *)RBIGNUM(b)->mp.limbs)
#define RBIGNUM_LEN(b) ((long)(RBIGNUM(b)->mp.size < 0 ? -RBIGNUM(b)->mp.size : \
    RBIGNUM(b)->mp.size) * (long)(sizeof(long) / SIZEOF_BDIGITS))
#define RBIGNUM_POSITIVE_P(b) RBIGNUM_SIGN(b)
#define RBIGNUM_NEGATIVE_P(b) (!RBIGNUM_SIGN(b))

#define R_CAST(st) (struct st *)
#define RBASIC(obj) (R_CAST(RBasic)(obj))
#define ROBJECT(obj) (R_CAST(RObject)(obj))
#define RCLASS(obj) (R_CAST(RClass)(obj))
#define RMODULE(obj) RCLASS(obj)
#define RCLASS_IV_TBL(c) (RCLASS(c)->iv_tbl)
#define RCLASS_M_TBL(c) (RCLASS(c)->m_tbl)
#define RCLASS_SUPER(c) (RCLASS(c)->super)
#define RMODULE_IV_TBL(m) RCLASS_IV_TBL(m)
#define RMODULE_M_TBL(m) RCLASS_M_TBL(m)
#define RMODULE_SUPER(m) RCLASS_SUPER(m)
#define RFLOAT(obj) (R_CAST(RFloat)(obj))
#define RFLOAT_VALUE(v) (RFLOAT(v)->value)
#define RSTRING(obj) (R_CAST(RString)(obj))
#define RREGEXP(obj) (R_CAST(RRegexp)(obj))
#define RARRAY(obj) (R_CAST(RArray)(obj))
#define RHASH(obj) (R_CAST(RHash)(obj))
#define RDATA(obj) (R_CAST(RData)(obj))
#define RSTRUCT(obj) (R_CAST(RStruct)(obj))
#define RBIGNUM(obj) (R_CAST(RBignum)(obj))
#define RFILE(obj) (R_CAST(RFile)(obj))

/* ---------------------------------------------------------------- flags */
/* Mark bits live in per-page bitmaps (gc.c), never in the header; FL_MARK is
   kept only so old extensions that name it still compile. */
#define FL_MARK (1 << 6)
#define FL_FINALIZE (1 << 7)
#define FL_TAINT (1 << 8)
#define FL_EXIVAR (1 << 9)
#define FL_FREEZE (1 << 10)

#define FL_USHIFT 11

#define FL_USER0 (1 << (FL_USHIFT + 0))
#define FL_USER1 (1 << (FL_USHIFT + 1))
#define FL_USER2 (1 << (FL_USHIFT + 2))
#define FL_USER3 (1 << (FL_USHIFT + 3))
#define FL_USER4 (1 << (FL_USHIFT + 4))
#define FL_USER5 (1 << (FL_USHIFT + 5))
#define FL_USER6 (1 << (FL_USHIFT + 6))
#define FL_USER7 (1 << (FL_USHIFT + 7))

#define FL_UMASK (0xff << FL_USHIFT)

#define FL_SINGLETON FL_USER0

#define FL_ABLE(x) (!SPECIAL_CONST_P(x))
#define FL_TEST(x, f) (FL_ABLE(x) ? (RBASIC(x)->flags & (f)) : 0)
#define FL_SET(x, f) do { if (FL_ABLE(x)) RBASIC(x)->flags |= (f); } while (0)
#define FL_UNSET(x, f) do { if (FL_ABLE(x)) RBASIC(x)->flags &= ~(f); } while (0)
#define FL_REVERSE(x, f) do { if (FL_ABLE(x)) RBASIC(x)->flags ^= (f); } while (0)

#define OBJ_TAINTED(x) FL_TEST((x), FL_TAINT)
#define OBJ_TAINT(x) FL_SET((x), FL_TAINT)
#define OBJ_INFECT(x, s) do { if (FL_ABLE(x) && FL_ABLE(s)) RBASIC(x)->flags |= RBASIC(s)->flags & FL_TAINT; } while (0)

void rb_obj_infect _((VALUE, VALUE));

#define OBJ_FROZEN(x) FL_TEST((x), FL_FREEZE)
#define OBJ_FREEZE(x) FL_SET((x), FL_FREEZE)

/* ---------------------------------------------------------------- memory */
void *ruby_xmalloc _((size_t));
void *ruby_xcalloc _((size_t, size_t));
void *ruby_xrealloc _((void *, size_t));
void ruby_xfree _((void *));
#define xmalloc ruby_xmalloc
#define xcalloc ruby_xcalloc
#define xrealloc ruby_xrealloc
#define xfree ruby_xfree

#define ALLOC_N(type, n) (type *)xmalloc(sizeof(type) * (n))
#define ALLOC(type) (type *)xmalloc(sizeof(type))
#define REALLOC_N(var, type, n) (var) = (type *)xrealloc((char *)(var), sizeof(type) * (n))

#define ALLOCA_N(type, n) (type *)alloca(sizeof(type) * (n))

#define MEMZERO(p, type, n) memset((p), 0, sizeof(type) * (n))
#define MEMCPY(p1, p2, type, n) memcpy((p1), (p2), sizeof(type) * (n))
#define MEMMOVE(p1, p2, type, n) memmove((p1), (p2), sizeof(type) * (n))
#define MEMCMP(p1, p2, type, n) memcmp((p1), (p2), sizeof(type) * (n))

typedef int ruby_glob_func _((const char *, VALUE));
/* globs each pattern the {a,b} braces of the first expand to */
int ruby_brace_glob _((const char *, int, ruby_glob_func *, VALUE));
void rb_glob _((const char *, void (*)(const char *, VALUE), VALUE));
void rb_globi _((const char *, void (*)(const char *, VALUE), VALUE));

/* ---------------------------------------------------------------- definitions */
VALUE rb_define_class _((const char *, VALUE));
VALUE rb_define_module _((const char *));
VALUE rb_define_class_under _((VALUE, const char *, VALUE));
VALUE rb_define_module_under _((VALUE, const char *));

void rb_include_module _((VALUE, VALUE));
void rb_extend_object _((VALUE, VALUE));

void rb_define_variable _((const char *, VALUE *));
void rb_define_virtual_variable _((const char *, VALUE (*)(ANYARGS), void (*)(ANYARGS)));
void rb_define_hooked_variable _((const char *, VALUE *, VALUE (*)(ANYARGS), void (*)(ANYARGS)));
int ruby_glob _((const char *, int, int (*)(const char *, VALUE), VALUE));
int ruby_globi _((const char *, int, int (*)(const char *, VALUE), VALUE));
void rb_define_readonly_variable _((const char *, VALUE *));
void rb_define_const _((VALUE, const char *, VALUE));
void rb_define_global_const _((const char *, VALUE));

#define RUBY_METHOD_FUNC(func) ((VALUE (*)(ANYARGS))(func))
void rb_define_method _((VALUE, const char *, VALUE (*)(ANYARGS), int));
void rb_define_module_function _((VALUE, const char *, VALUE (*)(ANYARGS), int));
void rb_define_global_function _((const char *, VALUE (*)(ANYARGS), int));

void rb_undef_method _((VALUE, const char *));
void rb_define_alias _((VALUE, const char *, const char *));
void rb_define_attr _((VALUE, const char *, int, int));

void rb_global_variable _((VALUE *));
void rb_gc_register_address _((VALUE *));
void rb_gc_unregister_address _((VALUE *));

ID rb_intern _((const char *));
ID rb_intern2 _((const char *, long));
const char *rb_id2name _((ID));
ID rb_to_id _((VALUE));

const char *rb_class2name _((VALUE));
const char *rb_obj_classname _((VALUE));

void rb_p _((VALUE));

VALUE rb_eval_string _((const char *));
VALUE rb_eval_string_protect _((const char *, int *));
VALUE rb_eval_string_wrap _((const char *, int *));
VALUE rb_funcall __((VALUE, ID, int, ...));
VALUE rb_funcall2 _((VALUE, ID, int, const VALUE *));
VALUE rb_funcall3 _((VALUE, ID, int, const VALUE *));
int rb_scan_args _((int, const VALUE *, const char *, ...));
VALUE rb_call_super _((int, const VALUE *));

VALUE rb_gv_set _((const char *, VALUE));
VALUE rb_gv_get _((const char *));
VALUE rb_iv_get _((VALUE, const char *));
VALUE rb_iv_set _((VALUE, const char *, VALUE));

VALUE rb_equal _((VALUE, VALUE));

RUBY_EXTERN VALUE ruby_verbose, ruby_debug;

NORETURN(void rb_raise __((VALUE, const char *, ...)));
NORETURN(void rb_fatal __((const char *, ...)));
NORETURN(void rb_bug __((const char *, ...)));
NORETURN(void rb_sys_fail _((const char *)));
NORETURN(void rb_iter_break _((void)));
NORETURN(void rb_exit _((int)));
NORETURN(void rb_notimplement _((void)));

void rb_warning __((const char *, ...)); /* reports only with -w ($VERBOSE true) */
void rb_sys_warning __((const char *, ...));
void rb_warn __((const char *, ...)); /* reports unless $VERBOSE is nil (-W0) */

VALUE rb_each _((VALUE));
VALUE rb_yield _((VALUE));
VALUE rb_yield_values __((int n, ...));
VALUE rb_yield_splat _((VALUE));
int rb_block_given_p _((void));
void rb_need_block _((void));
VALUE rb_iterate _((VALUE (*)(VALUE), VALUE, VALUE (*)(ANYARGS), VALUE));
VALUE rb_block_call _((VALUE, ID, int, VALUE *, VALUE (*)(ANYARGS), VALUE));
VALUE rb_rescue _((VALUE (*)(ANYARGS), VALUE, VALUE (*)(ANYARGS), VALUE));
VALUE rb_rescue2 __((VALUE (*)(ANYARGS), VALUE, VALUE (*)(ANYARGS), VALUE, ...));
VALUE rb_ensure _((VALUE (*)(ANYARGS), VALUE, VALUE (*)(ANYARGS), VALUE));
VALUE rb_catch _((const char *, VALUE (*)(ANYARGS), VALUE));
NORETURN(void rb_throw _((const char *, VALUE)));

VALUE rb_require _((const char *));

void ruby_init _((void));
void ruby_init_stack _((VALUE *));
/* in an embedding program's main(): the collector scans the stack from here */
#define RUBY_INIT_STACK \
    VALUE variable_in_this_stack_frame; \
    ruby_init_stack(&variable_in_this_stack_frame);
void ruby_options _((int, char **));
NORETURN(void ruby_run _((void)));

RUBY_EXTERN VALUE rb_mKernel;
RUBY_EXTERN VALUE rb_mComparable;
RUBY_EXTERN VALUE rb_mEnumerable;
RUBY_EXTERN VALUE rb_mPrecision;
RUBY_EXTERN VALUE rb_mErrno;
RUBY_EXTERN VALUE rb_mFileTest;
RUBY_EXTERN VALUE rb_mGC;
RUBY_EXTERN VALUE rb_mMath;
RUBY_EXTERN VALUE rb_mProcess;

RUBY_EXTERN VALUE rb_cObject;
RUBY_EXTERN VALUE rb_cArray;
RUBY_EXTERN VALUE rb_cBignum;
RUBY_EXTERN VALUE rb_cBinding;
RUBY_EXTERN VALUE rb_cClass;
RUBY_EXTERN VALUE rb_cCont;
RUBY_EXTERN VALUE rb_cDir;
RUBY_EXTERN VALUE rb_cData;
RUBY_EXTERN VALUE rb_cEnumerator;
RUBY_EXTERN VALUE rb_cFalseClass;
RUBY_EXTERN VALUE rb_cFile;
RUBY_EXTERN VALUE rb_cFixnum;
RUBY_EXTERN VALUE rb_cFloat;
RUBY_EXTERN VALUE rb_cHash;
RUBY_EXTERN VALUE rb_cInteger;
RUBY_EXTERN VALUE rb_cIO;
RUBY_EXTERN VALUE rb_cMatch;
RUBY_EXTERN VALUE rb_cMethod;
RUBY_EXTERN VALUE rb_cModule;
RUBY_EXTERN VALUE rb_cNameErrorMesg;
RUBY_EXTERN VALUE rb_cNilClass;
RUBY_EXTERN VALUE rb_cNumeric;
RUBY_EXTERN VALUE rb_cProc;
RUBY_EXTERN VALUE rb_cRange;
RUBY_EXTERN VALUE rb_cRegexp;
RUBY_EXTERN VALUE rb_cStat;
RUBY_EXTERN VALUE rb_cString;
RUBY_EXTERN VALUE rb_cStruct;
RUBY_EXTERN VALUE rb_cSymbol;
RUBY_EXTERN VALUE rb_cThread;
RUBY_EXTERN VALUE rb_cTime;
RUBY_EXTERN VALUE rb_cTrueClass;
RUBY_EXTERN VALUE rb_cUnboundMethod;

RUBY_EXTERN VALUE rb_eException;
RUBY_EXTERN VALUE rb_eStandardError;
RUBY_EXTERN VALUE rb_eSystemExit;
RUBY_EXTERN VALUE rb_eInterrupt;
RUBY_EXTERN VALUE rb_eSignal;
RUBY_EXTERN VALUE rb_eFatal;
RUBY_EXTERN VALUE rb_eArgError;
RUBY_EXTERN VALUE rb_eEOFError;
RUBY_EXTERN VALUE rb_eIndexError;
RUBY_EXTERN VALUE rb_eRangeError;
RUBY_EXTERN VALUE rb_eIOError;
RUBY_EXTERN VALUE rb_eRuntimeError;
RUBY_EXTERN VALUE rb_eSecurityError;
RUBY_EXTERN VALUE rb_eSystemCallError;
RUBY_EXTERN VALUE rb_eThreadError;
RUBY_EXTERN VALUE rb_eTypeError;
RUBY_EXTERN VALUE rb_eZeroDivError;
RUBY_EXTERN VALUE rb_eNotImpError;
RUBY_EXTERN VALUE rb_eNoMemError;
RUBY_EXTERN VALUE rb_eNoMethodError;
RUBY_EXTERN VALUE rb_eFloatDomainError;
RUBY_EXTERN VALUE rb_eLocalJumpError;
RUBY_EXTERN VALUE rb_eSysStackError;
RUBY_EXTERN VALUE rb_eRegexpError;
RUBY_EXTERN VALUE rb_eScriptError;
RUBY_EXTERN VALUE rb_eNameError;
RUBY_EXTERN VALUE rb_eSyntaxError;
RUBY_EXTERN VALUE rb_eLoadError;
RUBY_EXTERN VALUE rb_eStopIteration;

RUBY_EXTERN VALUE rb_stdin, rb_stdout, rb_stderr;
RUBY_EXTERN VALUE rb_fs;
RUBY_EXTERN VALUE rb_output_fs;
RUBY_EXTERN VALUE rb_rs;
RUBY_EXTERN VALUE rb_default_rs;
RUBY_EXTERN VALUE rb_output_rs;

static inline VALUE
rb_class_of(VALUE obj)
{
    if (FIXNUM_P(obj)) return rb_cFixnum;
    if (obj == Qnil) return rb_cNilClass;
    if (obj == Qfalse) return rb_cFalseClass;
    if (obj == Qtrue) return rb_cTrueClass;
    if (SYMBOL_P(obj)) return rb_cSymbol;
    return RBASIC(obj)->klass;
}

static inline int
rb_type(VALUE obj)
{
    if (FIXNUM_P(obj)) return T_FIXNUM;
    if (obj == Qnil) return T_NIL;
    if (obj == Qfalse) return T_FALSE;
    if (obj == Qtrue) return T_TRUE;
    if (obj == Qundef) return T_UNDEF;
    if (SYMBOL_P(obj)) return T_SYMBOL;
    return BUILTIN_TYPE(obj);
}

static inline int
rb_special_const_p(VALUE obj)
{
    if (SPECIAL_CONST_P(obj)) return Qtrue;
    return Qfalse;
}

/* Keeps v visible to the conservative collector until this point, so an
   interior pointer taken from it (RSTRING(v)->ptr) stays valid: v's address
   goes to a function the compiler cannot see into, so v is in memory,
   holding its value, up to here.  (The interpreter's own files use a
   compiler barrier instead: internal.h.) */
volatile VALUE *rb_gc_guarded_ptr _((volatile VALUE *ptr));
#ifndef RB_GC_GUARD_PTR
# define RB_GC_GUARD_PTR(ptr) rb_gc_guarded_ptr(ptr)
#endif
#define RB_GC_GUARD(v) (*RB_GC_GUARD_PTR(&(v)))

/* ctype tests of a byte (char or int, negative chars included); the
   interpreter never sets a locale, so these are the C locale's */
#include <ctype.h>
#define ISASCII(c) isascii((unsigned char)(c))
#define ISPRINT(c) isprint((unsigned char)(c))
#define ISSPACE(c) isspace((unsigned char)(c))
#define ISUPPER(c) isupper((unsigned char)(c))
#define ISLOWER(c) islower((unsigned char)(c))
#define ISALPHA(c) isalpha((unsigned char)(c))
#define ISDIGIT(c) isdigit((unsigned char)(c))
#define ISALNUM(c) isalnum((unsigned char)(c))
#define ISXDIGIT(c) isxdigit((unsigned char)(c))

#ifndef LLONG_MAX
# define LLONG_MAX 9223372036854775807LL
#endif
#ifndef LLONG_MIN
# define LLONG_MIN (-LLONG_MAX - 1)
#endif

/* the interpreter runs on one native thread (its threads are green) */
#define HAVE_NATIVETHREAD 1
#define HAVE_NATIVETHREAD_KILL 1
#include <pthread.h>
typedef pthread_t rb_nativethread_t;
#define NATIVETHREAD_CURRENT() pthread_self()
#define NATIVETHREAD_EQUAL(t1, t2) pthread_equal((t1), (t2))
#define NATIVETHREAD_KILL(th, sig) pthread_kill((th), (sig))
int is_ruby_native_thread _((void));
#define is_ruby_native_thread() is_ruby_native_thread()
void ruby_native_thread_kill _((int));

RUBY_EXTERN char *dln_libs_to_be_linked[];

#include "intern.h"
#include "missing.h"

#if defined(__cplusplus)
}
#endif

#endif /* RUBY_H */
