# syntax errors in files, -e and stdin: the line and a caret when the error
# is inside the line, nothing when only the newline follows (1.8.7)
ruby = File.readlink("/proc/self/exe")
{
  "s1.rb" => "foo(1,2,)\np 1\n",
  "s2.rb" => "x = (1 +\n 2 3)\n",
  "s3.rb" => "x = ]\n",
  "s4.rb" => "x = 1\nx = ] ; y\n",
  "s5.rb" => "def opt(a, b = (return :early)); a; end; p opt(1)\n",
  "s6.rb" => "if true\n  p 1\n",
}.sort.each do |name, src|
  File.open(name, "w") { |f| f.write(src) }
  print `#{ruby} #{name} 2>&1`
end
print `#{ruby} -e 'x = ]' 2>&1`
print `printf 'x = ]' | #{ruby} 2>&1`
print `#{ruby} -e 'p __LINE__' -e 'p __LINE__' 2>&1`
