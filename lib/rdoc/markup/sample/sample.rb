# rdoc/markup/sample/sample.rb - an example: the comment at the top of
# ../simple_markup.rb (relative to the current directory) as an HTML page.
require 'rdoc/markup/simple_markup'
require 'rdoc/markup/simple_markup/to_html'

comment = ""
File.foreach("../simple_markup.rb") { |line|
  break unless line =~ /\A\s*#/
  comment << line.sub(/\A\s*# ?/, "")
}
html = SM::SimpleMarkup.new.convert(comment, SM::ToHtml.new)
print "<html><body>\n", html, "</body></html>\n"
