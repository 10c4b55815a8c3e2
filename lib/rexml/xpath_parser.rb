require 'rexml/namespace'
require 'rexml/xmltokens'
require 'rexml/attribute'
require 'rexml/syncenumerator'
require 'rexml/parsers/xpathparser'

class Object
  # nodes are compared by identity in XPath node-sets
  def dclone
    clone
  end
end
class Symbol
  def dclone ; self ; end
end
class Fixnum
  def dclone ; self ; end
end
class Float
  def dclone ; self ; end
end
class Array
  # a deep copy: a clone holding the dclones of the elements
  def dclone
    copy = clone
    copy.clear
    each { |v| copy << v.dclone }
    copy
  end
end

module REXML
  # Evaluates parsed XPath expressions (see Parsers::XPathParser) against
  # nodes.  Node-sets are Arrays; numbers are Floats (Integers where 1.8.7
  # answers one); strings and booleans are themselves.
  class XPathParser
    include XMLTokens
    LITERAL = /^'([^']*)'|^"([^"]*)"/u
    # the node types of node() and of *
    ALL = [ :attribute, :element, :text, :processing_instruction, :comment ]
    ELEMENTS = [ :element ]

    def initialize
      @parser = REXML::Parsers::XPathParser.new
      @namespaces = nil
      @variables = {}
    end

    def namespaces=(namespaces = {})
      Functions::namespace_context = namespaces
      @namespaces = namespaces
    end

    def variables=(vars = {})
      Functions::variables = vars
      @variables = vars
    end

    def parse(path, nodeset)
      expr = path.kind_of?(Array) ? path : @parser.parse_tree(path)
      match(expr, nodeset)
    end

    def get_first(path, nodeset)
      parse(path, nodeset)[0]
    end

    def predicate(path, nodeset)
      expr = path.kind_of?(Array) ? @parser.to_tree(path) : @parser.parse_tree(path)
      nodeset.find_all { |n| truth(operand(expr, n, 1, 1), 1) }
    end

    def []=(variable_name, value)
      @variables[variable_name] = value
    end

    def first(path_stack, node)
      parse(path_stack, [node])[0]
    end

    # a function call at the top answers [value]; node-sets answer
    # themselves; other values (false too) are returned as they are
    def match(expr, nodeset)
      expr = expr.kind_of?(String) ? @parser.parse_tree(expr) : @parser.to_tree(expr)
      @order = nil
      return [] if nodeset.empty?
      return operand(expr, nodeset[0], 0, 1) if nodeset.size == 1
      multi_value(expr, nodeset)
    end

    RELATIONAL = { :or => true, :and => true, :eq => true, :neq => true,
                   :lt => true, :gt => true, :le => true, :ge => true }

    # As 1.8.7 over several context nodes at once: a function gives its
    # value at each (position() counting from 0), comparisons take those
    # lists, paths give each node once, in the order met
    def multi_value(expr, nodes)
      if expr[0] == :call
        out = []
        nodes.each_with_index { |n, i| out.concat(operand(expr, n, i, nodes.size)) }
        return out
      elsif RELATIONAL[expr[0]]
        a = multi_value(expr[1], nodes)
        b = multi_value(expr[2], nodes)
        Functions::context = { :node => nodes[0], :index => 0, :size => nodes.size }
        return relational(a, expr[0], b)
      end
      result = nil
      nodes.each do |node|
        value = evaluate(expr, node, 0, 1)
        if result.nil? then result = value
        elsif result.kind_of?(Array) and value.kind_of?(Array)
          seen = {}
          result = (result + value).select { |n| seen[n.object_id] ? false : (seen[n.object_id] = true) }
        end
      end
      result
    end

    private
    def evaluate(expr, node, pos, size)
      case expr[0]
      when :path then eval_path(expr, node)
      when :filter then eval_filter(expr, node, pos, size)
      # (steps written right after a value: 1.8.7 leaves them unused)
      when :trail then evaluate(expr[1], node, pos, size)
      when :union
        a = operand(expr[1], node, pos, size)
        b = operand(expr[2], node, pos, size)
        # (1.8.7 takes Ruby's | for values: numbers or'ed bitwise, a
        # TypeError for a number and an array)
        return a | b unless a.kind_of?(Array) and b.kind_of?(Array)
        # each node once, in the order met (as 1.8.7's)
        seen = {}
        (a + b).select { |n| seen[n.object_id] ? false : (seen[n.object_id] = true) }
      when :literal then expr[1]
      when :number then expr[1]
      when :var then @variables[expr[1]]
      when :call then call_function(expr, node, pos, size)
      # (1.8.7 takes and/or as it takes comparisons, with Ruby's and/or)
      when :or, :and, :eq, :neq, :lt, :gt, :le, :ge
        a = operand(expr[1], node, pos, size)
        b = operand(expr[2], node, pos, size)
        Functions::context = { :node => node, :index => pos, :size => size }
        relational(a, expr[0], b)
      when :plus then arith(expr, node, pos, size) { |a, b| a + b }
      when :minus then arith(expr, node, pos, size) { |a, b| a - b }
      when :mult then arith(expr, node, pos, size) { |a, b| a * b }
      when :div then arith(expr, node, pos, size) { |a, b| a.to_f / b }
      when :mod then arith(expr, node, pos, size) { |a, b| a % b }
      # (1.8.7 negates the value's to_f: a node-set raises NoMethodError)
      when :neg then -operand(expr[1], node, pos, size).to_f
      else raise "Unknown XPath expression #{expr[0]}"
      end
    end

    def arith(expr, node, pos, size)
      a = Functions::number(operand(expr[1], node, pos, size))
      b = Functions::number(operand(expr[2], node, pos, size))
      yield(a, b)
    end

    # a value as the operators see it: 1.8.7 hands a function's result
    # on as [result] (string() without arguments: [""])
    def operand(expr, node, pos, size)
      return operand(expr[1], node, pos, size) if expr[0] == :trail
      value = evaluate(expr, node, pos, size)
      return value unless expr[0] == :call
      expr[1] == "string" && expr[2].empty? ? value : [value]
    end

    # a predicate holds, as in 1.8.7, when its value (a one-item array
    # taken as its item) is a number equal to the position, an array
    # holding something neither false nor nil, or anything else Ruby
    # counts true ("" and 0.0 included)
    def truth(value, pos)
      value = value[0] if value.kind_of?(Array) and value.size == 1
      if value.kind_of?(Numeric)
        value == pos
      elsif value.instance_of?(Array)
        value.any? { |v| v }
      else
        value ? true : false
      end
    end

    def call_function(expr, node, pos, size)
      name = expr[1]
      args = expr[2]
      Functions::context = { :node => node, :index => pos, :size => size }
      case name
      when "last" then return size
      when "position" then return pos
      end
      # 1.8.7's string() without an argument is always [""] (a node-set
      # as a predicate, "" as a result)
      return [""] if name == "string" && args.empty?
      # (1.8.7 copies a function's arguments first: a Bignum cannot be)
      copy_numbers(args)
      # (a function's argument that is a function call is given as [value])
      values = args.map { |a| operand(a, node, pos, size) }
      Functions::context = { :node => node, :index => pos, :size => size }
      meth = name.tr('-', '_')
      # an unknown function goes to Functions.method_missing, as in 1.8.7
      return Functions.method_missing(meth.intern, *values) unless Functions.respond_to?(meth)
      Functions.send(meth, *values)
    end

    def copy_numbers(tree)
      tree.each do |e|
        if e.kind_of?(Array) then copy_numbers(e)
        elsif e.kind_of?(Bignum) then e.dclone
        end
      end
    end

    def eval_filter(expr, node, pos, size)
      value = evaluate(expr[1], node, pos, size)
      return value unless value.kind_of?(Array)
      # (1.8.7's REXML leaves the predicates of a parenthesized union unused)
      expr[2].each { |pred| value = apply_predicate(pred, value) } unless expr[1][0] == :union
      expr[3].empty? ? value : run_steps(expr[3], value)
    end

    def eval_path(expr, node)
      nodes = [node]
      if expr[1]
        # (as 1.8.7: only an element or document has a root_node, other
        # context nodes raise NoMethodError)
        nodes = [node.root_node]
      end
      run_steps(expr[2], nodes)
    end

    # As 1.8.7's REXML: "//" (descendant-or-self:: before more steps)
    # runs the rest of the path from each node in turn and sorts what they
    # give into document order, keeping repeats (//n/.. names a parent once
    # per child)
    def run_steps(steps, nodes)
      steps.each_with_index do |(axis, test, preds), i|
        if axis == :descendant_or_self and i + 1 < steps.size
          rest = steps[i + 1..-1]
          result = []
          step(axis, test, preds, nodes).each { |n| result.concat(run_steps(rest, [n])) }
          return sort_document_order(result)
        end
        return rerun_axis(steps[i..-1], nodes) if axis == :following_sibling or axis == :descendant
        nodes = step(axis, test, preds, nodes)
        # (a last descendant-or-self:: step is sorted too, as 1.8.7)
        nodes = sort_document_order(nodes) if axis == :descendant_or_self and nodes.size > 1
      end
      nodes
    end

    # following-sibling:: and descendant:: as 1.8.7's REXML takes them: the
    # rest of the path (this step's test and predicates on) runs on each
    # context node's axis nodes, and then once more on all that gave
    # (descendant:: is descendant-or-self:: from each child there)
    def rerun_axis(steps, nodes)
      axis, test, preds = steps[0]
      rest = [[:given, test, preds]] + steps[1..-1]
      result = []
      nodes.each do |n|
        if axis == :descendant
          kids = CHILDREN_OF[n.node_type] ? n.children : []
          result.concat(run_steps([[:descendant_or_self, test, preds]] + steps[1..-1], kids))
        else
          result.concat(run_steps(rest, axis_nodes(axis, n)))
        end
      end
      run_steps(rest, result)
    end

    # One location step, as 1.8.7's REXML takes it: the axis nodes of every
    # context node one after the other (reverse axes nearest first, repeats
    # kept but for ancestors), then the predicates over that whole list;
    # on descendant-or-self every node is at position 1.
    def step(axis, test, preds, nodes)
      result = []
      nodes.each do |node|
        if axis == :attribute and test[0] == :name
          result.concat(test[1] ? prefixed_attribute(node, test) : named_attribute(node, test[2]))
        else
          result.concat(axis_nodes(axis, node).select { |n| node_test(test, n, axis) })
        end
      end
      if nodes.size > 1 and axis == :ancestor
        seen = {}
        result = result.select { |n| seen[n.object_id] ? false : (seen[n.object_id] = true) }
      elsif nodes.size > 1 and axis == :ancestor_or_self
        # (as 1.8.7: each element itself always, its ancestors unless seen)
        seen = {}
        result = []
        nodes.each do |node|
          next unless element?(node)
          seen[node.object_id] = true
          result << node if node_test(test, node, axis)
          ancestors(node).each do |a|
            next if seen[a.object_id] or !node_test(test, a, axis)
            seen[a.object_id] = true
            result << a
          end
        end
      end
      preds.each do |pred|
        if axis == :descendant_or_self
          copy_numbers(pred)
          result = result.select { |n| truth(operand(pred, n, 1, 1), 1) }
        else
          result = apply_predicate(pred, result)
        end
      end
      result
    end

    # @prefix:name as 1.8.7 takes it: the element's attribute(name, uri),
    # the uri named by the namespaces given, else by the element
    def prefixed_attribute(node, test)
      return [] unless node.kind_of?(Element)
      uri = @namespaces ? @namespaces[test[1]] : node.namespace(test[1])
      attr = node.attribute(test[2], uri)
      attr ? [attr] : []
    end

    # @name as 1.8.7 takes it: the element's get_attribute(name), the one
    # without a prefix when several share the local name
    def named_attribute(node, name)
      return [] unless node.kind_of?(Element)
      attr = node.attributes.get_attribute(name)
      attr ? [attr] : []
    end

    # node types whose children XPath sees
    CHILDREN_OF = { :element => true, :document => true }

    def apply_predicate(pred, nodes)
      size = nodes.size
      # (1.8.7 copies the predicate first: a Bignum cannot be copied)
      copy_numbers(pred)
      out = []
      nodes.each_with_index do |n, i|
        out << n if truth(operand(pred, n, i + 1, size), i + 1)
      end
      out
    end

    # the nodes of +axis+ from +node+, the reverse axes nearest first
    def axis_nodes(axis, node)
      case axis
      when :child
        CHILDREN_OF[node.node_type] ? node.children : []
      when :attribute
        return [] unless node.kind_of?(Element)
        # (as 1.8.7: the attributes table's values, so attributes sharing
        # a local name come as one Hash, which sorting asks for node_type)
        node.attributes.values
      when :self, :given then [node]
      when :parent
        p = node.parent   # (an Attribute has none: NoMethodError, as 1.8.7)
        p ? [p] : []
      when :descendant then descendants(node, [])
      when :descendant_or_self then descendants(node, [node])
      when :ancestor then ancestors(node)
      when :ancestor_or_self   # (1.8.7: nothing from a node but an element)
        element?(node) ? [node] + ancestors(node) : []
      when :following_sibling
        return [] if node.parent.nil?
        sibs = node.parent.children
        sibs[(sibs.index(node) || sibs.size) + 1..-1] || []
      when :preceding_sibling
        return [] if node.parent.nil?
        sibs = node.parent.children
        i = sibs.index(node) || 0
        sibs[0, i].reverse
      when :following then following(node)
      when :preceding then preceding(node)
      when :namespace then []
      else raise "Unknown XPath axis #{axis}"
      end
    end

    def descendants(node, acc)
      return acc unless node.kind_of?(Parent) and CHILDREN_OF[node.node_type]
      stack = [[node.children, 0]]
      until stack.empty?
        kids, i = stack[-1]
        if i >= kids.size
          stack.pop
          next
        end
        stack[-1][1] = i + 1
        kid = kids[i]
        acc << kid
        # as the child axis: a DocType's declarations are not XPath nodes
        stack << [kid.children, 0] if kid.kind_of?(Parent) and CHILDREN_OF[kid.node_type]
      end
      acc
    end

    def ancestors(node)
      acc = []
      p = node.parent
      while p
        acc << p
        p = p.parent
      end
      acc
    end

    def following(node)
      acc = []
      cur = node   # (an Attribute has no parent: NoMethodError, as 1.8.7)
      while cur and cur.parent
        sibs = cur.parent.children
        i = sibs.index(cur)
        sibs[i + 1..-1].each { |s| acc << s; descendants(s, acc) }
        cur = cur.parent
      end
      acc
    end

    def preceding(node)
      acc = []
      cur = node   # (an Attribute has no parent: NoMethodError, as 1.8.7)
      while cur and cur.parent
        sibs = cur.parent.children
        i = sibs.index(cur)
        sibs[0, i].reverse_each { |s| acc.concat(descendants(s, []).reverse); acc << s }
        cur = cur.parent
      end
      acc
    end

    def node_test(test, n, axis)
      case test[0]
      when :node then axis != :attribute   # (1.8.7: node() takes no attribute)
      when :any
        # (a Hash: attributes sharing a local name, passed as 1.8.7 does)
        axis == :attribute ? (n.kind_of?(Attribute) or n.kind_of?(Hash)) : element?(n)
      when :name
        return false unless (axis == :attribute ? n.kind_of?(Attribute) : element?(n))
        return false unless n.name == test[2]
        if axis != :attribute and @namespaces
          # (as 1.8.7: with namespaces given, a prefix they do not name,
          # or none, stands for no namespace)
          n.namespace == (@namespaces[test[1] || ""] || "")
        elsif test[1].nil?
          axis == :attribute ? true : (n.prefix.nil? or n.prefix == "" or
            (n.respond_to?(:namespace) and n.namespace == ""))
        elsif axis != :attribute
          # (the prefix as the element itself binds it)
          n.namespace == n.namespace(test[1])
        else
          prefix_match?(test[1], n)
        end
      when :ns_any
        return false unless (axis == :attribute ? n.kind_of?(Attribute) : element?(n))
        # (1.8.7's @prefix:* matches no attribute)
        return false if axis == :attribute
        uri = @namespaces ? @namespaces[test[1]] : n.namespace(test[1])
        !uri.nil? and n.namespace == uri
      when :text then n.kind_of?(Text)
      when :comment then n.kind_of?(Comment)
      when :pi then n.kind_of?(Instruction) and (test[1].nil? or n.target == test[1])
      else false
      end
    end

    def element?(n)
      n.kind_of?(Element) and !n.kind_of?(Document)
    end

    # a prefix of the expression names the node's namespace (through the
    # namespaces given to the query, else the document's own bindings)
    def prefix_match?(prefix, n)
      uri = @namespaces[prefix] if @namespaces
      if uri
        n.namespace == uri
      else
        n.prefix == prefix
      end
    end

    # (as 1.8.7: an attribute sorts as its element does, and the nodes
    # are sorted by comparing those places, so equal places come out in
    # the order that sort leaves them)
    def sort_document_order(nodes)
      nodes.each { |n| n.node_type if n.kind_of?(Hash) }   # NoMethodError (1.8.7)
      return nodes if nodes.size < 2
      order = document_order(nodes[0])
      keyed = nodes.map do |n|
        place = n.kind_of?(Attribute) ? n.element : n
        [order[place.object_id] || 0, n]
      end
      keyed.sort { |a, b| a[0] <=> b[0] }.map { |k, n| n }
    end

    def document_order(sample)
      root = sample
      root = root.element if root.kind_of?(Attribute)
      root = root.parent while root.parent
      return @order if @order and @order_root.equal?(root)
      @order_root = root
      @order = {}
      i = 0
      @order[root.object_id] = 0
      descendants(root, []).each do |n|
        @order[n.object_id] = (i += 1)
        if n.kind_of?(Element)
          n.attributes.each_attribute { |a| @order[a.object_id] = (i += 1) }
        end
      end
      # (1.8.7: a document sorts as its document element)
      top = root.kind_of?(Document) && root.root
      @order[root.object_id] = @order[top.object_id] if top
      @order
    end

    NUMERIC = /^\d+(\.\d+)?$/

    # 1.8.7's comparisons (and and/or): two one-node sets compare their
    # nodes; a set against an empty one gives each node op nil; two sets
    # are paired up (the shorter padded with nil) and their values
    # compared; a set against a value gives the value op each node's
    # value, the set's side first, as a boolean, number or string after
    # the value; two values as below (scalar_compare)
    def relational(set1, op, set2)
      if set1.kind_of?(Array) and set2.kind_of?(Array)
        if set1.size == 1 and set2.size == 1
          set1, set2 = set1[0], set2[0]
        elsif set1.empty? or set2.empty?
          return (set1.empty? ? set2 : set1).map { |n| ruby_op(n, op, nil) }
        else
          res = []
          SyncEnumerator.new(set1, set2).each { |x, y| res << ruby_op(norm(x), op, norm(y)) }
          return res
        end
      end
      if set1.kind_of?(Array) or set2.kind_of?(Array)
        a, b = set1.kind_of?(Array) ? [set1, set2] : [set2, set1]
        case b
        when true, false then a.map { |v| ruby_op(Functions::boolean(v), op, b) }
        when Numeric then a.map { |v| ruby_op(Functions::number(v), op, b) }
        when NUMERIC
          b = Functions::number(b)
          a.map { |v| ruby_op(Functions::number(v), op, b) }
        else
          b = str(b)
          a.map { |v| ruby_op(str(v), op, b) }
        end
      else
        scalar_compare(set1, op, set2)
      end
    end

    # two values: booleans when either is written true or false; for = and
    # != numbers when either is written as digits, else strings; for the
    # rest numbers
    def scalar_compare(a, op, b)
      s1 = a.to_s
      s2 = b.to_s
      if s1 == "true" or s1 == "false" or s2 == "true" or s2 == "false"
        a = Functions::boolean(a)
        b = Functions::boolean(b)
      elsif (op == :eq or op == :neq) and !(s1 =~ NUMERIC or s2 =~ NUMERIC)
        a = str(a)
        b = str(b)
      elsif op == :eq or op == :neq
        a = Functions::number(s1)
        b = Functions::number(s2)
      else
        a = Functions::number(a)
        b = Functions::number(b)
      end
      ruby_op(a, op, b)
    end

    # a paired value: booleans kept, "true"/"false" as booleans, digits
    # as numbers, anything else (nil: "") as its string
    def norm(v)
      case v
      when true, false then v
      when "true", "false" then Functions::boolean(v)
      when NUMERIC then Functions::number(v)
      else str(v)
      end
    end

    # a value's string for a comparison: nil is "" (as 1.8.7)
    def str(v)
      v.nil? ? "" : Functions::string(v)
    end

    def ruby_op(a, op, b)
      case op
      when :eq then a == b
      when :neq then a != b
      when :lt then a < b
      when :le then a <= b
      when :gt then a > b
      when :ge then a >= b
      when :and then a && b
      when :or then a || b
      end
    end
  end
end
