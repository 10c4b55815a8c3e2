# ext/io/wait: IO#ready? and IO#wait
require 'io/wait'
p IO.instance_method(:wait).arity, IO.instance_method(:ready?).arity
r, w = IO.pipe
p r.ready?, r.wait(0.05)
w.write "abc"
p r.ready?, r.wait(1).equal?(r), r.wait.equal?(r)
p r.getc.chr, r.ready?, r.wait
p r.read(2)
w.close
p r.ready?, r.wait(0.05), r.wait
p r.read(1), r.ready?, r.wait
# another thread's write ends the wait; the others run meanwhile
r2, w2 = IO.pipe
t = Thread.new { sleep 0.1; w2.write "z" }
p r2.wait.equal?(r2), r2.read(1)
t.join
p File.open(__FILE__) {|f| [f.ready?.class, f.wait.class] }
[lambda { w2.ready? }, lambda { w2.wait }, lambda { r.close; r.ready? },
 lambda { r2.wait("x") }, lambda { r2.wait(1, 2) }].each do |l|
  begin
    l.call
  rescue => e
    p e
  end
end
p $".grep(/wait/)
