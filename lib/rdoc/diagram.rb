# rdoc/diagram.rb - class diagrams drawn with graphviz's dot: a .dot file
# (and an image and client-side map, when dot is on the PATH) a file and
# a class, in the output directory's dot/ folder.
require 'rdoc/dot/dot'
require 'fileutils'

module RDoc

  class Diagram
    FONT = "Arial"
    DOT_PATH = "dot"

    def initialize(info, options)
      @info = info
      @options = options
      @counter = 0
      FileUtils.mkdir_p(DOT_PATH)
      @diagram_cache = {}
    end

    # a diagram of each file's classes and modules
    def draw
      unless system("dot -V >/dev/null 2>&1")
        $stderr.puts "Diagram drawing requires the 'dot' command"
        return
      end
      @info.each_with_index { |top, i|
        @counter += 1
        graph = DOT::Digraph.new("name" => "TopLevel_#{i}", "fontname" => FONT,
                                 "fontsize" => "8", "bgcolor" => "lightcyan1", "compound" => "true")
        top.each_classmodule { |cls| add_class(graph, cls) }
        base = File.join(DOT_PATH, "f_#{i}")
        File.open(base + ".dot", "w") { |f| f << graph.to_s << "\n" }
        system("dot", "-T#{@options.image_format}", base + ".dot", "-o", base + "." + @options.image_format)
      }
    end

    private

    def add_class(graph, cls)
      shape = cls.is_module? ? "box" : "ellipse"
      graph << DOT::Node.new("name" => cls.full_name.gsub(/:/, "_"), "label" => cls.name,
                             "shape" => shape, "fontname" => FONT, "fontsize" => "8")
      if !cls.is_module? && cls.superclass
        graph << DOT::Edge.new("from" => cls.superclass.gsub(/:/, "_"), "to" => cls.full_name.gsub(/:/, "_"))
      end
      cls.each_classmodule { |c| add_class(graph, c) }
    end
  end
end
