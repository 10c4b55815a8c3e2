require 'strscan'
require "helper"
# scan/skip/match?/check are anchored at the scan pointer
s = StringScanner.new("test string")
show(:a) { [s.scan(/\w+/), s.scan(/\w+/), s.scan(/\s+/), s.scan(/\w+/), s.eos?, s.scan(/\w+/)] }
show(:anch) { s = StringScanner.new("ab cd"); [s.scan(/cd/), s.pos, s.scan_until(/cd/), s.pos, s.pre_match, s.matched, s.post_match] }
show(:skip) { s = StringScanner.new("abc def"); [s.skip(/\w+/), s.skip(/\w+/), s.skip_until(/e/), s.pos, s.matched, s.matched_size] }
show(:match) { s = StringScanner.new("abc def"); [s.match?(/\w+/), s.pos, s.matched, s.match?(/\s/), s.matched?, s.matched] }
show(:check) { s = StringScanner.new("abc def"); [s.check(/\w+/), s.pos, s.check_until(/d/), s.pos, s.exist?(/e/), s.exist?(/z/)] }
show(:full) { s = StringScanner.new("abc def"); [s.scan_full(/\w+/, false, false), s.pos, s.scan_full(/\w+/, true, false), s.pos, s.scan_full(/\s/, true, true), s.search_full(/f/, false, true), s.pos, s.search_full(/f/, true, false), s.pos] }
show(:search_full) { s = StringScanner.new("abcdef"); [s.search_full(/c/, false, false), s.pos, s.matched] }
show(:until) { s = StringScanner.new("abcdef"); s.pos = 1; [s.skip_until(/d/), s.check_until(/f/), s.exist?(/f/), s.match?(/e/)] }
show(:empty) { s = StringScanner.new("abc"); [s.scan(//), s.pos, s.matched?, s.scan_until(//), s.skip(/x*/)] }
show(:at_eos) { s = StringScanner.new("abc"); s.terminate; [s.scan(/x*/), s.scan_until(/$/), s.getch, s.get_byte] }
