# yaml.rb - YAML output in the style of 1.8's Syck emitter: YAML.dump and
# Object#to_yaml. (Loading is not implemented.)

module YAML
  RESERVED = /\A(?:~|null|true|false|yes|no|on|off|y|n|=|<<)\z/i

  def self.dump(obj, io = nil)
    str = "--- " + Emitter.node(obj, 0, :top)
    if io
      io.write(str)
      io
    else
      str
    end
  end

  module Emitter
    module_function

    def node(obj, ind, ctx)
      s = case obj
          when nil then "\n"
          when true, false, Integer then "#{obj}\n"
          when Float then float(obj) + "\n"
          when Symbol then ":#{obj}\n"
          when String then string(obj, ind, ctx)
          when Array then seq(obj, ind, ctx)
          when Hash then map(obj.to_a, ind, ctx)
          when Range
            tagged("!ruby/range", [["begin", obj.begin], ["end", obj.end], ["excl", obj.exclude_end?]], ind, ctx)
          when Struct
            tagged("!ruby/struct:#{obj.class.name}", obj.members.map { |m| [m, obj[m]] }, ind, ctx)
          when Exception
            tagged("!ruby/exception:#{obj.class.name}", [["message", obj.message]] +
                   obj.instance_variables.sort.map { |v| [v[1..-1], obj.instance_variable_get(v)] }, ind, ctx)
          else
            tagged("!ruby/object:#{obj.class.name}",
                   obj.instance_variables.sort.map { |v| [v[1..-1], obj.instance_variable_get(v)] }, ind, ctx)
          end
      s
    end

    def float(f)
      if f.nan? then ".NaN"
      elsif f.infinite? then f > 0 ? ".Inf" : "-.Inf"
      else f.to_s
      end
    end

    def plain?(s)
      return false if s.empty?
      return false if s =~ RESERVED
      return false if s =~ /\A[-+]?(?:\d[\d_,]*(?:\.\d*)?(?:e[-+]?\d+)?|\.\d+|0x[0-9a-f]+|0o?[0-7]+)\z/i
      return false if s =~ /\A[-+]?\.(?:inf|nan)\z/i
      return false if s =~ /\A\d{4}-\d\d?-\d\d?/
      return false if s =~ /\A[\s]|[\s]\z/
      return false if s =~ /\A[-?:,\[\]{}#&*!|>'"%@`]/ && !(s =~ /\A:[^\s]/)
      return false if s =~ /: |:\z| #/
      return false if s =~ /[\x00-\x08\x0b-\x1f\x7f]/
      true
    end

    def quote(s)
      '"' + s.gsub(/[\\"\x00-\x1f\x7f]/) { |c|
        case c
        when "\\" then "\\\\"
        when '"' then '\\"'
        when "\n" then "\\n"
        when "\t" then "\\t"
        when "\r" then "\\r"
        when "\e" then "\\e"
        when "\0" then "\\0"
        when "\a" then "\\a"
        when "\b" then "\\b"
        when "\f" then "\\f"
        when "\v" then "\\v"
        else "\\x%02X" % c[0]
        end
      } + '"'
    end

    def string(s, ind, ctx)
      if s.include?("\n") && s =~ /\A[^\x00-\x08\x0b-\x1f\x7f]*\z/ && s !~ /\A\s/
        body_ind = ctx == :top ? "" : " " * (ind + 2)
        indicator = s[-1, 1] == "\n" ? "|" : "|-"
        lines = s.chomp.split("\n", -1)
        out = indicator + "\n" + lines.map { |l| l.empty? ? "\n" : body_ind + l + "\n" }.join
        out << "\n" if ctx == :top
        out
      elsif plain?(s)
        s + "\n"
      else
        quote(s) + "\n"
      end
    end

    def key(k)
      node(k, 0, :key).chomp
    end

    def seq(a, ind, ctx)
      if a.empty?
        return ctx == :top ? "[]\n\n" : "[]\n"
      end
      pad = " " * ind
      out = ctx == :seq ? "" : "\n"
      a.each_with_index do |e, i|
        out << pad unless ctx == :seq && i == 0
        out << "- " << node(e, ind + 2, :seq)
      end
      out
    end

    def map(pairs, ind, ctx)
      if pairs.empty?
        return ctx == :top ? "{}\n\n" : "{}\n"
      end
      pad = " " * ind
      out = ctx == :seq ? "" : "\n"
      pairs.each_with_index do |(k, v), i|
        out << pad unless ctx == :seq && i == 0
        out << key(k) << ": "
        if v.kind_of?(Array)
          out << node(v, ind, :map)
        else
          out << node(v, ind + 2, :map)
        end
      end
      out
    end

    def tagged(tag, pairs, ind, ctx)
      body = map(pairs, ctx == :seq ? ind : ind, :tagged)
      tag + " " + body
    end
  end
end

class Object
  def to_yaml(opts = {})
    YAML.dump(self)
  end
end
