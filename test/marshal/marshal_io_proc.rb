# Marshal.dump to an IO and several loads from one IO; the limit argument
# forms; the load proc; taint spreading from source to result
File.open("mio.bin", "wb") do |f|
  r = Marshal.dump([1, "two"], f)
  p r.equal?(f)
  Marshal.dump({ :k => 2.5 }, f, 10)
  Marshal.dump(:sym, f)
end
p File.size("mio.bin")
File.open("mio.bin", "rb") do |f|
  a = Marshal.load(f)
  p a, a.tainted?, a[1].tainted?
  p Marshal.load(f)
  p Marshal.restore(f)
  begin
    Marshal.load(f)
  rescue EOFError => e
    puts "EOFError: #{e.message}"
  end
end
File.delete("mio.bin")
p Marshal.dump("x", 1)
p Marshal.dump([1], -1)
p Marshal.dump([1], 2)
begin
  Marshal.dump([1], 1)
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end
[[nil, nil], [nil, 3, nil]].each do |args|
  begin
    Marshal.dump(*args)
  rescue TypeError => e
    puts "TypeError: #{e.message}"
  end
end
begin
  Marshal.dump(1, Object.new)
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
seen = []
v = Marshal.load(Marshal.dump([1, [2, "x"], { 3 => 4.5 }]), proc { |o| seen << o })
p v, seen
p Marshal.dump("t".taint).tainted?, Marshal.dump("t").tainted?
p Marshal.dump(["a", ["b".taint]]).tainted?
p Marshal.load(Marshal.dump(["x"]).taint)[0].tainted?
p Marshal.load(Marshal.dump(["x"]))[0].tainted?
class Source
  def initialize(s); @s = s; @i = 0; end
  def getc; c = @s[@i]; @i += 1; c; end
  def read(n); r = @s[@i, n]; @i += n; r; end
end
p Marshal.load(Source.new(Marshal.dump(["via", :getc, 300])))
