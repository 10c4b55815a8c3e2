# optparse: load, Arguable options=nil, Switch classes directly, CompletingHash, OptionMap
require 'optparse'
File.open('opts.txt', 'w') { |f| f.puts "-a", "--bee=3" }
o = OptionParser.new { |x| x.on("-a") { p :a }; x.on("--bee N", Integer) { |v| p [:bee, v] } }
p o.load('opts.txt'), o.load('nonexist.txt')
ENV['HOME'] = Dir.pwd
p o.load
argv = %w(-a)
argv.extend(OptionParser::Arguable)
argv.options = nil
p argv.respond_to?(:options), argv.respond_to?(:options=)
p((argv.parse! rescue $!.class))
o2 = OptionParser.new
o2.on("-v", "--verbose") { }
p o2.to_a, o2.summarize(["x"]) , o2.program_name, o2.banner
p OptionParser::Switch::NoArgument.pattern, OptionParser::Switch::RequiredArgument.pattern, OptionParser::Switch.guess(" [X]"), OptionParser::Switch::OptionalArgument.guess("=X") rescue p $!
p OptionParser::Switch::NoArgument.guess("=X"), (OptionParser::Switch::PlacedArgument.guess("=X") rescue $!)
sw = OptionParser::Switch::RequiredArgument.new(/\d+/, nil, ["-n"], ["--num"], "=N", ["desc"]) { |x| x }
p sw.short, sw.long, sw.arg, sw.desc, sw.pattern, sw.switch_name, sw.parse("12", []), (sw.parse(nil, []) rescue $!), sw.parse("1x", []) rescue p $!
lines = []; sw.summarize({}, {}, 10, 9, "") { |l| lines << l }; p lines
p OptionParser::CompletingHash.new.update("foo" => 1, "bar" => 2).match("f"), (OptionParser::CompletingHash.new.update("fa" => 1, "fb" => 2).match("f") rescue $!), OptionParser::CompletingHash.new.match("z")
m = OptionParser::OptionMap.new; m["alpha"] = 1; m["beta"] = 2
p m.complete("al"), m.complete("x"), (catch(:ambiguous) { m["alps"] = 3; m.complete("al") })
