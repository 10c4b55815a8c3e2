# SOAP::Marshal walks a Hash in 1.8.7's order (string and fixnum keys).
require 'soap/marshal'
def d(o) puts SOAP::Marshal.dump(o).scan(/<key[^>]*>([^<]*)</).flatten.join(' ') end
d({"zeta" => 1, "alpha" => 2, "mid" => 3, "b" => 4, "xmlns" => 5, "qq" => 6})
d({5 => 1, 3 => 2, 100 => 3, -7 => 4, 12 => 5})
d({"a" => 1, 2 => 2, "c" => 3})
h = Hash.new(0); h["x"] = 1; h["yy"] = 2; h["a"] = 3; d h
