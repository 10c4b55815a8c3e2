module REXML
  # Raised for malformed input; the message carries the parser position and
  # the start of the unconsumed input, and any wrapped exception.
  class ParseException < RuntimeError
    attr_accessor :source, :parser, :continued_exception

    def initialize(message, source = nil, parser = nil, exception = nil)
      super(message)
      @source = source
      @parser = parser
      @continued_exception = exception
    end

    def to_s
      err = ""
      if @continued_exception
        err << @continued_exception.inspect << "\n"
        err << @continued_exception.backtrace.join("\n") << "\n...\n"
      end
      err << super
      if @source
        err << "\nLine: #{line}\nPosition: #{position}\nLast 80 unconsumed characters:\n"
        err << @source.buffer[0..80].gsub(/\n/, ' ')
      end
      err
    end

    def position
      @source.current_line[0] if @source and @parser and @source.current_line
    end

    def line
      @source.current_line[2] if @source and @parser and @source.current_line
    end

    def context
      @source.current_line
    end
  end
end
