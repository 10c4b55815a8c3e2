# The public API of irb as 1.8.7 has it: module functions, the methods of
# Irb, Context, WorkSpace and the input methods, IRB constants,
# MethodExtender (with its numbering bug) and IRB::SLex.
# run as 1.8.7 without readline (fixtures/norl/readline.rb raises LoadError)
ENV["RUBYLIB"] = File.expand_path("fixtures/norl")
$:.unshift(ENV["RUBYLIB"])
require "irb"
p binding.respond_to?(:irb)
p IRB.methods(false).sort
p IRB::Irb.instance_methods(false).sort
p IRB::Context.instance_methods(false).sort
p IRB::WorkSpace.instance_methods(false).sort
p IRB.constants.sort
p IRB::StdioInputMethod.instance_methods(false).sort, IRB::InputMethod.instance_methods(false).sort, IRB::FileInputMethod.instance_methods(false).sort
p IRB::SLex.equal?(SLex), SLex.name
module M
  extend IRB::MethodExtender
  def f(a); p [:f, a]; 7; end
  def pre(*a); p [:pre, a]; end
  def post(*a); p [:post, a]; end
  def_pre_proc :f, :pre
end
include M
p f(1)
p M.instance_methods.sort
p M.send(:new_alias_name, "g")
begin
  M.module_eval { def_post_proc :f, :post }
rescue TypeError => e
  p e
end
lex = SLex.new
lex.def_rule("+") { |op, io| :plus }
p lex.search("+").class
p RubyToken::TkReading2Token["if"], RubyToken::TkSymbol2Token[:TkPLUS]
p RubyToken::TkIDENTIFIER.ancestors.first(3), RubyToken::TkINTEGER.superclass
t = RubyToken::TkIDENTIFIER.new(1, 2, 3, "x")
p [t.seek, t.line_no, t.char_no, t.name]
