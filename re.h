/* re.h - Regexp and MatchData internals shared between re.c and gc.c.
   Owned by re.c's engineer (string); created by the object engineer so gc.c
   can mark and free MatchData.  gc.c marks `str` and `regexp` of a T_MATCH
   and frees `regs` with rb_reg_regs_free(regs). */
#ifndef RE_H
#define RE_H 1

#if defined(__cplusplus)
extern "C" {
#endif

#include "ruby.h"

struct re_registers;

struct RMatch {
    struct RBasic basic;
    VALUE str;
    struct re_registers *regs;
    VALUE regexp;
};

#define RMATCH(obj) (R_CAST(RMatch)(obj))
#define RMATCH_REGS(obj) (RMATCH(obj)->regs)

/* Regexp#ptr is Oniguruma's regex_t; 1.8 called the type Regexp */
typedef struct re_pattern_buffer Regexp;

VALUE rb_reg_regcomp _((VALUE));
long rb_reg_search _((VALUE, VALUE, long, long));
VALUE rb_reg_regsub _((VALUE, VALUE, struct re_registers *));
long rb_reg_adjust_startpos _((VALUE, VALUE, long, long));
long rb_reg_char_len _((VALUE, int));
void rb_match_busy _((VALUE));
VALUE rb_reg_quote _((VALUE));
/* match re at or after pos without touching $~ (see re.c) */
long rb_reg_match_at _((VALUE, VALUE, long, int, struct re_registers *));
/* frees a MatchData's registers (kept for the next match) */
void rb_reg_regs_free _((struct re_registers *));

/* bytes of the character starting with byte c, by re's kcode (or $KCODE's
   when re has none) */
int rb_reg_mbclen2 _((unsigned int, VALUE));
#define mbclen2(c, re) rb_reg_mbclen2((c), (re))

RUBY_EXTERN int ruby_ignorecase;  /* $= */

extern int ruby_ignorecase; /* $= (re.c) */

#if defined(__cplusplus)
}  /* extern "C" */
#endif
#endif /* RE_H */
