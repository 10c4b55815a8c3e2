require 'forwardable'
require 'rss/rss'

module RSS
  module Maker
    # A bag of settable values; +fields+ declares them, objects declared
    # with +part+ are created with their owner.
    class Base
      extend Forwardable

      class << self
        def fields
          @fields ||= []
        end

        def inherited(sub)
          super
          sub.instance_variable_set(:@fields, fields.dup)
          sub.instance_variable_set(:@parts, parts.dup)
        end

        def field(*names)
          names.each do |name|
            fields << name.to_s
            attr_accessor name
          end
        end

        def parts
          @parts ||= []
        end

        def part(name, klass)
          parts << [name.to_s, klass]
          attr_reader name
        end

        # the class a part is made of: this maker's own one (see
        # define_part_classes) or the base class
        def part_class(name, klass)
          (@part_classes && @part_classes[name]) || klass
        end

        # 1.8.7 gives each maker its own classes of its parts, named after
        # them (RSS::Maker::RSS20::Channel, RSS20::Items::Item,
        # RSS20::Channel::Categories::Category ...), each a subclass of the
        # same part of the parent maker (RSS20::Channel < RSS09::Channel)
        def define_part_classes
          return if @part_classes
          @part_classes = {}
          parts.each do |name, klass|
            cname = PART_CLASS_NAMES[name] or next
            sub = Class.new(superclass.respond_to?(:part_class) ? superclass.part_class(name, klass) : klass)
            const_set(cname, sub)
            @part_classes[name] = sub
            sub.define_part_classes
          end
          if respond_to?(:item_class) and item_class and (cname = PART_CLASS_NAMES[item_name])
            sub = Class.new(item_class)
            const_set(cname, sub)
            self.item_class = sub
            sub.define_part_classes
          end
        end

        # an element set from a string (name= sets its attr) or built in a
        # block (name { |el| ... }); name alone answers the attr
        def classed(name, klass, attr)
          ivar = "@#{name}_element"
          parts << ["#{name}_element", klass]
          attr_reader "#{name}_element"
          define_method(name) do |*args, &blk|
            el = instance_variable_get(ivar)
            blk ? blk.call(el) : el.__send__(attr)
          end
          define_method("#{name}=") { |v| instance_variable_get(ivar).__send__("#{attr}=", v) }
        end

        # name and name= reach attr of the first element of list plural
        def classed_list(name, plural, attr)
          define_method(name) do
            l = __send__(plural)
            l.empty? ? nil : l.first.__send__(attr)
          end
          define_method("#{name}=") do |v|
            l = __send__(plural)
            (l.empty? ? l.__send__("new_#{name}") : l.first).__send__("#{attr}=", v)
          end
        end
      end

      attr_reader :maker

      def initialize(maker)
        @maker = maker
        @extra = nil
        self.class.parts.each { |name, klass| instance_variable_set("@#{name}", self.class.part_class(name, klass).new(maker)) }
      end

      # dc_* and other module values not declared are kept as given
      def method_missing(name, *args, &blk)
        n = name.to_s
        if !kind_of?(ModuleObject) and (plural = DC_SINGLE_LISTS[n.chomp("=")]) and (n[-1] == ?= ? args.size == 1 : args.empty?)
          # dc_creator is the first of dc_creators (made if there is none)
          list = __send__(plural)
          if n[-1] == ?=
            list.__send__("new_#{MODULE_LISTS[plural]}") if list.empty?
            list[0].value = args[0]
          else
            list.empty? ? nil : list[0].value
          end
        elsif (n == "slash_hit_parade=" or n == "slash_hit_parades=") and args.size == 1
          # a comma-separated String is read as its Integers (as 1.8.7)
          v = args[0]
          v = v.split(/\s*,\s*/).map { |x| Integer(x) } if v.kind_of?(String)
          (@extra ||= {})["slash_hit_parade"] = v
        elsif n == "slash_hit_parades" and args.empty?
          @extra && @extra["slash_hit_parade"]
        elsif (n == "itunes_block?" or n == "itunes_explicit?") and args.empty?
          # yes (or true) is true; explicit is false for clean (or false)
          v = @extra && @extra[n.chomp("?")]
          if v == true or v.to_s.downcase == "yes" then true
          elsif n == "itunes_block?" then false
          elsif v == false or v.to_s.downcase == "clean" then false
          else nil
          end
        elsif n =~ /\A(\w+)=\z/ and args.size == 1
          (@extra ||= {})[$1] = args[0]
        elsif args.empty? and (plural = MODULE_NEW_NAMES[n])
          # new_dc_subject: a new entry of dc_subjects (with a block: the
          # block's value)
          obj = __send__(plural).__send__("new_#{MODULE_LISTS[plural]}")
          blk ? blk.call(obj) : obj
        elsif args.empty? and @extra and @extra.has_key?(n)
          @extra[n]
        elsif args.empty? and MODULE_LISTS.has_key?(n)
          (@extra ||= {})[n] = ModuleList.new(@maker, MODULE_LISTS[n])
        elsif args.empty? and MODULE_OBJECTS.include?(n)
          (@extra ||= {})[n] = ModuleObject.new(@maker, n)
        elsif args.empty? and n == "dc_rightses"
          __send__("dc_rights_list")
        elsif args.empty? and n =~ /\A(dc|content|slash|sy|taxo|trackback|image|itunes)_\w+\z/
          nil
        else
          super
        end
      end

      # the module methods method_missing answers for this part, as 1.8.7's
      # maker classes define them (readers; =: also a writer; ?: also a query)
      MODULE_METHODS = {
        "ChannelBase" => %w(image_favicon itunes_author= itunes_block=? itunes_categories
          itunes_category= itunes_explicit=? itunes_image= itunes_keywords= itunes_new_feed_url=
          itunes_owner itunes_subtitle= itunes_summary= new_itunes_category sy_updateBase=
          sy_updateFrequency= sy_updatePeriod= taxo_topics),
        "ItemBase" => %w(content_encoded= image_item itunes_author= itunes_block=? itunes_duration=
          itunes_email= itunes_explicit=? itunes_keywords= itunes_name= itunes_subtitle=
          itunes_summary= slash_comments= slash_department= slash_hit_parade= slash_hit_parades=
          slash_section= taxo_topics trackback_about= trackback_abouts trackback_ping=),
      }
      DC_PARTS = %w(ChannelBase ItemBase ImageBase TextinputBase)

      def module_method?(n)
        part = self.class.ancestors.find { |a| a.name.to_s =~ /::(ChannelBase|ItemBase|ImageBase|TextinputBase)\z/ }
        return false unless part
        part = part.name.split("::").last
        if n =~ /\A(new_)?dc_(\w+?)(=)?\z/
          return false unless DC_PARTS.include?(part)
          new, base, set = $1, $2, $3
          single = MODULE_LISTS.keys.find { |pl| pl =~ /\Adc_/ and MODULE_LISTS[pl] == base }
          return true if single and !(new and set)
          return true if base == "rightses" and !new and !set
          return MODULE_LISTS.has_key?("dc_#{base}") && !new && !set
        end
        (MODULE_METHODS[part] || []).any? do |spec|
          name = spec.sub(/[=?]+\z/, "")
          n == name or (n == "#{name}=" and spec.include?("=")) or (n == "#{name}?" and spec.include?("?"))
        end
      end
      private :module_method?

      def respond_to?(name, include_private = false)
        super or module_method?(name.to_s)
      end

      def extra(name)
        @extra && @extra[name]
      end

      # the module values (dc_*, itunes_*, slash_* ...) set on this maker
      def extras
        @extra || {}
      end

      # without names: whether every value 1.8.7's maker requires of this
      # part for this feed version is set (a 2.0 channel needs link,
      # description and title)
      def have_required_values?
        not_set_required_variables.empty?
      end

      # whether any plain value of this part is set (dc_* and the parts
      # made with it are not counted)
      def variable_is_set?
        kind, version = required_kind, maker_version_key
        # (an Atom channel with authors is set; the link of an RSS 1.0
        # image is its channel's)
        return true if kind == "ChannelBase" and version == "atom" and !authors.empty?
        return true if kind == "ImageBase" and version == "1.0" and !@maker.channel.link.nil?
        return true if variable_fields.any? { |f| f !~ /\Adc_/ and !instance_variable_get("@#{f}").nil? }
        (@extra || {}).any? do |k, v|
          k !~ /\Adc_/ and !v.nil? and !v.kind_of?(ModuleList) and !v.kind_of?(ModuleObject)
        end
      end

      # the parts and feed versions 1.8.7's maker requires values of, in
      # the order it names them ("title or description": one of the two)
      RSS_VERSIONS = %w(0.91 0.92 1.0 2.0)
      REQUIRED_VARIABLES = {
        "ChannelBase" => {"0.91" => %w(link language description title), "0.92" => %w(link language description title),
          "1.0" => %w(about link description title), "2.0" => %w(link description title),
          "atom" => %w(id updated author title)},
        "ItemBase" => {"0.91" => %w(title link), "0.92" => [], "1.0" => %w(link title),
          "2.0" => ["title or description"], "atom" => %w(id updated title)},
        "ImageBase" => {"atom" => %w(url)},
        "TextinputBase" => {},
        "CloudBase" => {"2.0" => %w(domain port path registerProcedure protocol)},
        "GuidBase" => {"2.0" => %w(content)},
        "EnclosureBase" => {"2.0" => %w(url length type)},
        "SourceBase" => {"2.0" => %w(url content), "atom" => []},
        "XMLStyleSheet" => {},
        "LinkBase" => {"0.91" => %w(href), "0.92" => %w(href), "1.0" => %w(href), "2.0" => %w(href), "atom" => %w(href)},
        "PersonBase" => {"atom" => %w(name)},
        "CategoryBase" => {"2.0" => %w(content), "atom" => %w(term)},
        "DayBase" => {}, "HourBase" => {},
        "ContentBase" => {"atom" => %w(content)},
      }
      RSS_VERSIONS.each do |v|
        REQUIRED_VARIABLES["ImageBase"][v] = %w(url title link)
        REQUIRED_VARIABLES["TextinputBase"][v] = %w(title description name link)
        next if v == "1.0"
        REQUIRED_VARIABLES["DayBase"][v] = REQUIRED_VARIABLES["HourBase"][v] = %w(content)
      end
      (RSS_VERSIONS + ["atom"]).each { |v| REQUIRED_VARIABLES["XMLStyleSheet"][v] = %w(href type) }

      private
      def variable_fields
        self.class.fields
      end

      def maker_version_key
        m = @maker
        return nil unless m.respond_to?(:feed_version)
        return "atom" if defined?(Atom::Feed) and (m.kind_of?(Atom::Feed) or m.kind_of?(Atom::Entry))
        m.feed_version
      end

      def required_kind
        self.class.ancestors.each do |a|
          n = a.name.to_s.split("::").last
          return n if REQUIRED_VARIABLES.has_key?(n)
        end
        nil
      end

      def not_set_required_variables
        names = (REQUIRED_VARIABLES[required_kind] || {})[maker_version_key]
        unless names
          raise NameError.new("undefined local variable or method `required_variable_names' for #{Kernel.instance_method(:to_s).bind(self).call}",
                              "required_variable_names")
        end
        names.select do |n|
          case n
          when "title or description" then title.nil? and description.nil?
          when "link"
            # an image's link is its channel's
            kind_of?(ImageBase) ? @maker.channel.link.nil? : link.nil?
          else __send__(n).nil?
          end
        end
      end
      public

      # raises NotSetError naming the unset ones (title is reported last)
      def check_required(label, names)
        missing = names.select { |n| __send__(n).nil? }
        return if missing.empty?
        missing = (missing - ["title"]) + (missing.include?("title") ? ["title"] : [])
        raise NotSetError.new(label, missing)
      end
    end

    # an Atom term is an RSS domain, its scheme the RSS content
    # a module element with values of its own (image_item, itunes_owner
    # ...): any NAME= is kept
    class ModuleObject < Base
      # the attributes (besides dc_*) 1.8.7's maker gives each kind
      KIND_ATTRS = {
        "image_item" => %w(about resource image_width image_height width height),
        "image_favicon" => %w(about image_size size),
        "itunes_owner" => %w(itunes_name itunes_email),
        "category" => %w(text),
        "taxo_topic" => %w(taxo_link value),
        "about" => %w(value content resource),
      }
      WITH_DC = %w(image_item image_favicon taxo_topic)
      # 1.8.7's short names of the image module's attributes
      ALIASES = {"width" => "image_width", "height" => "image_height"}

      def initialize(maker, kind = nil)
        super(maker)
        @kind = kind
      end

      def value
        extra("value") || extra("content")
      end

      # an itunes:category's subcategories
      def new_category(&blk)
        list = extra("categories") || ((@extra ||= {})["categories"] = ModuleList.new(@maker, "category"))
        list.new_category(&blk)
      end

      def method_missing(name, *args, &blk)
        n = name.to_s
        if (long = ALIASES[n.chomp("=")]) and @kind == "image_item"
          return __send__(n[-1] == ?= ? "#{long}=" : long, *args)
        end
        super
      end

      def respond_to?(name, include_private = false)
        return true if super
        n = name.to_s
        base = n.chomp("=")
        attrs = KIND_ATTRS[@kind] || (@kind ? %w(value content) : [])
        return true if attrs.include?(base)
        return false unless WITH_DC.include?(@kind)
        return true if n == "dc_rightses" or n == "dc_rights_list"
        if n =~ /\A(new_)?dc_(\w+?)(=)?\z/
          new, b, set = $1, $2, $3
          return true if MODULE_LISTS.has_key?("dc_#{b}s") && !(new && set) && MODULE_LISTS["dc_#{b}s"] == b
          return true if %w(date rights).include?(b) && !(new && set)
          return MODULE_LISTS.has_key?("dc_#{b}") && !new && !set
        end
        false
      end
    end

    # a repeated module element (dc_creators, trackback_abouts ...):
    # new_NAME (or new_child) adds a ModuleObject, << a plain value
    class ModuleList < Base
      include Enumerable

      def initialize(maker, single)
        super(maker)
        @single = single
        @list = []
      end

      def each(&b) @list.each(&b) end
      def size; @list.size; end
      def empty?; @list.empty?; end
      def [](i) @list[i] end
      def []=(i, v) @list[i] = v end
      def last; @list.last; end
      def pop; @list.pop; end
      def shift; @list.shift; end
      def clear; @list.clear; self; end
      def push(*values) @list.push(*values); self end
      def unshift(*values) @list.unshift(*values); self end
      def replace(values) @list.replace(values.to_a); self end

      def <<(value)
        @list << value
        self
      end

      # (taxo_topics) the list itself: its values are the topics'
      # resources
      def resources
        @list
      end

      # the plain values, in order
      def values
        @list.map { |v| v.kind_of?(ModuleObject) ? v.value : v }
      end

      # the names that add an entry: new_title (new_taxo_topic and
      # new_topic), new_child
      def new_name?(n)
        return false unless @single
        n == "new_child" or n == "new_#{@single}" or n == "new_#{@single.sub(/\Ataxo_/, '')}"
      end
      private :new_name?

      def method_missing(name, *args, &blk)
        return super unless args.empty? and new_name?(name.to_s)
        obj = ModuleObject.new(@maker, @single)
        @list << obj
        blk ? blk.call(obj) : obj
      end

      def respond_to?(name, include_private = false)
        super or new_name?(name.to_s)
      end
    end

    PART_CLASS_NAMES = {}
    %w{channel image items textinput categories links authors contributors
       cloud skipDays skipHours guid enclosure source content}.each do |n|
      PART_CLASS_NAMES[n] = n[0, 1].upcase + n[1..-1]
    end
    %w{title description copyright generator rights}.each do |n|
      PART_CLASS_NAMES["#{n}_element"] = n.capitalize
    end
    %w{item category link author contributor day hour}.each do |n|
      PART_CLASS_NAMES[n] = n.capitalize
    end

    # the module lists a maker part answers, with their new_ names
    MODULE_LISTS = {"dc_dates" => "date", "dc_rights_list" => "rights",
      "trackback_abouts" => "about", "itunes_categories" => "category",
      "taxo_topics" => nil}
    %w{title description creator subject publisher contributor type format
       identifier source language relation coverage}.each { |n| MODULE_LISTS["dc_#{n}s"] = n }
    MODULE_OBJECTS = %w{image_item image_favicon itunes_owner}
    # dc_creator => "dc_creators" (not dc_date: a date of its own)
    DC_SINGLE_LISTS = {"dc_rights" => "dc_rights_list"}
    MODULE_LISTS.each_key do |plural|
      DC_SINGLE_LISTS[plural.chomp("s")] = plural if plural =~ /\Adc_\w+s\z/ and plural != "dc_dates"
    end
    # new_dc_subject => "dc_subjects" and so on
    MODULE_NEW_NAMES = {}
    MODULE_LISTS.each do |plural, single|
      MODULE_NEW_NAMES["new_#{plural[/\A[a-z]+_/]}#{single}"] = plural if single
    end

    class CategoryBase < Base
      field :domain, :content, :label
      alias_method :value, :content
      alias_method :value=, :content=
      alias_method :term, :domain
      alias_method :term=, :domain=
      alias_method :scheme, :content
      alias_method :scheme=, :content=
    end

    # a list of parts made with new_NAME
    class ListBase < Base
      include Enumerable
      def_delegators(:@list, :<<, :[], :[]=, :first, :last, :size, :length, :empty?, :clear, :delete, :delete_if, :each, :to_a, :replace, :unshift, :pop, :shift, :push)

      # a new entry, whatever the list holds (new_item, new_category ...)
      def new_child(&blk)
        __send__("new_#{self.class.item_name}", &blk)
      end

      class << self
        attr_writer :item_class, :item_name

        # (a maker's own list class has its own item class)
        def item_class
          @item_class || (superclass.respond_to?(:item_class) ? superclass.item_class : nil)
        end

        def item_name
          @item_name || (superclass.respond_to?(:item_name) ? superclass.item_name : nil)
        end

        def list_of(name, klass)
          self.item_class = klass
          self.item_name = name
          define_method("new_#{name}") do |*args, &blk|
            obj = self.class.item_class.new(@maker)
            @list << obj
            blk ? blk.call(obj) : obj
          end
        end
      end

      def initialize(maker)
        super
        @list = []
      end
    end

    class CategoriesBase < ListBase
      list_of "category", CategoryBase
    end

    class LinkBase < Base
      field :href, :rel, :type, :hreflang, :title, :length
    end

    class LinksBase < ListBase
      list_of "link", LinkBase
    end

    class PersonBase < Base
      field :name, :uri, :email
    end

    class AuthorsBase < ListBase
      list_of "author", PersonBase
    end

    class ContributorsBase < ListBase
      list_of "contributor", PersonBase
    end

    # Atom text constructs (title, subtitle, rights, summary)
    class TextBase < Base
      field :content, :type, :xhtml
    end

    class GeneratorBase < Base
      field :content, :uri, :version
    end

    class ContentBase < Base
      field :content, :type, :src, :xhtml
    end

    class GuidBase < Base
      field :isPermaLink, :content
      alias_method :permanent_link?, :isPermaLink
      alias_method :permanent_link=, :isPermaLink=
    end

    class EnclosureBase < Base
      field :url, :length, :type
    end

    class SourceBase < Base
      field :url, :content
    end

    class CloudBase < Base
      field :domain, :port, :path, :registerProcedure, :protocol
    end

    class DayBase < Base
      field :content
    end

    class HourBase < Base
      field :content
    end

    class SkipDaysBase < ListBase
      list_of "day", DayBase
    end

    class SkipHoursBase < ListBase
      list_of "hour", HourBase
    end

    # a part's dc_date is the value of the first of its dc_dates (which
    # may hold plain values copied from a parsed feed); setting it sets
    # that first one (made if there is none)
    module MakerDCDate
      def dc_date
        dc_dates.values.first
      end

      def dc_date=(value)
        list = dc_dates
        if list.empty?
          list.new_child.value = value
        elsif list[0].kind_of?(ModuleObject)
          list[0].value = value
        else
          list[0] = value
        end
      end
    end

    class ChannelBase < Base
      field :about, :language, :managingEditor, :webMaster, :rating, :docs,
        :date, :lastBuildDate, :ttl
      # the icon is the image:favicon's about
      def icon; image_favicon.extra("about"); end
      def icon=(v) image_favicon.about = v end
      # the channel's logo is the maker's image url
      def logo; @maker.image.url; end
      def logo=(v) @maker.image.url = v end
      classed :title, TextBase, :content
      classed :description, TextBase, :content
      classed :copyright, TextBase, :content
      classed :generator, GeneratorBase, :content
      part :categories, CategoriesBase
      part :links, LinksBase
      part :authors, AuthorsBase
      part :contributors, ContributorsBase
      part :cloud, CloudBase
      part :skipDays, SkipDaysBase
      part :skipHours, SkipHoursBase
      classed_list :link, :links, :href
      classed_list :author, :authors, :name
      classed_list :contributor, :contributors, :name
      # one value under the names each feed type uses
      # (id and about are two values: an Atom feed's id is the id, else
      # the about)
      field :id
      alias_method :subtitle, :description
      alias_method :subtitle=, :description=
      alias_method :rights, :copyright
      alias_method :rights=, :copyright=
      alias_method :rights_element, :copyright_element
      alias_method :updated, :date
      alias_method :updated=, :date=
      alias_method :pubDate, :date
      alias_method :pubDate=, :date=
      # dc_date is the first of dc_dates, apart from date (as 1.8.7)
      include MakerDCDate
    end

    class ImageBase < Base
      include MakerDCDate
      field :url, :title, :link, :width, :height, :description
    end

    class TextinputBase < Base
      include MakerDCDate
      field :title, :description, :name, :link
    end

    class ItemBase < Base
      field :date, :comments, :id, :published
      classed :title, TextBase, :content
      classed :description, TextBase, :content
      classed :rights, TextBase, :content
      part :content, ContentBase
      part :guid, GuidBase
      part :enclosure, EnclosureBase
      part :source, SourceBase
      part :categories, CategoriesBase
      part :links, LinksBase
      part :authors, AuthorsBase
      part :contributors, ContributorsBase
      classed_list :link, :links, :href
      classed_list :author, :authors, :name
      classed_list :contributor, :contributors, :name
      alias_method :summary, :description
      alias_method :summary=, :description=
      alias_method :updated, :date
      alias_method :updated=, :date=
      alias_method :pubDate, :date
      alias_method :pubDate=, :date=
      include MakerDCDate

      def <=>(other)
        if date and other.date
          date <=> other.date
        elsif date
          1
        elsif other.date
          -1
        else
          0
        end
      end
    end

    class ItemsBase < ListBase
      list_of "item", ItemBase
      attr_accessor :do_sort, :max_size

      def initialize(maker)
        super
        @do_sort = false
        @max_size = -1
      end

      # the items in output order: sorted newest first when do_sort is
      # true (or by the do_sort block), cut at max_size
      def normalize
        list = @list.dup
        if @do_sort.respond_to?(:call)
          list = list.sort { |a, b| @do_sort.call(a, b) }
        elsif @do_sort
          list = list.sort { |a, b| b <=> a }
        end
        list = list[0, @max_size] if @max_size >= 0
        list
      end
    end

    class XMLStyleSheets < ListBase
      class XMLStyleSheet < Base
        field :href, :type, :title, :media, :charset, :alternate
      end

      list_of "xml_stylesheet", XMLStyleSheet
    end

    # The maker handed to the block of Maker.make.
    class RSSBase < Base
      field :version, :encoding, :standalone
      part :xml_stylesheets, XMLStyleSheets
      part :channel, ChannelBase
      part :image, ImageBase
      part :items, ItemsBase
      part :textinput, TextinputBase

      class << self
        def make(feed_version, &block)
          maker = new(feed_version)
          block.call(maker) if block
          maker.to_feed
        end
      end

      attr_reader :feed_version

      # (the document's version, encoding and standalone are not values
      # of 1.8.7's variable_is_set?)
      def variable_fields
        []
      end
      private :variable_fields

      # the document's taxo:topic elements (new_taxo_topic)
      def taxo_topics
        @taxo_topics ||= ModuleList.new(self, "taxo_topic")
      end

      def initialize(feed_version)
        super(self)
        @feed_version = feed_version
        @version = "1.0"
        @encoding = "UTF-8"
        @standalone = nil
      end

      def rss_version
        @feed_version
      end

      def feed_type
        self.class::FEED_TYPE rescue nil
      end

      private
      def stylesheets_for(feed)
        @xml_stylesheets.each do |s|
          next if s.href.nil?
          feed.xml_stylesheets << XMLStyleSheet.new(:href => s.href, :type => s.type, :title => s.title,
                                                    :media => s.media, :charset => s.charset, :alternate => s.alternate)
        end
      end

      # the dc:dates 1.8.7 gives a part: its dc_dates (dc_date is the
      # first), with its date first unless they begin with it (an RSS
      # 0.9x/2.0 item keeps both: once)
      def module_dates(part, date, once = true)
        dates = part.dc_dates.values
        dates.unshift(date) if date and (!once or dates.first != date)
        dates
      end

      # after copy_extras: the element's dc:dates as module_dates has them
      def set_module_dates(part, element, date, once = true)
        element.dc_dates.replace(module_dates(part, date, once)) if element.respond_to?(:dc_dates)
      end

      # module values set on a maker part go to the element having them
      def copy_extras(obj, element)
        obj.extras.each do |name, value|
          next if value.nil? or name == "dc_date"
          next if value.kind_of?(ModuleList) and value.empty?   # (only looked at)
          spec = element.class.child_specs.find { |sp| sp.name == name or sp.plural == name }
          case value
          when ModuleList
            copy_module_list(value, element, spec) if spec
          when ModuleObject
            # an image:favicon needs its about and its size
            next if name == "image_favicon" and !(value.extra("about") and (value.extra("image_size") or value.extra("size")))
            element.__send__("#{spec.name}=", module_element(spec.klass, value)) if spec and spec.klass
          else
            if spec and spec.type == :child and spec.klass and !value.kind_of?(Element)
              value = module_element(spec.klass, value)
            end
            element.__send__("#{name}=", value) if element.respond_to?("#{name}=")
          end
        end
      end

      def copy_module_list(list, element, spec)
        if spec.type == :texts
          list.values.each { |v| element.__send__(spec.plural) << v unless v.nil? }
        elsif spec.type == :children
          list.each { |v| element.__send__(spec.plural) << module_element(spec.klass, v) }
        elsif spec.klass.method_defined?(:Bag)
          # taxo:topics: the values as the resources of an rdf:Bag
          topics = spec.klass.new
          topics.Bag = RDF::Bag.new
          list.values.each do |v|
            li = RDF::Li.new
            li.resource = v
            topics.Bag.lis << li
          end
          element.__send__("#{spec.name}=", topics)
        end
      end

      # an element of klass from a ModuleObject's values, or from one value
      # (its resource, href or content)
      def module_element(klass, src)
        el = klass.new
        if src.kind_of?(ModuleObject)
          src.extras.each do |k, v|
            k = %w{resource href content}.find { |m| el.respond_to?("#{m}=") } if k == "value" or k == "content"
            el.__send__("#{k}=", v) if k and el.respond_to?("#{k}=")
          end
          # (subcategories of an itunes:category)
          if src.extras["categories"].kind_of?(ModuleList)
            spec = klass.child_specs.find { |sp| sp.plural == "categories" or sp.plural == "itunes_categories" }
            copy_module_list(src.extras["categories"], el, spec) if spec
          end
        else
          klass.parse(src) if klass.respond_to?(:parse)   # itunes:duration: 1.8.7's ArgumentError
          setter = %w{resource= href= content= value=}.find { |m| el.respond_to?(m) }
          el.__send__(setter, src) if setter
        end
        el
      end
    end
  end
end
