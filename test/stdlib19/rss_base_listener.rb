# RSS::BaseListener's tables: text elements per namespace (available_tags,
# getter, setter), class names, registered namespaces per tag
require 'rss'
L = RSS::BaseListener
def t(label); r = yield; puts "#{label}: #{r.inspect}"; rescue Exception; puts "#{label}: #{$!.class}"; end
{"''" => "", "RSS" => RSS::URI, "RDF" => RSS::RDF::URI, "DC" => RSS::DC_URI,
 "content" => RSS::CONTENT_URI, "sy" => RSS::SY_URI, "taxo" => RSS::TAXO_URI,
 "trackback" => RSS::TRACKBACK_URI, "image" => RSS::IMAGE_URI,
 "itunes" => RSS::ITUNES_URI, "slash" => RSS::SLASH_URI,
 "atom" => RSS::Atom::URI, "nil" => nil, "other" => "http://nothing/"}.sort.each do |label, uri|
  tags = L.available_tags(uri).sort
  t("tags #{label}") { tags }
  t("getters #{label}") { tags.map { |tag| L.getter(uri, tag) } }
  t("setters #{label}") { tags.map { |tag| L.setter(uri, tag) } }
  t("registered #{label}") { tags.map { |tag| L.uri_registered?(uri, tag) } }
end
t("getter missing") { [L.getter(RSS::RDF::URI, "channel"), L.setter(RSS::DC_URI, "date"), L.getter("zz", "zz")] }
t("class names dc") { %w(title date creator rights).map { |n| L.class_name(RSS::DC_URI, n) } }
t("class names image") { %w(item favicon width).map { |n| L.class_name(RSS::IMAGE_URI, n) } }
t("class names taxo") { %w(topic topics link).map { |n| L.class_name(RSS::TAXO_URI, n) } }
t("class names trackback") { %w(ping about).map { |n| L.class_name(RSS::TRACKBACK_URI, n) } }
t("class names itunes") { %w(category image owner duration new-feed-url).map { |n| L.class_name(RSS::ITUNES_URI, n) } }
t("class names plain") { %w(channel textInput skipHours a_b-c x-Y a--b 1 _a RDF).map { |n| L.class_name("", n) } }
t("class name empty") { L.class_name("", "") }
t("class name dash") { L.class_name("", "-") }
t("registered unknown tag") { L.uri_registered?(RSS::RDF::URI, "channel") }
t("registered other uri") { L.uri_registered?("http://other/", "title") }
t("register_uri") { L.register_uri("http://a/", "x") }
t("registered x") { [L.uri_registered?("http://a/", "x"), L.uri_registered?("http://b/", "x")] }
t("install_class_name") { L.install_class_name("http://a/", "t", "T") }
t("class_name installed") { [L.class_name("http://a/", "t"), L.class_name("http://a/", "u")] }
t("install_get_text_element") { L.install_get_text_element("http://c/", "w", "ww") }
t("after install") { [L.available_tags("http://c/"), L.getter("http://c/", "w"), L.setter("http://c/", "w"), L.uri_registered?("http://c/", "w")] }
t("raise_for_undefined_entity?") { L.raise_for_undefined_entity? }
t("private") { %w(install_accessor_base to_class_name).map { |m| L.respond_to?(m) } }
t("to_class_name") { ["", "a_b-c", "aBc", "a__b"].map { |s| L.send(:to_class_name, s) } }
t("listener mixin") { RSS::ListenerMixin.instance_methods.sort }
t("rexml listener") { RSS::REXMLListener.ancestors.include?(RSS::ListenerMixin) }
