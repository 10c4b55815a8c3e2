module REXML
  # The XPath core function library.  Functions receive evaluated
  # arguments; the context node, position and size are set by XPathParser
  # before each call.
  module Functions
    @@context = nil
    @@namespace_context = {}
    @@variables = {}

    def Functions::namespace_context=(x); @@namespace_context = x; end
    def Functions::variables=(x); @@variables = x; end
    def Functions::namespace_context; @@namespace_context; end
    def Functions::variables; @@variables; end

    def Functions::context=(value); @@context = value; end

    def Functions::text
      if @@context[:node].node_type == :element
        return @@context[:node].find_all { |n| n.node_type == :text }.collect { |n| n.value }
      elsif @@context[:node].node_type == :text
        return @@context[:node].value
      else
        return false
      end
    end

    def Functions::last
      @@context[:size]
    end

    def Functions::position
      @@context[:index]
    end

    def Functions::count(node_set)
      node_set.size
    end

    def Functions::id(object)
    end

    # the local name of the first node of +node_set+ (or the context node);
    # without such a node, as 1.8.7, what get_namespace answers (the
    # node-set or string itself, nil for a number)
    def Functions::local_name(node_set = nil)
      get_namespace(node_set) do |node|
        return node.local_name
      end
    end

    # name() and namespace-uri() of a node-set answer the node-set itself
    # in 1.8.7 (only the context node form answers a string)
    def Functions::namespace_uri(node_set = nil)
      get_namespace(node_set) { |node| node.namespace }
    end

    def Functions::name(node_set = nil)
      get_namespace(node_set) do |node|
        node.expanded_name
      end
    end

    def Functions::get_namespace(node_set = nil)
      if node_set == nil
        # (outside an evaluation there is no node: nil, as 1.8.7)
        yield @@context[:node] if @@context and @@context[:node].respond_to?(:namespace)
      else
        if node_set.respond_to? :each
          node_set.each { |node| yield node if node.respond_to?(:namespace) }
        elsif node_set.respond_to? :namespace
          yield node_set
        end
      end
    end

    # the XPath string value of +object+ (context node when nil)
    def Functions::string(object = nil)
      # (as 1.8.7, no argument is no node: "")
      if object.respond_to?(:node_type)
        if object.node_type == :attribute
          object.value
        elsif object.node_type == :element || object.node_type == :document
          string_value(object)
        elsif object.node_type == :text
          object.to_s   # (its text as written, entities and all, as 1.8.7)
        else
          object.respond_to?(:value) ? object.value.to_s : object.to_s
        end
      elsif object.kind_of?(Array)
        return "" if object.empty?
        string(object[0])
      elsif object.kind_of?(Float)
        if object.nan?
          "NaN"
        elsif object.infinite?
          object > 0 ? "Infinity" : "-Infinity"
        else
          object.to_s
        end
      elsif object.kind_of?(Integer)
        object.to_s
      elsif object == true or object == false
        object.to_s
      else
        object.to_s
      end
    end

    # the concatenated text below +node+ (as 1.8.7: each text as written,
    # with its entity references)
    def Functions::string_value(node)
      rv = ""
      node.children.each { |n|
        if n.node_type == :text
          rv << n.to_s
        elsif n.respond_to?(:children) and (n.node_type == :element)
          rv << string_value(n)
        end
      }
      rv
    end

    # As 1.8.7's REXML: the arguments are joined as they are, so a node-set
    # gives every node's markup (text nodes: their text), not its string-value.
    def Functions::concat(*objects)
      objects.join
    end

    def Functions::starts_with(string, test)
      string(string).index(string(test)) == 0
    end

    def Functions::contains(string, test)
      string(string).include?(string(test))
    end

    def Functions::substring_before(string, test)
      ruby_string = string(string)
      ruby_index = ruby_string.index(string(test))
      if ruby_index.nil?
        ""
      else
        ruby_string[0...ruby_index]
      end
    end

    def Functions::substring_after(string, test)
      ruby_string = string(string)
      test_string = string(test)
      return $1 if ruby_string =~ /#{Regexp.escape(test_string)}(.*)/m
      ""
    end

    # substring(string, start [, length]) as 1.8.7: positions counted from
    # 1 and rounded; an infinite start gives "", an infinite length the
    # string's; a start past the end gives nil (as Ruby's String#[])
    def Functions::substring(string, start, length = nil)
      ruby_string = string(string)
      ruby_length = length.nil? ? ruby_string.length.to_f : number(length)
      ruby_start = number(start)
      return '' if ruby_length.nan? or ruby_start.nan? or ruby_start.infinite?
      infinite_length = ruby_length.infinite? && ruby_length > 0
      ruby_length = ruby_string.length if infinite_length
      ruby_start = ruby_start.round - 1
      ruby_length = ruby_length.round
      if ruby_start < 0
        ruby_length += ruby_start unless infinite_length
        ruby_start = 0
      end
      return '' if ruby_length <= 0
      ruby_string[ruby_start, ruby_length]
    end

    def Functions::string_length(string)
      string(string).length
    end

    def Functions::normalize_space(string = nil)
      string = string(@@context[:node]) if string.nil?
      if string.kind_of? Array
        string.collect { |x| string.to_s.strip.gsub(/\s+/um, ' ') if string }
      else
        string.to_s.strip.gsub(/\s+/um, ' ')
      end
    end

    # as 1.8.7: the string is read as UTF-8 characters, the two maps as
    # bytes, and the result written as UTF-8 (a non-ASCII character in the
    # maps matches nothing; one in the second map gives its bytes as
    # characters)
    def Functions::translate(string, tr1, tr2)
      from = string(tr1).unpack('C*')
      to = string(tr2).unpack('C*')
      map = {}
      from.each_with_index { |c, i| map[c] = to[i] unless map.has_key?(c) }
      string(string).unpack('U*').map { |c| map.has_key?(c) ? map[c] : c }.compact.pack('U*')
    end

    # truth of a value: strings (see below), arrays holding something
    # neither false nor nil (as 1.8.7: [false], a function's false, is
    # false); every number is true in 1.8.7 (0 and NaN too)
    def Functions::boolean(object = nil)
      if object.kind_of? String
        # (as 1.8.7: a string with a digit in it is true when its to_f is
        # not 0, so "0", "0.0" and "a1" are false)
        return object.to_f != 0 if object =~ /\d/
        return !object.empty?
      elsif object.kind_of? Array
        return object.any? { |v| v }
      elsif object.kind_of? Numeric
        return true
      elsif object == true or object == false
        return object
      end
      !object.nil?
    end

    def Functions::not(object)
      not boolean(object)
    end

    def Functions::true()
      true
    end

    def Functions::false()
      false
    end

    def Functions::lang(language)
      lang = false
      node = @@context[:node]
      attr = nil
      until node.nil?
        if node.node_type == :element
          attr = node.attributes["xml:lang"]
          unless attr.nil?
            lang = compare_language(string(language), attr)
            break
          else
          end
        end
        node = node.parent
      end
      lang
    end

    def Functions::compare_language(lang1, lang2)
      lang2.downcase.index(lang1.downcase) == 0
    end

    # XPath number conversion: strings are parsed, booleans are 1 or 0,
    # anything else not a number is NaN
    def Functions::number(object = nil)
      object = @@context[:node] unless object
      case object
      when true
        Float(1)
      when false
        Float(0)
      when Array
        number(string(object))
      when Numeric
        object.to_f
      else
        str = string(object)
        if str =~ /\A\s*-?(?:\d+(?:\.\d*)?|\.\d+)\s*\z/
          str.to_f
        else
          0.0 / 0.0
        end
      end
    end

    def Functions::sum(nodes)
      nodes = [nodes] unless nodes.kind_of? Array
      nodes.inject(0) { |r, n| r + number(string(n)) }
    end

    def Functions::floor(number)
      number(number).floor
    end

    def Functions::ceiling(number)
      number(number).ceil
    end

    def Functions::round(number)
      begin
        number(number).round
      rescue FloatDomainError
        number(number)
      end
    end

    def Functions::processing_instruction(node)
      node.node_type == :processing_instruction
    end

    def Functions::method_missing(id)
      puts "METHOD MISSING #{id.id2name}"
      XPath.match(@@context[:node], id.id2name)
    end
  end
end
