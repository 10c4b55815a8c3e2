# Symbol: inspect quoting rules, to_s/id2name/to_i/to_int, all_symbols,
# String#to_sym/intern edge cases, no <=> and no frozen state in 1.8.7.
syms = [:a, :A, :a?, :a!, :a=, :@a, :@@a, :$a, :$1, :$-w, :+, :-, :*, :**, :/, :%,
  :==, :===, :=~, :<=>, :<, :<=, :>, :>=, :<<, :>>, :[], :[]=, :+@, :-@, :~,
  :"foo bar", :"9a", :"a-b", :"=", :"a?b", :"@", :"@1", :"$", :"&", :"|", :"^", :"==="]
syms.each { |s| puts s.inspect }
p "foo bar".to_sym, "with\"quote".intern, "tab\tx".to_sym
p :abc.to_s, :abc.id2name, :abc.to_sym.equal?(:abc)
p :abc.to_i.class, :abc.to_i == "abc".to_sym.to_i
p Symbol.all_symbols.include?(:abc), Symbol.all_symbols.class
p :a.frozen?, :a.respond_to?(:<=>), :a.respond_to?(:length), :a.respond_to?(:to_proc)
p :a == :a, :a.equal?(:a), :a.hash == :a.hash, :a.eql?(:a), :a == "a"
p Symbol === :a, :a.class, :a.dup.equal?(:a) rescue puts "#{$!.class}: #{$!.message}"
begin
  "".to_sym
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
begin
  "a\0b".intern
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
begin
  [:b, :a].sort
rescue NoMethodError => e
  puts "#{e.class}: #{e.message}"
end
p [:b, :a].sort_by { |s| s.to_s }
begin
  Symbol.new
rescue NoMethodError => e
  puts "#{e.class}: #{e.message}"
end
p :sym.to_proc.call("str") rescue puts "#{$!.class}: #{$!.message}"
p %w[x yy zzz].map(&:length)
p [[1, 2], [3, 4]].map(&:last)
h = {:k => 1}
p h[:k], h["k"]
p :"quoted sym".to_s.length
p :a.instance_variables, :a.methods.include?("to_proc")
