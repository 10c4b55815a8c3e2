require "rexml/child"
module REXML
  module DTD
    # <!ENTITY [%] name value-or-external-id>
    class EntityDecl < Child
      START = "<!ENTITY"
      START_RE = /^\s*#{START}/um
      PUBLIC = /^\s*#{START}\s+(?:%\s+)?(\w+)\s+PUBLIC\s+((["']).*?\3)\s+((["']).*?\5)\s*>/um
      SYSTEM = /^\s*#{START}\s+(?:%\s+)?(\w+)\s+SYSTEM\s+((["']).*?\3)(?:\s+NDATA\s+\w+)?\s*>/um
      PLAIN = /^\s*#{START}\s+(\w+)\s+((["']).*?\3)\s*>/um
      PERCENT = /^\s*#{START}\s+%\s+(\w+)\s+((["']).*?\3)\s*>/um
      PATTERN_RE = /^\s*#{START}\s+(?:%\s+)?(?:\w+)\s+(?:(?:PUBLIC|SYSTEM)\s+)?(["']).*?\1(?:\s+(["']).*?\2)?(?:\s+NDATA\s+\w+)?\s*>/um

      # src: the matched declaration
      def initialize(src)
        super()
        src = src[0] if src.kind_of? MatchData
        @string = src.strip
        @reference = !(src =~ PERCENT).nil?
        if src =~ PUBLIC or src =~ SYSTEM or src =~ PLAIN or src =~ PERCENT
          @name = $1
          @value = $2[1..-2]
        end
      end

      attr_reader :name, :value

      def to_s
        @string
      end

      def write(output, indent)
        output << ('   ' * indent) if indent > 0
        output << @string
      end

      def EntityDecl.parse_source(source, listener)
        md = source.match(PATTERN_RE, true)
        thing = md[0].squeeze(" \t\n\r")
        listener.send inspect.downcase, thing
      end

    end
  end
end
