# optparse.rb - OptionParser: command-line option analysis with automatic
# help text.

class OptionParser
  class ParseError < RuntimeError
    Reason = 'parse error'

    def initialize(*args)
      @args = args
      @reason = nil
    end

    attr_reader :args
    attr_writer :reason

    def recover(argv)
      argv[0, 0] = @args
      argv
    end

    def set_option(opt, eq)
      if eq
        @args[0] = opt
      else
        @args.unshift(opt)
      end
      self
    end

    def reason
      @reason || self.class::Reason
    end

    def inspect
      "#<#{self.class.to_s}: #{args.join(' ')}>"
    end

    def message
      reason + ': ' + args.join(' ')
    end
    alias to_s message
  end

  class AmbiguousOption < ParseError
    Reason = 'ambiguous option'
  end
  class NeedlessArgument < ParseError
    Reason = 'needless argument'
  end
  class MissingArgument < ParseError
    Reason = 'missing argument'
  end
  class InvalidOption < ParseError
    Reason = 'invalid option'
  end
  class InvalidArgument < ParseError
    Reason = 'invalid argument'
  end
  class AmbiguousArgument < InvalidArgument
    Reason = 'ambiguous argument'
  end

  # One defined option.
  class Switch
    attr_reader :short, :long, :arg, :desc, :block, :style, :conv, :pattern,
                :negatable

    def initialize(short, long, arg, style, conv, pattern, desc, negatable, block)
      @short, @long, @arg, @style = short, long, arg, style
      @conv, @pattern, @desc, @negatable, @block = conv, pattern, desc, negatable, block
    end

    def summarize(width, indent)
      left = (@short.map { |s| s } + @long.map { |l|
        (@negatable ? "--[no-]#{l}" : "--#{l}")
      }).join(', ')
      if @arg
        left << (@long.empty? ? @arg : " " + @arg.sub(/\A[ =]/, ''))
      end
      left = "    " + left if @short.empty? && false
      lines = []
      descs = @desc.empty? ? [nil] : @desc
      if left.length > width
        lines << indent + left
        descs.each { |d| lines << indent + " " * (width + 1) + d if d }
      else
        first = true
        descs.each do |d|
          if first
            l = indent + (d ? left.ljust(width) + " " + d : left)
            lines << l
            first = false
          else
            lines << indent + " " * (width + 1) + d
          end
        end
      end
      lines
    end

    # converts the argument string; raises InvalidArgument
    def convert(given, arg)
      return arg if @conv.nil? && @pattern.nil?
      if @pattern
        if @pattern.kind_of?(Regexp)
          raise InvalidArgument.new(given) unless @pattern =~ arg
        end
      end
      @conv ? @conv.call(arg, given) : arg
    end
  end

  def self.completion_conv(list)
    table = {}
    if list.kind_of?(Hash)
      list.each { |k, v| table[k.to_s] = v }
    else
      list.each { |k| table[k.to_s] = k }
    end
    lambda do |arg, given|
      if table.include?(arg)
        table[arg]
      else
        cands = table.keys.select { |k| k[0, arg.length] == arg }
        if cands.size == 1
          table[cands[0]]
        elsif cands.size > 1
          raise AmbiguousArgument.new(given)
        else
          raise InvalidArgument.new(given)
        end
      end
    end
  end

  def self.type_conv(klass)
    if klass == Integer
      lambda { |a, g|
        raise InvalidArgument.new(g) unless a =~ /\A[-+]?(?:0x[\da-f]+|0b[01]+|0[0-7]*|[1-9][\d_]*)\z/i
        Integer(a)
      }
    elsif klass == Float
      lambda { |a, g|
        raise InvalidArgument.new(g) unless a =~ /\A[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?\z/i
        Float(a)
      }
    elsif klass == Numeric
      lambda { |a, g|
        if a =~ /\A[-+]?\d+\z/ then a.to_i
        elsif a =~ /\A[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?\z/i then a.to_f
        else raise InvalidArgument.new(g)
        end
      }
    elsif klass == Array
      lambda { |a, g| a.split(',') }
    elsif klass == String || klass == Object
      nil
    elsif klass == TrueClass
      lambda { |a, g|
        case a
        when /\A(?:true|yes|\+)\z/i then true
        when /\A(?:false|no|-|nil)\z/i then false
        else raise InvalidArgument.new(g)
        end
      }
    elsif klass == FalseClass
      lambda { |a, g|
        case a
        when /\A(?:true|yes|\+)\z/i then true
        when /\A(?:false|no|-|nil)\z/i then false
        else raise InvalidArgument.new(g)
        end
      }
    else
      nil
    end
  end

  def initialize(banner = nil, width = 32, indent = ' ' * 4)
    @banner = banner
    @summary_width = width
    @summary_indent = indent
    @head = []
    @list = []
    @tail = []
    @program_name = nil
    @version = nil
    @release = nil
    yield self if block_given?
  end

  attr_writer :banner, :program_name, :version, :release
  attr_accessor :summary_width, :summary_indent, :default_argv

  def banner
    @banner ||= "Usage: #{program_name} [options]"
  end

  def program_name
    @program_name || File.basename($0, '.*')
  end

  def version
    @version || (defined?(::Version) && ::Version)
  end

  def release
    @release
  end

  def ver
    if v = version
      str = "#{program_name} #{[v].join('.')}"
      str << " (#{release})" if release
      str
    end
  end

  def separator(string)
    @list << string
  end

  def make_switch(opts, block = nil)
    short = []
    long = []
    arg = nil
    style = nil
    conv = nil
    pattern = nil
    desc = []
    negatable = false
    opts.each do |o|
      case o
      when Proc, Method
        block = o
      when Class
        conv = OptionParser.type_conv(o)
      when Array, Hash
        conv = OptionParser.completion_conv(o)
      when Regexp
        pattern = o
      when /\A--\[no-\]([^\s=\[]+)(.*)\z/m
        long << $1
        negatable = true
        rest = $2
        if rest =~ /\A[ =]?\[/ then style = :optional; arg = rest
        elsif !rest.empty? then style = :required; arg = rest
        end
      when /\A--([^\s=\[]+)(.*)\z/m
        long << $1
        rest = $2
        if rest =~ /\A[ =]?\[/ then style = :optional; arg = rest
        elsif !rest.empty? then style = :required; arg = rest
        end
      when /\A-(.)(.*)\z/m
        short << "-#{$1}"
        rest = $2
        if rest =~ /\A ?\[/ then style ||= :optional; arg ||= rest
        elsif !rest.empty? then style ||= :required; arg ||= rest
        end
      when String
        desc << o
      end
    end
    Switch.new(short, long, arg, style, conv, pattern, desc, negatable, block)
  end

  def on(*opts, &block)
    @list << make_switch(opts, block)
    self
  end
  alias def_option on

  def on_head(*opts, &block)
    @head << make_switch(opts, block)
    self
  end
  alias def_head_option on_head

  def on_tail(*opts, &block)
    @tail << make_switch(opts, block)
    self
  end
  alias def_tail_option on_tail

  def define(*opts, &block)
    make_switch(opts, block)
  end

  def switches
    (@head + @list + @tail).select { |s| s.kind_of?(Switch) }
  end
  private :switches

  def summarize(to = [], width = @summary_width, max = width - 1, indent = @summary_indent)
    (@head + @list + @tail).each do |s|
      if s.kind_of?(Switch)
        s.summarize(width, indent).each { |l| to << l + "\n" }
      else
        to << s + "\n"
      end
    end
    to
  end

  def help
    summarize(banner.to_s.sub(/\n?\z/, "\n"))
  end
  alias to_s help

  def to_a
    summarize(banner.to_a.dup)
  end

  def find_short(ch)
    switches.find { |s| s.short.include?("-#{ch}") }
  end
  private :find_short

  def find_long(name)
    negated = false
    exact = switches.find { |s| s.long.include?(name) }
    return [exact, false] if exact
    if name =~ /\Ano-(.*)\z/
      base = $1
      exact = switches.find { |s| s.negatable && s.long.include?(base) }
      return [exact, true] if exact
    end
    cands = []
    switches.each do |s|
      s.long.each do |l|
        cands << [s, false] if l[0, name.length] == name
        if s.negatable && "no-#{l}"[0, name.length] == name
          cands << [s, true]
        end
      end
    end
    cands.uniq!
    if cands.size == 1
      cands[0]
    elsif cands.size > 1
      if cands.map { |c| c[0] }.uniq.size == 1
        cands[0]
      else
        raise AmbiguousOption.new("--#{name}")
      end
    else
      raise InvalidOption.new("--#{name}")
    end
  end
  private :find_long

  def call_switch(sw, val)
    sw.block.call(val) if sw.block
  end
  private :call_switch

  def order!(argv = default_argv, &nonopt)
    parse_in_order(argv, false, &nonopt)
  end

  def order(*argv, &block)
    argv = argv[0].dup if argv.size == 1 and Array === argv[0]
    order!(argv, &block)
  end

  def permute!(argv = default_argv)
    nonopts = []
    parse_in_order(argv, true) { |a| nonopts << a }
    argv[0, 0] = nonopts
    argv
  end

  def permute(*argv)
    argv = argv[0].dup if argv.size == 1 and Array === argv[0]
    permute!(argv)
  end

  def parse!(argv = default_argv)
    if ENV.include?('POSIXLY_CORRECT')
      order!(argv)
    else
      permute!(argv)
    end
  end

  def parse(*argv)
    argv = argv[0].dup if argv.size == 1 and Array === argv[0]
    parse!(argv)
  end

  def default_argv
    @default_argv || ARGV
  end

  def parse_in_order(argv, permute)
    while arg = argv.shift
      case arg
      when '--'
        if permute
          argv.dup.each { |a| yield a }
          argv.clear
        end
        break
      when /\A--([^=]*)(?:=(.*))?\z/m
        name, val = $1, $2
        given = arg
        sw, negated = find_long(name)
        if negated
          raise NeedlessArgument.new(arg) if val
          call_switch(sw, false)
          next
        end
        case sw.style
        when nil
          raise NeedlessArgument.new(arg) if val
          call_switch(sw, true)
        when :required
          if val.nil?
            raise MissingArgument.new(arg) if argv.empty?
            val = argv.shift
            given = "#{arg} #{val}"
          end
          call_switch(sw, sw.convert(given, val))
        when :optional
          if val.nil? && !argv.empty? && argv[0] !~ /\A-/
            val = argv.shift
            given = "#{arg} #{val}"
          end
          call_switch(sw, val.nil? ? nil : sw.convert(given, val))
        end
      when /\A-(.)(.*)\z/m
        ch, rest = $1, $2
        loop do
          sw = find_short(ch)
          unless sw
            # a short option may also be an abbreviation of a long one
            raise InvalidOption.new("-#{ch}")
          end
          opt = "-#{ch}"
          case sw.style
          when nil
            call_switch(sw, true)
            break if rest.empty?
            ch, rest = rest[0, 1], rest[1..-1]
            next
          when :required
            if rest.empty?
              raise MissingArgument.new(opt) if argv.empty?
              val = argv.shift
            else
              val = rest
            end
            call_switch(sw, sw.convert("#{opt} #{val}", val))
            break
          when :optional
            if rest.empty?
              if !argv.empty? && argv[0] !~ /\A-/
                val = argv.shift
              else
                val = nil
              end
            else
              val = rest
            end
            call_switch(sw, val.nil? ? nil : sw.convert("#{opt} #{val}", val))
            break
          end
        end
      else
        if permute
          yield arg
        else
          argv.unshift(arg)
          break
        end
      end
    end
    argv
  end
  private :parse_in_order

  def environment(env = File.basename($0, '.*'))
    env = ENV[env] || ENV[env.upcase] or return
    parse(*env.split)
  end

  module Arguable
    def options=(opt)
      @optparse = opt
    end

    def options
      @optparse ||= OptionParser.new
      @optparse.default_argv = self
      block_given? or return @optparse
      begin
        yield @optparse
      rescue ParseError
        @optparse.warn $!
        nil
      end
    end

    def order!(&blk) options.order!(self, &blk) end
    def permute!() options.permute!(self) end
    def parse!() options.parse!(self) end
  end

  def warn(mesg = $!)
    super("#{program_name}: #{mesg}")
  end

  def abort(mesg = $!)
    super("#{program_name}: #{mesg}")
  end
end

ARGV.extend(OptionParser::Arguable)

OptParse = OptionParser
