#
#   irb/workspace.rb - the binding and self statements are evaluated in
#
module IRB
  class WorkSpace
    # a workspace on MAIN (the top level when none is given)
    def initialize(*main)
      if main[0].kind_of?(Binding)
        bind = main.shift
      elsif IRB.conf[:SINGLE_IRB]
        bind = TOPLEVEL_BINDING
      else
        bind = context_binding(main)
      end
      @main = main.empty? ? eval("self", bind) : main[0]
      @binding = bind
      enter_main(main) unless main.empty?
      eval("_=nil", @binding)
    end

    attr_reader :binding
    attr_reader :main

    # statements run through here; the depth of this call lets
    # Irb#handle_exception cut the interpreter's own frames
    def evaluate(context, statements, file = __FILE__, line = __LINE__)
      Thread.current[:__irb_eval_depth__] = caller(0).size
      eval(statements, @binding, file, line)
    end

    # nil for the frames of irb itself; others lose irb's method name
    def filter_backtrace(bt)
      case IRB.conf[:CONTEXT_MODE]
      when 0
        return nil if bt =~ /\(irb_local_binding\)/
      when 1
        return nil if bt =~ %r{irb/.*\.rb} || bt =~ /irb\.rb/
      when 2
        return nil if bt =~ %r{irb/.*\.rb}
      when 3
        return nil if bt =~ %r{irb/.*\.rb} || bt =~ /:0:in `enter_main'/
        bt = bt.sub(/:\s*in `(irb_binding|enter_main)'/, "")
      end
      bt
    end

    def IRB.delete_caller
    end

    private

    # CONTEXT_MODE 0..3: how the binding of the top level is made
    def context_binding(main)
      case IRB.conf[:CONTEXT_MODE]
      when 0
        eval("proc{binding}.call", TOPLEVEL_BINDING, "(irb_local_binding)", 1)
      when 1
        require "tempfile"
        f = Tempfile.open("irb-binding")
        f.print "IRB.conf[:__TMP__EVAL__].call(binding)\n"
        f.close
        bind = nil
        IRB.conf[:__TMP__EVAL__] = proc { |b| bind = b }
        load f.path
        IRB.conf.delete(:__TMP__EVAL__)
        bind
      when 2
        eval("binding", TOPLEVEL_BINDING)
      else
        eval("def irb_binding; binding; end", TOPLEVEL_BINDING, __FILE__, __LINE__)
        eval("irb_binding", TOPLEVEL_BINDING, "", 0)
      end
    end

    # a workspace on an object: statements see it as self; the binding is
    # made in an eval on the top level's, so the frames below it (which
    # backtraces show) are those of that binding, not irb's
    def enter_main(main)
      obj = main[0]
      IRB.conf[:__MAIN__] = obj
      base = eval("irb_binding", TOPLEVEL_BINDING, __FILE__, __LINE__)
      case obj
      when Module
        @binding = eval("IRB.conf[:__MAIN__].module_eval('binding', __FILE__, __LINE__)",
                        base, __FILE__, __LINE__) rescue @binding
      else
        begin
          @binding = eval("IRB.conf[:__MAIN__].instance_eval('binding', __FILE__, __LINE__)",
                          base, __FILE__, __LINE__)
        rescue TypeError
          IRB.fail CantChangeBinding, obj.inspect
        end
      end
    end
  end
end
