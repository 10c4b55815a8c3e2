# Wrong argument counts and types to core methods: TypeError/ArgumentError
# with 1.8.7's messages; frozen receivers.
def show(label)
  r = yield
  puts "#{label}: returned #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
show("String#upcase(1)") { "a".upcase(1) }
show("String#center()") { "a".center }
show("String#center(1,2,3)") { "a".center(1, 2, 3) }
show("String#+(nil)") { "a" + nil }
show("String#+(1)") { "a" + 1 }
show("String#*(nil)") { "a" * nil }
show("String#*(-1)") { "a" * -1 }
show("String#*(2**200)") { "a" * 2**200 }
show("String#index(nil)") { "abc".index(nil) }
show("String#[](nil)") { "abc"[nil] }
show("String#[](2**200)") { "abc"[2**200] }
show("String#<<(nil)") { "a" << nil }
show("String#<<(256)") { "a" << 256 }
show("String#<<(-1)") { "a" << -1 }
show("String#count()") { "a".count }
show("String#tr(nil, 'a')") { "a".tr(nil, "a") }
show("String#=~('a')") { "a" =~ "a" }
show("String#split(1)") { "a b".split(1) }
show("String#sub()") { "a".sub }
show("String#sub(/a/)") { "a".sub(/a/) }
show("String#ljust(nil)") { "a".ljust(nil) }
show("String#to_i(1)") { "1".to_i(1) }
show("String#to_i(37)") { "1".to_i(37) }
show("String#%(nil)") { "%d" % nil }
show("String#%([])") { "%d" % [] }
show("String#unpack(nil)") { "a".unpack(nil) }
show("String#crypt('a')") { "a".crypt("a") }
show("String#insert(9, 'x')") { "a".insert(9, "x") }
s = "frozen".freeze
show("frozen upcase!") { s.upcase! }
show("frozen <<") { s << "x" }
show("frozen replace") { s.replace("x") }
show("frozen []=") { s[0] = "x" }
show("frozen strip!") { s.strip! }
show("frozen sub!") { s.sub!(/z/, "q") }
show("frozen clear") { s.concat("") }
a = [1, 2].freeze
show("frozen Array#<<") { a << 3 }
show("frozen Array#sort!") { a.sort! }
show("frozen Array#clear") { a.clear }
h = {1 => 2}.freeze
show("frozen Hash#[]=") { h[3] = 4 }
show("frozen Hash#delete") { h.delete(1) }
o = Object.new.freeze
show("frozen ivar set") { o.instance_variable_set(:@a, 1) }
show("frozen extend") { o.extend(Comparable) }
show("Array#first(-1)") { [1].first(-1) }
show("Array#first(nil)") { [1].first(nil) }
show("Array#fetch(9)") { [1, 2].fetch(9) }
show("Array#fetch(-9)") { [1, 2].fetch(-9) }
show("Array#[](nil)") { [1][nil] }
show("Array#[]('a')") { [1]["a"] }
show("Array#*(nil)") { [1] * nil }
show("Array#*(-1)") { [1] * -1 }
show("Array#+(nil)") { [1] + nil }
show("Array#-(1)") { [1] - 1 }
show("Array#flatten('a')") { [[1]].flatten("a") }
show("Array#join(1)") { [1, 2].join(1) }
show("Array#pack(nil)") { [1].pack(nil) }
show("Array#pack('N')") { ["a"].pack("N") }
show("Array.new(-1)") { Array.new(-1) }
show("Array.new(2**200)") { Array.new(2**200) }
show("Array#zip(1)") { [1].zip(1) }
show("Array#values_at('a')") { [1].values_at("a") }
show("Array#insert()") { [1].insert }
show("Array#fill()") { [1].fill }
show("Hash#fetch(:x)") { {}.fetch(:x) }
show("Hash#fetch()") { {}.fetch }
show("Hash.new(1) {}") { Hash.new(1) { } }
show("Hash#update(1)") { {}.update(1) }
show("Hash#merge(nil)") { {}.merge(nil) }
show("Hash#default(1, 2)") { {}.default(1, 2) }
show("Hash#values_at") { {}.values_at }
show("Integer('x')") { Integer("x") }
show("Integer(nil)") { Integer(nil) }
show("Integer([])") { Integer([]) }
show("Float('')") { Float("") }
show("Float(nil)") { Float(nil) }
show("Float('1e')") { Float("1e") }
show("1 + nil") { 1 + nil }
show("1.5 + 'a'") { 1.5 + "a" }
show("2**200 + nil") { 2**200 + nil }
show("1 <=> nil") { 1 <=> nil }
show("1.upto(nil) {}") { 1.upto(nil) { } }
show("1.step(5, 0) {}") { 1.step(5, 0) { } }
show("1.chr for 256") { 256.chr }
show("-1.chr") { -1.chr }
show("1 / 0") { 1 / 0 }
show("1 % 0") { 1 % 0 }
show("1.divmod(0.0)") { 1.divmod(0.0) }
show("1.0 / 0") { 1.0 / 0 }
show("(2**200).to_s(1)") { (2**200).to_s(1) }
show("10.to_s(37)") { 10.to_s(37) }
show("1.round(1)") { 1.round(1) }
show("Math.sqrt(nil)") { Math.sqrt(nil) }
show("Math.sqrt('a')") { Math.sqrt("a") }
show("Math.log(-1)") { Math.log(-1) }
show("Math.atan2(1)") { Math.atan2(1) }
show("Range.new(1, 'a')") { Range.new(1, "a") }
show("(1..2).step(0)") { (1..2).step(0) { } }
show("(1..2).step(-1)") { (1..2).step(-1) { } }
show("Struct.new()") { Struct.new }
show("Struct.new('lower')") { Struct.new("lower") }
show("Struct.new(:a).new(1, 2)") { Struct.new(:a).new(1, 2) }
show("Struct#[](:zz)") { Struct.new(:a).new(1)[:zz] }
show("Struct#[](5)") { Struct.new(:a).new(1)[5] }
show("Regexp.new(nil)") { Regexp.new(nil) }
show("Regexp.new('(')") { Regexp.new("(") }
show("Regexp.new('a', 1, 'n', 4)") { Regexp.new("a", 1, "n", 4) }
show("/a/.match(1)") { /a/.match(1) }
show("Time.at(nil)") { Time.at(nil) }
show("Time.at('a')") { Time.at("a") }
show("Time.utc(2000, 13)") { Time.utc(2000, 13) }
show("Time.utc()") { Time.utc }
show("Time.now + Time.now") { Time.now + Time.now }
show("Time.now - 'a'") { Time.now - "a" }
show("Marshal.load('')") { Marshal.load("") }
show("Marshal.load(nil)") { Marshal.load(nil) }
show("Marshal.load('\\004\\010X')") { Marshal.load("\004\010X") }
show("Marshal.load('\\003\\000')") { Marshal.load("\003\000") }
show("Marshal.dump(proc {})") { Marshal.dump(proc { }) }
show("Comparable#< no <=>") { begin; Class.new { include Comparable }.new < 1; rescue NoMethodError; $!.class; end }
show("Object#send()") { Object.new.send }
show("Object#instance_variable_get('a')") { Object.new.instance_variable_get("a") }
show("Object#method(:nope)") { Object.new.method(:nope) }
show("Object#extend(1)") { Object.new.extend(1) }
show("Object#instance_of?(1)") { 1.instance_of?(1) }
show("Module#const_get(:lower)") { Object.const_get(:lower) }
show("Module#define_method(:x)") { Class.new.send(:define_method, :x) }
show("Class.new(1)") { Class.new(1) }
show("Class.new(Class)") { Class.new(Class).superclass }
show("Kernel#Array(nil)") { Array(nil) }
show("Kernel#String(nil)") { String(nil) }
show("Kernel#raise(1)") { raise 1 }
show("Kernel#catch without block") { catch(:x) }
show("Kernel#throw(:nope)") { throw :nope }
show("Kernel#sprintf('%d', 'x')") { sprintf("%d", "x") }
show("Kernel#sprintf('%z')") { sprintf("%z") }
show("Kernel#rand(nil)") { rand(nil).class }
show("Kernel#srand('x')") { srand("x") }
show("Kernel#caller(-1)") { caller(-1) }
show("Kernel#Integer('0x1G')") { Integer("0x1G") }
show("nil + 1") { nil + 1 }
show("Symbol#to_proc.call()") { :upcase.to_proc.call }
show("Proc.new without block") { Proc.new }
show("lambda arity") { lambda { |a, b| }.call(1) }
show("Dir.glob(nil)") { Dir.glob(nil) }
show("File.join(nil)") { File.join(nil) }
show("File.basename(1)") { File.basename(1) }
show("IO.new(nil)") { IO.new(nil) }
show("IO.new(-1)") { IO.new(-1) }
show("$stdout.write()") { $stdout.write }
show("$stdout.puts(1, 2) count") { $stdout.print }
show("ENV[nil]") { ENV[nil] }
show("ENV['A'] = 1") { ENV["A"] = 1 }
show("ENV.fetch('NO_SUCH_XYZ')") { ENV.fetch("NO_SUCH_XYZ") }
show("sprintf width too big") { "%9999999999999d" % 1 }
show("sprintf precision too big") { "%.99999999999f" % 1.0 }
show("sprintf star too big") { "%*d" % [2**62, 1] }
show("1 << 2**62") { 1 << 2**62 }
show("1 >> -(2**62)") { 1 >> -(2**62) }
show("1 << 2**64") { 1 << 2**64 }
