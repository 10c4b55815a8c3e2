require "rss/1.0"
require "rss/dublincore"

module RSS
  TAXO_PREFIX = "taxo"
  TAXO_URI = "http://purl.org/rss/1.0/modules/taxonomy/"

  RDF.install_ns(TAXO_PREFIX, TAXO_URI)

  TAXO_ELEMENTS = []

  %w(link).each do |name|
    TAXO_ELEMENTS << "#{TAXO_PREFIX}_#{name}"
  end

  %w(topic topics).each do |name|
    BaseListener.install_class_name(TAXO_URI, name, "Taxonomy#{Utils.to_class_name(name)}")
  end

  # taxo:topics (an rdf:Bag of topic resources)
  module TaxonomyTopicsModel
    class TaxonomyTopics < Element
      def self.required_uri; TAXO_URI; end
      def self.required_prefix; TAXO_PREFIX; end
      self.tag_name = "topics"
      install_have_child_element("Bag", RDF::URI, "?", "Bag", RDF::Bag)

      def resources
        @Bag ? @Bag.lis.collect { |li| li.resource } : []
      end
    end

    def self.append_features(klass)
      super
      klass.install_have_child_element("topics", TAXO_URI, "?", "taxo_topics", TaxonomyTopics)
    end
  end

  # taxo:topic elements of the RDF document
  module TaxonomyTopicModel
    class TaxonomyTopic < Element
      def self.required_uri; TAXO_URI; end
      def self.required_prefix; TAXO_PREFIX; end
      self.tag_name = "topic"
      install_get_attribute("about", RDF::URI, true)
      init_args :about
      include DublinCoreModel
      include TaxonomyTopicsModel
      install_text_element("link", TAXO_URI, "?", "taxo_link")
    end

    def self.append_features(klass)
      super
      klass.install_have_children_element("topic", TAXO_URI, "*", "taxo_topic", "taxo_topics", TaxonomyTopic)
    end
  end

  class RDF
    include TaxonomyTopicModel
    class Channel; include TaxonomyTopicsModel; end
    class Item; include TaxonomyTopicsModel; end
  end
end
