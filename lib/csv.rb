# csv.rb - CSV (comma separated values) of Ruby 1.8: rows are Arrays of
# Strings, an empty unquoted cell is nil and "" a quoted empty one.
# fs is the field separator (',' by default), rs the row separator (nil:
# "\n" or "\r\n").

class CSV
  class IllegalFormatError < RuntimeError; end

  # Deprecated cell type: a String; parsed cells are Cells (as in 1.8.7).
  class Cell < String
    def initialize(data = '', is_null = false)
      super(is_null ? '' : data)
    end

    def data
      to_s
    end
  end

  # Deprecated row type: an Array.
  class Row < Array
  end

  # CSV.open(path, 'r'|'rb') yields rows (or gives a Reader);
  # CSV.open(path, 'w'|'wb') yields a Writer (or gives it).
  def CSV.open(path, mode, fs = nil, rs = nil, &block)
    if mode == 'r' or mode == 'rb'
      open_reader(path, mode, fs, rs, &block)
    elsif mode == 'w' or mode == 'wb'
      open_writer(path, mode, fs, rs, &block)
    else
      raise ArgumentError.new("'mode' must be 'r', 'rb', 'w', or 'wb'")
    end
  end

  def CSV.foreach(path, rs = nil, &block)
    open_reader(path, 'r', ',', rs, &block)
  end

  def CSV.read(path, length = nil, offset = nil)
    CSV.parse(IO.read(path, length, offset))
  end

  def CSV.readlines(path, rs = nil)
    reader = open_reader(path, 'r', ',', rs)
    begin
      reader.collect { |row| row }
    ensure
      reader.close
    end
  end

  def CSV.generate(path, fs = nil, rs = nil, &block)
    open_writer(path, 'w', fs, rs, &block)
  end

  # The rows of a String: an Array, or each given to the block.
  def CSV.parse(str_or_readable, fs = nil, rs = nil, &block)
    if File.exist?(str_or_readable)
      STDERR.puts("CSV.parse(filename) is deprecated." +
        "  Use CSV.open(filename, 'r') instead.")
      return open_reader(str_or_readable, 'r', fs, rs, &block)
    end
    if block
      CSV::Reader.parse(str_or_readable, fs, rs) do |row|
        yield(row)
      end
      nil
    else
      CSV::Reader.create(str_or_readable, fs, rs).collect { |row| row }
    end
  end

  # The first row of +src+.
  def CSV.parse_line(src, fs = nil, rs = nil)
    fs ||= ','
    if fs.is_a?(Fixnum)
      fs = fs.chr
    end
    if !rs.nil? and rs.is_a?(Fixnum)
      rs = rs.chr
    end
    idx = 0
    res_type = :DT_COLSEP
    row = []
    begin
      while res_type == :DT_COLSEP
        res_type, idx, cell = parse_body(src, idx, fs, rs)
        row << cell
      end
    rescue IllegalFormatError
      return []
    end
    row
  end

  # One row as a line (without the row separator); cells holding fs, rs,
  # a quote, CR or LF are quoted.
  def CSV.generate_line(row, fs = nil, rs = nil)
    if row.size == 0
      return ''
    end
    fs ||= ','
    if fs.is_a?(Fixnum)
      fs = fs.chr
    end
    if !rs.nil? and rs.is_a?(Fixnum)
      rs = rs.chr
    end
    res_type = :DT_COLSEP
    result_str = ''
    idx = 0
    while true
      generate_body(row[idx], result_str, fs, rs)
      idx += 1
      if (idx == row.size)
        break
      end
      generate_separator(:DT_COLSEP, result_str, fs, rs)
    end
    result_str
  end

  # Parses the row at +idx+ of +src+ into +out_dev+ (with <<); returns
  # [cells parsed, index of the next row], or [0, 0] on a malformed row.
  def CSV.parse_row(src, idx, out_dev, fs = nil, rs = nil)
    fs ||= ','
    if fs.is_a?(Fixnum)
      fs = fs.chr
    end
    if !rs.nil? and rs.is_a?(Fixnum)
      rs = rs.chr
    end
    return 0, 0 if idx > src.size # (past the end: nothing to parse)
    idx_backup = idx
    parsed_cells = 0
    res_type = :DT_COLSEP
    begin
      while res_type != :DT_ROWSEP
        res_type, idx, cell = parse_body(src, idx, fs, rs)
        if res_type == :DT_EOS
          if idx == idx_backup #((parsed_cells == 0) and cell.nil?)
            return 0, 0
          end
          res_type = :DT_ROWSEP
        end
        parsed_cells += 1
        out_dev << cell
      end
    rescue IllegalFormatError
      return 0, 0
    end
    return parsed_cells, idx
  end

  # Writes the first +cells+ cells of +src+ to +out_dev+ as a line ending
  # in rs ("\n"); returns the number of cells.
  def CSV.generate_row(src, cells, out_dev, fs = nil, rs = nil)
    fs ||= ','
    if fs.is_a?(Fixnum)
      fs = fs.chr
    end
    if !rs.nil? and rs.is_a?(Fixnum)
      rs = rs.chr
    end
    src_size = src.size
    if (src_size == 0)
      if cells == 0
        generate_separator(:DT_ROWSEP, out_dev, fs, rs)
      end
      return 0
    end
    res_type = :DT_COLSEP
    parsed_cells = 0
    generate_body(src[parsed_cells], out_dev, fs, rs)
    parsed_cells += 1
    while ((parsed_cells < cells) and (parsed_cells != src_size))
      generate_separator(:DT_COLSEP, out_dev, fs, rs)
      generate_body(src[parsed_cells], out_dev, fs, rs)
      parsed_cells += 1
    end
    if (parsed_cells == cells)
      generate_separator(:DT_ROWSEP, out_dev, fs, rs)
    else
      generate_separator(:DT_COLSEP, out_dev, fs, rs)
    end
    parsed_cells
  end

  class << self
    private

    def open_reader(path, mode, fs, rs, &block)
      open_stream(CSV::Reader, :parse, path, mode, fs, rs, &block)
    end

    def open_writer(path, mode, fs, rs, &block)
      open_stream(CSV::Writer, :generate, path, mode, fs, rs, &block)
    end

    # a Reader/Writer on the file at path: with a block, klass.each_method
    # yields to it and the file is closed after (nil); without, the stream
    # is returned and closes the file when it is closed
    def open_stream(klass, each_method, path, mode, fs, rs)
      file = File.open(path, mode)
      if block_given?
        begin
          klass.__send__(each_method, file, fs, rs) { |x| yield(x) }
        ensure
          file.close
        end
        nil
      else
        stream = klass.create(file, fs, rs)
        stream.close_on_terminate
        stream
      end
    end

    # The cell at +idx+: [separator type after it (:DT_COLSEP, :DT_ROWSEP
    # or :DT_EOS), index past that separator, cell (nil when empty and
    # unquoted)].  Raises IllegalFormatError on a malformed cell.
    def parse_body(src, idx, fs, rs)
      if src[idx, 1] == '"'
        parse_quoted(src, idx + 1, fs, rs)
      else
        parse_unquoted(src, idx, fs, rs)
      end
    end

    def parse_quoted(src, idx, fs, rs)
      cell = ''
      while true
        close = src.index('"', idx)
        raise IllegalFormatError unless close
        cell << src[idx...close]
        if src[close + 1, 1] == '"'
          cell << '"'
          idx = close + 2
        else
          idx = close + 1
          break
        end
      end
      type, len = separator_at(src, idx, fs, rs)
      type, len = quoted_tail(src, idx, fs, rs, cell) unless type
      raise IllegalFormatError unless type
      return type, idx + len, Cell.new(cell)
    end

    # (1.8.7: after a closing quote, the start of a longer column
    # separator that the row's end cuts short is more of the cell)
    def quoted_tail(src, idx, fs, rs, cell)
      (1...fs.size).each do |n|
        next unless src[idx, n] == fs[0, n]
        type, len = separator_at(src, idx + n, fs, rs)
        next unless type == :DT_ROWSEP or type == :DT_EOS
        cell << fs[0, n]
        return type, n + len
      end
      nil
    end

    def parse_unquoted(src, idx, fs, rs)
      # (an empty cell before a "\r" that ends the source takes it as the
      # row separator, as 1.8.7)
      if rs.nil? and idx == src.size - 1 and src[idx] == ?\r
        return :DT_ROWSEP, idx + 1, nil
      end
      # (1.8.7 loses a cell that is the first character of a longer column
      # separator and ends its row)
      if fs.size > 1 and src[idx, 1] == fs[0, 1]
        type, len = separator_at(src, idx + 1, fs, rs)
        type, len = :DT_ROWSEP, 1 if rs.nil? and idx + 2 == src.size and src[idx + 1] == ?\r
        return type, idx + 1 + len, nil if type == :DT_ROWSEP
      end
      stop = unquoted_end(src, idx, fs, rs)
      type, len = separator_at(src, stop, fs, rs)
      cell = src[idx...stop]
      if cell.index('"') or (rs.nil? and cell.index("\r"))
        raise IllegalFormatError
      end
      return type, stop + len, (cell.empty? ? nil : Cell.new(cell))
    end

    # Where the unquoted cell at +idx+ ends: the nearest separator.
    def unquoted_end(src, idx, fs, rs)
      stop = src.size
      if !fs.empty? and (i = src.index(fs, idx))
        stop = i
      end
      if rs.nil?
        j = src.index("\n", idx)
        j -= 1 if j and j > idx and src[j - 1] == ?\r
      elsif !rs.empty?
        j = src.index(rs, idx)
      end
      stop = j if j and j < stop
      stop
    end

    # The separator starting at +idx+ and its length, or nil.
    def separator_at(src, idx, fs, rs)
      if idx >= src.size
        [:DT_EOS, 0]
      elsif !fs.empty? and src[idx, fs.size] == fs
        [:DT_COLSEP, fs.size]
      elsif rs.nil?
        if src[idx, 1] == "\n"
          [:DT_ROWSEP, 1]
        elsif src[idx, 2] == "\r\n"
          [:DT_ROWSEP, 2]
        end
      elsif !rs.empty? and src[idx, rs.size] == rs
        [:DT_ROWSEP, rs.size]
      end
    end

    def generate_body(cell, out_dev, fs, rs)
      if cell.nil?
        # empty
      else
        cell = cell.to_s
        row_sep = rs || "\n"
        if cell.empty? or cell.include?('"') or cell.include?(fs) or
            cell.include?(row_sep) or cell.include?("\r") or
            cell.include?("\n")
          out_dev << '"' << cell.gsub('"', '""') << '"'
        else
          out_dev << cell
        end
      end
    end

    def generate_separator(type, out_dev, fs, rs)
      case type
      when :DT_COLSEP
        out_dev << fs
      when :DT_ROWSEP
        out_dev << (rs || "\n")
      end
    end
  end

  # Reads rows from a String (StringReader) or an IO (IOReader).
  class Reader
    include Enumerable

    # Rows of +str_or_readable+: to the block, or as an Array.
    def Reader.parse(str_or_readable, fs = ',', rs = nil, &block)
      reader = Reader.create(str_or_readable, fs, rs)
      if block
        reader.each do |row|
          yield(row)
        end
        reader.close
        nil
      else
        reader
      end
    end

    def Reader.create(str_or_readable, fs = ',', rs = nil)
      case str_or_readable
      when IO
        IOReader.new(str_or_readable, fs, rs)
      when String
        StringReader.new(str_or_readable, fs, rs)
      else
        IOReader.new(str_or_readable, fs, rs)
      end
    end

    def each
      while true
        row = []
        parsed_cells = get_row(row)
        if parsed_cells == 0
          break
        end
        yield(row)
      end
      nil
    end

    # The next row ([] past the end).
    def shift
      row = []
      parsed_cells = get_row(row)
      row
    end

    def close
      terminate
    end

    private

    def initialize(dev)
      raise RuntimeError.new('Do not instanciate this class directly.')
    end

    def get_row(row)
      raise NotImplementedError.new('Method get_row must be defined in a derived class.')
    end

    def terminate
      # nothing to do
    end
  end

  class StringReader < Reader
    def initialize(string, fs = ',', rs = nil)
      @fs = fs
      @rs = rs
      @dev = string
      @idx = 0
      if @dev[0, 3] == "\xef\xbb\xbf"
        @idx += 3
      end
    end

    private

    def get_row(row)
      parsed_cells, next_idx = CSV.parse_row(@dev, @idx, row, @fs, @rs)
      if parsed_cells == 0 and next_idx == 0 and @idx != @dev.size
        raise IllegalFormatError.new
      end
      @idx = next_idx
      parsed_cells
    end
  end

  # Reads an IO; the whole input is read at the first row.
  class IOReader < Reader
    def initialize(io, fs = ',', rs = nil)
      @io = io
      @fs = fs
      @rs = rs
      @dev = @io.read || '' # (read when created, as 1.8.7's buffer is)
      @idx = 0
      @close_on_terminate = false
    end

    # Closes the IO too when the reader is closed.
    def close_on_terminate
      @close_on_terminate = true
    end

    private

    def get_row(row)
      # (a closed reader's buffer is gone: NoMethodError, as 1.8.7)
      return 0 if @idx >= @dev.size
      parsed_cells, next_idx = CSV.parse_row(@dev, @idx, row, @fs, @rs)
      if parsed_cells == 0 and next_idx == 0
        raise IllegalFormatError.new
      end
      @idx = next_idx
      parsed_cells
    end

    def terminate
      @dev = nil
      if @close_on_terminate
        @io.close
      end
    end
  end

  # Writes rows (with <<) to a String or an IO.
  class Writer
    def Writer.generate(str_or_writable, fs = ',', rs = nil, &block)
      writer = Writer.create(str_or_writable, fs, rs)
      if block
        yield(writer)
        writer.close
        nil
      else
        writer
      end
    end

    def Writer.create(str_or_writable, fs = ',', rs = nil)
      BasicWriter.new(str_or_writable, fs, rs)
    end

    def <<(row)
      CSV.generate_row(row, row.size, @dev, @fs, @rs)
      self
    end
    alias add_row <<

    def close
      terminate
    end

    private

    def initialize(dev)
      raise RuntimeError.new('Do not instanciate this class directly.')
    end

    def terminate
      # nothing to do
    end
  end

  class BasicWriter < Writer
    def initialize(str_or_writable, fs = ',', rs = nil)
      @fs = fs
      @rs = rs
      @dev = str_or_writable
      @close_on_terminate = false
    end

    # Closes the device too when the writer is closed.
    def close_on_terminate
      @close_on_terminate = true
    end

    private

    def terminate
      if @close_on_terminate
        @dev.close
      end
    end
  end

  # A buffer over a stream read in chunks: get/[] look ahead, drop
  # consumes; subclasses define read(size) (nil at the end).
  class StreamBuf
    BufSize = 1024 * 8

    def initialize
      @buf = ''
      @is_eos = false
      fill(1)
    end

    # The character (as a Fixnum) at +idx+ ahead, or the +n+ characters.
    # (a negative index is nil; at the end, n characters are "" as String#[])
    def [](idx, n = nil)
      return nil if idx < 0
      fill(idx + (n || 1))
      n ? @buf[idx, n] : @buf[idx]
    end
    alias get []

    # Consumes +n+ characters; returns how many were.
    def drop(n)
      return 0 if n <= 0
      fill(n)
      n = @buf.size if n > @buf.size
      @buf[0, n] = ''
      n
    end

    def is_eos?
      return false if @buf.nil?  # released
      fill(1)
      @buf.empty?
    end

    protected

    # releases the buffer (what is read later raises NoMethodError, as 1.8.7)
    def terminate
      @buf = nil
    end

    def read(size)
      raise NotImplementedError.new('Method read must be defined in a derived class.')
    end

    private

    def fill(size)
      while @buf.size < size and !@is_eos
        chunk = read(BufSize)
        if chunk.nil? or chunk.empty?
          @is_eos = true
        else
          @buf << chunk
        end
      end
    end
  end

  class IOBuf < StreamBuf
    def initialize(s)
      @s = s
      super()
    end

    def close
      terminate
    end

    private

    def read(size)
      @s.read(size)
    end

    # (1.8.7 leaves the IO open)
    def terminate
      super
      nil
    end
  end
end
