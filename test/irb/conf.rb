# conf (IRB.CurrentContext) and IRB.conf: the settings' values, conf's
# listing, auto indent, switching prompt modes, custom prompts,
# eval_history with __, and the context of a program file.
require "./fixtures/irb_helper"
irb File.read("fixtures/conf.txt"), "-f --prompt default"
irb "conf\n", "-f --prompt simple"
File.open("prog.rb", "w") { |f| f.print "p ARGV\n1+1\ndef f\n3\nend\nfoo\nconf.irb_path\nconf.irb_name\nconf.file_input?\n" }
File.open("prog2.rb", "w") { |f| f.print "p ARGV\n1+1\ndef f\n3\nend\nconf.irb_name\n" }
irb "", "-f prog2.rb a b"
irb "", "-f --prompt default prog.rb a b"
