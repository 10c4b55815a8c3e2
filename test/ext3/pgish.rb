# a pg-gem-shaped C extension (fixtures/pgish: pg_config run by extconf.rb
# for the include and library folders, find_header/find_library of libpq,
# have_func probes, Data_Wrap_Struct, an exception carrying libpq's
# message, rb_str_resize, OBJ_INFECT, and a non-blocking read that waits
# with rb_io_wait_readable on the descriptor of an IO's rb_io_t) built
# against the installed headers (libpq-dev). Expected output written by
# hand from libpq's documented results and rb_io_wait_readable's 1.8
# contract (true after EAGAIN or EINTR, having waited; false otherwise);
# the oracle has no libpq binding
require "fixtures/ext3"
require "helper"
Ext3.build("pgish") or exit 1
$:.unshift(File.expand_path("pgish"))
require "pgish"

show("escape") { PGish.escape_string("it's a \\ test") }
show("escape taint") { PGish.escape_string("x".taint).tainted? }
show("threadsafe") { PGish.threadsafe? }
show("libversion") { PGish.libversion >= 90000 }
show("bad option") { PGish::Connection.new("foo=bar") }
show("error's connection") {
  begin
    PGish::Connection.new("foo=bar")
  rescue PGish::Error => e
    e.connection.class
  end
}
show("EINTR") { PGish.wait_readable_errno(Errno::EINTR::Errno) }
show("EBADF") { PGish.wait_readable_errno(Errno::EBADF::Errno) }
r, w = IO.pipe
ticks = 0
writer = Thread.new { 3.times { ticks += 1; sleep 0.02 }; w.syswrite("hel"); sleep 0.02; w.syswrite("lo!") }
show("waited read") { PGish.read_nonblock_wait(r, 5) }
show("other thread ran") { ticks }
writer.join
w.close
show("rest, then eof") { PGish.read_nonblock_wait(r, 10) }
show("closed") { r.close; PGish.read_nonblock_wait(r, 1) }
