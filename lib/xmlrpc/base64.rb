module XMLRPC

# An XML-RPC <base64> value: the decoded bytes, encodable on demand.
class Base64

  # str: the bytes (state :dec) or their Base64 text (state :enc)
  def initialize(str, state = :dec)
    case state
    when :enc
      @str = Base64.decode(str)
    when :dec
      @str = str
    else
      raise ArgumentError, "wrong argument; either :enc or :dec"
    end
  end

  def decoded
    @str
  end

  def encoded
    Base64.encode(@str)
  end

  def Base64.decode(str)
    str.gsub(/\s+/, "").unpack("m")[0]
  end

  def Base64.encode(str)
    [str].pack("m")
  end

end

end
