# = Usage test
#
# RDoc.usage shows this comment: *bold*, _em_, +tt+ and <b>b</b> as plain
# text, a paragraph long enough to be folded at the width ri uses for it.
#
# == Synopsis
#
#   usage.rb [options] file...
#
# -h, --help::
#    show help
# [lab] labeled
# * item one
# * item two
# 1. num
#
# ---
# === Three
#   verb
#
# == Author
# Someone & co
require 'rdoc/usage'
RDoc.usage_no_exit
puts "--"
RDoc.usage_no_exit("synopsis")
puts "--"
RDoc.usage_no_exit("Author", "Synopsis")
puts "--"
RDoc.usage_no_exit("Nope")
puts "--"
RDoc.usage(3, "Author")
puts "not reached"
