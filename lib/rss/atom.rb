require 'base64'
require 'rss/parser'

module RSS
  # Atom 1.0 (RFC 4287): Feed and Entry documents.
  module Atom
    URI = "http://www.w3.org/2005/Atom"
    XHTML_URI = "http://www.w3.org/1999/xhtml"

    # an element of the Atom namespace (the default namespace in output);
    # children are written sorted by name
    class AtomElement < Element
      def self.required_uri; URI; end
      def self.required_prefix; nil; end
      # (1.8.7: an Atom element knows its parent, for xml:base and xml:lang)
      def self.need_parent?; true; end
      def self.own_validator_prefix; "atom"; end
      sort_children

      # xml:lang and xml:base (read from the xml: attributes, written
      # unprefixed as 1.8.7 does); an element without its own takes its
      # parent's
      install_get_attribute("lang", "", nil)
      install_get_attribute("base", "", nil)
      alias_method :lang_without_inherit, :lang
      alias_method :base_without_inherit, :base

      def lang
        @lang || (parent.respond_to?(:lang) ? parent.lang : nil)
      end

      def base
        @base || (parent.respond_to?(:base) ? parent.base : nil)
      end

      # the attributes written: inherited and based values as their
      # readers give them
      def full_attributes
        super.map do |k, v|
          if INHERITED_ATTRIBUTES.include?(k) or self.class.based_attributes.include?(k)
            [k, __send__(k).to_s]
          else
            [k, v]
          end
        end + INHERITED_ATTRIBUTES.select { |n|
          instance_variable_get("@#{n}").nil? and !__send__(n).nil?
        }.map { |n| [n, __send__(n).to_s] }
      end
      INHERITED_ATTRIBUTES = %w(lang base)

      # a reference relative to xml:base (unless absolute): the base with
      # the reference appended
      def self.based_attributes
        @based_attributes ||= (superclass.respond_to?(:based_attributes) ? superclass.based_attributes.dup : [])
      end

      def self.def_based_reader(name)
        based_attributes << name
        alias_method "#{name}_without_base", name
        define_method(name) do
          value = __send__("#{name}_without_base")
          return value if value.nil? or base.nil?
          begin
            return value if ::URI.parse(value).absolute?
          rescue ::URI::Error
          end
          base + value
        end
      end

      # the Atom children read, in order (an unknown one too)
      def record_child_tag(tag, known)
        (@read_tags ||= []) << tag
        @unknown_read = true unless known
      end

      def validate(ignore_unknown_element = true, recursive = true)
        validate_read_order if defined?(@unknown_read) and @unknown_read
        super
      end

      private
      # 1.8.7 checks the children read against its model (the Atom tags
      # by name, entry last): the tags sorted by their place in it, an
      # unknown one placed at the number of tags read, then each required
      # tag must come in turn; so an unknown Atom element can make a
      # required one "missing"
      def validate_read_order
        specs = self.class.child_specs.select { |sp| sp.uri == URI }
        names = specs.map { |sp| sp.tag }.sort
        names = names - ["entry"] + ["entry"] if names.include?("entry")
        # (sort_by as 1.8.7's: equal places come in its quicksort's order)
        tags = @read_tags.sort_by { |t| names.index(t) || @read_tags.size }
        pos = 0
        names.each do |name|
          sp = specs.find { |x| x.tag == name }
          if tags[pos] == name
            pos += 1
            pos += 1 while (sp.occurs == "*" or sp.occurs == "+") and tags[pos] == name
          elsif sp.occurs == "" or sp.occurs == "+" or sp.occurs.nil?
            raise MissingTagError.new(name, tag_name)
          end
        end
      end
    end

    module CommonModel
      NSPOOL = {}
      ELEMENTS = []
    end

    # an element whose content is a URI or text (id, icon, logo, name ...)
    class URIContentElement < AtomElement
      content_setup
    end

    # an element whose type may be xhtml: the content is then an XHTML
    # div (kept as an XML::Element), written as is
    module XHTMLContent
      attr_writer :xhtml

      def xhtml
        defined?(@xhtml) ? @xhtml : nil
      end

      def content
        xhtml ? xhtml.to_s : @content
      end

      def content_string
        @type == "xhtml" && xhtml ? xhtml.to_s : super
      end

      def validate(ignore_unknown_element = true, recursive = true)
        raise MissingTagError.new("div", tag_name) if @type == "xhtml" and xhtml.nil?
        super
      end
    end

    # text constructs: title, subtitle, summary, rights (type text/html/xhtml)
    class TextConstruct < AtomElement
      install_get_attribute("type", "", nil)
      content_setup
      def self.need_initialize_variables; super + ["xhtml"]; end
      include XHTMLContent
      remove_method :content

      # (the text only: the XHTML is in xhtml)
      def content
        @content
      end

      def empty_content_ok?
        have_xml_content? and !xhtml.nil?
      end

      # (1.8.7: an xhtml text is written from its XHTML only, one without
      # it not at all)
      def to_s(need_convert = true, indent = '')
        return "" if have_xml_content? and xhtml.nil?
        super
      end

      # the XHTML is kept in a div of the XHTML namespace: anything else
      # given (text, elements) becomes that div's content
      def xhtml=(value)
        unless value.kind_of?(XML::Element) and [value.name, value.uri] == ["div", XHTML_URI]
          children = value.kind_of?(Array) ? value : [value]
          value = XML::Element.new("div", nil, XHTML_URI, {"xmlns" => XHTML_URI}, children)
        end
        @xhtml = value
      end

      def have_xml_content?
        @type == "xhtml"
      end

      TYPES = %w{text html xhtml}

      def validate(ignore_unknown_element = true, recursive = true)
        raise NotAvailableValueError.new("type", @type) unless @type.nil? or TYPES.include?(@type)
        super
      end
    end

    # date constructs: updated, published
    class DateConstruct < AtomElement
      content_setup(:w3cdtf)
      remove_method :content=

      def content=(value)
        if value.kind_of?(String)
          # a W3C date-time (a zone other than Z gives local time); when
          # not validating, a date Time.parse reads with its year (else nil)
          value = begin
                    Time.w3cdtf(value)
                  rescue ArgumentError
                    raise NotAvailableValueError.new(tag_name, value) if @do_validate
                    begin
                      Date._parse(value, false)[:year] ? Time.parse(value) : nil
                    rescue ArgumentError
                      nil
                    end
                  end
        end
        @content = value
      end
    end

    # person constructs: author, contributor (children in declared order)
    class PersonConstruct < AtomElement
      @sort_children = false
      class Name < URIContentElement; end
      class Uri < URIContentElement; end
      class Email < URIContentElement; end
      install_have_child_element("name", URI, "", "name", Name)
      install_have_child_element("uri", URI, "?", "uri", Uri)
      install_have_child_element("email", URI, "?", "email", Email)
    end

    class CategoryBase < AtomElement
      install_get_attribute("term", "", true)
      install_get_attribute("scheme", "", false)
      install_get_attribute("label", "", nil)
    end

    class GeneratorBase < AtomElement
      install_get_attribute("uri", "", false)
      install_get_attribute("version", "", nil)
      content_setup
    end

    class LinkBase < AtomElement
      install_get_attribute("href", "", true)
      install_get_attribute("rel", "", nil)
      install_get_attribute("type", "", nil)
      install_get_attribute("hreflang", "", nil)
      install_get_attribute("title", "", nil)
      install_get_attribute("length", "", nil)
      def_based_reader "href"
    end

    class ContentBase < AtomElement
      install_get_attribute("type", "", nil)
      install_get_attribute("src", "", false)
      def_based_reader "src"
      content_setup
      def self.need_initialize_variables; super + ["xml"]; end
      include XHTMLContent
      remove_method :content

      def empty_content_ok?
        !@src.nil? or (have_xml_content? and !xml.nil?)
      end

      # (1.8.7: XML content is written from its XML only, one without it
      # not at all)
      def to_s(need_convert = true, indent = '')
        return "" if have_xml_content? and xml.nil?
        super
      end

      # inline XML of another media type is kept as an XML::Element too
      alias_method :xml, :xhtml
      alias_method :xml=, :xhtml=

      # (the XHTML only of an xhtml content: other XML is in xml)
      def xhtml
        inline_xhtml? ? xml : nil
      end

      # the text (a parsed XML content has its XML as text too)
      def content
        @content
      end

      # the XML of an xhtml content is an XHTML div: anything else given
      # becomes that div's content
      def xml=(value)
        if inline_xhtml? and !(value.kind_of?(XML::Element) and [value.name, value.uri] == ["div", XHTML_URI])
          children = value.kind_of?(Array) ? value : [value]
          value = XML::Element.new("div", nil, XHTML_URI, {"xmlns" => XHTML_URI}, children)
        end
        @xhtml = value
      end
      # (1.8.7's content sets its XML with xml= only)
      undef_method :xhtml=

      # base64 text of a binary media type is read decoded
      def content_from_parser=(text)
        self.content = inline_other_base64? ? Base64.decode64(text) : text
      end

      # (an out-of-line content has no text written)
      def content_string
        return "" if out_of_line?
        return Base64.encode64(@content) if inline_other_base64? and @content
        return xml.to_s if have_xml_content? and xml
        super
      end

      def out_of_line?
        !@src.nil?
      end

      # [media type, subtype] of a type of letters and "+" only (as 1.8.7:
      # "application/octet-stream" is none), else [nil, nil]
      def mime_split
        if /\A\s*([a-z]+)\/([a-z\+]+)\s*(?:;.*)?\z/i =~ @type.to_s
          [$1.downcase, $2.downcase]
        else
          [nil, nil]
        end
      end

      def inline_text?
        !out_of_line? and (@type.nil? or @type == "text" or @type == "html")
      end

      def inline_html?
        return false if out_of_line?
        @type == "html" or mime_split == ["text", "html"]
      end

      def inline_xhtml?
        !out_of_line? and @type == "xhtml"
      end

      # a media type (text, html and xhtml are none)
      def inline_other?
        return false if out_of_line?
        major, minor = mime_split
        !major.nil? and !minor.nil?
      end

      # any subtype xml or ending in +xml
      def inline_other_xml?
        return false unless inline_other?
        /(?:\A|\+)xml\z/ =~ mime_split[1] ? true : false
      end

      def inline_other_text?
        return false unless inline_other? and !inline_other_xml?
        mime_split[0] == "text"
      end

      def inline_other_base64?
        inline_other? and !inline_other_text? and !inline_other_xml?
      end
      alias_method :need_base64_encode?, :inline_other_base64?

      def have_xml_content?
        inline_xhtml? or inline_other_xml?
      end

      # an out-of-line content (src) has no text and names its type
      def validate(ignore_unknown_element = true, recursive = true)
        if out_of_line?
          raise MissingAttributeError.new(tag_name, "type") if @type.nil?
          raise NotAvailableValueError.new(tag_name, @content) unless @content.nil? or @content.empty?
        end
        super
      end
    end

    # at most one alternate link (no rel, or rel="alternate") per type and
    # hreflang: another one is too much
    module DuplicateLinkCheck
      def duplicate_alternate_link?
        seen = {}
        links.any? do |l|
          next false unless l.rel.nil? or l.rel == "alternate"
          key = [l.type, l.hreflang]
          dup = seen[key]
          seen[key] = true
          dup
        end
      end

      def validate(ignore_unknown_element = true, recursive = true)
        super
        raise TooMuchTagError.new("link", tag_name) if duplicate_alternate_link?
        true
      end
    end

    # whether an author is given: an entry's own, its parent feed's
    # (unless check_parent is false) or its source's
    module EntryAuthor
      def have_author?(check_parent = true)
        authors.any? { |author| !author.to_s.empty? } or
          (check_parent and @parent and @parent.have_author?) or
          (source and source.have_author?)
      end
    end

    # each container has element classes of its own (Feed::Author,
    # Feed::Entry::Author ...) made from the shared constructs
    COMMON = [["author", PersonConstruct, :children, "authors"],
              ["category", CategoryBase, :children, "categories"],
              ["contributor", PersonConstruct, :children, "contributors"],
              ["id", URIContentElement], ["link", LinkBase, :children, "links"],
              ["rights", TextConstruct], ["title", TextConstruct],
              ["updated", DateConstruct]]
    SOURCE_PARTS = [["generator", GeneratorBase], ["icon", URIContentElement],
                    ["logo", URIContentElement], ["subtitle", TextConstruct]]
    ENTRY_PARTS = [["content", ContentBase], ["published", DateConstruct],
                   ["summary", TextConstruct]]

    # id, title and updated are required in feeds and entries
    def self.install_parts(klass, parts, required = [])
      parts.each do |tag, base, kind, plural|
        const = tag[0, 1].upcase + tag[1..-1]
        sub = klass.const_defined?(const) ? klass.const_get(const) : klass.const_set(const, Class.new(base))
        if kind == :children
          klass.install_have_children_element(tag, URI, "*", tag, plural, sub)
        else
          klass.install_have_child_element(tag, URI, required.include?(tag) ? "" : "?", tag, sub)
        end
      end
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

      Atom.install_parts(self, COMMON + SOURCE_PARTS, %w{id title updated})

      class Entry < AtomElement
        Atom.install_parts(self, COMMON + ENTRY_PARTS, %w{id title updated})
        include DuplicateLinkCheck

        class Source < AtomElement
          Atom.install_parts(self, COMMON + SOURCE_PARTS)

          def have_author?
            !author.to_s.empty?
          end
        end
        install_have_child_element("source", URI, "?", "source", Source)
        include EntryAuthor
      end
      install_have_children_element("entry", URI, "*", "entry", "entries", Entry)
      alias_method :items, :entries
      include DuplicateLinkCheck

      def initialize(version = nil, encoding = nil, standalone = nil)
        super()
        initialize_root("atom", version, encoding, standalone)
        @feed_subtype = "feed"
      end

      def feed_version
        "1.0"
      end

      def have_author?
        authors.any? { |author| !author.to_s.empty? } or
          entries.any? { |entry| entry.have_author?(false) }
      end

      # a feed needs an author unless each of its entries has one (an
      # entry without is reported as 1.8.7 does, where it is read)
      def validate(ignore_unknown_element = true, recursive = true)
        super
        if authors.empty?
          raise MissingTagError.new("author", "feed") if entries.empty?
          if entries.any? { |e| !e.have_author?(false) }
            raise MissingTagError.new("author", "entry")
          end
        end
        true
      end

      # Atom children sorted by name, the entries after them
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
      Atom.install_parts(self, COMMON + ENTRY_PARTS, %w{id title updated})
      Source = Feed::Entry::Source
      install_have_child_element("source", URI, "?", "source", Source)
      include DuplicateLinkCheck

      # (an entry document has no parent to ask)
      def have_author?
        authors.any? { |author| !author.to_s.empty? } or
          (source and source.have_author?)
      end

      def validate(ignore_unknown_element = true, recursive = true)
        super
        raise MissingTagError.new("author", "entry") unless have_author?
        true
      end

      def initialize(version = nil, encoding = nil, standalone = nil)
        super()
        initialize_root("atom", version, encoding, standalone)
        @feed_subtype = "entry"
      end

      def feed_version
        "1.0"
      end

      # an entry document is its only item
      def items
        [self]
      end
    end
  end

  Parser.install_root(Atom::URI, "feed") { |parser, attrs| Atom::Feed.new(parser.xml_version, parser.xml_encoding, parser.xml_standalone) }
  Parser.install_root(Atom::URI, "entry") { |parser, attrs| Atom::Entry.new(parser.xml_version, parser.xml_encoding, parser.xml_standalone) }
end

module RSS
  module Atom
    # Copying a parsed Atom document into a maker (to_feed)
    module SetupMakerParts
      # authors, categories, contributors, links, rights, title, id and
      # updated of a feed or an entry into the maker part +m+
      def setup_atom_common(m)
        authors.each { |a| setup_atom_person(m.authors.new_author, a) }
        contributors.each { |a| setup_atom_person(m.contributors.new_contributor, a) }
        categories.each do |c|
          m.categories.new_category { |x| x.term = c.term; x.scheme = c.scheme; x.label = c.label }
        end
        links.each do |l|
          m.links.new_link do |x|
            %w{href rel type hreflang title length}.each { |n| x.__send__("#{n}=", l.__send__(n)) }
          end
        end
        setup_atom_text(m.rights_element, rights) if rights
        setup_atom_text(m.title_element, title) if title
        m.id = id.content if id
        m.updated = updated.content if updated
      end

      def setup_atom_person(m, p)
        m.name = p.name.content if p.name
        m.uri = p.uri.content if p.uri
        m.email = p.email.content if p.email
      end

      def setup_atom_text(m, el)
        m.type = el.type
        if el.type == "xhtml"
          m.xhtml = el.xhtml
        else
          m.content = el.content
        end
      end

      def setup_atom_entry(item)
        setup_atom_common(item)
        copy_modules_to_maker(item)
        item.published = published.content if published
        setup_atom_text(item.description_element, summary) if summary
      end
    end

    class Feed
      include SetupMakerParts

      def setup_maker_elements(maker)
        c = maker.channel
        setup_atom_common(c)
        c.about = id.content if id
        copy_modules_to_maker(c)
        c.generator { |g| g.content = generator.content; g.uri = generator.uri; g.version = generator.version } if generator
        c.icon = icon.content if icon
        c.logo = logo.content if logo
        setup_atom_text(c.description_element, subtitle) if subtitle
        entries.each { |e| maker.items.new_item { |i| e.setup_atom_entry(i) } }
      end

      class Entry
        include SetupMakerParts
      end
    end

    class Entry
      include SetupMakerParts

      def setup_maker_elements(maker)
        maker.items.new_item { |i| setup_atom_entry(i) }
      end
    end
  end
end
