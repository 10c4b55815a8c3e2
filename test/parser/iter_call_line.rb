# a call with a multi-line do/{ block carries the line where the call starts
def m
  yield
end
begin
  m do
    raise "x"
  end
rescue => e
  puts e.backtrace
end
begin
  [1].each do |x|
    raise "y"
  end
rescue => e
  puts e.backtrace
end
begin
  m {
    [2].map { |y|
      raise "z"
    }
  }
rescue => e
  puts e.backtrace
end
