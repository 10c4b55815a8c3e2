# which argument is converted first decides the error: the mode before the
# string, the buffer before the length
require 'stringio'
require "helper"
show(:reopen_both_bad) { StringIO.new.reopen(1, 2**64) }
show(:reopen_bad_mode) { StringIO.new.reopen(1, "xy") }
show(:reopen_nil_mode) { StringIO.new.reopen(nil, nil) }
show(:new_both_bad) { StringIO.new(:a, [1]) }
show(:new_mode_float) { StringIO.new("a", 1.5) }
show(:read_nil_buf) { StringIO.new("abc").read(1, nil) }
show(:read_neg_bad_buf) { StringIO.new("abc").read(-1, 3) }
show(:read_neg) { StringIO.new("abc").read(-1, "") }
show(:read_frozen_buf) { StringIO.new("abc").read(nil, "x".freeze) }
show(:each_byte_wonly) { StringIO.new("w", "w").each_byte }
show(:bytes_closed) { s = StringIO.new("q"); s.close; s.bytes }
show(:each_char_wonly) { StringIO.new("w", "w").each_char.class }
show(:each_line_wonly) { StringIO.new("w", "w").each_line.class }
show(:ungetc_wonly) { StringIO.new("w", "w").ungetc(nil) }
show(:ungetc_nil) { StringIO.new("w").ungetc(nil) }
