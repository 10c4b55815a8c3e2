# getoptlong.rb - GetoptLong: GNU getopt_long()-style parsing of ARGV:
# long options (--name, --name=value, unambiguous abbreviations), short
# options (-a, clustered -abc, -nvalue), and three orderings.

class GetoptLong
  ORDERINGS = [REQUIRE_ORDER = 0, PERMUTE = 1, RETURN_IN_ORDER = 2]

  ARGUMENT_FLAGS = [NO_ARGUMENT = 0, REQUIRED_ARGUMENT = 1,
                    OPTIONAL_ARGUMENT = 2]

  STATUS_YET, STATUS_STARTED, STATUS_TERMINATED = 0, 1, 2

  class Error < StandardError; end
  class AmbigousOption < Error; end
  class NeedlessArgument < Error; end
  class MissingArgument < Error; end
  class InvalidOption < Error; end

  # GetoptLong.new([name, alias..., flag], ...)
  def initialize(*arguments)
    if ENV.include?('POSIXLY_CORRECT')
      @ordering = REQUIRE_ORDER
    else
      @ordering = PERMUTE
    end
    @canonical_names = {}
    @argument_flags = {}
    @quiet = false
    @status = STATUS_YET
    @error = nil
    @error_message = nil
    @rest_singles = ''
    @non_option_arguments = []
    if 0 < arguments.length
      set_options(*arguments)
    end
  end

  def ordering=(ordering)
    if @status != STATUS_YET
      set_error(ArgumentError, 'argument error')
      raise RuntimeError,
        'invoke ordering=, but option processing has already started'
    end
    if !ORDERINGS.include?(ordering)
      raise ArgumentError, "invalid ordering `#{ordering}'"
    end
    if ordering == PERMUTE && ENV.include?('POSIXLY_CORRECT')
      @ordering = REQUIRE_ORDER
    else
      @ordering = ordering
    end
  end

  attr_reader :ordering

  def set_options(*arguments)
    if @status != STATUS_YET
      raise RuntimeError,
        'invoke set_options, but option processing has already started'
    end
    @canonical_names.clear
    @argument_flags.clear
    arguments.each do |arg|
      if !arg.is_a?(Array)
        raise ArgumentError, "the option list contains non-Array argument"
      end
      argument_flag = nil
      arg.each do |i|
        if ARGUMENT_FLAGS.include?(i)
          if argument_flag != nil
            raise ArgumentError, 'too many argument-flags'
          end
          argument_flag = i
        end
      end
      raise ArgumentError, 'no argument-flag' if argument_flag == nil
      canonical_name = nil
      arg.each do |i|
        next if i == argument_flag
        begin
          if !i.is_a?(String) || i !~ /^-([^-]|-.+)$/
            raise ArgumentError, "an invalid option `#{i}'"
          end
          if @canonical_names.include?(i)
            raise ArgumentError, "option redefined `#{i}'"
          end
        rescue
          @canonical_names.clear
          @argument_flags.clear
          raise
        end
        if canonical_name == nil
          canonical_name = i
        end
        @canonical_names[i] = canonical_name
        @argument_flags[i] = argument_flag
      end
      raise ArgumentError, 'no option name' if canonical_name == nil
    end
    return self
  end

  attr_writer :quiet
  attr_reader :quiet
  alias quiet? quiet

  # Stops option processing: the remaining arguments stay in ARGV.
  def terminate
    return nil if @status == STATUS_TERMINATED
    raise RuntimeError, 'an error has occured' if @error != nil
    @status = STATUS_TERMINATED
    @non_option_arguments.reverse_each do |argument|
      ARGV.unshift(argument)
    end
    @canonical_names = nil
    @argument_flags = nil
    @rest_singles = nil
    @non_option_arguments = nil
    return self
  end

  def terminated?
    return @status == STATUS_TERMINATED
  end

  # Records the error, prints it (unless quiet) and raises it.
  def set_error(type, message)
    $stderr.print("#{$0}: #{message}\n") if !@quiet
    @error = type
    @error_message = message
    @canonical_names = nil
    @argument_flags = nil
    @rest_singles = nil
    @non_option_arguments = nil
    raise type, message
  end
  protected :set_error

  attr_reader :error
  alias error? error

  def error_message
    return @error_message
  end

  # The next [option name, argument] ("" for none), or nil at the end;
  # under RETURN_IN_ORDER a non-option comes as ["", argument].
  def get
    option_name, option_argument = nil, ''
    return nil if @error != nil
    case @status
    when STATUS_YET
      @status = STATUS_STARTED
    when STATUS_TERMINATED
      return nil
    end
    if 0 < @rest_singles.length
      argument = '-' + @rest_singles
    elsif ARGV.length == 0
      terminate
      return nil
    elsif @ordering == PERMUTE
      while 0 < ARGV.length && ARGV[0] !~ /^-./
        @non_option_arguments.push(ARGV.shift)
      end
      if ARGV.length == 0
        terminate
        return nil
      end
      argument = ARGV.shift
    elsif @ordering == REQUIRE_ORDER
      if ARGV[0] !~ /^-./
        terminate
        return nil
      end
      argument = ARGV.shift
    else
      argument = ARGV.shift
      return '', argument if argument !~ /^-./
    end

    if argument == '--' && @rest_singles.length == 0
      terminate
      return nil
    end

    if argument =~ /^(--[^=]+)/ && @rest_singles.length == 0
      option_name, option_argument = long_option(argument, $1, $')
    elsif argument =~ /^(-(.))(.*)/m
      option_name, ch, @rest_singles = $1, $2, $3
      option_name, option_argument = short_option(option_name, ch)
    else
      raise RuntimeError, 'the method is broken'
    end

    return @canonical_names[option_name], option_argument
  end
  alias get_option get

  # A long option: its full name (an abbreviation must be unambiguous)
  # and argument.
  def long_option(argument, pattern, rest)
    if @canonical_names.include?(pattern)
      option_name = pattern
    else
      # (two names of one option both abbreviated count as ambiguous too)
      matches = @canonical_names.keys.select { |key| key.index(pattern) == 0 }
      if matches.size > 1
        set_error(AmbigousOption, "option `#{argument}' is ambiguous")
      elsif matches.empty?
        set_error(InvalidOption, "unrecognized option `#{argument}'")
      end
      option_name = matches[0]
    end
    option_argument = ''
    if @argument_flags[option_name] == REQUIRED_ARGUMENT
      if rest =~ /^=/
        option_argument = $'
      elsif 0 < ARGV.length
        option_argument = ARGV.shift
      else
        set_error(MissingArgument,
                  "option `#{argument}' requires an argument")
      end
    elsif @argument_flags[option_name] == OPTIONAL_ARGUMENT
      if rest =~ /^=/
        option_argument = $'
      elsif 0 < ARGV.length && ARGV[0] !~ /^-./
        option_argument = ARGV.shift
      else
        option_argument = ''
      end
    elsif rest =~ /^=/
      set_error(NeedlessArgument,
                "option `#{option_name}' doesn't allow an argument")
    end
    return option_name, option_argument
  end
  private :long_option

  # A short option of a cluster: the rest of the cluster may be its
  # argument.
  def short_option(option_name, ch)
    option_argument = ''
    if @canonical_names.include?(option_name)
      if @argument_flags[option_name] == REQUIRED_ARGUMENT
        if 0 < @rest_singles.length
          option_argument = @rest_singles
          @rest_singles = ''
        elsif 0 < ARGV.length
          option_argument = ARGV.shift
        else
          # 1003.2 specifies the format of this message.
          set_error(MissingArgument, "option requires an argument -- #{ch}")
        end
      elsif @argument_flags[option_name] == OPTIONAL_ARGUMENT
        if 0 < @rest_singles.length
          option_argument = @rest_singles
          @rest_singles = ''
        elsif 0 < ARGV.length && ARGV[0] !~ /^-./
          option_argument = ARGV.shift
        else
          option_argument = ''
        end
      end
    else
      # 1003.2 specifies the format of this message.
      if ENV.include?('POSIXLY_CORRECT')
        set_error(InvalidOption, "illegal option -- #{ch}")
      else
        set_error(InvalidOption, "invalid option -- #{ch}")
      end
    end
    return option_name, option_argument
  end
  private :short_option

  # Yields each option name and argument until the end.
  def each
    loop do
      option_name, option_argument = get_option
      break if option_name == nil
      yield option_name, option_argument
    end
  end
  alias each_option each
end
