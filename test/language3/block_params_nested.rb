# proc/lambda/yield/Proc.new with nested and splat parameters against many argument shapes
def t(*a) p a end
specs = ["|a,(b,c)|", "|(a,*b),c|", "|(a,b),c|", "|(a,b)|", "|a,(b,*c)|", "|(a),b|", "|a,(b,c),d|", "|(a,b),|", "|*(a,b)|", "|a,*(b,c)|"]
args = ["", "1", "1,2", "1,[2]", "1,[2,3]", "1,[2,3,4]", "[1,2]", "[1,[2,3]]", "[]", "[[]]", "[[1,2],3]", "[1,2],3", "[1],[2]", "nil", "1,2,3", "1,nil", "[[1]]"]
specs.each do |sp|
  args.each do |arg|
    code = "proc {#{sp} [#{sp.scan(/[a-d]/).join(',')}]}.call(#{arg})"
    r = begin; eval(code).inspect; rescue Exception => e; "E #{e.class}: #{e.message}"; end
    r2 = begin; eval("lambda {#{sp} [#{sp.scan(/[a-d]/).join(',')}]}.call(#{arg})").inspect; rescue Exception => e; "E #{e.class}: #{e.message}"; end
    r3 = begin; eval("def yy; yield #{arg}; end; yy {#{sp} [#{sp.scan(/[a-d]/).join(',')}]}").inspect; rescue Exception => e; "E #{e.class}: #{e.message}"; end
    r4 = begin; eval("Proc.new {#{sp} [#{sp.scan(/[a-d]/).join(',')}]}.call(#{arg})").inspect; rescue Exception => e; "E #{e.class}: #{e.message}"; end
    puts "#{sp} (#{arg}): #{r} | #{r2} | #{r3} | #{r4}"
  end
end
