require "rexml/child"
module REXML
  module DTD
    # <!ATTLIST element attribute-definitions>
    class AttlistDecl < Child
      START = "<!ATTLIST"
      START_RE = /^\s*#{START}/um
      PATTERN_RE = /\s*(#{START}.*?>)/um

      def initialize(match)
        super()
        @string = match.kind_of?(MatchData) ? match[1] : match
      end

      def to_s
        @string
      end

      def write(output, indent = -1)
        output << @string
      end

    end
  end
end
