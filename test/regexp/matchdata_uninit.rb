# a MatchData made by allocate: TypeError "uninitialized Match", never a crash
def t; r = yield; p r; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
m = /(a)(b)?(c)/.match("xxacyy")
t { MatchData.allocate }
t { MatchData.allocate.to_a }
t { MatchData.allocate[0] }
t { MatchData.allocate.to_s }
t { MatchData.allocate.size }
t { MatchData.allocate.string }
t { MatchData.allocate.pre_match }
t { MatchData.allocate.post_match }
t { MatchData.allocate.begin(0) }
t { MatchData.allocate.end(0) }
t { MatchData.allocate.offset(0) }
t { MatchData.allocate.captures }
t { MatchData.allocate.values_at(0) }
t { MatchData.allocate.select {} }
t { MatchData.allocate.dup }
t { MatchData.allocate.send(:initialize_copy, m).to_a }
t { m.dup.send(:initialize_copy, MatchData.allocate) }
t { $~ = MatchData.allocate; $~ }
t { $~ = MatchData.allocate; $& }
t { $~ = MatchData.allocate; $1 }
t { $~ = MatchData.allocate; $` }
t { $~ = MatchData.allocate; $' }
t { $~ = MatchData.allocate; $+ }
t { $~ = MatchData.allocate; defined?($1) }
t { $~ = MatchData.allocate; "abc".sub(/b/, "x") }
