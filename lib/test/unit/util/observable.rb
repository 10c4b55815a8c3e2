# test/unit/util/observable.rb - named channels of listeners (blocks or
# objects answering call).

require 'test/unit/util/procwrapper'

module Test
  module Unit
    module Util
      module Observable
        NOTHING = "NOTHING/#{__id__}"

        # Adds the block as a listener to channel_name; returns the key
        # that removes it (listener_key, or the block itself).
        def add_listener(channel_name, listener_key = NOTHING, &listener)
          raise ArgumentError.new("No callback was passed as a listener") unless block_given?
          key = listener_key
          if listener_key == NOTHING
            listener_key = listener
            key = ProcWrapper.new(listener)
          end
          channels[channel_name] ||= {}
          channels[channel_name][key] = listener
          listener_key
        end

        def remove_listener(channel_name, listener_key)
          channel = channels[channel_name]
          return nil unless channel
          key = listener_key
          key = ProcWrapper.new(listener_key) if listener_key.instance_of?(Proc)
          return channel.delete(key) if channel.has_key?(key)
          nil
        end

        # Calls every listener of channel_name; returns how many there were.
        def notify_listeners(channel_name, *arguments)
          channel = channels[channel_name]
          return 0 unless channel
          listeners = channel.values
          listeners.each { |listener| listener.call(*arguments) }
          listeners.size
        end

        private

        def channels
          @channels ||= {}
        end
      end
    end
  end
end
