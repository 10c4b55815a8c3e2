# operator fast paths give the method results, and yield to redefinitions
p [6 & 3, 6 | 3, 6 ^ 3, -1 & 5, -6 ^ 3, -6 | 1, 0 ^ 0]
p [(2**62 - 1) & -1, -(2**62) ^ 1, 4611686018427387903 | 0]
p [1 + 2, 7 - 10, 3 * 4, 1 < 2, 2 <= 1, 3 == 3.0, 1.5 + 1.5]
p((2**62 - 1) + 1)
begin
  1 & nil
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
class Fixnum
  def &(o) :redefined_and end
  def ^(o) :redefined_xor end
end
p [6 & 3, 6 ^ 3, 6 | 3]
