# set_dc_* setters, dc_rightses, date_without_dc_date=, itunes_keywords_content
require 'rss'
def t; yield; rescue Exception => e; "#{e.class}: #{e.message}"; end
c = RSS::Rss::Channel.new
p t { c.set_dc_subject("x"); [c.dc_subject, c.dc_subjects.size] }
p t { c.set_dc_subject("y"); [c.dc_subject, c.dc_subjects.size] }
p t { c.dc_rightses.size }
p t { c.dc_rights = "r"; [c.dc_rights, c.dc_rightses.size, c.dc_rights_list.size] }
p t { c.set_dc_date(Time.utc(2001)); c.dc_date }
p t { c.date_without_dc_date = Time.utc(2002); c.date }
p t { c.itunes_keywords_content }
p t { c.itunes_keywords = ["a", "b"]; c.itunes_keywords_content }
p RSS::Rss::Channel.instance_method(:set_dc_subject).arity rescue p $!
f = RSS::Atom::Feed.new
p t { f.set_dc_title("t"); f.dc_title }
p t { f.dc_rightses.size }
i = RSS::RDF::Item.new
p t { i.set_dc_creator("me"); i.dc_creator }
i = RSS::Rss::Channel::Item.new; i.date_without_dc_date = Time.utc(2004); p [i.pubDate, i.dc_date, i.respond_to?(:itunes_keywords_content)]
i.set_dc_subjects rescue p $!.class
p RSS::RDF::Channel.new.methods.grep(/\Aset_dc_/).sort
