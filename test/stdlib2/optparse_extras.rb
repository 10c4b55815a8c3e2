# optparse/date, time, shellwords, version: extra argument types and --version=PKG
require 'optparse'
a = OptionParser::DefaultList.atype.keys
%w(date shellwords time version).each { |f| require "optparse/#{f}" }
p((OptionParser::DefaultList.atype.keys - a).map { |k| k.to_s }.sort)
o = OptionParser.new
o.on("--d X", Date) { |v| p v }
o.on("--dt X", DateTime) { |v| p v }
o.on("--t X", Time) { |v| p v.utc }
o.on("--s X", Shellwords) { |v| p v }
o.parse(['--d', '2001-02-03', '--dt', '2001-02-03T04:05:06+09:00', '--t', '2001-02-03T04:05:06Z', '--s', 'a "b c"', '--t', 'Sat, 03 Feb 2001 04:05:06 GMT'])
p((o.parse(%w(--d xx)) rescue $!))
module Foo; Version = "1.2"; Release = "r3"; end
module Bar; Version = [1, 2, 3]; end
$0 = 'pp'
p OptionParser.show_version("Foo"), OptionParser.show_version("Nope"), OptionParser.show_version("bar")
p OptionParser.each_const("Foo"), (OptionParser.search_const(Object, "Foo") rescue $!.class)
OptionParser.new.parse(%w(--version=Foo))
