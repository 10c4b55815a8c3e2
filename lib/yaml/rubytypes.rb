# yaml/rubytypes.rb - how the core classes are dumped (to_yaml) and made
# again from their nodes (yaml_new).

require 'date'

class Class
  def to_yaml(opts = {})
    raise TypeError, "can't dump anonymous class %s" % self.class
  end
end

class Object
  yaml_as "tag:ruby.yaml.org,2002:object"

  def to_yaml_style; end

  def to_yaml_properties
    instance_variables.sort
  end

  def to_yaml(opts = {})
    YAML.quick_emit(self, opts) do |out|
      out.map(taguri, to_yaml_style) do |map|
        to_yaml_properties.each do |m|
          map.add(m[1..-1], instance_variable_get(m))
        end
      end
    end
  end
end

class Hash
  yaml_as "tag:ruby.yaml.org,2002:hash"
  yaml_as "tag:yaml.org,2002:map"

  def yaml_initialize(tag, val)
    if Array === val
      update(Hash[*val])
    elsif Hash === val
      update(val)
    else
      raise YAML::TypeError, "Invalid map explicitly tagged #{tag}: " + val.inspect
    end
  end

  def to_yaml(opts = {})
    YAML.quick_emit(self, opts) do |out|
      out.map(taguri, to_yaml_style) do |map|
        each { |k, v| map.add(k, v) }
      end
    end
  end
end

class Struct
  yaml_as "tag:ruby.yaml.org,2002:struct"

  def self.yaml_tag_class_name
    self.name.to_s.sub(/\AStruct::/, "")
  end

  def self.yaml_tag_read_class(name)
    "Struct::#{name}"
  end

  def self.yaml_new(klass, tag, val)
    if Hash === val
      struct_type = nil
      if klass == Struct || klass.nil?
        name = tag.split(":", 4)[3]
        # (no name: Struct itself, which cannot be allocated, as 1.8.7)
        YAML.object_maker(Struct, {}) if name.nil? || name.empty?
        struct_type = YAML.resolve_class(name) rescue nil
        struct_type ||= YAML.resolve_class("Struct::#{name}") rescue nil
        unless struct_type
          props = val.keys.reject { |k| k =~ /\A@/ }.map { |k| k.to_sym }
          struct_type = Struct.new(name, *props)
        end
      else
        struct_type = klass
      end
      st = YAML.object_maker(struct_type, {})
      st.members.each do |m|
        st.send("#{m}=", val.delete(m.to_s))
      end
      val.each do |p, v|
        st.instance_variable_set(p, v) if p.to_s =~ /\A@/
      end
      st
    else
      raise YAML::TypeError, "Invalid Ruby Struct: " + val.inspect
    end
  end

  def to_yaml(opts = {})
    YAML.quick_emit(self, opts) do |out|
      out.map(taguri, to_yaml_style) do |map|
        members.each { |m| map.add(m.to_s, self[m]) }
        to_yaml_properties.each { |m| map.add(m, instance_variable_get(m)) }
      end
    end
  end
end

class Array
  yaml_as "tag:ruby.yaml.org,2002:array"
  yaml_as "tag:yaml.org,2002:seq"

  def yaml_initialize(tag, val)
    concat(val.to_a)
  end

  def to_yaml(opts = {})
    YAML.quick_emit(self, opts) do |out|
      out.seq(taguri, to_yaml_style) do |seq|
        each { |x| seq.add(x) }
      end
    end
  end
end

class Exception
  yaml_as "tag:ruby.yaml.org,2002:exception"

  def self.yaml_new(klass, tag, val)
    o = YAML.object_maker(klass, {'mesg' => val.delete('message')})
    val.each { |k, v| o.instance_variable_set("@#{k}", v) }
    o
  end

  def to_yaml(opts = {})
    YAML.quick_emit(self, opts) do |out|
      out.map(taguri, to_yaml_style) do |map|
        map.add('message', message)
        to_yaml_properties.each do |m|
          map.add(m[1..-1], instance_variable_get(m))
        end
      end
    end
  end
end

class String
  yaml_as "tag:ruby.yaml.org,2002:string"
  yaml_as "tag:yaml.org,2002:binary"
  yaml_as "tag:yaml.org,2002:str"

  # Worth a map or an anchor: it carries instance variables.
  def is_complex_yaml?
    to_yaml_style || !to_yaml_properties.empty? || self =~ /\n.+/
  end

  # More than 30% of unprintable bytes, or a NUL: dumped as !binary.
  # nil (not false) for text, as 1.8.7's expression gives
  def is_binary_data?
    return nil if empty?
    count("^ -~", "^\r\n").fdiv(size) > 0.3 || (index("\x00") && true)
  end

  def self.yaml_new(klass, tag, val)
    val = val.unpack("m")[0] if tag == "tag:yaml.org,2002:binary"
    val = { 'str' => val } if String === val
    if Hash === val
      s = klass.allocate
      # String's own replace, bound: a class that is no String fails the bind
      String.instance_method(:replace).bind(s).call(val.delete('str').to_s)
      val.each { |k, v| s.instance_variable_set(k, v) }
      s
    else
      raise YAML::TypeError, "Invalid String: " + val.inspect
    end
  end

  def to_yaml(opts = {})
    YAML.quick_emit(is_complex_yaml? ? self : nil, opts) do |out|
      if is_binary_data?
        out.scalar("tag:yaml.org,2002:binary", [self].pack("m"), :literal)
      elsif to_yaml_properties.empty?
        # ^ as in 1.8.7: any line that starts with ":" forces double quotes
        out.scalar(taguri, self, self =~ /^:/ ? :quote2 : to_yaml_style)
      else
        out.map(taguri, to_yaml_style) do |map|
          map.add('str', "#{self}")
          to_yaml_properties.each { |m| map.add(m, instance_variable_get(m)) }
        end
      end
    end
  end
end

class Symbol
  yaml_as "tag:ruby.yaml.org,2002:symbol"
  yaml_as "tag:ruby.yaml.org,2002:sym"

  def self.yaml_new(klass, tag, val)
    if String === val
      val = val[1..-1] if val =~ /\A:./
      val = YAML.load(val) if val =~ /\A["'].*["']\z/
      val.intern
    else
      raise YAML::TypeError, "Invalid Symbol: " + val.inspect
    end
  end

  def to_yaml(opts = {})
    YAML.quick_emit(nil, opts) do |out|
      out.scalar("tag:yaml.org,2002:str", self.inspect, :plain)
    end
  end
end

class Range
  yaml_as "tag:ruby.yaml.org,2002:range"

  def self.yaml_new(klass, tag, val)
    inr = %r'(\w+|[+-]?\d+(?:\.\d+)?(?:e[+-]\d+)?|"(?:[^\\"]|\\.)*")'
    opts = {}
    if String === val && val =~ /\A#{inr}(\.{2,3})#{inr}\z/o
      r1, rdots, r2 = $1, $2, $3
      opts = { 'begin' => YAML.load("--- #{r1}"), 'end' => YAML.load("--- #{r2}"),
               'excl' => rdots.length == 3 }
      val = {}
    elsif Hash === val
      opts['begin'] = val.delete('begin')
      opts['end'] = val.delete('end')
      opts['excl'] = val.delete('excl')
    end
    if Hash === opts
      r = YAML.object_maker(klass, {})
      val.each { |k, v| r.instance_variable_set(k, v) }
      r.__send__(:initialize, opts['begin'], opts['end'], opts['excl'])
      r
    else
      raise YAML::TypeError, "Invalid Range: " + val.inspect
    end
  end

  def to_yaml(opts = {})
    YAML.quick_emit(self, opts) do |out|
      out.map(taguri, to_yaml_style) do |map|
        map.add('begin', self.begin)
        map.add('end', self.end)
        map.add('excl', self.exclude_end?)
        to_yaml_properties.each { |m| map.add(m, instance_variable_get(m)) }
      end
    end
  end
end

class Regexp
  yaml_as "tag:ruby.yaml.org,2002:regexp"

  def self.yaml_new(klass, tag, val)
    if String === val && val =~ /\A\/(.*)\/([mix]*)\z/m
      val = { 'regexp' => $1, 'mods' => $2 }
    end
    if Hash === val
      mods = nil
      unless val['mods'].to_s.empty?
        mods = 0x00
        mods |= Regexp::EXTENDED if val['mods'].include?('x')
        mods |= Regexp::IGNORECASE if val['mods'].include?('i')
        mods |= Regexp::MULTILINE if val['mods'].include?('m')
      end
      val.delete('mods')
      r = YAML.object_maker(klass, {})
      r.__send__(:initialize, val.delete('regexp'), mods)
      val.each { |k, v| r.instance_variable_set(k, v) }
      r
    else
      raise YAML::TypeError, "Invalid Regular expression: " + val.inspect
    end
  end

  def to_yaml(opts = {})
    YAML.quick_emit(nil, opts) do |out|
      if to_yaml_properties.empty?
        out.scalar(taguri, self.inspect, :plain)
      else
        out.map(taguri, to_yaml_style) do |map|
          src = self.inspect
          if src =~ /\A\/(.*)\/([a-z]*)\z/m
            map.add('regexp', $1)
            map.add('mods', $2)
          else
            raise YAML::TypeError, "Invalid Regular expression: " + src
          end
          to_yaml_properties.each { |m| map.add(m, instance_variable_get(m)) }
        end
      end
    end
  end
end

class Time
  yaml_as "tag:ruby.yaml.org,2002:time"
  yaml_as "tag:yaml.org,2002:timestamp"

  def self.yaml_new(klass, tag, val)
    if Hash === val
      t = val.delete('at')
      val.each { |k, v| t.instance_variable_set(k, v) }
      t
    else
      raise YAML::TypeError, "Invalid Time: " + val.inspect
    end
  end

  def to_yaml(opts = {})
    YAML.quick_emit(self, opts) do |out|
      tz = "Z"
      unless utc?
        off = utc_offset
        sign = off < 0 ? "-" : "+"
        off = off.abs
        tz = "%s%02d:%02d" % [sign, off / 3600, off % 3600 / 60]
      end
      standard = strftime("%Y-%m-%d %H:%M:%S")
      standard += ".%06d" % usec if usec != 0
      standard += " #{tz}"
      if to_yaml_properties.empty?
        out.scalar(taguri, standard, :plain)
      else
        out.map(taguri, to_yaml_style) do |map|
          map.add('at', standard)
          to_yaml_properties.each { |m| map.add(m, instance_variable_get(m)) }
        end
      end
    end
  end
end

class Date
  yaml_as "tag:yaml.org,2002:timestamp#ymd"

  def to_yaml(opts = {})
    YAML.quick_emit(self, opts) do |out|
      out.scalar("tag:yaml.org,2002:timestamp", self.to_s, :plain)
    end
  end
end

class Integer
  yaml_as "tag:yaml.org,2002:int"

  def to_yaml(opts = {})
    YAML.quick_emit(nil, opts) do |out|
      out.scalar("tag:yaml.org,2002:int", self.to_s, :plain)
    end
  end
end

class Float
  yaml_as "tag:yaml.org,2002:float"

  def to_yaml(opts = {})
    YAML.quick_emit(nil, opts) do |out|
      str = self.to_s
      if str == "Infinity"
        str = ".Inf"
      elsif str == "-Infinity"
        str = "-.Inf"
      elsif str == "NaN"
        str = ".NaN"
      end
      out.scalar("tag:yaml.org,2002:float", str, :plain)
    end
  end
end

# true, false and nil: one plain scalar each, under its own tag
[
  [TrueClass, "tag:yaml.org,2002:bool#yes", "true"],
  [FalseClass, "tag:yaml.org,2002:bool#no", "false"],
  [NilClass, "tag:yaml.org,2002:null", ""]
].each do |klass, tag, text|
  klass.yaml_as tag
  klass.class_eval <<-EOS, __FILE__, __LINE__ + 1
    def to_yaml(opts = {})
      YAML.quick_emit(nil, opts) do |out|
        out.scalar(taguri, #{text.inspect}, :plain)
      end
    end
  EOS
end
