# Marshal.load of damaged data: every truncation point of a few dumps, bad links and types
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
S = Struct.new(:a)
S2 = Struct.new(:a, :b)
class O; def initialize; @x = [1, "s"]; end; end
samples = [[1, "two", :three], {:k => 2**70}, 1.5, S.new("v"), O.new, /re/i, "str".extend(Comparable), 1..2, Time.at(0)]
samples.each_with_index do |obj, i|
  d = Marshal.dump(obj)
  res = (2...d.size).map { |n| (Marshal.load(d[0, n]); "ok") rescue "#{$!.class}: #{$!.message}" }.uniq
  puts "sample #{i}: #{res.inspect}"
end
t(:io_truncated) { File.open("m.bin", "wb") { |f| f.write Marshal.dump([1, 2])[0, 4] }; File.open("m.bin", "rb") { |f| Marshal.load(f) } }
t(:io_empty) { File.open("e.bin", "wb") { }; File.open("e.bin", "rb") { |f| Marshal.load(f) } }
t(:io_eof_second) { File.open("m2.bin", "wb") { |f| Marshal.dump(1, f) }; File.open("m2.bin", "rb") { |f| Marshal.load(f); Marshal.load(f) } }
t(:link_out_of_range) { Marshal.load("\004\b[\006@\a") }
t(:symlink_out_of_range) { Marshal.load("\004\b[\006;\a") }
t(:ivar_on_fixnum) { Marshal.load("\004\bIi\006\006:\a@ai\006") }
t(:extended_missing) { Marshal.load("\004\be:\fNoSuchMo:\vObject\000") }
t(:extended_class) { Marshal.load("\004\be:\vStringo:\vObject\000") }
t(:user_class_not_sub) { Marshal.load("\004\bC:\vObject\"\006x") }
t(:struct_not_struct) { Marshal.load("\004\bS:\vObject\000") }
t(:struct_wrong_member) { Marshal.load("\004\bS:\006S\006:\006zi\006") }
t(:struct_too_many) { Marshal.load("\004\bS:\006S\a:\006ai\006:\006bi\a") }
t(:object_of_module) { Marshal.load("\004\bo:\vKernel\000") }
t(:data_type) { Marshal.load("\004\bd:\vObject0") }
t(:bignum_bad_sign) { Marshal.load("\004\bl*\006\000\000") }
t(:float_garbage) { Marshal.load("\004\bf\babc") }
t(:regexp_bad) { Marshal.load("\004\b/\006(\000") }
t(:hash_odd) { Marshal.load("\004\b{\006i\006") }
t(:string_len_neg) { Marshal.load("\004\b\"\372") }
t(:load_string_subclass) { class MyS < String; end; Marshal.load(Marshal.dump(MyS.new("x"))).class }
t(:load_with_proc_nil) { Marshal.load(Marshal.dump([1]), nil) }
t(:load_proc_bad) { Marshal.load(Marshal.dump([1]), 5) }
t(:restore) { Marshal.restore(Marshal.dump(:ok)) }
# negative lengths, short structs, modules where a class must stand
p((Marshal.load("\004\bS:\aS2\000") rescue $!))
p((Marshal.load("\004\bS:\aS2\006:\006ai\006") rescue $!))
p((Marshal.load("\004\bS:\vKernel\000") rescue $!))
p((Marshal.load("\004\bS:\vString\000") rescue $!))
p((Marshal.load("\004\b/\372") rescue $!))
p((Marshal.load("\004\b:\372") rescue $!))
p((Marshal.load("\004\bu:\tTime\372") rescue $!))
p((Marshal.load("\004\b[\372") rescue $!))
p((Marshal.load("\004\b{\372") rescue $!))
p((Marshal.load("\004\bc\372") rescue $!))
p((Marshal.load("\004\bl+\372") rescue $!))
p((Marshal.load("\004\bf\372") rescue $!))
p((Marshal.load("\004\bC:\vObject[\000") rescue $!))
p((Marshal.load("\004\bo:\vComparable\000") rescue $!))
p((Marshal.load("\004\bu:\vKernel\000") rescue $!))
p((Marshal.load("\004\bU:\vKernel0") rescue $!))
p((Marshal.load("\004\bd:\vKernel0") rescue $!))
p((Marshal.load("\004\bc\vKernel") rescue $!))
