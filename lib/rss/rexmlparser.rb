require "rexml/document"
require "rexml/streamlistener"

module RSS
  class REXMLParser < BaseParser
    class << self
      def listener
        REXMLListener
      end
    end

    private
    def _parse
      begin
        REXML::Document.parse_stream(@rss_source, REXMLListener.new(self))
      rescue RuntimeError => e
        raise NotWellFormedError.new { e.message }
      rescue REXML::ParseException => e
        context = e.context
        line = context[0] if context
        raise NotWellFormedError.new(line) { e.message }
      end
    end
  end

  # Passes REXML stream events to the feed parser.
  class REXMLListener < BaseListener
    include REXML::StreamListener
    include ListenerMixin

    def initialize(parser)
      @parser = parser
    end

    def xmldecl(version, encoding, standalone)
      @parser.xmldecl(version, encoding, standalone == "yes")
    end

    def tag_start(name, attributes)
      @parser.tag_start(name, attributes)
    end

    def tag_end(name)
      @parser.tag_end(name)
    end

    def text(data)
      @parser.text(data)
    end

    def cdata(content)
      @parser.text(content)
    end

    def instruction(name, content)
      @parser.instruction(name, content)
    end
  end

  AVAILABLE_PARSERS.push(REXMLParser) unless AVAILABLE_PARSERS.include?(REXMLParser)
end
