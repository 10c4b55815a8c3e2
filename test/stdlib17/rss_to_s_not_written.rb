# to_s: an element lacking a required attribute, or with no attribute and
# no child written, is not written at all
require 'rss'
def s(x); p x.to_s; rescue Exception => e; p [e.class, e.message]; end
s RSS::Rss::Channel::Item::Enclosure.new
e = RSS::Rss::Channel::Item::Enclosure.new; e.url = "u"; s e
e.length = 1; e.type = "t"; s e
s RSS::Rss::Channel::Cloud.new
s RSS::Rss::Channel::Item::Source.new
x = RSS::Rss::Channel::Item::Source.new; x.content = "c"; s x
s RSS::Atom::Feed::Link.new
s RSS::Atom::Feed::Category.new
s RSS::RDF::Channel::Image.new
x = RSS::RDF::Channel::Image.new; x.resource = "r"; s x
s RSS::RDF::Channel::Textinput.new
s RSS::RDF::Channel::Items.new
s RSS::RDF::Seq.new
s RSS::RDF::Li.new
x = RSS::RDF::Li.new; x.resource = "r"; s x
s RSS::RDF::Item.new
x = RSS::RDF::Item.new; x.about = "a"; s x
x.title = "t"; x.link = "l"; s x
s RSS::RDF::Image.new
s RSS::TaxonomyTopicModel::TaxonomyTopic.new rescue p $!
s RSS::ImageItemModel::ImageItem.new rescue p $!
s RSS::Rss::Channel::Image.new
s RSS::Rss::Channel::SkipDays.new
s RSS::Rss::Channel::SkipHours.new
s RSS::Rss::Channel::SkipDays::Day.new
s RSS::Rss::Channel::TextInput.new
s RSS::XMLStyleSheet.new
[RSS::Rss::Channel::SkipDays, RSS::Rss::Channel::SkipHours, RSS::RDF::Seq, RSS::RDF::Bag, RSS::Rss::Channel::Item::Source, RSS::TaxonomyTopicsModel::TaxonomyTopics].each do |k|
  x = k.new
  begin; x.validate; p :ok; rescue Exception => e; p [e.class, e.message]; end
  p x.to_s
end
s = RSS::Rss::Channel::SkipDays.new
s.days << RSS::Rss::Channel::SkipDays::Day.new("Monday")
p s.to_s
s = RSS::Rss::Channel::SkipDays.new
s.days << RSS::Rss::Channel::SkipDays::Day.new
p s.to_s
