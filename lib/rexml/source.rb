require 'strscan'
require 'rexml/encoding'

module REXML
  # Builds the Source that fits an argument: a String, an IO, or a Source.
  class SourceFactory
    def SourceFactory::create_from(arg)
      if arg.kind_of? String
        Source.new(arg)
      elsif arg.respond_to? :read and arg.respond_to? :readline and
          arg.respond_to? :nil? and arg.respond_to? :eof?
        IOSource.new(arg)
      elsif arg.kind_of? Source
        arg
      else
        raise "#{arg.class} is not a valid input stream.  It must walk \n" +
          "like either a String, an IO, or a Source."
      end
    end
  end

  # The text a parser consumes.  The parsers work on #scanner (a
  # StringScanner over the UTF-8 text); the other methods are the public
  # Source interface.
  class Source
    include Encoding
    attr_reader :line, :scanner

    def initialize(arg, encoding = nil)
      @orig = arg
      @line = 0
      @scanner = StringScanner.new(arg.dup)
      if encoding
        self.encoding = encoding
      else
        self.encoding = check_encoding(@scanner.string)
      end
    end

    # switching encoding decodes the unconsumed text
    def encoding=(enc)
      return unless super
      rest = @scanner.rest
      decoded = decode(rest)
      @scanner = StringScanner.new(decoded) unless decoded.equal?(rest) or decoded == rest
    end

    def buffer
      @scanner.rest
    end

    def encoding
      @encoding
    end

    def scan(pattern, cons = false)
      return nil if @scanner.eos?
      rv = buffer.scan(pattern)
      @scanner.string = rv.empty? ? @scanner.rest : $' if cons and not rv.empty?
      rv
    end

    def read
    end

    def consume(pattern)
      @scanner.skip_until(pattern) ? @scanner.matched : nil
    end

    def match_to(char, pattern)
      pattern.match(buffer)
    end

    def match_to_consume(char, pattern)
      md = pattern.match(buffer)
      @scanner.pos += md.end(0) if md
      md
    end

    def match(pattern, cons = false)
      md = pattern.match(buffer)
      @scanner.pos += md.end(0) if cons and md
      md
    end

    def empty?
      @scanner.eos?
    end

    def position
      @scanner.pos
    end

    private
    # where the unconsumed text first occurs in the input (nil when it
    # was decoded from another encoding), as 1.8.7 reports progress
    def orig_position
      @orig.index(buffer)
    end
    public

    # index among the whitespace-separated words of the input of the word
    # that equals the start of the unconsumed text (1.8.7 reports bits of it)
    def current_line
      lines = @orig.split
      res = lines.grep(buffer[0..30])[-1]
      lines.index(res) if res
    end
  end

  # A Source over an IO: reads the stream when the parser starts.  Errors
  # report where 1.8.7, which reads line by line, would stand: the line
  # holding the parser position has been read (and after a failed match,
  # the whole stream).
  class IOSource < Source
    def initialize(arg, block_size = 500, encoding = nil)
      @er_source = arg
      @block_size = block_size
      str = arg.read || ""
      super(str, encoding)
      @orig = str
      @read_to = 0
    end

    private
    def orig_position
      position
    end
    public

    # a pattern failed: 1.8.7 read on to the end looking for a match
    def read_all
      @read_to = @scanner.string.size
    end

    # [bytes read, lines read, lines read]
    def current_line
      str = @scanner.string
      nl = str.index("\n", @scanner.pos)
      upto = nl ? nl + 1 : str.size
      @read_to = upto if upto > @read_to
      read = str[0, @read_to]
      lines = read.count("\n")
      lines += 1 unless read.empty? or read[-1] == ?\n
      [@read_to, lines, lines]
    end
  end
end
