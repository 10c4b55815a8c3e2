# Marshal.load of 'C' (a builtin body re-classed): the name must be a class
# (checked before the body is read); a class the body's class does not
# inherit from must allocate objects of the body's type
def t(label)
  v = yield
  puts "#{label}: #{v.inspect} (#{v.class})"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
module Ext; end
class UStr < String; end
class UArr < Array; end
S2 = Struct.new(:a)
class S2Sub < S2; end
SC = class << "x"; self; end
t(:module_short) { Marshal.load("\004\010C:\010Ext") }
t(:module) { Marshal.load("\004\010C:\010Ext\"\006a") }
t(:math) { Marshal.load("\004\010C:\011Math\"\006a") }
t(:singleton) { Marshal.load("\004\010C:\007SC\"\006a") }
t(:unknown) { Marshal.load("\004\010C:\011Zzzz") }
t(:hash_of_string) { Marshal.load("\004\010C:\011Hash\"\006a") }
t(:struct_of_string) { Marshal.load("\004\010C:\013Struct\"\006a") }
t(:object_of_array) { Marshal.load("\004\010C:\013Object[\006i\006") }
t(:string_of_array) { Marshal.load("\004\010C:\013String[\006i\006") }
t(:string_of_symbol) { Marshal.load("\004\010C:\013String:\006a") }
t(:string_of_nil) { Marshal.load("\004\010C:\013String0") }
t(:string_of_object) { Marshal.load("\004\010C:\013String" + Marshal.dump(Object.new)[2..-1]) }
t(:string_of_class) { Marshal.load("\004\010C:\013Stringc\013String") }
t(:ustr) { Marshal.load(Marshal.dump(UStr.new("u"))) }
t(:string_of_ustr) { Marshal.load("\004\010C:\013String" + Marshal.dump(UStr.new("v"))[2..-1]) }
t(:uarr_of_ustr) { Marshal.load("\004\010C:\tUArr" + Marshal.dump(UStr.new("w"))[2..-1]) }
t(:float) { Marshal.load("\004\010C:\012Float" + Marshal.dump(1.5)[2..-1]) }
t(:bignum) { Marshal.load("\004\010C:\013Bignum" + Marshal.dump(2**70)[2..-1]) }
t(:s2sub_of_struct) { Marshal.load("\004\010C:\012S2Sub" + Marshal.dump(S2.new(1))[2..-1]) }
t(:s2_of_s2sub) { Marshal.load("\004\010C:\007S2" + Marshal.dump(S2Sub.new(2))[2..-1]) }
t(:uarr_extended) { x = Marshal.load("\004\010C:\tUArr" + Marshal.dump([1].extend(Ext))[2..-1]); [x, (class << x; self; end).include?(Ext)] }
t(:module_of_module) { Marshal.load("\004\010C:\013Module" + Marshal.dump(Ext)[2..-1]) }
