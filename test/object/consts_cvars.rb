# constants, class variables and class paths through the reflection API
module Cfg
  A = 1
  B = 2
end
class Holder
  include Cfg
  C = 3
end
p Cfg.constants.sort
p Holder.constants.sort
p Holder.const_get(:A), Holder.const_get("C")
p Holder.const_defined?(:C), Holder.const_defined?(:A), Holder.const_defined?("Nope")
p Holder.const_set(:D, 4), Holder::D
begin
  Holder.const_get(:lower)
rescue NameError => e
  puts "NameError: #{e.message}"
end
begin
  Holder.const_set("bad", 1)
rescue NameError => e
  puts "NameError: #{e.message}"
end
begin
  Holder.const_get(:Missing)
rescue NameError => e
  puts "NameError: #{e.message}"
end
p Holder.send(:remove_const, :D)
p Holder.const_defined?(:D)
begin
  Holder.send(:remove_const, :D)
rescue NameError => e
  puts "NameError: #{e.message}"
end
# const_missing hook
class Holder
  def self.const_missing(n); "missing #{n}"; end
end
p Holder::Whatever
# nested paths
module Deep1; module Deep2; class Deep3; end; end; end
p Deep1::Deep2::Deep3.name, Deep1::Deep2::Deep3.to_s
p Deep1.const_get(:Deep2)
# class variables
class CV
  @@a = 1
  def self.a; @@a; end
  def self.a=(v); @@a = v; end
end
class CV2 < CV
  @@b = 2
end
p CV.class_variables, CV2.class_variables.sort
CV2.a = 10
p CV.a
p CV2.class_variable_defined?(:@@a), CV.class_variable_defined?(:@@b)
p CV.send(:remove_class_variable, :@@a)
p CV.class_variables
begin
  CV.a
rescue NameError => e
  puts "NameError: #{e.message}"
end
# global variables
$my_global = 5
p global_variables.include?("$my_global")
p global_variables.include?("$stdout")
p defined?($my_global), defined?($never_set)
p $never_set
alias $other $my_global
$other = 7
p $my_global
trace_var(:$traced) { |v| puts "traced #{v}" }
$traced = 1
$traced = 2
p untrace_var(:$traced).size
$traced = 3
# frozen class
class Frozen; end
Frozen.freeze
begin
  class Frozen; X = 1; end
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
begin
  Frozen.class_eval { def x; end }
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
