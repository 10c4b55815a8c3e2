# finalize.rb registers through the deprecated ObjectSpace.add_finalizer
# (at load) and call_finalizer (at each add), which warn as in 1.8.7
$stderr = $stdout
def masked
  require 'stringio'
  $stderr = StringIO.new
  yield
  s = $stderr.string
  $stderr = $stdout
  puts s.gsub(/^.*?: warning/, "warning")
end
masked { require 'finalize' }
o = Object.new
masked { p Finalizer.add(o, String, "upcase").size }
masked { p Finalizer.add(o, String, "downcase").size }
masked { Finalizer.add(5, String, "x") }
