# raise forms, rescue matching, ensure order, retry, $! restoration
def order
  r = []
  begin
    r << :body
    raise ArgumentError, "x"
  rescue TypeError
    r << :wrong
  rescue ArgumentError, NameError => e
    r << e.message
  else
    r << :else
  ensure
    r << :ensure
  end
  r
end
p order
tries = 0
begin
  tries += 1
  raise "again" if tries < 3
  p tries
rescue
  retry
end
p $!
begin
  raise IOError
rescue => e
  p e.class, e.message
end
p $!
begin
  begin
    raise "inner"
  ensure
    puts "ensure runs"
  end
rescue => e
  p e.message
end
class MyErr < StandardError
  def initialize(msg = "my default"); super; end
end
begin
  raise MyErr
rescue MyErr => e
  p e.message
end
x = (raise "boom" rescue :rescued)
p x
list = [TypeError, ArgumentError]
begin
  raise ArgumentError
rescue *list => e
  p e.class
end
def ens_val
  return 1
ensure
  puts "in ensure"
end
p ens_val
begin
  raise Exception, "not standard"
rescue => e
  p :not_here
rescue Exception => e
  p e.message
end
p catch(:done) { 10.times { |i| throw :done, i if i == 4 }; :never }
p catch("str") { throw :str, :same_tag }
begin
  throw :nope
rescue NameError => e
  p e.message
end
def deep(n) n == 0 ? raise("bottom") : deep(n - 1) end
begin
  deep(3)
rescue => e
  p e.backtrace.size
end
