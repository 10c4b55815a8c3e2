require 'rss/1.0'
require 'rss/2.0'

module RSS
  TRACKBACK_PREFIX = 'trackback'
  TRACKBACK_URI = 'http://madskills.com/public/xml/rss/module/trackback/'

  RDF.install_ns(TRACKBACK_PREFIX, TRACKBACK_URI)
  Rss.install_ns(TRACKBACK_PREFIX, TRACKBACK_URI)

  module TrackBackUtils
    private
    def trackback_validate(ignore_unknown_element, tags, uri)
      true
    end
  end

  # trackback:ping and trackback:about in RSS 1.0 (rdf:resource attributes)
  module TrackBackModel10
    extend BaseModel rescue nil

    class TrackBackPing < Element
      def self.required_uri; TRACKBACK_URI; end
      def self.required_prefix; TRACKBACK_PREFIX; end
      self.tag_name = "ping"
      install_get_attribute("resource", RDF::URI, true)
      init_args :resource
      alias_method :value, :resource
    end

    class TrackBackAbout < Element
      def self.required_uri; TRACKBACK_URI; end
      def self.required_prefix; TRACKBACK_PREFIX; end
      self.tag_name = "about"
      install_get_attribute("resource", RDF::URI, true)
      init_args :resource
      alias_method :value, :resource
    end

    def self.append_features(klass)
      super
      klass.install_have_child_element("ping", TRACKBACK_URI, "?", "trackback_ping", TrackBackPing)
      klass.install_have_children_element("about", TRACKBACK_URI, "*", "trackback_about", "trackback_abouts", TrackBackAbout)
      # the singular readers answer the resource URI, the setters take one
      klass.module_eval do
        def trackback_ping
          @trackback_ping && @trackback_ping.resource
        end

        def trackback_ping=(value)
          value = TrackBackPing.new(value) unless value.nil? or value.kind_of?(Element)
          @trackback_ping = value
        end

        def trackback_about(i = 0)
          about = @trackback_about[i]
          about && about.resource
        end

        def trackback_about=(*args)
          value = args.pop
          value = TrackBackAbout.new(value) unless value.nil? or value.kind_of?(Element)
          @trackback_about[args.empty? ? 0 : args[0]] = value
        end
      end
    end
  end

  # trackback:ping and trackback:about in RSS 2.0 (text content)
  module TrackBackModel20
    # a trackback:about of RSS 2.0: the URI as its text
    class TrackBackAbout < Element
      def self.required_uri; TRACKBACK_URI; end
      def self.required_prefix; TRACKBACK_PREFIX; end
      self.tag_name = "about"
      content_setup
      init_args :content
      alias_method :value, :content
      alias_method :value=, :content=

      def full_name
        "#{TRACKBACK_PREFIX}:about"
      end
    end

    def self.append_features(klass)
      super
      Element::LISTENER_TEXT_SKIP["#{TRACKBACK_URI}\0ping"] = true
      klass.install_text_element("ping", TRACKBACK_URI, "?", "trackback_ping")
      klass.install_text_list_element("about", TRACKBACK_URI, "trackback_about", "trackback_abouts", nil, TrackBackAbout)
    end
  end

  %w(ping about).each do |name|
    BaseListener.install_class_name(TRACKBACK_URI, name, "TrackBack#{Utils.to_class_name(name)}")
  end

  class RDF
    class Item; include TrackBackModel10; end
  end

  class Rss
    class Channel
      class Item; include TrackBackModel20; end
    end
  end
end
