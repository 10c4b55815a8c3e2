# yaml/ypath.rb - paths into node trees: "/a/*/b", "//name" (at any depth),
# "(x|y)" alternatives and "[n]" predicates.

module YAML
  class YPath
    attr_accessor :segments, :predicates, :flags

    def initialize(str)
      @segments = []
      @predicates = []
      @flags = nil
      str = str.gsub("//", "/\0/")
      str.split("/").each do |seg|
        next if seg.empty?
        seg = "/" if seg == "\0"
        if seg =~ /\A(.*)\[([^\]]*)\]\z/
          @segments.push($1)
          @predicates.push($2)
        else
          @segments.push(seg)
          @predicates.push(nil)
        end
      end
      if @segments.empty?
        @segments.push("/")
        @predicates.push(nil)
      end
    end

    # Yields a YPath for each alternative that str spells out.
    def self.each_path(str)
      split_top(str).each do |alt|
        expand(alt).each { |path| yield YPath.new(path) }
      end
    end

    # Splits at the "|" that are outside of parentheses.
    def self.split_top(str)
      parts = [""]
      depth = 0
      str.each_byte do |b|
        c = b.chr
        depth += 1 if c == "("
        depth -= 1 if c == ")"
        if c == "|" && depth == 0
          parts.push("")
        else
          parts.last << c
        end
      end
      parts
    end

    # "a/(b|c)/d" => ["a/b/d", "a/c/d"]
    def self.expand(str)
      open = str.index("(")
      return [str] unless open
      depth = 0
      close = nil
      (open...str.size).each do |i|
        depth += 1 if str[i, 1] == "("
        depth -= 1 if str[i, 1] == ")"
        if depth == 0
          close = i
          break
        end
      end
      return [str] unless close
      head, inner, tail = str[0, open], str[open + 1...close], str[close + 1..-1]
      split_top(inner).map { |alt| expand(head + alt + tail) }.flatten
    end
  end
end
