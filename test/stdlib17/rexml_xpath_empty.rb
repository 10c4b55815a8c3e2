# an empty or blank XPath is the context node (as ".")
def t(s); r = eval(s, TOPLEVEL_BINDING); puts "#{s} => #{r.inspect}"; rescue Exception => e; puts "#{s} !! #{e.class}: #{e.message[0,200]}"; end
require 'rexml/document'
include REXML
$d = Document.new("<a><b>1</b><b>2</b></a>")
DATA.read.split("\n").each { |l| t l }
__END__
XPath.match($d.root, "")
XPath.first($d.root, "")
XPath.match($d.root, nil)
XPath.match($d, "")
$d.root.elements.to_a("")
$d.root.elements[""] rescue $!
$d.root.elements.inject { |s, e| s.to_s + e.text }
$d.root.elements.inject("b") { |s, e| s.to_s + e.text }
$d.root.elements.inject("b", "x") { |s, e| s + e.text }
$d.root.elements.inject(nil, "x") { |s, e| s + e.text }
XPath.match($d.root, " ")
$d.root.elements.each("") { |e| p e }
$d.root.get_elements("")
