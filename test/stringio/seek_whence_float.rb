# StringIO: seek (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:seek_float_whence) { s=StringIO.new("ab"); s.seek(1, 2.0); s.pos }
