# a conversion method that changes the receiver: zip counts the receiver
# after converting its arguments; sprintf keeps reading the format it was
# given; each_line refuses a string its separator's to_str changed
o = Object.new
def o.to_ary; $a.clear; [1] end
a = [1, 2, 3]; $a = a; p a.zip(o)
def o.to_ary; $a << 4; [1] end
a = [1, 2, 3]; $a = a; p a.zip(o)
f = "%s %s %d"
s = Object.new
def s.to_s; $f.replace(""); "X" end
$f = f; p f % [s, 1, 2], f
f = "%s|%s"
def s.to_s; $f << "%d" * 50; "Y" end
$f = f; p f % [s, 1], f.size
r = Object.new
def r.to_str; $s.replace(""); "b" end
str = "abab"; $s = str
p((str.each_line(r).to_a rescue $!))
def r.to_str; "b" end
p "abab".each_line(r).to_a
