# io/nonblock is a library file in 1.8.7: it loads as io/nonblock.rb, and
# fcntl comes with it
p require("io/nonblock.rb")
p $".grep(/nonblock|fcntl/).sort
p require("io/nonblock")
p defined?(Fcntl::F_GETFL)
r, w = IO.pipe
p r.nonblock(true) { [r.nonblock?, w.nonblock?] }
p r.nonblock?
