# $SAFE = 3: everything made is tainted; untaint is refused
def try(label)
  r = yield
  puts "#{label}: ok #{r.inspect}"
rescue SecurityError => e
  puts "#{label}: #{e.class}: #{e.message}"
rescue Exception => e
  puts "#{label}: #{e.class}"
end
clean = "clean"
r = proc {
  $SAFE = 3
  try("new string") { "abc".tainted? }
  try("new object") { Object.new.tainted? }
  try("new array") { [1].tainted? }
  try("new hash") { {}.tainted? }
  try("dup clean") { clean.dup.tainted? }
  try("untaint") { "x".untaint }
  try("untaint clean") { clean.untaint; :done }
  try("taint") { clean.dup.taint.tainted? }
  try("eval") { eval("1 + 1") }
  try("define method") { Object.class_eval { def safe3_m; end }; :done }
  try("require") { require "set" }
  try("File.read") { File.read(__FILE__).size > 0 }
  $SAFE
}.call
p r, $SAFE, clean.tainted?
