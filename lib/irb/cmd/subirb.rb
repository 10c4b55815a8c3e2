#
#   irb/cmd/subirb.rb - irb, jobs, fg, kill: several irbs in one process
#
require "irb/cmd/nop.rb"
require "irb/ext/multi-irb"

module IRB
  module ExtendCommand
    class IrbCommand < Nop
      def execute(*obj)
        IRB.irb(nil, *obj)
      end
    end

    class Jobs < Nop
      def execute
        IRB.JobManager
      end
    end

    class Foreground < Nop
      def execute(key)
        IRB.JobManager.switch(key)
      end
    end

    class Kill < Nop
      def execute(*keys)
        IRB.JobManager.kill(*keys)
      end
    end
  end
end
