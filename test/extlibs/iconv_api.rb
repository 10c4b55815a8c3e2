require "helper"
require "iconv"
show("new") { Iconv.new("UTF-8", "ISO-8859-1").class }
show("iconv") { Iconv.new("UTF-8", "ISO-8859-1").iconv("caf\xe9") }
show("iconv nil") { Iconv.new("UTF-8", "ISO-8859-1").iconv(nil) }
show("iconv range") { i = Iconv.new("UTF-8", "ISO-8859-1"); [i.iconv("abcdef", 2), i.iconv("abcdef", 2, 3), i.iconv("abcdef", -2), i.iconv("abcdef", 1, -2), i.iconv("abcdef", 10), i.iconv("abcdef", 0, 100)] }
show("iconv nilrange") { i = Iconv.new("UTF-8", "ISO-8859-1"); [i.iconv("abcdef", nil), i.iconv("abcdef", 1, nil)] }
show("iconv badrange") { i = Iconv.new("UTF-8", "ISO-8859-1"); i.iconv("abcdef", "x") }
show("iconv num") { Iconv.new("UTF-8", "ISO-8859-1").iconv(5) }
show("iconv sym") { Iconv.new("UTF-8", "ISO-8859-1").iconv(:a) }
show("close") { i = Iconv.new("UTF-16BE", "UTF-8"); [i.iconv("a"), i.close] }
show("close twice") { i = Iconv.new("UTF-8", "ISO-8859-1"); i.close; i.close }
show("closed iconv") { i = Iconv.new("UTF-8", "ISO-8859-1"); i.close; i.iconv("a") }
show("stateful") { i = Iconv.new("ISO-2022-JP", "UTF-8"); [i.iconv("\xe3\x81\x82"), i.iconv(nil), i.iconv("a"), i.close] }
show("stateful close") { i = Iconv.new("ISO-2022-JP", "UTF-8"); [i.iconv("\xe3\x81\x82"), i.close] }
show("open") { Iconv.open("UTF-8", "ISO-8859-1") { |i| p i.class; i.iconv("\xe9") } }
show("open noblock") { Iconv.open("UTF-8", "ISO-8859-1").class }
show("Iconv.iconv") { Iconv.iconv("UTF-8", "ISO-8859-1", "\xe9", "a\xe8") }
show("Iconv.iconv0") { Iconv.iconv("UTF-8", "ISO-8859-1") }
show("Iconv.conv") { Iconv.conv("UTF-8", "ISO-8859-1", "\xe9t\xe9") }
show("conv nil") { Iconv.conv("UTF-8", "ISO-8859-1", nil) }
show("conv 2022") { Iconv.conv("ISO-2022-JP", "UTF-8", "\xe3\x81\x82a") }
show("bad enc") { Iconv.new("NOPE", "UTF-8") }
show("bad enc2") { Iconv.new("UTF-8", "NOPE") }
show("bad enc info") { begin; Iconv.new("NOPE", "UTF-8"); rescue Iconv::InvalidEncoding => e; [e.success, e.failed, e.inspect, e.message]; end }
show("bad type") { Iconv.new(1, "UTF-8") }
show("bad type2") { Iconv.new(nil, "UTF-8") }
show("nargs") { Iconv.new("UTF-8") }
show("illegal") { Iconv.conv("ISO-8859-1", "UTF-8", "a\xffb") }
show("illegal info") { begin; Iconv.conv("ISO-8859-1", "UTF-8", "ab\xffcd"); rescue Iconv::IllegalSequence => e; [e.class, e.success, e.failed, e.message, e.inspect]; end }
show("invalid char") { Iconv.conv("ISO-8859-1", "UTF-8", "a\xe2\x82\xacb") }
show("invalid info") { begin; Iconv.conv("ISO-8859-1", "UTF-8", "xy\xe2\x82\xacb"); rescue Exception => e; [e.class, e.success, e.failed, e.message, e.inspect]; end }
show("incomplete") { Iconv.conv("ISO-8859-1", "UTF-8", "ab\xe2\x82") }
show("incomplete info") { begin; Iconv.conv("ISO-8859-1", "UTF-8", "ab\xe2\x82"); rescue Exception => e; [e.class, e.success, e.failed, e.message]; end }
show("iconv illegal") { begin; Iconv.iconv("ISO-8859-1", "UTF-8", "ok", "ab\xffcd", "z"); rescue Exception => e; [e.class, e.success, e.failed, e.message]; end }
show("inst illegal") { begin; Iconv.new("ISO-8859-1", "UTF-8").iconv("ab\xffcd"); rescue Exception => e; [e.class, e.success, e.failed, e.message]; end }
show("ignore") { Iconv.conv("ISO-8859-1//IGNORE", "UTF-8", "a\xe2\x82\xacb") }
show("translit") { Iconv.conv("ASCII//TRANSLIT", "UTF-8", "caf\xc3\xa9 \xe2\x82\xac") }
show("translit ignore") { Iconv.conv("ASCII//TRANSLIT//IGNORE", "UTF-8", "a\xe4\xb8\x80b") }
show("ignore illegal") { Iconv.conv("UTF-16BE//IGNORE", "UTF-8", "a\xffb") }
show("utf16") { Iconv.conv("UTF-16", "UTF-8", "ab") }
show("utf16 bom") { Iconv.conv("UTF-8", "UTF-16", "\xfe\xff\x00a") }
show("big") { Iconv.conv("UTF-16LE", "UTF-8", "x" * 100000).size }
show("euc") { Iconv.conv("EUC-JP", "UTF-8", "\xe6\x97\xa5\xe6\x9c\xac") }
show("sjis") { Iconv.conv("SHIFT_JIS", "UTF-8", "\xe6\x97\xa5\xe6\x9c\xac") }
show("sub") { c = Class.new(Iconv); c.new("UTF-8", "ASCII").class == c }
show("failure new") { Iconv::IllegalSequence.new("msg", "s", "f") }
show("failure new2") { e = Iconv::IllegalSequence.new("msg", "s", "f"); [e.message, e.success, e.failed, e.inspect] }
show("failure new1") { Iconv::IllegalSequence.new("msg") }
show("failure new0") { Iconv::IllegalSequence.new }
show("broken") { e = Iconv::BrokenLibrary.new("m", "a", "b"); [e.message, e.success, e.failed] }
show("outofrange") { e = Iconv::OutOfRange.new("m", "a", "b"); [e.message, e.success, e.failed] }
show("taint") { Iconv.conv("UTF-8", "ASCII", "a".taint).tainted? }
show("charset_map") { Iconv.charset_map }
show("alloc") { Iconv.allocate.iconv("a") }
show("alloc close") { Iconv.allocate.close }
show("init twice") { i = Iconv.new("UTF-8", "ASCII"); i.send(:initialize, "UTF-16BE", "UTF-8"); i.iconv("a") }
show("to_str") { o = Object.new; def o.to_str; "UTF-8"; end; Iconv.conv(o, o, "x") }
show("empty") { Iconv.conv("UTF-8", "ASCII", "") }
show("iconv empty") { Iconv.iconv("UTF-8", "ASCII", "") }
show("open args") { Iconv.open("UTF-8") }
show("nul") { Iconv.new("UTF-8\0x", "ASCII").class }
show("bad self") { Iconv.instance_method(:iconv).bind(Class.new(Iconv).allocate).call("a") }
show("threads") { t = Thread.new { Iconv.conv("UTF-16LE", "UTF-8", "y" * 300000).size }; [Iconv.conv("UTF-16BE", "UTF-8", "x" * 300000).size, t.value] }
