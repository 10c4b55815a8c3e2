# a tainted string may not make a new symbol at $SAFE >= 1 (String#intern,
# to_sym, :"#{}" literals, send): "can't intern tainted string"; an
# existing symbol is fine; strings made at $SAFE 3 and 4 are tainted; a
# :"" literal with a NUL or nothing in it raises as String#intern does
:existing_sym
p((proc { $SAFE = 4; "brand_new_q".to_sym }.call rescue $!))
p((proc { $SAFE = 4; "existing_sym".to_sym }.call rescue $!))
p((proc { $SAFE = 4; "brand_new_r".intern }.call rescue $!))
p((proc { $SAFE = 4; :"dyn#{1}x" }.call rescue $!))
p((proc { $SAFE = 3; "brand_new_s".to_sym }.call rescue $!))
p((proc { $SAFE = 1; "brand_new_t".taint.to_sym }.call rescue $!))
p((proc { $SAFE = 1; "brand_new_u".to_sym }.call rescue $!))
p(("brand_new_v".taint.to_sym rescue $!))
p((proc { $SAFE = 2; "brand_new_w".taint.intern }.call rescue $!))
p((proc { $SAFE = 1; Object.new.send("brand_new_z".taint) }.call rescue $!))
x = "\0"
p((:"a#{x}b" rescue $!))
y = ""
p((:"#{y}" rescue $!))
