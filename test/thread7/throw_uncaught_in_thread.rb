# throw with no catch in a thread other than the main one raises
# ThreadError at the throw (rescuable there), "uncaught throw `tag' in
# thread 0x..."; in the main thread it is a NameError
def show(e)
  p [e.class, e.message.sub(/0x[0-9a-f]+/, '0xX')]
end
t = Thread.new do
  begin
    throw :x
  rescue Exception => e
    show(e)
  end
  begin
    throw :y, 5
  rescue ThreadError => e
    show(e)
  end
  catch(:z) { throw :z }
  :done
end
p t.value
begin
  throw :m
rescue Exception => e
  show(e)
  p e.name
end
t = Thread.new { throw :w }
begin
  t.join
rescue Exception => e
  show(e)
end
p t.status
# a NameError raised by hand with that text stays a NameError
t = Thread.new { raise NameError, "uncaught throw `q'" }
begin
  t.join
rescue Exception => e
  show(e)
end
