# An instant the C library cannot break down: "gmtime error" / "localtime error";
# utc, gmtime, localtime, getutc and getlocal convert at once, to_i and + do not.
require "helper"

big = 2**62
show("to_i") { Time.at(big).to_i }
show("year local") { Time.at(big).year }
show("year utc") { Time.at(-big).utc.year }
show("utc") { Time.at(big).utc }
show("gmtime") { Time.at(big).gmtime }
show("localtime") { Time.at(big).localtime }
show("getutc") { Time.at(big).getutc }
show("getlocal") { Time.at(big).getlocal }
show("utc unchanged on error") { t = Time.at(big); (t.utc rescue nil); t.utc? }
show("plus is lazy") { (Time.at(0).utc + big).to_i }
show("inspect after plus") { (Time.at(0).utc + big).inspect }
show("to_a") { Time.at(big).to_a }
show("strftime") { Time.at(big).strftime("%s") }
show("to_f") { Time.at(big).to_f }
show("cmp") { Time.at(big) <=> Time.at(0) }
