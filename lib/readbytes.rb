# readbytes.rb - IO#readbytes(n): exactly n bytes, or an exception.

# raised when fewer than the requested bytes were left; #data has them
class TruncatedDataError < IOError
  def initialize(mesg, data)
    @data = data
    super(mesg)
  end
  attr_reader :data
end

class IO
  def readbytes(n)
    str = read(n)
    raise EOFError, "End of file reached" if str == nil
    raise TruncatedDataError.new("data truncated", str) if str.size < n
    str
  end
end
