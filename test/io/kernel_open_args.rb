# Kernel#open takes a path (to_str) or "|cmd", never a descriptor; Dir[] takes Strings only
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
File.open("k.txt", "w") { |f| f.write "k\n" }
t(:fd) { open(IO.sysopen("k.txt")) }
t(:sym) { open(:"k.txt") }
t(:nil) { open(nil) }
t(:none) { open }
t(:to_str) { o = Object.new; def o.to_str; "k.txt"; end; open(o) { |f| [f.path, f.read] } }
t(:pipe) { open("|echo p") { |f| f.read } }
t(:file_open_fd) { File.open(IO.sysopen("k.txt")) { |f| f.read } }
t(:dir_aref_array) { Dir[["k.txt"]] }
t(:dir_glob_array) { Dir.glob(["k.txt", "k.*"]) }
t(:dir_aref_many) { Dir["k.txt", "k.*"] }
