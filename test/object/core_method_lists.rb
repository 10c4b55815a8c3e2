# the methods some core classes define, public and private, as 1.8.7 has them
p Proc.instance_methods(false).sort
p Module.singleton_methods(false).sort
p Numeric.private_instance_methods(false).sort
p File::Stat.singleton_methods(false).sort
p Process::UID.singleton_methods.sort, Process::UID.private_instance_methods(false).sort
p Kernel.private_instance_methods(false).include?("getc")
module Outer; module Inner; p Module.nesting; p Module.constants.include?("Inner"); end; end
p Module.nesting
p((1.dup rescue $!), (1.0.send(:initialize_copy, 2.0) rescue $!))
