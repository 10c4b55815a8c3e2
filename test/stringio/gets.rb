# StringIO: gets (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:gets) { s=StringIO.new("a\nb\n\n\nc\nd"); [s.gets, s.gets(""), s.gets(nil), s.gets, s.lineno] }
show(:getssep) { s=StringIO.new("axbxxc"); [s.gets("x"), s.gets("xx"), s.gets("xx")] }
show(:getspar) { s=StringIO.new("\n\na\nb\n\n\n\nc\n\nd"); [s.gets(""), s.gets(""), s.gets(""), s.gets("")] }
show(:getslimit) { s=StringIO.new("abc\n"); s.gets("\n", 2) }
show(:readline) { s=StringIO.new("a"); [s.readline, (s.readline rescue $!)] }
show(:eachsep) { s=StringIO.new("a,b,c"); r=[]; s.each_line(","){|l| r << l}; r }
show(:readlines) { s=StringIO.new("a\nb\nc"); [s.readlines, s.readlines] }
show(:readlines2) { s=StringIO.new("a,b,c"); [s.readlines(",")] }
show(:getsnil_eof) { s=StringIO.new("ab"); s.read; [s.gets(nil), s.gets(""), s.gets("x")] }
show(:gets_empty_str) { s=StringIO.new(""); [s.gets(nil), s.gets] }
show(:lineno) { s=StringIO.new("a\nb\nc\n"); s.lineno=10; s.gets; [s.lineno, (s.lineno="x" rescue $!)] }
show(:dollar_underscore) { s=StringIO.new("a\nb"); s.gets; $_ }
show(:dollar_dot) { $. = 5; s=StringIO.new("a\nb"); s.gets; $. }
show(:gets_tostr) { o=Object.new; def o.to_str; "b"; end; StringIO.new("abc").gets(o) }
