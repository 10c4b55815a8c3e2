require "helper"
require "iconv"
i = Iconv.new("UTF-8", "ISO-8859-1")
[[1,-1],[1,-2],[1,-3],[1,-5],[1,-6],[1,-7],[0,0],[10,1],[-10],[6],[5],[-6],[-7],[2,1.5],[1.9],[3,-4],[0,-7], [nil, 2], [-2, -1]].each { |a| show(a.inspect) { i.iconv("abcdef", *a) } }
show("ivars") { e = Iconv::IllegalSequence.new("msg", "s", "f"); e.instance_variables.sort }
show("ivars2") { begin; Iconv.conv("ISO-8859-1", "UTF-8", "ab\xffcd"); rescue => e; e.instance_variables.sort; end }
show("partial inst") { i = Iconv.new("ISO-8859-1", "UTF-8"); begin; i.iconv("a\xc3"); rescue => e; [e.class, e.success, e.failed]; end }
show("after err") { i = Iconv.new("ISO-8859-1", "UTF-8"); begin; i.iconv("a\xff"); rescue => e; end; i.iconv("b") }
show("open raise") { i2 = nil; begin; Iconv.open("UTF-8", "ASCII") { |x| i2 = x; raise "boom" }; rescue => e; [e.message, (i2.iconv("a") rescue $!)]; end }
show("open break") { Iconv.open("UTF-8", "ASCII") { |x| break 7 } }
show("ignore inst") { i = Iconv.new("ASCII//IGNORE", "UTF-8"); [i.iconv("a\xc3\xa9b"), i.close] }
show("ignore end") { Iconv.conv("ASCII//IGNORE", "UTF-8", "a\xc3\xa9") }
show("ignore iconv") { Iconv.iconv("ASCII//IGNORE", "UTF-8", "a\xc3\xa9", "\xc3\xa9b") }
show("ignore conv") { Iconv.conv("ASCII//IGNORE", "UTF-8", "\xc3\xa9" * 3) }
show("ignore bad") { Iconv.conv("ASCII//IGNORE", "UTF-8", "x\xff\xfey") }
show("e.class") { Iconv::Failure.instance_method(:success).owner }
show("Iconv.iconv nil") { Iconv.iconv("UTF-8", "ASCII", nil, "a") }
show("Iconv.iconv 2022") { Iconv.iconv("ISO-2022-JP", "UTF-8", "\xe3\x81\x82", "\xe3\x81\x82") }
show("Iconv.iconv num") { Iconv.iconv("UTF-8", "ASCII", 1) }
show("iconv 3 args") { Iconv.new("UTF-8", "ASCII").iconv("abc", 1, 1, 1) }
show("failed kind") { begin; Iconv.iconv("ISO-8859-1", "UTF-8", "\xff"); rescue => e; [e.success, e.failed]; end }
show("conv fail kind") { begin; Iconv.conv("ISO-8859-1", "UTF-8", "\xff"); rescue => e; [e.success, e.failed]; end }
show("frozen out") { Iconv.conv("UTF-8", "ASCII", "a").frozen? }
show("invalid enc class") { Iconv::InvalidEncoding.new("a", "b", "c").failed }
show("subclass exc") { Iconv::IllegalSequence.superclass }
show("translit inst") { Iconv.new("ASCII//TRANSLIT", "UTF-8").iconv("\xe2\x82\xac\xc3\xa9") }
show("bom") { Iconv.iconv("UTF-16", "UTF-8", "a", "b") }
