require 'rexml/xmltokens'

module REXML
  # Name handling shared by Element and Attribute: a name has an optional
  # prefix ("p:name").
  module Namespace
    attr_reader :name, :expanded_name
    attr_accessor :prefix
    include XMLTokens
    NAMESPLIT = /^(?:(#{NCNAME_STR}):)?(#{NCNAME_STR})/

    def name=(name)
      @expanded_name = name
      unless name.index(?:)
        # the common case, without the regexp
        @prefix = ""
        @namespace = ""
        return @name = name
      end
      name =~ NAMESPLIT
      if $1
        @prefix = $1
      else
        @prefix = ""
        @namespace = ""
      end
      @name = $2
    end

    def has_name?(other, ns = nil)
      if ns
        return (namespace() == ns and name() == other)
      elsif other.include? ":"
        return fully_expanded_name == other
      else
        return name == other
      end
    end

    alias :local_name :name

    def fully_expanded_name
      ns = prefix
      return "#{ns}:#@name" if ns.size > 0
      @name
    end
  end
end
