#
#   irb.rb - interactive ruby
#
# IRB.start reads statements from the terminal (or a file), evaluates each
# at the top level and prints the result.
require "e2mmap"

require "irb/init"
require "irb/context"
require "irb/extend-command"

require "irb/ruby-lex"
require "irb/input-method"
require "irb/locale"

STDOUT.sync = true

module IRB
  @RCS_ID = '-$Id$-'

  class Abort < Exception; end

  @CONF = {}

  def IRB.conf
    @CONF
  end

  def IRB.version
    if v = @CONF[:VERSION] then return v end
    require "irb/version"
    rv = @RELEASE_VERSION.sub(/\.0/, "")
    @CONF[:VERSION] = format("irb %s(%s)", rv, @LAST_UPDATE_DATE)
  end

  def IRB.CurrentContext
    IRB.conf[:MAIN_CONTEXT]
  end

  # runs irb on the command line's options; AP_PATH names the program
  def IRB.start(ap_path = nil)
    $0 = File.basename(ap_path, ".rb") if ap_path
    IRB.setup(ap_path)
    if @CONF[:SCRIPT]
      irb = Irb.new(nil, @CONF[:SCRIPT])
    else
      irb = Irb.new
    end
    @CONF[:IRB_RC].call(irb.context) if @CONF[:IRB_RC]
    @CONF[:MAIN_CONTEXT] = irb.context
    trap("SIGINT") do
      irb.signal_handle
    end
    catch(:IRB_EXIT) do
      irb.eval_input
    end
  end

  def IRB.irb_at_exit
    @CONF[:AT_EXIT].each { |hook| hook.call }
  end

  def IRB.irb_exit(irb, ret)
    throw :IRB_EXIT, ret
  end

  def IRB.irb_abort(irb, exception = Abort)
    if defined? Thread
      irb.context.thread.raise exception, "abort then interrupt!!"
    else
      raise exception, "abort then interrupt!!"
    end
  end

  # one read-eval-print loop
  class Irb
    def initialize(workspace = nil, input_method = nil, output_method = nil)
      @context = Context.new(self, workspace, input_method, output_method)
      @context.main.extend ExtendCommandBundle
      @signal_status = :IN_IRB
      @scanner = RubyLex.new
      @scanner.exception_on_syntax_error = false
    end
    attr_reader :context
    attr_accessor :scanner

    def eval_input
      @scanner.set_prompt { |ltype, indent, continue, line_no|
        set_prompt(ltype, indent, continue, line_no)
      }
      @scanner.set_input(@context.io) do
        signal_status(:IN_INPUT) { read_line }
      end
      @scanner.each_top_level_statement do |line, line_no|
        signal_status(:IN_EVAL) do
          begin
            line.untaint
            @context.evaluate(line, line_no)
            output_value if @context.echo?
          rescue StandardError, ScriptError, Abort, Interrupt,
              NoMemoryError, SignalException => exc
            raise if exc.kind_of?(SystemExit)
            handle_exception(exc)
          rescue Exception => exc
            raise if exc.kind_of?(SystemExit)
            handle_exception(exc)
          end
        end
      end
    end

    def read_line
      if l = @context.io.gets
        print l if @context.verbose?
      elsif @context.ignore_eof? && @context.io.readable_atfer_eof?
        l = "\n"
        printf "Use \"exit\" to leave %s\n", @context.ap_name if @context.verbose?
      end
      l
    end
    private :read_line

    def set_prompt(ltype, indent, continue, line_no)
      if ltype
        f = @context.prompt_s
      elsif continue
        f = @context.prompt_c
      elsif indent > 0
        f = @context.prompt_n
      else
        f = @context.prompt_i
      end
      f = "" unless f
      p = @context.prompting? ? prompt(f, ltype, indent, line_no) : ""
      @context.io.prompt = p
      return unless @context.auto_indent_mode && !ltype
      ind = prompt(@context.prompt_i, ltype, indent, line_no)[/.*\z/].size +
        indent * 2 - p.size
      ind += 2 if continue
      @context.io.prompt = p + " " * ind if ind > 0
    end
    private :set_prompt

    # the message and the filtered backtrace of an exception from a statement
    def handle_exception(exc)
      bt = exc.backtrace || []
      irb_bug = bt[0] =~ /irb(2)?(\/.*|-.*|\.rb)?:/ && exc.class.to_s !~ /^IRB/
      print exc.class, ": ", exc, "\n"
      messages = []
      lasts = []
      levels = 0
      for m in trim_backtrace(bt)
        m = @context.workspace.filter_backtrace(m) unless irb_bug
        next unless m
        if messages.size < @context.back_trace_limit
          messages.push "\tfrom " + m
        else
          lasts.push "\tfrom " + m
          if lasts.size > @context.back_trace_limit
            lasts.shift
            levels += 1
          end
        end
      end
      print messages.join("\n"), "\n"
      unless lasts.empty?
        printf "... %d levels...\n", levels if levels > 0
        print lasts.join("\n")
      end
      print "Maybe IRB bug!!\n" if irb_bug
    end
    private :handle_exception

    # Where eval with a binding reports the evaluating stack under the
    # binding's frames, keep only the binding's: the statement's frames
    # then its base frame (whose method name is the evaluator's).
    def trim_backtrace(bt)
      depth = Thread.current[:__irb_eval_depth__]
      here = caller(0)
      return bt unless depth && bt.size > depth && bt.last == here.last
      bt = bt[0, bt.size - depth + 1]
      bt[-1] = bt[-1].sub(/:in `[^']*'\z/, "")
      # 1.8.7 shows that base frame (as :0) for the top level only
      bt.pop unless @context.workspace.main.equal?(eval("self", TOPLEVEL_BINDING))
      bt
    end
    private :trim_backtrace

    def suspend_name(path = nil, name = nil)
      @context.irb_path, back_path = path, @context.irb_path if path
      @context.irb_name, back_name = name, @context.irb_name if name
      begin
        yield back_path, back_name
      ensure
        @context.irb_path = back_path if path
        @context.irb_name = back_name if name
      end
    end

    def suspend_workspace(workspace)
      @context.workspace, back_workspace = workspace, @context.workspace
      begin
        yield back_workspace
      ensure
        @context.workspace = back_workspace
      end
    end

    def suspend_input_method(input_method)
      back_io = @context.io
      @context.instance_eval { @io = input_method }
      begin
        yield back_io
      ensure
        @context.instance_eval { @io = back_io }
      end
    end

    def suspend_context(context)
      @context, back_context = context, @context
      begin
        yield back_context
      ensure
        @context = back_context
      end
    end

    def signal_handle
      unless @context.ignore_sigint?
        print "\nabort!!\n" if @context.verbose?
        exit
      end
      case @signal_status
      when :IN_INPUT
        print "^C\n"
        raise RubyLex::TerminateLineInput
      when :IN_EVAL
        IRB.irb_abort(self)
      when :IN_LOAD
        IRB.irb_abort(self, LoadAbort)
      end
    end

    def signal_status(status)
      return yield if @signal_status == :IN_LOAD
      signal_status_back = @signal_status
      @signal_status = status
      begin
        yield
      ensure
        @signal_status = signal_status_back
      end
    end

    # the prompt template with %N %m %M %l %i %n filled in
    def prompt(prompt, ltype, indent, line_no)
      p = prompt.dup
      p.gsub!(/%([0-9]+)?([a-zA-Z])/) do
        case $2
        when "N" then @context.irb_name
        when "m" then @context.main.to_s
        when "M" then @context.main.inspect
        when "l" then ltype
        when "i" then $1 ? format("%" + $1 + "d", indent) : indent.to_s
        when "n" then $1 ? format("%" + $1 + "d", line_no) : line_no.to_s
        end
      end
      p
    end

    def output_value
      if @context.inspect?
        printf @context.return_format, @context.last_value.inspect
      else
        printf @context.return_format, @context.last_value
      end
    end

    def inspect
      ary = []
      for iv in %w(@context @signal_status @scanner)
        next unless instance_variable_defined?(iv)
        v = instance_variable_get(iv)
        v = v.kind_of?(Symbol) ? v.inspect : v.__to_s__ rescue v.to_s
        ary.push format("%s=%s", iv, v)
      end
      format("#<%s: %s>", self.class, ary.join(", "))
    end
  end
end
