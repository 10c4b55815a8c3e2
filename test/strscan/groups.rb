require 'strscan'
require "helper"
# [] with groups, pre_match, post_match, matched after success and failure
s = StringScanner.new("Fri Dec 12 1975")
s.scan(/(\w+) (\w+) (\d+) /)
show(:groups) { [s[0], s[1], s[2], s[3], s[4], s[-1], s[-4], s[-5]] }
show(:float_idx) { s[1.7] }
show(:str_idx) { s["1"] }
show(:nil_idx) { s[nil] }
show(:nomatch) { s = StringScanner.new("abc"); s.scan(/x/); [s[0], s.pre_match, s.post_match, s.matched_size, s.matched, s.matched?] }
show(:unmatched_group) { s = StringScanner.new("abc"); s.scan(/(x)?a/); [s[1], s[0]] }
show(:until_pre) { s = StringScanner.new("abcdef"); s.pos = 1; s.scan_until(/d/); [s.pre_match, s.post_match, s.matched] }
show(:getch_pre) { s = StringScanner.new("abcdef"); s.pos = 2; s.getch; [s.pre_match, s.post_match, s[0], s[1]] }
show(:fail_clears) { s = StringScanner.new("abc"); s.scan(/a/); s.scan(/x/); [s.matched, s.matched?, s.pre_match] }
show(:check_keeps) { s = StringScanner.new("ab"); s.check(/a/); [s.matched, s.pre_match, s.post_match, s.pos] }
show(:pos_keeps) { s = StringScanner.new("ab"); s.scan(/a/); s.pos = 0; [s.matched, s.pre_match] }
show(:peek_keeps) { s = StringScanner.new("ab"); s.scan(/a/); s.peek(1); s.matched }
