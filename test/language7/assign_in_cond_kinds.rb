# "found = in conditional" is warned for local, outer-block, global and
# instance variable targets only
x = nil
if x = 1 then end
1.times { if y = 1 then end }
1.times { |z| if z = 1 then end }
1.times { 1.times { if x = 2 then end } }
if $g = 1 then end
if @i = 1 then end
if @@c = 1 then end rescue nil
class K; if @@d = 1 then end; if Q = 1 then end; end
p(:done) if X = 2
p [x, $g, @i, X]
