# Time intervals (sleep, select): sign checked before range; Float range as Time.at.
require "helper"

show("sleep -1") { sleep(-1) }
show("sleep -1.5") { sleep(-1.5) }
show("sleep -inf") { sleep(-1.0/0) }
show("sleep inf") { sleep(1.0/0) }
show("sleep 1e20") { sleep(1e20) }
show("sleep nil") { sleep(nil) }
show("sleep string") { sleep("1") }
show("sleep -huge") { sleep(-2**70) }
show("select -1") { select(nil, nil, nil, -1) }
show("select inf") { select(nil, nil, nil, 1.0/0) }
show("select -huge") { select(nil, nil, nil, -2**70) }
show("sleep 0.0") { sleep(0.0) }
