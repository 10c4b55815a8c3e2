# Time#utc / #localtime on a frozen Time: only a change of zone is refused.
require "helper"
show("local, localtime") { Time.at(0).freeze.localtime.to_i }
show("local used, localtime") { x = Time.at(0); x.year; x.freeze.localtime.to_i }
show("utc, utc") { Time.at(0).utc.freeze.utc.to_i }
show("gm, gmtime") { Time.gm(2000).freeze.gmtime.to_i }
show("gm, localtime") { Time.gm(2000).freeze.localtime }
show("local, utc") { Time.local(2000).freeze.utc }
show("getutc of frozen") { x = Time.at(0).freeze.getutc; [x.utc?, x.frozen?] }
show("dup/clone frozen") { z = Time.at(0).freeze; [z.dup.frozen?, z.clone.frozen?] }
