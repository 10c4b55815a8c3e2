# An interactive irb on a terminal: the default prompt, no echo of input by
# irb (the terminal echoes), continuation prompts, errors, conf, exit.
require "./fixtures/pty_helper"
irb_tty ["1+1\n", "def f(a)\n", "  a * 2\n", "end\n", "f(21)\n", "x = [1,\n",
         "2]\n", "\"s\n", "t\"\n", "foo\n", "conf.prompt_mode\n", "_\n",
         "STDIN.tty?\n", "exit\n"]
irb_tty ["p 1\n", "quit\n"], "-f --simple-prompt"
irb_tty ["1\n", "[2]\n", "exit\n"], "-f --prompt inf-ruby"
# ^C at the prompt drops the statement being typed
irb_tty ["1 +\n", "\003", "2\n", "exit\n"]
