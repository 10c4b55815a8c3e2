# $SAFE = 3: every object made is tainted, whatever makes it
def try(label)
  r = yield
  puts "#{label}: ok #{r.inspect}"
rescue SecurityError => e
  puts "#{label}: #{e.class}: #{e.message}"
rescue Exception => e
  puts "#{label}: #{e.class}"
end
File.open("f.txt", "w") { |f| f.puts "line" }
S = Struct.new(:a)
class Plain; end
clean = "clean"
carr = [1, 2]
chash = { 1 => 2 }
io = File.open("f.txt")
r = proc {
  $SAFE = 3
  try("string literal") { "abc".tainted? }
  try("interpolation") { "a#{1}b".tainted? }
  try("String.new") { String.new("x").tainted? }
  try("clean + clean") { (clean + clean).tainted? }
  try("clean * 2") { (clean * 2).tainted? }
  try("clean.upcase") { clean.upcase.tainted? }
  try("clean[0, 2]") { clean[0, 2].tainted? }
  try("clean.dup") { clean.dup.tainted? }
  try("clean.clone") { clean.clone.tainted? }
  try("clean.to_s") { clean.to_s.tainted? }
  try("clean.split") { clean.split("e").map { |x| x.tainted? } }
  try("Integer#to_s") { 12.to_s.tainted? }
  try("Float#to_s") { 1.5.to_s.tainted? }
  try("Symbol#to_s") { :sym.to_s.tainted? }
  try("inspect") { [1].inspect.tainted? }
  try("array literal") { [1].tainted? }
  try("Array.new") { Array.new(2).tainted? }
  try("carr.map") { carr.map { |x| x }.tainted? }
  try("carr + carr") { (carr + carr).tainted? }
  try("carr.dup") { carr.dup.tainted? }
  try("hash literal") { {}.tainted? }
  try("Hash.new") { Hash.new.tainted? }
  try("chash.dup") { chash.dup.tainted? }
  try("chash.to_a") { chash.to_a.tainted? }
  try("Object.new") { Object.new.tainted? }
  try("Plain.new") { Plain.new.tainted? }
  try("Struct") { S.new(1).tainted? }
  try("Range") { (1..2).tainted? }
  try("Regexp literal") { /a/.tainted? }
  try("Regexp.new") { Regexp.new("a").tainted? }
  try("match data") { ("ab" =~ /b/; $~.tainted?) }
  try("Float") { 1.5.tainted? }
  try("Bignum") { (2**70).tainted? }
  try("Proc") { proc { }.tainted? }
  try("lambda") { lambda { }.tainted? }
  try("method object") { 1.method(:+).tainted? }
  try("Time.now") { Time.now.tainted? }
  try("exception") { begin; raise "x"; rescue => e; e.tainted?; end }
  try("Class.new") { Class.new.tainted? }
  try("Module.new") { Module.new.tainted? }
  try("io.gets") { io.gets.tainted? }
  try("Marshal.dump") { Marshal.dump(1).tainted? }
  try("sprintf") { sprintf("%d", 1).tainted? }
  try("pack") { [1].pack("C").tainted? }
  try("Fixnum") { 1.tainted? }
  try("nil") { nil.tainted? }
  try("Symbol") { :a.tainted? }
  try("untaint new") { "x".untaint }
  try("untaint clean") { clean.untaint; :done }
  try("taint clean") { clean.taint; :done }
  $SAFE
}.call
p r, $SAFE, clean.tainted?
