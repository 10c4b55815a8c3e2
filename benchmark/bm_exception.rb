# bm_exception.rb - raise and rescue, direct and from a nested call
class MyError < StandardError; end
def fail_deep(n)
  n == 0 ? raise(MyError, "deep") : fail_deep(n - 1)
end
n = 0
i = 0
while i < 100_000
  begin
    raise ArgumentError, "x"
  rescue ArgumentError
    n += 1
  end
  begin
    fail_deep(5)
  rescue MyError => e
    n += e.message.size
  ensure
    n += 1
  end
  i += 1
end
p n
