require "rss/1.0"
require "rss/maker/base"

module RSS
  module Maker
    # makes RSS 1.0 (RDF)
    class RSS10 < RSSBase
      def to_feed
        ch = @channel
        ch.check_required("maker.channel", %w{about title link description})
        rdf = RDF.new(@version, @encoding, @standalone)
        stylesheets_for(rdf)
        channel = RDF::Channel.new
        channel.about = ch.about
        %w{title link description}.each { |n| channel.__send__("#{n}=", ch.__send__(n)) }
        rdf.channel = channel
        if @image.url and @image.title
          ci = RDF::Channel::Image.new
          ci.resource = @image.url
          channel.image = ci
          img = RDF::Image.new
          img.about = @image.url
          img.title = @image.title
          img.url = @image.url
          img.link = @image.link || ch.link
          copy_extras(@image, img)
          set_module_dates(@image, img, nil)
          rdf.image = img
        end
        items = @items.normalize
        raise NotSetError.new("maker", %w{items}) if items.empty?
        seq = RDF::Seq.new
        items.each do |i|
          i.check_required("maker.item", %w{title link})
          li = RDF::Li.new
          li.resource = i.link
          seq.lis << li
          item = RDF::Item.new
          item.about = i.link
          item.title = i.title
          item.link = i.link
          item.description = i.description if i.description
          copy_extras(i, item)
          set_module_dates(i, item, i.date)
          rdf.items << item
        end
        channel.items = RDF::Channel::Items.new
        channel.items.Seq = seq
        ti = @textinput
        if ti.title and ti.description and ti.name and ti.link
          ct = RDF::Channel::Textinput.new
          ct.resource = ti.link
          channel.textinput = ct
          t = RDF::Textinput.new
          t.about = ti.link
          %w{title description name link}.each { |n| t.__send__("#{n}=", ti.__send__(n)) }
          copy_extras(ti, t)
          set_module_dates(ti, t, nil)
          rdf.textinput = t
        end
        copy_extras(ch, channel)
        set_module_dates(ch, channel, ch.date)
        setup_taxo_topics(rdf)
        rdf
      end
    end

    class RSS10
      private
      # each taxo:topic made with new_taxo_topic (about defaults to its link)
      def setup_taxo_topics(rdf)
        return unless rdf.respond_to?(:taxo_topics) and @taxo_topics
        @taxo_topics.each do |t|
          next unless t.kind_of?(ModuleObject)
          el = TaxonomyTopicModel::TaxonomyTopic.new
          copy_extras(t, el)
          el.about ||= t.extra("taxo_link")
          rdf.taxo_topics << el
        end
      end
    end

    add_maker("1.0", "1.0", RSS10)
    add_maker("rss1.0", "1.0", RSS10)
  end
end
