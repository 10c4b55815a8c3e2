# stringio.rb - StringIO: an IO-like object reading and writing a String.

class StringIO
  include Enumerable

  def self.open(*args)
    io = new(*args)
    return io unless block_given?
    begin
      yield io
    ensure
      io.close unless io.closed?
    end
  end

  def initialize(string = "", mode = nil)
    unless string.kind_of?(String)
      if string.respond_to?(:to_str)
        string = string.to_str
      else
        raise TypeError, "can't convert #{string.nil? ? 'nil' : string.class} into String"
      end
    end
    @string = string
    @pos = 0
    @lineno = 0
    @sync = true
    @closed_read = false
    @closed_write = false
    @append = false
    set_mode(mode)
  end

  def set_mode(mode)
    if mode.nil?
      @readable = true
      @writable = !@string.frozen?
    elsif mode.kind_of?(Integer)
      acc = mode & 3
      @readable = (acc == File::RDONLY || acc == File::RDWR)
      @writable = (acc == File::WRONLY || acc == File::RDWR)
      @append = (mode & File::APPEND) != 0
      @string.replace("") if (mode & File::TRUNC) != 0
    else
      m = mode.to_str.delete("b")
      case m[0, 1]
      when "r"
        @readable = true
        @writable = m.include?("+")
      when "w"
        @writable = true
        @readable = m.include?("+")
        @string.replace("")
      when "a"
        @writable = true
        @append = true
        @readable = m.include?("+")
      else
        raise ArgumentError, "illegal access mode #{mode}"
      end
    end
    if @writable && @string.frozen?
      raise Errno::EACCES, "Permission denied"
    end
  end
  private :set_mode

  def reopen(string = "", mode = nil)
    initialize(string, mode)
    self
  end

  attr_reader :string
  attr_accessor :lineno

  def string=(str)
    @string = str
    @pos = 0
    @lineno = 0
    @readable = true
    @writable = !str.frozen?
    str
  end

  def pos
    check_open
    @pos
  end
  alias tell pos

  def pos=(n)
    raise Errno::EINVAL, "Invalid argument" if n < 0
    @pos = n
  end

  def seek(offset, whence = IO::SEEK_SET)
    raise IOError, "closed stream" if closed?
    case whence
    when IO::SEEK_SET then base = 0
    when IO::SEEK_CUR then base = @pos
    when IO::SEEK_END then base = @string.length
    else raise Errno::EINVAL, "Invalid argument - invalid whence"
    end
    n = base + offset
    raise Errno::EINVAL, "Invalid argument" if n < 0
    @pos = n
    0
  end

  def rewind
    @pos = 0
    @lineno = 0
    0
  end

  def sync; true; end
  def sync=(v); v; end
  def fsync; 0; end
  def flush; self; end
  def fileno; nil; end
  def isatty; false; end
  alias tty? isatty
  def pid; nil; end
  def fcntl(*a); raise NotImplementedError, "fcntl() function is unimplemented on this machine"; end
  def binmode; self; end

  def size
    @string.length
  end
  alias length size

  def eof
    check_readable
    @pos >= @string.length
  end
  alias eof? eof

  def close
    raise IOError, "closed stream" if closed?
    @closed_read = @closed_write = true
    nil
  end

  def close_read
    raise IOError, "closing non-duplex IO for reading" unless @readable
    @closed_read = true
    nil
  end

  def close_write
    raise IOError, "closing non-duplex IO for writing" unless @writable
    @closed_write = true
    nil
  end

  def closed?
    closed_read? && closed_write?
  end

  def closed_read?
    @closed_read || !@readable
  end

  def closed_write?
    @closed_write || !@writable
  end

  # ---- reading ----

  def read(length = nil, buffer = nil)
    check_readable
    if length.nil?
      s = @pos >= @string.length ? "" : @string[@pos..-1]
      @pos = @string.length if @pos < @string.length
    else
      length = length.to_int
      raise ArgumentError, "negative length #{length} given" if length < 0
      if length > 0 && @pos >= @string.length
        buffer.replace("") if buffer
        return nil
      end
      s = @string[@pos, length] || ""
      @pos += s.length
    end
    if buffer
      buffer.replace(s)
      buffer
    else
      s
    end
  end

  def sysread(*args)
    s = read(*args)
    raise EOFError, "end of file reached" if s.nil? || (s.empty? && (args.empty? || args[0] != 0))
    s
  end
  alias readpartial sysread
  alias read_nonblock sysread

  def getc
    check_readable
    return nil if @pos >= @string.length
    c = @string[@pos]
    @pos += 1
    c
  end

  def readchar
    c = getc
    raise EOFError, "end of file reached" if c.nil?
    c
  end

  def ungetc(c)
    check_readable
    return nil if c.nil?
    c = c.chr if c.kind_of?(Integer)
    if @pos == 0
      @string[0, 0] = c
    elsif @pos > @string.length
      @string << "\0" * (@pos - @string.length)
      @pos -= c.length
      @string[@pos, c.length] = c
    else
      @pos -= c.length
      @pos = 0 if @pos < 0
      @string[@pos, c.length] = c
    end
    nil
  end

  def each_byte
    return to_enum(:each_byte) unless block_given?
    check_readable
    while @pos < @string.length
      b = @string[@pos]
      @pos += 1
      yield b
    end
    self
  end
  alias bytes each_byte

  def each_char
    return to_enum(:each_char) unless block_given?
    while c = getc
      yield c.chr
    end
    self
  end
  alias chars each_char

  def gets(sep = $/, limit = nil)
    check_readable
    line = read_line(sep)
    @lineno += 1 if line
    $_ = line
    line
  end

  def readline(*args)
    l = gets(*args)
    raise EOFError, "end of file reached" if l.nil?
    l
  end

  def each_line(sep = $/)
    return to_enum(:each_line, sep) unless block_given?
    check_readable
    while line = gets(sep)
      yield line
    end
    self
  end
  alias each each_line
  alias lines each_line

  def readlines(sep = $/)
    check_readable
    a = []
    while line = gets(sep)
      a << line
    end
    a
  end

  # ---- writing ----

  def write(obj)
    check_writable
    s = obj.to_s
    return 0 if s.empty?
    @pos = @string.length if @append
    if @pos > @string.length
      @string << "\0" * (@pos - @string.length)
    end
    @string[@pos, s.length] = s
    @pos += s.length
    s.length
  end
  alias syswrite write
  alias write_nonblock write

  def <<(obj)
    write(obj)
    self
  end

  def print(*args)
    args = [$_] if args.empty?
    args.each_with_index do |a, i|
      write($,) if $, && i > 0
      write(a.nil? ? "nil" : a)
    end
    write($\) if $\
    nil
  end

  def puts(*args)
    if args.empty?
      write("\n")
      return nil
    end
    args.each do |a|
      if a.nil?
        write("nil\n")
      elsif a.kind_of?(Array)
        if a.empty?
          next
        end
        puts(*a)
      else
        s = a.to_s
        write(s)
        write("\n") unless s[-1, 1] == "\n"
      end
    end
    nil
  end

  def printf(fmt, *args)
    write(sprintf(fmt, *args))
    nil
  end

  def putc(c)
    check_writable
    if c.kind_of?(String)
      write(c[0, 1])
    else
      write((c.to_int & 0xff).chr)
    end
    c
  end

  def truncate(len)
    check_writable
    len = len.to_int
    raise Errno::EINVAL, "negative length" if len < 0
    if len < @string.length
      @string[len..-1] = ""
    else
      @string << "\0" * (len - @string.length)
    end
    0
  end

  private

  def read_line(sep)
    return nil if @pos >= @string.length
    if sep.nil?
      line = @string[@pos..-1]
      @pos = @string.length
      return line
    end
    sep = sep.to_str
    if sep.empty?
      # paragraph mode: skip leading newlines, read to a blank line
      while @pos < @string.length && @string[@pos] == ?\n
        @pos += 1
      end
      return nil if @pos >= @string.length
      idx = @string.index("\n\n", @pos)
      if idx
        line = @string[@pos...(idx + 2)]
        @pos = idx + 2
        while @pos < @string.length && @string[@pos] == ?\n
          @pos += 1
        end
      else
        line = @string[@pos..-1]
        @pos = @string.length
      end
      return line
    end
    idx = @string.index(sep, @pos)
    if idx
      line = @string[@pos...(idx + sep.length)]
      @pos = idx + sep.length
    else
      line = @string[@pos..-1]
      @pos = @string.length
    end
    line
  end

  def check_open
  end

  def check_readable
    raise IOError, "not opened for reading" if @closed_read || !@readable
  end

  def check_writable
    raise IOError, "not opened for writing" if @closed_write || !@writable
  end
end
