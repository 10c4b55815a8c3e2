# module_function on a method the module finds only in Object (top-level defs)
def readline(p, h); nil; end
module Readline
  module_function :readline
end
p Readline.readline(1,2)
module M; module_function :nothere; end rescue p $!
module M2; def x;end; undef x; module_function :x; end rescue p $!
class Object; def pubm; 7; end; end
module M3; module_function :pubm; end
p M3.pubm
p M3.respond_to?(:pubm), M3.private_instance_methods.include?("pubm")
def privm; 8; end
module M4; module_function :privm; end
p M4.privm
