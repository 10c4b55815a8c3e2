# scoped constant with a base that is no class/module: the message names it by to_s
def t; yield; rescue Exception => e; puts "#{e.class}: #{e.message.gsub(/0x[0-9a-f]+/,'X')}"; end
t { 1::Q }
t { nil::Q }
t { "s"::Q }
t { [1, "a"]::Q }
t { :sym::Q }
t { x = Object.new; x::Q }
t { x = 1; x::Q = 2 }
t { x = "str"; x::Q = 2 }
t { x = [1]; class x::Q; end }
t { x = "s"; module x::Q; end }
t { x = "s"; p defined?(x::Q) }
t { x = "s"; x::q }
t { class Bx; end; x = Bx.new; def x.to_s; "custom"; end; x::Q }
t { x = Object.new; def x.inspect; "insp"; end; x::Q }
t { x = nil; class x::Y; end }
t { eval "class 5::X; end" }
