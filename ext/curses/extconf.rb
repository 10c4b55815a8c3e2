require 'mkmf'
# ncurses (Debian: libncurses-dev); without it ext/curses is not built
have_library("tinfo", "tgetent")
if have_header("curses.h") &&
   (have_library("ncursesw", "initscr", "curses.h") || have_library("ncurses", "initscr", "curses.h") ||
    have_library("curses", "initscr", "curses.h"))
  %w(getmouse ungetmouse mouseinterval mousemask resizeterm wresize use_default_colors
     curs_set getbkgd wbkgd wbkgdset color_set wcolor_set keyname).each { |f| have_func(f, "curses.h") }
  create_makefile("curses")
else
  message "curses is missing (Debian: libncurses-dev): ext/curses is not built\n"
end
