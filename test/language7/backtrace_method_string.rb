# a backtrace method answering a String: raise keeps it (no set_backtrace),
# the report takes it as the one position
e = RuntimeError.new("x")
def e.backtrace; "where.rb:7"; end
begin
  raise e
rescue => r
  p r.backtrace
end
raise e
