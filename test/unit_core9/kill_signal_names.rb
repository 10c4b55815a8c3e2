# Process.kill takes no "EXIT" (trap does); bad names and types
require "helper"
show("EXIT") { Process.kill("EXIT", $$) }
show("SIGEXIT") { Process.kill("SIGEXIT", $$) }
show(":EXIT") { Process.kill(:EXIT, $$) }
show("-EXIT") { Process.kill("-EXIT", $$) }
show("0") { Process.kill(0, $$) }
show("SIG") { Process.kill("SIG", $$) }
show("hup") { Process.kill("hup", $$) }
show("nil") { Process.kill(nil, $$) }
show("trap EXIT") { trap("EXIT") { }; trap("EXIT", "DEFAULT").class }
show("list") { Signal.list["EXIT"] }
