require "rss/parser"

module RSS
  module RSS10
    NSPOOL = {}
    ELEMENTS = []
  end

  # <rdf:RDF>: the root of an RSS 1.0 feed.
  class RDF < Element
    include RSS10
    include RootElementMixin

    URI = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
    PREFIX = "rdf"
    NSPOOL = {}
    NSPOOL_ORDER = []

    def self.install_ns(prefix, uri)
      NSPOOL_ORDER << prefix unless NSPOOL.has_key?(prefix)
      NSPOOL[prefix] = uri
      ALL_PREFIXES << [prefix, uri] unless ALL_PREFIXES.include?([prefix, uri])
    end

    def self.required_prefix; PREFIX; end
    def self.required_uri; URI; end
    self.tag_name = "RDF"

    install_ns(PREFIX, URI)
    install_ns("", ::RSS::URI)

    def initialize(version = nil, encoding = nil, standalone = nil)
      super()
      initialize_root("rss", version, encoding, standalone)
    end

    def rss_version
      "1.0"
    end

    def feed_version
      "1.0"
    end

    def full_name
      "#{PREFIX}:RDF"
    end

    # an element of the RSS 1.0 namespace (no prefix in output)
    class RSSElement < Element
      def self.required_uri; ::RSS::URI; end
      def self.required_prefix; nil; end
    end

    # an element of the RDF namespace (rdf: prefix)
    class RDFElement < Element
      def self.required_uri; RDF::URI; end
      def self.required_prefix; RDF::PREFIX; end
    end

    class Li < RDFElement
      self.tag_name = "li"
      install_get_attribute("resource", "", true)
      init_args :resource
    end

    class Seq < RDFElement
      self.tag_name = "Seq"
      init_args :li
      def self.output_required; ["li"]; end
      install_have_children_element("li", RDF::URI, "*", "li", "lis", Li)
      alias_method :_seq_lis, :lis
    end

    class Bag < RDFElement
      self.tag_name = "Bag"
      def self.output_required; ["li"]; end
      init_args :li
      install_have_children_element("li", RDF::URI, "*", "li", "lis", Li)
    end

    class Channel < RSSElement
      install_get_attribute("about", RDF::URI, true)
      init_args :about
      %w{title link description}.each { |n| install_text_element(n, ::RSS::URI, "") }

      class Image < RSSElement
        install_get_attribute("resource", RDF::URI, true)
        init_args :resource
      end

      class Textinput < RSSElement
        install_get_attribute("resource", RDF::URI, true)
        init_args :resource
      end

      class Items < RSSElement
        init_args :Seq
        install_have_child_element("Seq", RDF::URI, "", "Seq", Seq)

        def resources
          @Seq ? @Seq.lis.collect { |li| li.resource } : []
        end

        # the parser (recursive false, at the end tag) needs an rdf:Seq;
        # 1.8.7's validate of a feed made in Ruby does not
        def validate(ignore_unknown_element = true, recursive = true)
          return super unless recursive
          @Seq.validate(ignore_unknown_element) if @Seq
          true
        end
      end

      install_have_child_element("image", ::RSS::URI, "?", "image", Image)
      install_have_child_element("items", ::RSS::URI, "", "items", Items)
      install_have_child_element("textinput", ::RSS::URI, "?", "textinput", Textinput)
    end

    class Image < RSSElement
      install_get_attribute("about", RDF::URI, true)
      init_args :about
      %w{title url link}.each { |n| install_text_element(n, ::RSS::URI, "") }
    end

    class Item < RSSElement
      install_get_attribute("about", RDF::URI, true)
      init_args :about
      install_text_element("title", ::RSS::URI, "")
      install_text_element("link", ::RSS::URI, "")
      install_text_element("description", ::RSS::URI, "?")
    end

    class Textinput < RSSElement
      install_get_attribute("about", RDF::URI, true)
      init_args :about
      %w{title description name link}.each { |n| install_text_element(n, ::RSS::URI, "") }
    end

    install_have_child_element("channel", ::RSS::URI, "", "channel", Channel)
    install_have_child_element("image", ::RSS::URI, "?", "image", Image)
    install_have_children_element("item", ::RSS::URI, "+", "item", "items", Item)
    install_have_child_element("textinput", ::RSS::URI, "?", "textinput", Textinput)
  end

  RSS10::ELEMENTS.concat(%w{channel image item textinput})
  Parser.install_root(RDF::URI, "RDF") { |parser, attrs| RDF.new(parser.xml_version, parser.xml_encoding, parser.xml_standalone) }
end

module RSS
  class RDF
    def setup_maker_elements(maker)
      channel.setup_maker(maker) if channel
      image.setup_maker(maker) if image
      items.each { |item| item.setup_maker(maker.items) }
      textinput.setup_maker(maker) if textinput
      if respond_to?(:taxo_topics)
        taxo_topics.each do |t|
          m = maker.taxo_topics.new_taxo_topic
          m.about = t.about
          m.taxo_link = t.taxo_link if t.taxo_link
          t.copy_modules_to_maker(m)
          t.taxo_topics.resources.each { |r| m.taxo_topics << r } if t.taxo_topics
        end
      end
    end

    class Channel
      def setup_maker(maker)
        c = maker.channel
        copy_to_maker(c, %w{about title link description})
        copy_modules_to_maker(c)
      end
    end

    class Image
      def setup_maker(maker)
        copy_to_maker(maker.image, %w{title url link})
        copy_modules_to_maker(maker.image)
      end
    end

    class Textinput
      def setup_maker(maker)
        copy_to_maker(maker.textinput, %w{title description name link})
        copy_modules_to_maker(maker.textinput)
      end
    end

    class Item
      def setup_maker(items)
        items.new_item do |m|
          copy_to_maker(m, %w{title link description})
          copy_modules_to_maker(m)
        end
      end
    end
  end
end
