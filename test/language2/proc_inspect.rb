# Proc#inspect shows the body address in 16 digits: 0 for an empty block
p proc {}
p lambda { |a| }
p Proc.new { || }
class P2 < Proc; end
p P2.new {}
p((Proc.new { 1 }.inspect =~ /\A#<Proc:0x[0-9a-f]{16}@proc_inspect.rb:7>\z/) == 0)
