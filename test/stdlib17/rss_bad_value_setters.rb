# an empty or malformed date/number element: NotAvailableValueError when
# validating, nil (a date) when not
require 'rss'
c = RSS::Rss::Channel.new
[["abc"], [""], [nil]].each do |v,|
  begin; c.pubDate = v; p c.pubDate; rescue Exception => e; p [e.class, e.message]; end
  begin; c.ttl = v; p c.ttl; rescue Exception => e; p [e.class, e.message]; end
end
c.do_validate = false
[["abc"], [""]].each do |v,|
  begin; c.pubDate = v; p c.pubDate; rescue Exception => e; p [e.class, e.message]; end
  begin; c.ttl = v; p c.ttl; rescue Exception => e; p [e.class, e.message]; end
end
i = RSS::RDF::Item.new
begin; i.dc_date = ""; p i.dc_date; rescue Exception => e; p [e.class, e.message]; end
begin; i.dc_date = "x"; p i.dc_date; rescue Exception => e; p [e.class, e.message]; end
i.do_validate = false
begin; i.dc_date = "x"; p i.dc_date; rescue Exception => e; p [e.class, e.message]; end
u = RSS::Atom::Feed::Updated.new
begin; u.content = "x"; p u.content; rescue Exception => e; p [e.class, e.message]; end
u = RSS::Atom::Feed::Updated.new(false)
begin; u.content = "x"; p u.content; rescue Exception => e; p [e.class, e.message]; end
begin; u.content = ""; p u.content; rescue Exception => e; p [e.class, e.message]; end
u = RSS::Atom::Feed::Updated.new(true)
begin; u.content = ""; p u.content; rescue Exception => e; p [e.class, e.message]; end
begin; u.content = "2004-01-01"; p u.content; rescue Exception => e; p [e.class, e.message]; end
