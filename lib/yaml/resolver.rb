# yaml/resolver.rb - turns parsed nodes into Ruby objects: implicit types
# of plain scalars, explicit tags, registered types and classes, merge keys.

require 'date'

module YAML
  module Syck
    class Resolver
      attr_accessor :tags

      def initialize
        @tags = {}
      end

      # The table of taguris to classes (YAML.tagged_classes) that
      # add_type also fills with transfer procs.
      def use_types_at(h)
        @tags = h
      end

      def add_type(type, proc_obj)
        @tags[type] = proc_obj
      end

      def detect_implicit(val)
        return "" unless val.kind_of?(String)
        YAML::Syck.implicit_type(val)
      end

      # a type name as a full taguri: !x is private, domain/x and
      # domain,date/x name a domain's type, the rest is yaml.org's
      def tagurize(val)
        return val unless val.kind_of?(String)
        return val if val =~ /\A(?:tag:[^,:\/]+,[\d-]+:|x-private:)/
        return "x-private:" + val[1..-1] if val =~ /\A!/
        if val =~ /\A([^,:\/]+)(,[\d-]+)?\/(.*)\z/m
          return $2 ? "tag:#{$1}#{$2}:#{$3}" : "tag:#{$1}.yaml.org,2002:#{$3}"
        end
        "tag:yaml.org,2002:" + val
      end

      # Called by the parser with the root node of each document.
      def import_document(node)
        return nil if node.nil?
        node_import(node)
      end

      def node_import(node)
        Importer.new(self).import(node)
      end

      # The object for taguri type_id and its already converted value.
      def transfer(type_id, val)
        return val if type_id.nil? || type_id.empty?
        pr = @tags[type_id] || @tags[type_id.split(":", 4)[0, 3].join(":")]
        return pr.call(type_id, val) if pr.kind_of?(Proc)
        builtin(type_id, val)
      end

      # YAML.transfer: only the registered procs and classes (a class
      # without yaml_new is allocated, as 1.8.7's resolver does; the
      # loader converts the yaml.org scalars itself).
      def public_transfer(type_id, val)
        return YAML::DomainType.new(nil, "", val) if type_id.nil?
        pr = @tags[type_id] || @tags[type_id.split(":", 4)[0, 3].join(":")]
        return pr.call(type_id, val) if pr.kind_of?(Proc)
        class_transfer(type_id, val)
      end

      BUILTIN = "tag:yaml.org,2002:"

      def builtin(type_id, val)
        if type_id.index(BUILTIN) == 0 && val.kind_of?(String)
          short = type_id[BUILTIN.size..-1]
          case short
          when "str" then return val
          when "binary" then return val.unpack("m")[0]
          when "timestamp"
            # an explicit timestamp of a bare date is midnight UTC
            return Time.utc($1.to_i, $2.to_i, $3.to_i) if val =~ /\A(\d{4})-(\d\d)-(\d\d)\z/
            t = YAML::Syck.convert_implicit(short, val)
            return t.kind_of?(String) ? YAML::Syck.loose_time(val) : t
          when "timestamp#ymd"
            t = YAML::Syck.convert_implicit(short, val)
            return t.kind_of?(String) ? Date.new(*YAML::Syck.loose_time_parts(val)[0, 3]) : t
          when "" then return YAML::Syck.convert_plain(val)   # "!" forces implicit typing
          when "int" then return val.delete(",").to_i
          when "float" then return YAML::Syck.strtod(val.delete(","))
          when /\A(?:int|float|null|timestamp)(?:#.*)?\z/
            return YAML::Syck.convert_implicit(short, val)
          end
        end
        return val if type_id == BUILTIN + "seq" && val.kind_of?(Array)
        return val if type_id == BUILTIN + "map" && val.kind_of?(Hash)
        class_transfer(type_id, val)
      end

      # A tag of a registered class, "tag:...:base:Subclass" included.
      def class_transfer(type_id, val)
        base, sub = type_id, nil
        klass = @tags[type_id]
        unless klass
          parts = type_id.split(":", 4)
          if parts.size == 4 && parts[0] == "tag"
            base = parts[0, 3].join(":")
            sub = parts[3]
            klass = @tags[base]
          end
        end
        unless klass && sub != ""
          type_id = type_id.sub(/:\z/, "") if sub == ""
          return unknown_type(type_id, val)
        end
        if sub
          sub_class = (YAML.resolve_class(klass.yaml_tag_read_class(sub)) rescue nil) ||
            (YAML.resolve_class(sub) rescue nil)
          if sub_class.nil? && klass == ::Object
            o = YAML::Object.allocate
            o.class = sub
            o.ivars = val
            return o
          end
          # (1.8.7 takes any constant the name resolves to)
          raise ::TypeError, "invalid subclass" if sub_class.nil?
          return make_object(sub_class, type_id, val, klass)
        end
        make_object(klass, type_id, val, klass)
      end

      # The class that owns the tag decides whether yaml_new makes the
      # object ("!ruby/object:SomeStruct" is not made as a struct).
      def make_object(klass, type_id, val, owner)
        if owner.respond_to?(:yaml_new)
          owner.yaml_new(klass, type_id, val)
        elsif !klass.kind_of?(Class) || klass.superclass.nil? && klass != ::Object
          raise ::TypeError, "can't instantiate uninitialized class"
        elsif klass.method_defined?(:yaml_initialize)
          o = klass.allocate
          o.yaml_initialize(type_id, val)
          o
        elsif Hash === val && !(klass <= ::Array)
          YAML.object_maker(klass, val)
        else
          bare_object(klass, val)
        end
      end

      # "!ruby/object:X" over a scalar or a sequence: a bare X (an Array
      # takes the node's elements), as 1.8.7's loader makes it.
      def bare_object(klass, val)
        o = klass.allocate
        o.push(*val) if ::Array === o
        o
      end

      def unknown_type(type_id, val)
        case type_id
        when /\Ax-private:(.*)\z/m
          YAML::PrivateType.new($1, val)
        when /\Atag:([^:]+):(.*)\z/m
          YAML::DomainType.new($1, $2, val)
        else
          YAML::DomainType.new("yaml.org,2002", type_id, val)
        end
      end
    end

    # One conversion of a node tree: the same node gives the same object.
    class Importer
      def initialize(resolver)
        @resolver = resolver
        @done = {}
      end

      # Only anchored nodes can be met twice, so only they are remembered.
      def import(node)
        unless node.anchor
          return scalar(node) if node.kind == :scalar
          return node.kind == :seq ? seq(node) : map(node)
        end
        id = node.object_id
        return @done[id] if @done.has_key?(id)
        case node.kind
        when :scalar then @done[id] = scalar(node)
        when :seq then seq(node)
        else map(node)
        end
      end

      def remember(node, obj)
        @done[node.object_id] = obj if node.anchor
        obj
      end

      def scalar(node)
        val = node.value
        tag = node.type_id
        return YAML::Syck::BadAlias.new(val) if node.style == :alias
        if node.style == :plain && (tag.nil? || !node.explicit)
          return YAML::Syck.convert_plain(val)
        end
        return val if tag.nil?
        # (Syck makes a symbol of a plain ":name" whatever its tag, but for
        # the yaml.org scalar types it converts itself)
        if node.style == :plain && val.size > 1 && val[0] == ?: && tag !~ SELF_CONVERTED
          return YAML::Syck.sym_value(val)
        end
        @resolver.transfer(tag, val)
      end

      SELF_CONVERTED = /\Atag:yaml\.org,2002:(?:int|float|null|binary|timestamp)(?:#|\z)/

      def seq(node)
        plain = node.type_id.nil? || node.type_id == "tag:yaml.org,2002:seq"
        arr = []
        remember(node, arr) if plain
        node.value.each { |n| arr.push(import(n)) }
        return arr if plain
        remember(node, @resolver.transfer(node.type_id, arr))
      end

      def map(node)
        plain = node.type_id.nil? || node.type_id == "tag:yaml.org,2002:map"
        h = {}
        remember(node, h) if plain
        node_pairs(node).each do |k, v|
          key = import(k)
          val = import(v)
          if key.kind_of?(YAML::Syck::MergeKey)
            merge_into(h, val)
          elsif key.kind_of?(YAML::Syck::DefaultKey)
            h.default = val
          else
            h[key] = val
          end
        end
        return h if plain
        remember(node, @resolver.transfer(node.type_id, h))
      end

      def node_pairs(node)
        node.respond_to?(:pairs) && !node.pairs.empty? ? node.pairs : node.value.to_a
      end

      # "<<" keys: a map (or a list of maps) fills in the keys not given.
      def merge_into(h, m)
        if m.kind_of?(Hash)
          m.each { |k, v| h[k] = v unless h.has_key?(k) }
        elsif m.kind_of?(Array)
          m.each { |x| merge_into(h, x) }
        end
      end
    end

    # The value of an untagged plain scalar.
    def self.convert_plain(val)
      type = implicit_type(val)
      if type == "str"
        return sym_value(val) if val =~ /\A:./
        return val
      end
      convert_implicit(type, val)
    end

    def self.sym_value(val)
      s = val[1..-1]
      s = YAML.load("--- #{s}") if s =~ /\A["'].*["']\z/m
      s.to_s.intern
    end

    def self.convert_implicit(type, val)
      case type
      when "null" then nil
      when "bool#yes" then true
      when "bool#no" then false
      when "bool" then val =~ /\A(?:yes|true|on)\z/i ? true : false
      when "merge" then MergeKey.new
      when "default" then DefaultKey.new
      when /\Aint/ then int_value(val)
      when /\Afloat/ then float_value(val)
      when /\Atimestamp/ then time_value(val)
      else val
      end
    end

    def self.int_value(val)
      v = val.delete(",_")
      case v
      when /\A([-+]?)0x(.*)\z/ then ($1 == "-" ? -1 : 1) * $2.hex
      when /\A([-+]?)0([0-7]+)\z/ then ($1 == "-" ? -1 : 1) * $2.oct
      when /:/ then base60(v)
      else v.to_i
      end
    end

    # Only the first part carries the sign, as in Syck: "-1:20" is -40.
    def self.base60(v)
      n = 0
      v.split(":").each_with_index do |d, i|
        x = d =~ /\./ ? d.to_f : d.to_i
        n = i == 0 ? x : n * 60 + x
      end
      n
    end

    def self.float_value(val)
      v = val.delete(",_")
      case v
      when /\A\+?\.inf\z/i then 1.0 / 0.0
      when /\A-\.inf\z/i then -1.0 / 0.0
      when /\A\.nan\z/i then 0.0 / 0.0
      when /:/ then base60(v).to_f
      else strtod(v)
      end
    end

    # An explicit timestamp Syck's scanner reads loosely: the year is the
    # first four characters, then each run of digits gives two.
    def self.loose_time_parts(val)
      parts = (val[4..-1] || "").scan(/\d+/).map { |d| d[0, 2].to_i }
      [val[0, 4].to_i] + (0..4).map { |i| parts[i] || 0 }
    end

    def self.loose_time(val)
      Time.utc(*loose_time_parts(val))
    end

    # The number at the start of v as C's strtod reads it ("1.e+3" is
    # 1000.0, "1_0" is 1.0).
    def self.strtod(v)
      v =~ /\A[ \t]*([-+]?[0-9]*)(?:\.([0-9]*))?(?:([eE][-+]?[0-9]+))?/
      return 0.0 if $1.delete("-+").empty? && $2.to_s.empty?
      "#{$1}.#{$2.to_s.empty? ? "0" : $2}#{$3}".to_f
    end

    TIME_RE = /\A(\d{4})-(\d\d)-(\d\d)(?:[Tt]|[ \t]+)(\d\d):(\d\d):(\d\d)(?:\.(\d*))?[ \t]*(Z|z|[-+]\d\d(?::?\d\d)?)?\z/

    def self.time_value(val)
      if val =~ /\A(\d{4})-(\d\d)-(\d\d)\z/
        return Date.new($1.to_i, $2.to_i, $3.to_i)
      end
      return val unless val =~ TIME_RE
      usec = $7 ? $7.ljust(6, "0").to_i : 0
      t = Time.utc($1.to_i, $2.to_i, $3.to_i, $4.to_i, $5.to_i, $6.to_i, usec)
      zone = $8
      return t if zone.nil? || zone =~ /\A[Zz]\z/
      hours, mins = zone[1, 2].to_i, zone[-2, 2].to_i
      mins = 0 if zone.size <= 3
      off = hours * 3600 + mins * 60
      off = -off if zone[0, 1] == "-"
      Time.at(t.to_i - off, t.usec)
    end

    DefaultResolver = Resolver.new

    # YAML.parse: plain scalars get their implicit taguri, values stay nodes.
    GenericResolver = Resolver.new
    class << GenericResolver
      def import_document(node)
        return nil if node.nil?
        fill(node, {})
      end

      def fill(node, seen)
        return node if seen[node.object_id]
        seen[node.object_id] = true
        case node.kind
        when :scalar
          if node.type_id.nil?
            node.type_id = node.style == :plain ? "tag:yaml.org,2002:" + YAML::Syck.implicit_type(node.value) : "tag:yaml.org,2002:str"
          end
        when :seq
          node.value.each { |n| fill(n, seen) }
        when :map
          node.pairs.each { |k, v| fill(k, seen); fill(v, seen) }
        end
        node
      end
    end

  end
end
