require 'rss/parser'

module RSS
  # Atom 1.0 (RFC 4287): Feed and Entry documents.
  module Atom
    URI = "http://www.w3.org/2005/Atom"
    XHTML_URI = "http://www.w3.org/1999/xhtml"

    # an element of the Atom namespace (the default namespace in output)
    class AtomElement < Element
      def self.required_uri; URI; end
      def self.required_prefix; nil; end
      def self.need_parent?; false; end
      sort_children
    end

    module CommonModel
      NSPOOL = {}
      ELEMENTS = []
    end

    # an element whose content is a URI or text (id, icon, logo, name ...)
    class ContentElement < AtomElement
      content_setup
    end

    class Id < ContentElement; end
    class Icon < ContentElement; end
    class Logo < ContentElement; end

    # text constructs: title, subtitle, summary, rights (type text/html/xhtml)
    class TextConstruct < AtomElement
      install_get_attribute("type", "", false)
      content_setup
    end
    class Title < TextConstruct; end
    class Subtitle < TextConstruct; end
    class Summary < TextConstruct; end
    class Rights < TextConstruct; end

    # date constructs: updated, published
    class DateConstruct < AtomElement
      content_setup(:w3cdtf)

      def content=(value)
        @content = value.kind_of?(String) ? (Time.xmlschema(value) rescue Time.w3cdtf(value)) : value
      end
    end
    class Updated < DateConstruct; end
    class Published < DateConstruct; end

    # person constructs: author, contributor
    class PersonConstruct < AtomElement
      @sort_children = false
      class Name < ContentElement; end
      class Uri < ContentElement; end
      class Email < ContentElement; end
      install_have_child_element("name", URI, "", "name", Name)
      install_have_child_element("uri", URI, "?", "uri", Uri)
      install_have_child_element("email", URI, "?", "email", Email)
    end

    class Author < PersonConstruct; end
    class Contributor < PersonConstruct; end

    class Category < AtomElement
      install_get_attribute("term", "", true)
      install_get_attribute("scheme", "", false)
      install_get_attribute("label", "", false)
    end

    class Generator < AtomElement
      install_get_attribute("uri", "", false)
      install_get_attribute("version", "", false)
      content_setup
    end

    class Link < AtomElement
      install_get_attribute("href", "", true)
      install_get_attribute("rel", "", false)
      install_get_attribute("type", "", false)
      install_get_attribute("hreflang", "", false)
      install_get_attribute("title", "", false)
      install_get_attribute("length", "", false)
    end

    class Content < AtomElement
      install_get_attribute("type", "", false)
      install_get_attribute("src", "", false)
      content_setup

      def empty_content_ok?
        !@src.nil?
      end
    end

    # declares the children shared by feeds, entries and sources
    def self.install_common(klass, with_entry_parts)
      klass.install_have_children_element("author", URI, "*", "author", "authors", Author)
      klass.install_have_children_element("category", URI, "*", "category", "categories", Category)
      klass.install_have_children_element("contributor", URI, "*", "contributor", "contributors", Contributor)
      klass.install_have_child_element("id", URI, "?", "id", Id)
      klass.install_have_children_element("link", URI, "*", "link", "links", Link)
      klass.install_have_child_element("rights", URI, "?", "rights", Rights)
      klass.install_have_child_element("title", URI, "?", "title", Title)
      klass.install_have_child_element("updated", URI, "?", "updated", Updated)
    end

    class Feed < AtomElement
      include RootElementMixin
      NSPOOL = {}
      NSPOOL_ORDER = []

      def self.install_ns(prefix, uri)
        NSPOOL_ORDER << prefix unless NSPOOL.has_key?(prefix)
        NSPOOL[prefix] = uri
        ALL_PREFIXES << [prefix, uri] unless ALL_PREFIXES.include?([prefix, uri])
      end
      install_ns("", URI)

      Atom.install_common(self, false)
      install_have_child_element("generator", URI, "?", "generator", Generator)
      install_have_child_element("icon", URI, "?", "icon", Icon)
      install_have_child_element("logo", URI, "?", "logo", Logo)
      install_have_child_element("subtitle", URI, "?", "subtitle", Subtitle)

      class Entry < AtomElement
        Atom.install_common(self, true)
        install_have_child_element("content", URI, "?", "content", Content)
        install_have_child_element("published", URI, "?", "published", Published)
        install_have_child_element("summary", URI, "?", "summary", Summary)

        class Source < AtomElement
          Atom.install_common(self, false)
          install_have_child_element("generator", URI, "?", "generator", Generator)
          install_have_child_element("icon", URI, "?", "icon", Icon)
          install_have_child_element("logo", URI, "?", "logo", Logo)
          install_have_child_element("subtitle", URI, "?", "subtitle", Subtitle)
        end
        install_have_child_element("source", URI, "?", "source", Source)
      end
      install_have_children_element("entry", URI, "*", "entry", "entries", Entry)
      alias_method :items, :entries

      def initialize(version = nil, encoding = nil, standalone = nil)
        super()
        initialize_root("atom", version, encoding, standalone)
      end

      # Atom children are written sorted by name, the entries after them
      def children_strings(need_convert, indent)
        specs = self.class.child_specs
        atom = specs.select { |s| s.uri == URI and s.tag != "entry" }.sort_by { |s| s.tag }
        rest = specs.select { |s| s.uri == URI and s.tag == "entry" } + specs.select { |s| s.uri != URI }
        strings_for(atom + rest, indent)
      end
    end

    class Entry < AtomElement
      include RootElementMixin
      NSPOOL = Feed::NSPOOL
      NSPOOL_ORDER = Feed::NSPOOL_ORDER
      Feed::Entry.child_specs.each { |s| add_child_spec(s) }
      Feed::Entry.child_specs.each do |s|
        if s.type == :children
          define_method(s.plural) { instance_variable_get("@#{s.name}") }
          define_method(s.name) { |*args| l = instance_variable_get("@#{s.name}"); args.empty? ? l.first : l[*args] }
        else
          attr_accessor s.name
        end
      end

      def initialize(version = nil, encoding = nil, standalone = nil)
        super()
        initialize_root("atom", version, encoding, standalone)
      end
    end
  end

  Parser.install_root(Atom::URI, "feed") { |parser, attrs| Atom::Feed.new(parser.xml_version, parser.xml_encoding, parser.xml_standalone) }
  Parser.install_root(Atom::URI, "entry") { |parser, attrs| Atom::Entry.new(parser.xml_version, parser.xml_encoding, parser.xml_standalone) }
end
