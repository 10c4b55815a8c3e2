# Kernel conversion functions and their errors
p Integer("42"), Integer("0x1A"), Integer("0b101"), Integer("0o17"), Integer("  12  ")
p Integer(3.99), Integer(-3.99), Integer(nil), Integer("1_000")
p Integer(2**70).class
["abc", "12abc", "", "1__0", "08"].each do |s|
  begin
    Integer(s)
  rescue ArgumentError => e
    puts "ArgumentError: #{e.message}"
  end
end
begin
  Integer([1])
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
p Float("1.5"), Float("  2.5  "), Float("1e3"), Float("1_000.5"), Float(3)
["abc", "1.5x", "", "1__0.0"].each do |s|
  begin
    Float(s)
  rescue ArgumentError => e
    puts "ArgumentError: #{e.message}"
  end
end
begin
  Float(nil)
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
p "1.5abc".to_f, "abc".to_f, "1_0.5".to_f, "  -2.5e2xyz".to_f, "1e".to_f
p String(12), String(nil), String(:sym), String([1, 2])
p Array(nil), Array([1]), Array(1..3), Array("a"), Array(:s)
h = Array({:a => 1})
p h
class ToAry; def to_ary; [:x, :y]; end; end
p Array(ToAry.new)
class NoConv; end
begin
  "a" + NoConv.new
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
begin
  "a" + nil
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
begin
  [1].first(true)
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
class BadToS; def to_s; 5; end; end
begin
  String(BadToS.new)
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
