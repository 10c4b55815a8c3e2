# Time#+ and #- with NaN raise RangeError (never a time from an undefined cast).
require "helper"

z = Time.at(0)
nan = 0.0 / 0
show("+ nan") { (z + nan).class }
show("- nan") { (z - nan).class }
show("+ nan msg") { z + nan rescue $!.message =~ /\Atime \+ -?nan out of Time range\z/ }
show("- nan msg") { z - nan rescue $!.message =~ /\Atime - -?nan out of Time range\z/ }
show("at nan") { Time.at(nan).class }
show("sleep nan") { sleep(nan) }
