require 'rexml/parsers/streamparser'
require 'rexml/parsers/baseparser'

module REXML
  module Parsers
    # Like LightParser, lighter: only elements keep a link to their parent.
    class UltraLightParser
      def initialize(stream)
        @stream = stream
        @parser = REXML::Parsers::BaseParser.new(stream)
      end

      def add_listener(listener)
        @parser.add_listener(listener)
      end

      def rewind
        @stream.rewind
        @parser.stream = @stream
      end

      def parse
        root = context = []
        while true
          event = @parser.pull
          case event[0]
          when :end_document
            break
          when :start_element
            context << event
            event[1, 0] = [context]
            context = event
          when :end_element
            context = context[1]
          when :end_doctype
            # (as 1.8.7: the second node of the context goes on, which is
            # the doctype only after an XML declaration)
            context = context[1]
          else
            context << event
          end
        end
        root
      end
    end
  end
end
