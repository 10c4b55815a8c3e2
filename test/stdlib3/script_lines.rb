# SCRIPT_LINES__: when the program defines this Hash, each file loaded
# afterwards is recorded there as its array of lines (debug.rb lists them)
SCRIPT_LINES__ = {}
File.open("lib1.rb", "w") {|f| f.print "a = 1\n\nb = 2" }
File.open("lib2.rb", "w") {|f| f.print "x = 1\n__END__\ndata line\n" }
load "lib1.rb"
load "lib2.rb"
eval "c = 3\nd = 4"
SCRIPT_LINES__.keys.sort.each {|k| p [k, SCRIPT_LINES__[k]] }
