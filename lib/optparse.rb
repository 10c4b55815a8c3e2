# optparse.rb - OptionParser: command-line option analysis with automatic
# help text, in the shape of Ruby 1.8.7's: switches kept in a stack of
# Lists, argument styles as Switch subclasses, acceptable argument types
# registered with accept, and abbreviated names resolved by Completion.

class OptionParser
  # revision control data: 1.8.7's release carries none
  RCSID = [].freeze
  Version = nil
  LastModified = nil
  Release = nil

  NoArgument = [NO_ARGUMENT = :NONE, nil].freeze
  RequiredArgument = [REQUIRED_ARGUMENT = :REQUIRED, true].freeze
  OptionalArgument = [OPTIONAL_ARGUMENT = :OPTIONAL, false].freeze

  # Finding the entry of a table that an abbreviation names: each word of
  # the abbreviation may be cut short ("--ver" finds "verbose", "no-c"
  # finds "no-color").
  module Completion
    # The entry key abbreviates: the shortest name when the others only
    # extend it, or the same value under several names; anything else
    # throws :ambiguous.
    # (1.8.7's Completion has no other methods: the matching is inline)
    def complete(key, icase = false, pat = nil)
      pat ||= Regexp.new('\A' + Regexp.quote(key).gsub(/\w+\b/) { |w| w + '\w*' }, icase)
      found = []
      each do |k, *v|
        name = Regexp === k ? nil : (k.respond_to?(:id2name) ? k.id2name : k)
        next unless name ? pat === name : k === key
        found << [k, v.empty? ? [k] : v, name]
      end
      found = found.sort_by { |k, v, name| name.size }
      return nil if found.empty?
      best = found.first
      found[1..-1].each do |k, v, name|
        next if v == best[1]
        next if String === name && String === best[2] && name.index(best[2]) == 0
        throw :ambiguous, key
      end
      block_given? ? yield(key, *best[1]) : [key, *best[1]]
    end

    def convert(opt = nil, val = nil, *)
      val
    end
  end

  # Map from option names to switches.
  class OptionMap < Hash
    include Completion
  end

  # Map of the choices an enumerated argument accepts (on's Array or
  # Hash), matched by abbreviation.
  class CompletingHash < Hash
    include Completion

    # [key, *values] of the choice key names, nil when none
    def match(key)
      return key, *fetch(key) if key?(key)
      ambiguous = catch(:ambiguous) { return complete(key) }
      raise AmbiguousArgument, ambiguous
    end
  end

  # One defined option: its names, argument pattern and conversion, help
  # text and the block to call.  The subclasses differ in where the
  # argument comes from.
  class Switch
    attr_reader :pattern, :conv, :short, :long, :arg, :desc, :block

    # the style an argument text asks for: "=[ARG]" or "[ARG]" optional
    # (joined), " [ARG]" placed (the next word), anything else required
    def self.guess(arg)
      style = if arg.empty? then self
              elsif arg =~ /\A=?\[/ then Switch::OptionalArgument
              elsif arg =~ /\A\s+\[/ then Switch::PlacedArgument
              else Switch::RequiredArgument
              end
      incompatible_argument_styles(arg, style) unless self >= style
      style
    end

    def self.incompatible_argument_styles(arg, t)
      raise ArgumentError, "#{arg}: incompatible argument styles\n  #{self}, #{t}"
    end

    # the acceptable type an argument of this style converts through
    def self.pattern
      NilClass
    end

    def initialize(pattern = nil, conv = nil, short = nil, long = nil, arg = nil,
                   desc = ([] if short or long), block = Proc.new)
      raise ArgumentError, 'pattern given as an Array' if Array === pattern
      @pattern = pattern
      @conv = conv
      @short = short
      @long = long
      @arg = arg
      @desc = desc
      @block = block
    end

    # [unused tail of arg, values the pattern matched]; a pattern that
    # matches nothing, or only the start, reports through the block
    def parse_arg(arg)
      return nil, [arg] unless pattern
      m = pattern.match(arg)
      unless m
        yield(InvalidArgument, arg)
        return arg, nil   # nil: a placed argument leaves the word alone
      end
      values = String === m ? [m] : m.to_a
      whole = values[0]
      return nil, values unless String === whole
      raise InvalidArgument, arg unless arg.index(whole) == 0
      return nil, values if whole.size == arg.size
      yield(InvalidArgument, arg)
      return arg[whole.size..-1], values
    end
    private :parse_arg

    # [tail, block, converted value]
    def conv_arg(arg, val = [])
      val = conv ? conv.call(*val) : Array(val)[0]
      return arg, block, val
    end
    private :conv_arg

    # Yield the help lines: the names (and argument) in a column of the
    # given width, the description beside them; names too wide for the
    # column get lines of their own.
    def summarize(sdone = {}, ldone = {}, width = 1, max = width - 1, indent = '')
      shorts = unseen_names(@short, sdone)
      longs = unseen_names(@long, ldone)
      return if shorts.empty? && longs.empty?
      left = [shorts.join(', ')]
      longs.each do |name|
        size = left.last.size + name.size
        size += arg.size if arg && left.size == 1
        left << '' if size >= max && !shorts.empty?
        left.last << (left.last.empty? ? ' ' * 4 : ', ') << name
      end
      left[0] << arg if arg
      right = desc.dup
      left.shift.tap { |l| yield(indent + l) } while left.any? { |l| l.size > width } && !left.empty?
      until left.empty? && right.empty?
        l = left.shift.to_s
        r = right.shift
        l = l.ljust(width) + ' ' + r if r && !r.empty?
        yield(indent + l)
      end
      self
    end

    def unseen_names(names, done)
      fresh = []
      (names || []).each do |n|
        fresh << n unless done.key?(n)
        done[n] = true
      end
      fresh
    end
    private :unseen_names

    def add_banner(to) # :nodoc:
      unless @short || @long
        s = desc.join
        to << ' [' + s + ']...' unless s.empty?
      end
      to
    end

    def match_nonswitch?(str) # :nodoc:
      @pattern =~ str unless @short || @long
    end

    # the main name, without dashes or "[no-]"
    def switch_name
      (long.first || short.first).sub(/\A-+(?:\[no-\])?/, '')
    end

    # A switch that takes no argument.
    class NoArgument < self
      def parse(arg, argv)
        yield(NeedlessArgument, arg) if arg
        conv_arg(arg)
      end

      def self.incompatible_argument_styles(*)
      end

      def self.pattern
        Object
      end
    end

    # A switch whose argument must be there: joined or the next word.
    class RequiredArgument < self
      def parse(arg, argv)
        unless arg
          raise MissingArgument if argv.empty?
          arg = argv.shift
        end
        conv_arg(*parse_arg(arg) { |*exc| raise(*exc) })
      end
    end

    # A switch whose argument, if any, is joined to it ("--opt=x", "-ox").
    class OptionalArgument < self
      def parse(arg, argv, &error)
        arg ? conv_arg(*parse_arg(arg, &error)) : conv_arg(arg)
      end
    end

    # A switch taking the next word as its argument unless that is an option.
    class PlacedArgument < self
      def parse(arg, argv, &error)
        word = arg || argv.first
        return nil, block, nil if word.nil? || (!arg && word =~ /\A-/)
        tail, values = parse_arg(word, &error)
        result = conv_arg(tail, values)
        if values && !arg
          argv.shift
        else
          result[0] = nil
        end
        result
      end
    end
  end

  # A group of switches with the argument types it accepts.
  class List
    attr_reader :atype, :short, :long, :list

    def initialize
      @atype = {}
      @short = OptionMap.new
      @long = OptionMap.new
      @list = []
    end

    # register type t: arguments must match pat and the block converts
    # them (a pattern with a convert method converts by itself)
    def accept(t, pat = /.*/nm, &block)
      pat = t if pat.nil? && t.respond_to?(:match)
      raise TypeError, "has no `match'" if pat && !pat.respond_to?(:match)
      block ||= pat.method(:convert).to_proc if pat.respond_to?(:convert)
      @atype[t] = [pat, block]
    end

    def reject(t)
      @atype.delete(t)
    end

    # register sw under its names; a switch left with no name goes
    def update(sw, sopts, lopts, nsw = nil, nlopts = nil)
      (sopts || []).each { |o| @short[o] = sw }
      (lopts || []).each { |o| @long[o] = sw }
      (nlopts || []).each { |o| @long[o] = nsw } if nsw
      live = @short.values + @long.values
      @list.delete_if { |o| Switch === o && !live.include?(o) }
    end
    private :update

    def prepend(*args)
      update(*args)
      @list.unshift(args[0])
    end

    def append(*args)
      update(*args)
      @list.push(args[0])
    end

    # the entry under key in table id (:short, :long, :atype), nil if none
    def search(id, key)
      table = __send__(id) or return nil
      return nil unless table.key?(key)
      block_given? ? yield(table[key]) : table[key]
    end

    def complete(id, opt, icase = false, *pat, &block)
      __send__(id).complete(opt, icase, *pat, &block)
    end

    def each_option(&block)
      list.each(&block)
    end

    # help lines of the switches; a separator string stands for itself
    def summarize(*args, &block)
      list.each do |item|
        if item.respond_to?(:summarize)
          item.summarize(*args, &block)
        elsif item.nil? || item.empty?
          yield('')
        else
          item.each(&block)
        end
      end
    end

    def add_banner(to) # :nodoc:
      list.each { |item| item.add_banner(to) if item.respond_to?(:add_banner) }
      to
    end
  end

  # The list at the bottom of every parser: the standard argument types.
  DefaultList = List.new
  DefaultList.short['-'] = Switch::NoArgument.new {}
  DefaultList.long[''] = Switch::NoArgument.new { throw :terminate }

  # --help and --version, which every parser answers: each entry makes
  # the switch for a parser.  --version=PKG,... shows those packages'
  # versions (optparse/version); plain --version shows the parser's.
  Officious = {}
  Officious['help'] = proc do |parser|
    Switch::NoArgument.new do
      puts parser.help
      exit
    end
  end
  Officious['version'] = proc do |parser|
    Switch::OptionalArgument.new do |pkg|
      if pkg && OptionParser.__send__(:version_support?)
        found = OptionParser.show_version(*pkg.split(/,/))
        abort("#{parser.program_name}: no version found in package #{pkg}") unless found
        exit
      end
      text = parser.ver or abort("#{parser.program_name}: version unknown")
      puts text
      exit
    end
  end

  def self.version_support? # :nodoc:
    require 'optparse/version'
    true
  rescue LoadError
    false
  end
  private_class_method :version_support?

  def self.with(*args, &block)
    opts = new(*args)
    opts.instance_eval(&block)
    opts
  end

  # a counting option's next value: nil counts up from default, an
  # Integer stands (0 as nil)
  def self.inc(arg, default = nil)
    return arg.nonzero? if Integer === arg
    default.to_i + 1 if arg.nil?
  end

  def inc(*args)
    self.class.inc(*args)
  end

  def initialize(banner = nil, width = 32, indent = ' ' * 4)
    @stack = [DefaultList, List.new, List.new]
    @program_name = nil
    @banner = banner
    @summary_width = width
    @summary_indent = indent
    @default_argv = ARGV
    add_officious
    yield self if block_given?
  end

  def add_officious # :nodoc:
    Officious.each { |name, maker| base.long[name] ||= maker.call(self) }
  end

  def self.terminate(arg = nil)
    throw :terminate, arg
  end

  def terminate(arg = nil)
    self.class.terminate(arg)
  end

  @stack = [DefaultList]

  def self.top() DefaultList end

  def self.accept(*args, &blk) top.accept(*args, &blk) end
  def accept(*args, &blk) top.accept(*args, &blk) end

  def self.reject(*args, &blk) top.reject(*args, &blk) end
  def reject(*args, &blk) top.reject(*args, &blk) end

  attr_writer :banner, :program_name
  attr_accessor :summary_width, :summary_indent, :default_argv

  def banner
    unless @banner
      @banner = "Usage: #{program_name} [options]"
      visit(:add_banner, @banner)
    end
    @banner
  end

  def program_name
    @program_name || File.basename($0, '.*')
  end

  alias set_banner banner=
  alias set_program_name program_name=
  alias set_summary_width summary_width=
  alias set_summary_indent summary_indent=

  attr_writer :version, :release

  def version
    @version || (defined?(::Version) && ::Version)
  end

  def release
    @release || (defined?(::Release) && ::Release) || (defined?(::RCSID) && ::RCSID[3])
  end

  # "program version (release)"
  def ver
    if (v = version)
      str = "#{program_name} #{[v].join('.')}"
      str << " (#{release})" if release
      str
    end
  end

  def warn(mesg = $!)
    super("#{program_name}: #{mesg}")
  end

  def abort(mesg = $!)
    super("#{program_name}: #{mesg}")
  end

  def top() @stack[-1] end
  def base() @stack[1] end

  def new
    @stack.push(List.new)
    if block_given?
      yield self
    else
      self
    end
  end

  def remove
    @stack.pop
  end

  def summarize(to = [], width = @summary_width, max = width - 1, indent = @summary_indent, &blk)
    blk ||= proc { |l| to << (l.index($/, -1) ? l : l + $/) }
    visit(:summarize, {}, {}, width, max, indent, &blk)
    to
  end

  def help
    summarize(banner.to_s.sub(/\n?\z/, "\n"))
  end
  alias to_s help

  def to_a
    summarize(banner.to_a.dup)
  end

  def notwice(obj, prv, msg)
    if prv && prv != obj
      raise ArgumentError, "argument #{msg} given twice: #{obj}", caller(2)
    end
    obj
  end
  private :notwice

  # Build a Switch from on's arguments: option names ("-x", "-xARG",
  # "--name ARG", "--name[=ARG]", "--[no-]name", "--no-name"), an
  # argument type (an accepted class or object, a pattern, an Array or
  # Hash of choices, a style symbol), description strings and the block.
  # Returns [switch, short names, long names, negated switch, negated names]
  # as List#append takes them.
  def make_switch(opts, block = nil)
    sw = OptionParser.__send__(:new_switch_spec)
    opts.each { |o| switch_spec_item(sw, o) || (block = notwice(o, block, 'block')) }
    sw.type_pattern, sw.conv = search(:atype, sw.style_default.pattern) unless sw.type_pattern
    style = sw.style || sw.style_default
    if !(sw.short.empty? && sw.long.empty?)
      s = style.new(sw.pattern || sw.type_pattern, sw.conv, sw.sdesc, sw.ldesc, sw.arg, sw.desc, block)
    elsif !block
      raise ArgumentError, 'no switch given' if sw.style || sw.pattern
      s = sw.desc
    else
      sw.short << sw.pattern
      s = style.new(sw.pattern, sw.conv, nil, nil, sw.arg, sw.desc, block)
    end
    neg = sw.neg_style && sw.neg_style.new(sw.neg_pattern, sw.neg_conv, sw.sdesc, sw.ldesc, nil, sw.desc, block)
    return s, sw.short, sw.long, neg, sw.nolong
  end

  # what make_switch has gathered so far
  # (a class kept out of OptionParser's constants)
  @switch_spec = Struct.new(:short, :long, :nolong, :sdesc, :ldesc, :desc, :arg,
                            :style, :style_default, :pattern, :type_pattern, :conv,
                            :klass, :neg_style, :neg_pattern, :neg_conv)
  def self.new_switch_spec # :nodoc:
    @switch_spec.new([], [], [], [], [], [], nil, nil, Switch::NoArgument)
  end
  private_class_method :new_switch_spec

  # take one argument of on into sw; false for a Proc or Method (the block)
  def switch_spec_item(sw, o)
    found = search(:atype, o) { |pat, conv| [pat, conv] }
    if found
      sw.klass = notwice(o, sw.klass, 'type')
      if sw.neg_style && sw.neg_style != Switch::NoArgument
        sw.neg_pattern, sw.neg_conv = found
      else
        sw.type_pattern, sw.conv = found
      end
    elsif !(String === o) && o.respond_to?(:match)
      sw.pattern = notwice(o, sw.pattern, 'pattern')
      sw.conv = (o.method(:convert).to_proc if o.respond_to?(:convert))
    else
      case o
      when Proc, Method then return false
      when Array, Hash then switch_spec_choices(sw, o)
      when Module then raise ArgumentError, "unsupported argument type: #{o}"
      when *ArgumentStyle.keys then sw.style = notwice(ArgumentStyle[o], sw.style, 'style')
      when /\A--no-([^\[\]=\s]*)(.+)?/ then switch_spec_no(sw, $1, $2)
      when /\A--\[no-\]([^\[\]=\s]*)(.+)?/ then switch_spec_negatable(sw, $1, $2)
      when /\A--([^\[\]=\s]*)(.+)?/
        switch_spec_arg(sw, NilClass, $2)
        sw.ldesc << "--#{$1}"
        sw.long << $1.downcase
      when /\A-(\[\^?\]?(?:[^\\\]]|\\.)*\])(.+)?/
        switch_spec_arg(sw, Object, $2)
        sw.sdesc << "-#{$1}"
        sw.short << Regexp.new($1)
      when /\A-(.)(.+)?/
        switch_spec_arg(sw, NilClass, $2)
        sw.sdesc << "-#{$1}"
        sw.short << $1
      when /\A=/
        sw.style = notwice(sw.style_default.guess(sw.arg = o), sw.style, 'style')
        sw.type_pattern, sw.conv = search(:atype, Object) unless sw.type_pattern
      else
        sw.desc << o
      end
    end
    true
  end
  private :switch_spec_item

  # an argument text after an option name sets the style and default type
  def switch_spec_arg(sw, klass, arg)
    return unless arg
    klass = notwice(klass, sw.klass, 'type')
    sw.style_default = sw.style_default.guess(sw.arg = arg)
    sw.type_pattern, sw.conv = search(:atype, klass) unless sw.type_pattern
  end
  private :switch_spec_arg

  def switch_spec_choices(sw, choices)
    case sw.pattern
    when CompletingHash
    when nil
      sw.pattern = CompletingHash.new
      sw.conv = (sw.pattern.method(:convert).to_proc if sw.pattern.respond_to?(:convert))
    else
      raise ArgumentError, 'argument pattern given twice'
    end
    choices.each { |pat, *v| sw.pattern[pat] = v.fetch(0) { pat } }
  end
  private :switch_spec_choices

  # "--no-name": the switch answers to "no-name"; the plain name is its negation
  def switch_spec_no(sw, name, arg)
    klass = notwice(arg ? Object : TrueClass, sw.klass, 'type')
    sw.neg_pattern, sw.neg_conv = search(:atype, klass) unless sw.neg_style
    sw.neg_style = (sw.neg_style || sw.style_default).guess(sw.arg = arg) if arg
    sw.style_default = Switch::NoArgument
    sw.type_pattern, sw.conv = search(:atype, FalseClass) unless sw.type_pattern
    sw.ldesc << "--no-#{name}"
    name = name.downcase
    sw.long << 'no-' + name
    sw.nolong << name
  end
  private :switch_spec_no

  # "--[no-]name": "no-name" gives false
  def switch_spec_negatable(sw, name, arg)
    klass = notwice(arg ? Object : TrueClass, sw.klass, 'type')
    if arg
      sw.style_default = sw.style_default.guess(sw.arg = arg)
      sw.type_pattern, sw.conv = search(:atype, klass) unless sw.type_pattern
    end
    sw.ldesc << "--[no-]#{name}"
    name = name.downcase
    sw.long << name
    sw.neg_pattern, sw.neg_conv = search(:atype, FalseClass) unless sw.neg_style
    sw.neg_style = Switch::NoArgument
    sw.nolong << 'no-' + name
  end
  private :switch_spec_negatable

  def define(*opts, &block)
    top.append(*(sw = make_switch(opts, block)))
    sw[0]
  end

  def on(*opts, &block)
    define(*opts, &block)
    self
  end
  alias def_option define

  def define_head(*opts, &block)
    top.prepend(*(sw = make_switch(opts, block)))
    sw[0]
  end

  def on_head(*opts, &block)
    define_head(*opts, &block)
    self
  end
  alias def_head_option define_head

  def define_tail(*opts, &block)
    base.append(*(sw = make_switch(opts, block)))
    sw[0]
  end

  def on_tail(*opts, &block)
    define_tail(*opts, &block)
    self
  end
  alias def_tail_option define_tail

  def separator(string)
    top.append(string, nil, nil)
  end

  # Parse options in order; the first non-option word (given to the block
  # when there is one) ends the parse unless a block takes it.
  def order(*argv, &block)
    argv = argv[0].dup if argv.size == 1 && Array === argv[0]
    order!(argv, &block)
  end

  def order!(argv = default_argv, &nonopt)
    parse_in_order(argv, &nonopt)
  end

  # The parse loop: each option word calls its switch's block (and
  # setter with its name and value); a non-option word goes to nonopt,
  # which by default ends the parse and leaves the word in argv.
  def parse_in_order(argv = default_argv, setter = nil, &nonopt) # :nodoc:
    nonopt ||= proc { |word| throw :terminate, word }
    stopped_at = catch(:terminate) do
      while (word = argv.shift)
        if word =~ /\A--([^=]*)(?:=(.*))?/m
          parse_long(word, $1, $2, argv, setter)
        elsif word =~ /\A-(.)((=).*|.+)?/m
          parse_short(word, $1, $2, $3, argv, setter)
        else
          parse_nonoption(word, nonopt)
        end
      end
      nil
    end
    argv.unshift(stopped_at) if stopped_at
    # a switch registered for the rest of the words (on with only a pattern)
    visit(:search, :short, nil) { |sw| sw.block.call(*argv) unless argv.empty? }
    argv
  end
  private :parse_in_order

  def parse_long(word, name, joined, argv, setter)
    begin
      sw, = complete(:long, name, true)
    rescue ParseError
      raise $!.set_option(word, true)
    end
    begin
      _, cb, val = sw.parse(joined, argv) { |*exc| raise(*exc) }
      call_switch(sw, cb, val, setter)
    rescue ParseError
      raise $!.set_option(word, joined)
    end
  end
  private :parse_long

  # "-x", "-xVALUE", "-x=VALUE" or several flags together ("-abc"); a
  # letter no short option has may abbreviate a long option
  def parse_short(word, letter, rest, eq, argv, setter)
    val = rest
    joined = eq
    begin
      sw, = search(:short, letter)
      unless sw
        begin
          sw, = complete(:short, letter)
          val = word.sub(/\A-/, '')
          has_arg = true
        rescue InvalidOption
          sw, = complete(:long, letter)
          joined ||= !rest
        end
      end
    rescue ParseError
      raise $!.set_option(word, true)
    end
    begin
      tail, cb, val = sw.parse(val, argv) { |*exc| raise(*exc) if joined }
      raise InvalidOption, word if has_arg && !joined && word == "-#{tail}"
      # what the switch left of the word is more short options
      if tail && (tail = tail.sub(/\A-*/, '-')) != '-'
        argv.unshift(tail)
      end
      call_switch(sw, cb, val, setter)
    rescue ParseError
      raise $!.set_option(word, word.size > 2)
    end
  end
  private :parse_short

  def parse_nonoption(word, nonopt)
    catch(:prune) do
      visit(:each_option) do |sw|
        sw.block.call(word) if Switch === sw && sw.match_nonswitch?(word)
      end
      nonopt.call(word)
    end
  end
  private :parse_nonoption

  def call_switch(sw, cb, val, setter)
    val = cb.call(val) if cb
    setter.call(sw.switch_name, val) if setter
  end
  private :call_switch

  # Parse options anywhere among the words; the rest stay in order.
  def permute(*argv)
    argv = argv[0].dup if argv.size == 1 && Array === argv[0]
    permute!(argv)
  end

  def permute!(argv = default_argv)
    nonopts = []
    order!(argv, &nonopts.method(:<<))
    argv[0, 0] = nonopts
    argv
  end

  def parse(*argv)
    argv = argv[0].dup if argv.size == 1 && Array === argv[0]
    parse!(argv)
  end

  # in order under POSIXLY_CORRECT, else permuting
  def parse!(argv = default_argv)
    if ENV.include?('POSIXLY_CORRECT')
      order!(argv)
    else
      permute!(argv)
    end
  end

  # A Hash of the options in single_options ("ab:" style, a colon marks
  # an argument) and long options, like getopts(3).
  def getopts(*args)
    argv = Array === args.first ? args.shift : default_argv
    letters = args.shift
    result = {}
    # "ab:" - a flag a, an option b with a value
    (letters || '').scan(/(.)(:)?/) do |letter, takes_value|
      result[letter] = takes_value ? nil : false
      define(takes_value ? "-#{letter} VAL" : "-#{letter}")
    end
    # "name", "name:" (a value), "name:default"
    args.each do |spec|
      name, default = spec.split(':', 2)
      result[name] = default ? (default.empty? ? nil : default) : false
      define(default ? "--#{name} VAL" : "--#{name}")
    end
    parse_in_order(argv, result.method(:[]=))
    result
  end

  def self.getopts(*args)
    new.getopts(*args)
  end

  # send id to every list of the stack, the newest first
  def visit(id, *args, &block)
    @stack.reverse_each { |list| list.__send__(id, *args, &block) }
    nil
  end
  private :visit

  # the first entry any list has under key in its table id
  def search(id, key)
    visit(:search, id, key) do |found|
      return block_given? ? yield(found) : found
    end
  end
  private :search

  # [switch, name] for an option name: exact first, then by abbreviation
  def complete(typ, opt, icase = false, *pat)
    search(typ, opt) { |sw| return [sw, opt] } if pat.empty?
    ambiguous = catch(:ambiguous) do
      visit(:complete, typ, opt, icase, *pat) { |o, *sw| return sw }
      raise InvalidOption, opt
    end
    raise AmbiguousOption, ambiguous
  end
  private :complete

  # Parse options written in a file, one a line (~/.options/PROGRAM).
  def load(filename = nil)
    begin
      filename ||= File.expand_path(File.basename($0, '.*'), '~/.options')
    rescue
      return false
    end
    begin
      parse(*IO.readlines(filename).each { |s| s.chomp! })
      true
    rescue Errno::ENOENT, Errno::ENOTDIR
      false
    end
  end

  # Parse options given in the environment variable env.
  def environment(env = File.basename($0, '.*'))
    env = ENV[env] || ENV[env.upcase] or return
    require 'shellwords'
    parse(*Shellwords.shellwords(env))
  end

  # The standard argument types: a class (or pattern) named in on gives
  # the argument's pattern and conversion.

  # a switch without an argument receives true
  accept(Object) { |s, *| s.nil? ? true : s }
  accept(NilClass) { |s, *| s }
  accept(String, /.+/mn) { |s, *| s }

  int_digits = '\d+(?:_\d+)*'
  float_text = "(?:#{int_digits}(?:\\.(?:#{int_digits})?)?|\\.#{int_digits})(?:E[-+]?#{int_digits})?"
  # a leading 0 is taken by the octal branch first, so "0x10" matches only
  # "0" (leftmost alternative, no anchor at the end) and is refused
  octal_text = "0(?:[0-7]*(?:_[0-7]+)*|b[01]+(?:_[01]+)*|x[\\da-f]+(?:_[\\da-f]+)*)"

  # Ruby integer literals as Integer() reads them
  accept(Integer, /\A[-+]?(?:#{octal_text}|#{int_digits})/i) { |s, *| Integer(s) if s }

  accept(Float, /\A[-+]?#{float_text}/i) { |s, *| s.to_f if s }

  # an integer or a decimal number, read as a Ruby literal (eval, as 1.8.7)
  accept(Numeric, /\A[-+]?(?:#{octal_text}|#{float_text})/i) { |s, *| eval(s) if s }

  # these three take the whole argument (the default pattern of accept)
  DecimalInteger = /\A[-+]?#{int_digits}/i
  accept(DecimalInteger) { |s, *| s.to_i if s }

  # digits read as octal even without the leading 0
  OctalInteger = /\A[-+]?(?:[0-7]+(?:_[0-7]+)*|0(?:b[01]+(?:_[01]+)*|x[\da-f]+(?:_[\da-f]+)*))/i
  accept(OctalInteger) { |s, *| s.oct if s }

  # a decimal integer, or a float: evaluated as a literal
  DecimalNumeric = /\A[-+]?#{float_text}/i
  accept(DecimalNumeric) { |s, *| eval(s) if s }

  yes_no = CompletingHash.new
  %w(+ yes true).each { |word| yes_no[word] = true }
  %w(- no false nil).each { |word| yes_no[word] = false }
  accept(TrueClass, yes_no) { |word, val| val.nil? ? true : val }
  accept(FalseClass, yes_no) { |word, val| val.nil? ? false : val }

  # comma-separated words (an empty one is nil)
  accept(Array) { |s, *| s && s.split(',').map { |w| w.empty? ? nil : w } }

  # "/source/flags" or the text itself as the pattern source
  accept(Regexp, %r{\A/((?:\\.|[^\\])*)/([[:alpha:]]+)?\z|.*}) do |all, src, flags|
    opts = 0
    if flags
      opts |= Regexp::IGNORECASE if flags.include?('i')
      opts |= Regexp::MULTILINE if flags.include?('m')
      opts |= Regexp::EXTENDED if flags.include?('x')
      code = flags.delete('^imx')
    end
    Regexp.new(src || all, opts, code)
  end

  # The base of every error parse reports: the offending words are args.
  class ParseError < RuntimeError
    Reason = 'parse error'.freeze

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
    const_set(:Reason, 'ambiguous option'.freeze)
  end

  class NeedlessArgument < ParseError
    const_set(:Reason, 'needless argument'.freeze)
  end

  class MissingArgument < ParseError
    const_set(:Reason, 'missing argument'.freeze)
  end

  class InvalidOption < ParseError
    const_set(:Reason, 'invalid option'.freeze)
  end

  class InvalidArgument < ParseError
    const_set(:Reason, 'invalid argument'.freeze)
  end

  class AmbiguousArgument < InvalidArgument
    const_set(:Reason, 'ambiguous argument'.freeze)
  end

  # Argument style names on accepts beside the "=ARG" and "[ARG]" forms.
  ArgumentStyle = {}
  NoArgument.each { |el| ArgumentStyle[el] = Switch::NoArgument }
  RequiredArgument.each { |el| ArgumentStyle[el] = Switch::RequiredArgument }
  OptionalArgument.each { |el| ArgumentStyle[el] = Switch::OptionalArgument }
  ArgumentStyle.freeze

  # The constants that name the standard acceptable argument types.
  module Acceptables
    const_set(:DecimalInteger, OptionParser::DecimalInteger)
    const_set(:OctalInteger, OptionParser::OctalInteger)
    const_set(:DecimalNumeric, OptionParser::DecimalNumeric)
  end

  # Option parsing for ARGV itself (ARGV.options, ARGV.parse!, ...).
  module Arguable
    def options=(opt)
      unless (@optparse = opt)
        class << self
          undef_method(:options)
          undef_method(:options=)
        end
      end
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
    def getopts(*args) options.getopts(self, *args) end

    def self.extend_object(obj)
      super
      obj.instance_eval { @optparse = nil }
    end

    def initialize(*args)
      super
      @optparse = nil
    end
  end
end

ARGV.extend(OptionParser::Arguable)

