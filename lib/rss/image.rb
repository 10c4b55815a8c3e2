require 'rss/1.0'
require 'rss/dublincore'

module RSS
  IMAGE_PREFIX = 'image'
  IMAGE_URI = 'http://purl.org/rss/1.0/modules/image/'

  RDF.install_ns(IMAGE_PREFIX, IMAGE_URI)

  IMAGE_ELEMENTS = []

  %w(item favicon).each do |name|
    class_name = Utils.to_class_name(name)
    IMAGE_ELEMENTS << "#{IMAGE_PREFIX}_#{name}"
  end

  module ImageModelUtils
    def validate_one_tag_name(ignore_unknown_element, name, tags)
      true
    end
  end

  # image:item (rdf:about / rdf:resource, width, height)
  module ImageItemModel
    class ImageItem < Element
      def self.required_uri; IMAGE_URI; end
      def self.required_prefix; IMAGE_PREFIX; end
      self.tag_name = "item"
      install_get_attribute("about", RDF::URI, false)
      install_get_attribute("resource", RDF::URI, false)
      install_get_attribute("width", IMAGE_URI, false, :integer, nil, "image_width")
      install_get_attribute("height", IMAGE_URI, false, :integer, nil, "image_height")
      include DublinCoreModel
    end

    def self.append_features(klass)
      super
      klass.install_have_child_element("item", IMAGE_URI, "?", "image_item", ImageItem)
    end
  end

  # image:favicon (rdf:about, image:size)
  module ImageFaviconModel
    class ImageFavicon < Element
      def self.required_uri; IMAGE_URI; end
      def self.required_prefix; IMAGE_PREFIX; end
      self.tag_name = "favicon"
      install_get_attribute("about", RDF::URI, true)
      install_get_attribute("size", IMAGE_URI, true, nil, nil, "image_size")
      include DublinCoreModel
    end

    def self.append_features(klass)
      super
      klass.install_have_child_element("favicon", IMAGE_URI, "?", "image_favicon", ImageFavicon)
    end
  end

  class RDF
    class Channel; include ImageFaviconModel; end
    class Item; include ImageItemModel; end
  end
end
