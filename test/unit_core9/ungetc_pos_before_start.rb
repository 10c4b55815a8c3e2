# pos after ungetc pushed back more than was read: 1.8.7's ftell fails with EIO
require "helper"
File.open("t", "w") { |f| f.print "abc" }
show("one back") { File.open("t") { |f| f.getc; f.ungetc(?z); f.pos } }
show("two back from 1") { File.open("t") { |f| f.getc; f.ungetc(?a); f.ungetc(?b); f.pos } }
show("two back from 2") { File.open("t") { |f| f.getc; f.getc; f.ungetc(?a); f.ungetc(?b); f.pos } }
show("read(1) then two") { File.open("t") { |f| f.read(1); f.ungetc(?a); f.ungetc(?b); [f.tell] } }
show("still readable") { File.open("t") { |f| f.getc; f.ungetc(?a); f.ungetc(?b); f.read } }
