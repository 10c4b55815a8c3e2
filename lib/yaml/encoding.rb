# yaml/encoding.rb - escaping and unescaping of double-quoted text.

module YAML
  # value with control characters, backslashes and quotes escaped (the
  # characters in skip are left alone).
  def self.escape(value, skip = "")
    value.gsub(/\\|"|[\x00-\x1f]/) do |c|
      if skip.include?(c)
        c
      elsif c == "\\"
        "\\\\"
      elsif c == '"'
        "\\\""
      else
        ESCAPES[c[0]]
      end
    end
  end

  # The text of \n, \xNN, \uNNNN and the other escapes.
  def self.unescape(value)
    value.gsub(/\\(?:([nevfbart\\])|0?x([0-9A-Fa-f]{2})|u([0-9A-Fa-f]{4}))/) do
      if $3
        [$3.hex].pack('U*')
      elsif $2
        [$2].pack("H2")
      else
        UNESCAPES[$1]
      end
    end
  end
end
