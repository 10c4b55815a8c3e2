# Symbol IDs and Symbol.all_symbols' order are 1.8.7's, also past the
# symbol table's growth and for names with high bytes
x = ["\xe9t\xe9", "caf\xe9", "\xff\xfe", "na\xefve", "\xc3\xa9l\xc3\xa8ve"].map {|s| s.to_sym }
y = Symbol.all_symbols
p y.map {|s| x.index(s) }.compact, y.size, x.map {|s| s.to_i }
names = (0...800).map {|i| "gen_name_#{i * 37 % 800}" }
ids = names.map {|n| n.to_sym.to_i }
p ids[0, 5], ids[-5, 5]
all = Symbol.all_symbols
p all.size, all.map {|s| s.to_i }.inspect.hash, all[0, 30]
p [:"foo=", :foo?, :Foo, :@foo, :@@foo, :$foo, :"foo bar", :+, :[]=, :"!="].map {|s| s.to_i }
p :zzz_new.to_i, "zzz_new2".intern.to_i
