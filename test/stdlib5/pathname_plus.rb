# pathname: + of every pair of many odd paths, and parent
require 'pathname'
a = %w(a a/ a// a//b a//b/ a/./b a/b/. a/b/./ . ./ .. ../ / // /// //a //a/ a/.. a/../ /. /.. ./. a/b/.. ../.. a/b/c)
b = %w(x x/ x//y ./x .//x ../x ..//x ../../x ../../../x .. ../ ../.. . ./ .// x/.. x/../ ./.. x/./y /x //x)
a.each do |x|
  puts b.map { |y| r = (Pathname.new(x) + y).to_s rescue r = $!.class.to_s; "#{x}+#{y}=#{r}" }.join(" ")
end
a.each { |x| print x, ":", Pathname.new(x).parent.to_s, " " }
puts
