# Digest::Instance methods on an algorithm of the extension
require "helper"
require 'digest/md5'
m = Digest::MD5.new
show("new") { m }
show("<<") { (m << "ab").equal?(m) }
show("update") { m.update("c").hexdigest }
show("digest keeps state") { [m.digest.size, m.hexdigest] }
show("to_s") { m.to_s }
show("inspect") { m.inspect }
show("length") { [m.length, m.size, m.digest_length, m.block_length] }
show("== digest") { m == Digest::MD5.new.update("abc") }
show("== hex") { m == "900150983cd24fb0d6963f7d28e17f72" }
show("== upper hex") { m == "900150983CD24FB0D6963F7D28E17F72" }
show("== binary") { m == m.digest }
show("== other") { m == Digest::MD5.new }
show("== 3") { m == 3 }
show("== nil") { m == nil }
show("clone independent") { c = m.clone; c << "d"; [c.hexdigest, m.hexdigest] }
show("dup") { m.dup.hexdigest }
show("new from instance") { m.new.hexdigest }
show("digest(str) resets") { [m.hexdigest("x"), m.hexdigest] }
m << "abc"
show("hexdigest!") { [m.hexdigest!, m.hexdigest] }
m << "abc"
show("digest!") { [m.digest!.size, m.hexdigest] }
show("reset") { m.update("q").reset.hexdigest }
show("update 3") { m.update(3) }
show("update nil") { m.update(nil) }
o = Object.new
def o.to_str; "abc"; end
show("update to_str") { m.update(o).hexdigest }
show("frozen update") { Digest::MD5.new.freeze.update("a").hexdigest }
show("new arg") { Digest::MD5.new("abc") }
show("class digest") { Digest::MD5.digest("abc").unpack("H*") }
show("class hexdigest") { Digest::MD5.hexdigest("abc") }
show("class digest no arg") { Digest::MD5.digest }
show("class digest extra") { Digest::MD5.hexdigest("a", 2) }
show("class digest 3") { Digest::MD5.hexdigest(3) }
show("hexencode") { Digest.hexencode("\x00\x01\x7f\x80\xff") }
show("hexencode 3") { Digest.hexencode(3) }
show("tainted") { Digest::MD5.hexdigest("abc".taint).tainted? }
show("ancestors") { Digest::MD5.ancestors }
show("subclass") { Class.new(Digest::MD5).new.update("abc").hexdigest }
