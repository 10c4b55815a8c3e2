# Hash#[] of a missing key calls Hash#default when there is a default proc
# (its frame is in the backtrace) or the Hash is a subclass's
h = Hash.new { |hash, k| raise ArgumentError, "no #{k}" }
begin
  h[:x]
rescue ArgumentError => e
  p e.message, e.backtrace
end
p Hash.new { |hash, k| caller(0).size }[1] - caller(0).size
class DefHash < Hash
  def default(k = nil) "default for #{k.inspect}" end
end
p DefHash.new[:q], Hash.new(5)[:q], Hash.new[:q]
