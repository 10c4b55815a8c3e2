require "rss/rss"

module RSS
  DC_PREFIX = 'dc'
  DC_URI = "http://purl.org/dc/elements/1.1/"

  # the Dublin Core elements (dc:title ... dc:date), each repeatable:
  # dc_creator answers the first, dc_creators all
  module BaseDublinCoreModel
    TEXT_ELEMENTS = {
      "title" => nil, "description" => nil, "creator" => nil, "subject" => nil,
      "publisher" => nil, "contributor" => nil, "type" => nil, "format" => nil,
      "identifier" => nil, "source" => nil, "language" => nil, "relation" => nil,
      "coverage" => nil, "rights" => "rights_list"
    }
    TEXT_ORDER = %w{title description creator subject publisher contributor
      type format identifier source language relation coverage rights}
    DATE_ELEMENTS = { "date" => "w3cdtf" }
    ELEMENT_NAME_INFOS = {}
    ELEMENTS = TEXT_ORDER.map { |n| "#{DC_PREFIX}_#{n}" } + ["#{DC_PREFIX}_date"]

    # the order 1.8.7 writes them in (its element table's hash order)
    OUTPUT_ORDER = %w{coverage format title rights creator relation language
      contributor subject type publisher description source identifier}

    def self.append_features(klass)
      super
      OUTPUT_ORDER.each do |name|
        plural = TEXT_ELEMENTS[name] || "#{name}s"
        klass.install_text_list_element(name, DC_URI, "#{DC_PREFIX}_#{name}", "#{DC_PREFIX}_#{plural}",
                                        nil, DublinCoreModel.element_class(name))
      end
      klass.install_text_list_element("date", DC_URI, "#{DC_PREFIX}_date", "#{DC_PREFIX}_dates", :w3cdtf,
                                      DublinCoreModel.element_class("date"))
      klass.module_eval do
        # set_dc_title(value) ... as dc_title = value; dc_rightses as
        # dc_rights_list
        (OUTPUT_ORDER + ["date"]).each do |name|
          alias_method "set_#{DC_PREFIX}_#{name}", "#{DC_PREFIX}_#{name}="
        end
        alias_method "#{DC_PREFIX}_rightses", "#{DC_PREFIX}_rights_list"
        unless method_defined?(:date)
          def date
            dc_date
          end

          def date=(value)
            self.dc_date = value
          end
        end
      end
    end
  end

  module DublinCoreModel
    TEXT_ELEMENTS = BaseDublinCoreModel::TEXT_ELEMENTS
    DATE_ELEMENTS = BaseDublinCoreModel::DATE_ELEMENTS
    ELEMENT_NAME_INFOS = TEXT_ELEMENTS.merge("date" => nil)
    ELEMENTS = BaseDublinCoreModel::ELEMENTS

    def self.append_features(klass)
      super
      BaseDublinCoreModel.append_features(klass)
      if defined?(::RSS::BaseListener)
        (BaseDublinCoreModel::TEXT_ORDER + ["date"]).each do |name|
          ::RSS::BaseListener.install_class_name(DC_URI, name, "DublinCore#{name.capitalize}")
        end
      end
    end

    def self.element_class(name)
      const_get("DublinCore#{name.capitalize}")
    end

    # each element's own class (DublinCoreTitle ... DublinCoreDate): its
    # text (a Time for dc:date) as content and value
    (BaseDublinCoreModel::TEXT_ORDER + ["date"]).each do |name|
      klass = Class.new(Element)
      const_set("DublinCore#{name.capitalize}", klass)
      klass.tag_name = name
      klass.init_args(:content)
      klass.content_setup(DATE_ELEMENTS[name] ? DATE_ELEMENTS[name].intern : nil)
      klass.class_eval do
        alias_method :value, :content
        alias_method :value=, :content=
        def self.required_uri; DC_URI; end
        def self.required_prefix; DC_PREFIX; end
        def full_name; "#{DC_PREFIX}:#{tag_name}"; end
      end
    end
  end
  DublincoreModel = DublinCoreModel

  prefix_pair = [DC_PREFIX, DC_URI]
  ALL_PREFIXES << prefix_pair unless ALL_PREFIXES.include?(prefix_pair)
end
require 'rss/dublincore/1.0'
require 'rss/dublincore/2.0'
require 'rss/dublincore/atom'
