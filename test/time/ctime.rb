# Time#ctime and #asctime use asctime(3)'s layout: space-padded day, no zone.
require "helper"

show("utc ctime") { Time.at(0).utc.ctime }
show("utc asctime") { Time.at(1000000000).utc.asctime }
show("two-digit day") { Time.utc(2009, 2, 13, 23, 31, 30).ctime }
show("local ctime") { Time.at(0).ctime }
show("to_s unchanged") { Time.at(0).utc.to_s }
