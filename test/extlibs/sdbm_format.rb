# the file format is 1.8.7's: a database made by 1.8.7 reads back, and the
# files written for the same operations are byte for byte those of 1.8.7
require "helper"
require "sdbm"
require "digest/md5"

show("read 1.8.7's") {
  SDBM.open("fixtures/made_by_187", nil) { |d|
    p d.size
    p d.keys[0, 8]
    p d["k1"], d["k3"], d["k399"], d["\0bin\xff"]
    p d.keys.sort == ((0...400).map { |i| "k#{i}" } - (0...50).map { |i| "k#{i * 3}" } + ["\0bin\xff"]).sort
    d.to_a.all? { |k, v| k == "\0bin\xff" || v == "value #{k[1..-1]} " * (k[1..-1].to_i % 7) }
  }
}
def digests(name)
  [File.size("#{name}.pag"), File.size("#{name}.dir"),
   Digest::MD5.hexdigest(File.read("#{name}.pag")), Digest::MD5.hexdigest(File.read("#{name}.dir"))]
end
show("writes as 1.8.7") {
  srand(42)
  SDBM.open("mix") { |d|
    3000.times { |i|
      k = "key#{rand(1500)}\xff"
      if rand(4) == 0 then d.delete(k) else d[k] = "v" * rand(200) end
    }
    n = 0
    d.each { |k, v| d.delete(k) if (n += 1) % 3 == 0 }
    d.shift
    p d.size, d.keys[0, 3]
  }
  digests("mix")
}
show("damaged page") {
  File.open("bad.pag", "w") { |f| f.write([30000, 5, 7].pack("s*") + "\0" * 1018) }
  File.open("bad.dir", "w") { }
  # 1.8.7 reads garbage here; it must not crash
  SDBM.open("bad") { |d| [d.keys, d["x"], (d["x"] = "y")] } rescue nil
  :survived
}
show("too large pair") { SDBM.open("tl") { |d| [(d["k"] = "v" * 1007), (d["k2"] = "v" * 1007 rescue $!)] } }
