# StringIO: gets (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:gets_int) { StringIO.new("abc").gets(1) }
show(:readlines_int) { StringIO.new("abc").readlines(1) }
show(:lines_sep) { StringIO.new("a,b").lines(",").to_a }
show(:read_partial_buf) { s=StringIO.new("abc"); b="zzzzzz"; s.read(10, b); b }
show(:parpos) { s=StringIO.new("a\n\n\n\nb"); [s.gets(""), s.pos] }
show(:parpos2) { s=StringIO.new("\n\n\na\n"); [s.gets(""), s.pos, s.gets("")] }
show(:gets_arity) { StringIO.new("a").gets(1,2) }
show(:readline_sep) { StringIO.new("a,b").readline(",") }
show(:readlines_nil) { StringIO.new("a\nb").readlines(nil) }
show(:readlines_par) { StringIO.new("a\n\n\nb\n").readlines("") }
show(:gets_nil_sep) { $/ = "b"; r = StringIO.new("abc").gets; $/ = "\n"; r }
show(:par_nl) { s=StringIO.new("\n\n\n"); [s.gets(""), s.pos] }
show(:par_end) { s=StringIO.new("a\n"); [s.gets(""), s.pos] }
show(:sep_empty_tail) { s=StringIO.new("ab\n"); [s.gets, s.gets] }
