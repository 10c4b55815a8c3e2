# StringIO: read (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:readw) { StringIO.new("a","w").read }
show(:readeof) { s=StringIO.new("ab"); [s.read, s.read, s.read(1), s.read(0), s.read(nil)] }
show(:readempty) { s=StringIO.new(""); [s.read, s.read(1), s.read(0)] }
show(:readbuf) { s=StringIO.new("abcdef"); b="xyzzyxyzzy"; [s.read(3,b), b, s.read(nil,b), b, s.read(2,b), b] }
show(:readneg) { StringIO.new("ab").read(-1) }
show(:getc) { s=StringIO.new("ab"); [s.getc, s.getc, s.getc, s.getbyte] }
show(:readchar) { s=StringIO.new(""); s.readchar }
show(:readbyte) { s=StringIO.new("a"); [s.readbyte, (s.readbyte rescue $!)] }
show(:sysread) { s=StringIO.new("ab"); [s.sysread(1), s.sysread, (s.sysread rescue $!), (s.sysread(1) rescue $!)] }
show(:sysreadempty) { s=StringIO.new(""); s.sysread }
show(:readbeyond) { s=StringIO.new("ab"); s.pos=5; [s.read, s.read(1), s.eof?, s.getc, s.gets, s.pos] }
show(:read_nil_empty) { s=StringIO.new(""); [s.read(nil), s.read(nil, "zz")] }
show(:readlen_nonint) { s=StringIO.new("ab"); s.read("1") }
show(:readlenf) { s=StringIO.new("abc"); s.read(1.9) }
