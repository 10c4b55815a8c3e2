# 1.8.7 repeats a non-capturing group that holds only anchors, or an
# alternation with an anchor (Oniguruma alone refuses "(?:$)*")
%w{(?:$)* (?:\b)+ (?:^){0,2} (?:|$|.){0,2} (?:$|a)* (?:a|$)? ($)* (\b)+
   (?:$|)* (^|a)+ (?:^)+[ab] a(?:(a+|b|)?|\b|a)? (?:(?:x)?|ab*){1,}
   (?:\b|)*? (?:a|\b)+b x(?:\b|$)*y (?:(?:$)+)? ^* $+ \b*}.each do |r|
  begin
    re = Regexp.new(r)
    ["xab", "", "ab", "xy"].each do |s|
      m = re.match(s)
      print r, " ", s.inspect, " ", (m ? [m.to_a, m.begin(0)] : nil).inspect, "\n"
    end
  rescue RegexpError => e
    puts "#{r} #{e.message}"
  end
end
p "a b".gsub(/(?:\b)+/, "|"), "abc".scan(/(?:$|b)?/), "a,b".split(/(?:,|$)+/)
p(/x(?:$)*y/ =~ "axy", /(?:$)*\z/.source, /(?x: (?:$)* a )/ =~ "ba")
