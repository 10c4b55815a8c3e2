# StringIO: open (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:modes_frozen_a) { StringIO.new("a".freeze, "a") }
show(:mode_rplus_int_frozen) { StringIO.new("a".freeze, File::RDWR) }
show(:set_string_ret) { s=StringIO.new; s.send(:string=, "q") }
show(:new_block) { StringIO.new("ab"){ } ; 1 }
