# alias and undef take an interpolated :"..." name (1.8.7): it is made when
# the statement runs (the old name before the new one), each time it runs
class A
  def zz; :zz; end
  def to_s; "A!"; end
  alias :"fo#{1}" :to_s
  alias :"q#{"r"}" :"z#{'z'}"
end
p A.new.fo1, A.new.qr
class A; 3.times { |i| alias :"c#{i}" :zz }; end
p A.instance_methods(false).sort
class A; undef :"c#{0}", :c1, :"#{"c"}2"; end
p A.instance_methods(false).sort
x = "to_s"
class A; alias :bar :"#{x}"; end rescue p $!
class A
  alias :"#{p(1); 'n1'}" :"#{p(2); 'zz'}"
end
p A.new.n1
$n = 0
class A; alias :"b#{$n += 1}" :zz; end
p $n
def t
  yield
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end
t { y = ""; class A; end; A.class_eval { alias :"#{y}" :zz } }
t { y = "\0"; A.class_eval { undef :"#{y}" } }
t { A.class_eval { undef :"#{}missing" } }
t { A.class_eval { alias :"a#{1}" :"b#{2}" } }
t { M = Module.new; module M; undef :"a#{}", :b; end }
pr = proc { alias :"k#{1}" :to_s }
class B; end
B.class_eval(&pr)
p B.instance_methods(false)
class << (o = Object.new); alias :"xx#{1}" :to_s; end
p o.xx1 == o.to_s
['alias :"a#{1}" $x', 'alias $x :"a#{1}"', 'undef :"#{1}" :a', 'undef :"a#{1}",',
 'alias :"a#{}" :"#{}"'].each do |s|
  begin
    eval s
  rescue SyntaxError, StandardError => e
    p e.message
  end
end
