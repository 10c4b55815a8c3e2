# RSS::Element's class-level declarations as 1.8.7 shows them: models,
# get_attributes, have_children_elements, plural_forms, to_element_methods,
# need_initialize_variables, must_call_validators, need_parent?
# (hashes sorted: their order follows insertion history)
require 'rss'
def show(k, m, v)
  v = v.sort_by { |a| a.to_s } if v.is_a?(Hash)
  puts "  #{m}: #{v.inspect}"
end
[RSS::Rss::Channel, RSS::Rss::Channel::Item, RSS::Rss::Channel::Item::Enclosure, RSS::RDF::Channel,
 RSS::RDF::Item, RSS::Atom::Feed, RSS::Atom::Feed::Entry, RSS::Atom::Feed::Link, RSS::Atom::Feed::Title,
 RSS::Atom::Feed::Entry::Content, RSS::Atom::Feed::Generator, RSS::Atom::Feed::Updated].each do |k|
  puts k
  %w(models get_attributes need_initialize_variables plural_forms have_children_elements to_element_methods must_call_validators required_prefix required_uri tag_name have_content? need_parent?).each do |m|
    v = k.__send__(m)
    # (1.8.7 names the uri of itunes element children "itunes", the tag of
    # slash children slash_NAME, xml:lang/xml:base's uri :xml, and gives an
    # item itunes_name and itunes_email it does not have; an optional
    # attribute's flag is false or nil as declared)
    v = v.reject { |x| x[1] == "itunes" or x[1] =~ /itunes|slash/ } if m == "models"
    v = v.reject { |x| x[1] == :xml or %w(lang base).include?(x[0]) }.map { |x| [x[0], x[1], x[2] || nil, x[3]] } if m == "get_attributes"
    v = v - %w(itunes_name itunes_email itunes_name_element itunes_email_element) if m == "need_initialize_variables" or m == "to_element_methods"
    show(k, m, v)
  end
end
p RSS::Element.respond_to?(:models), RSS::Element.models, RSS::Element.get_attributes
