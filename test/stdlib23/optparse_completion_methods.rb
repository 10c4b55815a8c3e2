# OptionParser::Completion as 1.8.7 has it: complete and convert, nothing
# else (no candidate or regexp, neither on the module nor its includers);
# String's argument pattern is /.+/mn
require 'optparse'
require "helper"
C = OptionParser::Completion
show(:singleton) { C.singleton_methods.sort }
show(:private_singleton) { C.private_methods(false).sort & %w(regexp candidate) }
show(:instance) { C.instance_methods(false).sort }
show(:private_instance) { C.private_instance_methods(false).sort }
show(:regexp) { C.regexp("ab", true) }
show(:candidate) { h = {"alpha" => 1}.extend(C); h.send(:candidate, "al") }
h = {"alpha" => 1, "alto" => 2, "beta" => 3, "betamax" => 4}.extend(C)
show(:ambiguous) { catch(:ambiguous) { h.complete("al") } }
show(:one) { h.complete("alp") }
show(:prefix) { h.complete("bet") }
show(:none) { h.complete("x") }
show(:block) { h.complete("alt") { |*a| a } }
show(:string_pattern) { o = OptionParser.new; s = o.on("--s S", String) {}; o.instance_variable_get(:@stack)[0].atype[String][0] }
