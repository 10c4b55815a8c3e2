require 'h'
r { o = "a"; o.freeze; [o.frozen?, o.dup.frozen?, o.clone.frozen?] }
r { o = Object.new; def o.s; 1; end; [(o.dup.s rescue :nodup), o.clone.s] }
r { o = Object.new; o.instance_variable_set(:@a, 1); [o.dup.instance_variable_get(:@a), o.clone.instance_variable_get(:@a)] }
r { o = "x"; o.taint; [o.dup.tainted?, o.clone.tainted?] }
r { 1.dup }
r { nil.clone }
r { :s.dup }
r { 1.0.dup }
r { o = Object.new.freeze; o.instance_variable_set(:@a, 1) }
r { a = [1].freeze; a << 2 }
r { h = {}.freeze; h[1] = 2 }
r { s = "abc".freeze; s << "d" }
r { s = "abc".freeze; s.gsub!(/z/, "") }
r { class Frz; end; Frz.freeze; class Frz; def x; end; end }
r { m = Module.new.freeze; m.module_eval { def q; end } }
r { o = Object.new.freeze; def o.x; end }
r { o = Object.new.freeze; class << o; def x; end; end }
r { c = Class.new { def initialize_copy(o) @copied = o.class end }; c.new.dup.instance_variable_get(:@copied) }
r { c = Class.new { def initialize_copy(o) raise "no copy" end }; c.new.clone }
r { ObjectSpace.each_object(Class).is_a?(Integer) rescue $!.class }
r { ObjectSpace.each_object(Class) { }.is_a?(Integer) }
r { class OSX; end; a = OSX.new; n = 0; ObjectSpace.each_object(OSX) { n += 1 }; n >= 1 }
r { ObjectSpace._id2ref(nil.object_id) }
r { ObjectSpace._id2ref(:a.object_id) rescue $!.class }
r { s = "q"; ObjectSpace._id2ref(s.object_id).equal?(s) }
r { ObjectSpace._id2ref(12345678) rescue $!.class }
r { 1.object_id }
r { nil.object_id }
r { true.object_id }
r { false.object_id }
r { ObjectSpace.respond_to?(:garbage_collect) }
r { GC.start; :ok }
r { GC.enable; GC.disable; GC.disable }
r { GC.enable }
r { a = "abc"; a =~ /b/; $~[0] }
r { def sv1; "xyz" =~ /y/; end; sv1; $~ && $~[0] }
r { "abc" =~ /c/; def sv2; $~; end; sv2 }
r { "abc" =~ /c/; [1].each { "q" =~ /q/ }; $~[0] }
r { "abc" =~ /c/; pr = proc { $~ && $~[0] }; "z" =~ /z/; pr.call }
r { $_ = "line"; def sv3; $_; end; sv3 }
r { $_ = "top"; [1].map { $_ } }
r { "abc" =~ /(b)/; [$1, $`, $', $&, $+, $~.pre_match] }
r { "abc" =~ /z/; [$1, $~] }

r { md = "foo bar".match(/(\w+) (\w+)/); [md[0], md[1], md[2], md.captures, md.begin(2)] }
r { $~ = nil; $1 }
r { $~ = 5 }
r { "ab".scan(/./) { }; $~[0] }
r { "ab".gsub(/b/) { $~[0].upcase } }
r { "ab".sub(/a/) { $& * 2 } }
r { x = "a1b2".gsub(/\d/) { |d| (d.to_i * 2).to_s }; [x, $~ && $~[0]] }
r { "abc".index(/c/); $~[0] }
r { "abc" !~ /z/ }
r { "abc".match(/b/); $~.nil? }
r { catch(:t) { [1, 2].each { |x| "ab" =~ /b/; throw :t, $~[0] } } }
r { "%s-%d" % ["a", 1] }
r { "#{1}#{:a}#{nil}#{[1]}" }
r { 'a\'b\\c\n' }
r { "\x41\101\u0041" rescue $! }
r { "\C-a\M-a\M-\C-a\e\s\cz".bytes.to_a rescue "\C-a\M-a\M-\C-a\e\s\cz".unpack("C*") }
r { ?a }
r { ?\n }
r { ?\C-a }
r { ?\M-a }
r { %w(a b #{1}) }
r { %W(a b #{1} c#{2}d) }
r { %q(a (b) c) }
r { %Q{a #{1} {b}} }
r { %(x y) }
r { %r{a/b}i.source }
r { %x(echo hi) }
r { `echo there` }
r { %s(sym) }
r { :"quoted sym" }
r { :"a#{1}b" }
r { x = <<EOS
heredoc #{1 + 1}
  indented
EOS
}
r { x = <<-EOS
    dash
    EOS
}
r { x = <<'EOS'
raw #{1}
EOS
}
r { x = <<"EOS" + "tail"
dq
EOS
}
r { [<<A, <<B]
first
A
second
B
}
r { x = <<`EOS`
echo cmd
EOS
}
r { "a" "b" 'c' }
r { "a" \
"b" }
r { [1_000, 0x1F, 0b101, 0o17, 017, 1e3, 1.5e-3, 0d99] rescue $! }
r { [1_000, 0x1F, 0b101, 017, 1e3, 1.5e-3] }
r { 0o17 } rescue 1
r { 123456789012345678901234567890 }
r { -2 ** 2 }
r { 2 ** -1 }
r { -2.abs }
r { - 2.abs }
r { 2**62 }
r { 2**64 }
r { 1.0 / 0 }
r { -1.0 / 0 }
r { (0.0 / 0).nan? }
r { 7 / -2 }
r { 7 % -2 }
r { -7.divmod(2) }
r { 7.0.divmod(-2) }
r { 1e100.to_i }
r { 10.0.to_s }
r { 1.0e20.to_s }
r { 1.0e16.to_s }
r { 1.23456789012345e-7.to_s }
r { 100.0.to_s }
r { 0.1 + 0.2 }
r { 3.14.round }
r { 2.5.round }
r { -2.5.round }
r { 1 <=> "a" }
r { 1 == 1.0 }
r { 1.eql?(1.0) }
r { 1.equal?(1) }
r { 1.hash == 1.0.hash }
r { __FILE__ }
r { __LINE__ }
r { __method__ }
r { self.to_s }
r { self.inspect }
r { @tl = 1; self.inspect.sub(/0x[0-9a-f]+/, "") }
