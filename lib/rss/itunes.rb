require 'rss/2.0'

module RSS
  ITUNES_PREFIX = 'itunes'
  ITUNES_URI = 'http://www.itunes.com/dtds/podcast-1.0.dtd'

  Rss.install_ns(ITUNES_PREFIX, ITUNES_URI)

  %w(category image owner duration).each do |name|
    BaseListener.install_class_name(ITUNES_URI, name, "ITunes#{Utils.to_class_name(name)}")
  end

  # the value kinds of itunes text elements: a yes flag, yes/clean, and
  # comma separated keywords
  module ITunesModelUtils
    def self.install_flag(klass, name, type)
      accessor = "#{ITUNES_PREFIX}_#{name}"
      klass.install_text_element(name, ITUNES_URI, "?", accessor)
      klass.module_eval do
        define_method("#{accessor}=") do |value|
          value = value ? "yes" : "no" if value == true or value == false
          instance_variable_set("@#{accessor}", value)
        end
        define_method("#{accessor}?") do
          v = instance_variable_get("@#{accessor}")
          return nil if v.nil?
          if type == :yes_other
            v.downcase == "yes"
          else
            case v.downcase
            when "yes" then true
            when "clean" then false
            else nil
            end
          end
        end
      end
    end

    def self.install_keywords(klass)
      accessor = "#{ITUNES_PREFIX}_keywords"
      klass.install_text_element("keywords", ITUNES_URI, "?", accessor)
      klass.module_eval do
        define_method("#{accessor}=") do |value|
          value = value.split(/\s*,\s*/) if value.kind_of?(String)
          instance_variable_set("@#{accessor}", value)
        end
        # the text written: the keywords joined by ", "
        define_method("#{accessor}_content") do
          value = instance_variable_get("@#{accessor}")
          value && value.join(", ")
        end
      end
    end
  end

  module ITunesBaseModel
    ELEMENT_INFOS = [["author"], ["block", :yes_other], ["explicit", :yes_clean_other], ["keywords", :csv], ["subtitle"], ["summary"]]

    def self.append_features(klass, names = nil)
      super(klass)
      ELEMENT_INFOS.each do |name, type|
        next if names and !names.include?(name)
        case type
        when :yes_other, :yes_clean_other then ITunesModelUtils.install_flag(klass, name, type)
        when :csv then ITunesModelUtils.install_keywords(klass)
        else klass.install_text_element(name, ITUNES_URI, "?", "#{ITUNES_PREFIX}_#{name}")
        end
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
      install_have_children_element("category", ITUNES_URI, "*", "itunes_category", "itunes_categories", self)
    end

    class ITunesOwner < Element
      def self.required_uri; ITUNES_URI; end
      def self.required_prefix; ITUNES_PREFIX; end
      self.tag_name = "owner"
      install_text_element("name", ITUNES_URI, "", "itunes_name")
      install_text_element("email", ITUNES_URI, "", "itunes_email")
    end

    # 1.8.7 writes these before the base ones, and new-feed-url back as
    # new_feed_url
    def self.append_features(klass)
      super
      klass.install_have_children_element("category", ITUNES_URI, "*", "itunes_category", "itunes_categories", ITunesCategory)
      klass.install_have_child_element("image", ITUNES_URI, "?", "itunes_image", ITunesImage)
      klass.install_have_child_element("owner", ITUNES_URI, "?", "itunes_owner", ITunesOwner)
      Element::LISTENER_TEXT_SKIP["#{ITUNES_URI}\0new_feed_url"] = true
      klass.install_text_element("new_feed_url", ITUNES_URI, "?", "itunes_new_feed_url")
      BaseListener.install_get_text_element(ITUNES_URI, "new-feed-url", "itunes_new_feed_url")
      # 1.8.7 writes new_feed_url but reads only new-feed-url
      klass.child_spec_for("new_feed_url", ITUNES_URI).write_only = true
      klass.child_specs << RSS::ChildSpec.new("new-feed-url", ITUNES_URI, "?", "itunes_new_feed_url", :text, nil, :parse_only)
      ITunesBaseModel.append_features(klass)
    end
  end

  # itunes:duration (H:MM:SS or M:SS) with its parts
  class ITunesDuration < Element
    def self.required_uri; ITUNES_URI; end
    def self.required_prefix; ITUNES_PREFIX; end
    self.tag_name = "duration"
    content_setup
    init_args :content
    attr_reader :hour, :minute, :second

    FORMATS = [/\A(\d?\d):(\d\d):(\d\d)\z/, /\A()(\d?\d):(\d\d)\z/]

    # [hour, minute, second] of a duration text
    def self.parse(duration, do_validate = true)
      unless do_validate
        # unchecked: the numbers between the colons, the last three
        # counting as seconds, minutes and hours from the right
        parts = duration.to_s.split(":")
        parts.unshift("0") while parts.size < 3
        return parts[0, 3].map { |x| x.to_i }
      end
      parts = nil
      FORMATS.each { |re| parts ||= (m = re.match(duration.to_s)) && m.captures.map { |x| x.to_i } }
      if parts.nil? or parts[1] > 59 or parts[2] > 59
        raise ArgumentError, "must be one of HH:MM:SS, H:MM:SS, MM::SS, M:SS: #{duration.inspect}"
      end
      parts
    end

    def self.construct(hour, minute, second)
      hour > 0 ? format("%02d:%02d:%02d", hour, minute, second) : format("%02d:%02d", minute, second)
    end

    # new(content), new(hour, minute, second) or the element's own
    # (do_validate, attrs)
    def initialize(*args)
      if args.size == 3 and !element_initialize_arguments?(args)
        initialize_element
        @hour, @minute, @second = args
        update_content
      else
        super
      end
    end

    def content=(value)
      if value.nil?
        @content = nil
        return
      end
      begin
        @hour, @minute, @second = ITunesDuration.parse(value)
      rescue ArgumentError
        raise NotAvailableValueError.new(tag_name, value)
      end
      @content = value
    end

    alias_method :value, :content
    alias_method :value=, :content=

    %w(hour minute second).each do |part|
      define_method("#{part}=") do |value|
        instance_variable_set("@#{part}", value)
        update_content
      end
    end

    private
    def update_content
      @content = ITunesDuration.construct(@hour || 0, @minute || 0, @second || 0)
    end
  end

  # itunes:duration and the base elements of an item
  module ITunesItemModel
    def self.append_features(klass)
      super
      ITunesBaseModel.append_features(klass)
      klass.install_have_child_element("duration", ITUNES_URI, "?", "itunes_duration", ITunesDuration)
    end
    ITunesDuration = ::RSS::ITunesDuration
  end

  class Rss
    class Channel
      include ITunesChannelModel
      class Item; include ITunesItemModel; end
    end
  end
end
