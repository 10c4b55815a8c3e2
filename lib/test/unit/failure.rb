# test/unit/failure.rb - a failed assertion, as reported by the runners.

module Test
  module Unit
    class Failure
      attr_reader :test_name, :location, :message

      SINGLE_CHARACTER = 'F'

      def initialize(test_name, location, message)
        @test_name = test_name
        @location = location
        @message = message
      end

      def single_character_display
        SINGLE_CHARACTER
      end

      def short_display
        "#@test_name: #{@message.split("\n")[0]}"
      end

      # one location is shown as " [file:line]", several as a list
      def long_display
        location_display = if location.size == 1
          location[0].sub(/\A(.+:\d+).*/, ' [\\1]')
        else
          "\n    [#{location.join("\n     ")}]"
        end
        "Failure:\n#@test_name#{location_display}:\n#@message"
      end

      def to_s
        long_display
      end
    end
  end
end
