#
#   irb/context.rb - the settings of one irb session (`conf')
#
require "irb/workspace"

module IRB
  class Context
    # IRB, WORKSPACE, INPUT_METHOD (nil: stdin; a String: a file) and
    # OUTPUT_METHOD make one session
    def initialize(irb, workspace = nil, input_method = nil, output_method = nil)
      @irb = irb
      @workspace = workspace || WorkSpace.new
      @thread = Thread.current if defined? Thread
      @ap_name = IRB.conf[:AP_NAME]
      @rc = IRB.conf[:RC]
      @load_modules = IRB.conf[:LOAD_MODULES]
      @use_readline = IRB.conf[:USE_READLINE]
      @inspect_mode = IRB.conf[:INSPECT_MODE]
      self.math_mode = IRB.conf[:MATH_MODE] if IRB.conf[:MATH_MODE]
      self.use_tracer = IRB.conf[:USE_TRACER] if IRB.conf[:USE_TRACER]
      self.use_loader = IRB.conf[:USE_LOADER] if IRB.conf[:USE_LOADER]
      self.eval_history = IRB.conf[:EVAL_HISTORY] if IRB.conf[:EVAL_HISTORY]
      @ignore_sigint = IRB.conf[:IGNORE_SIGINT]
      @ignore_eof = IRB.conf[:IGNORE_EOF]
      @back_trace_limit = IRB.conf[:BACK_TRACE_LIMIT]
      self.prompt_mode = IRB.conf[:PROMPT_MODE]
      @irb_name = IRB.conf[:IRB_NAME] || "irb"
      @irb_path = "(" + @irb_name + ")"
      set_input_method(input_method)
      @output_method = output_method || StdioOutputMethod.new
      @verbose = IRB.conf[:VERBOSE]
      @echo = IRB.conf[:ECHO]
      @echo = true if @echo.nil?
      @debug_level = IRB.conf[:DEBUG_LEVEL]
    end

    def set_input_method(input_method)
      case input_method
      when nil
        if (use_readline.nil? && IRB.conf[:PROMPT_MODE] != :INF_RUBY &&
            STDIN.tty?) || use_readline?
          @io = ReadlineInputMethod.new if defined?(ReadlineInputMethod)
        end
        @io ||= StdioInputMethod.new
      when String
        @io = FileInputMethod.new(input_method)
        @irb_name = File.basename(input_method)
        @irb_path = input_method
      else
        @io = input_method
      end
    end
    private :set_input_method

    def main
      @workspace.main
    end

    attr_reader :workspace_home
    attr_accessor :workspace
    attr_reader :thread
    attr_accessor :io
    attr_accessor :irb
    attr_accessor :ap_name
    attr_accessor :rc
    attr_accessor :load_modules
    attr_accessor :irb_name
    attr_accessor :irb_path
    attr_reader :use_readline
    attr_reader :inspect_mode
    attr_reader :prompt_mode
    attr_accessor :prompt_i
    attr_accessor :prompt_s
    attr_accessor :prompt_c
    attr_accessor :prompt_n
    attr_accessor :auto_indent_mode
    attr_accessor :return_format
    attr_accessor :ignore_sigint
    attr_accessor :ignore_eof
    attr_accessor :echo
    attr_accessor :verbose
    attr_reader :debug_level
    attr_accessor :back_trace_limit

    alias use_readline? use_readline
    alias rc? rc
    alias ignore_sigint? ignore_sigint
    alias ignore_eof? ignore_eof
    alias echo? echo

    # whether input lines are echoed and mode switches reported: when the
    # input is not a terminal.  Once conf.verbose is set (true or false)
    # this answers nil, as in 1.8.7.
    def verbose?
      return nil unless @verbose.nil?
      if defined?(ReadlineInputMethod) && @io.kind_of?(ReadlineInputMethod)
        false
      else
        !STDIN.tty? || @io.kind_of?(FileInputMethod)
      end
    end

    def prompting?
      verbose? || (STDIN.tty? && @io.kind_of?(StdioInputMethod) ||
                   (defined?(ReadlineInputMethod) &&
                    @io.kind_of?(ReadlineInputMethod)))
    end

    attr_reader :last_value

    def set_last_value(value)
      @last_value = value
      @workspace.evaluate(self, "_ = IRB.CurrentContext.last_value")
    end

    attr_reader :irb_name

    def prompt_mode=(mode)
      @prompt_mode = mode
      pconf = IRB.conf[:PROMPT][mode]
      @prompt_i = pconf[:PROMPT_I]
      @prompt_s = pconf[:PROMPT_S]
      @prompt_c = pconf[:PROMPT_C]
      @prompt_n = pconf[:PROMPT_N]
      @return_format = pconf[:RETURN]
      if pconf.include?(:AUTO_INDENT)
        @auto_indent_mode = pconf[:AUTO_INDENT]
      else
        @auto_indent_mode = IRB.conf[:AUTO_INDENT]
      end
    end

    def inspect?
      @inspect_mode.nil? || @inspect_mode
    end

    def file_input?
      @io.class == FileInputMethod
    end

    # true/false set the mode; nil toggles it
    def inspect_mode=(opt)
      if opt
        @inspect_mode = opt
      else
        @inspect_mode = !@inspect_mode
      end
      print "Switch to#{unless @inspect_mode; ' non'; end} inspect mode.\n" if verbose?
      @inspect_mode
    end

    def use_readline=(opt)
      @use_readline = opt
      print "use readline module\n" if @use_readline
    end

    def debug_level=(value)
      @debug_level = value
      RubyLex.debug_level = value
      SLex.debug_level = value if SLex.respond_to?(:debug_level=)
    end

    def debug?
      @debug_level > 0
    end

    def evaluate(line, line_no)
      @line_no = line_no
      set_last_value(@workspace.evaluate(self, line, irb_path, line_no))
    end

    alias __exit__ exit
    def exit(ret = 0)
      IRB.irb_exit(@irb, ret)
    end

    NOPRINTING_IVARS = ["@last_value"]
    NO_INSPECTING_IVARS = ["@irb", "@io"]
    IDNAME_IVARS = ["@prompt_mode"]

    alias __inspect__ inspect
    def inspect
      array = []
      for ivar in instance_variables.sort
        name = ivar.sub(/^@(.*)$/) { $1 }
        val = instance_eval(ivar)
        case ivar
        when *NOPRINTING_IVARS
          array.push format("conf.%s=%s", name, "...")
        when *NO_INSPECTING_IVARS
          array.push format("conf.%s=%s", name, val.to_s)
        when *IDNAME_IVARS
          array.push format("conf.%s=:%s", name, val.id2name)
        else
          array.push format("conf.%s=%s", name, val.inspect)
        end
      end
      array.join("\n")
    end
    alias __to_s__ to_s
    alias to_s inspect
  end
end
