# Curses over ncurses, run without a terminal: TERM=vt100, the screen's
# output goes to a file and the test reads the windows back with inch.
# MRI 1.8.7's oracle is built without curses: the expected output was
# written by hand from 1.8.7's documented behaviour and checked.
require "helper"
ENV["TERM"] = "vt100"
ENV["LINES"] = "24"
ENV["COLUMNS"] = "80"
out = STDOUT.dup
STDOUT.reopen("screen.out", "w")
$stdout = out
require "curses"

# the text of a window's line y, read back one cell at a time
def line(win, y, n = win.maxx)
  win.setpos(y, 0)
  (0...n).map { win.setpos(y, win.curx); c = win.inch & Curses::A_CHARTEXT; win.setpos(y, win.curx + 1); c.chr }.join.rstrip
end

show("constants") { [Curses::A_BOLD != 0, Curses::COLOR_RED, Curses::KEY_DOWN, Curses::Key::DOWN, Curses::KEY_F1 == Curses::Key::F1, Curses::KEY_CTRL_A, Curses::Key::ENTER] }
show("window class") { [Curses::Window.superclass, Curses::MouseEvent.superclass] }
scr = Curses.init_screen
show("init_screen") { [scr.class, Curses.stdscr.equal?(scr), Curses.init_screen.equal?(scr)] }
show("size") { [Curses.lines, Curses.cols, scr.maxy, scr.maxx, scr.begy, scr.begx] }
show("modes") { [Curses.noecho, Curses.cbreak, Curses.nonl, Curses.raw, Curses.noraw, Curses.echo, Curses.crmode, Curses.nocrmode, Curses.nl] }
show("setpos") { [Curses.setpos(2, 3), scr.cury, scr.curx] }
show("addstr") { [Curses.addstr("hello"), scr.cury, scr.curx] }
show("inch") { Curses.setpos(2, 4); (Curses.inch & Curses::A_CHARTEXT).chr }
show("addch") { Curses.setpos(3, 0); Curses.addch(?X); Curses.addch("Y"); line(scr, 3) }
show("insch") { Curses.setpos(3, 0); Curses.insch(?W); line(scr, 3) }
show("delch") { Curses.setpos(3, 1); Curses.delch; line(scr, 3) }
show("<<") { scr.setpos(4, 0); (scr << "ab" << "cd").equal?(scr) && line(scr, 4) }
show("line 2") { line(scr, 2) }
show("clrtoeol") { scr.setpos(2, 5); scr.clrtoeol; line(scr, 2) }
show("insertln") { scr.setpos(4, 0); scr.insertln; [line(scr, 4), line(scr, 5)] }
show("deleteln") { scr.setpos(4, 0); scr.deleteln; line(scr, 4) }
show("attr") { scr.setpos(6, 0); scr.attron(Curses::A_BOLD); scr.addstr("B"); scr.attroff(Curses::A_BOLD); scr.addstr("n"); scr.setpos(6, 0); b = scr.inch; scr.setpos(6, 1); n = scr.inch; [b & Curses::A_BOLD != 0, n & Curses::A_BOLD != 0] }
show("attron block") { scr.setpos(7, 0); r = scr.attron(Curses::A_UNDERLINE) { scr.addstr("u"); 5 }; scr.addstr("v"); scr.setpos(7, 0); u = scr.inch & Curses::A_UNDERLINE; scr.setpos(7, 1); [r, u != 0, scr.inch & Curses::A_UNDERLINE] }
show("standout") { scr.setpos(8, 0); scr.standout; scr.addstr("s"); scr.standend; scr.setpos(8, 0); scr.inch & Curses::A_STANDOUT != 0 }
show("refresh") { [Curses.refresh, scr.refresh, scr.noutrefresh, Curses.doupdate] }
win = Curses::Window.new(5, 10, 2, 30)
show("window") { [win.maxy, win.maxx, win.begy, win.begx, win.cury, win.curx] }
show("box") { win.box(?|, ?-, ?+); [line(win, 0), line(win, 1), line(win, 4)] }
show("box 2") { w = Curses::Window.new(3, 4, 0, 0); w.box("|", "-"); r = (w.inch & Curses::A_CHARTEXT) != 32; w.close; r }
show("window addstr") { win.setpos(1, 1); win.addstr("in win"); line(win, 1) }
show("window wraps") { win.setpos(2, 1); win.addstr("abcdefghijkl"); [line(win, 2), line(win, 3)] }
show("move") { win.move(10, 50); [win.begy, win.begx] }
show("subwin") { s = win.subwin(2, 4, 11, 51); [s.class, s.maxy, s.maxx, s.begy, s.begx] }
show("scroll") { w = Curses::Window.new(3, 5, 15, 0); w.scrollok(true); w.setscrreg(0, 2); w.addstr("1\n2\n3\n4"); r = [line(w, 0), line(w, 1), line(w, 2)]; w.close; r }
show("scrl") { w = Curses::Window.new(3, 5, 15, 0); w.scrollok(true); w.addstr("a\nb\nc"); w.scrl(1); r = [line(w, 0), line(w, 1), line(w, 2)]; w.close; r }
show("bkgd") { w = Curses::Window.new(2, 2, 20, 0); r = [w.bkgd(?.), w.getbkgd & Curses::A_CHARTEXT]; w.close; r }
show("resize") { w = Curses::Window.new(2, 2, 20, 0); r = [w.resize(3, 6), w.maxy, w.maxx]; w.close; r }
show("keypad") { [win.keypad(true), win.keypad = false] }
show("ungetch getch") { Curses.ungetch(?z); Curses.ungetch(Curses::KEY_UP); [Curses.getch, Curses.getch] }
show("keyname") { [Curses.keyname(?a), Curses.keyname(Curses::KEY_DOWN), Curses.keyname(1)] }
show("color") { [Curses.has_colors?, Curses.color_pair(3) == Curses.color_pair(3), Curses.pair_number(Curses.color_pair(3))] }
show("start_color") { [Curses.start_color, Curses.init_pair(1, Curses::COLOR_RED, Curses::COLOR_BLACK), Curses.pair_content(1), Curses.colors, Curses.color_pairs] }
show("close") { win.close }
show("closed window") { win.addstr("x") }
show("closed twice") { win.close }
show("window args") { Curses::Window.new(1, 2) }
show("window types") { Curses::Window.new("a", 1, 1, 1) }
show("addstr type") { Curses.addstr(5) }
show("addch empty") { Curses.addch("") }
show("closed?") { Curses.closed? }
show("close_screen") { Curses.close_screen }
show("reopen") { s = Curses.init_screen; r = [s.equal?(scr), s.class, Curses.closed?]; Curses.close_screen; r }
show("screen written") { File.size("screen.out") > 0 }
