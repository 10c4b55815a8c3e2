# Time#_dump takes at most one argument (the marshal depth limit).
require "helper"

t = Time.at(0).utc
show("no arg") { t._dump.size }
show("one arg") { t._dump(-1) == t._dump }
show("two args") { t._dump(1, 2) }
show("round trip") { Time._load(t._dump(5)) == t }
