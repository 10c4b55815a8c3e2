# a continuation taken in gsub's block, resumed after gsub returned: the rest
# of the matches run, then the unlock error (1.8.7 locks the result for the loop)
$c = nil; $n = 0
def go
  begin
    x = "ab".gsub(/./) {|m| callcc {|k| $c ||= k }; $n += 1; m * 2 }
    p [:done, x, $n]
  rescue Exception
    p [:err, $!.class, $!.message, $n]
  end
end
go
if $n < 6
  k = $c; $c = nil if $n > 4
  k.call
end
p :end
$c = nil; $n = 0
def go2
  s = "xyz"
  r = s.gsub(/y/) { callcc {|k| $c ||= k }; $n += 1; "Y" }
  p [r, s, $n]
rescue RuntimeError
  p [:err, $!.message, $n]
end
go2
if $n < 3
  $c.call
end
p :end2
