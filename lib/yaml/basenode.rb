# yaml/basenode.rb - searching a parsed node tree.

module YAML
  module BaseNode
    # The child nodes matching a simple path ("/key/0/*").
    def select(ypath_str)
      search(ypath_str).map { |n| n.respond_to?(:node) ? n.node : n }
    end

    def select!(ypath_str)
      select(ypath_str).map { |n| n.transform }
    end

    def search(ypath_str)
      segs = ypath_str.split("/").reject { |s| s.empty? }
      found = [self]
      segs.each do |seg|
        found = found.map { |n| n.children_matching(seg) }.flatten
      end
      found
    end

    def children_matching(seg)
      case @value
      when Hash
        @value.select { |k, v| seg == "*" || (k.respond_to?(:value) ? k.value : k).to_s == seg }.map { |k, v| v }
      when Array
        return @value if seg == "*"
        seg =~ /\A\d+\z/ && @value[seg.to_i] ? [@value[seg.to_i]] : []
      else
        []
      end
    end

    def at(seg)
      if Hash === @value
        @value.each { |k, v| return v if (k.respond_to?(:value) ? k.value : k) == seg }
        nil
      elsif Array === @value && seg.to_s =~ /\A\d+\z/
        @value[seg.to_i]
      end
    end

    def [](*key)
      if Hash === @value
        v = @value.detect { |k, | (k.respond_to?(:transform) ? k.transform : k) == key.first }
        v[1] if v
      elsif Array === @value
        @value.[](*key)
      end
    end

    def children
      if Hash === @value
        @value.values
      elsif Array === @value
        @value
      end
    end

    def children_with_index
      if Hash === @value
        @value.keys.map { |i| [@value[i], i] }
      elsif Array === @value
        i = -1
        @value.map { |v| i += 1; [v, i] }
      end
    end

    def emit
      transform.to_yaml
    end
  end
end
