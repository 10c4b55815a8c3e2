# test/unit/util/procwrapper.rb - lets a Proc serve as a hash key by identity.

module Test
  module Unit
    module Util
      class ProcWrapper
        def initialize(a_proc)
          @a_proc = a_proc
          @hash = a_proc.object_id
        end

        def hash
          @hash
        end

        def ==(other)
          case other
          when ProcWrapper
            @a_proc == other.to_proc
          else
            super
          end
        end
        alias eql? ==

        def to_proc
          @a_proc
        end
      end
    end
  end
end
