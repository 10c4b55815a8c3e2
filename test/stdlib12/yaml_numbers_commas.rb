# Syck 0.55 of 1.8.7: numbers take commas, not underscores; "0:30" is
# base 60; floats read as strtod does; explicit !int / !float
require 'yaml'
%w(0x, 0x1_0 0x,1 0_1 0_ 0,1 07, 00 0_7 1_0 1,0 0. 0., 0.,5 0._5 1_0.5 1,0.5
   1.5e+3 1.5e3 1.e+3 1.5.5e+3 1.5,e+3 1_0:30 1:30.5 1:30_.5 -0x1 -010 1:60
   0:30 01:30 -1:30.5 .5 1_000_000 1,000,000 0b101).each { |s|
  v = YAML.load("--- #{s}\n")
  puts "#{s.ljust(10)} #{v.inspect.ljust(20)} #{s.to_yaml.inspect}"
}
["!float 1", "!float 1_0.5", "!float abc", "!int 1_000", "!int 0x1_0",
 "!int 1,000", "!float 1e5", "!float .inf", "!int 1.5", "!int 017",
 "!float -.5e3"].each { |s| puts "#{s.ljust(14)} #{YAML.load("--- #{s}\n").inspect}" }
