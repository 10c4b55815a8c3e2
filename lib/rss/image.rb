require 'rss/1.0'
require 'rss/dublincore'

module RSS
  IMAGE_PREFIX = 'image'
  IMAGE_URI = 'http://purl.org/rss/1.0/modules/image/'

  RDF.install_ns(IMAGE_PREFIX, IMAGE_URI)

  IMAGE_ELEMENTS = []

  %w(item favicon).each do |name|
    class_name = Utils.to_class_name(name)
    BaseListener.install_class_name(IMAGE_URI, name, "Image#{class_name}")
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
      include DublinCoreModel
      install_text_element("width", IMAGE_URI, "?", "image_width", :integer)
      install_text_element("height", IMAGE_URI, "?", "image_height", :integer)
      init_args :about, :resource, :image_width, :image_height
      alias_method :width, :image_width
      alias_method :width=, :image_width=
      alias_method :height, :image_height
      alias_method :height=, :image_height=
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
      init_args :about, :image_size
      include DublinCoreModel
      SIZES = %w{small medium large}

      def image_size=(value)
        if @do_validate and !value.nil? and !SIZES.include?(value)
          raise NotAvailableValueError.new("image:favicon", value, "image:size")
        end
        @image_size = value
      end
      alias_method :size, :image_size
      alias_method :size=, :image_size=
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
