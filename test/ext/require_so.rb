# require finds x.rb or x.so along $: (directory by directory, .rb first
# within one), runs Init_x of a .so, records names in $" as 1.8.7 does.
# The extensions are tiny C files compiled here without any header.
here = Dir.pwd
def sh(cmd) system(cmd) or raise "failed: #{cmd}" end
def so(dir, name, body)
  Dir.mkdir(dir) unless File.directory?(dir)
  File.open("#{dir}/#{name}.c", "w") {|f| f.puts body }
  sh "cc -shared -fPIC -o #{dir}/#{name}.so #{dir}/#{name}.c"
end
decls = "typedef unsigned long VALUE;\n" +
        "void rb_define_global_const(const char *, VALUE);\n" +
        "void rb_raise(VALUE, const char *, ...);\nextern VALUE rb_eArgError;\n" +
        "VALUE rb_gv_get(const char *); VALUE rb_gv_set(const char *, VALUE);\n"
so "a", "x", decls + "void rb_warn(const char *, ...);\n" +
  'void Init_x(void) { rb_gv_set("$x_from", rb_gv_get("$x_tag")); rb_warn("in Init_x"); }'
so "a", "counted", decls + 'void Init_counted(void) { rb_gv_set("$count", rb_gv_get("$count") + 2); }'
so "c", "bad", decls + 'void Init_bad(void) { rb_raise(rb_eArgError, "boom %d", 42); }'
so "c", "noinit", decls + 'int not_init(void) { return 1; }'
File.open("c/junk.so", "w") {|f| f.puts "not an object" }
Dir.mkdir("b"); File.open("b/x.rb", "w") {|f| f.puts 'puts "b/x.rb"' }
File.open("a/y.rb", "w") {|f| f.puts 'puts "a/y.rb"' }
File.open("a/counted.rb", "w") {|f| f.puts 'puts "a/counted.rb"' }

def try(what)
  r = yield
  puts "#{what}: #{r.inspect}"
rescue ScriptError, StandardError => e
  puts "#{what}: #{e.class}: #{e.message.gsub(Dir.pwd, '.')}"
end

$: .unshift "#{here}/b"; $:.unshift "#{here}/a"; $:.unshift "#{here}/c"
$x_tag = "first"
# warnings of Init_x name the .so as the file
$err = ""; err = Object.new; def err.write(s) $err << s; s.size end; $stderr = err
try("x") { require "x" }          # a/x.so is found before b/x.rb
p $x_from
try("x again") { require "x" }
try("x.so") { require "x.so" }
try("x.rb") { require "x.rb" }    # another feature: b/x.rb
$count = 0
try("counted") { require "counted" }  # a/counted.rb before a/counted.so
try("counted.so") { require "counted.so" }
try("counted.o") { require "counted.o" }
p $count
%w[bad bad.so noinit junk junk.o nonexist nonexist.so nonexist.o nonexist.dll
   nonexist.rb noinit.bundle].each {|f| try(f) { require f } }
try("load bad.so") { load "nonexist.so" }
$x_tag = "second"
try("abs") { require "#{here}/a/x.so" }  # a new name: Init_x runs again
p $x_from
$stderr = STDERR
puts $err.gsub(here, ".")
try("rel") { require "./a/y" }
p $".map {|f| f.sub(here, ".") }
