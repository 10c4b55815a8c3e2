# SM::SimpleMarkup with SM::ToFlow: the SM::Flow objects ri stores
require 'rdoc/markup/simple_markup'
require 'rdoc/markup/simple_markup/to_flow'
m = SM::SimpleMarkup.new
h = SM::ToFlow.new
def show(x, ind = "")
  x.each { |f|
    if f.is_a?(SM::Flow::LIST) then puts "#{ind}LIST #{f.type.inspect}"; show(f.contents, ind + "  ")
    else puts ind + f.inspect
    end
  }
end
inputs = File.read("fixtures/markup_blocks.txt").split(/^%%\n/) +
  ["Hello *b* _e_ +t+ <b>x</b> (c) -- it's \"q\" & <", "= H1\n== H2", "* a\n* b\n  * c", "1. x\n2. y",
   "[a] b\nc:: d", "t\n\n  v1\n   v2\n\nz", "---", "a  b   c\nd", "a\n\n  v <x> & y\n", "[*b*] <b>x</b>\n- y\n",
   "== a _b_ (c)", "* a\n\n  b\n", "--- "]
inputs.each { |s| puts "---- #{s.inspect}"; show(m.convert(s, h)) }
p SM::Flow.constants.sort, SM::Flow::LIST.instance_methods(false).sort, SM::ToFlow.constants.sort
