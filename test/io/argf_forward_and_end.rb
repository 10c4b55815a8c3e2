# ARGF after its files ran out, after an open that failed, and over a $stdin
# that is no IO (forwarded as public calls: method_missing, never a crash)
require "stringio"
require "tmpdir"
require "fileutils"
dir = Dir.mktmpdir
at_exit { FileUtils.rm_rf(dir) }
Dir.chdir(dir)
File.open("a.txt", "w") { |f| f.write "a1\na2\n" }
File.open("b.txt", "w") { |f| f.write "b1\nb2" }
File.open("e.txt", "w") { }

def scenario(title, files, stdin = nil)
  $stdout.flush
  pid = fork do
    $stdin = stdin if stdin
    ARGV.replace(files)
    puts "== #{title} #{files.inspect}"
    begin
      yield
    rescue Exception
      puts "escaped: #{$!.class}: #{$!.message}"
    end
    $stdout.flush
    exit!(0)
  end
  Process.wait(pid)
end

def try(label)
  r = begin; yield; rescue Exception; "#{$!.class}: #{$!.message}"; end
  puts "#{label}: #{r.inspect.gsub(/0x[0-9a-f]+/, '0x')}"
end

METHODS = %w(fileno to_i to_io pos tell rewind seek pos= eof? file binmode closed?
             getc readchar read readlines to_a gets filename skip close)

def sweep
  METHODS.each { |m| try(m) { m =~ /=|seek/ ? ARGF.send(m, 0) : ARGF.send(m) } }
end

scenario("after the end", ["a.txt"]) { ARGF.read; sweep }
scenario("after the end of an empty file", ["e.txt"]) { ARGF.read; sweep }
scenario("readchar", ["e.txt"]) { 3.times { try("readchar") { ARGF.readchar } } }
scenario("readchar", ["e.txt", "a.txt"]) { 3.times { try("readchar") { ARGF.readchar } } }
scenario("readlines twice", ["a.txt", "b.txt"]) { 3.times { try("readlines") { readlines } } }
scenario("skip", ["a.txt", "b.txt"]) { 4.times { try("gets") { gets }; try("skip") { ARGF.skip } } }
scenario("close", ["a.txt", "b.txt"]) { 3.times { try("gets") { gets }; try("close") { ARGF.close } }; try("lineno") { $. } }
scenario("missing file first", ["nofile", "a.txt"]) { 3.times { try("gets") { gets } }; sweep }
scenario("missing file between", ["a.txt", "nofile", "b.txt"]) { 4.times { try("gets") { gets } }; sweep }
scenario("missing file, eof? first", ["nofile", "a.txt"]) { try("eof?") { ARGF.eof? }; try("gets") { gets }; try("eof?") { ARGF.eof? } }

o = Object.new
def o.method_missing(*a); puts "  forwarded #{a.inspect}"; 7; end
scenario("stdin forwarding to method_missing", [], o) { sweep; try("readline") { readline }; try("each_byte") { ARGF.each_byte { |b| p b; break } }; try("each_char") { ARGF.each_char { |c| p c; break } } }
scenario("stdin without the methods", [], Object.new) { %w(gets getc read readlines eof? pos).each { |m| try(m) { ARGF.send(m) } } }
n = Object.new
def n.method_missing(*a); puts "  forwarded #{a.inspect}"; nil; end
scenario("stdin forwarding nil", [], n) { %w(read getc readchar readlines).each { |m| try(m) { ARGF.send(m) } }; try("read(3)") { ARGF.read(3) }; try("each_byte") { ARGF.each_byte { } } }
scenario("StringIO stdin", [], StringIO.new("ab\ncd\n")) { try("getc") { ARGF.getc }; try("readchar") { ARGF.readchar }; try("read(2)") { ARGF.read(2) }; try("readlines") { ARGF.readlines }; try("eof?") { ARGF.eof? }; try("close") { ARGF.close }; try("closed") { $stdin.closed? } }
