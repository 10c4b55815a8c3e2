# yaml/basenode.rb - searching a parsed node tree with YPath strings.
require 'yaml/ypath'

module YAML
  module BaseNode
    # The nodes a path leads to.
    def select(ypath_str)
      matches(ypath_str).map { |path, node| node }
    end

    # The values of the nodes a path leads to.
    def select!(ypath_str)
      select(ypath_str).map { |n| n.transform }
    end

    # The paths ("/a/0/b") that a path leads to.
    def search(ypath_str)
      matches(ypath_str).map { |path, node| path }
    end

    def matches(ypath_str)
      out = []
      YAML::YPath.each_path(ypath_str) do |ypath|
        match_segment(ypath.segments, 0, "", out)
      end
      out
    end

    def match_path(ypath)
      out = []
      match_segment(ypath.segments, 0, "", out)
      out.map { |path, node| path }
    end

    def match_segment(segs, i, path, out)
      if i == segs.size
        out.push([path.empty? ? "/" : path, self])
        return
      end
      case seg = segs[i]
      when "/"
        descend(segs, i + 1, path, out)
      when "."
        match_segment(segs, i + 1, path, out)
      else
        children_with_keys.each do |key, node|
          next unless seg == "*" || key == seg
          node.match_segment(segs, i + 1, "#{path}/#{key}", out) if node.respond_to?(:match_segment)
        end
      end
    end

    # Matches the rest of the path here and at every depth below.
    def descend(segs, i, path, out)
      match_segment(segs, i, path, out)
      children_with_keys.each do |key, node|
        node.descend(segs, i, "#{path}/#{key}", out) if node.respond_to?(:descend)
      end
    end

    # [key text, child node] pairs.
    def children_with_keys
      case @value
      when Hash
        (respond_to?(:pairs) && !pairs.empty? ? pairs : @value.to_a).map do |k, v|
          [(k.respond_to?(:value) ? k.value : k).to_s, v]
        end
      when Array
        i = -1
        @value.map { |v| [(i += 1).to_s, v] }
      else
        []
      end
    end

    def at(seg)
      children_with_keys.each { |k, v| return v if k == seg.to_s }
      nil
    end

    # The child node whose key (as a Ruby value) is key.
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
        @value.map { |v| [v, i += 1] }
      end
    end

    def emit
      transform.to_yaml
    end
  end
end
