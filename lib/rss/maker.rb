require "rss/rss"

module RSS
  # Builds feeds:
  #   rss = RSS::Maker.make("2.0") do |maker|
  #     maker.channel.title = "..."
  #     maker.items.new_item { |item| item.title = "..." }
  #   end
  module Maker
    MAKERS = {}

    class << self
      def make(version, &block)
        entry = MAKERS[version]
        raise UnsupportedMakerVersionError.new(version) unless entry
        entry[:maker].make(entry[:version], &block)
      end

      def versions
        MAKERS.keys.uniq.sort
      end

      def makers
        MAKERS.values.collect { |info| info[:maker] }.uniq
      end

      # {:maker => maker class, :version => feed version}
      def maker(version)
        MAKERS[version]
      end

      def add_maker(version, feed_version, maker)
        maker.define_part_classes
        MAKERS[version] = { :maker => maker, :version => feed_version }
      end
    end
  end
end

require "rss/maker/base"
require "rss/maker/1.0"
require "rss/maker/2.0"
require "rss/maker/feed"
require "rss/maker/entry"
require "rss/maker/content"
require "rss/maker/dublincore"
require "rss/maker/slash"
require "rss/maker/syndication"
require "rss/maker/taxonomy"
require "rss/maker/trackback"
require "rss/maker/image"
require "rss/maker/itunes"
