#!/usr/bin/env ruby
# rdoc/markup/sample/rdoc2latex.rb - an example: the markup text of the
# files named (or of standard input) written as LaTeX.
require 'rdoc/markup/simple_markup'
require 'rdoc/markup/simple_markup/to_latex'

markup = SM::SimpleMarkup.new
puts markup.convert(ARGF.read, SM::ToLaTeX.new)
