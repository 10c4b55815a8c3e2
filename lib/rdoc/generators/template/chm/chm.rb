# rdoc/generators/template/chm/chm.rb - the CHM template: the HTML pages
# of the default template, which the HTML Help compiler takes as they are.
require 'rdoc/generators/template/html/html'
