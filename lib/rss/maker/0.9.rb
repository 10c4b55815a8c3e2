require "rss/0.9"
require "rss/maker/base"

module RSS
  module Maker
    # makes RSS 0.91, 0.92 and 2.0
    class RSS09 < RSSBase
      def to_feed
        ch = @channel
        ch.check_required("maker.channel", %w{title link description})
        rss = Rss.new(@feed_version, @version, @encoding, @standalone)
        stylesheets_for(rss)
        channel = Rss::Channel.new
        rss.channel = channel
        %w{title link description language copyright managingEditor webMaster rating docs}.each do |n|
          v = ch.__send__(n)
          channel.__send__("#{n}=", v) unless v.nil?
        end
        channel.lastBuildDate = ch.lastBuildDate if ch.lastBuildDate
        channel.pubDate = ch.pubDate if ch.pubDate
        channel.dc_date = ch.date if ch.date and channel.respond_to?(:dc_date=)
        if channel.respond_to?(:generator=)
          channel.generator = ch.generator if ch.generator
          channel.ttl = ch.ttl if ch.ttl
          ch.categories.each do |c|
            next if c.content.nil?
            cat = Rss::Channel::Category.new
            cat.content = c.content
            cat.domain = c.domain if c.domain
            channel.categories << cat
          end
        end
        if @image.url and @image.title
          img = Rss::Channel::Image.new
          img.url = @image.url
          img.title = @image.title
          img.link = @image.link || ch.link
          img.width = @image.width if @image.width
          img.height = @image.height if @image.height
          img.description = @image.description if @image.description
          channel.image = img
        end
        @items.normalize.each { |i| channel.items << make_item(i) }
        ti = @textinput
        if ti.title and ti.description and ti.name and ti.link
          t = Rss::Channel::TextInput.new
          %w{title description name link}.each { |n| t.__send__("#{n}=", ti.__send__(n)) }
          channel.textInput = t
        end
        copy_extras(ch, channel)
        rss
      end

      private
      def make_item(i)
        item = Rss::Channel::Item.new
        %w{title link description}.each do |n|
          v = i.__send__(n)
          item.__send__("#{n}=", v) unless v.nil?
        end
        i.categories.each do |c|
          next if c.content.nil?
          cat = Rss::Channel::Item::Category.new
          cat.content = c.content
          cat.domain = c.domain if c.domain
          item.categories << cat
        end
        if i.source.url
          src = Rss::Channel::Item::Source.new
          src.url = i.source.url
          src.content = i.source.content
          item.source = src
        end
        e = i.enclosure
        if e.url and e.length and e.type
          enc = Rss::Channel::Item::Enclosure.new
          enc.url, enc.length, enc.type = e.url, e.length, e.type
          item.enclosure = enc
        end
        if item.respond_to?(:guid=)
          item.comments = i.comments if i.comments
          item.author = i.author if i.author
          item.pubDate = i.pubDate || i.date if i.pubDate || i.date
          if i.guid.content
            g = Rss::Channel::Item::Guid.new
            g.content = i.guid.content
            item.guid = g
          end
        end
        item.dc_date = i.date if i.date and item.respond_to?(:dc_date=)
        copy_extras(i, item)
        item
      end
    end

    add_maker("0.9", "0.92", RSS09)
    add_maker("0.91", "0.91", RSS09)
    add_maker("0.92", "0.92", RSS09)
    add_maker("rss0.91", "0.91", RSS09)
    add_maker("rss0.92", "0.92", RSS09)
  end
end
