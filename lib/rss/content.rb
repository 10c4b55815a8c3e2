require "rss/rss"

module RSS
  CONTENT_PREFIX = 'content'
  CONTENT_URI = "http://purl.org/rss/1.0/modules/content/"

  # content:encoded
  module ContentModel
    ELEMENTS = ["#{CONTENT_PREFIX}_encoded"]

    def self.append_features(klass)
      super
      klass.install_text_element("encoded", CONTENT_URI, "?", "#{CONTENT_PREFIX}_encoded")
    end
  end

  prefix_pair = [CONTENT_PREFIX, CONTENT_URI]
  ALL_PREFIXES << prefix_pair unless ALL_PREFIXES.include?(prefix_pair)
end
require "rss/content/1.0"
require "rss/content/2.0"
