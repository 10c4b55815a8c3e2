# optparse/shellwords.rb - Shellwords as an OptionParser argument type:
# the argument split into words as a shell would.
require 'shellwords'
require 'optparse'

OptionParser.accept(Shellwords) { |s, *| Shellwords.shellwords(s) }
