/* time.c - Time. */
#include "ruby.h"
#include "internal.h"
#include <time.h>
#include <math.h>
#include <errno.h>
#include <ctype.h>
#include <string.h>
#include <sys/time.h>

VALUE rb_cTime;

struct time_object {
    struct timeval tv;
    struct tm tm;
    int gmt;
    int tm_got;
};

#define GetTimeval(obj, tobj) Data_Get_Struct(obj, struct time_object, tobj)

/* a Time's own free function: initialize_copy knows a Time's data by it */
static void
time_free(void *p)
{
    xfree(p);
}

static VALUE
time_s_alloc(VALUE klass)
{
    struct time_object *tobj;
    VALUE obj = Data_Make_Struct(klass, struct time_object, 0, time_free, tobj);

    tobj->tm_got = 0;
    tobj->tv.tv_sec = 0;
    tobj->tv.tv_usec = 0;
    return obj;
}

static struct time_object *
get_time(VALUE obj)
{
    struct time_object *tobj;

    GetTimeval(obj, tobj);
    return tobj;
}

extern char **environ;

/* TZ's value in environ, NULL when unset; the last place it was found is
   tried first (setenv replaces the entry, unsetenv moves the ones after
   it), and an environ seen without TZ is known by its end (setenv appends) */
static const char *
time_tz_value(void)
{
    static char **env_seen;
    static long idx_seen = -1, len_seen;
    static char *entry_seen;
    char **e;

    if (environ && environ == env_seen) {
        if (idx_seen >= 0 && environ[idx_seen] == entry_seen) return entry_seen + 3;
        if (idx_seen < 0 && !environ[len_seen] &&
            (len_seen == 0 || environ[len_seen - 1] == entry_seen)) return NULL;
    }
    env_seen = environ;
    for (e = environ; e && *e; e++) {
        if ((*e)[0] == 'T' && (*e)[1] == 'Z' && (*e)[2] == '=') {
            idx_seen = e - environ;
            entry_seen = *e;
            return *e + 3;
        }
    }
    idx_seen = -1;
    len_seen = environ ? e - environ : 0;
    entry_seen = len_seen ? environ[len_seen - 1] : NULL;
    return NULL;
}

/* glibc's localtime() rereads TZ (and the zone file) on each call;
   localtime_r does not, so tzset() runs here when TZ's value changed
   (1.8.7 programs set ENV['TZ'] and expect the next Time to follow it) */
static void
time_tzset_if_changed(void)
{
    static int set, was_unset;
    static char last[256];
    const char *tz = time_tz_value();

    if (set && (tz ? !was_unset && strcmp(tz, last) == 0 : was_unset)) return;
    tzset();
    was_unset = !tz;
    /* a value too long to keep is compared as changed each time */
    set = !tz || strlen(tz) < sizeof(last);
    if (tz && set) strcpy(last, tz);
}

/* the broken-down time of tobj's instant in zone gmt (1: UTC, 0: local) */
static struct tm
time_broken_down(struct time_object *tobj, int gmt)
{
    time_t t = tobj->tv.tv_sec;
    struct tm tm, *ok;

    if (gmt) ok = gmtime_r(&t, &tm);
    else {
        time_tzset_if_changed();
        ok = localtime_r(&t, &tm);
    }
    if (!ok) rb_raise(rb_eArgError, gmt ? "gmtime error" : "localtime error");
    return tm;
}

static void
time_get_tm(struct time_object *tobj)
{
    if (tobj->tm_got) return;
    tobj->tm = time_broken_down(tobj, tobj->gmt);
    tobj->tm_got = 1;
}

static struct time_object *
get_tm(VALUE obj)
{
    struct time_object *tobj = get_time(obj);

    time_get_tm(tobj);
    return tobj;
}

/* (sec, usec) with usec brought into 0...1000000; RangeError when sec overflows */
static VALUE
time_new_internal(VALUE klass, time_t sec, long usec)
{
    VALUE obj;
    struct time_object *tobj;
    time_t carry = usec / 1000000;

    usec %= 1000000;
    if (usec < 0) { usec += 1000000; carry--; }
    if (__builtin_add_overflow(sec, carry, &sec)) rb_raise(rb_eRangeError, "out of Time range");
    obj = time_s_alloc(klass);
    tobj = get_time(obj);
    tobj->tv.tv_sec = sec;
    tobj->tv.tv_usec = usec;
    return obj;
}

VALUE
rb_time_new(time_t sec, time_t usec)
{
    return time_new_internal(rb_cTime, sec, (long)usec);
}

/* time_t may be wider than long: 32-bit targets get a 64-bit time_t
   (_TIME_BITS=64, configure), and then Time has the range it has on x86-64 */
#define TIMET_BITS (SIZEOF_TIME_T * CHAR_BIT)
#define TIMET_MAX ((time_t)(~0ULL >> (65 - TIMET_BITS)))
#define TIMET_MIN (-TIMET_MAX - 1)
/* 2**(bits-1): the first double past the time_t range */
#define TIME_T_FLOAT_LIMIT ((double)(1ULL << (TIMET_BITS - 1)))
#if SIZEOF_TIME_T > SIZEOF_LONG
# define TIMET2NUM(t) LL2NUM(t)
#else
# define TIMET2NUM(t) LONG2NUM(t)
#endif

/* seconds as a time_t: NUM2LONG where a long holds a time_t, else the
   same conversion and messages widened to the 64-bit range (x86-64's) */
static time_t
num2timet(VALUE num)
{
#if SIZEOF_TIME_T > SIZEOF_LONG
    if (TYPE(num) == T_BIGNUM) {
        if (FIX2INT(rb_big_cmp(num, LL2NUM(TIMET_MAX))) > 0 ||
            FIX2INT(rb_big_cmp(num, LL2NUM(TIMET_MIN))) < 0)
            rb_raise(rb_eRangeError, "bignum too big to convert into `long'");
        return (time_t)rb_big2ll(num);
    }
    if (TYPE(num) == T_FLOAT) {
        double d = RFLOAT(num)->value;
        if (d < TIME_T_FLOAT_LIMIT && d >= -TIME_T_FLOAT_LIMIT) return (time_t)d;
    }
#endif
    return NUM2LONG(num);
}

/* Float seconds as a timeval, rounded to the nearest microsecond */
static struct timeval
time_float_timeval(double d)
{
    struct timeval t;
    double whole, frac = modf(d, &whole);
    long usec;

    if (!(d >= -TIME_T_FLOAT_LIMIT && d < TIME_T_FLOAT_LIMIT))
        rb_raise(rb_eRangeError, "%f out of Time range", d);
    t.tv_sec = (time_t)whole;
    usec = (long)round(frac * 1e6);
    if (usec < 0) { t.tv_sec--; usec += 1000000; }
    if (usec >= 1000000) { t.tv_sec++; usec -= 1000000; }
    t.tv_usec = usec;
    return t;
}

static struct timeval
time_timeval(VALUE num, int interval)
{
    struct timeval t;
    const char *tstr = interval ? "time interval" : "time";

    switch (TYPE(num)) {
      case T_FIXNUM:
      case T_BIGNUM:
        t.tv_sec = num2timet(num);
        if (interval && t.tv_sec < 0) rb_raise(rb_eArgError, "%s must be positive", tstr);
        t.tv_usec = 0;
        break;
      case T_FLOAT:
        if (interval && RFLOAT(num)->value < 0.0)
            rb_raise(rb_eArgError, "%s must be positive", tstr);
        t = time_float_timeval(RFLOAT(num)->value);
        break;
      default:
        if (rb_obj_is_kind_of(num, rb_cTime) && !interval) return get_time(num)->tv;
        {
            volatile VALUE cname = rb_class_name(CLASS_OF(num));
            rb_raise(rb_eTypeError, "can't convert %s into %s", RSTRING(cname)->ptr, tstr);
        }
    }
    return t;
}

struct timeval
rb_time_interval(VALUE num)
{
    return time_timeval(num, 1);
}

struct timeval
rb_time_timeval(VALUE time)
{
    if (rb_obj_is_kind_of(time, rb_cTime)) return get_time(time)->tv;
    return time_timeval(time, 0);
}

/* Time#initialize: now */
static VALUE
time_init(VALUE time)
{
    struct time_object *tobj = get_time(time);

    tobj->tm_got = 0;
    tobj->gmt = 0;
    if (gettimeofday(&tobj->tv, 0) < 0) rb_sys_fail("gettimeofday");
    return time;
}

/* Time.at(time | sec [, usec]) */
static VALUE
time_s_at(int argc, VALUE *argv, VALUE klass)
{
    VALUE time, t, usec;
    struct timeval tv;

    if (rb_scan_args(argc, argv, "11", &time, &t) == 2) {
        tv.tv_sec = num2timet(time);
        usec = t;
        tv.tv_usec = NUM2LONG(usec);
    }
    else if (rb_obj_is_kind_of(time, rb_cTime)) {
        struct time_object *src = get_time(time);
        t = time_new_internal(klass, src->tv.tv_sec, src->tv.tv_usec);
        get_time(t)->gmt = src->gmt;
        return t;
    }
    else {
        tv = rb_time_timeval(time);
    }
    return time_new_internal(klass, tv.tv_sec, tv.tv_usec);
}

static const char *const months[] = {
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"
};

static long
obj2long(VALUE obj)
{
    if (TYPE(obj) == T_STRING) obj = rb_str_to_inum(obj, 10, Qfalse);
    return NUM2LONG(obj);
}

/* a month number as an index, wrapping in a C int as 1.8.7 does */
static int
month_index(long mon)
{
    return (int)((unsigned long)mon - 1);
}

/* the month (0-11, -1 when invalid): a String (or to_str) is a month name or,
   when it starts with a digit, a number; anything else converts as a long */
static int
month_arg(VALUE arg)
{
    VALUE s = rb_check_string_type(arg);
    int i;

    if (NIL_P(s)) return month_index(obj2long(arg));
    if (RSTRING(s)->len == 3) {
        for (i = 0; i < 12; i++) {
            if (strncasecmp(months[i], RSTRING(s)->ptr, 3) == 0) return i;
        }
    }
    if (RSTRING(s)->len == 0 || !isdigit((unsigned char)RSTRING(s)->ptr[0])) return -1;
    return month_index(obj2long(s));
}

/* a day, hour, minute or second: a long truncated to a C int as 1.8.7 does */
static int
time_field(VALUE v)
{
    return (int)obj2long(v);
}

static void
time_arg(int argc, VALUE *argv, struct tm *tm, long *usec)
{
    VALUE v[7];
    long year;
    int i;

    memset(tm, 0, sizeof(*tm));
    if (argc == 10) {
        v[0] = argv[5]; v[1] = argv[4]; v[2] = argv[3];
        v[3] = argv[2]; v[4] = argv[1]; v[5] = argv[0]; v[6] = Qnil;
        tm->tm_isdst = RTEST(argv[8]) ? 1 : 0;
    }
    else {
        VALUE ignored;  /* 1.8.7 takes an eighth argument and ignores it */
        rb_scan_args(argc, argv, "17", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6], &ignored);
        tm->tm_isdst = -1;
    }
    year = obj2long(v[0]);
    /* short years as 1.8.7 reads them, warned under -w */
    if (0 <= year && year < 39) {
        rb_warning("2 digits year is used");
        year += 100;
    }
    else if (69 <= year && year < 139) rb_warning("2 or 3 digits year is used");
    else year -= 1900;
    if (year < INT_MIN || year > INT_MAX) rb_raise(rb_eArgError, "argument out of range");
    tm->tm_year = (int)year;
    tm->tm_mon = NIL_P(v[1]) ? 0 : month_arg(v[1]);
    tm->tm_mday = NIL_P(v[2]) ? 1 : time_field(v[2]);
    tm->tm_hour = NIL_P(v[3]) ? 0 : time_field(v[3]);
    tm->tm_min = NIL_P(v[4]) ? 0 : time_field(v[4]);
    tm->tm_sec = NIL_P(v[5]) ? 0 : time_field(v[5]);
    *usec = NIL_P(v[6]) ? 0 : obj2long(v[6]);
    i = tm->tm_mon < 0 || tm->tm_mon > 11 || tm->tm_mday < 1 || tm->tm_mday > 31 ||
        tm->tm_hour < 0 || tm->tm_hour > 23 ||
        tm->tm_min < 0 || tm->tm_min > 59 || tm->tm_sec < 0 || tm->tm_sec > 60;
    if (i) rb_raise(rb_eArgError, "argument out of range");
}

static VALUE
time_utc_or_local(int argc, VALUE *argv, int utc, VALUE klass)
{
    struct tm tm;
    long usec;
    time_t t;
    VALUE time;

    time_arg(argc, argv, &tm, &usec);
    t = utc ? timegm(&tm) : mktime(&tm);
    if (t == (time_t)-1 && tm.tm_year != 69) rb_raise(rb_eArgError, "time out of range");
    time = time_new_internal(klass, t, usec);
    get_time(time)->gmt = utc;
    return time;
}

/* Time.utc(year, ...), Time.gm */
static VALUE
time_s_mkutc(int argc, VALUE *argv, VALUE klass)
{
    return time_utc_or_local(argc, argv, 1, klass);
}

/* Time.local(year, ...), Time.mktime */
static VALUE
time_s_mktime(int argc, VALUE *argv, VALUE klass)
{
    return time_utc_or_local(argc, argv, 0, klass);
}

/* Time#to_i */
static VALUE
time_to_i(VALUE time)
{
    return TIMET2NUM(get_time(time)->tv.tv_sec);
}

/* Time#to_f */
static VALUE
time_to_f(VALUE time)
{
    struct time_object *t = get_time(time);
    return rb_float_new((double)t->tv.tv_sec + (double)t->tv.tv_usec / 1e6);
}

/* Time#usec */
static VALUE
time_usec(VALUE time)
{
    return LONG2NUM(get_time(time)->tv.tv_usec);
}

static int
time_cmp_tv(struct timeval *a, struct timeval *b)
{
    if (a->tv_sec != b->tv_sec) return a->tv_sec < b->tv_sec ? -1 : 1;
    if (a->tv_usec != b->tv_usec) return a->tv_usec < b->tv_usec ? -1 : 1;
    return 0;
}

/* Time#<=> */
static VALUE
time_cmp(VALUE time1, VALUE time2)
{
    if (rb_obj_is_kind_of(time2, rb_cTime))
        return INT2FIX(time_cmp_tv(&get_time(time1)->tv, &get_time(time2)->tv));
    return Qnil;
}

/* Time#eql? */
static VALUE
time_eql(VALUE time1, VALUE time2)
{
    if (rb_obj_is_kind_of(time2, rb_cTime))
        return time_cmp_tv(&get_time(time1)->tv, &get_time(time2)->tv) == 0 ? Qtrue : Qfalse;
    return Qfalse;
}

/* Time#hash */
static VALUE
time_hash(VALUE time)
{
    struct time_object *t = get_time(time);
    return LONG2FIX((long)(t->tv.tv_sec ^ t->tv.tv_usec));
}

/* Time#initialize_copy */
static VALUE
time_init_copy(VALUE copy, VALUE time)
{
    if (copy == time) return copy;
    rb_check_frozen(copy);
    /* 1.8.7 asks for a Time's own data, saying nothing more */
    if (TYPE(time) != T_DATA || RDATA(time)->dfree != time_free)
        rb_raise(rb_eTypeError, "wrong argument type");
    *get_time(copy) = *get_time(time);
    return copy;
}

/* switch time to zone gmt, converting at once as 1.8 does (so an instant
   the C library cannot break down raises here); time is unchanged on error */
static VALUE
time_set_mode(VALUE time, int gmt)
{
    struct time_object *t = get_time(time);

    /* already broken down in that zone: 1.8.7 keeps it, even across a TZ change */
    if (t->gmt == gmt && t->tm_got) return time;
    t->tm = time_broken_down(t, gmt);
    t->gmt = gmt;
    t->tm_got = 1;
    return time;
}

/* Time#localtime */
static VALUE
time_localtime(VALUE time)
{
    /* only a change of zone modifies: a frozen Time may stay in its zone */
    if (get_time(time)->gmt) rb_check_frozen(time);
    return time_set_mode(time, 0);
}

/* Time#utc, Time#gmtime */
static VALUE
time_gmtime(VALUE time)
{
    if (!get_time(time)->gmt) rb_check_frozen(time);
    return time_set_mode(time, 1);
}

static VALUE
time_dup(VALUE time)
{
    VALUE dup = time_s_alloc(rb_obj_class(time));
    *get_time(dup) = *get_time(time);
    return dup;
}

/* Time#getlocal */
static VALUE
time_getlocaltime(VALUE time)
{
    return time_set_mode(time_dup(time), 0);
}

/* Time#getutc, Time#getgm */
static VALUE
time_getgmtime(VALUE time)
{
    return time_set_mode(time_dup(time), 1);
}

/* Time#utc? */
static VALUE
time_utc_p(VALUE time)
{
    return get_time(time)->gmt ? Qtrue : Qfalse;
}

static void
time_add_range_error(int sign, double v)
{
    rb_raise(rb_eRangeError, "time %c %f out of Time range", sign < 0 ? '-' : '+', v);
}

/* time + sign * offset: the offset's magnitude splits into whole seconds (up to
   twice the time_t range) and rounded microseconds; errors name the effective
   operation */
static VALUE
time_add(VALUE time, VALUE offset, int sign)
{
    struct time_object *t = get_time(time);
    double v = NUM2DBL(offset), whole, frac;
    unsigned long long off;
    time_t sec = t->tv.tv_sec;
    long usec;
    VALUE r;

    if (v < 0) { v = -v; sign = -sign; }
    frac = modf(v, &whole);
    if (!(whole < 2 * TIME_T_FLOAT_LIMIT)) time_add_range_error(sign, v);
    off = (unsigned long long)whole;
    /* room left before the time_t range ends, as an unsigned count */
    if (off > (sign > 0 ? (unsigned long long)TIMET_MAX - (unsigned long long)sec
                        : (unsigned long long)sec - (unsigned long long)TIMET_MIN))
        time_add_range_error(sign, v);
    sec = (time_t)(sign > 0 ? (unsigned long long)sec + off : (unsigned long long)sec - off);
    usec = (long)round(frac * 1e6);
    usec = t->tv.tv_usec + (sign > 0 ? usec : -usec);
    r = time_new_internal(rb_cTime, sec, usec); /* a Time even from a subclass (1.8.7) */
    get_time(r)->gmt = t->gmt;
    return r;
}

/* Time#+ */
static VALUE
time_plus(VALUE time1, VALUE time2)
{
    if (rb_obj_is_kind_of(time2, rb_cTime)) rb_raise(rb_eTypeError, "time + time?");
    return time_add(time1, time2, 1);
}

/* Time#- */
static VALUE
time_minus(VALUE time1, VALUE time2)
{
    if (rb_obj_is_kind_of(time2, rb_cTime)) {
        struct time_object *t = get_time(time1), *t2 = get_time(time2);
        /* in doubles: the difference of two time_t may not fit one */
        double d = (double)t->tv.tv_sec - (double)t2->tv.tv_sec;
        d += ((double)t->tv.tv_usec - (double)t2->tv.tv_usec) * 1e-6;   /* as 1.8.7 rounds it */
        return rb_float_new(d);
    }
    return time_add(time1, time2, -1);
}

/* Time#succ */
static VALUE
time_succ(VALUE time)
{
    return time_plus(time, INT2FIX(1));
}

#define TM_FIELD(name, expr) \
    static VALUE time_##name(VALUE time) { struct time_object *t = get_tm(time); return LONG2FIX(expr); }
TM_FIELD(sec, t->tm.tm_sec)
TM_FIELD(min, t->tm.tm_min)
TM_FIELD(hour, t->tm.tm_hour)
TM_FIELD(mday, t->tm.tm_mday)
TM_FIELD(mon, t->tm.tm_mon + 1)
TM_FIELD(year, (long)t->tm.tm_year + 1900)
TM_FIELD(wday, t->tm.tm_wday)
TM_FIELD(yday, t->tm.tm_yday + 1)

/* Time#isdst */
static VALUE
time_isdst(VALUE time)
{
    return get_tm(time)->tm.tm_isdst ? Qtrue : Qfalse;
}

/* Time#zone */
static VALUE
time_zone(VALUE time)
{
    struct time_object *t = get_tm(time);
    char buf[64];

    if (t->gmt) return rb_str_new2("UTC");
    strftime(buf, sizeof(buf), "%Z", &t->tm);
    return rb_str_new2(buf);
}

/* Time#utc_offset */
static VALUE
time_utc_offset(VALUE time)
{
    struct time_object *t = get_tm(time);

    if (t->gmt) return INT2FIX(0);
    return LONG2NUM(t->tm.tm_gmtoff);
}

/* Time#to_a */
static VALUE
time_to_a(VALUE time)
{
    struct time_object *t = get_tm(time);

    return rb_ary_new3(10, INT2FIX(t->tm.tm_sec), INT2FIX(t->tm.tm_min),
                       INT2FIX(t->tm.tm_hour), INT2FIX(t->tm.tm_mday),
                       INT2FIX(t->tm.tm_mon + 1), LONG2NUM((long)t->tm.tm_year + 1900),
                       INT2FIX(t->tm.tm_wday), INT2FIX(t->tm.tm_yday + 1),
                       t->tm.tm_isdst ? Qtrue : Qfalse, time_zone(time));
}

/* strftime(3) as 1.8.7 calls it, on the format as given (a spec cut short
   at the end is padded as written): first into a 100-byte buffer, where an
   empty result with nothing written (a padded spec of width >= 100 at the
   start, which strftime(3) refuses before writing) is taken as the answer,
   ""; else an empty result is taken for a buffer too small, from 1024
   bytes doubling until the buffer is 1024 times the format's length */
static VALUE
time_strftime_cstr(struct time_object *t, const char *fmt, long flen)
{
    VALUE fmt2 = rb_str_new(fmt, flen), res;
    long size = 1024;
    char small[100], *buf;
    size_t n;

    small[0] = '\0';
    errno = 0;
    n = strftime(small, sizeof(small), RSTRING(fmt2)->ptr, &t->tm);
    if (n > 0 || (small[0] == '\0' && errno != ERANGE)) {
        RB_GC_GUARD(fmt2);
        return rb_str_new(small, (long)n);
    }
    for (;;) {
        buf = ALLOC_N(char, size);
        buf[0] = '\0';
        n = strftime(buf, size, RSTRING(fmt2)->ptr, &t->tm);
        if (n > 0 || size >= 1024 * flen) break;
        xfree(buf);
        size *= 2;
    }
    res = rb_str_new(buf, (long)n);
    xfree(buf);
    RB_GC_GUARD(fmt2);
    return res;
}

/* Time#strftime(format) */
static VALUE
time_strftime(VALUE time, VALUE format)
{
    struct time_object *t = get_tm(time);
    const char *p, *e;
    VALUE res;

    StringValue(format);
    if (RSTRING(format)->len == 0) {
        rb_warning("strftime called with empty format string");
        return rb_str_new(0, 0);
    }
    p = RSTRING(format)->ptr;
    e = p + RSTRING(format)->len;
    if (memchr(p, '\0', e - p) == 0) return time_strftime_cstr(t, p, e - p);
    res = rb_str_new(0, 0);
    while (p < e) {
        long len = strlen(p);
        rb_str_append(res, time_strftime_cstr(t, p, len));
        p += len;
        if (p < e) { rb_str_cat(res, "", 1); p++; }
    }
    return res;
}

/* Time#to_s, Time#inspect */
static VALUE
time_to_s(VALUE time)
{
    struct time_object *t = get_tm(time);
    const char *fmt = t->gmt ? "%a %b %d %H:%M:%S UTC %Y" : "%a %b %d %H:%M:%S %z %Y";

    return time_strftime_cstr(t, fmt, (long)strlen(fmt));
}

/* Time#ctime, Time#asctime: asctime(3)'s layout, no zone */
static VALUE
time_asctime(VALUE time)
{
    static const char fmt[] = "%a %b %e %H:%M:%S %Y";

    return time_strftime_cstr(get_tm(time), fmt, (long)strlen(fmt));
}

/* Time#_dump(limit = -1): the 8-byte 1.8 marshal form (two little-endian words) */
static VALUE
time_dump(int argc, VALUE *argv, VALUE time)
{
    struct time_object *t = get_time(time);
    VALUE limit, str;
    time_t sec = t->tv.tv_sec;
    struct tm *tm = gmtime(&sec);
    unsigned long p, s;
    char buf[8];
    int i;

    rb_scan_args(argc, argv, "01", &limit);
    if (!tm || tm->tm_year < 0 || tm->tm_year > 0xffff)
        rb_raise(rb_eArgError, "year too big to marshal");
    p = 1UL << 31 | (unsigned long)t->gmt << 30 | (unsigned long)tm->tm_year << 14 |
        (unsigned long)tm->tm_mon << 10 | (unsigned long)tm->tm_mday << 5 | tm->tm_hour;
    s = (unsigned long)tm->tm_min << 26 | (unsigned long)tm->tm_sec << 20 | t->tv.tv_usec;
    for (i = 0; i < 4; i++) {
        buf[i] = (char)(p >> (8 * i));
        buf[i + 4] = (char)(s >> (8 * i));
    }
    str = rb_str_new(buf, 8);
    rb_copy_generic_ivar(str, time);   /* Marshal carries the time's ivars on the bytes */
    return str;
}

/* Time._load(str) */
static VALUE
time_s_load(VALUE klass, VALUE str)
{
    unsigned long p = 0, s = 0;
    unsigned char *buf;
    struct tm tm;
    VALUE time;
    int i;

    StringValue(str);
    if (RSTRING(str)->len != 8) rb_raise(rb_eTypeError, "marshaled time format differ");
    buf = (unsigned char *)RSTRING(str)->ptr;
    for (i = 0; i < 4; i++) {
        p |= (unsigned long)buf[i] << (8 * i);
        s |= (unsigned long)buf[i + 4] << (8 * i);
    }
    if (!(p & (1UL << 31))) {   /* the old form: seconds and usec, loaded as UTC (1.8.7) */
        time = time_new_internal(klass, (time_t)p, (long)s);
        get_time(time)->gmt = 1;
        rb_copy_generic_ivar(time, str);
        return time;
    }
    memset(&tm, 0, sizeof(tm));
    tm.tm_year = (int)((p >> 14) & 0xffff);
    tm.tm_mon = (int)((p >> 10) & 0xf);
    tm.tm_mday = (int)((p >> 5) & 0x1f);
    tm.tm_hour = (int)(p & 0x1f);
    tm.tm_min = (int)((s >> 26) & 0x3f);
    tm.tm_sec = (int)((s >> 20) & 0x3f);
    time = time_new_internal(klass, timegm(&tm), (long)(s & 0xfffff));
    get_time(time)->gmt = (int)((p >> 30) & 1);
    rb_copy_generic_ivar(time, str);   /* ivars Marshal read onto the bytes */
    return time;
}

/* Time.times: Process.times (obsolete) */
static VALUE
time_s_times(VALUE obj)
{
    rb_warn("obsolete method Time::times; use Process::times");
    return rb_proc_times(obj);
}

void
Init_Time(void)
{
    VALUE c = rb_cTime = rb_define_class("Time", rb_cObject);

    rb_include_module(c, rb_mComparable);
    rb_define_alloc_func(c, time_s_alloc);
    rb_define_singleton_method(c, "now", rb_class_new_instance, -1);
    rb_define_singleton_method(c, "at", time_s_at, -1);
    rb_define_singleton_method(c, "utc", time_s_mkutc, -1);
    rb_define_singleton_method(c, "gm", time_s_mkutc, -1);
    rb_define_singleton_method(c, "local", time_s_mktime, -1);
    rb_define_singleton_method(c, "mktime", time_s_mktime, -1);
    rb_define_singleton_method(c, "times", time_s_times, 0);
    rb_define_singleton_method(c, "_load", time_s_load, 1);
    rb_define_method(c, "_dump", time_dump, -1);
    rb_define_method(c, "to_i", time_to_i, 0);
    rb_define_method(c, "to_f", time_to_f, 0);
    rb_define_method(c, "<=>", time_cmp, 1);
    rb_define_method(c, "eql?", time_eql, 1);
    rb_define_method(c, "hash", time_hash, 0);
    rb_define_method(c, "initialize", time_init, 0);
    rb_define_method(c, "initialize_copy", time_init_copy, 1);
    rb_define_method(c, "localtime", time_localtime, 0);
    rb_define_method(c, "gmtime", time_gmtime, 0);
    rb_define_method(c, "utc", time_gmtime, 0);
    rb_define_method(c, "getlocal", time_getlocaltime, 0);
    rb_define_method(c, "getgm", time_getgmtime, 0);
    rb_define_method(c, "getutc", time_getgmtime, 0);
    rb_define_method(c, "ctime", time_asctime, 0);
    rb_define_method(c, "asctime", time_asctime, 0);
    rb_define_method(c, "to_s", time_to_s, 0);
    rb_define_method(c, "inspect", time_to_s, 0);
    rb_define_method(c, "to_a", time_to_a, 0);
    rb_define_method(c, "+", time_plus, 1);
    rb_define_method(c, "-", time_minus, 1);
    rb_define_method(c, "succ", time_succ, 0);
    rb_define_method(c, "sec", time_sec, 0);
    rb_define_method(c, "min", time_min, 0);
    rb_define_method(c, "hour", time_hour, 0);
    rb_define_method(c, "mday", time_mday, 0);
    rb_define_method(c, "day", time_mday, 0);
    rb_define_method(c, "mon", time_mon, 0);
    rb_define_method(c, "month", time_mon, 0);
    rb_define_method(c, "year", time_year, 0);
    rb_define_method(c, "wday", time_wday, 0);
    rb_define_method(c, "yday", time_yday, 0);
    rb_define_method(c, "isdst", time_isdst, 0);
    rb_define_method(c, "dst?", time_isdst, 0);
    rb_define_method(c, "zone", time_zone, 0);
    rb_define_method(c, "gmtoff", time_utc_offset, 0);
    rb_define_method(c, "gmt_offset", time_utc_offset, 0);
    rb_define_method(c, "utc_offset", time_utc_offset, 0);
    rb_define_method(c, "utc?", time_utc_p, 0);
    rb_define_method(c, "gmt?", time_utc_p, 0);
    rb_define_method(c, "tv_sec", time_to_i, 0);
    rb_define_method(c, "tv_usec", time_usec, 0);
    rb_define_method(c, "usec", time_usec, 0);
    rb_define_method(c, "strftime", time_strftime, 1);
}
