require "rss/parser"

module RSS
  module RSS09
    NSPOOL = {}
    ELEMENTS = []
  end

  # <rss version="0.91/0.92/2.0">: the root of an RSS 0.9x / 2.0 feed.
  class Rss < Element
    include RSS09
    include RootElementMixin

    # 1.8.7 checks the root's version attribute before its children
    # (a second channel read replaces the first: 1.8.7 does not count
    # them)
    def validate(ignore_unknown_element = true, recursive = true)
      raise MissingAttributeError.new("rss", "version") if @feed_version.nil?
      @parsed_counts.delete("channel") if defined?(@parsed_counts) and @parsed_counts
      super
    end

    NSPOOL = {}
    NSPOOL_ORDER = []

    def self.install_ns(prefix, uri)
      NSPOOL_ORDER << prefix unless NSPOOL.has_key?(prefix)
      NSPOOL[prefix] = uri
      ALL_PREFIXES << [prefix, uri] unless ALL_PREFIXES.include?([prefix, uri])
    end

    def self.install_must_call_validator(prefix, uri)
    end

    self.tag_name = "rss"
    install_have_child_element("channel", "", "")

    # (1.8.7 keeps the version in the root's @feed_version)
    alias_method(:rss_version, :feed_version)

    def rss_version=(version)
      @feed_version = version
    end

    def initialize(rss_version, version = nil, encoding = nil, standalone = nil)
      super()
      initialize_root("rss", version, encoding, standalone)
      @feed_version = rss_version
    end

    def items
      @channel ? @channel.items : []
    end

    def image
      @channel ? @channel.image : nil
    end

    def textinput
      @channel ? @channel.textInput : nil
    end

    def setup_maker_elements(maker)
      channel.setup_maker(maker) if channel
      items.each { |item| item.setup_maker(maker.items) }
    end

    class Channel < Element
      def self.required_uri; ""; end
      %w{title link description}.each { |n| install_text_element(n, "", "") }
      install_text_element("language", "", "?")
      %w{copyright managingEditor webMaster rating}.each { |n| install_text_element(n, "", "?") }
      install_date_element("pubDate", "", "?", "pubDate", :rfc822)
      install_date_element("lastBuildDate", "", "?", "lastBuildDate", :rfc822)
      install_text_element("docs", "", "?")
      install_have_child_element("cloud", "", "?")
      install_have_child_element("skipDays", "", "?")
      install_have_child_element("skipHours", "", "?")
      install_have_child_element("image", "", "?")
      install_have_children_element("item", "", "*")
      install_have_child_element("textInput", "", "?")

      def date
        pubDate
      end

      # (pubDate alone)
      def date_without_dc_date=(value)
        self.pubDate = value
      end

      def date=(value)
        self.pubDate = value
        # the dc:date too, as 1.8.7 does
        self.dc_date = value if respond_to?(:dc_date=)
      end

      class SkipDays < Element
        def self.required_uri; ""; end
        class Day < Element
          def self.required_uri; ""; end
          init_args :content
          content_setup
        end
        install_have_children_element("day", "", "*", "day", "days", Day)
      end

      class SkipHours < Element
        def self.required_uri; ""; end
        class Hour < Element
          def self.required_uri; ""; end
          init_args :content
          content_setup(:integer)
        end
        install_have_children_element("hour", "", "*", "hour", "hours", Hour)
      end

      class Image < Element
        def self.required_uri; ""; end
        init_args :url, :title, :link, :width, :height, :description
        %w{url title link}.each { |n| install_text_element(n, "", "") }
        install_text_element("width", "", "?", "width", :integer)
        install_text_element("height", "", "?", "height", :integer)
        install_text_element("description", "", "?")
      end

      class Cloud < Element
        def self.required_uri; ""; end
        init_args :domain, :port, :path, :registerProcedure, :protocol
        install_get_attribute("domain", "", true)
        install_get_attribute("port", "", true, :integer)
        install_get_attribute("path", "", true)
        install_get_attribute("registerProcedure", "", true)
        install_get_attribute("protocol", "", true)
      end

      class Item < Element
        def self.required_uri; ""; end
        install_text_element("title", "", "?")
        install_text_element("link", "", "?")
        install_text_element("description", "", "?")
        install_have_children_element("category", "", "*", "category", "categories")
        install_have_child_element("source", "", "?")
        install_have_child_element("enclosure", "", "?")

        class Source < Element
          def self.required_uri; ""; end
          init_args :url, :content
          install_get_attribute("url", "", true)
          content_setup
        end

        class Enclosure < Element
          def self.required_uri; ""; end
          init_args :url, :length, :type
          install_get_attribute("url", "", true)
          install_get_attribute("length", "", true, :integer)
          install_get_attribute("type", "", true)
        end

        class Category < Element
          def self.required_uri; ""; end
          init_args :domain, :content
          install_get_attribute("domain", "", false)
          content_setup
        end
      end

      class TextInput < Element
        def self.required_uri; ""; end
        init_args :title, :description, :name, :link
        %w{title description name link}.each { |n| install_text_element(n, "", "") }
      end
    end
  end

  # the element classes children are made of
  [[Rss, "channel", Rss::Channel],
   [Rss::Channel, "cloud", Rss::Channel::Cloud], [Rss::Channel, "skipDays", Rss::Channel::SkipDays],
   [Rss::Channel, "skipHours", Rss::Channel::SkipHours], [Rss::Channel, "image", Rss::Channel::Image],
   [Rss::Channel, "item", Rss::Channel::Item], [Rss::Channel, "textInput", Rss::Channel::TextInput],
   [Rss::Channel::Item, "category", Rss::Channel::Item::Category],
   [Rss::Channel::Item, "source", Rss::Channel::Item::Source],
   [Rss::Channel::Item, "enclosure", Rss::Channel::Item::Enclosure]].each do |parent, tag, klass|
    parent.child_spec_for(tag, "").klass = klass
  end

  RSS09::ELEMENTS.concat(%w{rss channel image textInput item})
  Parser.install_root("", "rss") { |parser, attrs| Rss.new(attrs["version"], parser.xml_version, parser.xml_encoding, parser.xml_standalone) }
end

module RSS
  class Rss
    class Channel
      def setup_maker(maker)
        c = maker.channel
        copy_to_maker(c, %w{title link description language copyright managingEditor
          webMaster rating docs pubDate lastBuildDate})
        c.date = date if date
        %w{generator ttl}.each { |n| c.__send__("#{n}=", __send__(n)) if respond_to?(n) and __send__(n) }
        if respond_to?(:categories)
          categories.each { |cat| c.categories.new_category { |m| m.content = cat.content; m.domain = cat.domain } }
        end
        copy_modules_to_maker(c)
        skipDays.days.each { |d| c.skipDays.new_day.content = d.content } if skipDays
        skipHours.hours.each { |h| c.skipHours.new_hour.content = h.content } if skipHours
        if image
          copy = image
          maker.image.url = copy.url
          maker.image.title = copy.title
          maker.image.link = copy.link
          maker.image.width = copy.width if copy.width
          maker.image.height = copy.height if copy.height
          maker.image.description = copy.description if copy.description
        end
        if textInput
          %w{title description name link}.each { |n| maker.textinput.__send__("#{n}=", textInput.__send__(n)) }
        end
      end

      class Item
        def setup_maker(items)
          items.new_item do |m|
            copy_to_maker(m, %w{title link description comments author})
            m.date = date if date
            if respond_to?(:guid) and guid
              m.guid.content = guid.content
              m.guid.isPermaLink = guid.isPermaLink
            end
            if enclosure
              m.enclosure.url = enclosure.url
              m.enclosure.length = enclosure.length
              m.enclosure.type = enclosure.type
            end
            if source
              m.source.url = source.url
              m.source.content = source.content
            end
            categories.each { |cat| m.categories.new_category { |x| x.content = cat.content; x.domain = cat.domain } }
            copy_modules_to_maker(m)
          end
        end
      end
    end
  end
end
