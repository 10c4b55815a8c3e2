# $SAFE = 4: no change to anything untainted; the sandbox level
def try(label)
  r = yield
  puts "#{label}: ok #{r.inspect}"
rescue SecurityError => e
  puts "#{label}: #{e.class}: #{e.message}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
class Box; attr_accessor :v; end
box = Box.new
str = "abc"
arr = [1]
hsh = {}
$g = 1
r = proc {
  $SAFE = 4
  try("global") { $g = 2 }
  try("ivar") { box.v = 2 }
  try("string") { str << "d" }
  try("array") { arr << 2 }
  try("hash") { hsh[1] = 2 }
  try("tainted string") { s = "x".taint; s << "y"; s }
  try("new string") { s = "x"; s << "y"; s }
  try("constant") { Object.const_set(:SAFE4_C, 1) }
  try("class") { eval("class Safe4K; end") }
  try("define method") { Box.class_eval { def z; end } }
  try("puts") { puts "hi" }
  try("$stdout.write") { $stdout.write("x") }
  try("open") { File.open(__FILE__) }
  try("exit") { exit }
  try("require") { require "set" }
  try("eval") { eval("1 + 1") }
  try("ObjectSpace") { ObjectSpace.each_object(Box) { } }
  try("Thread.new") { Thread.new { 1 }.value }
  try("set_trace_func") { set_trace_func(nil) }
  try("$SAFE read") { $SAFE }
  try("raise") { raise "boom" }
  try("to_s") { 1.to_s }
  try("untaint") { "x".untaint }
  try("instance_variable_set") { box.instance_variable_set(:@w, 1) }
  try("global read") { $g }
  try("autoload") { autoload(:Zq, "zq") }
  try("trap") { trap("USR1") { } }
  try("Kernel#sleep") { sleep 0 }
  :done
}.call
p r, $g, box.v, str, arr, hsh
