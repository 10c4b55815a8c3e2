require 'rss/1.0'

module RSS
  SLASH_PREFIX = 'slash'
  SLASH_URI = "http://purl.org/rss/1.0/modules/slash/"

  RDF.install_ns(SLASH_PREFIX, SLASH_URI)

  # slash:section, slash:department, slash:comments, slash:hit_parade
  module SlashModel
    ELEMENT_INFOS = [["section"], ["department"], ["comments", :positive_integer], ["hit_parade", :csv_integer]]

    def self.append_features(klass)
      super
      ELEMENT_INFOS.each do |name, type|
        klass.install_text_element(name, SLASH_URI, "?", "#{SLASH_PREFIX}_#{name}", type == :positive_integer ? :integer : nil)
      end
    end
  end

  class RDF
    class Item; include SlashModel; end
  end
end
