require 'mkmf'
# GNU readline (Debian: libreadline-dev); libedit's readline emulation
# (libedit-dev) when it is missing
have_library("tinfo", "tgetnum") or have_library("ncurses", "tgetnum") or
  have_library("termcap", "tgetnum")
if have_header("readline/readline.h") && have_header("readline/history.h") &&
   have_library("readline", "readline")
  # found
elsif have_header("editline/readline.h") && have_library("edit", "readline")
  $defs << "-DUSE_EDITLINE"
else
  abort "readline is missing (Debian: libreadline-dev)"
end
have_func("rl_filename_completion_function")
have_func("rl_username_completion_function")
have_func("rl_completion_matches")
have_func("free_history_entry")
have_func("rl_vi_editing_mode")
have_func("rl_emacs_editing_mode")
have_var("rl_library_version")
have_var("rl_catch_signals")
have_var("rl_catch_sigwinch")
create_makefile("readline")
