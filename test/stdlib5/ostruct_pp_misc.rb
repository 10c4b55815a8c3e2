# ostruct, pp (wide, cycles, objects), shellwords, abbrev, Benchmark::Tms formats
require 'ostruct'
require 'pp'
require 'shellwords'
require 'abbrev'
require 'benchmark'
require "helper"
o = OpenStruct.new(:a => 1, "b" => [2])
show("os inspect") { o.inspect }
show("os to_s") { o.to_s }
show("os nested") { OpenStruct.new(:x => OpenStruct.new(:y => 1)).inspect }
show("os cycle") { x = OpenStruct.new; x.me = x; x.inspect }
show("os ==") { OpenStruct.new(:a => 1) == OpenStruct.new(:a => 1) }
show("os missing") { o.zz }
show("os setter args") { o.send(:zz=) }
show("os bad method") { o.zz(1) }
show("os delete") { o.delete_field(:a); o.a }
show("os table") { o.marshal_dump }
show("os respond") { [o.respond_to?(:b), o.respond_to?(:b=)] }
show("os new nil") { OpenStruct.new(nil).inspect }
show("os new bad") { OpenStruct.new(5) }
show("os frozen") { x = OpenStruct.new(:a => 1); x.freeze; x.a = 2 }
show("os id") { OpenStruct.new(:id => 5).id.class }
show("os type") { OpenStruct.new(:type => 5).type }
show("os class method") { OpenStruct.new(:class => 5).class }
show("os method_missing") { OpenStruct.new.method_missing(:x=) }
show("os marshal") { Marshal.load(Marshal.dump(OpenStruct.new(:a => 1))).a }
show("os yaml") { require 'yaml'; OpenStruct.new(:a => 1).to_yaml }
show("pp wide") { PP.pp({"key" * 5 => ["value" * 5] * 5, :sym => {:nested => (1..30).to_a}}, "") }
show("pp width") { PP.pp((1..20).to_a, "", 20) }
show("pp cycle") { a = [1]; a << a; h = {}; h[:h] = h; PP.pp([a, h], "") }
show("pp struct") { S = Struct.new(:aaaa, :bbbb); PP.pp(S.new("x" * 40, ["y" * 40]), "") }
show("pp object") { class Foo; def initialize; @a = "x" * 50; @b = [1] * 30; end; end; PP.pp(Foo.new, "").gsub(/0x[0-9a-f]+/, "X") }
show("pp range") { PP.pp(1..2, "") }
show("pp string") { PP.pp("a\nb", "") }
show("pp singleline") { PP.singleline_pp([1, {2 => 3}], "") }
show("pp nil") { PP.pp(nil, "") }
show("pp hash empty") { PP.pp({}, "") }
show("pp_object") { class Bar; def pretty_print(q) q.pp_object(self) end; def pretty_print_instance_variables; [:@x]; end; def initialize; @x = 1; end; end; PP.pp(Bar.new, "").gsub(/0x[0-9a-f]+/, "X") }
show("pretty_inspect") { [1, 2].pretty_inspect }
show("pp data") { PP.pp([:a, 1.5, 2**70, -3, nil, true, "s", /re/, Object, Comparable], "") }
show("pp exception") { PP.pp(RuntimeError.new("x"), "") }
show("pp file stat") { PP.pp(File::Stat, "") }
show("pp method") { PP.pp([].method(:push), "") }
show("sharing") { a = "x"; PP.sharing_detection = true; r = PP.pp([a, a], ""); PP.sharing_detection = false; r.gsub(/0x[0-9a-f]+/, "X") }
show("shellwords") { Shellwords.shellwords(%q{a "b c" 'd e' f\ g "h\\"i" 'j\\k' l"m"n}) }
show("shellwords unmatched") { Shellwords.shellwords(%q{a "b}) }
show("shellwords unmatched2") { Shellwords.shellwords(%q{a 'b}) }
show("shellsplit") { "a b".shellsplit rescue $!.class }
show("shellescape") { Shellwords.shellescape("a b'c") rescue $!.class }
show("shellwords empty") { Shellwords.shellwords("  ") }
show("shellwords backslash end") { Shellwords.shellwords("a\\") }
show("abbrev") { Abbrev.abbrev(%w(car cone)).sort }
show("abbrev pat") { Abbrev.abbrev(%w(car cone cat), /c/).sort }
show("abbrev str pat") { Abbrev.abbrev(%w(car cone), "co").sort }
show("abbrev dup") { Abbrev.abbrev(%w(a a ab)).sort }
show("abbrev arr") { %w(ruby rules).abbrev.sort }
show("bm caption") { Benchmark::CAPTION }
show("bm format") { Benchmark::FORMAT }
show("tms") { t = Benchmark::Tms.new(1.5, 2.25, 0.125, 0.0625, 10.0, "lbl"); [t.format, t.format("%u|%y|%U|%Y|%t|%r|%n|%10.3u"), t.to_s, t.to_a, (t + t).to_a, (t * 2).to_a, (t / 2).to_a, (t - t).to_a] }
show("tms bad op") { Benchmark::Tms.new + "x" }
