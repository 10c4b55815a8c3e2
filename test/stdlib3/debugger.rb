# debug: sessions of the debugger (required in a forked child whose
# standard input is a file of commands) on a small program
File.open("prog.rb", "w") {|f| f.print <<'EOP' }
def add(a, b)
  c = a + b
  c * 2
end
x = 1
y = add(x, 2)
puts y
z = [1, 2].map {|i| i * 10 }
puts z.inspect
class Foo
  def initialize; @iv = 5; end
end
obj = Foo.new
puts "end"
EOP

def session(commands)
  File.open("cmds", "w") {|f| f.print commands.join("\n"), "\n" }
  $stdout.flush
  pid = fork {
    STDIN.reopen("cmds")
    require "debug"
    load "prog.rb"
    $stdout.flush
    exit!(0)
  }
  Process.wait(pid)
  puts "-- status #{$?.exitstatus}"
end

session %w(s n s n l w) + ["p a", "v l", "fin", "b 8", "c", "p y", "b", "del 1", "b prog.rb:9", "c", "disp x", "n", "q", "y"]
session ["b ./prog.rb:add", "b ./prog.rb:9", "b", "c", "v l", "w", "n", "w", "v l", "up", "v l", "down", "n", "fin", "c", "p z", "z.size", "c"]
session %w(s s s s s s s s s s s s c)
session ["wat y == 6", "c", "disp x", "disp", "n", "undisp 1", "n", "cat RuntimeError", "cat", "cat off", "m i 1", "m Comparable", "m 1", "c"]
session ["b ./prog.rb:14", "c", "v i obj", "l", "l", "l -", "l 2-4", "up", "down", "p obj.class", "obj.instance_variables", "1 +", "c"]
session ["h", "xyz", "", "q", "n", "c"]
