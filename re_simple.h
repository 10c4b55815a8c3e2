/* re_simple.h - the small matcher for simple regexps (re_simple.c) */
#ifndef RE_SIMPLE_H
#define RE_SIMPLE_H

struct re_simple;

/* groups a simple program may have: a search fills 2 * (this + 1) caps */
#define RE_SIMPLE_MAX_GROUPS 9

/* the compiled source, or 0 when it is more than this matcher reads */
struct re_simple *re_simple_compile(const char *src, long len, int multiline);
void re_simple_free(struct re_simple *rs);
int re_simple_ngroups(const struct re_simple *rs);
/* the first match in s[0, len) starting at or after pos: its start, with
   caps[2n], caps[2n + 1] the bounds of group n (-1 when unset); -1 for none,
   -2 when this matcher gives up (the caller asks Oniguruma) */
long re_simple_search(const struct re_simple *rs, const unsigned char *s, long len, long pos, long *caps);

#endif
