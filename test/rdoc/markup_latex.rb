# SM::SimpleMarkup with SM::ToLaTeX: every block kind and LaTeX's special
# characters; the enumerate numbering style set only when it changes
require 'rdoc/markup/simple_markup'
require 'rdoc/markup/simple_markup/to_latex'
m = SM::SimpleMarkup.new
h = SM::ToLaTeX.new
(File.read("fixtures/markup_blocks.txt").split(/^%%\n/) + File.read("fixtures/markup_latex.txt").split(/^%%\n/)).each { |s|
  puts "---- #{s.inspect}"
  puts m.convert(s, h)
}
p SM::ToLaTeX.constants.sort
