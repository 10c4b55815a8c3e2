# rdoc/markup/test/AllTests.rb - the SimpleMarkup tests (run on loading)
require 'rdoc/markup/test/TestParse'
require 'rdoc/markup/test/TestInline'
