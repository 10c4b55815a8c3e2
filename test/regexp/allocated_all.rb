# every method of MatchData, Regexp and String on an allocated object: exceptions, never a crash
def t(label); r = yield; r = r.inspect; r = r.gsub(/0x[0-9a-f]+/, "X"); puts "#{label}: #{r}"; rescue Exception => e; puts "#{label}: #{e.class}: #{e.message.gsub(/0x[0-9a-f]+/, "X")}"; end
[MatchData, Regexp, String].each do |c|
  (c.public_instance_methods(false) + %w(== eql? hash inspect to_s dup clone)).uniq.sort.each do |m|
    next if %w(display hash).include?(m)
    [[], [0], ["a"], [/a/], [1, 2]].each do |args|
      t("#{c}##{m}#{args.inspect}") { c.allocate.send(m, *args) { |*x| x } }
    end
  end
end
t("huge") { "" * (2**40) }
t("huge2") { "" * (2**62) }
