[1].each { c = 0; for i in 1..2; c += i; end; p c }
def m; [1].each { c = 5; for c in 1..2; end; p c }; end; m
[1].each { for i in 1..3; x = i; end; p [i, x] }
[1].each { for a, b in [[1,2],[3,4]]; end; p [a, b] }
def m2; for i in [1]; y = 9; end; p [i, y]; end; m2
pr = nil
[1].each { for i in 1..2; pr ||= lambda { i }; end; p pr.call }
begin
  [1].each { for i in 1..3; z = i; raise "x" if i == 2; end }
rescue; p $!.message
end
for q in 1..2; end; p q
