# MatchData accessors with odd indexes; select yields "" for an unmatched group
def t; r = yield; p r; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
m = /(a)(b)?(c)/.match("xxacyy")
t { m.values_at(0, 2, -1, 5, -10) }
t { m.values_at(0..2) }
t { m.values_at(1..10) }
t { m.values_at("a") }
t { m.values_at(nil) }
t { m.values_at(1.5) }
t { m.begin(2) }
t { m.begin(4) }
t { m.begin(-1) }
t { m.begin(nil) }
t { m.begin("a") }
t { m.begin(1.7) }
t { m.begin(2**70) }
t { m.end(4) }
t { m.offset(2) }
t { m.offset(-1) }
t { m[-4] }
t { m[-5] }
t { m[1, 2] }
t { m[1..-1] }
t { m[nil] }
t { m["a"] }
t { m[1.5] }
t { m[2**70] }
t { m.select { |x| x } }
t { m.select(1) }
t { /(x)?/.match("").select { |x| true } }
t { m.string.frozen? }
