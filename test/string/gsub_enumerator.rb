# gsub/gsub! with a pattern and no block nor replacement return an Enumerator
# (the pattern is not even checked until it runs); sub still needs 2 arguments
def t; r = yield; p r; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
t { "abc".gsub("b").class }
t { "abc".gsub("b").to_a }
t { "abc".gsub(/./).to_a }
t { s = "abc"; s.gsub!(/./).to_a; s }
t { "abc".gsub(nil).class }
t { "abc".gsub(nil).to_a }
t { "abc".sub("b") }
t { "abc".gsub }
t { "abc".gsub(1, 2, 3) }
