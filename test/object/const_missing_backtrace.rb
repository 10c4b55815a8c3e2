# an uninitialized constant is reported from the code that named it: no
# frame for the builtin Module#const_missing
def f
  Nope
end
begin
  f
rescue NameError => e
  p e.message
  puts e.backtrace
end
def g
  begin
    Outer::Missing
  rescue NameError => e
    p e.message
  end
  caller(0)[0]
end
module Outer; end
puts g
p [1].map { begin; Zed; rescue NameError; :ok; end }
Top
