# Light::Node: what works in 1.8.7 works, the rest fails the same way
require 'rexml/document'
require 'rexml/light/node'
include REXML
def t(label)
  r = yield
  puts "#{label}: #{r.kind_of?(REXML::Light::Node) ? r.class : r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message.sub(/#<.*>/, 'OBJ').sub(/0x\h+/, '')}"
end
n = Light::Node.new
t("new nil") { n.instance_variable_get(:@node) }
%w{node_type size name local_name prefix namespace parent root children to_s}.each { |m| t("nil.#{m}") { n.send(m) } }
e = Light::Node.new("elem")
t("new str") { e.instance_variable_get(:@node) }
%w{node_type size name local_name prefix namespace parent root children to_s}.each { |m| t("str.#{m}") { e.send(m) } }
a = [:start_element, nil, "p:q", {"k" => "v"}, "text"]
ln = Light::Node.new(a)
t("new arr") { ln.instance_variable_get(:@node) }
%w{node_type size name local_name prefix namespace parent root children to_s}.each { |m| t("arr.#{m}") { ln.send(m) } }
t("arr[k]") { ln["k"] }
t("arr[0]") { ln[0] }
t("arr each") { r = []; ln.each { |x| r << x }; r }
t("arr <<") { ln << "x" }
t("arr has_name?") { ln.has_name?("p:q") }
t("arr =~") { ln =~ "x" }
t("arr name=") { ln.name = "z" }
t("arr text=") { ln.text = "z" }
t("arr []=") { ln["k"] = "w" }
