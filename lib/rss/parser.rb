require "forwardable"
require "uri"
begin
  require "open-uri"
rescue LoadError
end
require "rss/rss"
require "rss/xml-stylesheet"
require "rss/xml"

module RSS
  class NotWellFormedError < Error
    attr_reader :line, :element

    def initialize(line = nil, element = nil)
      message = "This is not well formed XML"
      if element or line
        message << "\nerror occurred"
        message << " in #{element}" if element
        message << " at about #{line} line" if line
      end
      message << "\n#{yield}" if block_given?
      super(message)
      @line, @element = line, element
    end
  end

  class XMLParserNotFound < Error
    def initialize
      super("available XML parser was not found in #{AVAILABLE_PARSER_LIBRARIES.inspect}.")
    end
  end

  class NotValidXMLParser < Error
    def initialize(parser)
      super("#{parser} is not an available XML parser. " +
            "Available XML parser" +
            (AVAILABLE_PARSERS.size > 1 ? "s are " : " is ") +
            "#{AVAILABLE_PARSERS.inspect}.")
    end
  end

  class NSError < InvalidRSSError
    attr_reader :tag, :prefix, :uri
    def initialize(tag, prefix, require_uri)
      @tag, @prefix, @uri = tag, prefix, require_uri
      super("prefix <#{prefix}> doesn't associate uri " +
            "<#{require_uri}> in tag <#{tag}>")
    end
  end

  AVAILABLE_PARSER_LIBRARIES = [
    ["rss/xmlparser", :XMLParserParser],
    ["rss/xmlscanner", :XMLScanParser],
    ["rss/rexmlparser", :REXMLParser],
  ]
  AVAILABLE_PARSERS = []

  # Reads an RSS 0.9x/1.0/2.0 or Atom document into its element objects.
  #   rss = RSS::Parser.parse(xml)                # validates
  #   rss = RSS::Parser.parse(xml, false)         # does not
  class Parser
    extend Forwardable

    class << self
      @@default_parser = nil

      def default_parser
        @@default_parser || AVAILABLE_PARSERS.first
      end

      def default_parser=(new_value)
        if AVAILABLE_PARSERS.include?(new_value)
          @@default_parser = new_value
        else
          raise NotValidXMLParser.new(new_value)
        end
      end

      def parse(rss, do_validate = true, ignore_unknown_element = true, parser_class = default_parser)
        parser = new(rss, parser_class)
        parser.do_validate = do_validate
        parser.ignore_unknown_element = ignore_unknown_element
        parser.parse
      end

      # the root element classes, by namespace and tag
      def roots
        @roots ||= {}
      end

      def install_root(uri, tag, &block)
        roots["#{uri}\0#{tag}"] = block
      end
    end

    def_delegators(:@parser, :parse, :rss, :ignore_unknown_element,
                   :ignore_unknown_element=, :do_validate, :do_validate=)

    def initialize(rss, parser_class = self.class.default_parser)
      @parser = parser_class.new(normalize_rss(rss))
    end

    private
    # a file name or URI is read; anything else is the document
    def normalize_rss(rss)
      return rss if maybe_xml?(rss)
      uri = to_uri(rss)
      if uri.respond_to?(:read)
        uri.read
      elsif !rss.tainted? and File.readable?(rss)
        File.open(rss) { |f| f.read }
      else
        rss
      end
    end

    def maybe_xml?(source)
      source.is_a?(String) and /</ =~ source
    end

    def to_uri(rss)
      return rss if rss.is_a?(::URI::Generic)
      begin
        ::URI.parse(rss)
      rescue ::URI::Error
        rss
      end
    end
  end

  # The parse events: each start tag builds its element (namespaces
  # resolved), text fills it, each end tag validates it.
  module ListenerMixin
    attr_accessor :do_validate, :ignore_unknown_element
    attr_reader :rss

    # REXML hands over the text in UTF-8, whatever encoding was declared,
    # so a feed with an XML declaration says UTF-8
    def xmldecl(version, encoding, standalone)
      @xml_version, @xml_encoding, @xml_standalone = version, "UTF-8", standalone
    end

    def instruction(name, content)
      if name == "xml-stylesheet"
        # one without href is dropped
        xss = XMLStyleSheet.new(*parse_pi_content(content))
        @stylesheets << xss if xss.href
      end
    end

    def tag_start(name, attributes)
      ns = @ns_stack.last.dup
      attributes.each do |k, v|
        if k == "xmlns" then ns[""] = v
        elsif k =~ /\Axmlns:(.+)\z/ then ns[$1] = v
        end
      end
      @ns_stack.push(ns)
      prefix, local = split_name(name)
      uri = ns[prefix || ""] || ""
      raise NSError.new(name, prefix, uri) if prefix and !ns.has_key?(prefix)
      if @stack.empty?
        start_root(uri, local, attributes, prefix)
      else
        start_child(uri, local, name, attributes)
      end
    end

    def tag_end(name)
      @ns_stack.pop
      frame = @stack.pop
      case frame[0]
      when :text
        parent, spec = frame[1], frame[2]
        # an empty text element is read as "" (a date one is not a date:
        # an error when validating, nil otherwise)
        text = frame[3]
        text ||= ""
        parent.add_child_value(spec, text)
      when :element
        el = frame[1]
        text = frame[3]
        text ||= "" if [:text, :w3cdtf, :rfc822, :iso8601].include?(el.class.content_type) and !frame[4]
        # (1.8.7: the text of XML content is dropped, its content is its XML)
        text = "" if el.respond_to?(:have_xml_content?) and el.have_xml_content?
        if el.class.have_content? and el.content.nil? and text
          el.respond_to?(:content_from_parser=) ? el.content_from_parser = text : el.content = text
        end
        # each element is checked at its end tag (one never closed is not)
        el.validate(@ignore_unknown_element, false) if @do_validate and el.respond_to?(:validate)
      when :xml
        if frame[4]
          frame[1].respond_to?(:xml=) ? frame[1].xml = frame[2] : frame[1].xhtml = frame[2]
          # a parsed text construct has the XHTML as its content too
          if frame[1].kind_of?(RSS::Atom::TextConstruct) or frame[1].kind_of?(RSS::Atom::ContentBase)
            frame[1].content = frame[2].to_s
          end
        end
      end
    end

    def text(data)
      frame = @stack.last
      return unless frame
      if frame[0] == :xml
        frame[2] << data
        return
      end
      frame[3] = (frame[3] || "") + data if frame[0] == :text or frame[0] == :element
    end

  end

  # Builds element objects from parse events (namespaces resolved).
  class BaseParser
    include ListenerMixin
    attr_accessor :do_validate, :ignore_unknown_element
    attr_reader :rss

    def initialize(rss)
      @rss_source = rss
      @rss = nil
      @do_validate = true
      @ignore_unknown_element = true
      @xml_version = @xml_encoding = @xml_standalone = nil
      @stylesheets = []
    end

    attr_reader :xml_version, :xml_encoding, :xml_standalone

    def parse
      @stack = []
      @ns_stack = [{ "xml" => "http://www.w3.org/XML/1998/namespace" }]
      @text = nil
      _parse
      @rss
    end

    private
    def split_name(name)
      if name =~ /\A([^:]+):(.+)\z/ then [$1, $2] else [nil, name] end
    end

    def start_root(uri, local, attributes, prefix = nil)
      maker = Parser.roots["#{uri}\0#{local}"]
      # a known root in another namespace (as 1.8.7, when validating)
      if maker.nil? and @do_validate
        key = Parser.roots.keys.find { |k| k.split("\0", 2)[1] == local }
        raise NSError.new(local, prefix || "", key.split("\0", 2)[0]) if key
      end
      unless maker
        @stack.push([:ignore, nil, nil, nil])
        return
      end
      @rss = maker.call(self, attributes)
      @rss.xml_stylesheets.concat(@stylesheets) if @rss.respond_to?(:xml_stylesheets)
      set_attributes(@rss, attributes)
      @stack.push([:element, @rss, nil, nil])
    end

    def start_child(uri, local, name, attributes)
      frame = @stack.last
      # XHTML inside an Atom text or content construct is kept as XML
      if frame[0] == :xml or (frame[0] == :element and (frame[1].respond_to?(:xhtml=) or frame[1].respond_to?(:xml=)))
        prefix, = split_name(name)
        node = XML::Element.new(local, prefix, uri, attributes, [])
        # the outermost element keeps the namespace it was read in
        if frame[0] == :element and prefix.nil? and uri and !uri.empty? and !attributes.has_key?("xmlns")
          node["xmlns"] = uri
        end
        # and the namespaces declared around it (1.8.7 writes them on it)
        if frame[0] == :element and @ns_stack.size >= 2
          @ns_stack[-2].each do |pfx, ns_uri|
            next if pfx == "xml"
            key = pfx.empty? ? "xmlns" : "xmlns:#{pfx}"
            node[key] = ns_uri unless node.attributes.has_key?(key)
          end
        end
        frame[2] << node if frame[0] == :xml
        @stack.push([:xml, frame[0] == :xml ? frame[1] : frame[1], node, nil, frame[0] == :element])
        return
      end
      parent = frame[0] == :element ? frame[1] : nil
      spec = parent && parent.class.child_spec_for(local, uri)
      spec = nil if spec and spec.write_only
      if parent.respond_to?(:record_child_tag) and uri == parent.class.required_uri
        parent.record_child_tag(local, !spec.nil?)
      end
      if spec.nil? and parent and @do_validate
        # an element child the parent has in another namespace
        other = parent.class.child_specs.find do |sp|
          sp.tag == local and (sp.type == :child or sp.type == :children) and sp.uri != uri
        end
        raise NSError.new(local, split_name(name)[0] || "", other.uri) if other
      end
      if spec.nil?
        if parent and !@ignore_unknown_element
          raise NotExpectedTagError.new(local, uri, parent.tag_name)
        end
        @stack.push([:ignore, nil, nil, nil])
        return
      end
      if spec.type == :text or spec.type == :date or spec.type == :texts
        @stack.push([:text, parent, spec, nil])
      else
        el = spec.klass.new(@do_validate)
        set_attributes(el, attributes)
        el.validate_attributes if @do_validate
        parent.add_child_value(spec, el)
        @stack.push([:element, el, spec, nil])
      end
    end

    # an attribute of a namespace (rdf:about) is read with a prefix bound
    # to it, as 1.8.7 (a plain about is not it); the others plain or with
    # any prefix (xml:lang, rdf:resource)
    def set_attributes(el, attributes)
      ns = @ns_stack.last
      el.class.attr_specs.each do |a|
        strict = (a.uri and !a.uri.empty? and a.uri != el.class.required_uri)
        value = strict ? nil : attributes[a.name]
        if value.nil?
          attributes.each do |k, v|
            pre, loc = split_name(k)
            next unless loc == a.name and pre and pre != "xmlns"
            value = v if !strict or ns[pre] == a.uri
          end
        end
        el.__send__("#{a.accessor}=", value) unless value.nil?
      end
    end

    def parse_pi_content(content)
      params = {}
      content.scan(/\s*([\w\-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/) do |name, v1, v2|
        params[name] = v1 || v2
      end
      # the attributes given, as pairs: a type not given is guessed from href
      pairs = XMLStyleSheet::ATTRIBUTES.select { |n| params.has_key?(n) }.map { |n| [n, params[n]] }
      [pairs]
    end
  end


  # The listeners' tables, as 1.8.7 keeps them: the text elements of each
  # namespace (uri => {tag => accessor base}), the class names of the
  # elements whose class is not named after the tag (uri => {tag =>
  # name}) and the namespaces each tag is known in (tag => {uri => nil}).
  class BaseListener
    @@accessor_bases = {}
    @@class_names = {}
    @@registered_uris = {}
    extend Utils

    class << self
      # the tags of uri read as text elements
      def available_tags(uri)
        (@@accessor_bases[uri] || {}).keys
      end

      # (a tag never registered in any namespace raises NoMethodError, as
      # in 1.8.7)
      def register_uri(uri, name)
        @@registered_uris[name] ||= {}
        @@registered_uris[name][uri] = nil
      end

      def uri_registered?(uri, name)
        @@registered_uris[name].has_key?(uri)
      end

      def install_class_name(uri, tag_name, class_name)
        @@class_names[uri] ||= {}
        @@class_names[uri][tag_name] = class_name
      end

      # the class of tag_name in uri: the one installed, else the tag
      # capitalized without its "-" and "_"
      def class_name(uri, tag_name)
        name = (@@class_names[uri] || {})[tag_name]
        return name if name
        tag_name = tag_name.gsub(/[_\-]([a-z]?)/) { $1.upcase }
        tag_name[0, 1].upcase + tag_name[1..-1]
      end

      def install_get_text_element(uri, name, accessor_base)
        install_accessor_base(uri, name, accessor_base)
        register_uri(uri, name)
        self
      end

      def getter(uri, tag_name)
        (@@accessor_bases[uri] || {})[tag_name]
      end

      def setter(uri, tag_name)
        base = getter(uri, tag_name)
        base ? "#{base}=" : nil
      end

      def raise_for_undefined_entity?
        true
      end

      private
      def install_accessor_base(uri, tag_name, accessor_base)
        @@accessor_bases[uri] ||= {}
        @@accessor_bases[uri][tag_name] = accessor_base.chomp("=")
      end
    end
  end
end

require "rss/rexmlparser"
