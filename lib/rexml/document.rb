require "rexml/element"
require "rexml/xmldecl"
require "rexml/source"
require "rexml/comment"
require "rexml/doctype"
require "rexml/instruction"
require "rexml/rexml"
require "rexml/parseexception"
require "rexml/output"
require "rexml/parsers/baseparser"
require "rexml/parsers/streamparser"
require "rexml/parsers/treeparser"

module REXML
  # A whole XML document: an optional XMLDecl and DocType, comments and
  # instructions, and one root element.
  class Document < Element
    DECLARATION = XMLDecl.default

    # source: a String, an IO, a Source or a Document to copy
    def initialize(source = nil, context = {})
      super()
      @context = context
      return if source.nil?
      if source.kind_of? Document
        @context = source.context
        super source
      else
        build(source)
      end
    end

    def node_type
      :document
    end

    def clone
      Document.new self
    end

    def expanded_name
      ''
    end

    alias :name :expanded_name

    # adds a child; an XMLDecl goes first, a DocType after it, and only
    # one root element is allowed
    def add(child)
      if child.kind_of? XMLDecl
        @children.unshift child
        child.parent = self
      elsif child.kind_of? DocType
        insert_before_index = 0
        if @children[0].kind_of? XMLDecl
          insert_before_index = 1
        end
        @children.insert(insert_before_index, child)
        child.parent = self
      else
        rv = super
        raise "attempted adding second root element to document" if @elements.size > 1
        rv
      end
    end
    alias :<< :add

    def add_element(arg = nil, arg2 = nil)
      rv = super
      raise "attempted adding second root element to document" if @elements.size > 1
      rv
    end

    def root
      elements[1]
    end

    def doctype
      @children.find { |item| item.kind_of? DocType }
    end

    def xml_decl
      rv = @children[0]
      return rv if rv.kind_of? XMLDecl
      rv = @children.unshift(DECLARATION)[0]
    end

    def version
      xml_decl().version
    end

    def encoding
      xml_decl().encoding
    end

    def stand_alone?
      xml_decl().stand_alone?
    end

    # writes the document; indent > -1 pretty-prints, transitive keeps
    # the text exactly, ie_hack writes <a /> for Internet Explorer
    def write(output = $stdout, indent = -1, transitive = false, ie_hack = false)
      if xml_decl.encoding != "UTF-8" && !output.kind_of?(Output)
        output = Output.new(output, xml_decl.encoding)
      end
      formatter = if indent > -1
          if transitive
            # not required here (1.8.7 fails with NameError unless the
            # caller loaded it, then on Transitive.new's arity)
            REXML::Formatters::Transitive.new(indent, ie_hack)
          else
            REXML::Formatters::Pretty.new(indent, ie_hack)
          end
        else
          REXML::Formatters::Default.new(ie_hack)
        end
      formatter.write(self, output)
    end

    def Document::parse_stream(source, listener)
      Parsers::StreamParser.new(source, listener).parse
    end

    @@entity_expansion_limit = 10_000

    def Document::entity_expansion_limit=(val)
      @@entity_expansion_limit = val
    end

    def Document::entity_expansion_limit
      return @@entity_expansion_limit
    end

    attr_reader :entity_expansion_count

    def record_entity_expansion
      @entity_expansion_count ||= 0
      @entity_expansion_count += 1
      if @entity_expansion_count > @@entity_expansion_limit
        raise "number of entity expansions exceeded, processing aborted."
      end
    end

    private
    def build(source)
      Parsers::TreeParser.new(source, self).parse
    end
  end
end
