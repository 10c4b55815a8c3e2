# rdoc/generators/template/html/kilmer.rb - the kilmer look of the HTML
# output: the pages of the default template with a style of its own.
require 'rdoc/generators/template/html/html'

module RDoc
  module Page
    remove_const(:STYLE) if const_defined?(:STYLE)
    STYLE = <<CSS
body { font-family: Verdana, Arial, sans-serif; margin: 0; background: white; color: black; }
a { color: #900; }
h1, h2, h3.section-bar { background: #edd; padding: 2px 6px; }
pre { background: #f4f4f4; padding: 0.5em; }
#classHeader, #fileHeader { background: #600; color: white; padding: 0.5em 1em; }
#classHeader a, #fileHeader a { color: #ff0; }
#bodyContent { margin: 1em; }
.method-description { margin-left: 2em; }
.ruby-keyword, .ruby-constant { font-weight: bold; }
.ruby-comment { font-style: italic; }
CSS
  end
end
