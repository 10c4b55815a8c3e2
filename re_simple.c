/* re_simple.c - a small backtracking matcher for the common simple regexps
   (byte classes, greedy and lazy repeats of one class, groups, alternation,
   ^ $ \A \z \Z \b \B), used instead of Oniguruma when $KCODE is none.
   Oniguruma mallocs and copies its ~5 KB match stack on every search that
   reaches its matcher; this one runs on a small fixed stack and gives up
   (the caller then asks Oniguruma) when a match needs more.  Patterns with
   anything else (multibyte bytes, intervals, backreferences, lookaround,
   options, POSIX brackets, repeated groups ...) are not compiled here. */
#define _GNU_SOURCE 1   /* memmem */
#include <stdlib.h>
#include <string.h>
#include <stddef.h>
#include "re_simple.h"

enum rs_opcode {
    RS_SET,     /* one byte of set */
    RS_STAR,    /* min..max bytes of set, greedy or lazy */
    RS_SPLIT,   /* try pc + x, then pc + y */
    RS_JMP,     /* go to pc + x */
    RS_SAVE,    /* caps[x] = position */
    RS_ASSERT,  /* an anchor, x one of enum rs_anchor */
    RS_MATCH
};

enum rs_anchor { RS_BOL, RS_EOL, RS_BOS, RS_EOS, RS_EOS_NL, RS_WORDB, RS_NWORDB };

struct rs_op {
    unsigned char op, greedy;
    int x, y;               /* SPLIT/JMP offsets, SAVE slot, STAR min/max */
    const unsigned char *set;   /* 256 flags, for SET and STAR */
};

#define RS_MAX_OPS 64
#define RS_MAX_SETS 32
#define RS_MAX_GROUPS RE_SIMPLE_MAX_GROUPS
#define RS_STACK 64

/* compiled at full size, then kept in a copy cut after its last set */
struct re_simple {
    int nops, ngroups;
    const unsigned char *first;     /* the set a match's first byte is in, or 0 */
    int nprefix;                    /* every match starts with prefix[0, nprefix) */
    char prefix[16];
    unsigned char firstbuf[256];
    struct rs_op ops[RS_MAX_OPS];
    unsigned char sets[RS_MAX_SETS][256];
};

struct rs_parser {
    const unsigned char *p, *e;
    int multiline, nsets, fail;
    struct re_simple *rs;
};

static int
rs_is_word(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static struct rs_op *
rs_emit(struct rs_parser *ps, int op, int x, int y)
{
    struct rs_op *o;
    if (ps->rs->nops == RS_MAX_OPS) { ps->fail = 1; return 0; }
    o = &ps->rs->ops[ps->rs->nops++];
    o->op = (unsigned char)op; o->greedy = 1; o->x = x; o->y = y; o->set = 0;
    return o;
}

static unsigned char *
rs_new_set(struct rs_parser *ps)
{
    unsigned char *set;
    if (ps->nsets == RS_MAX_SETS) { ps->fail = 1; return 0; }
    set = ps->rs->sets[ps->nsets++];
    memset(set, 0, 256);
    return set;
}

/* adds the class a \d \w \s (or, upper case, its complement) names to set:
   1, or 0 when c names no class */
static int
rs_class_escape(int c, unsigned char *set)
{
    int i, neg = c == 'D' || c == 'W' || c == 'S';
    int lower = neg ? c + ('a' - 'A') : c;
    if (lower != 'd' && lower != 'w' && lower != 's') return 0;
    for (i = 0; i < 256; i++) {
        int in = lower == 'd' ? (i >= '0' && i <= '9')
               : lower == 'w' ? rs_is_word(i)
               : (i == ' ' || i == '\t' || i == '\n' || i == '\f' || i == '\r');
        if (in != neg) set[i] = 1;
    }
    return 1;
}

/* the byte an escaped c stands for (a control escape or punctuation), or -1 */
static int
rs_byte_escape(int c)
{
    static const char names[] = "ntrfvea", bytes[] = "\n\t\r\f\v\033\007";
    const char *n = c ? strchr(names, c) : 0;
    if (n) return (unsigned char)bytes[n - names];
    if (c >= 0x80 || c < ' ' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
        return -1;
    return c;
}

/* one member of a bracket class at ps->p: a byte (>= 0), a class escape
   added to set (-2), or -1 for anything this matcher leaves alone */
static int
rs_bracket_member(struct rs_parser *ps, unsigned char *set)
{
    int c;
    if (ps->p >= ps->e) return -1;
    c = *ps->p++;
    if (c >= 0x80 || c == '[') return -1;
    if (c != '\\') return c;
    if (ps->p >= ps->e) return -1;
    c = *ps->p++;
    if (rs_class_escape(c, set)) return -2;
    return rs_byte_escape(c);
}

/* a bracket class [...] after its '[' */
static unsigned char *
rs_bracket(struct rs_parser *ps)
{
    unsigned char *set = rs_new_set(ps), inner[256];
    int neg = 0, i, first = 1;
    if (!set) return 0;
    memset(inner, 0, sizeof(inner));
    if (ps->p < ps->e && *ps->p == '^') { neg = 1; ps->p++; }
    for (;;) {
        int lo, hi;
        if (ps->p >= ps->e || (first && *ps->p == ']')) return 0;
        if (*ps->p == ']') { ps->p++; break; }
        if (*ps->p == '&' && ps->p + 1 < ps->e && ps->p[1] == '&') return 0;
        first = 0;
        lo = rs_bracket_member(ps, inner);
        if (lo == -1) return 0;
        if (ps->p + 1 < ps->e && *ps->p == '-' && ps->p[1] != ']') {
            ps->p++;
            hi = rs_bracket_member(ps, inner);
            if (lo < 0 || hi < lo) return 0;    /* a class as an end, or a bad range */
            for (i = lo; i <= hi; i++) inner[i] = 1;
            /* a '-' right after a range is left to Oniguruma */
            if (ps->p + 1 < ps->e && *ps->p == '-' && ps->p[1] != ']') return 0;
        }
        else if (lo >= 0) inner[lo] = 1;
    }
    for (i = 0; i < 256; i++) set[i] = inner[i] != neg;
    return set;
}

/* the set of one atom that matches a single byte, or 0 (ps->p unmoved
   unless it fails) */
static unsigned char *
rs_byte_atom(struct rs_parser *ps)
{
    unsigned char *set;
    int c = *ps->p, i;
    if (c == '[') { ps->p++; return rs_bracket(ps); }
    if (c == '.') {
        ps->p++;
        if (!(set = rs_new_set(ps))) return 0;
        for (i = 0; i < 256; i++) set[i] = ps->multiline || i != '\n';
        return set;
    }
    if (c == '\\') {
        if (ps->p + 1 >= ps->e) return 0;
        c = ps->p[1];
        if (!(set = rs_new_set(ps))) return 0;
        if (!rs_class_escape(c, set)) {
            int b = rs_byte_escape(c);
            if (b < 0) { ps->nsets--; return 0; }
            set[b] = 1;
        }
        ps->p += 2;
        return set;
    }
    if (c >= 0x80 || strchr("^$|?*+(){}]", c)) return 0;
    if (!(set = rs_new_set(ps))) return 0;
    set[c] = 1;
    ps->p++;
    return set;
}

/* an anchor at ps->p: its kind, or -1 */
static int
rs_anchor_at(struct rs_parser *ps)
{
    static const char names[] = "AzZbB";
    static const int kinds[] = { RS_BOS, RS_EOS, RS_EOS_NL, RS_WORDB, RS_NWORDB };
    const char *n;
    if (*ps->p == '^') return RS_BOL;
    if (*ps->p == '$') return RS_EOL;
    if (*ps->p != '\\' || ps->p + 1 >= ps->e || !ps->p[1]) return -1;
    n = strchr(names, ps->p[1]);
    return n ? kinds[n - names] : -1;
}

static int
rs_is_quantifier(const unsigned char *p, const unsigned char *e)
{
    return p < e && (*p == '*' || *p == '+' || *p == '?' || *p == '{');
}

/* a quantifier after the byte atom set, emitted with it */
static void
rs_repeat(struct rs_parser *ps, const unsigned char *set)
{
    struct rs_op *o;
    int c = *ps->p++;
    if (c == '{') { ps->fail = 1; return; }
    o = rs_emit(ps, RS_STAR, c == '+', c == '?' ? 1 : -1);
    if (!o) return;
    o->set = set;
    if (ps->p < ps->e && *ps->p == '?') { o->greedy = 0; ps->p++; }
    if (rs_is_quantifier(ps->p, ps->e)) ps->fail = 1;   /* possessive, nested */
}

static void rs_alternation(struct rs_parser *ps);

/* a group after its '(' */
static void
rs_group(struct rs_parser *ps)
{
    int slot = -1;
    if (ps->p < ps->e && *ps->p == '?') {
        if (ps->p + 1 >= ps->e || ps->p[1] != ':') { ps->fail = 1; return; }
        ps->p += 2;
    }
    else {
        if (ps->rs->ngroups == RS_MAX_GROUPS) { ps->fail = 1; return; }
        slot = 2 * ++ps->rs->ngroups;
        rs_emit(ps, RS_SAVE, slot, 0);
    }
    rs_alternation(ps);
    if (ps->fail || ps->p >= ps->e || *ps->p != ')') { ps->fail = 1; return; }
    ps->p++;
    if (slot >= 0) rs_emit(ps, RS_SAVE, slot + 1, 0);
    if (rs_is_quantifier(ps->p, ps->e)) ps->fail = 1;
}

/* a sequence, up to '|' or ')' or the end */
static void
rs_sequence(struct rs_parser *ps)
{
    while (!ps->fail && ps->p < ps->e && *ps->p != '|' && *ps->p != ')') {
        int kind = rs_anchor_at(ps);
        const unsigned char *set;
        if (kind >= 0) {
            ps->p += *ps->p == '\\' ? 2 : 1;
            rs_emit(ps, RS_ASSERT, kind, 0);
            if (rs_is_quantifier(ps->p, ps->e)) ps->fail = 1;
        }
        else if (*ps->p == '(') {
            ps->p++;
            rs_group(ps);
        }
        else if ((set = rs_byte_atom(ps)) != 0) {
            if (rs_is_quantifier(ps->p, ps->e)) rs_repeat(ps, set);
            else if (rs_emit(ps, RS_SET, 0, 0)) ps->rs->ops[ps->rs->nops - 1].set = set;
        }
        else ps->fail = 1;
    }
}

/* alternatives a|b|c as SPLIT +1,+k a JMP end SPLIT +1,+k b JMP end c */
static void
rs_alternation(struct rs_parser *ps)
{
    struct re_simple *rs = ps->rs;
    int begin = rs->nops, jumps[RS_MAX_OPS], njumps = 0, i;
    rs_sequence(ps);
    while (!ps->fail && ps->p < ps->e && *ps->p == '|') {
        ps->p++;
        /* a JMP after the alternative just parsed, a SPLIT in front of it */
        if (!rs_emit(ps, RS_JMP, 0, 0) || !rs_emit(ps, RS_JMP, 0, 0)) return;
        memmove(&rs->ops[begin + 1], &rs->ops[begin], (rs->nops - 1 - begin) * sizeof(struct rs_op));
        for (i = 0; i < njumps; i++) if (jumps[i] >= begin) jumps[i]++;
        rs->ops[begin].op = RS_SPLIT;
        rs->ops[begin].x = 1;
        rs->ops[begin].y = rs->nops - begin;
        rs->ops[begin].set = 0;
        jumps[njumps++] = rs->nops - 1;
        begin = rs->nops;
        rs_sequence(ps);
    }
    for (i = 0; i < njumps; i++) rs->ops[jumps[i]].x = rs->nops - jumps[i];
}

/* the set every match's first byte is in, when the program starts with
   optional repeats and then a byte that must be there (kept in rs->firstbuf) */
static const unsigned char *
rs_first_set(struct re_simple *rs)
{
    int i, c;
    memset(rs->firstbuf, 0, 256);
    for (i = 0; i < rs->nops; i++) {
        const struct rs_op *o = &rs->ops[i];
        if (o->op == RS_SAVE) continue;
        if (o->op != RS_SET && o->op != RS_STAR) return 0;
        for (c = 0; c < 256; c++) rs->firstbuf[c] |= o->set[c];
        if (o->op == RS_SET || o->x > 0) return rs->firstbuf;
    }
    return 0;
}

/* the single byte set holds, or -1 */
static int
rs_single_byte(const unsigned char *set)
{
    int c, found = -1;
    for (c = 0; c < 256; c++) {
        if (!set[c]) continue;
        if (found >= 0) return -1;
        found = c;
    }
    return found;
}

/* the fixed bytes every match starts with (groups opening on the way) */
static void
rs_find_prefix(struct re_simple *rs)
{
    int i, c;
    rs->nprefix = 0;
    for (i = 0; i < rs->nops && rs->nprefix < (int)sizeof(rs->prefix); i++) {
        if (rs->ops[i].op == RS_SAVE) continue;
        if (rs->ops[i].op != RS_SET || (c = rs_single_byte(rs->ops[i].set)) < 0) break;
        rs->prefix[rs->nprefix++] = (char)c;
    }
}

/* a copy of rs holding only its nsets sets (the pointers moved into it);
   rs is freed */
static struct re_simple *
rs_trimmed(struct re_simple *rs, int nsets)
{
    size_t size = offsetof(struct re_simple, sets) + (size_t)nsets * 256;
    struct re_simple *t = malloc(size);
    int i;
    if (!t) { free(rs); return 0; }
    memcpy(t, rs, size);
    for (i = 0; i < t->nops; i++)
        if (t->ops[i].set) t->ops[i].set = t->sets[(t->ops[i].set - rs->sets[0]) / 256];
    if (rs->first) t->first = t->firstbuf;
    free(rs);
    return t;
}

struct re_simple *
re_simple_compile(const char *src, long len, int multiline)
{
    struct rs_parser ps;
    struct re_simple *rs = malloc(sizeof(struct re_simple));
    if (!rs) return 0;
    rs->nops = rs->ngroups = 0;
    ps.p = (const unsigned char *)src;
    ps.e = ps.p + len;
    ps.multiline = multiline;
    ps.nsets = ps.fail = 0;
    ps.rs = rs;
    rs_alternation(&ps);
    if (!ps.fail && ps.p == ps.e) rs_emit(&ps, RS_MATCH, 0, 0);
    if (ps.fail || ps.p != ps.e) { free(rs); return 0; }
    rs->first = rs_first_set(rs);
    rs_find_prefix(rs);
    return rs_trimmed(rs, ps.nsets);
}

void
re_simple_free(struct re_simple *rs)
{
    free(rs);
}

int
re_simple_ngroups(const struct re_simple *rs)
{
    return rs->ngroups;
}

static int
rs_anchor_holds(int kind, const unsigned char *s, long len, long pos)
{
    switch (kind) {
      case RS_BOL: return pos == 0 || (s[pos - 1] == '\n' && pos < len);  /* not after a last \n */
      case RS_EOL: return pos == len || s[pos] == '\n';
      case RS_BOS: return pos == 0;
      case RS_EOS: return pos == len;
      case RS_EOS_NL: return pos == len || (pos == len - 1 && s[pos] == '\n');
      default: {
        int before = pos > 0 && rs_is_word(s[pos - 1]);
        int after = pos < len && rs_is_word(s[pos]);
        return (before != after) == (kind == RS_WORDB);
      }
    }
}

/* a backtrack entry: resume at pc with pos (a STAR: count bytes taken), or
   restore caps[slot] to pos */
struct rs_track { int pc, slot; long pos, count; };
enum { RS_TRACK_BRANCH = -1, RS_TRACK_STAR = -2 };

/* the number of bytes of set at s[pos..], at most max (-1: no limit) */
static long
rs_run(const unsigned char *set, const unsigned char *s, long len, long pos, long max)
{
    long n = 0, lim = max < 0 || len - pos < max ? len - pos : max;
    while (n < lim && set[s[pos + n]]) n++;
    return n;
}

/* a match of the program anchored at pos: 1 (caps filled), 0, or -1 when
   the backtrack stack would overflow */
static int
rs_match_at(const struct re_simple *rs, const unsigned char *s, long len, long pos, long *caps)
{
    struct rs_track stack[RS_STACK];
    int sp = 0, pc = 0;
    for (;;) {
        const struct rs_op *o = &rs->ops[pc];
        switch (o->op) {
          case RS_MATCH:
            caps[1] = pos;
            return 1;
          case RS_SET:
            if (pos < len && o->set[s[pos]]) { pos++; pc++; continue; }
            break;
          case RS_ASSERT:
            if (rs_anchor_holds(o->x, s, len, pos)) { pc++; continue; }
            break;
          case RS_JMP:
            pc += o->x;
            continue;
          case RS_SAVE:
          case RS_SPLIT:
            if (sp == RS_STACK) return -1;
            stack[sp].pc = o->op == RS_SPLIT ? pc + o->y : RS_TRACK_BRANCH;
            stack[sp].slot = o->op == RS_SPLIT ? RS_TRACK_BRANCH : o->x;
            stack[sp++].pos = o->op == RS_SPLIT ? pos : caps[o->x];
            if (o->op == RS_SAVE) caps[o->x] = pos;
            pc += o->op == RS_SPLIT ? o->x : 1;
            continue;
          case RS_STAR: {
            long n = o->greedy ? rs_run(o->set, s, len, pos, o->y) : o->x;
            if (n < o->x || (!o->greedy && rs_run(o->set, s, len, pos, n) < n)) break;
            if (o->greedy ? n > o->x : (o->y < 0 || n < o->y) && pos + n < len && o->set[s[pos + n]]) {
                if (sp == RS_STACK) return -1;
                stack[sp].pc = pc; stack[sp].slot = RS_TRACK_STAR;
                stack[sp].pos = pos; stack[sp++].count = n;
            }
            pos += n; pc++;
            continue;
          }
        }
        /* backtrack */
        for (;;) {
            struct rs_track *t;
            if (sp == 0) return 0;
            t = &stack[--sp];
            if (t->slot >= 0) { caps[t->slot] = t->pos; continue; }
            if (t->slot == RS_TRACK_BRANCH) { pc = t->pc; pos = t->pos; break; }
            /* a STAR gives back (greedy) or takes (lazy) one byte */
            o = &rs->ops[t->pc];
            if (o->greedy) {
                long n = t->count - 1;
                if (n > o->x) { t->count = n; sp++; }
                pos = t->pos + n;
            }
            else {
                long n = t->count + 1;
                if ((o->y < 0 || n < o->y) && t->pos + n < len && o->set[s[t->pos + n]]) { t->count = n; sp++; }
                pos = t->pos + n;
            }
            pc = t->pc + 1;
            break;
        }
    }
}

long
re_simple_search(const struct re_simple *rs, const unsigned char *s, long len, long pos, long *caps)
{
    int i, ncaps = 2 * (rs->ngroups + 1);
    for (; pos <= len; pos++) {
        int r;
        if (rs->nprefix > 0) {
            const void *hit = rs->nprefix == 1 ? memchr(s + pos, rs->prefix[0], len - pos)
                            : memmem(s + pos, len - pos, rs->prefix, rs->nprefix);
            if (!hit) return -1;
            pos = (const unsigned char *)hit - s;
        }
        else if (rs->first) {
            while (pos < len && !rs->first[s[pos]]) pos++;
            if (pos == len) return -1;
        }
        for (i = 0; i < ncaps; i++) caps[i] = -1;
        caps[0] = pos;
        r = rs_match_at(rs, s, len, pos, caps);
        if (r) return r < 0 ? -2 : pos;
    }
    return -1;
}
