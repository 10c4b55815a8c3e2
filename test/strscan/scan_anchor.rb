require 'strscan'
require "helper"
# the rest of the string is the whole subject: ^ and \A match at the pointer
show(:caret_nl) { s = StringScanner.new("ab\ncd"); s.pos = 3; [s.scan(/^cd/), s.pos] }
show(:caret_mid) { s = StringScanner.new("abcd"); s.pos = 2; [s.scan(/^cd/), s.pos] }
show(:A_mid) { s = StringScanner.new("abcd"); s.pos = 2; s.check(/\Acd/) }
show(:until_caret_no) { s = StringScanner.new("abcd"); s.pos = 2; s.scan_until(/^d/) }
show(:until_caret_yes) { s = StringScanner.new("abcd"); s.pos = 2; s.scan_until(/^c/) }
show(:dollar_tilde) { "zz" =~ /z/; s = StringScanner.new("abc"); s.scan(/(a)/); $~[0] }
show(:ignorecase_global) { $= = true; s = StringScanner.new("ABC"); r = s.scan(/a/); $= = false; r }
show(:casefold) { StringScanner.new("ABC").scan(/a/i) }
show(:str_arg) { StringScanner.new("abc").scan("a") }
show(:int_arg) { StringScanner.new("abc").scan(1) }
show(:until_str) { StringScanner.new("abc").scan_until("b") }
show(:full_arity) { StringScanner.new("abc").scan_full(/a/) }
