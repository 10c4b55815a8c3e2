class Module
  def method_added(m) puts "#{self.inspect.gsub(/0x[0-9a-f]+/, "X")}.method_added(#{m})" end
end
class Object
  def singleton_method_added(m) puts "#{self.inspect.gsub(/0x[0-9a-f]+/, "X")}.singleton_method_added(#{m})" end
end
class MA; def a; end; end
class MB < MA; private :a; end
class MB; public :a; end
class MA; private :a; end
class MA; attr_accessor :b; attr :c, true; attr_writer :d; end
class MA; alias e a; alias_method :f, :a; end
class MA; define_method(:g) { }; end
class MA; def self.h; end; class << self; def i; end; end; end
module MM; module_function; def j; end; end
module MM; def k; end; module_function :k; end
S = Struct.new(:l)
class MA; undef_method :e; remove_method :f; end
o = Object.new; def o.m; end
class MA; define_method(:n, instance_method(:a)); end
class MA; include Comparable; end
MA.send(:define_method, :o) { }
MA.class_eval { def p2; end }
MA.class_eval "def q; end"
MA.instance_eval { def r; end }
Class.new { def s; end }
Module.new { def t; end }
class MA; private; def u; end; end
class MA; protected :u; public :u; end
