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
      "Special: type=#{type}, text=#{text.dump}"
    end
  end

  class AttributeManager
    NULL = "\000"

    # the characters a backslash keeps from being markup
    PROTECTABLE = ["*", "_", "+", "<", "\\"]

    # the bits of 1.8.7: BOLD 2, EM 4, TT 8, then COMMENT
    Attribute.bitmap_for(:BOLD)
    Attribute.bitmap_for(:EM)
    Attribute.bitmap_for(:TT)
    Attribute.bitmap_for(:COMMENT)

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
      # an HTML comment is a special no formatter of 1.8.7 handles: a
      # comment holding one makes the conversion fail, as there
      add_special(/<!--(.*?)-->/, :COMMENT)
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

    # *bold*, _em_, +tt+ all at once as rdoc 1.0 finds them: passes over
    # the text, each taking the leftmost pairs (the character after one
    # is used up), until a pass finds none
    def convert_word_pairs
      convert_matching_pairs
      # then the pairs whose ends differ
      @word_pairs.each { |start, stop, bit|
        next if start == stop
        re = /(#{Regexp.escape(start)})(\S+)(#{Regexp.escape(stop)})/
        while (m = re.match(@str))
          @attrs.set_attrs(m.begin(2), m[2].size, bit)
          hide(m.begin(1), start.size)
          hide(m.begin(3), stop.size)
        end
      }
    end

    def convert_matching_pairs
      pairs = @word_pairs.select { |start, stop, bit| start == stop }
      return if pairs.empty?
      chars = pairs.map { |start, stop, bit| Regexp.escape(start) }.join
      re = /(^|\W)([#{chars}])([A-Za-z_]+?)\2(\W|$)/
      loop do
        found = false
        pos = 0
        while (m = re.match(@str[pos..-1]))
          from = pos + m.begin(2)
          word = pos + m.begin(3)
          bit = pairs.find { |start, stop, b| start == m[2] }[2]
          @attrs.set_attrs(word, m[3].size, bit)
          hide(from, m[2].size)
          hide(word + m[3].size, m[2].size)
          found = true
          pos += m.end(0)
          break if m[0].empty? || pos >= @str.size
        end
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

    # The flow as rdoc 1.0 cuts it: a change of attributes wherever the
    # next shown character's differ (hidden characters are skipped only
    # after plain text, so markup between two specials closes and opens
    # again), a special's characters as one Special.
    def split_into_flow
      res = []
      current = 0
      size = @str.size
      i = 0
      i += 1 while i < size && @hidden[i]
      start = i
      while i < size
        attr = @attrs[i]
        if attr != current
          add_text(res, start, i)
          start = i
          diff = attr ^ current
          res << AttrChanger.new(attr & diff, current & diff)
          current = attr
          if current & Attribute::SPECIAL != 0
            i += 1 while i < size && @attrs[i] & Attribute::SPECIAL != 0
            res << Special.new(current, visible(start, i))   # (its type: every attribute, as 1.0)
            start = i
            next
          end
        end
        i += 1
        i += 1 while i < size && @hidden[i]
      end
      add_text(res, start, size)
      res << AttrChanger.new(0, current) if current != 0
      res
    end

    def add_text(res, from, to)
      text = visible(from, to)
      res << text unless text.empty?
    end

    # the characters of the original from from to to that are shown
    def visible(from, to)
      text = ""
      (from...to).each { |k| text << @orig[k, 1] unless @hidden[k] }
      text
    end
  end
end
