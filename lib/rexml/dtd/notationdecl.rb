require "rexml/child"
module REXML
  module DTD
    # <!NOTATION name PUBLIC|SYSTEM "id">
    class NotationDecl < Child
      START = "<!NOTATION"
      START_RE = /^\s*#{START}/um
      PUBLIC = /^\s*#{START}\s+(\w[\w-]*)\s+(PUBLIC)\s+((["']).*?\4)\s*>/um
      SYSTEM = /^\s*#{START}\s+(\w[\w-]*)\s+(SYSTEM)\s+((["']).*?\4)\s*>/um
      PATTERN_RE = /^\s*#{START}\s+\w[\w-]*\s+(?:PUBLIC|SYSTEM)\s+(["']).*?\1(?:\s+(["']).*?\2)?\s*>/um

      def initialize(src)
        super()
        src = src[0] if src.kind_of? MatchData
        @string = src.strip
        if src =~ PUBLIC or src =~ SYSTEM
          @name = $1
          @middle = $2
          @rest = $3
        end
      end

      attr_reader :name

      def to_s
        "<!NOTATION #@name #@middle #@rest>"
      end

      def write(output, indent)
        output << ('   ' * indent) if indent > 0
        output << to_s
      end

      def NotationDecl.parse_source(source, listener)
        md = source.match(PATTERN_RE, true)
        thing = md[0].squeeze(" \t\n\r")
        listener.send inspect.downcase, thing
      end

    end
  end
end
