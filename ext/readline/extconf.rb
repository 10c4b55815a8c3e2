require 'mkmf'
# GNU readline (Debian: libreadline-dev); libedit's readline emulation
# (libedit-dev) when it is missing
have_library("tinfo", "tgetnum") or have_library("ncurses", "tgetnum") or
  have_library("termcap", "tgetnum")
if have_header("readline/readline.h") && have_header("readline/history.h") &&
   have_library("readline", "readline")
  headers = ["stdio.h", "readline/readline.h", "readline/history.h"]
elsif have_header("editline/readline.h") && have_library("edit", "readline")
  $defs << "-DUSE_EDITLINE"
  headers = ["stdio.h", "editline/readline.h"]
else
  headers = nil
  message "readline is missing (Debian: libreadline-dev): ext/readline is not built\n"
end
if headers
  have_func("free_history_entry", headers)
  have_var("rl_catch_signals", headers)
  have_var("rl_catch_sigwinch", headers)
  create_makefile("readline")
end
