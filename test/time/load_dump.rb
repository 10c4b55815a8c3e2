# Time#_dump / Time._load: the 8-byte form, years outside 1900..67435 refused,
# instance variables carried on the dumped string.
require "helper"
show("short") { Time._load("abc") }
show("nil") { Time._load(nil) }
show("old format") { x = Time._load([100, 5].pack("VV")); [x.to_i, x.usec] }
show("bad month") { Time._load([(1 << 31) | (100 << 14) | (15 << 10) | (1 << 5), 0].pack("VV")).to_a }
show("usec max") { Time._load([(1 << 31) | (100 << 14) | (1 << 5), 0xfffff].pack("VV")).usec }
show("utc flag") { [Time._load([(1 << 31) | (1 << 30) | (100 << 14) | (1 << 5), 0].pack("VV")).utc?,
                    Time._load([(1 << 31) | (100 << 14) | (1 << 5), 0].pack("VV")).utc?] }
show("round trip") { x = Time.at(1234567890, 123456); y = Time._load(x._dump); [y.to_i, y.usec, y.utc?] }
show("round trip negative") { y = Time._load(Time.at(-1, 5)._dump); [y.to_i, y.usec] }
show("year 1800") { Time.utc(1800, 5, 5)._dump }
show("year -5") { Time.utc(-5)._dump }
show("year 70000") { Time.utc(70000)._dump }
show("subclass") { Class.new(Time)._load(Time.at(5)._dump).class.superclass }
x = Time.at(0); x.instance_variable_set(:@a, 1)
show("ivars on dump") { x._dump.instance_variables }
show("ivars via Marshal") { Marshal.load(Marshal.dump(x)).instance_variable_get(:@a) }
show("marshal bytes") { Marshal.dump(x) }
show("ivars from string") { s = Time.at(0)._dump; s.instance_variable_set(:@z, 2); Time._load(s).instance_variables }
