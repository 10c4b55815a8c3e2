# rdoc/dot/dot.rb - graphviz dot graphs as Ruby objects: nodes, edges,
# subgraphs and digraphs whose to_s is their dot source.
module DOT

  # the attribute names dot knows for each element
  NODE_OPTS = %w(bgcolor color fontcolor fontname fontsize height width label
                 layer rank shape shapefile style URL)
  EDGE_OPTS = %w(color decorate dir fontcolor fontname fontsize id label layer
                 lhead ltail minlen style weight)
  GRAPH_OPTS = %w(bgcolor center clusterrank color compound concentrate fillcolor
                  fontcolor fontname fontpath fontsize label labeljust labelloc
                  layers margin mclimit nodesep nslimit ordering orientation
                  page rank rankdir ranksep ratio size)

  # a named thing with options
  class SimpleElement
    attr_accessor :name

    def initialize(params = {})
      @label = params["name"] || ""
      @name = params["name"]
    end
  end

  class Element < SimpleElement
    attr_accessor :options

    def initialize(params = {}, option_list = [])
      super(params)
      @name = params["name"] || params["id"] || ""
      @options = {}
      option_list.each { |o| @options[o] = params[o] if params[o] }
      @options["label"] ||= @name if @name != "node"
    end

    def each_option(&block)
      @options.sort.each(&block)
    end

    def each_option_pair(&block)
      each_option(&block)
    end

    private

    def attr_list(t = "")
      opts = []
      each_option { |k, v| opts << "#{t}  #{k} = #{quote(v)}" }
      opts.empty? ? "" : " [\n" + opts.join(",\n") + "\n#{t}]"
    end

    def quote(v)
      v.to_s =~ /\A\w+\z/ ? v.to_s : "\"#{v.to_s.gsub(/"/, '\\"')}\""
    end
  end

  class Node < Element
    def initialize(params = {}, option_list = NODE_OPTS)
      super(params, option_list)
    end

    def to_s(t = "")
      "#{t}#{quote(@name)}#{attr_list(t)}"
    end
  end

  class Edge < Element
    attr_accessor :from, :to

    def initialize(params = {}, option_list = EDGE_OPTS)
      super(params, option_list)
      @options.delete("label") if @options["label"] == ""
      @from = params["from"]
      @to = params["to"]
    end

    def to_s(t = "")
      "#{t}#{quote(@from)} -> #{quote(@to)}#{attr_list(t)}"
    end
  end

  class Subgraph < Element
    def initialize(params = {}, option_list = GRAPH_OPTS)
      super(params, option_list)
      @nodes = []
      @dot_string = "subgraph"
    end

    def each_node(&block)
      @nodes.each(&block)
    end

    def <<(thing)
      @nodes << thing
    end

    def push(thing)
      @nodes.push(thing)
    end

    def pop
      @nodes.pop
    end

    def to_s(t = "")
      res = "#{t}#{@dot_string} #{quote(@name)} {\n"
      each_option { |k, v| res << "#{t}  #{k} = #{quote(v)};\n" }
      @nodes.each { |n| res << n.to_s(t + "  ") << "\n" }
      res << "#{t}}"
    end
  end

  class Digraph < Subgraph
    def initialize(params = {}, option_list = GRAPH_OPTS)
      super(params, option_list)
      @dot_string = "digraph"
    end
  end
end
