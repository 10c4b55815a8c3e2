# ENV.indexes / ENV.indices (deprecated, with a warning): a name that is no
# String (nor to_str) gives nil, a name is read up to a NUL, every value is
# tainted (PATH as well), and no $SAFE level is checked by the method.
ENV["CORE15_A"] = "1"
ENV["CORE15_B"] = "2"
STR = Object.new; def STR.to_str; "CORE15_A"; end
p ENV.indexes("CORE15_A", "CORE15_B", "CORE15_NX")
p ENV.indices(nil, 0, 1.5, :CORE15_A, [], {}, true, STR)
p ENV.indexes("CORE15_A\0junk", "\0", "")
p ENV.indexes("PATH")[0].tainted?
v = ENV.indexes("CORE15_A")[0]
p [v.tainted?, v.frozen?]
p ENV.indexes
p ENV.values_at("CORE15_A", "CORE15_NX")
p((ENV.values_at(nil) rescue $!))
p((ENV.values_at("a\0b") rescue $!))
