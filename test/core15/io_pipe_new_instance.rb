# IO.pipe makes each end with klass.new(fd, O_RDONLY / O_WRONLY): a
# subclass's initialize runs (with those arguments) and may refuse; a
# failed end closes both descriptors; $SAFE 4 refuses it in initialize.
# IO.for_fd runs IO's own initialize, not a subclass's.
$stdout.sync = true
class MyIO < IO
  def initialize(*a)
    $args << a.map { |x| x.class }
    $modes << a[1]
    super
  end
end
$args = []; $modes = []
r, w = MyIO.pipe
p [r.class, w.class, $args, $modes == [IO::RDONLY, IO::WRONLY], r.sync, w.sync]
w.print "x"; w.close
p r.read
r.close

class FailW < IO
  def initialize(*a)
    super
    raise "refused #{a[1] == IO::WRONLY ? 'writer' : 'reader'}" if a[1] == IO::WRONLY
  end
end
class FailR < IO
  def initialize(*a)
    super
    raise "refused reader" if a[1] == IO::RDONLY
  end
end
def fds_now; x = IO.pipe; f = x.map { |y| y.fileno }; x.each { |y| y.close }; f; end
before = fds_now
p((FailW.pipe rescue $!))
p((FailR.pipe rescue $!))
# the descriptors of the failed pipes are closed again: the same come next
p fds_now == before

$args = []
x = MyIO.for_fd(1)
p [$args, x.class]
x = MyIO.new(1, "w")
p [$args, x.class]
p File.for_fd(1).class

p((proc { $SAFE = 4; IO.pipe }.call rescue $!))
p((proc { $SAFE = 4; IO.for_fd(1) }.call rescue $!))
p((proc { $SAFE = 4; IO.new(1) }.call rescue $!))
