# rand(obj) converts obj with Integer(): a Bignum result is a Bignum limit
# (a Float or String result is refused with a TypeError here; 1.8.7 reads its
# bits as a Fixnum, so no recording can say what it gives)
class BigLimit; def to_int; 2**70; end; end
srand(1)
p rand(BigLimit.new).class
p rand(-2**70).class
p rand(-3.5).class
p((rand(false) rescue $!))
p((rand(Object.new) rescue $!))
p rand(nil).class
class FloatLimit; def to_int; 3.7; end; end
class StrLimit; def to_int; "2"; end; end
[FloatLimit, StrLimit].each do |k|
  begin
    rand(k.new)
  rescue TypeError
  end
  puts "#{k}: no crash"
end
