#
#   irb/xmp.rb - xmp: print each statement of a string and its result
#
require "irb"
require "irb/frame"

class XMP
  @RCS_ID = '-$Id$-'

  def initialize(bind = nil)
    IRB.init_config(nil)
    IRB.conf[:PROMPT_MODE] = :XMP
    bind = IRB::Frame.top(1) unless bind
    ws = IRB::WorkSpace.new(bind)
    @io = StringInputMethod.new
    @irb = IRB::Irb.new(ws, @io)
    @irb.context.ignore_sigint = false
    IRB.conf[:MAIN_CONTEXT] = @irb.context
  end

  # runs the statements of EXPS, echoing them
  def puts(exps)
    @io.puts exps
    if @irb.context.ignore_sigint
      begin
        trap_proc_b = trap("SIGINT") { @irb.signal_handle }
        catch(:IRB_EXIT) do
          @irb.eval_input
        end
      ensure
        trap("SIGINT", trap_proc_b)
      end
    else
      catch(:IRB_EXIT) do
        @irb.eval_input
      end
    end
  end

  # the lines of the strings given to puts, then end of input
  class StringInputMethod < IRB::InputMethod
    def initialize
      super
      @exps = []
    end

    def eof?
      @exps.empty?
    end

    def gets
      while l = @exps.shift
        next if /^\s+$/ =~ l
        l.concat "\n"
        print @prompt, l
        break
      end
      l
    end

    def puts(exps)
      @exps.concat exps.split(/\n/)
    end
  end
end

def xmp(exps, bind = nil)
  bind = IRB::Frame.top(1) unless bind
  xmp = XMP.new(bind)
  xmp.puts exps
  xmp
end
