# yaml/parser.rb - reads YAML 1.0 text into Syck node trees: documents,
# block and flow collections, every scalar style, tags, anchors and aliases.

module YAML
  module Syck
    class Parser
      attr_accessor :input, :options, :resolver, :bufsize

      def initialize(opts = {})
        raise ::TypeError, "wrong argument type #{opts.nil? ? 'nil' : opts.class} (expected Hash)" unless opts.kind_of?(Hash)
        @options = opts
        @input = nil
        @bufsize = 4096
      end

      def set_resolver(r)
        @resolver = r
        self
      end

      # The first document of io, resolved; false for a stream without one.
      def load(io)
        docs = Reader.new(text_of(io)).documents(1)
        return false if docs.empty?
        import(docs.first)
      end

      # Syck calls the block as a Proc: without one, nil gets the call.
      def load_documents(io, &doc_proc)
        Reader.new(text_of(io)).documents.each { |doc| doc_proc.call(import(doc)) }
        nil
      end

      def import(node)
        r = @resolver || YAML::Syck::DefaultResolver
        r.import_document(node)
      end

      def text_of(io)
        return io if io.kind_of?(String)
        raise ::TypeError, "instance of IO needed" unless io.respond_to?(:read)
        io.read.to_s
      end
    end

    # Splits the text into documents and each document into a node tree.
    class Reader
      FLOW_END = /[,\[\]{}]/

      def initialize(str)
        @raw = str
        @src = str.gsub(/\r\n/, "\n")
        @lines = @src.split("\n", -1)
        # Syck reads an indicator that ends the text without a line
        # break as a plain character ("--- a:" is "a:")
        @open_end = @src[-1, 1] != "\n"
        @lines.pop if @lines.last == ""
        @ln = 0
        @col = 0
        @block_depth = 0
        @anchors = {}
        @pending_anchor = @inherited_anchor = nil
        @flow_close = nil
        @props_to_key = false
        @flow_parent = -1
        @pair_line = nil
        @props_at = @doc_line = 0
      end

      # a line number as Syck shows it: without the document end markers
      # read before
      def shown(l)
        l - @end_lines
      end

      def documents(max = nil)
        docs = []
        @end_lines = 0
        skip_blank_lines
        while @ln < @lines.size
          @anchors = {}
          @tag_prefix = nil
          explicit = false
          @explicit_doc = doc_start?(line)
          # (Syck takes an indented "---" on the text's first line for a
          # document header too)
          lead = docs.empty? && !@explicit_doc && line =~ /\A([ \t]+)---(?:[ \t]|\z)/ ? $1.size : 0
          @explicit_doc = true if lead > 0
          if @explicit_doc
            explicit = true
            @col = 3 + lead
            skip_spaces
            skip_header_directives
          end
          @root_ind = nil
          @doc_line = @ln
          node = parse_document_node
          next_line
          node ||= Scalar.new(nil, "", :plain) if explicit
          docs.push(node) if node
          skip_blank_lines
          # (Syck counts no line for a document end marker)
          while @ln < @lines.size && line =~ /\A\.\.\.(?:\s|\z)/ && doc_boundary?
            @end_lines += 1 if line == "..."   # (one with more on its line counts)
            @ln += 1
            skip_blank_lines
          end
          stray_error(@root_ind) if @ln < @lines.size && !doc_start?(line)
          return docs if max && docs.size >= max
        end
        docs
      end

      # "--- %YAML:1.0" and the like on the header line.
      def skip_header_directives
        while rest =~ /\A%[^ \t]+/
          @col += $&.size
          skip_spaces
        end
      end

      def doc_start?(l)
        return false if l == "---" && text_end?(@ln)
        l =~ /\A---(?:[ \t]|\z)/
      end

      def parse_document_node
        # a headless document of nothing but an anchor or a tag
        if !@explicit_doc && (cur == 38 || cur == 33) && @lines.size == 1
          parse_properties
          error(@ln, @col) if rest_empty?
          @col = 0
        end
        if rest_empty?
          next_line
          skip_blank_lines
          if @ln >= @lines.size || doc_boundary?
            @ln -= 1   # the caller steps onto the boundary
            return nil
          end
        end
        @root_ind = indent_of(line) if @col <= indent_of(line)
        resolve_ref(parse_node(-1, :doc))
      end

      def line
        @lines[@ln] || ""
      end

      def rest
        l = @lines[@ln]
        return "" unless l
        @col == 0 ? l : (l[@col, l.size] || "")
      end

      # Nothing but spaces and a comment is left on the line (byte tests:
      # no substring is made on this hot path).
      def rest_empty?
        blank_from?(@lines[@ln], @col)
      end

      def blank_from?(l, i)
        return true unless l
        c = l[i]
        while c == 32 || c == 9
          i += 1
          c = l[i]
        end
        c.nil? || c == 35
      end

      # The byte at the current position (nil at the line end).
      def cur
        l = @lines[@ln]
        l && l[@col]
      end

      # Byte ch at the current position, followed by a space or the line end.
      def indicator?(ch)
        l = @lines[@ln]
        return false unless l && l[@col] == ch
        n = l[@col + 1]
        n == 32 || (n.nil? && !text_end?(@ln))
      end

      def seq_entry_at?(l, i)
        return false unless l[i] == 45
        n = l[i + 1]
        n == 32 || (n.nil? && !text_end?(@ln))
      end

      # Line ln is the last one and no line break follows it.
      def text_end?(ln)
        @open_end && ln == @lines.size - 1
      end

      def next_line
        @ln += 1
        @col = 0
      end

      def blank_line?(l)
        blank_from?(l, 0)
      end

      def skip_blank_lines
        while @ln < @lines.size && blank_line?(@lines[@ln])
          @ln += 1
        end
        @col = 0
      end

      def doc_boundary?
        l = @lines[@ln]
        return false unless l && (l[0] == 45 || l[0] == 46)
        # (a bare marker ending the text without a line break is a plain
        # scalar to Syck)
        return false if (l == "---" || l == "...") && text_end?(@ln)
        l =~ /\A(?:---|\.\.\.)(?:[ \t]|\z)/
      end

      def indent_of(l)
        i = 0
        i += 1 while l[i] == 32
        i
      end

      def skip_spaces
        l = @lines[@ln]
        return unless l
        c = l[@col]
        while c == 32 || c == 9
          @col += 1
          c = l[@col]
        end
      end

      # Syck shows the line, or nothing when the error is at the end of
      # the text.
      def error(l = @ln, c = @col, text = nil)
        at_end = l >= @lines.size || (c >= @lines[l].size && l == @lines.size - 1)
        text ||= at_end ? "" : @lines[l]
        raise ArgumentError, "syntax error on line #{shown(l)}, col #{c}: `#{text}'"
      end

      # Content at an indentation where nothing may start.  After a
      # document's node (root_ind its indentation) Syck fails on the first
      # token (past a plain scalar there), or on the indentation itself
      # when it is left of that node.
      def stray_error(root_ind = nil)
        i = indent_of(line)
        if root_ind
          return error(@ln, i) if i < root_ind
        end
        # (Syck reads a plain scalar at the left edge, or one past a
        # document node's indentation, before it fails)
        return error_after_plain(@ln, plain_end_col(line, i)) if (root_ind or i == 0) and plain_start?(line, i)
        error(@ln, [i, 1].max)
      end

      # The text from the start of line l to its end.
      def text_from(l)
        return "" if l >= @lines.size
        # (from the text as given: a "\r" before a line break shows)
        raw = @raw.split("\n", -1)
        raw.pop if raw.last == ""
        (raw[l..-1] || []).join("\n") << (@open_end ? "" : "\n")
      end

      def properties_before_complex_key
        error_after_plain(@ln, @lines[@ln].size)
      end

      def plain_start?(l, i)
        c = l[i, 1]
        return l[i + 1, 1] =~ /\S/ if c =~ /[-?:]/
        !c.empty? && c !~ /[,\[\]{}#&*!|>'"%@`\s]/
      end

      # where a one-line plain scalar starting at col i of l stops
      def plain_end_col(l, i)
        j = l.index(/:(?: |\z)| #/, i)
        j || l.size
      end

      # Syck's position after a plain scalar ending at (l, c): at the end
      # of its line its lexer has read the line breaks (and empty lines)
      # after it, so the line counts them and the column goes negative.
      def error_after_plain(l, c)
        return error(l, c) if c < @lines[l].size || text_end?(l)
        k = 1
        k += 1 while l + k < @lines.size && @lines[l + k].empty?
        # (Syck ends its quote at the line break after its position, which
        # here lies before the line: the rest of the text shows)
        text = text_from(l + k)
        raise ArgumentError, "syntax error on line #{shown(l + k)}, col #{c - @lines[l].size - k}: `#{text}'"
      end

      # A node at the current position; its block content must be indented
      # deeper than parent (a sequence under a map key may share its indent).
      def parse_node(parent, ctx)
        skip_spaces
        @props_at = @col
        tag, anchor = parse_properties
        # (Syck cannot read the "!tag ? " it writes before a complex key:
        # it fails past the end of the line)
        properties_before_complex_key if (tag || anchor) && indicator?(63)
        @pending_anchor = anchor || @inherited_anchor
        @inherited_anchor = nil
        if rest_empty?
          node = parse_following(parent, ctx, tag)
        else
          node = parse_inline(parent, ctx, tag, anchor)
          if @props_to_key
            # the tag and anchor went to the map's first key
            @props_to_key = false
        @flow_parent = -1
        @pair_line = nil
            return node
          end
        end
        finish(node, tag, anchor)
      end

      def finish(node, tag, anchor)
        @pending_anchor = nil
        return node if node.kind_of?(AliasRef)
        if tag
          node.type_id = tag
          node.explicit = true
        end
        if anchor
          @anchors[anchor] = node
          node.anchor = anchor
        end
        node
      end

      # A new collection node takes the anchor written before it at once,
      # so that its own content may refer to it.
      def collection(node)
        if @pending_anchor
          @anchors[@pending_anchor] = node
          node.anchor = @pending_anchor
        end
        @pending_anchor = nil
        node
      end

      # Content that starts on a following line (or an empty value).
      def parse_following(parent, ctx, tag)
        save = [@ln, @col]
        next_line
        skip_blank_lines
        if @ln < @lines.size && !doc_boundary?
          ind = indent_of(line)
          seq_start = seq_entry_at?(line, ind)
          # (a sequence at a map's own indentation is read after the pair,
          # in place of its empty value: the tag and anchor stay on that)
          if ind > parent
            @col = ind
            return parse_block_collection(ind, seq_start)
          end
        end
        @ln, @col = save
        @col = line.size
        Scalar.new(nil, "", :plain)
      end

      def parse_block_collection(ind, seq_start)
        if seq_start
          parse_block_seq(ind)
        else
          # the content may carry its own tag or anchor; the anchor before
          # it still names a collection made here
          @inherited_anchor = @pending_anchor
          parse_node(ind - 1, :block)
        end
      end

      # "!domain,date/prefix/^type" sets the prefix that "!^type" uses.
      def expand_tag(t)
        t = t.gsub(/\\x([0-9a-fA-F]{2})/) { $1.hex.chr }
        if t =~ /\A!\^/
          return (@tag_prefix || "tag:yaml.org,2002:") + t[2..-1]
        end
        tag = YAML::Syck.tagurize_shorthand(t)
        if (i = tag.index("^"))
          @tag_prefix = tag[0, i]
          tag = tag.sub("^", "")
        end
        tag
      end

      NO_PROPERTIES = [nil, nil].freeze

      def parse_properties
        c = cur
        return NO_PROPERTIES unless c == 33 || c == 38  # ! &
        tag = anchor = nil
        while true
          c = cur
          if c == 33
            t = rest[/\A![^ \t]*/]
            @col += t.size
            tag ||= expand_tag(t)   # (syck keeps the first of two tags)
          elsif c == 38
            # (an anchor's name ends at a ":"; one right before ": " fails)
            a = rest[/\A&[^ \t:]*/]
            @col += a.size
            anchor = a[1..-1]
            error(@ln, @col + 1) if indicator?(58)
          else
            break
          end
          skip_spaces
        end
        [tag, anchor]
      end

      # Content starting on the current line at @col.
      def parse_inline(parent, ctx, tag, anchor = nil)
        start = @col
        props_at = @props_at
        c = cur
        if c == 42  # *
          node = alias_ref
          skip_spaces
          # an alias may be the first key of a block map
          return parse_block_map(start, resolve_ref(node)) if indicator?(58) && ctx != :key
          skip_line_end
          return node
        end
        # (a "|" or ">" with more than a header after it starts plain text)
        if (c == 124 || c == 62) && !(text_end?(@ln) && @col == line.size - 1) &&  # | >
            rest =~ /\A[|>][-+0-9]*(?: |\z)/   # (a tab after it: plain text)
          return parse_block_scalar(parent)
        end
        return parse_block_seq(start) if indicator?(45)
        return parse_block_map(start, nil) if indicator?(63)
        key_line = @ln
        node = parse_flow_or_scalar(parent)
        skip_spaces
        # a flow collection may not be a block map's key: Syck fails past the ':'
        if (node.is_a?(Seq) || node.is_a?(Map)) && indicator?(58) && ctx != :key
          error(@ln, @col + 1, line)
        end
        # (syck takes a plain scalar folded over lines as a key too, but
        # not as a map's value)
        if indicator?(58) && (@ln == key_line || quoted?(node) || ctx != :map) && ctx != :key
          # "a: b: c": a map may not start on the line of another key
          error(@ln, @col + 1) if ctx == :map && @ln == key_line
          if (tag || anchor) && !(ctx == :doc && @ln == @doc_line)
            # "!t key: v" names the key, but on the document's first line
            # the whole map
            @pending_anchor = nil
            map = parse_block_map(props_at, finish(node, tag, anchor))
            @props_to_key = true
            return map
          end
          start = props_at if tag || anchor
          # (a map on the "---" line sits at the left margin)
          start = 0 if ctx == :doc && @explicit_doc && @ln == @doc_line
          return parse_block_map(start, node)
        end
        skip_line_end
        node
      end

      # (a plain scalar after a node: Syck fails past it)
      def skip_line_end
        skip_spaces
        error_after_plain(@ln, plain_end_col(line, @col)) if plain_start?(line, @col)
        error(@ln, @col + 1) unless rest_empty?
        @col = line.size
      end

      def parse_flow_or_scalar(parent)
        case cur
        when 91, 123
          # (a plain scalar inside goes on only over lines indented past
          # the block the collection is in)
          @flow_parent = parent if @flow_close.nil?
          parse_flow_collection  # [ {
        when 34 then parse_double(parent)
        when 39 then parse_single(parent)
        else parse_plain(parent, false)
        end
      end

      def parse_block_seq(ind)
        node = collection(Seq.new(nil, [], nil))
        @block_depth = (@block_depth || 0) + 1
        loop do
          @col = ind + 1
          node.add(fast_seq_item(ind) || resolve_ref(parse_node(ind, :seq)))
          next_line
          skip_blank_lines
          break if @ln >= @lines.size || doc_boundary?
          tab_indent_error(@block_depth == 1)
          i = indent_of(line)
          break if i < ind
          stray_error if i > ind
          break unless seq_entry_at?(line, ind)
        end
        @block_depth -= 1
        @ln -= 1
        @col = (@lines[@ln] || "").size
        node
      end

      # Syck refuses a block line indented with a tab; the column it names
      # (found by trying it) depends on what follows the tabs
      def tab_indent_error(top_seq = false)
        tabs = line[/\A\t*/].size
        return if tabs == 0
        after = line[tabs..-1]
        key = after[/\A[^\s\[\]{}#'"&!*|>,][^:]*?:(?=[ \t]|\z)/]
        # (a key with a value: Syck shows the line, but for a last "k: v")
        return error(@ln, tabs + key.size) if key and !top_seq and !(after =~ /\A.: \S\z/ and text_end?(@ln))
        unless top_seq or after =~ /\A(?:-(?:[ \t]|\z)|\[)/ or key
          return error(@ln, tabs + 1) if after[0] == ?{
          return error_after_plain(@ln, line.size) if after =~ /\A[|>]/
          return tabbed_scalar_error
        end
        col = if top_seq then tabs
              elsif key then tabs + key.size
              elsif after[0] == ?[ then tabs + 1
              else tabs + 2
              end
        raise ArgumentError, "syntax error on line #{shown(@ln)}, col #{col}: `'"
      end

      # a scalar on a tab-indented line: Syck fails at the token after it
      # (the next line's start, or past the line break at the end)
      def tabbed_scalar_error
        return error(@ln + 1, 0) if @ln + 1 < @lines.size && !@lines[@ln + 1].empty?
        error_after_plain(@ln, line.size)
      end

      # A block map at column ind; first_key is already read (or nil).
      def parse_block_map(ind, first_key)
        node = collection(Map.new(nil, {}, nil))
        @block_depth = (@block_depth || 0) + 1
        key = first_key
        loop do
          key = fast_key(ind) if key.nil?
          if key.nil? && (pair = fast_pair(ind))
            node.add(pair[0], pair[1])
            if map_goes_on?(ind) || seq_replaces_value(node, pair[0], ind)
              @col = ind
              next
            end
            break
          end
          if key.nil?
            key = parse_map_key(ind)
          end
          skip_spaces
          if indicator?(58)
            @col += 1
            val = parse_node(ind, :map)
          else
            val = Scalar.new(nil, "", :plain)
          end
          key = resolve_ref(key)
          node.add(key, resolve_ref(val))
          break unless map_goes_on?(ind) || seq_replaces_value(node, key, ind)
          key = nil
          @col = ind
        end
        @block_depth -= 1
        @ln -= 1
        @col = (@lines[@ln] || "").size
        node
      end

      # Syck reads a sequence at the map's own indentation after a pair as
      # the value of that pair's key, in place of the one it had (a: 1 /
      # - b is {"a"=>["b"]}); then whether the map goes on.
      def seq_replaces_value(node, key, ind)
        return false unless @ln < @lines.size && !doc_boundary? &&
          indent_of(line) == ind && seq_entry_at?(line, ind)
        node.add(key, resolve_ref(parse_block_seq(ind)))
        map_goes_on?(ind)
      end

      # Moves to the next pair of the map at ind, if there is one.
      def map_goes_on?(ind)
        next_line
        skip_blank_lines
        return false if @ln >= @lines.size || doc_boundary?
        tab_indent_error
        i = indent_of(line)
        return false if i < ind
        stray_error if i > ind
        !seq_entry_at?(line, ind)
      end

      # The common "key: value" line of plain words, read in one match.
      FAST_PAIR = /\A *([^-?:,\[\]{}#&*!|>'"%@`\s][^:#\t]*?) *: +([^-?:,\[\]{}#&*!|>'"%@`\s][^#\t]*?) *\z/
      FAST_ITEM = /\A *- +([^-?:,\[\]{}#&*!|>'"%@`\s][^#\t]*?) *\z/

      def fast_pair(ind)
        l = @lines[@ln]
        return nil unless FAST_PAIR =~ l && indent_of(l) == ind
        k, v = $1, $2
        return nil if v =~ /:(?: |\z)/ || plain_continues?(next_text_line, ind, false)
        @col = l.size
        [Scalar.new(nil, k, :plain), Scalar.new(nil, v, :plain)]
      end

      FAST_KEY = /\A *([^-?:,\[\]{}#&*!|>'"%@`\s][^:#\t]*?) *:[ \t]*\z/

      # A "key:" line whose value starts on the next line.
      def fast_key(ind)
        l = @lines[@ln]
        return nil if text_end?(@ln)
        return nil unless FAST_KEY =~ l && indent_of(l) == ind
        @col = l.size - 1
        @col -= 1 while l[@col, 1] != ":"
        Scalar.new(nil, $1, :plain)
      end

      def fast_seq_item(ind)
        l = @lines[@ln]
        return nil unless FAST_ITEM =~ l && indent_of(l) == ind
        v = $1
        return nil if v =~ /:(?: |\z)/ || plain_continues?(next_text_line, ind, false)
        @col = l.size
        Scalar.new(nil, v, :plain)
      end

      def next_text_line
        nl = @ln + 1
        nl += 1 while nl < @lines.size && @lines[nl] =~ /\A[ \t]*\z/
        nl
      end

      # "*name" at the current position.
      def alias_ref
        name = rest[/\A\*([^ \t,\]\}:]+)/, 1].to_s
        @col += name.size + 1
        @anchors.has_key?(name) ? AliasRef.new(@anchors[name]) : AliasRef.new(nil, name)
      end

      def parse_map_key(ind)
        @col = ind
        if indicator?(63)
          @col += 1
          # (an empty complex key: Syck fails past the line)
          error_after_plain(@ln, line.size) if rest =~ /\A[ \t]*(?:#.*)?\z/ and !key_below?(ind)
          key = parse_node(ind, :seq)
          next_line
          skip_blank_lines
          if @ln < @lines.size && indent_of(line) == ind && line[ind..-1] =~ /\A:(?: |\z)/
            @col = ind
          elsif @ln < @lines.size && line[ind, 2] == "? "
            error(@ln, ind + 2)   # another key without a value: Syck stops past its "? "
          elsif @ln < @lines.size && indent_of(line) == ind
            error(@ln, ind + 1)   # Syck stops one byte into the next entry
          elsif @plain_end
            error_after_plain(*@plain_end)   # Syck fails on the key's last plain scalar
          else
            error
          end
          return key
        end
        l = @ln
        if cur == 42
          key = resolve_ref(alias_ref)
          skip_spaces
          # (Syck reads on to the line's end)
          unless indicator?(58)
            k = @ln + 1
            k += 1 while k < @lines.size && @lines[k].empty?
            error(k, 0) if k > @ln + 1
            error_after_plain(@ln, line.size)
          end
          return key
        end
        tag, anchor = parse_properties
        # a tag or anchor before a later complex key: Syck fails at the line end
        error(@ln, line.size - 1, line) if (tag || anchor) && indicator?(63)
        # nor may a flow collection be a later key
        error(@ln, @col + 1, line) if cur == 91 || cur == 123
        key = finish(parse_flow_or_scalar(ind), tag, anchor)
        skip_spaces
        error if (@ln != l && !quoted?(key)) || rest !~ /\A:(?: |\z)/
        key
      end

      # whether the next line with text is indented past ind (a complex
      # key's content)
      def key_below?(ind)
        k = @ln + 1
        k += 1 while k < @lines.size && @lines[k] =~ /\A[ \t]*\z/
        k < @lines.size && indent_of(@lines[k]) > ind
      end

      # A quoted key may run over several lines.
      def quoted?(node)
        node.kind_of?(Scalar) && (node.style == :quote1 || node.style == :quote2)
      end

      def resolve_ref(n)
        return n unless n.kind_of?(AliasRef)
        n.node || Scalar.new("tag:yaml.org,2002:badalias", n.name, :alias)
      end

      # a comment needs a space before its "#", a key a space after its ":"
      PLAIN_STOP = / #|:(?: |\z)/
      # in flow, a plain scalar ends only at the bracket that closes its
      # own collection
      FLOW_PLAIN_STOP = {
        "]" => / #|:(?:[ ,\]]|\z)|,(?: |\z)|\]/,
        "}" => / #|:(?:[ ,}]|\z)|,(?: |\z)|\}/
      }

      # Plain scalar; in block context it may go on over deeper lines.
      def parse_plain(parent, flow)
        # a stray closing bracket, or a ":" with no key before it
        c = cur
        # (Syck quotes the line of one at its start even at the end of the text)
        error(@ln, @col + 1, @col == 0 ? line : nil) if !flow && (c == 93 || c == 125 || indicator?(58))
        error(@ln, @col + 1, line) if !flow && indicator?(44)   # ", "
        stop = flow ? FLOW_PLAIN_STOP[@flow_close] : PLAIN_STOP
        parts = [scan_plain_line(stop)]
        while rest_ends_line?
          nl = @ln + 1
          blanks = 0
          while nl < @lines.size && @lines[nl] =~ /\A[ \t]*\z/
            nl += 1
            blanks += 1
          end
          break unless plain_continues?(nl, parent, flow)
          save = [@ln, @col]
          @ln = nl
          @col = indent_of(@lines[nl])
          more = scan_plain_line(stop)
          if more.empty?
            @ln, @col = save
            break
          end
          parts.push(blanks > 0 ? "\n" * blanks : " ")
          parts.push(more)
        end
        @plain_end = [@ln, @col] unless flow
        Scalar.new(nil, parts.join, :plain)
      end

      # Line nl goes on with the plain scalar: deeper than its parent, not
      # an entry or (in a document with a header) a boundary.
      def plain_continues?(nl, parent, flow)
        return false if nl >= @lines.size
        l = @lines[nl]
        i = indent_of(l)
        return false if !flow && i <= parent
        if flow
          block_entry_in_flow_error(nl)
          flow_pair_error(@ln) if @pair_line == @ln
          if i < @flow_parent + 2 && l[i, 1] !~ /\A[,\]}#:]?\z/
            error(nl, i + 1, nl == @lines.size - 1 && !@open_end ? "" : l)
          end
        end
        # after a "---" header a top-level scalar may not go on at column 0
        return false if !flow && parent < 0 && @explicit_doc && i == 0
        # (as Syck, a deeper line starting with "#" is more of the text)
        # Syck runs a plain scalar of a headless document on over "---"
        return false if @explicit_doc && i == 0 && l =~ /\A(?:---|\.\.\.)(?:[ \t]|\z)/
        true
      end

      # Only spaces are left on the line.
      def rest_ends_line?
        l = @lines[@ln]
        i = @col
        i += 1 while l[i] == 32 || l[i] == 9
        l[i].nil?
      end

      def scan_plain_line(stop)
        l = @lines[@ln]
        start = @col
        stop_at = l.index(stop, start) || l.size
        # a ":" that ends the text is part of the scalar
        stop_at = l.size if stop_at == l.size - 1 && l[stop_at] == 58 && text_end?(@ln)
        @col = stop_at
        stop_at -= 1 while stop_at > start && (l[stop_at - 1] == 32 || l[stop_at - 1] == 9)
        l[start, stop_at - start]
      end

      def parse_double(parent)
        @col += 1
        out = ""
        quoted(out, :quote2) { double_body(out, parent) }
      end

      # An unterminated quote runs to the end of the text.
      def quoted(out, style)
        catch(:quote_eof) { return yield }
        @ln = @lines.size - 1
        @col = line.size
        Scalar.new(nil, out, style)
      end

      def double_body(out, parent)
        loop do
          l = line
          while @col < l.size
            c = l[@col, 1]
            if c == '"'
              @col += 1
              return Scalar.new(nil, out, :quote2)
            elsif c == "\\"
              if @col + 1 >= l.size
                # escaped line break: join without a space
                next_quoted_line(parent, '"')
                @col = indent_of(line)
                skip_spaces
                l = line
                next
              end
              out << unescape(l)
            else
              out << c
              @col += 1
            end
          end
          fold_lines(out, parent, '"')
        end
      end

      def unescape(l)
        e = l[@col + 1, 1]
        @col += 2
        case e
        when "x"
          hex = l[@col, 2]
          return "\\x" unless hex =~ /\A[0-9a-fA-F]{2}\z/
          @col += 2
          hex.hex.chr
        when "0" then "\0"
        when "a" then "\a"
        when "b" then "\b"
        when "t", "\t" then "\t"
        when "n" then "\n"
        when "v" then "\v"
        when "f" then "\f"
        when "r" then "\r"
        when "e" then "\e"
        when '"' then '"'
        when "\\" then "\\"
        else "\\" + e
        end
      end

      def next_quoted_line(parent, q)
        @ln += 1
        @col = 0
        throw :quote_eof if @ln >= @lines.size
      end

      # A line break inside a quoted scalar: one break is a space, more
      # are kept as newlines; the spaces before it stay (as Syck keeps
      # them).  Breaks that run to the end of an unterminated quote are
      # one space.
      def fold_lines(out, parent, q)
        blanks = 0
        loop do
          if @ln + 1 >= @lines.size
            # a break after the last line (the text ends with one)
            out << " " unless @open_end && blanks == 0
            throw :quote_eof
          end
          next_quoted_line(parent, q)
          break unless line =~ /\A[ \t]*\z/
          blanks += 1
        end
        out << (blanks > 0 ? "\n" * blanks : " ")
        # only spaces lead a continuation line (a tab is content, as Syck)
        @col = indent_of(line)
      end

      def parse_single(parent)
        @col += 1
        out = ""
        quoted(out, :quote1) { single_body(out, parent) }
      end

      def single_body(out, parent)
        loop do
          l = line
          while @col < l.size
            c = l[@col, 1]
            if c == "'"
              if l[@col + 1, 1] == "'"
                out << "'"
                @col += 2
                next
              end
              @col += 1
              return Scalar.new(nil, out, :quote1)
            end
            out << c
            @col += 1
          end
          fold_lines(out, parent, "'")
        end
      end

      # | and > scalars with their chomping and indentation indicators.
      def parse_block_scalar(parent)
        head = rest[/\A[|>][-+0-9]*/]
        style = head[0, 1] == "|" ? :literal : :fold
        chomp = head.scan(/[-+]/).last   # (the last indicator counts)
        explicit = head[/[1-9]/]
        @col += head.size
        # text after the header (up to a "#") starts the content, and the
        # block's lines follow it without a line break
        inline = rest.sub(/\A +/, "")[/\A[^#]*/]
        @col = line.size
        base = parent < 0 ? 0 : parent + 1
        ind = explicit ? parent + explicit.to_i : nil
        lines = []
        nl = @ln + 1
        while nl < @lines.size
          l = @lines[nl]
          # a line of spaces only is blank; a tab is text
          if l =~ /\A *\z/
            lines.push(l)
            nl += 1
            next
          end
          i = indent_of(l)
          # a tab where the text would end the scalar: Syck fails, naming
          # the next line
          if i == 0 && l[0] == 9 && (i < base || (ind && i < ind))
            raise ArgumentError, "syntax error on line #{shown(nl + 1)}, col -1: `'"
          end
          ind ||= i
          break if i < ind || i < base || (parent < 0 && l =~ /\A---(?:[ \t]|\z)/)
          lines.push(l)
          nl += 1
        end
        ind ||= base
        @ln = nl - 1
        @col = line.size
        # Syck reads a block of nothing but blank lines as ""
        return Scalar.new(nil, inline, style) if lines.all? { |l| l =~ /\A *\z/ }
        # a last line that ends the input without a line end has none (a
        # blank one is no line)
        open_last = nl == @lines.size && @open_end
        if open_last && lines.last =~ /\A *\z/
          lines.pop
          open_last = false
        end
        text = block_text(lines, ind, style)
        text.chomp!("\n") if open_last
        Scalar.new(nil, inline + chomp_text(text, chomp), style)
      end

      def block_text(lines, ind, style)
        body = lines.map { |l| l =~ /\A *\z/ ? "" : l[ind..-1] }
        return body.map { |l| l + "\n" }.join if style == :literal
        fold_fix(body)
      end

      # Folding: two text lines join with a space; a run of n blank lines
      # between them stands for n breaks; around more-indented lines (a
      # space past the indentation; a tab is text) every break is kept.
      def fold_fix(body)
        out = ""
        prev = nil
        blanks = 0
        body.each do |l|
          if l.empty?
            blanks += 1
            next
          end
          if prev.nil?
            out << "\n" * blanks
          elsif prev[0] == 32 || l[0] == 32
            out << "\n" * (blanks + 1)
          else
            out << (blanks == 0 ? " " : "\n" * blanks)
          end
          out << l
          prev = l
          blanks = 0
        end
        out << "\n" unless prev.nil?
        out << "\n" * blanks
      end

      def chomp_text(text, chomp)
        case chomp
        when "+" then text
        when "-" then text.sub(/\n+\z/, "")
        else text.sub(/\n+\z/, "\n")
        end
      end

      # [ ... ] and { ... }, possibly over several lines.
      def parse_flow_collection
        open = line[@col, 1]
        @col += 1
        node = collection(open == "[" ? Seq.new(nil, [], :inline) : Map.new(nil, {}, :inline))
        close = open == "[" ? "]" : "}"
        outer, @flow_close = @flow_close, close
        begin
          flow_entries(node, open, close)
        ensure
          @flow_close = outer
        end
      end

      # (Syck reads one "key: value" pair in a flow sequence, then fails at
      # its end; a second pair fails past its ": ")
      def flow_entries(node, open, close)
        pairs = 0
        outer_pair, @pair_line = @pair_line, nil
        open_ln = @ln
        loop do
          flow_skip
          if line[@col, 1] == close
            @col += 1
            flow_pair_error(@ln) if pairs > 0
            return node
          end
          # (": " with no key before it fails past the ':')
          error(@ln, @col + 1, line) if indicator?(58)
          if open == "["
            item_ln, item_col = @ln, @col
            item = flow_item
            flow_skip
            # (a key run on from the line above fails at its ':')
            error if line[@col, 1] == ":" && @ln != item_ln
            while line[@col, 1] == ":"
              pairs += 1
              @pair_line = @ln if pairs == 1
              @col += 1
              error(@ln, @col, line) if pairs > 1
              flow_skip
              item = flow_item unless line[@col, 1] =~ /[,\]]/
              flow_skip
            end
            node.add(item)
          else
            key = flow_item
            flow_skip
            if line[@col, 1] == ":"
              @col += 1
              flow_skip
              val_ln = @ln
              val = (line[@col, 1] =~ /[,}]/) ? Scalar.new(nil, "", :plain) : flow_item
              flow_skip
              # (a value run on to a line with a ':' fails at that ':')
              error if line[@col, 1] == ":" && @ln != val_ln
            else
              val = Scalar.new(nil, "", :plain)
            end
            node.add(key, val)
          end
          flow_skip
          c = line[@col, 1]
          if c == ","
            # Syck separates only with ", " (or a comma ending the line)
            @col += 1
            error(@ln, @col + 1) unless rest =~ /\A(?: |\z)/
            flow_skip
            error(@ln, @col + 1) if line[@col, 1] == close
          elsif c != close
            error(@ln, @col + 1)
          end
        end
      ensure
        @pair_line = outer_pair
      end

      # A pair in a flow sequence: Syck fails once it has read the line
      # break after it.
      def flow_pair_error(ln)
        # (at the end of a text with no final line break: the line's end)
        error(ln, @lines[ln].size, "") if text_end?(ln)
        k = ln + 1
        k += 1 while k < @lines.size && @lines[k].empty?
        raise ArgumentError, "syntax error on line #{shown(k)}, col -1: `#{text_from(k)}'"
      end

      def flow_item
        tag, anchor = parse_properties
        @pending_anchor = anchor
        node = case rest
               when /\A\*/
                 return resolve_ref(alias_ref)
               when /\A[\[{]/ then parse_flow_collection
               when /\A"/ then parse_double(-1)
               when /\A'/ then parse_single(-1)
               else parse_plain(-1, true)
               end
        finish(node, tag, anchor)
      end

      # Spaces, comments and line breaks inside a flow collection.
      def flow_skip
        loop do
          skip_spaces
          if rest_empty?
            # the text ends inside the collection: Syck reports the end of
            # the last line, or the line after a final line break
            flow_pair_error(@ln) if @pair_line == @ln
            if @ln + 1 >= @lines.size
              @open_end ? error(@ln, line.size) : error(@lines.size, 0)
            end
            next_line
            block_entry_in_flow_error(@ln)
          else
            break
          end
        end
      end

      # a line inside a flow collection that starts with "- ": Syck takes
      # it for a block sequence entry and fails past the "- "
      def block_entry_in_flow_error(ln)
        l = @lines[ln]
        return unless l && l =~ /\A *-(?: |\z)/
        error(ln, indent_of(l) + 2, l)
      end
    end

    # An alias in the text; name is kept when its anchor is unknown.
    class AliasRef
      attr_reader :node, :name
      def initialize(node, name = nil)
        @node = node
        @name = name
      end
    end

    # "!foo" => "tag:yaml.org,2002:foo", "!!foo" => "x-private:foo",
    # "!ruby/object:A" => "tag:ruby.yaml.org,2002:object:A".
    # The bytecode Syck's parser makes of the first document of a String
    # (or IO): "D" starts it; "Q" and "M" open a sequence and a map, "E"
    # closes one; "S" is a scalar's first line, "N" then "C" each further
    # line; "T" a tag, "A" an anchor, "R" an alias.  Quoted and block
    # scalars are !str, an empty plain one !null.
    def self.compile(io)
      str = Parser.new.text_of(io)
      doc = Reader.new(str).documents(1).first
      out = "D\n"
      compile_node(doc, out, {}) if doc
      out
    end

    def self.compile_node(node, out, seen)
      if node.style == :alias
        out << "R#{node.value}\n"
        return
      end
      if node.anchor
        if seen[node.__id__]
          out << "R#{node.anchor}\n"
          return
        end
        seen[node.__id__] = true
        out << "A#{node.anchor}\n"
      end
      if node.explicit
        t = node.type_id
        t = t =~ /\Atag:([^:,]+)\.yaml\.org,2002:(.*)\z/m ? "!#{$1}/#{$2}" : shorthand(t)
        out << "T#{t}\n"
      elsif node.kind_of?(Scalar)
        if node.style != :plain and node.style
          out << "T!str\n"
        elsif node.value.empty?
          out << "T!null\n"
        end
      end
      case node
      when Scalar
        lines = node.value.split("\n", -1)
        lines = [""] if lines.empty?
        out << "S#{lines.shift}\n"
        lines.each { |l| out << "N\nC#{l}\n" }
      when Seq
        out << "Q\n"
        node.value.each { |n| compile_node(n, out, seen) }
        out << "E\n"
      when Map
        out << "M\n"
        node.pairs.each { |k, v| compile_node(k, out, seen); compile_node(v, out, seen) }
        out << "E\n"
      end
    end
    private_class_method :compile_node

    def self.tagurize_shorthand(t)
      t = t[1..-1]
      return "x-private:" + t[1..-1] if t[0, 1] == "!"
      return "tag:yaml.org,2002:" if t.empty?
      if t =~ /\A([^\/:]+)\/(.*)\z/m
        domain, type = $1, $2
        domain = "#{domain}.yaml.org,2002" unless domain.include?(",")
        return "tag:#{domain}:#{type}"
      end
      return t if t =~ /\Atag:/
      "tag:yaml.org,2002:" + t
    end
  end
end
