# REXML::Functions called directly, QuickPath, SyncEnumerator, DTD::Parser
require 'rexml/document'
require 'rexml/quickpath'
require 'rexml/syncenumerator'
err = $stderr.dup; $stderr.reopen('/dev/null'); require 'rexml/dtd/dtd'; $stderr.reopen(err) # 1.8.7 warns with its own path
include REXML
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 70]}"
end
d = Document.new("<r><a x='1'>t1</a><a x='2'>t2<b>in</b></a></r>")
Functions.context = { :node => d.root, :index => 1, :size => 2 }
t("string") { Functions.string(d.root) }
t("string num") { [Functions.string(1), Functions.string(1.5), Functions.string(0.0/0), Functions.string(-1.0/0), Functions.string(true), Functions.string(2.0)] }
t("number") { [Functions.number("12"), Functions.number(" 3.5 "), Functions.number(true), Functions.number(false), Functions.number([])] }
t("boolean") { [Functions.boolean(""), Functions.boolean("a"), Functions.boolean([]), Functions.boolean([1]), Functions.boolean(nil), Functions.boolean(1.5)] }
t("concat") { Functions.concat("a", "b", "c") }
t("substring") { [Functions.substring("12345", 1.5, 2.6), Functions.substring("12345", 0, 3), Functions.substring("12345", -42, 1.0/0), Functions.substring("12345", 0.0/0, 3)] }
t("translate") { [Functions.translate("bar", "abc", "ABC"), Functions.translate("--aaa--", "abc-", "ABC")] }
t("normalize") { Functions.normalize_space("  a \n b  ") }
t("sum") { Functions.sum(d.root.elements.to_a.map { |e| e.attributes.get_attribute('x') }) }
t("count") { Functions.count([1, 2]) }
t("last/position") { [Functions.last, Functions.position] }
t("text") { Functions.text }
t("name") { [Functions.name(d.root), Functions.local_name(d.root), Functions.namespace_uri(d.root)] }
t("name none") { [Functions.name, Functions.local_name] }
t("floor etc") { [Functions.floor(1.5), Functions.ceiling(1.2), Functions.round(1.5), Functions.round(-0.5)] }
t("lang") { Functions.lang("en") }
t("contains") { [Functions.contains("abc", "bc"), Functions.starts_with("abc", "b"), Functions.substring_before("a-b-c", "-"), Functions.substring_after("a-b-c", "-"), Functions.string_length("héllo")] }
t("true false not") { [Functions.true, Functions.false, Functions.not(true)] }
t("quickpath") { QuickPath.match(d, "r/a").size }
t("quickpath first") { QuickPath.first(d.root, "a").attributes['x'] }
t("sync") { r = []; SyncEnumerator.new([1, 2, 3], %w{a b c}).each { |x, y| r << [x, y] }; r }
t("sync size") { SyncEnumerator.new([1, 2], [3]).size }
t("dtd parse") { DTD::Parser.parse("<!ELEMENT a (b)><!ATTLIST a x CDATA #IMPLIED><!ENTITY e 'v'><!NOTATION n SYSTEM 'x'><!-- c -->").children.size }
t("boolean numbers") { [Functions.boolean(0), Functions.boolean(0.0), Functions.boolean(0.0/0), XPath.first(d, "boolean(0)"), XPath.first(d, "not(0)"), XPath.match(d, "//a[boolean(0)]").size] }
