# a constant or class variable lookup sets the current line (1.8.7 sets it
# at every node): a NameError in a statement spread over lines names the
# line of the constant, also in a rescue clause and a superclass
def t; yield; rescue NameError => e; p e.backtrace[0]; end
t { x = [1,
  Nope] }
t { x = {1 =>
  Nope} }
t { x = 1 +
  Nope }
t { p(1,
  Nope) }
t { x = "#{
  Nope}" }
t { x = Nope::
  Foo }
t { x = Object::
  Nope }
t { x = (1..
  Nope) }
t { x = true &&
  Nope }
t { x = nil ||
  Nope }
t { x = if true
  Nope
  end }
t { case 1
  when Nope
  end }
t { case 1
  when 2,
    Nope
  end }
t { x = [
  1,
  nope_m] }
t { a, b =
  1, Nope }
t { @x ||=
  Nope }
t { x = !
  Nope }
t { x = defined?(a) ?
  Nope : 1 }
t { [1].each do |v|
  Nope
  end }
t { x = -
  Nope }
t { x = :"#{
  Nope}" }
t { x = Nope.
  foo }
t { x = 1.
  nope_m }
t { x = [1]
  x[
  Nope] = 1 }
t { x = `#{
  Nope}` }
t { while Nope
  end }
t { until
  Nope
  end }
t { x = 1 if
  Nope }
t { def m(a =
  Nope) end; m }
t { class Foo <
  Nope; end }
t { x = {
  :a => 1,
  :b => Nope } }
begin
  begin
    raise "x"
  rescue NoSuch => e
    p 1
  end
rescue NameError => e
  p e.message, e.backtrace
end
def m
  raise "y"
rescue
  Nope
end
begin; m; rescue NameError => e; p e.backtrace; end
begin
  raise "z"
rescue TypeError,
  Nope2
end
