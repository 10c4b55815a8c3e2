# shell/filter.rb - Shell::Filter, the base of the commands of a Shell: an
# Enumerable of records (lines ending with the shell's record separator)
# that can be piped (|), redirected (> >> <) and concatenated (+).
class Shell
  class Filter
    include Enumerable

    def initialize(sh)
      @shell = sh
      @input = nil
    end

    attr_reader :input

    def input=(filter)
      @input = filter
    end

    def each(rs = nil)
      rs = @shell.record_separator unless rs
      if @input
        @input.each(rs) {|l| yield l }
      end
    end

    # reads src (a file name or an IO)
    def <(src)
      case src
      when String
        cat = Cat.new(@shell, src)
        cat | self
      when IO
        self.input = src
        self
      else
        Shell::Error.Fail Error::CantApplyMethod, "<", src.class
      end
    end

    # writes the records to a file (name) or an IO
    def >(to)
      case to
      when String
        dst = @shell.open(to, "w")
        begin
          each {|l| dst << l }
        ensure
          dst.close
        end
      when IO
        each {|l| to << l }
      else
        Shell::Error.Fail Error::CantApplyMethod, ">", to.class
      end
      self
    end

    # a filter appending the records to a file or an IO
    def >>(to)
      begin
        Shell.cd(@shell.pwd).append(to, self)
      rescue Error::CantApplyMethod
        Shell::Error.Fail Error::CantApplyMethod, ">>", to.class
      end
    end

    def |(filter)
      filter.input = self
      if active?
        @shell.process_controller.start_job filter
      end
      filter
    end

    def +(filter)
      Join.new(@shell, self, filter)
    end

    def to_a
      ary = []
      each {|l| ary.push l }
      ary
    end

    def to_s
      str = ""
      each {|l| str.concat l }
      str
    end

    def inspect
      if @shell.debug.kind_of?(Integer) && @shell.debug > 2
        super
      else
        to_s
      end
    end
  end
end
