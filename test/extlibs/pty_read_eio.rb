# reading a pty whose child has ended: read gives what came before EIO,
# the next read raises it, eof? answers true (1.8.7 reads through stdio)
require 'pty'
# the child closes its terminal but lives on, so the reads meet the data
# and then EIO with no PTY::ChildExited racing them; it is killed after
def t(cmd)
  r = pid = nil
  th = Thread.new do
    PTY.spawn("#{cmd}; exec 0<&- 1>&- 2>&-; exec sleep 100") { |rr, w, pp| r, pid = rr, pp; sleep }
  end
  Thread.pass until pid
  yield r
  Process.kill(:KILL, pid)
  begin; th.join; rescue PTY::ChildExited; end
end
t("printf abc") { |r| p((r.gets rescue $!.class)); p((r.gets rescue $!.class)); p((r.eof? rescue $!.class)) }
t("printf abc") { |r| p((r.readlines rescue $!.class)) }
t("printf abc") { |r| p((r.getc rescue $!.class)); p((r.read rescue $!.class)) ; p((r.read rescue $!.class)); p((r.read(3) rescue $!.class)); p((r.getc rescue $!.class)); p((r.eof rescue $!.class))}
t("printf 'abc\ndef'") { |r| a=[]; p((r.each_line{|l| a << l} rescue $!.class)); p a }
t("printf 'abc\ndef'") { |r| a=[]; p((r.each_byte{|l| a << l} rescue $!.class)); p a.size }
t("printf 'abc\ndef'") { |r| p((r.readpartial(2) rescue $!.class)); p((r.readpartial(20) rescue $!.class)); p((r.readpartial(20) rescue $!.class)) }
t("printf 'abc\ndef'") { |r| p((r.sysread(2) rescue $!.class)); p((r.sysread(20) rescue $!.class)); p((r.sysread(20) rescue $!.class)) }
t("printf 'abc\ndef'") { |r| p((r.read(0) rescue $!.class)); p((r.gets(nil) rescue $!.class)); p((r.gets("") rescue $!.class)) }
t("printf 'abc\n\ndef'") { |r| p((r.gets("") rescue $!.class)); p((r.gets("") rescue $!.class)); p((r.gets("") rescue $!.class)) }
t("printf 'abc\n\ndef'") { |r| p((r.readline rescue $!.class)); p((r.readline rescue $!.class)); p((r.readline rescue $!.class)); p((r.readline rescue $!.class)) }
t("printf 'abc'") { |r| p((r.readchar rescue $!.class)); p((r.read_nonblock(10) rescue $!.class)) }
