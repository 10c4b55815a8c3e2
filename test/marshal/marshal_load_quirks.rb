# how 1.8.7 reads odd bytes: symbol type bytes, bignum signs, negative counts, regexp kcode, old Time
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
t(:symbol_any_type) { Marshal.load("\004\bo:\vObject\006\a\a@ai\006").instance_variable_get(:@a) }
t(:symbol_type_short) { Marshal.load("\004\bo:\vObject\006\a@h") }
t(:class_name_type) { Marshal.load("\004\bo\"\vObject\000").class }
t(:bignum_sign_plus) { Marshal.load("\004\bl+\a\001\000\000\000") }
t(:bignum_sign_minus) { Marshal.load("\004\bl-\a\001\000\000\000") }
t(:bignum_sign_other) { Marshal.load("\004\bl\372\a\001\000\000\000") }
t(:hash_negative_count) { Marshal.load("\004\b{\372i\006i\a") }
t(:hash_negative_format) { Marshal.load("\004\b{\342\a:") }
t(:hash_default_negative) { Marshal.load("\004\b}\342i\006") }
t(:array_negative) { Marshal.load("\004\b[\342") }
S = Struct.new(:a)
t(:struct_negative) { Marshal.load("\004\bS:\006S\342") }
t(:object_negative_ivars) { Marshal.load("\004\bo:\vObject\372").class }
[0x40, 0x41, 0x45, 0x60, 0x70, 0x80, 0xc0, 0xc5, 0xff, 0x10, 0x30, 0x50, 0x08].each do |b|
  t("regexp_opt_#{b}") { r = Marshal.load("\004\b/\006x" + b.chr); [r, r.options] }
end
t(:time_old_form) { x = Marshal.load("\004\bu:\tTime\r" + [1000, 5].pack("VV")); [x, x.utc?, x.usec] }
t(:time_new_local) { x = Marshal.load(Marshal.dump(Time.at(0))); [x.utc?, x.to_i] }
t(:time_new_utc) { x = Marshal.load(Marshal.dump(Time.at(0).utc)); [x.utc?, x.to_i] }
t(:time_bad_size) { Marshal.load("\004\bu:\tTime\a12") }
