#
#   irb/ext/math-mode.rb - conf.math_mode: mathn's numbers at the prompt
#
require "mathn"

module IRB
  class Context
    attr_reader :math_mode
    alias math? math_mode

    def math_mode=(opt)
      if @math_mode == true && opt == false
        IRB.fail CantReturnToNormalMode
        return
      end
      @math_mode = opt
      if math_mode
        main.extend Math
        print "start math mode\n" if verbose?
      end
    end

    def inspect?
      @inspect_mode.nil? && !@math_mode || @inspect_mode
    end
  end
end
