# e2mmap: def_exception/def_e2message, Raise/Fail formats, binding into includers
require "e2mmap"
p Exception2MessageMapper.public_instance_methods(false).sort, Exception2MessageMapper.methods(false).sort, Exception2MessageMapper.private_instance_methods(false).sort, Exception2MessageMapper.constants.sort, Exception2MessageMapper::E2MM
class Foo
  extend Exception2MessageMapper
  def_e2message ArgumentError, "bad arg %s"
  def_exception :MyErr, "my error %s and %s", IndexError
  def_exception "Other", "other"
end
p Foo::MyErr.superclass, Foo::Other.superclass, Foo.constants.sort
begin; Foo.Raise(Foo::MyErr, 1, 2); rescue => e; p e.class, e.message; end
begin; Foo.Fail(ArgumentError, "x"); rescue => e; p e.class, e.message; end
begin; Foo.new.instance_eval { Raise(Foo::Other) }; rescue => e; p e.class, e.message; end
begin; Foo.Raise(RuntimeError, 3); rescue Exception => e; p e.class, e.message; end
begin; Foo.Raise(Foo::MyErr); rescue Exception => e; p e.class, e.message; end
module M; extend Exception2MessageMapper; def_exception :E1, "e1 %d"; end
class K; include M; end
begin; K.new.Raise(M::E1, 5); rescue Exception => e; p e.class, e.message; end
begin; M.Raise(M::E1, 7); rescue Exception => e; p e.class, e.message; end
p Exception2MessageMapper.e2mm_message(M, M::E1), Exception2MessageMapper.message(K, M::E1)
p M.respond_to?(:fail), K.new.respond_to?(:Fail), K.respond_to?(:Raise)
begin; Exception2MessageMapper.Raise(M, M::E1, 9); rescue Exception => e; p e.class, e.message; end
p((Exception2MessageMapper.extend_object(Object.new) rescue $!.class))
begin; Foo.fail(Foo::MyErr, 1, 2); rescue Exception => e; p e.class, e.message; end
begin; Foo.fail("plain"); rescue Exception => e; p e.class, e.message; end
