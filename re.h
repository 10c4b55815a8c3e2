/* re.h - Regexp and MatchData internals shared between re.c and gc.c.
   Owned by re.c's engineer (string); created by the object engineer so gc.c
   can mark and free MatchData.  gc.c marks `str` and `regexp` of a T_MATCH
   and frees `regs` with onig_region_free(regs, 1). */
#ifndef RE_H
#define RE_H 1

struct re_registers;

struct RMatch {
    struct RBasic basic;
    VALUE str;
    struct re_registers *regs;
    VALUE regexp;
};

#define RMATCH(obj) (R_CAST(RMatch)(obj))

extern int ruby_ignorecase; /* $= (re.c) */

#endif /* RE_H */
