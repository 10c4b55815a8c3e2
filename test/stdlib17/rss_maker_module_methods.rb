# RSS::Maker parts answer respond_to? for the module methods 1.8.7's classes
# define on them; itunes_block?/itunes_explicit?; slash_hit_parade(s) as Integers
require 'rss'
RSS::Maker.make("2.0") do |m|
  c = m.channel; i = m.items.new_item; t = m.textinput; im = m.image
  objs = [c, i, t, im]
  %w(itunes_author itunes_author= itunes_block? itunes_name slash_section dc_creator dc_creator= dc_creators new_dc_creator dc_rightses dc_dates new_dc_date dc_date dc_date= sy_updatePeriod taxo_topics taxo_topics= trackback_abouts= image_item image_favicon content_encoded itunes_duration new_itunes_category itunes_categories= zz_x dc_zz new_dc_rightses dc_rights dc_rights_list).each do |n|
    p [n, objs.map { |o| o.respond_to?(n) }]
  end
  [nil, "yes", "Yes", "clean", "no", true, false, "x"].each { |v| c.itunes_explicit = v; c.itunes_block = v; i.itunes_explicit = v; p [v, c.itunes_explicit?, c.itunes_block?, i.itunes_explicit?, i.itunes_block?] }
  i.slash_hit_parade = "1,2"; p [i.slash_hit_parades, i.slash_hit_parade]
  i.slash_hit_parades = [3, 4]; p [i.slash_hit_parades, i.slash_hit_parade]
  begin; i.slash_hit_parade = "1,x"; rescue => e; p e.class; end
  c.title = "t"; c.link = "http://x/"; c.description = "d"; i.title = "i"; i.slash_hit_parade = "5,6"
end.items.each { |i| p i.slash_hit_parade rescue p $!.class } rescue p $!.class
r = RSS::Maker.make("1.0") do |m|
  c = m.channel; c.title = "t"; c.link = "http://x/"; c.description = "d"; c.about = "http://x/"
  i = m.items.new_item; i.title = "i"; i.link = "http://x/i"; i.slash_hit_parade = "5,6"
end
p r.items[0].slash_hit_parade, r.items[0].slash_hit_parades
puts r.to_s[/<slash:hit_parade>.*/]
