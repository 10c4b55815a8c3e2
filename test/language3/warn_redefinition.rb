class A
  define_method(:d) { 1 }
  define_method(:d) { 2 }
  attr_reader :r
  attr_reader :r
  def self.s; end
  def self.s; end
  def o; end
  undef o
  def o; end
  def q; end
  remove_method :q
  def q; end
  alias_method :q2, :q
  def q; end
  def q2; end
  def q; end
end
class B < A
  def d; end
end
module M
  module_function
  def mf; end
  def mf; end
end
o = Object.new
def o.x; end
def o.x; end
class A
  private
  def d; end
  public :d
end
class Object; def to_s; end; end
class String; def size; 1; end; end
class Integer; def +(x) 1 end; end rescue 1
def top; end
def top; end
class Object; def initialize; end; end
class Object; def __send__; end; def __id__; end; end
class Foo; def __send__; end; undef __id__; end
Object.send(:define_method, :initialize) {}
class << Object; def initialize; end; end
