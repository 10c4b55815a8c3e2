# String#gsub with a block keeps its result locked while the block runs:
# a continuation taken in the block and resumed after gsub returned
# raises as 1.8.7 does instead of appending to the old result.
def t(name)
  $c = nil
  n = 0
  r = begin
    x = yield
    n += 1
    $c.call if n < 3
    [:done, n, x]
  rescue Exception => e
    [e.class, e.message]
  end
  puts "#{name}: #{r.inspect}"
end

def cc
  callcc { |k| $c ||= k }
end

t("gsub regexp") { "ab".gsub(/./) { cc; "x" } }
t("gsub one match") { "ab".gsub(/a/) { cc; "x" } }
t("gsub string pattern") { "ab".gsub("a") { cc; "x" } }
t("gsub!") { "ab".gsub!(/./) { cc; "x" } }
t("sub") { "ab".sub(/./) { cc; "x" } }
t("sub!") { "ab".sub!(/./) { cc; "x" } }
# without a continuation: the block still sees $~, the result is right,
# and the receiver changed in the block is still reported
p "abc".gsub(/b/) { $~[0].upcase + $` }
p "hello".gsub(/l/) { |m| m.upcase }
s = "ab"
p((s.gsub(/a/) { s << "x"; "y" } rescue $!))
r = "ab".gsub(/./) { |m| m * 2 }
r << "!"
p r
