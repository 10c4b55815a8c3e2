# ERB trim modes and ERB::Util, OpenStruct and Set/SortedSet in the shapes
# of MRI 1.8.7 test/erb, test/ostruct, test/test_set.rb
require "helper"
require 'erb'
require 'ostruct'
require 'set'
eval_lines
__END__
ERB.new("a\n<% if true %>\nb\n<% end %>\nc\n", nil, '-').result
ERB.new("a\n<%- if true -%>\nb\n<%- end -%>\nc\n", nil, '-').result
ERB.new("a\n  <%- if true -%>\nb\n  <%- end -%>\nc\n", nil, '-').result
ERB.new("a\n<% if true %>\nb\n<% end %>\nc\n", nil, '>').result
ERB.new("a\n<% if true %>\nb\n<% end %>\nc\n", nil, '<>').result
ERB.new("a\n <% if true %>\nb\n<% end %> \nc\n", nil, '<>').result
ERB.new("a <%= 1 %>\n<%= 2 %>\n", nil, '>').result
ERB.new("a <%= 1 %>\n<%= 2 %>\n", nil, '<>').result
ERB.new("% x = 3\n<%= x %>\n%% literal\n", nil, '%').result
ERB.new("% x = 3\n<%= x %>\n", nil, '%<>').result
ERB.new("% x = 3\n<%= x %>\n", nil, '%>').result
ERB.new("% x = 3\n<%= x -%>\n", nil, '%-').result
ERB.new("<%% x %%>\n<%# comment %>y\n").result
ERB.new("<%= 1 -%>\nz", nil, '-').result
ERB.new("<%= 1 -%>z", nil, '-').result
ERB.new("<%-= 1 %>z", nil, '-').result
ERB.new("a<%- 1 -%>b", nil, '-').result
ERB.new("<%= [1,2].map do |x| x * 2 end.inspect %>").result
ERB.new("x<%=\n1\n%>y").result
ERB.new("<%= '%>' %>").result
ERB.new("a\r\n<% 1 %>\r\nb", nil, '<>').result
ERB.new("a\r\n<% 1 -%>\r\nb", nil, '-').result
ERB.new("<%= @x %>").result
ERB.new("abc").src
ERB.new("a<%= 1 %>b<% 2 %>c\n", nil, '-').src
ERB.new("a<%= 1 %>b", nil, nil, '_out').src
ERB.new("x\n<% 1 %>\n", nil, 2).result
ERB.new("x\n<% 1 %>\n", 1, 1).result
ERB.version
ERB::Util.html_escape("<a href='x'>&\"</a>")
ERB::Util.h(123)
ERB::Util.url_encode("a b&c/d?e=f~g.h-i_j*")
ERB::Util.u("\xe3\x81\x82")
e = ERB.new("<%= a %>"); a = 5; e.result(binding)
e = ERB.new("x"); e.filename = "f.erb"; [e.filename, e.src.size]
ERB.new("<%= raise 'x' %>").result rescue [$!.message, $!.backtrace[0] =~ /\(erb\)/ ? :erb : $!.backtrace[0]]
class Foo; def initialize; @a = 1; end; end; ERB.new("<%= @a %>").def_method(Foo, 'render()'); Foo.new.render
class Bar; extend ERB::DefMethod; end rescue $!.class
ERB.new("<%= x %>").def_class(Object, 'r(x)').new.r(9)
m = ERB.new("<%= y %>").def_module('r(y)'); Object.new.extend(m).r(8)
os = OpenStruct.new(:a => 1, "b" => 2); [os.a, os.b, os.c, os.respond_to?(:a), os.respond_to?(:c)]
os = OpenStruct.new(:a => 1); os.z = 3; [os.z, os.inspect, os.to_s]
os = OpenStruct.new; os.inspect
os = OpenStruct.new(:a => 1); os.delete_field(:a); [os.a, os.respond_to?(:a), os.inspect]
OpenStruct.new(:a => 1) == OpenStruct.new(:a => 1)
OpenStruct.new(:a => 1) == OpenStruct.new(:a => 2)
OpenStruct.new(:a => 1) == {:a => 1}
os = OpenStruct.new(:a => [1]); o2 = os.dup; o2.a << 2; o2.b = 3; [os.a, os.b]
OpenStruct.new(nil).inspect
OpenStruct.new(:a => 1).marshal_dump
o = OpenStruct.new; o.marshal_load(:x => 1); o.x
Marshal.load(Marshal.dump(OpenStruct.new(:q => 1))).q
os = OpenStruct.new; os.send(:table).class rescue $!.class
os = OpenStruct.new(:class => 1); os.class
os = OpenStruct.new; os.foo(1) rescue [$!.class, $!.message]
os = OpenStruct.new; os.send(:foo=, 1, 2) rescue [$!.class, $!.message]
os = OpenStruct.new(:a => OpenStruct.new(:b => 1)); os.inspect
os = OpenStruct.new; os.a = os; os.inspect
os = OpenStruct.new; os.freeze; os.a = 1 rescue [$!.class, $!.message]
OpenStruct.new("x y" => 1).inspect
OpenStruct.new(:a => 1).instance_variables
OpenStruct.new(1 => 2) rescue [$!.class, $!.message]
os = OpenStruct.new(:a=>1); os.new_ostruct_member(:zz); os.methods(false).sort rescue $!.class
Set[1,2,3].inspect
Set[3,1,2].to_a.sort
Set[1,[2]].flatten rescue $!.class
Set[1, Set[2, Set[3]]].flatten.to_a.sort
s = Set[1,2]; s.add?(2)
s = Set[1,2]; s.add?(3).to_a.sort
s = Set[1,2]; s.delete?(5)
Set[1,2,3].classify { |x| x % 2 }.map { |k, v| [k, v.to_a.sort] }.sort
Set[1,2,4,5,7].divide { |a, b| (a - b).abs == 1 }.map { |x| x.to_a.sort }.sort
Set[1,2,3].divide { |x| x % 2 }.map { |x| x.to_a.sort }.sort
Set[1,2] ^ Set[2,3]
(Set[1,2] ^ [2,3]).to_a.sort
Set[1,2].subset?(Set[1,2,3])
Set[1,2].proper_subset?(Set[1,2])
Set[1,2].superset?([1]) rescue [$!.class, $!.message]
Set[1,2] == Set[2,1]
Set[1,2].eql?(Set[2,1])
Set[1,2].hash == Set[2,1].hash
{Set[1,2] => 1}[Set[2,1]]
Set.new([1,2]) { |x| x * 10 }.to_a.sort
Set.new(nil).size
Set.new(1) rescue [$!.class, $!.message]
Set[1,2].map! { |x| x + 1 }.to_a.sort
Set[1,2,3].reject! { |x| x > 5 }
Set[1,2,3].select { |x| x > 1 }.class
Set[1,2].to_set.equal?(nil)
[3,1].to_set.class
Set[1,2,3].to_s rescue $!.class
SortedSet[3,1,2].to_a
SortedSet[3,1,2].inspect
SortedSet[3,1,2].first
s = SortedSet[3,1]; s << 2; s.to_a
SortedSet["b", "a"].map { |x| x.upcase }
SortedSet[1, "a"].to_a rescue $!.class
s = SortedSet[1,2,3]; s.delete(2); s.to_a
SortedSet[1,2,3].min
Set[[1,2]].include?([1,2])
s = Set[1]; s.add(s) rescue $!.class
Set[1,2].pretty_print_inspect rescue $!.class
Set[1,2,3] - [2]
Set[1,2] + [5]
Set[1,2] & [2, 9]
Set[1,2] | Set[3]
Set[1,2].length
Set[].empty?
Set[1].clear
Set[1,2].replace([3]).to_a
Set[1,2].merge([3]).size
Set[1,2].subtract([1]).to_a
Set[1,2,3].delete_if { |x| x.odd? }.to_a
Set[1].freeze.add(2) rescue $!.class
Set[1,2].collect! { |x| 1 }.size
