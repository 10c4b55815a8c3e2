#
#   irb/lc/ja/error.rb - irb's exceptions for a Japanese locale
#
# The messages stay English here: 1.8.7's Japanese table is in ISO-2022-JP
# and most of its entries fail to format, which is not worth copying.
require "e2mmap"
load File.join(File.dirname(File.dirname(__FILE__)), "error.rb")
