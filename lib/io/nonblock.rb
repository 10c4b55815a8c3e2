# io/nonblock: IO#nonblock?, IO#nonblock= and IO#nonblock { } over the
# descriptor's O_NONBLOCK flag, read and set with fcntl(2).
require "fcntl"

class IO
  # whether the descriptor is in non-blocking mode
  def nonblock?
    fcntl(Fcntl::F_GETFL) & File::NONBLOCK != 0
  end

  # turns non-blocking mode on (a true value) or off
  def nonblock=(on)
    flags = fcntl(Fcntl::F_GETFL)
    wanted = on ? flags | File::NONBLOCK : flags & ~File::NONBLOCK
    fcntl(Fcntl::F_SETFL, wanted) if wanted != flags
  end

  # runs the block with the mode set to on, then puts the old mode back
  def nonblock(on = true)
    was = nonblock?
    self.nonblock = on
    yield
  ensure
    self.nonblock = was unless was.nil?
  end
end
