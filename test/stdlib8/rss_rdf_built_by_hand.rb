# RSS 1.0 documents built by hand (positional new, items Seq, image,
# textinput); an empty Seq or Bag writes nothing
require 'helper'
require 'rss'
rdf = RSS::RDF.new("1.0", "UTF-8", "no")
show(:empty) { rdf.to_s }
ch = RSS::RDF::Channel.new("http://ch")
ch.title = "T"; ch.link = "http://l"; ch.description = "D"
show(:ch_noitems) { ch.to_s }
ch.image = RSS::RDF::Channel::Image.new("http://img")
ch.items = RSS::RDF::Channel::Items.new
show(:items_empty) { ch.items.to_s }
ch.items.Seq.lis << RSS::RDF::Li.new("http://i1") rescue (ch.items.Seq = RSS::RDF::Seq.new; ch.items.Seq.lis << RSS::RDF::Li.new("http://i1"))
show(:items) { ch.items.to_s }
show(:items_resources) { ch.items.resources }
ch.textinput = RSS::RDF::Channel::Textinput.new("http://ti")
rdf.channel = ch
show(:ch) { ch.to_s }
show(:rdf_noitem) { rdf.to_s }
it = RSS::RDF::Item.new("http://i1"); it.title = "I"; it.link = "http://i1"; it.description = "dd"
rdf.items << it
show(:item_to_s) { it.to_s }
show(:rdf) { rdf.to_s }
img = RSS::RDF::Image.new("http://img"); img.title = "IT"; img.url = "http://img"; img.link = "http://l"
rdf.image = img
ti = RSS::RDF::Textinput.new("http://ti"); ti.title = "TT"; ti.description = "TD"; ti.name = "n"; ti.link = "http://ti"
rdf.textinput = ti
show(:rdf_full) { rdf.to_s }
show(:valid) { rdf.validate; :ok }
show(:standalone) { [rdf.standalone, rdf.version, rdf.encoding] }
show(:seq_new) { s = RSS::RDF::Seq.new; s.lis << RSS::RDF::Li.new("a"); s.to_s }
show(:seq_empty) { RSS::RDF::Seq.new.to_s }
show(:bag_empty) { RSS::RDF::Bag.new.to_s }
show(:li_accessors) { l = RSS::RDF::Li.new("x"); [l.resource, l.tag_name, l.full_name] }
show(:item_missing) { RSS::RDF::Item.new("http://x").to_s }
show(:items_dup) { c = ch.dup; c.title = "z"; [c.title, ch.title] }
show(:tag_names) { [RSS::RDF::Channel.tag_name, RSS::RDF::Channel::Items.tag_name, RSS::RDF::Seq.tag_name, RSS::RDF::Li.tag_name, RSS::RDF.tag_name] }
show(:uris) { [RSS::RDF::Channel.required_uri, RSS::RDF::Seq.required_uri, RSS::RDF::Channel.required_prefix] }
show(:rdf_ns) { RSS::RDF::NSPOOL.keys.sort } rescue nil
show(:rss_ns) { RSS::Rss::NSPOOL.keys.sort } rescue nil
show(:rss_consts) { [RSS::RDF::PREFIX, RSS::RDF::URI] }
show(:items_lis) { ch.items.Seq.lis.size }
show(:about_alias) { [ch.about, ch.respond_to?(:rdf_about)] }
