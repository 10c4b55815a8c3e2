# tsort.rb - TSort: topological sorting and strongly connected components
# (Tarjan's algorithm) of a graph given by tsort_each_node and
# tsort_each_child.

module TSort
  class Cyclic < StandardError
  end

  # Returns the nodes sorted so that children come before their parents.
  # Raises TSort::Cyclic if the graph has a cycle.
  def tsort
    result = []
    tsort_each { |element| result << element }
    result
  end

  def tsort_each
    each_strongly_connected_component do |component|
      if component.size == 1
        yield component.first
      else
        raise Cyclic, "topological sort failed: #{component.inspect}"
      end
    end
  end

  def strongly_connected_components
    result = []
    each_strongly_connected_component { |component| result << component }
    result
  end

  def each_strongly_connected_component(&block)
    id_map = {}
    stack = []
    tsort_each_node do |node|
      unless id_map.include?(node)
        each_strongly_connected_component_from(node, id_map, stack, &block)
      end
    end
    nil
  end

  def each_strongly_connected_component_from(node, id_map = {}, stack = [], &block)
    minimum_id = node_id = id_map[node] = id_map.size
    stack_length = stack.length
    stack << node
    tsort_each_child(node) do |child|
      if id_map.include?(child)
        child_id = id_map[child]
        minimum_id = child_id if child_id && child_id < minimum_id
      else
        sub_minimum_id =
          each_strongly_connected_component_from(child, id_map, stack, &block)
        minimum_id = sub_minimum_id if sub_minimum_id < minimum_id
      end
    end
    if node_id == minimum_id
      component = stack.slice!(stack_length..-1)
      component.each { |n| id_map[n] = nil }
      yield component
    end
    minimum_id
  end

  def tsort_each_node
    raise NotImplementedError
  end

  def tsort_each_child(node)
    raise NotImplementedError
  end
end
