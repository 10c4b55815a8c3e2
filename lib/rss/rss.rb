require "time"
require "English"
require "rexml/hashorder"
require "rss/utils"
require "rss/converter"

class Time
  class << self
    unless respond_to?(:w3cdtf)
      # parses a W3C date-time; a time with a zone other than Z becomes
      # local time
      def w3cdtf(date)
        if /\A\s*(-?\d+)-(\d\d)-(\d\d)(?:T(\d\d):(\d\d)(?::(\d\d)(?:\.(\d+))?)?(Z|[+-]\d\d:\d\d)?)?\s*\z/i =~ date and
            (($5 and $8) or (!$5 and !$8))
          fields = [$1.to_i, $2.to_i, $3.to_i, $4.to_i, $5.to_i, $6.to_i]
          usec = $7 ? ("0." + $7).to_f * 1000000 : 0
          zone = $8
          if zone
            time = Time.utc(*(fields + [usec]))
            if zone =~ /\A([+-])(\d\d):(\d\d)\z/
              off = ($2.to_i * 3600 + $3.to_i * 60) * ($1 == '-' ? -1 : 1)
              time = (time - off).localtime
            end
            time
          else
            Time.local(*(fields + [usec]))
          end
        else
          raise ArgumentError.new("invalid date: #{date.inspect}")
        end
      end
    end
  end

  unless method_defined?(:w3cdtf)
    def w3cdtf
      if usec.zero?
        fraction_digits = 0
      else
        fraction_digits = Math.log10(usec.to_s.sub(/0*$/, '').to_i).floor + 1
      end
      xmlschema(fraction_digits)
    end
  end
end

module RSS
  VERSION = "0.2.4"
  URI = "http://purl.org/rss/1.0/"
  DEBUG = false

  class Error < StandardError; end

  class OverlappedPrefixError < Error
    attr_reader :prefix
    def initialize(prefix)
      @prefix = prefix
    end
  end

  class InvalidRSSError < Error; end

  class MissingTagError < InvalidRSSError
    attr_reader :tag, :parent
    def initialize(tag, parent)
      @tag, @parent = tag, parent
      super("tag <#{tag}> is missing in tag <#{parent}>")
    end
  end

  class TooMuchTagError < InvalidRSSError
    attr_reader :tag, :parent
    def initialize(tag, parent)
      @tag, @parent = tag, parent
      super("tag <#{tag}> is too much in tag <#{parent}>")
    end
  end

  class MissingAttributeError < InvalidRSSError
    attr_reader :tag, :attribute
    def initialize(tag, attribute)
      @tag, @attribute = tag, attribute
      super("attribute <#{attribute}> is missing in tag <#{tag}>")
    end
  end

  class UnknownTagError < InvalidRSSError
    attr_reader :tag, :uri
    def initialize(tag, uri)
      @tag, @uri = tag, uri
      super("tag <#{tag}> is unknown in namespace specified by uri <#{uri}>")
    end
  end

  class NotExpectedTagError < InvalidRSSError
    attr_reader :tag, :uri, :parent
    def initialize(tag, uri, parent)
      @tag, @uri, @parent = tag, uri, parent
      super("tag <{#{uri}}#{tag}> is not expected in tag <#{parent}>")
    end
  end
  NotExceptedTagError = NotExpectedTagError

  class NotAvailableValueError < InvalidRSSError
    attr_reader :tag, :value, :attribute
    def initialize(tag, value, attribute = nil)
      @tag, @value, @attribute = tag, value, attribute
      message = "value <#{value}> of "
      message << "attribute <#{attribute}> of " if attribute
      message << "tag <#{tag}> is not available."
      super(message)
    end
  end

  class UnknownConversionMethodError < Error
    attr_reader :to, :from
    def initialize(to, from)
      @to = to
      @from = from
      super("can't convert to #{to} from #{from}.")
    end
  end
  UnknownConvertMethod = UnknownConversionMethodError

  class ConversionError < Error
    attr_reader :string, :to, :from
    def initialize(string, to, from)
      @string = string
      @to = to
      @from = from
      super("can't convert #{@string} to #{to} from #{from}.")
    end
  end

  class NotSetError < Error
    attr_reader :name, :variables
    def initialize(name, variables)
      @name = name
      @variables = variables
      super("required variables of #{@name} are not set: #{@variables.join(', ')}")
    end
  end

  class UnsupportedMakerVersionError < Error
    attr_reader :version
    def initialize(version)
      @version = version
      super("Maker doesn't support version: #{@version}")
    end
  end

  # One kind of child element of an Element class.
  # the entries of a repeatable text child kept as elements of klass:
  # values given are wrapped in one
  class TextList < Array
    def initialize(klass)
      super()
      @klass = klass
    end

    def wrap(v)
      return v if v.kind_of?(@klass)
      e = @klass.new
      e.content = v
      e
    end

    def <<(v) super(wrap(v)) end
    def push(*vs) super(*vs.map { |v| wrap(v) }) end
    def unshift(*vs) super(*vs.map { |v| wrap(v) }) end
    def replace(a) super(a.map { |v| wrap(v) }) end
    def concat(a) super(a.map { |v| wrap(v) }) end

    def []=(i, v)
      super(i, wrap(v))
    end
  end

  # (write_only: a tag written but not read back, as itunes:new_feed_url)
  ChildSpec = Struct.new(:tag, :uri, :occurs, :name, :type, :klass, :date_type, :plural, :write_only)
  AttrSpec = Struct.new(:name, :uri, :required, :type, :accessor)

  # The base of every RSS/RDF/Atom element class: children and attributes
  # are declared per class (install_* methods); parsing fills them, #to_s
  # writes them back in the declared order.
  class Element
    include Utils
    INDENT = "  "

    # the text of an entry of a repeatable text child (an element of its
    # own class, or the text itself)
    def self.text_value(v)
      v.kind_of?(Element) && v.class.have_content? ? v.content : v
    end
    MUST_CALL_VALIDATORS = {}
    MODELS = []
    GET_ATTRIBUTES = []
    HAVE_CHILDREN_ELEMENTS = []
    TO_ELEMENT_METHODS = []
    NEED_INITIALIZE_VARIABLES = []
    PLURAL_FORMS = {}
    LISTENER_TEXT_SKIP = {}

    class << self
      def inherited(klass)
        super
        klass.instance_variable_set(:@child_specs, child_specs.dup)
        klass.instance_variable_set(:@attr_specs, attr_specs.dup)
        klass.instance_variable_set(:@content_type, content_type)
        klass.instance_variable_set(:@sort_children, sort_children?)
        klass.instance_variable_set(:@added, Hash[*added.map { |k, v| [k, v.dup] }.flatten(1)])
      end

      # what the add_* and install_model calls gave besides the
      # declarations (kept by subclasses)
      def added
        @added ||= {}
      end
      private :added

      def added_list(name)
        added[name] ||= []
      end
      private :added_list

      def add_need_initialize_variable(variable_name, init_value = "nil")
        added_list(:need_initialize_variables) << variable_name
        need_initialize_variables
      end

      def add_plural_form(singular, plural)
        added[:plural_forms] ||= {}
        added[:plural_forms][singular] = plural
      end

      def add_to_element_method(method_name)
        added_list(:to_element_methods) << method_name
        to_element_methods
      end

      def add_have_children_element(variable_name, plural_name)
        added_list(:have_children_elements) << [variable_name, plural_name]
        have_children_elements
      end

      def install_model(tag, uri, occurs = nil, getter = nil, plural = false)
        getter ||= tag
        list = added_list(:models)
        if (m = list.find { |x| x[0] == tag and x[1] == uri })
          m[2] = occurs
        else
          list << [tag, uri, occurs, getter, plural]
          models
        end
      end

      def install_must_call_validator(prefix, uri)
        added[:must_call_validators] ||= {}
        added[:must_call_validators][uri] = prefix
      end

      def child_specs
        @child_specs ||= []
      end

      # 1.8.7's views of the declarations: [tag, uri, occurs (nil for
      # exactly one), accessor (plural for a list), list?] per child
      def models
        specs = child_specs.reject { |c| c.date_type == :parse_only }
        if sort_children?
          # (Atom: a feed's or entry's own elements in name order, entries last)
          own = specs.select { |c| c.uri == required_uri }
          specs = own.sort_by { |c| [c.tag == "entry" ? 1 : 0, c.tag] } + (specs - own)
        end
        specs.map do |c|
          list = (c.type == :children or c.type == :texts)
          [c.tag, c.uri, c.occurs == "" ? nil : c.occurs, list ? c.plural : c.name, list]
        end + added_list(:models).map { |m| m.dup }
      end

      # [name, uri, true or nil (required), the name as written] per attribute
      def get_attributes
        attr_specs.map do |a|
          shown = a.name
          if a.uri.kind_of?(String) and !a.uri.empty?
            pair = ALL_PREFIXES.find { |pfx, u| u == a.uri }
            shown = "#{pair[0]}:#{a.name}" if pair
          end
          [a.name, a.uri, a.required == false ? false : (a.required ? true : nil), shown]
        end
      end

      # [singular, plural] of each repeatable child
      def have_children_elements
        models.select { |m| m[4] }.map do |m|
          spec = child_specs.find { |c| c.plural == m[3] }
          spec ? [spec.name, spec.plural] : nil
        end.compact + added_list(:have_children_elements)
      end

      def plural_forms
        h = {}
        (have_children_elements - added_list(:have_children_elements)).each { |single, plural| h[single] = plural }
        h.update(added[:plural_forms] || {})
      end

      # the NAME_element(s) methods that make each child's element
      def to_element_methods
        models.map do |m|
          spec = m[4] && child_specs.find { |c| c.plural == m[3] }
          if spec
            "#{spec.name}_elements"
          else
            "#{m[3]}_element"
          end
        end + added_list(:to_element_methods)
      end

      # the namespaces whose children this element checks: uri => prefix
      def must_call_validators
        h = { required_uri => own_validator_prefix }
        child_specs.each do |c|
          next if c.uri.nil? or h.has_key?(c.uri)
          pair = ALL_PREFIXES.find { |pfx, u| u == c.uri }
          h[c.uri] = pair[0] if pair
        end
        h.update(added[:must_call_validators] || {})
      end

      def own_validator_prefix
        ""
      end

      # the attributes and single children an element starts with as nil
      def need_initialize_variables
        names = get_attributes.map { |a| a[0] } + (models - added_list(:models)).reject { |m| m[4] }.map { |m| m[3] }
        # (in the order they were installed, or Atom's sorted order)
        order = sort_children? ? [] : added_list(:install_order).uniq
        ordered, rest = names.partition { |n| order.include?(n) }
        ordered.sort_by { |n| order.index(n) } + rest + added_list(:need_initialize_variables)
      end

      def attr_specs
        @attr_specs ||= []
      end

      def content_type
        defined?(@content_type) ? @content_type : nil
      end

      def have_content?
        !content_type.nil?
      end

      # children written sorted by tag name (Atom) instead of declared order
      def sort_children
        @sort_children = true
      end

      def sort_children?
        defined?(@sort_children) ? @sort_children : nil
      end

      def tag_name
        @tag_name ||= begin
          n = name.split("::").last
          n[0, 1].downcase + n[1..-1]
        end
      end

      def tag_name=(name)
        @tag_name = name
      end

      def required_uri
        ""
      end

      def required_prefix
        nil
      end

      def install_ns(prefix, uri)
        ns_pool[prefix] = uri
      end

      def ns_pool
        const_defined?(:NSPOOL) ? const_get(:NSPOOL) : {}
      end

      def add_child_spec(spec)
        child_specs.delete_if { |s| s.tag == spec.tag and s.uri == spec.uri }
        child_specs << spec
        @child_specs_by_key = nil
      end

      def child_spec_for(tag, uri)
        @child_specs_by_key ||= {}
        key = "#{uri}\0#{tag}"
        return @child_specs_by_key[key] if @child_specs_by_key.has_key?(key)
        @child_specs_by_key[key] = child_specs.find { |s| s.tag == tag and s.uri == uri }
      end

      # a text child written as <tag>value</tag>; type converts the text
      def install_text_element(tag, uri, occurs, name = nil, type = nil, disp_name = nil)
        name ||= tag
        added_list(:install_order) << name
        add_child_spec(ChildSpec.new(tag, uri, occurs, name, :text, nil, type))
        define_value_accessors(name, type, [tag, uri])
        register_text_in_listener(uri, tag, name)
        self
      end

      # a repeatable text child: name answers the first value, the plural
      # name all of them
      # name all of them (as elements of klass when given: 1.8.7's
      # DublinCoreTitle ..., whose value is the text)
      def install_text_list_element(tag, uri, name, plural, type = nil, klass = nil)
        add_child_spec(ChildSpec.new(tag, uri, "*", name, :texts, klass, type, plural))
        define_method(plural) { instance_variable_get("@#{name}") }
        define_method(name) { Element.text_value(instance_variable_get("@#{name}").first) }
        define_method("#{name}=") do |value|
          list = instance_variable_get("@#{name}")
          value = convert_value(value, type, [tag, uri], true)
          if klass and !list.empty? and !value.kind_of?(klass)
            list.first.content = value
          else
            list[0] = value
          end
        end
      end

      def install_date_element(tag, uri, occurs, name = nil, type = nil, disp_name = nil)
        name ||= tag
        added_list(:install_order) << name
        add_child_spec(ChildSpec.new(tag, uri, occurs, name, :date, nil, type))
        define_value_accessors(name, type || :w3cdtf, tag)
        register_text_in_listener(uri, tag, name)
        self
      end

      # the text elements the listeners know (BaseListener.available_tags);
      # "uri\0tag" keys of LISTENER_TEXT_SKIP are not (1.8.7 reads them as
      # elements of their own class)
      def register_text_in_listener(uri, tag, name)
        return if LISTENER_TEXT_SKIP["#{uri}\0#{tag}"]
        ::RSS::BaseListener.install_get_text_element(uri, tag, name) if defined?(::RSS::BaseListener)
      end
      private :register_text_in_listener

      # a child element (an Element of its own class)
      def install_have_child_element(tag, uri, occurs, name = nil, klass = nil)
        name ||= tag
        added_list(:install_order) << name
        add_child_spec(ChildSpec.new(tag, uri, occurs, name, :child, klass))
        attr_reader name
        define_method("#{name}=") { |value| instance_variable_set("@#{name}", value) }
        self
      end
      alias_method(:install_have_attribute_element, :install_have_child_element)

      # repeated child elements, kept in an Array (plural accessor)
      def install_have_children_element(tag, uri, occurs, name = nil, plural = nil, klass = nil)
        name ||= tag
        plural ||= "#{name}s"
        add_child_spec(ChildSpec.new(tag, uri, occurs, name, :children, klass, nil, plural))
        define_method(plural) { instance_variable_get("@#{name}") }
        define_method(name) do |*args|
          list = instance_variable_get("@#{name}")
          args.empty? ? list.first : list[*args]
        end
        define_method("#{name}=") do |*args|
          list = instance_variable_get("@#{name}")
          if args.size == 1
            list[0] = args[0]
          else
            list[args[0]] = args[1]
          end
        end
        alias_method("set_#{name}", "#{name}=")
        self
      end

      def install_get_attribute(name, uri, required = true, type = nil, disp_name = nil, element_name = nil)
        element_name ||= name
        added_list(:install_order) << name
        attr_specs.delete_if { |a| a.name == name }
        attr_specs << AttrSpec.new(name, uri, required, type, element_name)
        define_value_accessors(element_name, type, name)
        need_initialize_variables
      end

      def content_setup(type = nil, disp_name = nil)
        @content_type = type || :text
        define_value_accessors("content", type)
        true
      end

      def define_value_accessors(name, type, tag = nil)
        attr_reader name
        define_method("#{name}=") do |value|
          instance_variable_set("@#{name}", convert_value(value, type, tag))
        end
      end

      def need_parent?
        false
      end
    end

    attr_accessor :parent, :do_validate

    class << self
      # the values new takes in order (1.8.7's Li.new(resource),
      # Cloud.new(domain, port, ...)) besides (do_validate, attrs)
      def init_args(*names)
        @init_args = names.map { |n| n.to_s }
      end

      def init_arg_names
        return @init_args if defined?(@init_args) and @init_args
        superclass.respond_to?(:init_arg_names) ? superclass.init_arg_names : []
      end
    end

    def initialize(*args)
      names = self.class.init_arg_names
      if names.empty? or element_initialize_arguments?(args)
        initialize_element(*args)
      else
        initialize_element
        names.each_with_index do |n, i|
          break if i >= args.size
          v = args[i]
          # a list (Seq.new([li, ...])) replaces the children
          if v.kind_of?(Array) and instance_variable_get("@#{n}").kind_of?(Array)
            instance_variable_set("@#{n}", v.dup)
          else
            __send__("#{n}=", v)
          end
        end
      end
    end

    # (do_validate), (attrs) or (do_validate, attrs): not positional values
    def element_initialize_arguments?(args)
      return true if args.empty?
      return false if args.size > 2
      first_ok = args[0] == true || args[0] == false || args[0].is_a?(Hash) || (args[0].nil? && args.size == 1)
      first_ok and (args.size == 1 or args[1].nil? or args[1].is_a?(Hash))
    end

    def initialize_element(do_validate = true, attrs = nil)
      @parent = nil
      @converter = nil
      if attrs.nil? and (do_validate.is_a?(Hash) or do_validate.nil?)
        do_validate, attrs = true, do_validate
      end
      @do_validate = do_validate
      self.class.child_specs.each do |s|
        list = s.type == :texts && s.klass ? TextList.new(s.klass) : []
        instance_variable_set("@#{s.name}", (s.type == :children or s.type == :texts) ? list : nil)
      end
      self.class.attr_specs.each { |a| instance_variable_set("@#{a.accessor}", nil) }
      @content = nil if self.class.have_content?
      (attrs || {}).each { |k, v| __send__("#{k}=", v) if respond_to?("#{k}=") }
    end

    def tag_name
      self.class.tag_name
    end

    def full_name
      prefix = self.class.required_prefix
      prefix ? "#{prefix}:#{tag_name}" : tag_name
    end

    def converter=(converter)
      @converter = converter
    end

    def convert(value)
      @converter ? @converter.convert(value) : value
    end

    # checks the attributes, then the children (each first, unless
    # recursive is false: the parser checks each element at its end tag,
    # as 1.8.7 does), then the children's occurrences
    def validate(ignore_unknown_element = true, recursive = true)
      validate_attributes
      self.class.child_specs.each do |s|
        next unless recursive
        value = instance_variable_get("@#{s.name}")
        if s.type == :children
          value.each { |c| c.validate(ignore_unknown_element) if c.respond_to?(:validate) }
        elsif s.type == :child and value.respond_to?(:validate)
          value.validate(ignore_unknown_element)
        end
      end
      self.class.child_specs.each do |s|
        value = instance_variable_get("@#{s.name}")
        count = (s.type == :children or s.type == :texts) ? value.size : (value.nil? ? 0 : 1)
        count = @parsed_counts[s.name] if s.type == :child and @parsed_counts and @parsed_counts[s.name] > count
        raise MissingTagError.new(s.tag, tag_name) if count == 0 and (s.occurs == "" or s.occurs == "+" or s.occurs.nil?)
        raise TooMuchTagError.new(s.tag, tag_name) if count > 1 and (s.occurs == "" or s.occurs == "?")
      end
      true
    end

    # raises MissingAttributeError for the first required attribute not
    # set (the parser checks them at the start tag, as 1.8.7)
    def validate_attributes
      self.class.attr_specs.each do |a|
        if a.required and instance_variable_get("@#{a.accessor}").nil?
          name = a.name
          name = "#{prefix_for(a.uri)}:#{name}" if a.uri and !a.uri.empty? and a.uri != self.class.required_uri
          raise MissingAttributeError.new(tag_name, name)
        end
      end
    end

    def valid?(ignore_unknown_element = true)
      validate(ignore_unknown_element)
      true
    rescue RSS::Error
      false
    end

    # (an Atom content element answers these from its type)
    def have_xml_content?
      false
    end

    def need_base64_encode?
      false
    end

    def to_s(need_convert = true, indent = '')
      if self.class.have_content?
        return "" if content.nil? and !empty_content_ok?
        rv = tag(indent) { |next_indent| [] }
      else
        rv = tag(indent) do |next_indent|
          children_strings(need_convert, next_indent)
        end
      end
      rv = convert(rv) if need_convert
      rv
    end

    def empty_content_ok?
      false
    end

    # the attribute values, entered in the order that gives 1.8.7's
    # attribute order (the last declared first)
    # the attribute pairs, in the order 1.8.7's attribute Hash gets them
    def full_attributes
      attrs = []
      self.class.attr_specs.reverse_each do |a|
        value = instance_variable_get("@#{a.accessor}")
        next if value.nil?
        # an attribute with a namespace is written prefixed, even in its
        # own element's namespace (image:size on image:favicon)
        key = a.uri.nil? || a.uri.empty? ? a.name : "#{prefix_for(a.uri)}:#{a.name}"
        attrs << [key, attribute_string(value, a.type)]
      end
      attrs
    end

    def prefix_for(uri)
      pair = ALL_PREFIXES.find { |p, u| u == uri }
      pair ? pair[0] : ""
    end

    def attribute_string(value, type)
      case type
      when :boolean then value.to_s
      else value.to_s
      end
    end

    def content_string
      value = content
      value = value.w3cdtf if value.kind_of?(Time)
      h(value)
    end

    def ns_declarations
      {}
    end

    # writes <name attrs>children</name> at +indent+; the attributes in
    # the order of 1.8.7's attribute Hash
    def tag(indent, additional_attrs = {})
      next_indent = indent + INDENT
      # an element lacking a required attribute is not written (1.8.7)
      return "" if self.class.attr_specs.any? { |a| a.required and instance_variable_get("@#{a.accessor}").nil? }
      attrs = full_attributes
      pairs = []
      (additional_attrs.to_a + attrs.to_a).each { |k, v| pairs << [k, v] }
      ordered = REXML::HashOrder.order(pairs.map { |k, v| k })
      lookup = {}
      pairs.each { |k, v| lookup[k] = v }
      start_tag = make_start_tag(indent, next_indent, ordered.map { |k| [k, lookup[k]] })
      if self.class.have_content?
        # an element of text content is written open and closed, even empty
        text = content_string
        return "#{start_tag}>#{text}</#{full_name}>"
      end
      return "" unless have_required_elements?
      content = yield(next_indent)
      content = content.reject { |x| x.nil? or x.empty? }
      if content.empty?
        # nothing at all (no attribute, no child) is not written either
        pairs.empty? ? "" : "#{start_tag}/>"
      else
        "#{start_tag}>\n#{content.join("\n")}\n#{indent}</#{full_name}>"
      end
    end

    # <name first="..."
    #   second="..."
    def make_start_tag(indent, next_indent, pairs)
      attrs = pairs.map { |k, v| "#{k}=\"#{h(v)}\"" }
      start_tag = "#{indent}<#{full_name}"
      start_tag << " " << attrs.join("\n#{next_indent}") unless attrs.empty?
      start_tag
    end

    # an element lacking a required child is not written (1.8.7); the
    # classes listed in OUTPUT_REQUIRED need those children for output only
    def have_required_elements?
      extra = self.class.respond_to?(:output_required) ? self.class.output_required : []
      self.class.child_specs.all? do |s|
        next true unless s.occurs == "" or s.occurs == "+" or extra.include?(s.tag)
        value = instance_variable_get("@#{s.name}")
        case s.type
        when :children, :texts then !value.empty? and (s.type == :texts or value.any? { |c| !c.to_s(false, "").empty? })
        when :child then !value.nil? and !value.to_s(false, "").empty?
        else !value.nil? and !value.to_s.empty?  # a required text "" too
        end
      end
    end

    def children_strings(need_convert, indent)
      specs = self.class.child_specs
      if self.class.sort_children?
        own = specs.select { |s| s.uri == self.class.required_uri }
        specs = own.sort_by { |s| s.tag } + (specs - own)
      end
      strings_for(specs, indent)
    end

    def strings_for(specs, indent)
      out = []
      specs.each do |s|
        value = instance_variable_get("@#{s.name}")
        next if s.date_type == :parse_only  # a second tag read into s.name
        case s.type
        when :text, :date
          next if value.nil?
          out << text_child(s, value, indent)
        when :child
          out << value.to_s(false, indent) unless value.nil?
        when :children
          value.each { |c| out << c.to_s(false, indent) }
        when :texts
          value.each { |v| out << text_child(s, Element.text_value(v), indent) unless Element.text_value(v).nil? }
        end
      end
      out
    end

    def text_child(spec, value, indent)
      # only a child in a default namespace (RSS 1.0, Atom) goes unprefixed,
      # even under an element of its own namespace (itunes:owner's name)
      pfx = spec.uri.nil? || spec.uri.empty? ? "" : prefix_for(spec.uri)
      name = pfx.empty? ? spec.tag : "#{pfx}:#{spec.tag}"
      text = case spec.date_type
             when :rfc822 then value.rfc2822
             when :iso8601 then value.iso8601
             when :w3cdtf then value.w3cdtf
             else
               if value.kind_of?(Time) then value.w3cdtf
               elsif value.kind_of?(Array) then value.join(", ")  # itunes:keywords
               else value.to_s
               end
             end
      "#{indent}<#{name}>#{h(text)}</#{name}>"
    end

    # the value a text child or attribute takes for +value+ read as +type+
    # the name a value error shows: tag alone or [tag, uri] (prefixed)
    def value_tag_name(tag)
      return tag_name if tag.nil?
      return tag unless tag.kind_of?(Array)
      name, uri = tag
      pfx = uri.nil? || uri.empty? ? "" : prefix_for(uri)
      pfx.empty? ? name : "#{pfx}:#{name}"
    end
    private :value_tag_name

    # a date that is not one raises when validating, is nil otherwise
    # (a dc:date list setter always validates, as 1.8.7's element does)
    def convert_value(value, type, tag = nil, validate = @do_validate)
      return value if value.nil?
      case type
      when :integer, :positive_integer, :nonNegativeInteger
        return value unless value.kind_of?(String)
        return value.to_i unless @do_validate
        begin
          Integer(value)
        rescue ArgumentError
          raise NotAvailableValueError.new(value_tag_name(tag), value)
        end
      when :boolean
        return value unless value.kind_of?(String)
        # only true and false are booleans (isPermaLink="maybe" is not)
        if @do_validate and value != "true" and value != "false"
          raise NotAvailableValueError.new(value_tag_name(tag), value)
        end
        value == "true"
      when :rfc822, :w3cdtf, :iso8601, :date
        if value.kind_of?(String)
          begin
            value = case type
                    when :rfc822 then Time.rfc2822(value)
                    when :iso8601 then Time.iso8601(value)
                    else Time.w3cdtf(value)
                    end
          rescue ArgumentError
            raise NotAvailableValueError.new(value_tag_name(tag), value) if validate
            return nil
          end
        elsif value.kind_of?(Time)
          value = value.dup
        else
          return value
        end
        date_to_s(value, type)
      else
        value
      end
    end

    # the date (a copy) prints itself in the element's format, as 1.8.7's do
    def date_to_s(time, type)
      format = { :rfc822 => :rfc2822, :iso8601 => :iso8601 }[type] || :w3cdtf
      (class << time; self; end).__send__(:define_method, :to_s) { __send__(format) }
      time
    end
    private :date_to_s

    # a parsed child: text children and attributes are converted, element
    # children stored
    def add_child_value(spec, value)
      case spec.type
      when :text, :date
        raise TooMuchTagError.new(spec.tag, tag_name) if @do_validate and
          !instance_variable_get("@#{spec.name}").nil? and (spec.occurs == "" or spec.occurs == "?")
        __send__("#{spec.name}=", value)
      when :child
        # a repeated child replaces the first; validate counts both
        unless instance_variable_get("@#{spec.name}").nil?
          (@parsed_counts ||= Hash.new(1))[spec.name] += 1
        end
        instance_variable_set("@#{spec.name}", value)
        set_child_parent(value)
      when :children
        instance_variable_get("@#{spec.name}") << value
        set_child_parent(value)
      when :texts
        instance_variable_get("@#{spec.name}") << convert_value(value, spec.date_type, [spec.tag, spec.uri])
      end
    end

    # only the elements that ask for it (Atom's, for xml:base and
    # xml:lang) know their parent, as in 1.8.7
    def set_child_parent(value)
      value.parent = self if value.class.respond_to?(:need_parent?) and value.class.need_parent?
    end
  end

  # prefixes known to every element (filled by the module files)
  ALL_PREFIXES = []

  # The document level of a feed: XML declaration, stylesheets, namespace
  # declarations.
  module RootElementMixin
    attr_reader :output_encoding, :feed_type, :feed_subtype, :feed_version
    attr_accessor :version, :encoding, :standalone

    # feed_type: "rss" or "atom"
    def initialize_root(feed_type, version = nil, encoding = nil, standalone = nil)
      @feed_type = feed_type
      @feed_version = "1.0"
      @feed_subtype = nil
      @version = version || '1.0'
      @encoding = encoding
      @standalone = standalone
      @output_encoding = nil
      @xml_stylesheets = []
    end

    def xml_stylesheets
      @xml_stylesheets ||= []
    end

    attr_writer :xml_stylesheets

    # [feed type, version, subtype]: ["rss", "1.0", nil], ["atom", "1.0",
    # "feed"] ...
    def feed_info
      [feed_type, feed_version, feed_subtype]
    end

    # the feed as XML of the given type ("2.0", "rss1.0", "atom:entry" ...,
    # made through RSS::Maker with the block's changes); of its own type
    # (or none): to_s
    def to_xml(type = nil, &block)
      if type.nil? or same_feed_type?(type)
        to_s
      else
        to_feed(type, &block).to_s
      end
    end

    # the text is converted on output (an unknown encoding raises here)
    def output_encoding=(enc)
      @output_encoding = enc
      @converter = Converter.new(enc, @encoding)
    end

    def to_feed(type, &block)
      Maker.make(type) do |maker|
        setup_maker(maker)
        block.call(maker) if block
      end
    end

    def to_rss(type, &block)
      to_feed("rss#{type}", &block)
    end

    def to_atom(type, &block)
      to_feed("atom:#{type}", &block)
    end

    private
    def same_feed_type?(type)
      if /\A(atom|rss)?(\d+\.\d+)?(?::(.+))?\z/i =~ type
        wanted = [($1 || feed_type).downcase, $2 || feed_version, $3 || feed_subtype]
        wanted == feed_info
      else
        false
      end
    end
    public

    # the xmlns attribute pairs, in the order 1.8.7 adds them
    def ns_declarations
      self.class::NSPOOL.keys.reverse.map do |prefix|
        [prefix.empty? ? "xmlns" : "xmlns:#{prefix}", self.class::NSPOOL[prefix]]
      end
    end

    def xmldecl
      rv = %Q[<?xml version="#{@version}"]
      if @output_encoding or @encoding
        rv << %Q[ encoding="#{@output_encoding || @encoding}"]
      end
      rv << %Q[ standalone="yes"] if @standalone
      rv << "?>\n"
      rv
    end

    def to_s(need_convert = true, indent = '')
      rv = tag(indent, ns_declarations) do |next_indent|
        children_strings(need_convert, next_indent)
      end
      return "" if rv.empty?
      rv = xmldecl + xml_stylesheets.map { |s| s.to_s + "\n" }.join + rv
      rv = convert(rv) if need_convert
      rv
    end

    def tag(indent, additional_attrs = {})
      next_indent = indent + Element::INDENT
      first = []
      first << ["version", rss_version] if self.class.tag_name == "rss" and rss_version
      attrs = full_attributes.to_a
      # (the namespace declarations enter 1.8.7's attribute Hash first)
      pairs = first + additional_attrs.to_a + attrs
      keys = pairs.map { |k, v| k }
      lookup = {}
      pairs.each { |k, v| lookup[k] = v }
      ordered = first.map { |k, v| k } + REXML::HashOrder.order(keys - first.map { |k, v| k })
      start_tag = make_start_tag(indent, next_indent, ordered.map { |k| [k, lookup[k]] })
      return "" unless have_required_elements?
      content = yield(next_indent).reject { |x| x.nil? or x.empty? }
      if content.empty?
        "#{start_tag}/>"
      else
        "#{start_tag}>\n#{content.join("\n")}\n#{indent}</#{full_name}>"
      end
    end
  end
end

module RSS
  # Copying a parsed feed into a maker (RootElementMixin#to_feed).
  module SetupMaker
    # the values of +names+ (accessor => maker field) that are set
    def copy_to_maker(target, names)
      names.each do |from, to|
        to ||= from
        value = respond_to?(from) ? __send__(from) : nil
        target.__send__("#{to}=", value) unless value.nil?
      end
    end

    # the module values (dc_*, content_encoded) kept by the maker
    # an element's attributes and text children onto a maker's module
    # object (the first of a repeated text child)
    def copy_to_module_object(element, obj)
      element.class.attr_specs.each do |a|
        v = element.instance_variable_get("@#{a.accessor}")
        obj.__send__("#{a.accessor}=", v) unless v.nil?
      end
      element.class.child_specs.each do |cs|
        v = element.instance_variable_get("@#{cs.name}")
        v = Element.text_value(v.first) if cs.type == :texts and v
        obj.__send__("#{cs.name}=", v) unless v.nil? or cs.type == :child or cs.type == :children
      end
    end

    def copy_modules_to_maker(target)
      self.class.child_specs.each do |s|
        next unless s.uri and s.uri != self.class.required_uri and s.uri != ""
        value = instance_variable_get("@#{s.name}")
        next if value.nil? or (value.respond_to?(:empty?) and value.empty?)
        case s.type
        when :texts
          # every value (dc:creator twice stays twice); 1.8.7 drops the
          # text trackback:about values of RSS 2.0
          next if s.name == "trackback_about"
          list = target.__send__(s.plural) if Maker::MODULE_LISTS.has_key?(s.plural)
          if list
            value.each { |v| list << Element.text_value(v) }
          else
            target.__send__("#{s.name}=", value.first)
          end
        when :text, :date
          target.__send__("#{s.name}=", value)
        when :child
          if Maker::MODULE_OBJECTS.include?(s.name)   # image:item, image:favicon ...
            copy_to_module_object(value, target.__send__(s.name))
          elsif value.respond_to?(:resources)      # taxo:topics
            list = target.__send__(s.name)
            value.resources.each { |r| list << r }
          elsif value.respond_to?(:resource)    # trackback:ping
            target.__send__("#{s.name}=", value.resource)
          end
        when :children
          list = target.__send__(s.plural) rescue nil
          value.each { |v| list << (v.respond_to?(:resource) ? v.resource : v) } if list
        end
      end
    end
  end

  module RootElementMixin
    def setup_maker(maker)
      maker.version = version
      maker.encoding = encoding
      maker.standalone = standalone
      xml_stylesheets.each { |xss| xss.setup_maker(maker) }
      setup_maker_elements(maker)
    end
  end

  class Element
    include SetupMaker
  end
end

# (1.8.7 loads the stylesheet support with the base library)
require "rss/xml-stylesheet"
