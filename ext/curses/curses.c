/* curses.c - Curses of Ruby 1.8.7 over ncurses: the module functions
 * (which work on the standard screen, set up on first use) and
 * Curses::Window, Curses::MouseEvent, the KEY_, A_, COLOR_ and mouse
 * constants (the keys also in Curses::Key without the prefix). */
#include "ruby.h"
#include <curses.h>
#include <string.h>

static VALUE mCurses, mKey, cWindow, cMouseEvent;
static VALUE rb_stdscr;         /* the Window of stdscr, nil before */

struct windata {
    WINDOW *window;             /* 0 when closed */
    int owned;                  /* delwin on close (not stdscr) */
};

/* ------------------------------------------------------------ windows */

static void
window_free(void *p)
{
    struct windata *w = p;

    if (w->window && w->owned) delwin(w->window);
    xfree(w);
}

static VALUE
window_alloc(VALUE klass)
{
    struct windata *w;

    return Data_Make_Struct(klass, struct windata, 0, window_free, w);
}

static VALUE
prep_window(VALUE klass, WINDOW *window, int owned)
{
    VALUE obj = window_alloc(klass);
    struct windata *w = DATA_PTR(obj);

    w->window = window;
    w->owned = owned;
    return obj;
}

static WINDOW *
get_window(VALUE obj)
{
    struct windata *w;

    if (!rb_obj_is_kind_of(obj, cWindow))
        rb_raise(rb_eTypeError, "wrong argument type %s (expected Curses::Window)",
                 rb_obj_classname(obj));
    w = DATA_PTR(obj);
    if (!w->window) rb_raise(rb_eRuntimeError, "already closed window");
    return w->window;
}

/* Curses.init_screen: sets up the terminal; the standard screen's Window */
static VALUE
curses_init_screen(VALUE mod)
{
    rb_secure(4);
    if (NIL_P(rb_stdscr)) {
        if (!initscr()) rb_raise(rb_eRuntimeError, "can't initialize curses");
        clear();
        rb_stdscr = prep_window(cWindow, stdscr, 0);
    }
    return rb_stdscr;
}

/* the standard screen's Window, set up on first use */
static VALUE
curses_stdscr(void)
{
    return NIL_P(rb_stdscr) ? curses_init_screen(mCurses) : rb_stdscr;
}

static WINDOW *
std_window(void)
{
    return get_window(curses_stdscr());
}

static VALUE
curses_close_screen(VALUE mod)
{
    std_window();
    endwin();
    rb_stdscr = Qnil;
    return Qnil;
}

static VALUE
curses_closed_p(VALUE mod)
{
    std_window();
    return isendwin() ? Qtrue : Qfalse;
}

/* module functions that call one curses function of no argument */
#define CURSES_VOID(name, call) \
    static VALUE curses_##name(VALUE mod) { std_window(); call; return Qnil; }

CURSES_VOID(doupdate, doupdate())
CURSES_VOID(echo, echo())
CURSES_VOID(noecho, noecho())
CURSES_VOID(raw, raw())
CURSES_VOID(noraw, noraw())
CURSES_VOID(cbreak, cbreak())
CURSES_VOID(nocbreak, nocbreak())
CURSES_VOID(nl, nl())
CURSES_VOID(nonl, nonl())
CURSES_VOID(beep, beep())
CURSES_VOID(flash, flash())
CURSES_VOID(def_prog_mode, def_prog_mode())
CURSES_VOID(reset_prog_mode, reset_prog_mode())

static VALUE
bool_of(int r)
{
    return r == ERR ? Qfalse : Qtrue;
}

static VALUE
curses_ungetch(VALUE mod, VALUE ch)
{
    std_window();
    ungetch(NUM2INT(ch));
    return Qnil;
}

static VALUE
curses_keyname(VALUE mod, VALUE key)
{
    const char *name;

    std_window();
    name = keyname(NUM2INT(key));
    return name ? rb_str_new2(name) : Qnil;
}

static VALUE
curses_lines(VALUE mod)
{
    return INT2FIX(LINES);
}

static VALUE
curses_cols(VALUE mod)
{
    return INT2FIX(COLS);
}

/* curs_set(visibility): the previous visibility, nil when refused */
static VALUE
curses_curs_set(VALUE mod, VALUE visibility)
{
    int r;

    std_window();
    r = curs_set(NUM2INT(visibility));
    return r == ERR ? Qnil : INT2FIX(r);
}

static VALUE
curses_has_colors(VALUE mod)
{
    std_window();
    return has_colors() ? Qtrue : Qfalse;
}

static VALUE
curses_can_change_color(VALUE mod)
{
    std_window();
    return can_change_color() ? Qtrue : Qfalse;
}

static VALUE
curses_start_color(VALUE mod)
{
    std_window();
    return bool_of(start_color());
}

static VALUE
curses_init_pair(VALUE mod, VALUE pair, VALUE fg, VALUE bg)
{
    std_window();
    return bool_of(init_pair(NUM2INT(pair), NUM2INT(fg), NUM2INT(bg)));
}

static VALUE
curses_init_color(VALUE mod, VALUE color, VALUE r, VALUE g, VALUE b)
{
    std_window();
    return bool_of(init_color(NUM2INT(color), NUM2INT(r), NUM2INT(g), NUM2INT(b)));
}

/* color_content(color): [r, g, b], nil when refused */
static VALUE
curses_color_content(VALUE mod, VALUE color)
{
    short r, g, b;

    std_window();
    if (color_content(NUM2INT(color), &r, &g, &b) == ERR) return Qnil;
    return rb_ary_new3(3, INT2FIX(r), INT2FIX(g), INT2FIX(b));
}

/* pair_content(pair): [fg, bg], nil when refused */
static VALUE
curses_pair_content(VALUE mod, VALUE pair)
{
    short f, b;

    std_window();
    if (pair_content(NUM2INT(pair), &f, &b) == ERR) return Qnil;
    return rb_ary_new3(2, INT2FIX(f), INT2FIX(b));
}

static VALUE
curses_color_pair(VALUE mod, VALUE pair)
{
    return INT2FIX(COLOR_PAIR(NUM2INT(pair)));
}

static VALUE
curses_pair_number(VALUE mod, VALUE attrs)
{
    return INT2FIX(PAIR_NUMBER(NUM2ULONG(attrs)));
}

static VALUE
curses_colors(VALUE mod)
{
    return INT2FIX(COLORS);
}

static VALUE
curses_color_pairs(VALUE mod)
{
    return INT2FIX(COLOR_PAIRS);
}

#ifdef HAVE_USE_DEFAULT_COLORS
static VALUE
curses_use_default_colors(VALUE mod)
{
    std_window();
    use_default_colors();
    return Qnil;
}
#endif

#ifdef HAVE_RESIZETERM
static VALUE
curses_resizeterm(VALUE mod, VALUE lines, VALUE cols)
{
    std_window();
    return bool_of(resizeterm(NUM2INT(lines), NUM2INT(cols)));
}
#endif

static VALUE
curses_set_timeout(VALUE mod, VALUE delay)
{
    std_window();
    timeout(NUM2INT(delay));
    return delay;
}

/* ------------------------------------------------------------ mouse */

#ifdef HAVE_GETMOUSE
static VALUE
mouse_event_new(MEVENT *ev)
{
    VALUE obj = rb_obj_alloc(cMouseEvent);

    rb_iv_set(obj, "@eid", INT2FIX(ev->id));
    rb_iv_set(obj, "@x", INT2FIX(ev->x));
    rb_iv_set(obj, "@y", INT2FIX(ev->y));
    rb_iv_set(obj, "@z", INT2FIX(ev->z));
    rb_iv_set(obj, "@bstate", ULONG2NUM(ev->bstate));
    return obj;
}

/* getmouse: the MouseEvent waiting, or nil */
static VALUE
curses_getmouse(VALUE mod)
{
    MEVENT ev;

    std_window();
    if (getmouse(&ev) == ERR) return Qnil;
    return mouse_event_new(&ev);
}

static VALUE
curses_ungetmouse(VALUE mod, VALUE event)
{
    MEVENT ev;

    std_window();
    memset(&ev, 0, sizeof ev);
    ev.id = NUM2INT(rb_iv_get(event, "@eid"));
    ev.x = NUM2INT(rb_iv_get(event, "@x"));
    ev.y = NUM2INT(rb_iv_get(event, "@y"));
    ev.z = NUM2INT(rb_iv_get(event, "@z"));
    ev.bstate = NUM2ULONG(rb_iv_get(event, "@bstate"));
    return bool_of(ungetmouse(&ev));
}

static VALUE
curses_mouseinterval(VALUE mod, VALUE interval)
{
    std_window();
    return INT2FIX(mouseinterval(NUM2INT(interval)));
}

static VALUE
curses_mousemask(VALUE mod, VALUE mask)
{
    std_window();
    return ULONG2NUM(mousemask(NUM2ULONG(mask), 0));
}
#endif

/* ------------------------------------------------------------ Window */

/* Window.new(height, width, top, left) */
static VALUE
window_initialize(VALUE obj, VALUE h, VALUE w, VALUE top, VALUE left)
{
    struct windata *wd = DATA_PTR(obj);
    WINDOW *window;

    rb_secure(4);
    curses_stdscr();
    window = newwin(NUM2INT(h), NUM2INT(w), NUM2INT(top), NUM2INT(left));
    if (!window) rb_raise(rb_eRuntimeError, "can't create a window");
    wclear(window);
    if (wd->window && wd->owned) delwin(wd->window);
    wd->window = window;
    wd->owned = 1;
    return obj;
}

/* subwin(height, width, top, left): a window sharing this one's text */
static VALUE
window_subwin(VALUE obj, VALUE h, VALUE w, VALUE top, VALUE left)
{
    WINDOW *sub = subwin(get_window(obj), NUM2INT(h), NUM2INT(w), NUM2INT(top), NUM2INT(left));

    if (!sub) rb_raise(rb_eRuntimeError, "can't create a window");
    return prep_window(rb_obj_class(obj), sub, 1);
}

static VALUE
window_close(VALUE obj)
{
    struct windata *w;

    get_window(obj);
    w = DATA_PTR(obj);
    if (w->owned) delwin(w->window);
    w->window = 0;
    return Qnil;
}

/* window methods that call one curses function of the window */
#define WINDOW_VOID(name, call) \
    static VALUE window_##name(VALUE obj) { WINDOW *win = get_window(obj); call; return Qnil; }

WINDOW_VOID(clear, wclear(win))
WINDOW_VOID(clrtoeol, wclrtoeol(win))
WINDOW_VOID(refresh, wrefresh(win))
WINDOW_VOID(noutrefresh, wnoutrefresh(win))
WINDOW_VOID(standout, wstandout(win))
WINDOW_VOID(standend, wstandend(win))
WINDOW_VOID(delch, wdelch(win))
WINDOW_VOID(deleteln, wdeleteln(win))
WINDOW_VOID(insertln, winsertln(win))
WINDOW_VOID(scroll, scroll(win))

/* move(y, x): moves the window */
static VALUE
window_move(VALUE obj, VALUE y, VALUE x)
{
    mvwin(get_window(obj), NUM2INT(y), NUM2INT(x));
    return Qnil;
}

/* setpos(y, x): moves the cursor */
static VALUE
window_setpos(VALUE obj, VALUE y, VALUE x)
{
    wmove(get_window(obj), NUM2INT(y), NUM2INT(x));
    return Qnil;
}

#define WINDOW_INT(name, expr) \
    static VALUE window_##name(VALUE obj) { WINDOW *win = get_window(obj); return INT2FIX(expr); }

WINDOW_INT(cury, getcury(win))
WINDOW_INT(curx, getcurx(win))
WINDOW_INT(maxy, getmaxy(win))
WINDOW_INT(maxx, getmaxx(win))
WINDOW_INT(begy, getbegy(win))
WINDOW_INT(begx, getbegx(win))

/* a character argument: a String's first byte, or a chtype (attributes
 * and all; an empty String is no Integer, as NUM2CHR says) */
static chtype
chtype_of(VALUE ch)
{
    if (TYPE(ch) == T_STRING && RSTRING_LEN(ch) >= 1)
        return (unsigned char)RSTRING_PTR(ch)[0];
    return (chtype)NUM2ULONG(ch);
}

/* box(vertical, horizontal, corner = nil) */
static VALUE
window_box(int argc, VALUE *argv, VALUE obj)
{
    WINDOW *win = get_window(obj);
    VALUE vert, hor, corn;

    rb_scan_args(argc, argv, "21", &vert, &hor, &corn);
    box(win, chtype_of(vert), chtype_of(hor));
    if (!NIL_P(corn)) {
        int y = getcury(win), x = getcurx(win), h = getmaxy(win) - 1, w = getmaxx(win) - 1;
        chtype c = chtype_of(corn);

        mvwaddch(win, 0, 0, c);
        mvwaddch(win, 0, w, c);
        mvwaddch(win, h, 0, c);
        mvwaddch(win, h, w, c);
        wmove(win, y, x);
    }
    return Qnil;
}

static VALUE
window_inch(VALUE obj)
{
    return ULONG2NUM(winch(get_window(obj)));
}

static VALUE
window_addch(VALUE obj, VALUE ch)
{
    waddch(get_window(obj), chtype_of(ch));
    return Qnil;
}

static VALUE
window_insch(VALUE obj, VALUE ch)
{
    winsch(get_window(obj), chtype_of(ch));
    return Qnil;
}

static VALUE
window_addstr(VALUE obj, VALUE str)
{
    WINDOW *win = get_window(obj);

    if (!NIL_P(str)) waddstr(win, StringValueCStr(str));
    return Qnil;
}

static VALUE
window_addstr2(VALUE obj, VALUE str)
{
    window_addstr(obj, str);
    return obj;
}

/* getch: the key read (an Integer), nil when there is none */
static VALUE
window_getch(VALUE obj)
{
    int c = wgetch(get_window(obj));

    return c == ERR ? Qnil : INT2FIX(c);
}

static VALUE
window_getstr(VALUE obj)
{
    char buf[1024];

    buf[0] = 0;
    if (wgetnstr(get_window(obj), buf, sizeof buf - 1) == ERR) return Qnil;
    return rb_tainted_str_new2(buf);
}

static VALUE
window_scrollok(VALUE obj, VALUE on)
{
    scrollok(get_window(obj), RTEST(on));
    return Qnil;
}

static VALUE
window_idlok(VALUE obj, VALUE on)
{
    idlok(get_window(obj), RTEST(on));
    return Qnil;
}

static VALUE
window_setscrreg(VALUE obj, VALUE top, VALUE bottom)
{
    return bool_of(wsetscrreg(get_window(obj), NUM2INT(top), NUM2INT(bottom)));
}

static VALUE
window_scrl(VALUE obj, VALUE n)
{
    return bool_of(wscrl(get_window(obj), NUM2INT(n)));
}

static VALUE
window_color_set(VALUE obj, VALUE pair)
{
    return bool_of(wcolor_set(get_window(obj), NUM2INT(pair), 0));
}

static VALUE
window_attroff(VALUE obj, VALUE attrs)
{
    return INT2FIX(wattroff(get_window(obj), NUM2INT(attrs)));
}

/* attron(attrs) { }: with a block, the attributes hold for the block */
static VALUE
window_attron(VALUE obj, VALUE attrs)
{
    VALUE r = INT2FIX(wattron(get_window(obj), NUM2INT(attrs)));

    if (!rb_block_given_p()) return r;
    r = rb_yield(obj);
    wattroff(get_window(obj), NUM2INT(attrs));
    return r;
}

static VALUE
window_attrset(VALUE obj, VALUE attrs)
{
    return INT2FIX(wattrset(get_window(obj), NUM2INT(attrs)));
}

static VALUE
window_bkgdset(VALUE obj, VALUE ch)
{
    wbkgdset(get_window(obj), chtype_of(ch));
    return Qnil;
}

static VALUE
window_bkgd(VALUE obj, VALUE ch)
{
    return bool_of(wbkgd(get_window(obj), chtype_of(ch)));
}

static VALUE
window_getbkgd(VALUE obj)
{
    return ULONG2NUM(getbkgd(get_window(obj)));
}

#ifdef HAVE_WRESIZE
static VALUE
window_resize(VALUE obj, VALUE lines, VALUE cols)
{
    return bool_of(wresize(get_window(obj), NUM2INT(lines), NUM2INT(cols)));
}
#endif

static VALUE
window_keypad(VALUE obj, VALUE on)
{
    return bool_of(keypad(get_window(obj), RTEST(on)));
}

static VALUE
window_nodelay(VALUE obj, VALUE on)
{
    nodelay(get_window(obj), RTEST(on));
    return on;
}

static VALUE
window_timeout(VALUE obj, VALUE delay)
{
    wtimeout(get_window(obj), NUM2INT(delay));
    return delay;
}

/* ------------------------------------------------- module functions on stdscr */

#define STD0(name) \
    static VALUE curses_##name(VALUE mod) { return window_##name(curses_stdscr()); }
#define STD1(name) \
    static VALUE curses_##name(VALUE mod, VALUE a) { return window_##name(curses_stdscr(), a); }
#define STD2(name) \
    static VALUE curses_##name(VALUE mod, VALUE a, VALUE b) { return window_##name(curses_stdscr(), a, b); }

STD0(clear)
STD0(clrtoeol)
STD0(refresh)
STD0(standout)
STD0(standend)
STD0(inch)
STD0(getch)
STD0(getstr)
STD0(delch)
STD0(deleteln)
STD0(insertln)
STD0(getbkgd)
STD1(addch)
STD1(insch)
STD1(addstr)
STD1(attroff)
STD1(attrset)
STD1(bkgdset)
STD1(bkgd)
STD1(scrl)
STD1(color_set)
STD2(setpos)
STD2(setscrreg)

static VALUE
curses_attron(VALUE mod, VALUE attrs)
{
    return window_attron(curses_stdscr(), attrs);
}

static VALUE
curses_stdscr_m(VALUE mod)
{
    return curses_stdscr();
}

/* ------------------------------------------------------------ constants */

struct named_int {
    const char *name;
    long value;
};

static const struct named_int attributes[] = {
    {"A_ATTRIBUTES", A_ATTRIBUTES}, {"A_NORMAL", A_NORMAL}, {"A_STANDOUT", A_STANDOUT},
    {"A_UNDERLINE", A_UNDERLINE}, {"A_REVERSE", A_REVERSE}, {"A_BLINK", A_BLINK},
    {"A_DIM", A_DIM}, {"A_BOLD", A_BOLD}, {"A_ALTCHARSET", A_ALTCHARSET},
    {"A_INVIS", A_INVIS}, {"A_PROTECT", A_PROTECT}, {"A_CHARTEXT", A_CHARTEXT},
    {"A_COLOR", A_COLOR},
    {"COLOR_BLACK", COLOR_BLACK}, {"COLOR_RED", COLOR_RED}, {"COLOR_GREEN", COLOR_GREEN},
    {"COLOR_YELLOW", COLOR_YELLOW}, {"COLOR_BLUE", COLOR_BLUE},
    {"COLOR_MAGENTA", COLOR_MAGENTA}, {"COLOR_CYAN", COLOR_CYAN}, {"COLOR_WHITE", COLOR_WHITE},
#ifdef HAVE_GETMOUSE
    {"BUTTON1_PRESSED", BUTTON1_PRESSED}, {"BUTTON1_RELEASED", BUTTON1_RELEASED},
    {"BUTTON1_CLICKED", BUTTON1_CLICKED}, {"BUTTON1_DOUBLE_CLICKED", BUTTON1_DOUBLE_CLICKED},
    {"BUTTON1_TRIPLE_CLICKED", BUTTON1_TRIPLE_CLICKED},
    {"BUTTON2_PRESSED", BUTTON2_PRESSED}, {"BUTTON2_RELEASED", BUTTON2_RELEASED},
    {"BUTTON2_CLICKED", BUTTON2_CLICKED}, {"BUTTON2_DOUBLE_CLICKED", BUTTON2_DOUBLE_CLICKED},
    {"BUTTON2_TRIPLE_CLICKED", BUTTON2_TRIPLE_CLICKED},
    {"BUTTON3_PRESSED", BUTTON3_PRESSED}, {"BUTTON3_RELEASED", BUTTON3_RELEASED},
    {"BUTTON3_CLICKED", BUTTON3_CLICKED}, {"BUTTON3_DOUBLE_CLICKED", BUTTON3_DOUBLE_CLICKED},
    {"BUTTON3_TRIPLE_CLICKED", BUTTON3_TRIPLE_CLICKED},
    {"BUTTON4_PRESSED", BUTTON4_PRESSED}, {"BUTTON4_RELEASED", BUTTON4_RELEASED},
    {"BUTTON4_CLICKED", BUTTON4_CLICKED}, {"BUTTON4_DOUBLE_CLICKED", BUTTON4_DOUBLE_CLICKED},
    {"BUTTON4_TRIPLE_CLICKED", BUTTON4_TRIPLE_CLICKED},
    {"BUTTON_SHIFT", BUTTON_SHIFT}, {"BUTTON_CTRL", BUTTON_CTRL}, {"BUTTON_ALT", BUTTON_ALT},
    {"ALL_MOUSE_EVENTS", ALL_MOUSE_EVENTS}, {"REPORT_MOUSE_POSITION", REPORT_MOUSE_POSITION},
#endif
    {0, 0}
};

/* the keys: Curses::KEY_DOWN and Curses::Key::DOWN */
static const struct named_int keys[] = {
    {"BREAK", KEY_BREAK}, {"DOWN", KEY_DOWN}, {"UP", KEY_UP}, {"LEFT", KEY_LEFT},
    {"RIGHT", KEY_RIGHT}, {"HOME", KEY_HOME}, {"BACKSPACE", KEY_BACKSPACE},
    {"F0", KEY_F0}, {"DL", KEY_DL}, {"IL", KEY_IL}, {"DC", KEY_DC}, {"IC", KEY_IC},
    {"EIC", KEY_EIC}, {"CLEAR", KEY_CLEAR}, {"EOS", KEY_EOS}, {"EOL", KEY_EOL},
    {"SF", KEY_SF}, {"SR", KEY_SR}, {"NPAGE", KEY_NPAGE}, {"PPAGE", KEY_PPAGE},
    {"STAB", KEY_STAB}, {"CTAB", KEY_CTAB}, {"CATAB", KEY_CATAB}, {"ENTER", KEY_ENTER},
    {"SRESET", KEY_SRESET}, {"RESET", KEY_RESET}, {"PRINT", KEY_PRINT}, {"LL", KEY_LL},
    {"A1", KEY_A1}, {"A3", KEY_A3}, {"B2", KEY_B2}, {"C1", KEY_C1}, {"C3", KEY_C3},
    {"BTAB", KEY_BTAB}, {"BEG", KEY_BEG}, {"CANCEL", KEY_CANCEL}, {"CLOSE", KEY_CLOSE},
    {"COMMAND", KEY_COMMAND}, {"COPY", KEY_COPY}, {"CREATE", KEY_CREATE}, {"END", KEY_END},
    {"EXIT", KEY_EXIT}, {"FIND", KEY_FIND}, {"HELP", KEY_HELP}, {"MARK", KEY_MARK},
    {"MESSAGE", KEY_MESSAGE}, {"MOVE", KEY_MOVE}, {"NEXT", KEY_NEXT}, {"OPEN", KEY_OPEN},
    {"OPTIONS", KEY_OPTIONS}, {"PREVIOUS", KEY_PREVIOUS}, {"REDO", KEY_REDO},
    {"REFERENCE", KEY_REFERENCE}, {"REFRESH", KEY_REFRESH}, {"REPLACE", KEY_REPLACE},
    {"RESTART", KEY_RESTART}, {"RESUME", KEY_RESUME}, {"SAVE", KEY_SAVE},
    {"SBEG", KEY_SBEG}, {"SCANCEL", KEY_SCANCEL}, {"SCOMMAND", KEY_SCOMMAND},
    {"SCOPY", KEY_SCOPY}, {"SCREATE", KEY_SCREATE}, {"SDC", KEY_SDC}, {"SDL", KEY_SDL},
    {"SELECT", KEY_SELECT}, {"SEND", KEY_SEND}, {"SEOL", KEY_SEOL}, {"SEXIT", KEY_SEXIT},
    {"SFIND", KEY_SFIND}, {"SHELP", KEY_SHELP}, {"SHOME", KEY_SHOME}, {"SIC", KEY_SIC},
    {"SLEFT", KEY_SLEFT}, {"SMESSAGE", KEY_SMESSAGE}, {"SMOVE", KEY_SMOVE},
    {"SNEXT", KEY_SNEXT}, {"SOPTIONS", KEY_SOPTIONS}, {"SPREVIOUS", KEY_SPREVIOUS},
    {"SPRINT", KEY_SPRINT}, {"SREDO", KEY_SREDO}, {"SREPLACE", KEY_SREPLACE},
    {"SRIGHT", KEY_SRIGHT}, {"SRSUME", KEY_SRSUME}, {"SSAVE", KEY_SSAVE},
    {"SSUSPEND", KEY_SSUSPEND}, {"SUNDO", KEY_SUNDO}, {"SUSPEND", KEY_SUSPEND},
    {"UNDO", KEY_UNDO}, {"MOUSE", KEY_MOUSE}, {"RESIZE", KEY_RESIZE},
    {"MIN", KEY_MIN}, {"MAX", KEY_MAX},
    {0, 0}
};

static void
define_key_const(const char *name, long value)
{
    char buf[32];

    snprintf(buf, sizeof buf, "KEY_%s", name);
    rb_define_const(mCurses, buf, LONG2NUM(value));
    rb_define_const(mKey, name, LONG2NUM(value));
}

static void
define_constants(void)
{
    const struct named_int *c;
    char buf[32];
    int i;

    for (c = attributes; c->name; c++) rb_define_const(mCurses, c->name, LONG2NUM(c->value));
    for (c = keys; c->name; c++) define_key_const(c->name, c->value);
    for (i = 1; i <= 63; i++) {
        snprintf(buf, sizeof buf, "F%d", i);
        define_key_const(buf, KEY_F(i));
    }
    for (i = 'A'; i <= 'Z'; i++) {
        snprintf(buf, sizeof buf, "CTRL_%c", i);
        define_key_const(buf, i - 'A' + 1);
    }
}

/* ------------------------------------------------------------ Init */

static void
define_module_functions(void)
{
    rb_define_module_function(mCurses, "init_screen", curses_init_screen, 0);
    rb_define_module_function(mCurses, "close_screen", curses_close_screen, 0);
    rb_define_module_function(mCurses, "closed?", curses_closed_p, 0);
    rb_define_module_function(mCurses, "stdscr", curses_stdscr_m, 0);
    rb_define_module_function(mCurses, "refresh", curses_refresh, 0);
    rb_define_module_function(mCurses, "doupdate", curses_doupdate, 0);
    rb_define_module_function(mCurses, "clear", curses_clear, 0);
    rb_define_module_function(mCurses, "clrtoeol", curses_clrtoeol, 0);
    rb_define_module_function(mCurses, "echo", curses_echo, 0);
    rb_define_module_function(mCurses, "noecho", curses_noecho, 0);
    rb_define_module_function(mCurses, "raw", curses_raw, 0);
    rb_define_module_function(mCurses, "noraw", curses_noraw, 0);
    rb_define_module_function(mCurses, "cbreak", curses_cbreak, 0);
    rb_define_module_function(mCurses, "nocbreak", curses_nocbreak, 0);
    rb_define_module_function(mCurses, "crmode", curses_cbreak, 0);
    rb_define_module_function(mCurses, "nocrmode", curses_nocbreak, 0);
    rb_define_module_function(mCurses, "nl", curses_nl, 0);
    rb_define_module_function(mCurses, "nonl", curses_nonl, 0);
    rb_define_module_function(mCurses, "beep", curses_beep, 0);
    rb_define_module_function(mCurses, "flash", curses_flash, 0);
    rb_define_module_function(mCurses, "ungetch", curses_ungetch, 1);
    rb_define_module_function(mCurses, "setpos", curses_setpos, 2);
    rb_define_module_function(mCurses, "standout", curses_standout, 0);
    rb_define_module_function(mCurses, "standend", curses_standend, 0);
    rb_define_module_function(mCurses, "inch", curses_inch, 0);
    rb_define_module_function(mCurses, "addch", curses_addch, 1);
    rb_define_module_function(mCurses, "insch", curses_insch, 1);
    rb_define_module_function(mCurses, "addstr", curses_addstr, 1);
    rb_define_module_function(mCurses, "getch", curses_getch, 0);
    rb_define_module_function(mCurses, "getstr", curses_getstr, 0);
    rb_define_module_function(mCurses, "delch", curses_delch, 0);
    rb_define_module_function(mCurses, "deleteln", curses_deleteln, 0);
    rb_define_module_function(mCurses, "insertln", curses_insertln, 0);
    rb_define_module_function(mCurses, "keyname", curses_keyname, 1);
    rb_define_module_function(mCurses, "lines", curses_lines, 0);
    rb_define_module_function(mCurses, "cols", curses_cols, 0);
    rb_define_module_function(mCurses, "curs_set", curses_curs_set, 1);
    rb_define_module_function(mCurses, "scrl", curses_scrl, 1);
    rb_define_module_function(mCurses, "setscrreg", curses_setscrreg, 2);
    rb_define_module_function(mCurses, "attroff", curses_attroff, 1);
    rb_define_module_function(mCurses, "attron", curses_attron, 1);
    rb_define_module_function(mCurses, "attrset", curses_attrset, 1);
    rb_define_module_function(mCurses, "bkgdset", curses_bkgdset, 1);
    rb_define_module_function(mCurses, "bkgd", curses_bkgd, 1);
    rb_define_module_function(mCurses, "getbkgd", curses_getbkgd, 0);
    rb_define_module_function(mCurses, "color_set", curses_color_set, 1);
    rb_define_module_function(mCurses, "has_colors?", curses_has_colors, 0);
    rb_define_module_function(mCurses, "can_change_color?", curses_can_change_color, 0);
    rb_define_module_function(mCurses, "start_color", curses_start_color, 0);
    rb_define_module_function(mCurses, "init_pair", curses_init_pair, 3);
    rb_define_module_function(mCurses, "init_color", curses_init_color, 4);
    rb_define_module_function(mCurses, "color_content", curses_color_content, 1);
    rb_define_module_function(mCurses, "pair_content", curses_pair_content, 1);
    rb_define_module_function(mCurses, "color_pair", curses_color_pair, 1);
    rb_define_module_function(mCurses, "pair_number", curses_pair_number, 1);
    rb_define_module_function(mCurses, "colors", curses_colors, 0);
    rb_define_module_function(mCurses, "color_pairs", curses_color_pairs, 0);
    rb_define_module_function(mCurses, "def_prog_mode", curses_def_prog_mode, 0);
    rb_define_module_function(mCurses, "reset_prog_mode", curses_reset_prog_mode, 0);
    rb_define_module_function(mCurses, "timeout=", curses_set_timeout, 1);
#ifdef HAVE_USE_DEFAULT_COLORS
    rb_define_module_function(mCurses, "use_default_colors", curses_use_default_colors, 0);
#endif
#ifdef HAVE_RESIZETERM
    rb_define_module_function(mCurses, "resizeterm", curses_resizeterm, 2);
    rb_define_module_function(mCurses, "resize", curses_resizeterm, 2);
#endif
#ifdef HAVE_GETMOUSE
    rb_define_module_function(mCurses, "getmouse", curses_getmouse, 0);
    rb_define_module_function(mCurses, "ungetmouse", curses_ungetmouse, 1);
    rb_define_module_function(mCurses, "mouseinterval", curses_mouseinterval, 1);
    rb_define_module_function(mCurses, "mousemask", curses_mousemask, 1);
#endif
}

static void
define_window_methods(void)
{
    cWindow = rb_define_class_under(mCurses, "Window", rb_cData);
    rb_define_alloc_func(cWindow, window_alloc);
    rb_define_method(cWindow, "initialize", window_initialize, 4);
    rb_define_method(cWindow, "subwin", window_subwin, 4);
    rb_define_method(cWindow, "close", window_close, 0);
    rb_define_method(cWindow, "clear", window_clear, 0);
    rb_define_method(cWindow, "clrtoeol", window_clrtoeol, 0);
    rb_define_method(cWindow, "refresh", window_refresh, 0);
    rb_define_method(cWindow, "noutrefresh", window_noutrefresh, 0);
    rb_define_method(cWindow, "box", window_box, -1);
    rb_define_method(cWindow, "move", window_move, 2);
    rb_define_method(cWindow, "setpos", window_setpos, 2);
    rb_define_method(cWindow, "cury", window_cury, 0);
    rb_define_method(cWindow, "curx", window_curx, 0);
    rb_define_method(cWindow, "maxy", window_maxy, 0);
    rb_define_method(cWindow, "maxx", window_maxx, 0);
    rb_define_method(cWindow, "begy", window_begy, 0);
    rb_define_method(cWindow, "begx", window_begx, 0);
    rb_define_method(cWindow, "standout", window_standout, 0);
    rb_define_method(cWindow, "standend", window_standend, 0);
    rb_define_method(cWindow, "inch", window_inch, 0);
    rb_define_method(cWindow, "addch", window_addch, 1);
    rb_define_method(cWindow, "insch", window_insch, 1);
    rb_define_method(cWindow, "addstr", window_addstr, 1);
    rb_define_method(cWindow, "<<", window_addstr2, 1);
    rb_define_method(cWindow, "getch", window_getch, 0);
    rb_define_method(cWindow, "getstr", window_getstr, 0);
    rb_define_method(cWindow, "delch", window_delch, 0);
    rb_define_method(cWindow, "deleteln", window_deleteln, 0);
    rb_define_method(cWindow, "insertln", window_insertln, 0);
    rb_define_method(cWindow, "scroll", window_scroll, 0);
    rb_define_method(cWindow, "scrollok", window_scrollok, 1);
    rb_define_method(cWindow, "idlok", window_idlok, 1);
    rb_define_method(cWindow, "setscrreg", window_setscrreg, 2);
    rb_define_method(cWindow, "scrl", window_scrl, 1);
    rb_define_method(cWindow, "color_set", window_color_set, 1);
    rb_define_method(cWindow, "attroff", window_attroff, 1);
    rb_define_method(cWindow, "attron", window_attron, 1);
    rb_define_method(cWindow, "attrset", window_attrset, 1);
    rb_define_method(cWindow, "bkgdset", window_bkgdset, 1);
    rb_define_method(cWindow, "bkgd", window_bkgd, 1);
    rb_define_method(cWindow, "getbkgd", window_getbkgd, 0);
#ifdef HAVE_WRESIZE
    rb_define_method(cWindow, "resize", window_resize, 2);
#endif
    rb_define_method(cWindow, "keypad", window_keypad, 1);
    rb_define_method(cWindow, "keypad=", window_keypad, 1);
    rb_define_method(cWindow, "nodelay=", window_nodelay, 1);
    rb_define_method(cWindow, "timeout=", window_timeout, 1);
}

void
Init_curses(void)
{
    mCurses = rb_define_module("Curses");
    mKey = rb_define_module_under(mCurses, "Key");
    rb_stdscr = Qnil;
    rb_global_variable(&rb_stdscr);

    cMouseEvent = rb_define_class_under(mCurses, "MouseEvent", rb_cObject);
    rb_undef_method(CLASS_OF(cMouseEvent), "new");
    rb_define_attr(cMouseEvent, "eid", 1, 0);
    rb_define_attr(cMouseEvent, "x", 1, 0);
    rb_define_attr(cMouseEvent, "y", 1, 0);
    rb_define_attr(cMouseEvent, "z", 1, 0);
    rb_define_attr(cMouseEvent, "bstate", 1, 0);

    define_module_functions();
    define_window_methods();
    define_constants();
}
