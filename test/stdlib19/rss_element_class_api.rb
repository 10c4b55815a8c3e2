# RSS::Element's class-level declarations: install_* return values, models,
# need_initialize_variables in install order, the add_* adders and
# install_model, kept by subclasses; attribute requirement flags
require 'rss'
def t(l)
  r = yield
  puts "#{l}: #{r.inspect}"
rescue Exception
  puts "#{l}: #{$!.class} #{$!.message.gsub(/0x[0-9a-f]+/, 'XX')}"
end
class Foo < RSS::Element
  ELEMENTS = []
end
t("tag_name") { [Foo.tag_name, Foo.required_uri, Foo.required_prefix] }
t("empty") { [Foo.models, Foo.need_initialize_variables, Foo.plural_forms, Foo.to_element_methods] }
t("install_text_element") { Foo.install_text_element("bar", "http://foo/", "?", "foo_bar") }
t("install_date_element") { Foo.install_date_element("when", "http://foo/", "?", "foo_when", :w3cdtf) }
t("install_have_child_element") { Foo.install_have_child_element("kid", "http://foo/", "?", "foo_kid") }
t("install_have_children_element") { Foo.install_have_children_element("kid2", "http://foo/", "*", "foo_kid2", "foo_kid2s") }
t("install_get_attribute") { Foo.install_get_attribute("at", "", true) }
t("models") { Foo.models }
t("need_initialize_variables") { Foo.need_initialize_variables }
t("have_children_elements") { Foo.have_children_elements }
t("plural_forms") { Foo.plural_forms }
t("to_element_methods") { Foo.to_element_methods }
t("get_attributes") { Foo.get_attributes }
t("add_need_initialize_variable") { Foo.add_need_initialize_variable("zz") }
t("add_plural_form") { Foo.add_plural_form("x", "xs") }
t("plural_forms after") { Foo.plural_forms.sort }
t("add_to_element_method") { Foo.add_to_element_method("q_element") }
t("add_have_children_element") { Foo.add_have_children_element("y", "ys") }
t("install_model") { Foo.install_model("m", "http://foo/", "?", "mm") }
t("install_model again") { Foo.install_model("m", "http://foo/", "*", "mm").last }
t("install_must_call_validator") { Foo.install_must_call_validator("foo", "http://foo/") }
t("must_call_validators foo") { Foo.must_call_validators["http://foo/"] }
t("instance") { f = Foo.new; f.foo_bar = "x"; [f.foo_bar, f.tag_name, f.full_name, f.foo_kid2s, f.foo_kid2] }
t("date value") { f = Foo.new; f.foo_when = "2003-01-01T00:00:00Z"; f.foo_when.class }
class Bar < Foo; end
t("subclass") { [Bar.models == Foo.models, Bar.need_initialize_variables, Bar.tag_name, Bar.plural_forms.sort] }
t("content_setup") { Foo.content_setup(:integer) }
t("have_content?") { [Foo.have_content?, Bar.have_content?, Foo.need_parent?] }
[RSS::Atom::Feed::Category, RSS::Atom::Feed::Link, RSS::Atom::Feed::Generator, RSS::Atom::Entry::Content,
 RSS::Rss::Channel::Item::Guid, RSS::Rss::Channel::Item::Category].each do |k|
  t("get_attributes #{k.name.sub("Feed::Entry", "Entry")}") { k.get_attributes.map { |a| [a[0], a[2]] } }
end
[RSS::Rss::Channel, RSS::RDF::Channel, RSS::RDF::Item, RSS::Rss::Channel::Image, RSS::Atom::Feed].each do |k|
  t("need_initialize_variables #{k.name}") { k.need_initialize_variables }
end
