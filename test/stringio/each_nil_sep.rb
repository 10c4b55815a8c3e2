# StringIO: each (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:to_a) { StringIO.new("a\nb").to_a }
show(:each_line_limitless) { StringIO.new("a\nb").each_line(nil).to_a }
