# Module#attr(name, writable = false) in 1.8.7: the second argument is a
# flag (any true value adds the writer), and only one name is taken
def t(label)
  print label, ": "
  p yield
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end
t("attr :a") { Class.new { attr :a }.instance_methods(false).sort }
t("attr :a, true") { Class.new { attr :a, true }.instance_methods(false).sort }
t("attr :a, :b") { Class.new { attr :a, :b }.instance_methods(false).sort }
t("attr 'a', 'b'") { Class.new { attr "a", "b" }.instance_methods(false).sort }
t("attr :a, nil") { Class.new { attr :a, nil }.instance_methods(false).sort }
t("attr :a, 1") { Class.new { attr :a, 1 }.instance_methods(false).sort }
t("attr :a, :b, :c") { Class.new { attr :a, :b, :c } }
t("attr") { Class.new { attr } }
t("attr nil, true") { Class.new { attr nil, true } }
