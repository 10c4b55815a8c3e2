# `local op literal` and `local.size` in loops (the paths that make no
# call): overflow to Bignum, floored % and /, division by zero and its
# backtrace, trace events, and the operators and size redefined midway
def bt(e) e.backtrace.map { |l| l.sub(/^.*?:/, "") } end
x = 2**61 + 5
r = []
i = 0
while i < 3
  r << x * 4 << x + x << -x - x << (-7 % 3) << (7 % -3) << (i < 2) << (i > 1)
  x += 1
  i += 1
end
p r
i = 0
while i < 2
  begin
    i % 0
  rescue ZeroDivisionError => e
    puts "#{e.message}: #{bt(e).inspect}"
  end
  i += 1
end
ev = []
a = [1, 2, 3]
s = "abcd"
i = 0
set_trace_func proc { |e, f, l, id, b, k| ev << [e, l, id, k] if e =~ /c-/ }
while i < 2
  i += 1
  n = a.size + s.length
end
set_trace_func nil
ev.each { |e| p e }
i = 0
out = []
until i == 6
  out << [i + 1, i < 4, a.size, s.empty?]
  if i == 2
    class Fixnum; def +(o) 40 - o end; def <(o) :lt end end
    class Array; def size; :sz end end
    class String; def empty?; :emp end end
  end
  i = i.succ
end
p out
