$stderr = $stdout
require "getopts"
ARGV.replace(%w[-a -b x --long --val=3 rest -c]); p getopts("ab:c", "long", "val:", "def:5")
p $OPT_a, $OPT_b, $OPT_c, $OPT_long, $OPT_val, $OPT_def, ARGV
ARGV.replace(%w[-z]); p getopts("a")
ARGV.replace(%w[-b]); p getopts("b:")
ARGV.replace(%w[--nolong]); p getopts("", "long")
ARGV.replace(%w[-ab y -- -c]); p getopts("ab:c"), ARGV; p $OPT_a, $OPT_b
ARGV.replace(%w[--long=x]); p getopts(nil, "long"), $OPT_long
ARGV.replace(%w[-bval --name n x]); p getopts("b:", "name:"), $OPT_b, $OPT_name, ARGV
p private_methods.include?("getopts")
require "eregex"
p((/a/ & /b/).class, (/a/ | /b/).class)
p "ab" =~ (/a/ & /b/), "a" =~ (/a/ & /b/), "b" =~ (/a/ | /b/), "c" =~ (/a/ | /b/)
p RegOr.instance_methods(false).sort, RegAnd.instance_methods(false).sort
p((/a/ & /b/) =~ "ba")
