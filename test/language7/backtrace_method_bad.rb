# a backtrace method answering an Array with a non-String: raise fails
# inside itself ("exception reentered"): no rescue sees it, nothing is
# printed, status 1
e = RuntimeError.new("x")
def e.backtrace; ["a.rb:1", 2]; end
at_exit { puts "at_exit runs" }
begin
  raise e
rescue Exception
  p :rescued
ensure
  p :ensure
end
p :not_here
