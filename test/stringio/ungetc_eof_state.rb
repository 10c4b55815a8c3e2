# an ungetc that fails leaves the end-of-file state as it was; one that
# succeeds clears it
require 'stringio'
require "helper"
show(:failed) { s = StringIO.new("xyz".freeze); s.read; [(s.ungetc(?b) rescue $!.message), s.read(0)] }
show(:failed_front) { s = StringIO.new("xyz".freeze); s.read(5); s.pos = 0; s.getc; s.pos = 0; s.gets(nil); s.gets; [(s.ungetc(?b) rescue $!.message), s.read(0)] }
show(:same_byte) { s = StringIO.new("xyz".freeze); s.read; [s.ungetc(?z), s.read(0), s.read(1)] }
show(:changed) { s = StringIO.new("xyz"); s.read; [s.ungetc(?q), s.read(0), s.read] }
show(:front) { s = StringIO.new("xyz"); s.read; s.pos = 0; s.getc; s.pos = 0; s.read(9); s.pos = 0; s.read(0); [s.ungetc(?q), s.read(1)] }
show(:eof_arg) { s = StringIO.new("xyz"); s.read; [s.ungetc(-1), s.read(0)] }
