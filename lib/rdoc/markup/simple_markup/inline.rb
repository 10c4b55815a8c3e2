# rdoc/markup/simple_markup/inline.rb - markup within a paragraph: word
# pairs (*bold*, _em_, +tt+), HTML-like tags and specials, found by the
# AttributeManager and handed to formatters as a flow of strings,
# attribute changes and Specials.
module SM

  # the attributes, one bit each; SPECIAL marks a Special
  class Attribute
    SPECIAL = 1

    @@name_to_bitmap = { :_SPECIAL_ => SPECIAL }
    @@next_bitmap = 2

    def self.bitmap_for(name)
      bitmap = @@name_to_bitmap[name]
      unless bitmap
        bitmap = @@next_bitmap
        @@next_bitmap <<= 1
        @@name_to_bitmap[name] = bitmap
      end
      bitmap
    end

    # the names in bitmap, lowest bit first
    def self.each_name_of(bitmap)
      @@name_to_bitmap.sort_by { |name, bit| bit }.each { |name, bit|
        next if bit == SPECIAL
        yield name.to_s if bitmap & bit != 0
      }
    end

    def self.as_string(bitmap)
      return "none" if bitmap.zero?
      names = []
      each_name_of(bitmap) { |n| names << n }
      names.join(",")
    end
  end

  # the attributes turned on and off between two pieces of text
  AttrChanger = Struct.new(:turn_on, :turn_off)

  class AttrChanger
    def to_s
      "Attr: +#{Attribute.as_string(turn_on)}/-#{Attribute.as_string(turn_off)}"
    end
  end

  # the attribute of each character of a string
  class AttrSpan
    def initialize(length)
      @attrs = Array.new(length, 0)
    end

    def set_attrs(start, length, bits)
      length.times { |i| @attrs[start + i] |= bits }
    end

    def [](n)
      @attrs[n]
    end
  end

  # text matched by a special pattern: its type is the attribute's bit
  class Special
    attr_reader :type
    attr_accessor :text

    def initialize(type, text)
      @type = type
      @text = text
    end

    def ==(o)
      o.is_a?(Special) && type == o.type && text == o.text
    end

    def to_s
      "Special: type=#{type}, name=#{Attribute.as_string(type)}, text=#{text.dump}"
    end
  end

  class AttributeManager
    NULL = "\000"

    # the characters a backslash keeps from being markup
    PROTECTABLE = ["*", "_", "+", "<", "\\"]

    # bold first, then tt, then em: the order formatters open them in
    Attribute.bitmap_for(:BOLD)
    Attribute.bitmap_for(:TT)
    Attribute.bitmap_for(:EM)

    def initialize
      @word_pairs = []       # [start, stop, bit]
      @html_tags = {}        # lower-case tag => bit
      @specials = []         # [pattern, bit]
      add_word_pair("*", "*", :BOLD)
      add_word_pair("_", "_", :EM)
      add_word_pair("+", "+", :TT)
      add_html("em", :EM)
      add_html("i", :EM)
      add_html("b", :BOLD)
      add_html("tt", :TT)
      add_html("code", :TT)
    end

    def add_word_pair(start, stop, name)
      raise ArgumentError, "Word flags may not start '<'" if start[0] == ?<
      bit = Attribute.bitmap_for(name)
      @word_pairs.delete_if { |s, e, b| s == start && e == stop }
      @word_pairs << [start, stop, bit]
    end

    def add_html(tag, name)
      @html_tags[tag.downcase] = Attribute.bitmap_for(name)
    end

    def add_special(pattern, name)
      @specials << [pattern, Attribute.bitmap_for(name)]
    end

    # str as strings, AttrChangers and Specials
    def flow(str)
      @orig = str.dup
      @str = str.dup
      @attrs = AttrSpan.new(@str.size)
      @hidden = Array.new(@str.size, false)
      @special_at = {}
      protect_escapes
      convert_html
      convert_word_pairs
      convert_specials
      split_into_flow
    end

    private

    def hide(start, length)
      length.times { |i|
        @hidden[start + i] = true
        @str[start + i] = NULL
      }
    end

    # a backslash before a markup character: the backslash goes, the
    # character is kept as text
    def protect_escapes
      i = 0
      while i < @str.size - 1
        if @str[i] == ?\\ && PROTECTABLE.include?(@str[i + 1, 1])
          hide(i, 1)
          @str[i + 1] = NULL
          i += 2
        else
          i += 1
        end
      end
    end

    def convert_html
      return if @html_tags.empty?
      names = @html_tags.keys.map { |t| Regexp.escape(t) }.join("|")
      re = /<(#{names})>(.*?)<\/\1>/i
      while (m = re.match(@str))
        bit = @html_tags[m[1].downcase]
        start = m.begin(0)
        open = m[1].size + 2
        @attrs.set_attrs(start + open, m[2].size, bit)
        hide(start, open)
        hide(m.begin(2) + m[2].size, open + 1)
      end
    end

    def convert_word_pairs
      loop do
        found = false
        @word_pairs.each { |start, stop, bit|
          s, e = Regexp.escape(start), Regexp.escape(stop)
          re = /(^|\W)#{s}([A-Za-z_]+?)#{e}(?=\W|$)/
          while (m = re.match(@str))
            from = m.begin(2) - start.size
            @attrs.set_attrs(m.begin(2), m[2].size, bit)
            hide(from, start.size)
            hide(m.end(2), stop.size)
            found = true
          end
        }
        break unless found
      end
    end

    def convert_specials
      @specials.each { |pattern, bit|
        pos = 0
        while (m = pattern.match(@str[pos..-1]))
          start = pos + m.begin(0)
          len = m[0].size
          break if len == 0
          unless (start...start + len).any? { |i| @hidden[i] || @special_at[i] || @attrs[i] & Attribute::SPECIAL != 0 }
            @attrs.set_attrs(start, len, bit | Attribute::SPECIAL)
            @special_at[start] = [len, bit]
          end
          pos = start + len
        end
      }
    end

    def split_into_flow
      res = []
      text = ""
      current = 0
      i = 0
      while i < @orig.size
        if @hidden[i]
          i += 1
          next
        end
        if (sp = @special_at[i])
          len, bit = sp
          res << text unless text.empty?
          text = ""
          attr = @attrs[i] & ~(bit | Attribute::SPECIAL)
          if attr != current
            res << AttrChanger.new(attr & ~current, current & ~attr)
            current = attr
          end
          res << Special.new(bit, @orig[i, len])
          i += len
          next
        end
        attr = @attrs[i]
        if attr != current
          res << text unless text.empty?
          text = ""
          res << AttrChanger.new(attr & ~current, current & ~attr)
          current = attr
        end
        text << @orig[i, 1]
        i += 1
      end
      res << text unless text.empty?
      res << AttrChanger.new(0, current) if current != 0
      res
    end
  end
end
