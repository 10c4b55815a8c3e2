# bm_exception_ensure.rb - raise/rescue with ensure, custom exception classes, catch/throw
class MyErr < StandardError; end
def risky(i)
  raise MyErr, "bad #{i}" if i % 2 == 0
  i
ensure
  $ens += 1
end
$ens = 0
n = 0
60_000.times do |i|
  begin
    n += risky(i)
  rescue MyErr => e
    n += e.message.size
  end
  n += catch(:done) { 3.times { |j| throw :done, j if j == 1 }; 0 }
  begin
    Integer("zz")
  rescue ArgumentError
    n += 1
  end
end
p n + $ens
