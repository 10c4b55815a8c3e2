require "rss/0.9"
require "rss/maker/base"

module RSS
  module Maker
    # makes RSS 0.91, 0.92 and 2.0
    class RSS09 < RSSBase
      def to_feed
        ch = @channel
        ch.check_required("maker.channel", rss2? ? %w{link description title} : %w{link language description title})
        check_image unless rss2?
        rss = Rss.new(@feed_version, @version, @encoding, @standalone)
        stylesheets_for(rss)
        channel = Rss::Channel.new
        rss.channel = channel
        %w{title link description language copyright managingEditor webMaster rating docs}.each do |n|
          v = ch.__send__(n)
          channel.__send__("#{n}=", v) unless v.nil?
        end
        channel.lastBuildDate = ch.lastBuildDate if ch.lastBuildDate
        channel.pubDate = ch.date if ch.date
        channel.ttl = ch.ttl if ch.ttl
        setup_skips(ch, channel)
        setup_rss2_channel(ch, channel) if rss2?
        setup_image(ch, channel)
        @items.normalize.each { |i| channel.items << make_item(i) }
        ti = @textinput
        if ti.title and ti.description and ti.name and ti.link
          t = Rss::Channel::TextInput.new
          %w{title description name link}.each { |n| t.__send__("#{n}=", ti.__send__(n)) }
          channel.textInput = t
        end
        copy_extras(ch, channel)
        set_module_dates(ch, channel, ch.date, false)
        rss
      end

      private
      # RSS 0.91 and 0.92 need a channel image
      def check_image
        missing = %w{url title}.select { |n| @image.__send__(n).nil? }
        raise NotSetError.new("maker.image", missing) unless missing.empty?
      end

      def rss2?
        @feed_version == "2.0"
      end

      def setup_image(ch, channel)
        return unless @image.url and @image.title
        img = Rss::Channel::Image.new
        img.url = @image.url
        img.title = @image.title
        img.link = @image.link || ch.link
        img.width = @image.width if @image.width
        img.height = @image.height if @image.height
        img.description = @image.description if @image.description
        channel.image = img
      end

      def setup_skips(ch, channel)
        unless ch.skipDays.empty?
          channel.skipDays = Rss::Channel::SkipDays.new
          ch.skipDays.each do |d|
            day = Rss::Channel::SkipDays::Day.new
            day.content = d.content
            channel.skipDays.days << day
          end
        end
        unless ch.skipHours.empty?
          channel.skipHours = Rss::Channel::SkipHours.new
          ch.skipHours.each do |h|
            hour = Rss::Channel::SkipHours::Hour.new
            hour.content = h.content
            channel.skipHours.hours << hour
          end
        end
      end

      # what only RSS 2.0 has: cloud, generator, channel categories
      def setup_rss2_channel(ch, channel)
        c = ch.cloud
        if c.domain and c.port and c.path and c.registerProcedure and c.protocol
          cloud = Rss::Channel::Cloud.new
          %w{domain port path registerProcedure protocol}.each { |n| cloud.__send__("#{n}=", c.__send__(n)) }
          channel.cloud = cloud
        end
        channel.generator = ch.generator if ch.generator
        ch.categories.each do |c|
          next if c.content.nil?
          cat = Rss::Channel::Category.new
          cat.content = c.content
          cat.domain = c.domain if c.domain
          channel.categories << cat
        end
      end

      def make_item(i)
        item = Rss::Channel::Item.new
        %w{title link description comments}.each do |n|
          v = i.__send__(n)
          item.__send__("#{n}=", v) unless v.nil?
        end
        item.pubDate = i.date if i.date
        setup_rss2_item(i, item) if rss2?
        copy_extras(i, item)
        set_module_dates(i, item, i.date, false)
        item
      end

      def setup_rss2_item(i, item)
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
        item.author = i.author if i.author
        if i.guid.content
          g = Rss::Channel::Item::Guid.new
          g.content = i.guid.content
          # 1.8.7 writes the attribute only when true
          g.isPermaLink = i.guid.isPermaLink if i.guid.isPermaLink
          item.guid = g
        end
      end
    end

    add_maker("0.9", "0.92", RSS09)
    add_maker("0.91", "0.91", RSS09)
    add_maker("0.92", "0.92", RSS09)
    add_maker("rss0.91", "0.91", RSS09)
    add_maker("rss0.92", "0.92", RSS09)
  end
end
