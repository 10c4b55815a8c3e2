# rdoc/generators/template/html/old_html.rb - the old_html look of the HTML
# output: the pages of the default template with a style of its own.
require 'rdoc/generators/template/html/html'

module RDoc
  module Page
    remove_const(:STYLE) if const_defined?(:STYLE)
    STYLE = <<CSS
body { font-family: Times, serif; margin: 0; background: white; color: black; }
a { color: #00c; }
h1, h2, h3.section-bar { background: #ddd; padding: 2px 6px; }
pre { background: #f4f4f4; padding: 0.5em; }
#classHeader, #fileHeader { background: #333; color: white; padding: 0.5em 1em; }
#classHeader a, #fileHeader a { color: #ff0; }
#bodyContent { margin: 1em; }
.method-description { margin-left: 2em; }
.ruby-keyword, .ruby-constant { font-weight: bold; }
.ruby-comment { font-style: italic; }
CSS
  end
end
