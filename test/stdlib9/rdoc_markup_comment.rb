# rdoc 1.8.7's markup takes an HTML comment <!-- ... --> (on one line, or
# in one paragraph) as a special no formatter handles: the conversion
# fails with "Unhandled special" (so rdoc stops on such a comment); a
# formatter that handles COMMENT converts it
require 'rdoc/markup/simple_markup'
require 'rdoc/markup/simple_markup/to_html'
require 'rdoc/markup/simple_markup/to_flow'
sm = SM::SimpleMarkup.new
["a <!-- b --> c", "<!-- multi\nline -->", "* a <!--\n  b -->", "= h <!-- x -->",
 "[l] <!-- q -->", "<!-- multi\n line -->", "no comment"].each { |s|
  [SM::ToHtml, SM::ToFlow].each { |k|
    begin
      p sm.convert(s, k.new)
    rescue RuntimeError => e
      puts "#{k}: #{e.message}"
    end
  }
}
p SM::Special.new(17, "x").to_s
class H < SM::ToHtml
  def handle_special_COMMENT(s) "(#{s.text.size})" end
end
p sm.convert("a <!-- b --> *c*", H.new)
sm.add_special(/zz/, :ZED)
begin
  p sm.convert("a zz <!--c--> q", H.new)
rescue RuntimeError => e
  puts e.message
end
