require "rss/1.0"

module RSS
  SY_PREFIX = 'sy'
  SY_URI = "http://purl.org/rss/1.0/modules/syndication/"

  RDF.install_ns(SY_PREFIX, SY_URI)

  # sy:updatePeriod, sy:updateFrequency, sy:updateBase
  module SyndicationModel
    ELEMENTS = []
    SY_UPDATEPERIOD_AVAILABLE_VALUES = %w(hourly daily weekly monthly yearly)

    def self.append_features(klass)
      super
      klass.install_text_element("updatePeriod", SY_URI, "?", "#{SY_PREFIX}_updatePeriod")
      klass.install_text_element("updateFrequency", SY_URI, "?", "#{SY_PREFIX}_updateFrequency", :integer)
      klass.install_date_element("updateBase", SY_URI, "?", "#{SY_PREFIX}_updateBase", :w3cdtf)
      klass.module_eval do
        # 1.8.7 names the tag without its prefix here
        def sy_updatePeriod=(value)
          if @do_validate and !value.nil? and !SY_UPDATEPERIOD_AVAILABLE_VALUES.include?(value)
            raise NotAvailableValueError.new("updatePeriod", value)
          end
          @sy_updatePeriod = value
        end

        # a positive number of updates per period
        def sy_updateFrequency=(value)
          value = convert_value(value, :integer, ["updateFrequency", SY_URI])
          if @do_validate and !value.nil? and value <= 0
            raise NotAvailableValueError.new("sy:updateFrequency", value.to_s)
          end
          @sy_updateFrequency = value
        end
      end
    end
  end

  class RDF
    class Channel; include SyndicationModel; end
  end
end
