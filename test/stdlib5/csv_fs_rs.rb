# csv: multi-character field and row separators, generate_row, parse_row
require 'csv'
[["a::b::c", "::", nil], ["a,b;;c,d", ",", ";;"], ["a\tb\n", "\t", nil], ["a,b\r\n", ",", "\r\n"], ["a|b\rc|d\r", "|", "\r"], ["a,b", nil, nil], ["a,b", "", nil], ["a,b\nc", ",", ""], ["\"a,b\"::c", "::", nil]].each do |s, fs, rs|
  r = CSV.parse(s, fs, rs) rescue r = "#{$!.class}: #{$!.message}"
  q = CSV.parse_line(s, fs, rs) rescue q = "#{$!.class}: #{$!.message}"
  g = CSV.generate_line(["x", "y,z", "a::b"], fs, rs) rescue g = "#{$!.class}: #{$!.message}"
  p [s, fs, rs, r, q, g]
end
p CSV.generate_row(["a", "b"], 2, out = "", "::", "||"), out
src = "a,b\nc,\"d\ne\"\nf"
idx = 0; res = []
loop { row = []; n, nidx = CSV.parse_row(src, idx, row); break if n == 0 && nidx == 0 rescue (res << $!.class; break); res << [row, n]; idx += n; break if idx >= src.size }
p res
p CSV.parse_row("a,b", 0, x = [], ",", nil), x
p CSV.parse_row("a,b\n", 4, x = []), x
