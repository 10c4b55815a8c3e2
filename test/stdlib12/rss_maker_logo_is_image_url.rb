# the channel logo and the image url are one value; an Atom feed writes it
# as <logo>, and an image without a url is an error there
require 'rss'
def mk(logo, url, v = "atom")
  RSS::Maker.make(v) do |m|
    m.channel.title = "T"; m.channel.link = "http://a/"; m.channel.description = "D"; m.channel.about = "http://a/rss"
    m.channel.author = "me" ; m.channel.updated = Time.utc(2001,2,3) ; m.channel.id = "urn:x"
    m.channel.logo = logo if logo
    m.image.url = url if url
    m.image.title = "I"
  end.to_s.grep(/logo|url|image/)
rescue Exception
  "#{$!.class}: #{$!.message}"
end
p mk(nil, nil), mk("L", nil), mk(nil, "U"), mk("L", "U"), mk("L", "U", "2.0"), mk("L", nil, "2.0"), mk("L", nil, "1.0")
