# RSS::Maker parts: have_required_values? without names (what each feed
# version requires of each part) and variable_is_set?
require 'rss/maker'
def t(l)
  r = yield
  puts "#{l}: #{r.inspect}"
rescue Exception
  puts "#{l}: #{$!.class} #{$!.message.gsub(/0x[0-9a-f]+/, 'XX').sub(/RSS(09|20)::/, 'RSS0920::')}"
end
%w(0.91 0.92 1.0 2.0 atom).each do |v|
  begin
    RSS::Maker.make(v) do |m|
      c = m.channel
      t("#{v} channel") { [c.have_required_values?, c.send(:variable_is_set?)] }
      t("#{v} channel missing") { c.send(:not_set_required_variables) }
      c.title = "t"
      t("#{v} +title") { [c.have_required_values?, c.send(:variable_is_set?)] }
      c.link = "http://l/"
      t("#{v} +link") { [c.have_required_values?, c.send(:not_set_required_variables)] }
      c.description = "d"
      t("#{v} +description") { [c.have_required_values?, c.send(:not_set_required_variables)] }
      c.about = "http://a/"
      t("#{v} +about") { [c.have_required_values?, c.send(:variable_is_set?)] }
      c.language = "ja"
      t("#{v} +language") { [c.have_required_values?, c.send(:not_set_required_variables)] }
      c.id = "urn:x"; c.updated = Time.at(0); c.author = "me"
      t("#{v} +id updated author") { [c.have_required_values?, c.send(:not_set_required_variables)] }
      t("#{v} names") { c.have_required_values?("title", "link") }
      img = m.image
      t("#{v} image") { [img.have_required_values?, img.variable_is_set?, img.send(:not_set_required_variables)] }
      img.url = "http://i/"
      t("#{v} image +url") { [img.have_required_values?, img.variable_is_set?] }
      img.title = "it"
      t("#{v} image +title") { img.have_required_values? }
      t("#{v} textinput") { [m.textinput.have_required_values?, m.textinput.variable_is_set?] }
      i = m.items.new_item
      t("#{v} item") { [i.have_required_values?, i.send(:not_set_required_variables)] }
      i.description = "d"
      t("#{v} item +description") { [i.have_required_values?, i.send(:variable_is_set?)] }
      i.title = "it"
      t("#{v} item +title") { [i.have_required_values?, i.send(:not_set_required_variables)] }
      i.link = "http://il/"
      t("#{v} item +link") { i.have_required_values? }
      i.date = Time.at(0)
      t("#{v} item +date") { i.send(:variable_is_set?) }
      t("#{v} cloud") { c.cloud.have_required_values? }
      t("#{v} guid") { i.guid.have_required_values? }
      i.guid.content = "g"
      t("#{v} guid +content") { [i.guid.have_required_values?, i.guid.variable_is_set?] }
      t("#{v} enclosure") { i.enclosure.send(:not_set_required_variables) }
      t("#{v} source") { i.source.send(:not_set_required_variables) }
      t("#{v} xml_stylesheet") { m.xml_stylesheets.new_xml_stylesheet.send(:not_set_required_variables) }
      t("#{v} lists") { [m.items.variable_is_set?, m.xml_stylesheets.variable_is_set?, m.variable_is_set?] }
      raise "stop"
    end
  rescue RuntimeError
  end
end
RSS::Maker.make("2.0") do |m|
  c = m.channel
  c.sy_updatePeriod = "daily"
  t("module value") { c.variable_is_set? }
end rescue nil
RSS::Maker.make("2.0") do |m|
  m.channel.dc_date = Time.at(0)
  t("dc value") { m.channel.variable_is_set? }
end rescue nil
%w(authors links none).each do |w|
  RSS::Maker.make("atom") do |m|
    c = m.channel
    c.authors.new_author if w == "authors"
    c.links.new_link if w == "links"
    t("atom channel #{w}") { c.send(:variable_is_set?) }
    raise "stop"
  end rescue nil
end
%w(1.0 2.0).each do |v|
  RSS::Maker.make(v) do |m|
    m.channel.link = "x"
    t("#{v} image after channel link") { m.image.variable_is_set? }
    raise "stop"
  end rescue nil
end
