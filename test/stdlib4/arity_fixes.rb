# URI.join(*str) and Pathname#sub(pattern, *rest) take their arguments as
# 1.8.7's do (arity, and the error with none)
require 'uri'
require 'pathname'
p URI.method(:join).arity, Pathname.instance_method(:sub).arity
p((URI.join rescue $!))
p URI.join("http://a/b/", "c", "d").to_s, URI.join("http://x/").to_s
p((URI.join(1) rescue $!))
p Pathname("abc").sub("b", "x"), Pathname("abc").sub(/b/) { "y" }
p((Pathname("a").sub rescue $!), (Pathname("a").sub(1, 2, 3) rescue $!), (Pathname("a").sub("a") rescue $!))
