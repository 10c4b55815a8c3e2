module REXML
  module Formatters
    # Writes nodes as compact XML, exactly as they are.
    class Default
      def initialize(ie_hack = false)
        @ie_hack = ie_hack
      end

      # writes +node+ (any node type) to +output+ (anything with <<)
      def write(node, output)
        case node
        when Document
          if node.xml_decl.encoding != "UTF-8" && !output.kind_of?(Output)
            output = Output.new(output, node.xml_decl.encoding)
          end
          write_document(node, output)
        when Element
          write_element(node, output)
        when Declaration, ElementDecl, NotationDecl, ExternalEntity, Entity,
             AttlistDecl
          node.write(output, -1)
        when Instruction
          write_instruction(node, output)
        when DocType, XMLDecl
          node.write(output)
        when Comment
          write_comment(node, output)
        when CData
          write_cdata(node, output)
        when Text
          write_text(node, output)
        else
          raise Exception.new("XML FORMATTING ERROR")
        end
      end

      protected
      def write_document(node, output)
        node.children.each { |child| write(child, output) }
      end

      def write_element(node, output)
        output << "<#{node.expanded_name}"
        node.attributes.each_attribute do |attr|
          output << " "
          attr.write(output)
        end unless node.attributes.empty?
        children = node.children
        if children.empty?
          output << " " if @ie_hack
          output << "/"
        else
          output << ">"
          children.each { |child| write(child, output) }
          output << "</#{node.expanded_name}"
        end
        output << ">"
      end

      def write_text(node, output)
        output << node.to_s()
      end

      def write_comment(node, output)
        output << Comment::START
        output << node.to_s
        output << Comment::STOP
      end

      def write_cdata(node, output)
        output << CData::START
        output << node.to_s
        output << CData::STOP
      end

      def write_instruction(node, output)
        output << Instruction::START.sub(/\\/u, '')
        output << node.target
        output << ' '
        output << node.content
        output << Instruction::STOP.sub(/\\/u, '')
      end
    end
  end
end
