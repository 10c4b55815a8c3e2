# Readline.readline on a terminal, driven through PTY (MRI 1.8.7's oracle
# is built without readline: the expected output was written by hand from
# 1.8.7's documented behaviour and checked)
require "pty"
$stdout.sync = true
RUBY = File.readlink("/proc/self/exe")
INCS = $:.map { |d| "-I#{d}" }
ENV["TERM"] = "dumb"          # no escape sequences, no bracketed paste
ENV["INPUTRC"] = "/dev/null"

# runs prog in a child on a terminal; each input is typed when the output
# ends with the prompt (or, for [pattern, input], when it matches
# pattern); prints what the terminal showed
def session(prog, inputs, prompt = "> ")
  out = ""
  PTY.spawn(RUBY, *(INCS + ["-e", 'require "readline"; $stdout.sync = true; ' + prog])) { |r, w, pid|
    inputs.each { |s|
      if s.is_a?(Array)
        out << r.readpartial(4096) until out =~ s[0]
        s = s[1]
      else
        out << r.readpartial(4096) until out[-prompt.size..-1] == prompt
      end
      out << "|"    # marks where the input was typed
      w.print s
    }
    begin
      loop { out << r.readpartial(4096) }
    rescue Errno::EIO, EOFError
    rescue PTY::ChildExited   # the child's end may come before its last output
      retry
    end
  }
  puts out.gsub("\r\n", "\n")
end

puts "-- lines, history, editing keys, end of input"
session('while l = Readline.readline("> ", true); p l; end; p :eof, Readline::HISTORY.to_a',
        ["hello\r", "worx\x7fld\r", "\x10\r", "\x01X\x05Y\r", "\x04"])
puts "-- no history"
session('p Readline.readline("> "); p Readline::HISTORY.to_a', ["abc\r"])
puts "-- completion"
session('Readline.completion_proc = proc { |s| %w(apple apricot banana).grep(/\A#{s}/) }
  p Readline.readline("> "); p Readline.readline("> ")
  Readline.completion_append_character = "!"; p Readline.readline("> ")
  Readline.completion_proc = proc { |s| [] }; p Readline.readline("> ")',
        ["ba\t\r", "ap\tr\t\r", "ba\t\r", "q\t\r"])
puts "-- completion case fold"
session('Readline.completion_case_fold = true
  Readline.completion_proc = proc { |s| %w(Apple APRICOT).select { |w| w.downcase.index(s.downcase) == 0 } }
  p Readline.readline("> ")', ["a\t\r"])
puts "-- vi and emacs modes"
session('Readline.vi_editing_mode; p Readline.readline("> "); Readline.emacs_editing_mode; p Readline.readline("> ")',
        ["abc\e0ix\r", "def\x01Z\r"])
puts "-- other threads run while readline waits"
session('t = Thread.new { sleep 1; print "[thread ran]" }
  l = Readline.readline("> "); p [l, t.alive?]', [[/thread ran/, "go\r"]])
puts "-- an exception in the completion proc leaves through readline"
session('Readline.completion_proc = proc { |s| raise "boom" }
  begin; Readline.readline("> "); rescue => e; p e; end
  Readline.completion_proc = proc { |s| [1] }
  begin; Readline.readline("> "); rescue => e; p e; end
  Readline.completion_proc = proc { |s| "one" }
  p Readline.readline("> ")', ["x\t", "y\t", "z\t\r"])
puts "-- input from a pipe"
IO.popen("#{RUBY} #{INCS.join(' ')} -e 'require \"readline\"; p Readline.readline; p Readline.readline(\"> \", true); p Readline.readline; p Readline::HISTORY.to_a'", "r+") { |io|
  io.print "one\ntwo\n"
  io.close_write
  puts io.read
}
puts "-- an interrupt while waiting leaves through readline, which then works again"
session('begin; Readline.readline("> "); rescue Interrupt => e; p e; end; p Readline.readline("> ")', ["\x03", "ok\r"])
