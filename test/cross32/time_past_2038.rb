# Time past 2038 (and before 1901) on every target: 32-bit builds use
# glibc's 64-bit time_t (_TIME_BITS=64), so Time has x86-64's range.  On
# i386 with the 32-bit time_t, Time.at(0) + 2**32 wrapped to 1970 and
# Time.at(2**31) raised RangeError; the limits of Time#+ and Time.at were
# those of a 64-bit long.
require "helper"

show("at 2**31") { Time.at(2**31).utc }
show("at 2**32 fields") { Time.at(2**32).utc.to_a[0, 6] }
show("epoch + 2**32") { t = Time.at(0).utc + 2**32; [t.to_i, t] }
show("epoch - 2**32") { Time.at(0).utc - 2**32 }
show("before 1901") { Time.at(-(2**31) - 1).utc }
show("at 2**40 year") { Time.at(2**40).utc.year }
show("at with usec") { t = Time.at(2**40, 5); [t.to_i, t.usec] }
show("at Float past 2038") { t = Time.at(4102444800.5).utc; [t.to_i, t.usec] }
show("at Float, usec") { Time.at(5e9, 7).to_i }
show("utc 2100") { t = Time.utc(2100, 1, 1); [t.to_i, t.to_f] }
show("utc 1800") { Time.utc(1800, 1, 1).to_i }
show("gm 2040 strftime") { Time.gm(2040, 6, 1, 12, 30, 15).strftime("%Y-%m-%d %H:%M:%S") }
show("local 2040") { Time.local(2040, 6, 1).to_i }
show("difference") { [Time.at(2**31) - Time.at(0), Time.utc(2039) <=> Time.utc(2038)] }
show("succ") { Time.utc(2040, 1, 1).succ.to_i }
show("marshal 2050") { Marshal.load(Marshal.dump(Time.utc(2050, 3, 4, 5, 6, 7))).to_a[0, 6] }
show("hash") { Time.utc(2040, 1, 1).hash == Time.utc(2040, 1, 1).hash }
show("at 2**63") { Time.at(2**63) }
show("at -2**63 - 1") { Time.at(-(2**63) - 1) }
show("at 2**62") { Time.at(2**62).utc }
show("at 1e20") { Time.at(1e20) }
show("at 1e20, 0") { Time.at(1e20, 0) }
show("+ 2**63") { Time.at(0) + 2**63 }
show("+ 2**64") { Time.at(0) + 2**64 }
show("- 2**63") { (Time.at(0).utc - 2**63).to_i }
show("2**62 + 2**62") { Time.at(2**62) + 2**62 }
show("-2**62 - 2**62 - 1") { Time.at(-(2**62)) - 2**62 - 1 }
File.open("stamp", "w") {}
show("utime 2050") do
  t = Time.utc(2050, 1, 1)
  File.utime(t, t, "stamp")
  [File.mtime("stamp").utc.year, File.stat("stamp").mtime.to_i]
end
