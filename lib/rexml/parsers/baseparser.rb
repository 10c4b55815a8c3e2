require 'rexml/parseexception'
require 'rexml/undefinednamespaceexception'
require 'rexml/source'
require 'rexml/hashorder'
require 'set'

module REXML
  module Parsers
    # The pull parser every other parser builds on.  #pull returns one event
    # (an Array whose first element is the event type) per call:
    #   [:start_element, name, attributes]  [:end_element, name]
    #   [:text, raw_text]  [:cdata, text]  [:comment, text]
    #   [:processing_instruction, target, content]
    #   [:xmldecl, version, encoding, standalone]
    #   [:start_doctype, name, pub_sys, long_name, uri]  [:end_doctype]
    #   [:elementdecl, ...] [:entitydecl, ...] [:attlistdecl, ...]
    #   [:notationdecl, ...] [:externalentity, ...]  [:end_document]
    # Scanning works on a StringScanner and never copies the unconsumed rest.
    class BaseParser
      NCNAME_STR = '[\w:\x80-\xff][-\w.\x80-\xff]*'
      NAME_STR = "(?:(#{NCNAME_STR}):)?(#{NCNAME_STR})"
      UNAME_STR = "(?:#{NCNAME_STR}:)?#{NCNAME_STR}"
      NAMECHAR = '[-\w\.:\x80-\xff]'
      NAME = "([\\w:\\x80-\\xff]#{NAMECHAR}*)"
      NMTOKEN = "(?:#{NAMECHAR})+"
      NMTOKENS = "#{NMTOKEN}(\\s+#{NMTOKEN})*"
      REFERENCE = "&(?:#{NAME};|#\\d+;|#x[0-9a-fA-F]+;)"
      REFERENCE_RE = /#{REFERENCE}/

      DOCTYPE_START = /\A<!DOCTYPE(?:\s|\z)/m
      DOCTYPE_PATTERN = /\s*<!DOCTYPE\s+(.*?)(\[|>)/m
      ATTRIBUTE_PATTERN = /\s*(#{NAME_STR})\s*=\s*(["'])(.*?)\4/m
      COMMENT_START = /\A<!--/
      COMMENT_PATTERN = /<!--(.*?)-->/m
      CDATA_START = /\A<!\[CDATA\[/
      CDATA_END = /\A\s*\]\s*>/m
      CDATA_PATTERN = /<!\[CDATA\[(.*?)\]\]>/m
      XMLDECL_START = /\A<\?xml\s/
      XMLDECL_PATTERN = /<\?xml\s+(.*?)\?>/m
      INSTRUCTION_START = /\A<\?/
      INSTRUCTION_PATTERN = /<\?(.*?)(\s+.*?)?\?>/m
      MISSING_ATTRIBUTE_QUOTES = /^<#{UNAME_STR}\s+#{UNAME_STR}\s*=\s*[^"'\s]/m
      TAG_MATCH = /^<((?>#{NAME_STR}))\s*((?>\s+#{UNAME_STR}\s*=\s*(["']).*?\5)*)\s*(\/)?>/m
      CLOSE_MATCH = /^\s*<\/(#{NAME_STR})\s*>/m

      VERSION = /\bversion\s*=\s*["'](.*?)['"]/m
      ENCODING = /\bencoding\s*=\s*["'](.*?)['"]/m
      STANDALONE = /\bstandalone\s*=\s["'](.*?)['"]/m

      ENTITY_START = /\A\s*<!ENTITY/
      IDENTITY = /^([!\*\w\-]+)(\s+#{NCNAME_STR})?(\s+["'](.*?)['"])?(\s+['"](.*?)["'])?/
      ELEMENTDECL_START = /\A\s*<!ELEMENT/m
      ELEMENTDECL_PATTERN = /\A\s*(<!ELEMENT.*?)>/m
      SYSTEMENTITY = /\A\s*(%.*?;)\s*$/
      ENUMERATION = "\\(\\s*#{NMTOKEN}(?:\\s*\\|\\s*#{NMTOKEN})*\\s*\\)"
      NOTATIONTYPE = "NOTATION\\s+\\(\\s*#{NAME}(?:\\s*\\|\\s*#{NAME})*\\s*\\)"
      ENUMERATEDTYPE = "(?:(?:#{NOTATIONTYPE})|(?:#{ENUMERATION}))"
      ATTTYPE = "(CDATA|ID|IDREF|IDREFS|ENTITY|ENTITIES|NMTOKEN|NMTOKENS|#{ENUMERATEDTYPE})"
      ATTVALUE = "(?:\"((?:[^<&\"]|#{REFERENCE})*)\")|(?:'((?:[^<&']|#{REFERENCE})*)')"
      DEFAULTDECL = "(#REQUIRED|#IMPLIED|(?:(#FIXED\\s+)?#{ATTVALUE}))"
      ATTDEF = "\\s+#{NAME}\\s+#{ATTTYPE}\\s+#{DEFAULTDECL}"
      ATTDEF_RE = /\s+#{NAME}\s+(?:CDATA|ID|IDREF|IDREFS|ENTITY|ENTITIES|NMTOKEN|NMTOKENS|NOTATION\s+\([^)]*\)|\([^)]*\))\s+(#REQUIRED|#IMPLIED|(?:#FIXED\s+)?(?:"([^"]*)"|'([^']*)'))/m
      ATTLISTDECL_START = /\A\s*<!ATTLIST/m
      ATTLISTDECL_PATTERN = /\A\s*<!ATTLIST\s+#{NAME}(?:#{ATTDEF})*\s*>/m
      NOTATIONDECL_START = /\A\s*<!NOTATION/m
      PUBLIC = /\A\s*<!NOTATION\s+(\w[\-\w]*)\s+(PUBLIC)\s+(["'])(.*?)\3(?:\s+(["'])(.*?)\5)?\s*>/m
      SYSTEM = /\A\s*<!NOTATION\s+(\w[\-\w]*)\s+(SYSTEM)\s+(["'])(.*?)\3\s*>/m
      PUBLIC_ANYWHERE = /<!NOTATION\s+(\w[\-\w]*)\s+(PUBLIC)\s+(["'])(.*?)\3(?:\s+(["'])(.*?)\5)?\s*>/m
      SYSTEM_ANYWHERE = /<!NOTATION\s+(\w[\-\w]*)\s+(SYSTEM)\s+(["'])(.*?)\3\s*>/m

      TEXT_PATTERN = /\A([^<]*)/m

      PUBIDCHAR = "\x20\x0D\x0Aa-zA-Z0-9\\-()+,./:=?;!*@$_%#"
      SYSTEMLITERAL = %Q{((?:"[^"]*")|(?:'[^']*'))}
      PUBIDLITERAL = %Q{("[#{PUBIDCHAR}']*"|'[#{PUBIDCHAR}]*')}
      EXTERNALID = "(?:(?:(SYSTEM)\\s+#{SYSTEMLITERAL})|(?:(PUBLIC)\\s+#{PUBIDLITERAL}\\s+#{SYSTEMLITERAL}))"
      NDATADECL = "\\s+NDATA\\s+#{NAME}"
      PEREFERENCE = "%#{NAME};"
      ENTITYVALUE = %Q{((?:"(?:[^%&"]|#{PEREFERENCE}|#{REFERENCE})*")|(?:'([^%&']|#{PEREFERENCE}|#{REFERENCE})*'))}
      PEDEF = "(?:#{ENTITYVALUE}|#{EXTERNALID})"
      ENTITYDEF = "(?:#{ENTITYVALUE}|(?:#{EXTERNALID}(#{NDATADECL})?))"
      PEDECL = "<!ENTITY\\s+(%)\\s+#{NAME}\\s+#{PEDEF}\\s*>"
      GEDECL = "<!ENTITY\\s+#{NAME}\\s+#{ENTITYDEF}\\s*>"
      ENTITYDECL = /\s*(?:(?:#{GEDECL})|(?:#{PEDECL}))/m

      EREFERENCE = /&(?!#{NAME};)/

      DEFAULT_ENTITIES = {
        'gt' => [/&gt;/, '&gt;', '>', />/],
        'lt' => [/&lt;/, '&lt;', '<', /</],
        'quot' => [/&quot;/, '&quot;', '"', /"/],
        "apos" => [/&apos;/, "&apos;", "'", /'/]
      }

      # the five predefined entities, by name
      PREDEFINED = { 'gt' => '>', 'lt' => '<', 'amp' => '&', 'quot' => '"', 'apos' => "'" }

      def initialize(source)
        self.stream = source
      end

      def add_listener(listener)
        if !defined?(@listeners) or !@listeners
          @listeners = []
          instance_eval <<-EOL
            alias :_old_pull :pull
            def pull
              event = _old_pull
              @listeners.each do |listener|
                listener.receive event
              end
              event
            end
          EOL
        end
        @listeners << listener
      end

      attr_reader :source

      def stream=(source)
        @source = SourceFactory.create_from(source)
        @ss = @source.scanner
        @closed = nil
        @document_status = nil
        @tags = []
        @stack = []
        @entities = []
        @nsstack = []
        @attr_prefixes = nil
      end

      # offset of the unconsumed text (0 once all is consumed)
      def position
        if @source.respond_to? :position
          @source.empty? ? 0 : @source.position
        else
          0
        end
      end

      def empty?
        @stack.empty? and @source.empty?
      end

      def has_next?
        !(@stack.empty? and @source.empty?)
      end

      def unshift(token)
        @stack.unshift(token)
      end

      # looks +depth+ events ahead without consuming them
      def peek(depth = 0)
        raise %Q[Illegal argument "#{depth}"] if depth < -1
        temp = []
        if depth == -1
          temp.push(pull()) until empty?
        else
          while @stack.size + temp.size < depth + 1
            temp.push(pull())
          end
        end
        @stack += temp if temp.size > 0
        @stack[depth]
      end

      # returns the next event
      def pull
        if @closed
          x, @closed = @closed, nil
          return [:end_element, x]
        end
        return [:end_document] if empty?
        return @stack.shift if @stack.size > 0
        @ss = @source.scanner
        if @document_status.nil?
          event = pull_prolog
          raise event[1] if event && event[0] == :error
          return event if event
        end
        if @document_status == :in_doctype
          event = pull_doctype
          return event if event
        end
        begin
          if @ss.peek(1) == "<"
            if @ss.peek(2) == "</"
              md = @ss.scan(CLOSE_MATCH)
              raise REXML::ParseException.new("Missing end tag for " +
                "'#{@tags.last}' (got \"#{nil.to_s}\")", @source) unless md
              name = @ss[1]
              last_tag = @tags.pop
              @nsstack.shift
              if name != last_tag
                raise REXML::ParseException.new("Missing end tag for " +
                  "'#{last_tag}' (got \"#{name}\")", @source, self)
              end
              return [:end_element, last_tag]
            elsif @ss.peek(2) == "<!"
              # as in 1.8.7: after "<!-" the next comment anywhere ahead is
              # taken, after another "<!" the next CDATA section; what
              # comes before it is dropped
              if @ss.peek(3) == "<!-"
                return [:comment, @ss[1]] if @ss.scan_until(COMMENT_PATTERN)
              elsif @ss.scan_until(CDATA_PATTERN)
                return [:cdata, @ss[1]]
              end
              raise REXML::ParseException.new("Declarations can only occur " +
                "in the doctype declaration.", @source, self)
            else
              event = @ss.peek(2) == "<?" ? pull_instruction : pull_start_tag
              # (the helpers hand back their errors: 1.8.7 raises them here)
              raise event[1] if event[0] == :error
              return event
            end
          else
            text = @ss.scan(TEXT_PATTERN)
            return [:text, text]
          end
        rescue REXML::UndefinedNamespaceException
          raise
        rescue REXML::ParseException
          raise
        rescue Exception, NameError => error
          raise REXML::ParseException.new("Exception parsing",
            @source, self, (error ? error : $!))
        end
      rescue REXML::ParseException, REXML::UndefinedNamespaceException => e
        # (1.8.7's pull is one method: what its helpers raise comes from pull)
        e.set_backtrace(caller(0)) unless e.backtrace[0] =~ /in `pull'\z/
        raise e
      end
      private

      # an element's start tag: [:start_element, name, attributes]
      # TAG_MATCH starts with ^: as in 1.8.7, when the tag does not match
      # here, a tag at the start of a later line is taken and the text
      # before it dropped
      def pull_start_tag
        unless @ss.scan(TAG_MATCH) or @ss.scan_until(TAG_MATCH)
          @source.read_all if @source.respond_to?(:read_all)
          return [:error, REXML::ParseException.new("missing attribute quote", @source, self)] if
            @ss.match?(MISSING_ATTRIBUTE_QUOTES)
          return [:error, REXML::ParseException.new("malformed XML: missing tag start", @source, self)]
        end
        @document_status = :in_element
        prefix, name, attr_src, empty = @ss[2], @ss[1], @ss[4], @ss[6]
        attributes = {}
        prefixes = nil
        if attr_src.size > 0
          pairs = []
          attr_src.scan(ATTRIBUTE_PATTERN) do |aname, apre, alocal, q, value|
            if apre == "xmlns"
              prefixes ||= Set.new
              prefixes << alocal
            elsif apre
              (@attr_prefixes ||= []) << apre
            end
            pairs << [aname, value]
          end
          attributes = HashOrder.from_pairs(pairs)
        end
        @nsstack.unshift(prefixes || EMPTY_SET)
        undefined = prefix && undefined_prefix(prefix)
        if @attr_prefixes
          @attr_prefixes.each { |pre| undefined ||= undefined_prefix(pre) unless pre == "xml" }
          @attr_prefixes = nil
        end
        return [:error, UndefinedNamespaceException.new(undefined, @source, self)] if undefined
        if empty
          @closed = name
          @nsstack.shift
        else
          @tags.push(name)
        end
        [:start_element, name, attributes]
      end
      EMPTY_SET = Set.new.freeze

      # prefix, unless some open element declares it
      def undefined_prefix(prefix)
        return nil if prefix == "xml" or prefix == "xmlns"
        return nil if @nsstack.find { |set| set.include?(prefix) }
        prefix
      end

      def pull_instruction
        if @ss.scan(INSTRUCTION_PATTERN)
          return [:processing_instruction, @ss[1], @ss[2]]
        end
        [:error, REXML::ParseException.new("Bad instruction declaration", @source, self)]
      end

      # what may come before the root element: the XML declaration and the
      # document type declaration; nil when the next node is something else
      def pull_prolog
        if @ss.match?(XMLDECL_START)
          return pull_instruction unless @ss.scan(XMLDECL_PATTERN)
          decl = @ss[1]
          version = VERSION.match(decl)
          version = version[1] if version
          encoding = ENCODING.match(decl)
          encoding = encoding[1] if encoding
          if encoding
            @source.encoding = encoding
            @ss = @source.scanner
          end
          standalone = STANDALONE.match(decl)
          standalone = standalone[1] if standalone
          return [:xmldecl, version, encoding, standalone]
        elsif @ss.match?(DOCTYPE_START)
          unless @ss.scan(DOCTYPE_PATTERN)
            raise REXML::ParseException.new("Malformed node", @source, self)
          end
          return pull_doctype_start(@ss[1], @ss[2])
        end
        nil
      end

      # the <!DOCTYPE ...> header; its internal subset follows when it ends in [
      def pull_doctype_start(body, close)
        md = IDENTITY.match(body)
        raise REXML::ParseException.new("DOCTYPE is missing a name") unless md
        name = md[1]
        pub_sys = md[2] ? md[2].strip : nil
        long_name = md[4]
        uri = md[6]
        if close == "["
          @document_status = :in_doctype
        else
          # whitespace after a doctype without internal subset is dropped
          @ss.skip(/\s*/)
          @document_status = :after_doctype
          @stack << [:end_doctype]
        end
        [:start_doctype, name, pub_sys, long_name, uri]
      end

      # one declaration of the internal subset, or ]>; nil for what is
      # read as outside it (comments, instructions, text)
      def pull_doctype
        if @ss.match?(ELEMENTDECL_START)
          @ss.scan(ELEMENTDECL_PATTERN) or raise REXML::ParseException.new("Malformed node", @source, self)
          return [:elementdecl, @ss[1]]
        elsif @ss.match?(ENTITY_START)
          return pull_entitydecl
        elsif @ss.match?(ATTLISTDECL_START)
          return pull_attlistdecl
        elsif @ss.match?(NOTATIONDECL_START)
          return pull_notationdecl
        elsif @ss.scan(CDATA_END)
          @document_status = :after_doctype
          return [:end_doctype]
        elsif @ss.scan(SYSTEMENTITY)
          return [:externalentity, @ss[1]]
        end
        nil
      end

      def pull_entitydecl
        unless @ss.scan(ENTITYDECL) and @ss[0] =~ /\A\s*<!ENTITY/
          # 1.8.7 fails here indexing the missing match
          raise NoMethodError.new("undefined method `[]' for nil:NilClass", :[])
        end
        [:entitydecl, *entitydecl_fields(@ss[0], @ss[0] =~ /<!ENTITY\s+%/)]
      end

      # the fields 1.8.7 reports for each form of <!ENTITY ...>
      def entitydecl_fields(s, ref)
        s =~ /<!ENTITY\s+(%\s+)?(#{NAME})\s+/m
        name = $3
        rest = $'
        fields = [name]
        if rest =~ /\A(["'])(.*?)\1/m
          fields << $2
        elsif rest =~ /\ASYSTEM\s+(["'])(.*?)\1/m
          fields << "SYSTEM" << $2
        elsif rest =~ /\APUBLIC\s+(["'])(.*?)\1\s+(["'])(.*?)\3/m
          fields << "PUBLIC" << $2 << $4
        end
        if rest =~ /(["'])\s*(\s+NDATA\s+(#{NAME}))\s*>\z/m
          fields << $2 << $3
        end
        fields << '%' if ref
        fields
      end

      def pull_attlistdecl
        unless @ss.scan(ATTLISTDECL_PATTERN)
          raise REXML::ParseException.new("Bad ATTLIST declaration!", @source, self)
        end
        raw = @ss[0]
        element = @ss[1]
        pairs = []
        raw.scan(ATTDEF_RE) do
          m = $~
          pairs << [m[1], m[3] || m[4]]
        end
        [:attlistdecl, element, HashOrder.from_pairs(pairs), raw]
      end

      def pull_notationdecl
        if @ss.scan_until(PUBLIC_ANYWHERE)
          return [:notationdecl, @ss[1], @ss[2], @ss[4], @ss[6]]
        elsif @ss.scan_until(SYSTEM_ANYWHERE)
          return [:notationdecl, @ss[1], @ss[2], nil, @ss[4]]
        end
        raise REXML::ParseException.new("Malformed notation declaration: " +
          "neither 'SYSTEM' nor 'PUBLIC' was found", @source, self)
      end
      public

      # the replacement text of entity +reference+ ("&name;") among +entities+
      def entity(reference, entities)
        value = nil
        value = entities[reference] if entities
        if not value
          value = DEFAULT_ENTITIES[reference]
          value = value[2] if value
        end
        unnormalize(value, entities) if value
      end

      # escapes &, < and > (and entities given in +entities+)
      def normalize(input, entities = nil, entity_filter = nil)
        copy = input.clone
        copy.gsub!(EREFERENCE, '&amp;')
        entities.each do |key, value|
          copy.gsub!(value, "&#{key};") unless entity_filter and entity_filter.include?(entity)
        end if entities
        copy.gsub!(EREFERENCE, '&amp;')
        DEFAULT_ENTITIES.each do |key, value|
          copy.gsub!(value[3], value[1])
        end
        copy
      end

      # replaces character and entity references by what they stand for
      def unnormalize(string, entities = nil, filter = nil)
        return string unless string.index("&")
        string.gsub(/&(?:#(\d+)|#x([0-9a-fA-F]+)|(#{NAME}));/) do
          if $1
            [$1.to_i].pack('U')
          elsif $2
            [$2.hex].pack('U')
          else
            name = $3
            if filter and filter.include?(name)
              "&#{name};"
            elsif entities and entities[name]
              entities[name]
            elsif name != "amp" and PREDEFINED[name]
              PREDEFINED[name]
            elsif name == "amp"
              "&"
            else
              "&#{name};"
            end
          end
        end
      end
    end
  end
end
