# -w: an alias over a method the class itself defines warns "discarding old"
# (not over an inherited one, not over a method already aliased elsewhere)
def m; end
alias n m
alias n m
class String; alias size length; end
class Foo; attr_reader :a; def b; end; alias a b; end
class Foo; def c; end; private :c; alias_method :c, :b; end
class Foo; def d; end; undef d; alias d b; end
class P; def a; end; end
class Q < P; def b; end; alias a b; end
class R; def a; end; def b; end; alias c a; alias a b; end
o = Object.new; def o.a; end; def o.b; end
class << o; alias a b; end
module M; def a; end; def b; end; alias a b; end
alias m m
p :done
