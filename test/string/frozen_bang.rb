# bang methods on a frozen string: which raise even with nothing to change
def t(label); r = yield; puts "#{label}: #{r.inspect}"; rescue Exception => e; puts "#{label}: #{e.class}: #{e.message}"; end
bang = %w(capitalize! chomp! chop! downcase! lstrip! next! reverse! rstrip! squeeze! strip! succ! swapcase! upcase!)
bang.each { |m| t("frozen #{m}") { "Abc ".freeze.send(m) } ; t("frozen-nochange #{m}") { "".freeze.send(m) } }
[[:<<, "x"], [:concat, "x"], [:replace, "x"], [:insert, 0, "x"], [:[]=, 0, "x"], [:slice!, 0], [:sub!, "a", "b"], [:gsub!, "a", "b"], [:sub!, "z", "b"], [:gsub!, "z", "b"],
 [:tr!, "a", "b"], [:tr!, "z", "b"], [:tr_s!, "a", "b"], [:delete!, "a"], [:delete!, "z"], [:squeeze!, "z"], [:chomp!, "z"], [:clear], [:setbyte, 0, 1], [:force_encoding, "x"], [:succ!], [:upcase!]].each do |m, *a|
  t("frozen #{m} #{a.inspect}") { "abc".freeze.send(m, *a) }
end
t(1) { "abc".freeze.chomp!("\n") }
t(2) { "abc".freeze.chomp!("") }
t(3) { "abc".freeze.chomp!("c") }
t(4) { "abc".freeze.chomp!(nil) }
t(5) { $/ = "x"; "abc".freeze.chomp! }
t(6) { $/ = "\n"; "abc\r".freeze.chomp!("\n") }
t(7) { "abc".freeze.chomp!("ab") }
t(8) { "a".freeze.chomp!("\r") }

