require 'rss/2.0'

module RSS
  ITUNES_PREFIX = 'itunes'
  ITUNES_URI = 'http://www.itunes.com/dtds/podcast-1.0.dtd'

  Rss.install_ns(ITUNES_PREFIX, ITUNES_URI)

  module ITunesModelUtils
  end

  module ITunesBaseModel
    ELEMENT_INFOS = [["author"], ["block", :yes_other], ["explicit", :yes_clean_other], ["keywords", :csv], ["subtitle"], ["summary"]]

    def self.append_features(klass)
      super
      ELEMENT_INFOS.each do |name, type|
        klass.install_text_element(name, ITUNES_URI, "?", "#{ITUNES_PREFIX}_#{name}")
      end
    end
  end

  # itunes:* elements of a channel: the base ones plus category, image,
  # owner and new-feed-url
  module ITunesChannelModel
    class ITunesImage < Element
      def self.required_uri; ITUNES_URI; end
      def self.required_prefix; ITUNES_PREFIX; end
      self.tag_name = "image"
      install_get_attribute("href", "", true)
    end

    class ITunesCategory < Element
      def self.required_uri; ITUNES_URI; end
      def self.required_prefix; ITUNES_PREFIX; end
      self.tag_name = "category"
      install_get_attribute("text", "", true)
      install_have_children_element("category", ITUNES_URI, "*", "category", "categories", self)
    end

    class ITunesOwner < Element
      def self.required_uri; ITUNES_URI; end
      def self.required_prefix; ITUNES_PREFIX; end
      self.tag_name = "owner"
      install_text_element("name", ITUNES_URI, "", "itunes_name")
      install_text_element("email", ITUNES_URI, "", "itunes_email")
    end

    def self.append_features(klass)
      super
      ITunesBaseModel.append_features(klass)
      klass.install_have_children_element("category", ITUNES_URI, "*", "itunes_category", "itunes_categories", ITunesCategory)
      klass.install_have_child_element("image", ITUNES_URI, "?", "itunes_image", ITunesImage)
      klass.install_have_child_element("owner", ITUNES_URI, "?", "itunes_owner", ITunesOwner)
      klass.install_text_element("new-feed-url", ITUNES_URI, "?", "itunes_new_feed_url")
    end
  end

  # itunes:duration and the base elements of an item
  module ITunesItemModel
    def self.append_features(klass)
      super
      ITunesBaseModel.append_features(klass)
      klass.install_text_element("duration", ITUNES_URI, "?", "itunes_duration")
    end
  end

  class Rss
    class Channel
      include ITunesChannelModel
      class Item; include ITunesItemModel; end
    end
  end
end
