#
#   irb/cmd/pushws.rb - workspaces, pushws, popws: a stack of workspaces
#
require "irb/cmd/nop.rb"
require "irb/ext/workspaces.rb"

module IRB
  module ExtendCommand
    class Workspaces < Nop
      def execute(*obj)
        irb_context.workspaces.collect { |ws| ws.main }
      end
    end

    class PushWorkspace < Workspaces
      def execute(*obj)
        irb_context.push_workspace(*obj)
        super
      end
    end

    class PopWorkspace < Workspaces
      def execute(*obj)
        irb_context.pop_workspace(*obj)
        super
      end
    end
  end
end
