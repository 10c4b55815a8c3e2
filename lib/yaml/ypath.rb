# yaml/ypath.rb - paths into node trees ("/a/*/b"), as BaseNode#search takes.

module YAML
  class YPath
    attr_accessor :segments, :predicates, :flags

    def initialize(str)
      @segments = []
      @predicates = []
      @flags = nil
      while str =~ /^\/?(\/|[^\/\[]+)(?:\[([^\]]+)\])?/
        @segments.push($1)
        @predicates.push($2)
        str = $'
      end
      unless str.to_s.empty?
        @segments += str.split("/")
      end
      @segments.push(".") if @segments.empty?
    end

    def self.each_path(str)
      str.split("|").each { |p| yield YPath.new(p) }
    end
  end
end
