# optparse/uri.rb - URI as an OptionParser argument type.
require 'optparse'
require 'uri'

OptionParser.accept(URI) { |s, *| URI.parse(s) if s }
