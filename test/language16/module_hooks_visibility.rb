# module_function/private without arguments (also in class_eval strings), protected
# calls from a subclass, Module#=== on singleton classes, the hooks of
# classes, modules and singletons in order, instance_method of a private
# module method, define_method under private, alias_method of a method a
# module gets later, super from an aliased method
module MF
  module_function
  def f; :f; end
  def g; :g; end
end
p MF.f, MF.g
p MF.private_instance_methods(false).sort, MF.singleton_methods.sort
class C1; end
C1.class_eval "private; def pv; 1; end"
p C1.private_instance_methods(false)
C1.class_eval "def pub; 2; end"
p C1.public_instance_methods(false)
C1.class_eval { private; def pv2; end }
p C1.private_instance_methods(false).sort, C1.public_instance_methods(false).sort
class P1; protected; def pr; :pr; end; end
class S1 < P1; def call_pr(o); o.pr; end; end
p S1.new.call_pr(P1.new), S1.new.call_pr(S1.new)
begin; P1.new.pr; rescue NoMethodError => e; p e.message.sub(/0x\w+/, "XX"); end
o = Object.new; sc = class << o; self; end
p sc === o, sc === Object.new, Class === sc, Module === sc
class Base
  def self.inherited(k); (@log ||= []) << [:inherited, k.name]; super; end
  def self.method_added(m); (@log ||= []) << [:method_added, m]; end
  def self.singleton_method_added(m); (@log ||= []) << [:sma, m]; end
  def self.log; @log; end
  def foo; end
  def self.bar; end
end
class Derived < Base; def baz; end; end
p Base.log
module Hk
  def self.included(b); $h << [:included, b]; end
  def self.extended(b); $h << [:extended, b.class]; end
  def self.append_features(b); $h << [:af, b]; super; end
  def self.extend_object(b); $h << [:eo, b.class]; super; end
  def self.method_added(m); $h << [:ma, m]; end
  def self.method_removed(m); $h << [:mr, m]; end
  def self.method_undefined(m); $h << [:mu, m]; end
end
$h = []
module Hk; def x; end; def y; end; remove_method :x; undef_method :y; end
class InH; include Hk; end
Object.new.extend(Hk)
p $h
o = Object.new
def o.singleton_method_added(m); $h << [:osma, m]; end
def o.zz; end
def o.singleton_method_removed(m); $h << [:osmr, m]; end
def o.singleton_method_undefined(m); $h << [:osmu, m]; end
class << o; remove_method :zz; undef_method :to_s; end
p $h
class CM; def self.const_missing(n); [:missing, n]; end; end
p CM::Foo, CM.const_get(:Bar)
module PM; private; def pm; :pm; end; end
um = PM.instance_method(:pm); p um, um.class
class UP; include PM; end; p um.bind(UP.new).call
class DM
  private
  r = define_method(:dm) { 1 }
  p r.class
  def nd; end
end
p DM.private_instance_methods(false).sort, DM.public_instance_methods(false).sort
module LateM; end
class LC; include LateM; end
module LateM; def lm; :lm; end; end
class LC; alias_method :lm2, :lm; end
p LC.new.lm2
class SA; def s; [:SA]; end; end
class SB < SA; def s; [:SB] + super; end; alias t s; end
class SC < SB; def s; [:SC] + super; end; end
p SB.new.t, SC.new.t
