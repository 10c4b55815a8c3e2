# StringIO: gets (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:each_line_par) { StringIO.new("a\n\n\nb\n").each_line("").to_a }
show(:lineno_each) { s=StringIO.new("a\nb\n"); s.each{}; s.lineno }
show(:lineno_readlines) { s=StringIO.new("a\nb\n"); s.readlines; s.lineno }
show(:underscore_each) { $_ = "q"; s=StringIO.new("a\nb\n"); s.each{}; $_ }
show(:underscore_readline) { s=StringIO.new("a\nb\n"); s.readline; $_ }
show(:underscore_nil) { $_ = "q"; s=StringIO.new(""); s.gets; $_ }
show(:lineno_ret) { s=StringIO.new("ab"); s.send(:lineno=, 1.5); s.lineno }
