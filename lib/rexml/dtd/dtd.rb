require "rexml/dtd/elementdecl"
require "rexml/dtd/entitydecl"
require "rexml/comment"
require "rexml/dtd/notationdecl"
require "rexml/dtd/attlistdecl"
require "rexml/parent"

module REXML
  module DTD
    # Reads a DTD (its declarations) into a list of declaration nodes.  As
    # in 1.8.7 it asks the declaration classes for a PATTERN_RE method they
    # do not have, so parsing anything raises NoMethodError.
    class Parser
      def Parser.parse(input)
        case input
        when String
          parse_helper input
        when File
          parse_helper input.read
        end
      end

      # Takes a String and parses it out
      def Parser.parse_helper(input)
        contents = Parent.new
        while input.size > 0
          case input
          when ElementDecl.PATTERN_RE
            match = $&
            source = $~.post_match
            contents << ElementDecl.new(match)
          when AttlistDecl.PATTERN_RE
            matchdata = $~
            source = $~.post_match
            contents << AttlistDecl.new(matchdata)
          when EntityDecl.PATTERN_RE
            matchdata = $~
            source = $~.post_match
            contents << EntityDecl.new(matchdata)
          when Comment.PATTERN_RE
            matchdata = $~
            source = $~.post_match
            contents << Comment.new(matchdata)
          when NotationDecl.PATTERN_RE
            matchdata = $~
            source = $~.post_match
            contents << NotationDecl.new(matchdata)
          end
          break if source.nil? or source.size == input.size
          input = source
          source = nil
        end
        contents
      end
    end
  end
end
