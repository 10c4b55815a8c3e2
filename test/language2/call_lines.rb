# a call spread over lines is reported at its first argument; eval with a
# binding made in a block
def boom(*a); raise "boom"; end
def show; yield; rescue => e; p e.backtrace; end
show { boom(1,
  2) }
show {
  boom(
    3)
}
show { [1, 2].
  map { |x|
    boom } }
show { x = 1 +
  boom }
show { boom if
  true }
show { h = { :a =>
  boom } }
show { "a#{
  boom}" }
p __LINE__
p [__LINE__,
   __LINE__]
x = <<E + __LINE__.to_s
#{__LINE__}
E
p x
show {
  a = [1,
       2,
       boom]
}
show do
  1.times do
    boom
  end
end
def multi(a,
          b = boom)
end
show { multi(1) }
show { eval("\n\nboom", binding, "evf", 10) }
show { raise ArgumentError,
  "multi" }
p caller(0).size
