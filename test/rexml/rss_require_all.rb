# the rss libraries: each alone (where 1.8.7 loads them), and all after rss
ruby = File.readlink("/proc/self/exe")
names = %w{
rss
rss/0.9
rss/1.0
rss/2.0
rss/atom
rss/content/1.0
rss/content/2.0
rss/converter
rss/dublincore/1.0
rss/image
rss/itunes
rss/maker
rss/maker/0.9
rss/maker/1.0
rss/maker/2.0
rss/maker/atom
rss/maker/base
rss/maker/entry
rss/maker/feed
rss/maker/image
rss/maker/itunes
rss/maker/slash
rss/maker/syndication
rss/maker/taxonomy
rss/maker/trackback
rss/parser
rss/rexmlparser
rss/rss
rss/slash
rss/syndication
rss/taxonomy
rss/trackback
rss/utils
rss/xml-stylesheet
rss/xml
rss/xmlparser
rss/xmlscanner
}
names.each do |name|
  out = `#{ruby} -e 'begin; require "#{name}"; puts "ok"; rescue Exception => e; puts e.class; end' 2>&1`
  puts "#{name}: #{out.strip.split("\n").last}"
end
require 'rss'
names.each do |name|
  begin
    require name
    puts "#{name} after rss: ok"
  rescue Exception => e
    puts "#{name} after rss: #{e.class}"
  end
end
