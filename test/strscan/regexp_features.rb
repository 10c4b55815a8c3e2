# regexp features at the scan pointer: \G, \b, $, \z, backrefs, options, kcode
require 'strscan'
require "helper"
show(:G) { s=StringScanner.new("aab"); s.pos=1; [s.scan(/\Ga/), s.scan_until(/\Gb/)] }
show(:b) { s=StringScanner.new("abc"); s.pos=1; [s.scan(/\bb/), s.pos] }
show(:B) { s=StringScanner.new("abc"); s.pos=1; s.check(/\Bb/) }
show(:z) { s=StringScanner.new("ab\n"); [s.scan_until(/\z/), s.pos] }
show(:Z) { s=StringScanner.new("ab\n"); [s.scan_until(/\Z/), s.pos] }
show(:dollar) { s=StringScanner.new("ab\ncd"); [s.scan_until(/$/), s.pos, s.scan(/\n/), s.scan(/$/), s.scan(/cd$/)] }
show(:backref) { s=StringScanner.new("abab"); [s.scan(/(ab)\1/), s[1]] }
show(:multiline) { s=StringScanner.new("a\nb"); [s.scan(/a.b/m), s.pos] }
show(:ext) { s=StringScanner.new("ab"); s.scan(/a # c
 b/x) }
show(:kcode_fixed) { s=StringScanner.new("\303\251"); $KCODE='s'; r = s.scan(/./u); $KCODE='n'; r }
show(:kcode_n) { $KCODE='u'; s=StringScanner.new("\303\251"); r = s.scan(/./n); $KCODE='n'; r }
show(:many_groups) { s=StringScanner.new("abcdefghijkl"); s.scan(/(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)(l)/); [s[12], s[11], s[13], s[-12], s[-13]] }
show(:greedy_until) { s=StringScanner.new("aXbXc"); [s.scan_until(/X/), s.scan_until(/X/), s.rest] }
show(:nul) { s=StringScanner.new("a\0b"); [s.scan(/a\0/), s.getch, s.inspect] }
show(:regexp_error) { s=StringScanner.new("ab"); s.scan(Regexp.new("(?<=a)b")) }
show(:empty_until_eos) { s=StringScanner.new(""); [s.scan_until(//), s.matched?, s.pre_match, s.post_match, s.matched] }
show(:concat_after_eos) { s=StringScanner.new("a"); s.scan(/a/); s << "b"; [s.eos?, s.scan(/b/), s.pre_match] }
show(:getch_after_concat) { s=StringScanner.new("a"); s.terminate; s.concat("xy"); [s.getch, s.rest] }
show(:unscan_keeps_matched?) { s=StringScanner.new("ab"); s.scan(/a/); s.unscan; [s.matched?, s.matched, s[0]] }
show(:terminate_bol) { s=StringScanner.new("a\n"); s.terminate; s.bol? }
show(:string_then_scan) { s=StringScanner.new("a"); s.string = "xyz"; [s.scan(/x/), s.string.frozen?, (s << "q" rescue $!)] }
