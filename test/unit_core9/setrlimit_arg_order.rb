# Process.setrlimit converts cur, then max, then the resource (1.8.7's order)
require "helper"
show("nil res, str cur") { Process.setrlimit(nil, "a") }
show("str res, nil cur") { Process.setrlimit("a", nil) }
show("nil, str, nil") { Process.setrlimit(nil, "a", nil) }
show("nil, nil, str") { Process.setrlimit(nil, nil, "a") }
show("str, 1, big") { Process.setrlimit("x", 1, 2**64) }
show("big res, nil") { Process.setrlimit(2**64, nil) }
show("big res, 1") { Process.setrlimit(2**64, 1) }
show("nil res, 1") { Process.setrlimit(nil, 1) }
show("one arg") { Process.setrlimit(4) }
