class E; private; attr_accessor :q; attr_reader :r; attr :s; attr_writer :t; end
class F; private; def self.x; attr_reader :u; end; end; F.x
module M; module_function; attr_reader :v; end
class G; protected; attr_reader :w; end
p E.private_instance_methods(false).sort, G.protected_instance_methods(false)
p defined?(@a.b), defined?(@a.nil?), defined?(zz.yy), defined?($1.size), defined?(@@cv.x), defined?(Zork.new)
p defined?(yield.x), defined?(super.x), defined?(@a.b = 1), defined?(String.new.size)
