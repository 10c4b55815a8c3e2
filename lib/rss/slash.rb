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
      klass.module_eval do
        # the hit parade as a list of numbers; a list given is joined
        def slash_hit_parades
          @slash_hit_parade && @slash_hit_parade.split(/\s*,\s*/).map { |x| x.to_i }
        end

        def slash_hit_parade=(value)
          @slash_hit_parade = value.kind_of?(Array) ? value.join(",") : value
        end
      end
    end
  end

  class RDF
    class Item; include SlashModel; end
  end
end
