require 'helper'
pats = ['a{,2}', 'a{2,}', 'a{,}', '(?<n>a)', '\k<n>', '(?i)a', '(?i:a)', '(?=a)', '(?<=a)b', '(?<!a)b', '(?>a+)', 'a++', 'a*+', '\h', '\H', '\R', '\X', '\p{Alpha}', '[[:alpha:]]', '[[:word:]]', '[a-&&b]', '[a&&b]', '[[a]]', '\Z', '\z', '\A', '\G', '\b', '(?#comment)a', '(?x) a b ', '(?m).', '(?s).', '(?u)a', '\1(a)', '(a)\2', '[', '(', ')', '*', 'a**', 'a{1,2}{3}', '\\', 'a|', '|', '()', '\x41', '\101', '\u0041', '\cA', '\C-a', '\M-a', '\e', '[\w-z]', '[z-a]', '\g<0>', '(?<a>.)(?<a>.)', 'a{3,2}', 'a{99999}', '[^]', '[]a]', '\Q', '(?-mix:a)', '(?imx-imx)', '(?z)'].each do |pt|
  show(pt) { r = Regexp.new(pt); [r.source, r.inspect, (r =~ "xaAb\nab aa") ] }
end
show(:md) { m = /(a)(b)?(?:c)/.match("xxacd"); [m.inspect, m.to_a, m.captures, m.pre_match, m.post_match, m.begin(0), m.end(1), m.offset(2), m.size, m.values_at(0, 2), m.select { |x| x }, m[-1], m[1..2], m.string, m.string.frozen?] }
show(:md_begin_bad) { /a/.match("a").begin(5) }
show(:md_begin_neg) { /a/.match("a").begin(-1) }
show(:md_aref_str) { /a/.match("a")["x"] }
show(:md_aref_sym) { /a/.match("a")[:x] }
show(:md_to_s) { /b/.match("abc").to_s }
show(:specials) { "hello world" =~ /(o)\s(w)/; [$~[0], $&, $`, $', $1, $2, $3, $+, $~.class] }
show(:specials_nil) { "x" =~ /z/; [$~, $&, $1, $`, $+] }
show(:scope) { "a" =~ /a/; def m1; "b" =~ /b/; $~[0]; end; [m1, $~[0]] }
show(:scope_blk) { "a" =~ /a/; [1].each { "b" =~ /b/ }; $~[0] }
show(:scope_proc) { "a" =~ /a/; pr = proc { "c" =~ /c/ }; pr.call; $~[0] }
show(:set_tilde) { "a" =~ /a/; m = $~; "b" =~ /b/; $~ = m; $& }
show(:set_tilde_bad) { $~ = 1 }
show(:set_tilde_nil) { $~ = nil; $& }
show(:last_match) { "abc" =~ /(b)/; [Regexp.last_match, Regexp.last_match(1), Regexp.last_match(5)].map { |x| x.to_s } }
show(:escape) { [Regexp.escape("a.b*c?\n\t\r\f\v -[]{}()|^$\\/#"), Regexp.quote("\0")] }
show(:union) { [Regexp.union, Regexp.union("a", "b.c"), Regexp.union(/a/i, /b/m), Regexp.union("a"), Regexp.union(/x/)] }
show(:union_arr) { Regexp.union(["a", "b"]) }
show(:union_bad) { Regexp.union(1) }
show(:new_opts) { [Regexp.new("a", true).options, Regexp.new("a", Regexp::EXTENDED | Regexp::MULTILINE).options, Regexp.new("a", nil).options, Regexp.new("a", "i").options, Regexp.new(/a/i).options, Regexp.new(/a/i, Regexp::MULTILINE).options] }
show(:new_bad) { Regexp.new(1) }
show(:compile) { Regexp.compile("a").class }
show(:eql) { [/a/ == /a/, /a/ == /a/i, /a/.eql?(/a/), /a/.hash == /a/.hash, /a/n == /a/, /a/u == /a/] }
show(:to_s) { [/a/.to_s, /a/mix.to_s, /(?i:a)b/.to_s, /a\/b/.to_s, Regexp.new("a/b").to_s, Regexp.new("a/b").inspect, /\//.source] }
show(:casefold) { [/a/i.casefold?, /a/.casefold?] }
show(:match_pos) { [/a/.match("aba", 1).begin(0), /a/.match("aba", -1).begin(0), /a/.match("a", 5)] }
show(:eqq) { [/a/ === "a", /a/ === :a, /a/ === 1, /a/ === nil] }
show(:tilde) { $_ = "xa"; ~/a/ }
show(:match_nil) { /a/ =~ nil }
show(:match_sym) { /a/ =~ :a }
show(:match_int) { /a/ =~ 1 }
show(:frozen_re) { /a/.frozen? }
show(:gsub_special) { "abc".gsub(/b/) { $~.begin(0).to_s + $& } }
show(:sub_nomatch_tilde) { "a" =~ /a/; "x".sub(/z/, ""); $~ }
show(:scan_tilde) { "abc".scan(/./); $~[0] }
show(:split_tilde) { "a" =~ /a/; "a,b".split(/,/); $~[0] }
show(:index_tilde) { "abc".index(/c/); $~[0] }
show(:case_tilde) { case "xyz"; when /y/; $~[0]; end }
show(:named) { Regexp.new('(?<x>a)') rescue $!.class }
show(:posix) { "a1_ " =~ /[[:punct:]]/ }
show(:multiline) { ["a\nb" =~ /a.b/, "a\nb" =~ /a.b/m, "a\nb" =~ /^b/, "a\nb" =~ /\Ab/] }
show(:x_comment) { /a # comment
  b/x =~ "ab" }
show(:o_opt) { 2.times.map { |i| /#{i}/o.source } }
show(:interp_err) { s = "("; /#{s}/ }
show(:dyn_opts) { s = "a"; /#{s}/i.options }
show(:match_kcode) { "\xe3\x81\x82" =~ /./u ; $~[0].size }
show(:quote_sym) { Regexp.escape(:a) rescue $!.class }
show(:re_source_taint) { Regexp.new("a".taint).source.tainted? }
show(:long_match) { ("a" * 100000 =~ /a*b/).inspect }
show(:backref_big) { /(a)\9/ =~ "aa" }
show(:empty_re) { ["abc" =~ //, "abc".split(//)] }
show(:md_frozen_str) { s = "abc"; m = s.match(/b/); s << "d"; m.post_match }
