#
#   irb/slex.rb - a simple lexer on a tree of character sequences
#
require "e2mmap"
require "irb/notifier"

module IRB
  class SLex
    extend Exception2MessageMapper
    def_exception :ErrNodeNothing, "node nothing"
    def_exception :ErrNodeAlreadyExists, "node already exists"

    DOUT = IRB::Notifier::def_notifier("SLex::")
    D_WARN = DOUT::def_notifier(1, "Warn: ")
    D_DEBUG = DOUT::def_notifier(2, "Debug: ")
    D_DETAIL = DOUT::def_notifier(4, "Detail: ")

    DOUT.level = IRB::Notifier::D_NOMSG

    def initialize
      @head = Node.new("")
    end

    def def_rule(token, preproc = nil, postproc = nil, &block)
      postproc = block if block_given?
      create(token, preproc, postproc)
    end

    def def_rules(*tokens, &block)
      p = block if block_given?
      tokens.each { |token| def_rule(token, nil, p) }
    end

    def preproc(token, proc)
      search(token).preproc = proc
    end

    def postproc(token)
      search(token).postproc
    end

    def search(token)
      @head.search(token.split(//))
    end

    def create(token, preproc = nil, postproc = nil)
      @head.create_subnode(token.split(//), preproc, postproc)
    end

    # the postproc result of the longest rule matching the head of TOKEN
    # (a String or an object answering getc/ungetc)
    def match(token)
      case token
      when Array
      when String
        return match(token.split(//))
      else
        return @head.match_io(token)
      end
      ret = @head.match(token)
      D_DETAIL.exec_if { D_DETAIL.printf "match end: %s:%s\n", ret, token.inspect }
      ret
    end

    def inspect
      format("<SLex: @head = %s>", @head.inspect)
    end

    # a node of the tree: one character of one or more rules
    class Node
      def initialize(preproc = nil, postproc = nil)
        @Tree = {}
        @preproc = preproc
        @postproc = postproc
      end

      attr_accessor :preproc
      attr_accessor :postproc

      def search(chrs, opt = nil)
        return self if chrs.empty?
        ch = chrs.shift
        if node = @Tree[ch]
          node.search(chrs, opt)
        elsif opt
          chrs.unshift ch
          create_subnode(chrs)
        else
          SLex.fail ErrNodeNothing
        end
      end

      def create_subnode(chrs, preproc = nil, postproc = nil)
        if chrs.empty?
          SLex.fail ErrNodeAlreadyExists if @postproc
          @preproc = preproc
          @postproc = postproc
          return self
        end
        ch = chrs.shift
        node = (@Tree[ch] ||= Node.new)
        if chrs.empty?
          SLex.fail ErrNodeAlreadyExists if node.postproc
          node.preproc = preproc
          node.postproc = postproc
          return node
        end
        node.create_subnode(chrs, preproc, postproc)
      end

      def match(chrs, op = "")
        if chrs.empty?
          return nil if @preproc && !@preproc.call(op, chrs)
          return @postproc ? @postproc.call(op, chrs) : nil
        end
        ch = chrs.shift
        if node = @Tree[ch]
          ret = node.match(chrs, op + ch)
          return ret if ret
        end
        chrs.unshift ch
        return nil if @preproc && !@preproc.call(op, chrs)
        @postproc ? @postproc.call(op, chrs) : nil
      end

      def match_io(io, op = "")
        ch = io.getc
        ch = ch.chr if ch.kind_of?(Integer)
        if ch.nil? || ch == ""
          return nil if @preproc && !@preproc.call(op, io)
          return @postproc ? @postproc.call(op, io) : nil
        end
        if node = @Tree[ch]
          ret = node.match_io(io, op + ch)
          return ret if ret
        end
        io.ungetc ch
        return nil if @preproc && !@preproc.call(op, io)
        @postproc ? @postproc.call(op, io) : nil
      end
    end
  end
end
# the lexer is known at the top level too
SLex = IRB::SLex
