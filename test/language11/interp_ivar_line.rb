# an uninitialized @iv or $gv read by "#@iv", "#$gv" or "#{@iv}" is
# warned about (-w) at the line of that code, in strings and heredocs
$stderr = $stdout
$VERBOSE = true
p <<E
#@iva b
E
p "#@ivb
"
p "x
#@ivc"
p <<E
x
#@ivd
E
p "#$gva
"
p "#{@ive}
"
p <<E
#{@ivg}
E
p(/#@ivh
/)
def t; yield; rescue => e; p e.backtrace[0]; end
x = nil
t { "#{x}
".zork }
t { "a#{x}
b#{x.zork}" }
