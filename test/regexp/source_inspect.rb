# Regexp#inspect, #source, #to_s and #options of odd regexps
def t; r = yield; p r; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
[/a\/b/, %r{a/b}, /\//, /a\nb/, Regexp.new("a\nb"), Regexp.new("a/b"), Regexp.new("\t"), Regexp.new("\\/"), /\x00/, Regexp.new("\0"), Regexp.new("\xff"), /\xff/, /#/, /a#{1}b/, Regexp.new("#{1}"), //, /(?i)a/, /(?i:a)/, /(?i-mx:a)/, /(?mix:a)/, /(?i:a)b/, /(?i:a)(?m:b)/, /(?-mix:(?i:a))/, /(?:a)/, /(?i:(a)|b)/, /(?i)/, /(?i:)/, Regexp.new("(?x:a # c\n)"), Regexp.new("(?i:a"), /a/ix, /a/mixn, /a/u, Regexp.new("a", nil, "e"), /\(?i:a\)/, Regexp.new("(?i:a)x)"), Regexp.new("(?i:a)\\"), /(?i:a\))/].each do |r|
  next unless r
  t { [r.inspect, r.source, r.to_s, r.options] }
end
