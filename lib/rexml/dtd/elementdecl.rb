require "rexml/child"
module REXML
  module DTD
    # <!ELEMENT name content>
    class ElementDecl < Child
      START = "<!ELEMENT"
      START_RE = /^\s*#{START}/um
      PATTERN_RE = /^\s*(#{START}.*?)>/um
      PATTERN_RE_S = /^\s*#{START}\s+(\S+)\s+(.*?)\s*>/um

      def initialize(match)
        super()
        @string = match.kind_of?(MatchData) ? match[0] : match
        @name, @content = @string =~ PATTERN_RE_S ? [$1, $2] : [nil, nil]
      end

      attr_reader :name, :content

      def to_s
        @string.strip
      end

      def write(output, indent = -1)
        output << to_s
      end

    end
  end
end
