# the symbol table grows past its start-up size and keeps every name
syms = (0...2500).map { |i| "sym_tbl_#{i}".to_sym }
p syms.size, syms.uniq.size
p syms[2345].to_s
p "sym_tbl_2499".to_sym.equal?(syms[2499])
all = Symbol.all_symbols
p all.include?(:sym_tbl_0), all.include?(syms[2499])
p all.size == all.uniq.size
p :"sym_tbl_7=".to_s, :sym_tbl_7.to_proc.class
o = Object.new
def o.method_missing(n, *a) n end
p o.send(:"sym_tbl_8=", 1)
p :"with space".inspect, :"9x".inspect, :Const.inspect
