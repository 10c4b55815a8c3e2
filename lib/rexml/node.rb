require "rexml/parseexception"
require "rexml/formatters/pretty"
require "rexml/formatters/default"

module REXML
  # What every node of a tree can do.
  module Node
    def next_sibling_node
      return nil if @parent.nil?
      @parent[@parent.index(self) + 1]
    end

    def previous_sibling_node
      return nil if @parent.nil?
      ind = @parent.index(self)
      return nil if ind == 0
      @parent[ind - 1]
    end

    # the node as XML; indent > -1 pretty-prints
    def to_s(indent = nil)
      unless indent.nil?
        Kernel.warn("#{self.class.name}.to_s(indent) parameter is deprecated")
        f = REXML::Formatters::Pretty.new(indent)
        f.write(self, rv = "")
      else
        f = REXML::Formatters::Default.new
        f.write(self, rv = "")
      end
      rv
    end

    def indent(to, ind)
      if @parent and @parent.context and not @parent.context[:indentstyle].nil?
        indentstyle = @parent.context[:indentstyle]
      else
        indentstyle = '  '
      end
      to << indentstyle * ind unless ind < 1
    end

    def parent?
      false
    end

    # visits this node and every node below it, depth first
    def each_recursive(&block)
      self.elements.each { |node|
        block.call(node)
        node.each_recursive(&block)
      }
    end

    def find_first_recursive(&block)
      each_recursive { |node|
        return node if block.call(node)
      }
      nil
    end

    def index_in_parent
      parent.index(self) + 1
    end
  end
end
