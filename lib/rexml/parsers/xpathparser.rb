require 'rexml/namespace'
require 'rexml/xmltokens'

module REXML
  module Parsers
    # Parses an XPath expression into a tree of Arrays:
    #   [:path, absolute, steps]   step: [axis, test, predicates]
    #   test: [:name, prefix, local] [:any] [:ns_any, prefix] [:node]
    #         [:text] [:comment] [:pi, literal]
    #   [:filter, primary, predicates, steps]  [:union, a, b]
    #   [:or|:and|:eq|:neq|:lt|:gt|:le|:ge|:plus|:minus|:mult|:div|:mod, a, b]
    #   [:neg, a]  [:literal, s]  [:number, n]  [:var, name]  [:call, name, args]
    class XPathParser
      include XMLTokens
      LITERAL = /\A\s*(?:'([^']*)'|"([^"]*)")/
      TOKEN = /\s*(\/\/|\/|::|\.\.|\.\d+|\.|@|\*|\(|\)|\[|\]|,|\||\+|-|!=|<=|>=|=|<|>|\$|'[^']*'|"[^"]*"|\d+(?:\.\d+)?|\.\d+|(?:[\w\x80-\xff][-\w.\x80-\xff]*)(?::(?:\*|[\w\x80-\xff][-\w.\x80-\xff]*))?)/
      AXES = %w{ancestor ancestor-or-self attribute child descendant
        descendant-or-self following following-sibling namespace parent
        preceding preceding-sibling self}
      NODE_TYPES = %w{node text comment processing-instruction}
      ANY_CHILD = [:child, [:node], []]

      def namespaces=(namespaces)
        @namespaces = namespaces
      end

      # the parsed path as 1.8.7 gives it: flat tokens, a location path as
      # [:document, axis, node test..., :predicate, expr, axis, ...]
      # (node tests :qname prefix name, :any, :namespace prefix, :node,
      # :text, :comment, :processing_instruction literal), expressions as
      # [:eq, a, b], [:literal, x], [:function, name, args], [:variable,
      # name], [:neg, ...], [:union, a, b]
      def parse(path)
        to_flat(parse_tree(path))
      end

      # the tree the evaluator runs (see the class comment)
      def parse_tree(path)
        # an empty (or blank) path is the context node (as ".")
        @tokens = path.strip.empty? ? tokenize(".") : tokenize(path)
        @pos = 0
        # (as 1.8.7, what follows a whole expression is left unread)
        tree = parse_or
        raise "Invalid XPath #{path}" if @unreadable
        tree
      rescue RuntimeError
        # (a quote left open is the error, unless an opener before it is)
        raise "Invalid XPath #{path}" if @unreadable
        raise
      end

      def predicate(path)
        parse("*[#{path}]")
      end

      FLAT_OPS = { :le => :lteq, :ge => :gteq }
      TREE_OPS = FLAT_OPS.invert
      BINARY = [:or, :and, :eq, :neq, :lt, :gt, :le, :ge, :lteq, :gteq,
        :plus, :minus, :mult, :div, :mod, :union]

      # a tree (parse_tree) written as 1.8.7's flat tokens
      # out with each step (axis, node test, predicates) appended, flat
      def flat_steps(out, steps)
        steps.each do |axis, test, preds|
          out << axis
          out.concat(flat_test(test))
          preds.each { |pr| out << :predicate << to_flat(pr) }
        end
        out
      end

      def to_flat(e)
        case e[0]
        when :path
          flat_steps(e[1] ? [:document] : [], e[2])
        when :filter
          # (1.8.7 gives nothing for a filter expression followed by steps)
          return [] unless e[3].empty?
          out = to_flat(e[1])
          e[2].each { |pr| out << :predicate << to_flat(pr) }
          out
        when :trail
          flat_steps(to_flat(e[1]), e[2])
        when :neg
          [:neg] + to_flat(e[1])
        when :literal, :number then [:literal, e[1]]
        when :var then [:variable, e[1]]
        when :call then [:function, e[1], e[2].map { |a| to_flat(a) }]
        else
          [FLAT_OPS[e[0]] || e[0], to_flat(e[1]), to_flat(e[2])]
        end
      end

      # flat tokens (or a tree) as the tree the evaluator runs
      def to_tree(e)
        return [:path, false, []] if e.nil? or e.empty?
        case e[0]
        when :path, :filter, :number, :var, :call, :trail then e
        when :literal then e[1].kind_of?(Numeric) ? [:number, e[1]] : e
        when :variable then [:var, e[1]]
        when :function then [:call, e[1], e[2].map { |a| to_tree(a) }]
        when :neg
          e[1].kind_of?(Array) ? [:neg, to_tree(e[1])] : [:neg, to_tree(e[1..-1])]
        when *BINARY
          t = [TREE_OPS[e[0]] || e[0], to_tree(e[1]), to_tree(e[2])]
          return t if e.size <= 3
          preds = []
          i = 3
          while e[i] == :predicate
            preds << to_tree(e[i + 1])
            i += 2
          end
          [:filter, t, preds, []]
        else
          flat_path_tree(e)
        end
      end

      private

      def flat_test(test)
        case test[0]
        when :name then [:qname, test[1] || "", test[2]]
        when :ns_any then [:namespace, test[1]]
        when :pi then [:processing_instruction, test[1] || ""]
        else [test[0]]
        end
      end

      def flat_path_tree(e)
        i = 0
        absolute = false
        if e[0] == :document
          absolute = true
          i = 1
        end
        steps = []
        while i < e.size
          axis = e[i]
          i += 1
          case e[i]
          when :qname
            p = e[i + 1]
            test = [:name, (p.nil? || p.empty?) ? nil : p, e[i + 2]]
            i += 3
          when :namespace then test = [:ns_any, e[i + 1]]; i += 2
          when :processing_instruction
            lit = e[i + 1]
            test = [:pi, (lit.nil? || lit.empty?) ? nil : lit]
            i += 2
          when :any, :node, :text, :comment then test = [e[i]]; i += 1
          else raise "Unknown XPath token #{e[i].inspect}"
          end
          preds = []
          while e[i] == :predicate
            preds << to_tree(e[i + 1])
            i += 2
          end
          steps << [axis, test, preds]
        end
        [:path, absolute, steps]
      end

      public

      # the path (a String or parsed tokens, which are used up as 1.8.7
      # shifts them away) written short as 1.8.7 writes it: child steps by
      # name, "/" for descendant-or-self, "." and ".." without a "/", and
      # UNKNOWN(token) for what its writer does not know
      def abbreviate(path)
        path = parse(path) if path.kind_of?(String)
        flat_to_string(path, ABBREVIATED)
      end

      # the path written with every axis named, as 1.8.7 writes it
      def expand(path)
        path = parse(path) if path.kind_of?(String)
        flat_to_string(path, EXPANDED)
      end

      # the text of a parsed predicate as 1.8.7 writes it: " expr " with
      # runs of spaces squeezed, operators by name, a function's whole
      # argument list and every path given to the block
      def predicate_to_string(path, &block)
        string = case (op = path[0])
          when :literal then " #{path[1].inspect} "
          when :function then "#{path[1]}( #{yield(path[2])} )"
          else
            if (name = PREDICATE_OPERATORS[op])
              " #{predicate_to_string(path[1], &block)} #{name} #{predicate_to_string(path[2], &block)} "
            else
              " #{yield(path)} "
            end
          end
        path.clear if path.kind_of?(Array)
        string.squeeze(" ")
      end

      PREDICATE_OPERATORS = { :and => "and", :or => "or", :eq => "=",
        :neq => "!=", :lt => "<", :gt => ">", :lteq => "<=", :gteq => ">=",
        :plus => "plus", :minus => "minus", :mult => "mult", :div => "div",
        :mod => "mod", :union => "|" }

      # how each writer spells a token: a String appended as it is, :slash
      # a String after a "/" when something was written before
      ABBREVIATED = { :node => "", :any => "*", :text => "text()",
        :self => ".", :parent => "..", :descendant_or_self => "/",
        :child => [:slash, ""], :attribute => [:slash, "@"] }
      EXPANDED = { :node => "node()", :any => "*" }

      private

      # 1.8.7's writer loop over the flat tokens, shifting them away
      def flat_to_string(path, spell)
        string = ""
        document = false
        while path.size > 0
          op = path.shift
          if op == :document
            document = true
          else
            flat_token(op, path, string, spell)
          end
        end
        document ? "/" + string : string
      end

      def flat_token(op, path, string, spell)
        written = spell[op] || (op.kind_of?(Symbol) && AXES.include?(op.to_s.tr('_', '-')) && [:slash, "#{op.to_s.tr('_', '-')}::"])
        if written.kind_of?(String)
          string << written
        elsif written
          string << "/" unless string.empty?
          string << written[1]
        elsif op == :qname
          prefix = path.shift
          name = path.shift
          string << prefix + ":" if prefix.size > 0
          string << name
        elsif op == :predicate
          string << "[" << predicate_to_string(path.shift) { |x| flat_to_string(x, spell) } << "]"
        elsif spell.equal?(ABBREVIATED) && op == :literal
          string << " \"#{path.shift}\" "
        elsif spell.equal?(ABBREVIATED) && op == :function
          string << path.shift << "( "
          string << predicate_to_string(path.shift[0]) { |x| flat_to_string(x, spell) }
          string << " )"
        else
          string << "/" unless string.empty?
          string << "UNKNOWN(#{op.inspect})"
        end
      end

      public

      private
      # the tokens of path; @spaced[i] tells whether space came before
      # token i (1.8.7 reads "1-2" and "1 -2", "1*2" and "1 * 2" apart)
      def tokenize(path)
        tokens = []
        @spaced = []
        @unreadable = false
        pos = 0
        while pos < path.size
          rest = path[pos..-1]
          break if rest =~ /\A\s*\z/
          m = TOKEN.match(rest)
          unless m and m.begin(0) == 0
            # (the tokens before a quote left open are read: 1.8.7 finds a
            # call, predicate or group they leave open first)
            raise "Invalid XPath #{path}" unless rest =~ /\A\s*['"]/
            @unreadable = true
            break
          end
          tokens << m[1]
          @spaced << (m.begin(1) > 0)
          pos += m.end(0)
        end
        tokens
      end

      def spaced?
        @spaced[@pos]
      end

      # as 1.8.7, what is left of an expression before its closing token
      # (or a "," between arguments) is passed over
      def skip_to(*closers)
        depth = 0
        until peek.nil? or (depth == 0 and closers.include?(peek))
          t = take
          depth += 1 if t == "(" or t == "["
          depth -= 1 if t == ")" or t == "]"
        end
      end

      # as 1.8.7, a call (+method+ each), predicate or group (+method+ [])
      # whose closer of the same kind never comes fails on nil
      def check_closed(open, close, method)
        depth = 0
        @tokens[@pos..-1].each do |t|
          depth += 1 if t == open
          depth -= 1 if t == close
          return if depth < 0
        end
        raise NoMethodError, "undefined method `#{method}' for nil:NilClass"
      end

      def peek(n = 0)
        @tokens[@pos + n]
      end

      def take
        t = @tokens[@pos]
        @pos += 1
        t
      end

      def expect(tok)
        raise "Expected '#{tok}' but found '#{peek}'" unless peek == tok
        take
      end

      # an operator name (and, or, div, mod) only where an operator fits
      def operator?(word)
        peek == word
      end

      def parse_or
        left = parse_and
        left = [:or, left, (take; parse_and)] while operator?("or")
        left
      end

      def parse_and
        left = parse_equality
        left = [:and, left, (take; parse_equality)] while operator?("and")
        left
      end

      def parse_equality
        left = parse_relational
        while peek == "=" or peek == "!="
          op = take == "=" ? :eq : :neq
          left = [op, left, parse_relational]
        end
        left
      end

      RELOPS = { "<" => :lt, ">" => :gt, "<=" => :le, ">=" => :ge }
      def parse_relational
        left = parse_additive
        while RELOPS[peek]
          op = RELOPS[take]
          left = [op, left, parse_additive]
        end
        left
      end

      def parse_additive
        left = parse_multiplicative
        # (as 1.8.7, a minus is one only after a space)
        while peek == "+" or (peek == "-" and spaced?)
          op = take == "+" ? :plus : :minus
          left = [op, left, parse_multiplicative]
        end
        left
      end

      def parse_multiplicative
        left = parse_unary
        while peek == "*" or peek == "div" or peek == "mod"
          op = { "*" => :mult, "div" => :div, "mod" => :mod }[take]
          left = [op, left, parse_unary]
        end
        left
      end

      def parse_unary
        if peek == "-"
          take
          return [:neg, parse_unary] unless peek == "-"
          # (as 1.8.7: "--" is nothing; "- -" negates nothing, the
          # context node-set, and what follows is left unused)
          take
          unless @spaced[@pos - 1]
            return parse_unary unless peek == "-" and spaced?
            skip_to(")", "]", ",")
            return [:path, false, []]
          end
          skip_to(")", "]", ",")
          return [:neg, [:path, false, []]]
        end
        parse_union
      end

      def parse_union
        left = parse_path
        while peek == "|"
          take
          # (as 1.8.7, nothing after | is the context node, and so is a
          # minus, which leaves the rest of the expression unused)
          if peek.nil? or ["-", ")", "]", ","].include?(peek)
            skip_to(")", "]", ",")
            right = [:path, false, []]
          else
            right = parse_path
          end
          left = [:union, left, right]
        end
        left
      end

      # a location path, or a filter expression optionally followed by steps
      def parse_path
        t = peek
        if t == "/" or t == "//"
          return parse_location_path
        end
        if primary_start?
          primary = parse_primary
          preds = parse_predicates
          steps = []
          if peek == "/" or peek == "//"
            # (1.8.7 reads a filter expression followed by a path as
            # nothing: the context node)
            parse_steps_after
            return [:path, false, []]
          elsif !spaced? and peek =~ /\A\.(\d+)\z/
            # (1.8.7 reads "1.5.2" as 1.5 and a "." step, the 2 ending
            # the expression)
            @tokens[@pos, 1] = [".", $1]
            @spaced[@pos, 1] = [false, false]
            take
            steps = [[:self, [:node], []]]
            return [:trail, filtered(primary, preds), steps] unless primary[0] == :path
          elsif !spaced? and step_start?
            # (1.8.7 reads steps right after it, with no "/", onto a
            # parenthesized path; after any other value they are written
            # but unused)
            steps = [parse_step] + parse_steps_after
            return [:trail, filtered(primary, preds), steps] unless primary[0] == :path
          end
          return primary if preds.empty? and steps.empty?
          if primary[0] == :path and !primary[2].empty? and !preds.empty?
            # 1.8.7 reads (path)[n] as path[n]: the predicates go on the
            # last step
            last = primary[2][-1]
            path_steps = primary[2][0..-2] + [[last[0], last[1], last[2] + preds]]
            primary = [:path, primary[1], path_steps + steps]
            return primary
          end
          return [:path, primary[1], primary[2] + steps] if primary[0] == :path
          return [:filter, primary, preds, steps]
        end
        parse_location_path
      end

      def filtered(primary, preds)
        preds.empty? ? primary : [:filter, primary, preds, []]
      end

      def primary_start?
        t = peek
        return false if t.nil?
        return true if t == "(" or t == "$" or t =~ /\A['"]/ or t =~ /\A\.?\d/
        if t =~ /\A[\w\x80-\xff]/ and peek(1) == "(" and !NODE_TYPES.include?(t)
          return true
        end
        false
      end

      def parse_primary
        t = take
        case t
        when "("
          check_closed("(", ")", "[]")
          e = parse_or
          skip_to(")")
          expect(")")
          e
        when "$"
          [:var, take]
        when /\A'(.*)'\z/m, /\A"(.*)"\z/m
          [:literal, $1]
        when /\A\d+\z/
          [:number, t.to_i]
        when /\A[\d.]/
          [:number, ("0" + t).to_f]
        else
          expect("(")
          check_closed("(", ")", "each")
          args = []
          unless peek == ")"
            args << parse_or
            skip_to(",", ")")
            while peek == ","
              take
              args << parse_or
              skip_to(",", ")")
            end
          end
          expect(")")
          [:call, t, args]
        end
      end

      def parse_location_path
        absolute = false
        steps = []
        if peek == "/"
          take
          absolute = true
          return [:path, true, steps] if peek.nil?
        elsif peek == "//"
          take
          absolute = true
          steps << [:descendant_or_self, [:node], []]
          # (as 1.8.7: // alone is every node)
          return [:path, true, steps] if peek.nil?
        end
        return [:path, absolute, steps << ANY_CHILD] if absolute and !step_start?
        steps << parse_step
        steps.concat(parse_steps_after)
        [:path, absolute, steps]
      end

      def parse_steps_after
        steps = []
        while peek == "/" or peek == "//"
          steps << [:descendant_or_self, [:node], []] if take == "//"
          # (as 1.8.7, a / or // at the end adds no step)
          break if peek.nil?
          # (and before what begins no step, a child::node() step; the
          # rest of the expression is left to what holds the path)
          next steps << ANY_CHILD unless step_start?
          steps << parse_step
        end
        steps
      end

      def step_start?
        t = peek
        return false if t.nil?
        t == "." or t == ".." or t == "@" or t == "*" or t =~ /\A[\w\x80-\xff]/
      end

      def parse_step
        t = peek
        if t == "."
          take
          return [:self, [:node], []]
        elsif t == ".."
          take
          return [:parent, [:node], []]
        end
        axis = :child
        if t == "@"
          take
          axis = :attribute
        elsif AXES.include?(t) and peek(1) == "::"
          axis = take.tr('-', '_').intern
          take
        end
        @last_axis = axis
        test = parse_node_test
        [axis, test, parse_predicates]
      end

      def parse_node_test
        t = take
        # (as 1.8.7, @ alone names no attribute)
        return [:name, nil, ""] if t.nil? and @last_axis == :attribute
        raise "Missing node test in XPath" if t.nil?
        if t == "*"
          [:any]
        elsif NODE_TYPES.include?(t) and peek == "("
          take
          arg = nil
          quote = peek[0, 1] if peek
          arg = take[1..-2] if peek =~ /\A['"]/
          expect(")")
          case t
          when "node" then [:node]
          when "text" then [:text]
          when "comment" then [:comment]
          else
            # (as 1.8.7: a target in double quotes is lost, so every
            # instruction matches; without one the rest of the expression
            # is unused)
            skip_to(")", "]", ",") if arg.nil?
            [:pi, (arg if quote == "'")]
          end
        elsif t =~ /\A(.*):\*\z/
          [:ns_any, $1]
        elsif t =~ /\A(.*?):(.*)\z/
          [:name, $1, $2]
        else
          [:name, nil, t]
        end
      end

      def parse_predicates
        preds = []
        while peek == "["
          take
          check_closed("[", "]", "[]")
          preds << parse_or
          skip_to("]")
          expect("]")
        end
        preds
      end
    end
  end
end
