# trap on KILL/STOP: the OS refuses, so a "DEFAULT"/"IGNORE" left reports no handler
require "helper"
show(1){trap("KILL", "IGNORE")}
show(2){trap("KILL", "IGNORE")}
show(3){trap("KILL") {}}
show(4){trap("KILL", "DEFAULT").class}
show(5){trap("STOP", "IGNORE")}
show(6){trap("STOP", "IGNORE")}
show(7){trap("STOP", "DEFAULT")}
show(8){trap("KILL", "EXIT")}
show(9){trap("KILL", "EXIT")}
show(10){trap("KILL", "p 1")}
show(11){trap("KILL", "p 1")}
show(12){trap(9, "IGNORE")}
show(13){trap(19, "SIG_IGN")}
show(14){trap(19, "DEFAULT")}
show(15){trap("USR1", "IGNORE"); trap("USR1", "DEFAULT")}
show(16){trap("USR1", "DEFAULT")}
