# argument checks in 1.8.7's order: File.link/symlink/rename convert both
# paths before looking for a NUL; IO.foreach converts the path, then the
# separator, and only then opens (and checks the path for a NUL)
def t(l); r = yield; puts "#{l}: #{r.inspect}"; rescue Exception => e; puts "#{l}: #{e.class}: #{e.message}"; end
File.open("a.txt", "w") { |f| f.write "x\ny\n" }
%w(link symlink rename).each do |m|
  t("#{m} nul,nil") { File.send(m, "a\0", nil) }
  t("#{m} nul,nul") { File.send(m, "a\0", "b\0") }
  t("#{m} ok,nul") { File.send(m, "a.txt", "b\0") }
  t("#{m} nil,nul") { File.send(m, nil, "b\0") }
  t("#{m} nul,ok") { File.send(m, "a\0", "b") }
end
t(:foreach_missing_bad_sep) { IO.foreach("nonexist", 1) {} }
t(:foreach_nul_bad_sep) { IO.foreach("nonexist\0", 1) {} }
t(:foreach_nil_path) { IO.foreach(nil, 1) {} }
t(:foreach_sym_path) { IO.foreach(:a, 1) {} }
t(:foreach_existing_bad_sep) { IO.foreach("a.txt", 1) {} }
t(:foreach_missing_nil_sep) { IO.foreach("nonexist", nil) {} }
t(:foreach_nul) { IO.foreach("a.txt\0") {} }
t(:foreach_nul_nil_sep) { IO.foreach("a.txt\0", nil) {} }
t(:foreach_ok) { a = []; IO.foreach("a.txt") { |l| a << l }; a }
t(:readlines_missing_bad_sep) { IO.readlines("nonexist", 1) }
t(:files) { Dir["*.txt"].sort }
