# image:favicon (about, image:size from small/medium/large) and image:item
# (image:width/height children after its dc elements), with size/width aliases
require 'rss'
src = <<X
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:image="http://purl.org/rss/1.0/modules/image/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel rdf:about="http://x/"><title>t</title><link>http://x/</link><description>d</description>
<image:favicon rdf:about="http://f" image:size="medium"><dc:title>fav</dc:title></image:favicon>
<items><rdf:Seq><rdf:li resource="http://x/1"/></rdf:Seq></items></channel>
<item rdf:about="http://x/1"><title>I</title><link>http://x/1</link>
<image:item rdf:about="http://ii" rdf:resource="http://r"><image:width>100</image:width><image:height>50</image:height><dc:title>it</dc:title></image:item>
</item>
</rdf:RDF>
X
r = RSS::Parser.parse(src)
f = r.channel.image_favicon
p [f.about, f.image_size, f.size, f.dc_title] rescue p $!
i = r.items[0].image_item
p [i.about, i.resource, i.image_width, i.width, i.image_height, i.height, i.dc_title] rescue p $!
puts r.to_s
p((RSS::Parser.parse(src.sub('medium', 'huge')) rescue [$!.class, $!.message]).class)
p RSS::ImageFaviconModel::ImageFavicon.new("http://a", "small").to_s rescue p $!
p RSS::ImageItemModel::ImageItem.new("http://a", "http://b").to_s rescue p $!
