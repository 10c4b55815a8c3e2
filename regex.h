/* regex.h - the multibyte character tables of the 1.8 regex API.
 * The regular expression engine is Oniguruma, not 1.8's GNU-derived one:
 * its re_compile_pattern/re_search/re_match family and struct
 * re_pattern_buffer fields are not offered (use rb_reg_new, rb_reg_search
 * and the MatchData API).  What extensions mostly take from this header is
 * kept: mbclen/ismbchar over re_mbctab for the current $KCODE. */
#ifndef REGEX_H
#define REGEX_H 1

#if defined(__cplusplus)
extern "C" {
#endif

#define MBCTYPE_ASCII 0
#define MBCTYPE_EUC 1
#define MBCTYPE_SJIS 2
#define MBCTYPE_UTF8 3

#define BYTEWIDTH 8
#define RE_NREGS 10
#ifndef RE_DUP_MAX
# define RE_DUP_MAX ((1 << 15) - 1)
#endif

/* re_mbctab[c]: how many bytes follow lead byte c in a character of the
 * current $KCODE (0 for a one-byte character) */
const unsigned char *rb_mbctab_current(void);
#define re_mbctab (rb_mbctab_current())
#define ismbchar(c) re_mbctab[(unsigned char)(c)]
#define mbclen(c) (re_mbctab[(unsigned char)(c)] + 1)

/* re_mbcinit(MBCTYPE_x): sets $KCODE */
void re_mbcinit(int);
#define re_mbcinit(mbctype) re_mbcinit(mbctype)

#if defined(__cplusplus)
}  /* extern "C" */
#endif
#endif /* REGEX_H */
