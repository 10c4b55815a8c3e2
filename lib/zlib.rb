# zlib.rb - a pure Ruby subset of the zlib library: Deflate (fixed Huffman
# codes with LZ77 matching, or stored blocks at level 0), Inflate (stored,
# fixed and dynamic blocks), crc32/adler32 and gzip files.

require 'stringio'

module Zlib
  VERSION = "0.6.0"
  ZLIB_VERSION = "1.2.3"

  NO_COMPRESSION = 0
  BEST_SPEED = 1
  BEST_COMPRESSION = 9
  DEFAULT_COMPRESSION = -1
  FILTERED = 1
  HUFFMAN_ONLY = 2
  DEFAULT_STRATEGY = 0
  MAX_WBITS = 15
  DEF_MEM_LEVEL = 8
  MAX_MEM_LEVEL = 9
  NO_FLUSH = 0
  SYNC_FLUSH = 2
  FULL_FLUSH = 3
  FINISH = 4
  BINARY = 0
  ASCII = 1
  UNKNOWN = 2
  OS_UNIX = 3
  OS_CODE = OS_UNIX

  class Error < StandardError; end
  class StreamEnd < Error; end
  class NeedDict < Error; end
  class DataError < Error; end
  class StreamError < Error; end
  class MemError < Error; end
  class BufError < Error; end
  class VersionError < Error; end

  CRC_TABLE = (0...256).map { |n|
    c = n
    8.times { c = (c & 1) == 1 ? (0xedb88320 ^ (c >> 1)) : (c >> 1) }
    c
  }

  def self.crc32(str = nil, crc = 0)
    return crc if str.nil?
    c = crc ^ 0xffffffff
    str.each_byte { |b| c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >> 8) }
    c ^ 0xffffffff
  end

  def self.adler32(str = nil, adler = 1)
    return adler if str.nil?
    a = adler & 0xffff
    b = (adler >> 16) & 0xffff
    str.each_byte do |x|
      a = (a + x) % 65521
      b = (b + a) % 65521
    end
    (b << 16) | a
  end

  def self.crc_table
    CRC_TABLE.dup
  end

  def self.check_string(str)
    return str if str.kind_of?(String)
    return str.to_str if str.respond_to?(:to_str)
    raise TypeError, "can't convert #{str.nil? ? 'nil' : str.class} into String"
  end

  LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35,
                 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
  LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                  4, 4, 4, 4, 5, 5, 5, 5, 0]
  DIST_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257,
               385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289,
               16385, 24577]
  DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9,
                9, 10, 10, 11, 11, 12, 12, 13, 13]
  CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  class BitWriter
    def initialize
      @out = []
      @acc = 0
      @n = 0
    end

    def bits(value, count)
      @acc |= value << @n
      @n += count
      while @n >= 8
        @out << (@acc & 0xff)
        @acc >>= 8
        @n -= 8
      end
    end

    # a Huffman code, most significant bit first
    def code(value, length)
      r = 0
      length.times { |i| r = (r << 1) | ((value >> i) & 1) }
      bits(r, length)
    end

    def align
      bits(0, (8 - @n) % 8) if @n > 0
    end

    def bytes(arr)
      align
      @out.concat(arr)
    end

    def string
      align
      @out.pack("C*")
    end
  end

  # raw deflate of data (an Array of bytes)
  def self.raw_deflate(data, level)
    w = BitWriter.new
    if level == 0
      if data.empty?
        w.bits(1, 1); w.bits(0, 2); w.align
        w.bytes([0, 0, 0xff, 0xff])
      end
      pos = 0
      while pos < data.size
        chunk = data[pos, 65535]
        pos += chunk.size
        w.bits(pos >= data.size ? 1 : 0, 1)
        w.bits(0, 2)
        w.align
        len = chunk.size
        w.bytes([len & 0xff, len >> 8, (~len) & 0xff, ((~len) >> 8) & 0xff])
        w.bytes(chunk)
      end
      return w.string
    end
    w.bits(1, 1)
    w.bits(1, 2)
    head = {}
    max_chain = level >= 6 ? 64 : 8
    i = 0
    n = data.size
    while i < n
      best_len = 0
      best_dist = 0
      if i + 2 < n
        key = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2]
        cands = head[key]
        if cands
          tries = 0
          cands.reverse_each do |j|
            break if i - j > 32768 || tries >= max_chain
            tries += 1
            l = 0
            l += 1 while l < 258 && i + l < n && data[j + l] == data[i + l]
            if l > best_len
              best_len = l
              best_dist = i - j
              break if l == 258
            end
          end
        end
      end
      if best_len >= 3
        fixed_lit(w, 257 + length_code(best_len)[0], best_len)
        dc = 0
        dc += 1 while dc < 29 && DIST_BASE[dc + 1] <= best_dist
        w.code(dc, 5)
        w.bits(best_dist - DIST_BASE[dc], DIST_EXTRA[dc]) if DIST_EXTRA[dc] > 0
        best_len.times do
          if i + 2 < n
            k = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2]
            (head[k] ||= []) << i
          end
          i += 1
        end
      else
        if i + 2 < n
          (head[(data[i] << 16) | (data[i + 1] << 8) | data[i + 2]] ||= []) << i
        end
        fixed_lit(w, data[i], nil)
        i += 1
      end
    end
    fixed_lit(w, 256, nil)
    w.string
  end

  def self.length_code(len)
    c = 0
    c += 1 while c < 28 && LENGTH_BASE[c + 1] <= len
    [c, len - LENGTH_BASE[c]]
  end

  def self.fixed_lit(w, sym, len)
    if sym < 144 then w.code(0x30 + sym, 8)
    elsif sym < 256 then w.code(0x190 + sym - 144, 9)
    elsif sym < 280 then w.code(sym - 256, 7)
    else w.code(0xc0 + sym - 280, 8)
    end
    if len
      c = sym - 257
      w.bits(len - LENGTH_BASE[c], LENGTH_EXTRA[c]) if LENGTH_EXTRA[c] > 0
    end
  end

  class BitReader
    def initialize(bytes, pos = 0)
      @bytes = bytes
      @pos = pos
      @acc = 0
      @n = 0
    end

    attr_reader :pos

    def bits(count)
      while @n < count
        b = @bytes[@pos]
        raise BufError, "buffer error" if b.nil?
        @acc |= b << @n
        @pos += 1
        @n += 8
      end
      v = @acc & ((1 << count) - 1)
      @acc >>= count
      @n -= count
      v
    end

    def align
      @acc = 0
      @n = 0
    end

    def byte_pos
      @pos
    end
  end

  # canonical Huffman decoding table: {[length, code] => symbol}
  def self.huffman(lengths)
    max = lengths.max || 0
    bl_count = Array.new(max + 1, 0)
    lengths.each { |l| bl_count[l] += 1 if l > 0 }
    code = 0
    next_code = [0]
    1.upto(max) do |bits|
      code = (code + bl_count[bits - 1]) << 1
      next_code[bits] = code
    end
    table = {}
    lengths.each_with_index do |l, sym|
      next if l == 0
      table[[l, next_code[l]]] = sym
      next_code[l] += 1
    end
    [table, max]
  end

  def self.decode_sym(r, t)
    table, max = t
    code = 0
    1.upto(max) do |len|
      code = (code << 1) | r.bits(1)
      s = table[[len, code]]
      return s if s
    end
    raise DataError, "invalid code"
  end

  FIXED_LIT = huffman([8] * 144 + [9] * 112 + [7] * 24 + [8] * 8)
  FIXED_DIST = huffman([5] * 30)

  # inflates raw deflate data from bytes at pos; returns [string, end pos]
  def self.raw_inflate(bytes, pos = 0)
    r = BitReader.new(bytes, pos)
    out = []
    loop do
      final = r.bits(1)
      type = r.bits(2)
      case type
      when 0
        r.align
        p0 = r.byte_pos
        raise BufError, "buffer error" if p0 + 4 > bytes.size
        len = bytes[p0] | (bytes[p0 + 1] << 8)
        nlen = bytes[p0 + 2] | (bytes[p0 + 3] << 8)
        raise DataError, "invalid stored block lengths" if len != (~nlen & 0xffff)
        raise BufError, "buffer error" if p0 + 4 + len > bytes.size
        out.concat(bytes[p0 + 4, len])
        r = BitReader.new(bytes, p0 + 4 + len)
      when 1, 2
        if type == 1
          lit, dist = FIXED_LIT, FIXED_DIST
        else
          hlit = r.bits(5) + 257
          hdist = r.bits(5) + 1
          hclen = r.bits(4) + 4
          cl = Array.new(19, 0)
          hclen.times { |i| cl[CL_ORDER[i]] = r.bits(3) }
          clt = huffman(cl)
          lens = []
          while lens.size < hlit + hdist
            s = decode_sym(r, clt)
            if s < 16 then lens << s
            elsif s == 16 then (r.bits(2) + 3).times { lens << lens.last }
            elsif s == 17 then (r.bits(3) + 3).times { lens << 0 }
            else (r.bits(7) + 11).times { lens << 0 }
            end
          end
          lit = huffman(lens[0, hlit])
          dist = huffman(lens[hlit, hdist])
        end
        loop do
          s = decode_sym(r, lit)
          if s < 256
            out << s
          elsif s == 256
            break
          else
            c = s - 257
            len = LENGTH_BASE[c] + (LENGTH_EXTRA[c] > 0 ? r.bits(LENGTH_EXTRA[c]) : 0)
            dc = decode_sym(r, dist)
            d = DIST_BASE[dc] + (DIST_EXTRA[dc] > 0 ? r.bits(DIST_EXTRA[dc]) : 0)
            raise DataError, "invalid distance too far back" if d > out.size
            start = out.size - d
            len.times { |k| out << out[start + k] }
          end
        end
      else
        raise DataError, "invalid block type"
      end
      break if final == 1
    end
    [out.pack("C*"), r.byte_pos]
  end

  class ZStream
    def close
      @closed = true
      nil
    end
    alias end close

    def closed?
      !!@closed
    end
    alias ended? closed?

    def finished?
      !!@finished
    end
    alias stream_end? finished?

    def total_in; @total_in || 0; end
    def total_out; @total_out || 0; end
  end

  class Deflate < ZStream
    def self.deflate(src, level = DEFAULT_COMPRESSION)
      src = Zlib.check_string(src)
      d = new(level)
      s = d.deflate(src, FINISH)
      d.close
      s
    end

    def initialize(level = DEFAULT_COMPRESSION, wbits = MAX_WBITS, memlevel = DEF_MEM_LEVEL, strategy = DEFAULT_STRATEGY)
      level = 6 if level.nil? || level == DEFAULT_COMPRESSION
      raise StreamError, "stream error" unless (0..9).include?(level)
      @level = level
      @buf = ""
      @raw = wbits < 0
    end

    def deflate(src, flush = NO_FLUSH)
      @buf << Zlib.check_string(src) unless src.nil?
      return "" unless flush == FINISH
      finish
    end

    def <<(src)
      @buf << Zlib.check_string(src)
      self
    end

    def finish
      data = @buf.unpack("C*")
      body = Zlib.raw_deflate(data, @level)
      @finished = true
      @total_in = @buf.size
      return body if @raw
      flevel = if @level < 2 then 0 elsif @level < 6 then 1 elsif @level == 6 then 2 else 3 end
      cmf = 0x78
      flg = flevel << 6
      flg += 31 - ((cmf * 256 + flg) % 31)
      s = [cmf, flg].pack("CC") + body + [Zlib.adler32(@buf)].pack("N")
      @buf = ""
      @total_out = s.size
      s
    end

    def params(level, strategy)
      @level = level == DEFAULT_COMPRESSION ? 6 : level
      nil
    end
  end

  class Inflate < ZStream
    def self.inflate(src)
      src = Zlib.check_string(src)
      i = new
      s = i.inflate(src)
      i.finish
      i.close
      s
    end

    def initialize(wbits = MAX_WBITS)
      @raw = wbits < 0
      @buf = ""
    end

    def inflate(src)
      @buf << Zlib.check_string(src) unless src.nil?
      bytes = @buf.unpack("C*")
      pos = 0
      unless @raw
        raise BufError, "buffer error" if bytes.size < 2
        cmf, flg = bytes[0], bytes[1]
        raise DataError, "incorrect header check" if (cmf * 256 + flg) % 31 != 0
        raise DataError, "unknown compression method" if (cmf & 0x0f) != 8
        raise NeedDict, "need dictionary" if (flg & 0x20) != 0
        pos = 2
      end
      out, pos = Zlib.raw_inflate(bytes, pos)
      unless @raw
        raise BufError, "buffer error" if pos + 4 > bytes.size
        sum = bytes[pos, 4].pack("C*").unpack("N")[0]
        raise DataError, "incorrect data check" if sum != Zlib.adler32(out)
      end
      @finished = true
      @buf = ""
      out
    end

    def <<(src)
      inflate(src)
      self
    end

    def finish
      ""
    end
  end

  class GzipFile
    class Error < Zlib::Error; end
    class NoFooter < Error; end
    class CRCError < Error; end
    class LengthError < Error; end

    def self.wrap(io)
      gz = new(io)
      return gz unless block_given?
      begin
        yield gz
      ensure
        gz.close unless gz.closed?
      end
    end

    def closed?
      !!@closed
    end

    def to_io
      @io
    end
  end

  class GzipWriter < GzipFile
    def self.open(filename, level = nil, strategy = nil, &block)
      wrap(File.open(filename, "wb"), &block)
    end

    def initialize(io, level = nil, strategy = nil)
      @io = io
      @level = level || DEFAULT_COMPRESSION
      @data = ""
      @mtime = 0
      @orig_name = nil
      @comment = nil
    end

    attr_accessor :mtime, :orig_name, :comment

    def write(str)
      s = str.to_s
      @data << s
      s.size
    end

    def <<(str)
      write(str)
      self
    end

    def print(*args)
      args.each { |a| write(a) }
      write($\) if $\
      nil
    end

    def puts(*args)
      sio = StringIO.new
      sio.puts(*args)
      write(sio.string)
      nil
    end

    def printf(*args)
      write(sprintf(*args))
      nil
    end

    def putc(c)
      write(c.kind_of?(Integer) ? (c & 0xff).chr : c.to_s[0, 1])
      c
    end

    def flush(*args)
      self
    end

    def finish
      level = @level == DEFAULT_COMPRESSION ? 6 : @level
      flags = 0
      flags |= 0x08 if @orig_name
      flags |= 0x10 if @comment
      xfl = level == 9 ? 2 : (level == 1 ? 4 : 0)
      head = [0x1f, 0x8b, 8, flags, @mtime.to_i, xfl, OS_CODE].pack("CCCCVCC")
      head << @orig_name << "\0" if @orig_name
      head << @comment << "\0" if @comment
      body = Zlib.raw_deflate(@data.unpack("C*"), level)
      @io.write(head + body + [Zlib.crc32(@data), @data.size & 0xffffffff].pack("VV"))
      @closed = true
      @io
    end

    def close
      io = finish
      io.close if io.respond_to?(:close)
      io
    end
  end

  class GzipReader < GzipFile
    include Enumerable

    def self.open(filename, &block)
      wrap(File.open(filename, "rb"), &block)
    end

    def initialize(io)
      @io = io
      raw = io.read || ""
      bytes = raw.unpack("C*")
      if bytes.size < 10 || bytes[0] != 0x1f || bytes[1] != 0x8b
        raise GzipFile::Error, "not in gzip format"
      end
      flags = bytes[3]
      @mtime = Time.at(bytes[4, 4].pack("C*").unpack("V")[0])
      pos = 10
      if flags & 0x04 != 0
        xlen = bytes[pos] | (bytes[pos + 1] << 8)
        pos += 2 + xlen
      end
      if flags & 0x08 != 0
        e = bytes.index(0, pos)
        @orig_name = bytes[pos...e].pack("C*")
        pos = e + 1
      end
      if flags & 0x10 != 0
        e = bytes.index(0, pos)
        @comment = bytes[pos...e].pack("C*")
        pos = e + 1
      end
      pos += 2 if flags & 0x02 != 0
      data, pos = Zlib.raw_inflate(bytes, pos)
      raise NoFooter, "footer is not found" if pos + 8 > bytes.size
      crc, len = bytes[pos, 8].pack("C*").unpack("VV")
      raise CRCError, "invalid compressed data -- crc error" if crc != Zlib.crc32(data)
      raise LengthError, "invalid compressed data -- length error" if len != (data.size & 0xffffffff)
      @sio = StringIO.new(data)
    end

    attr_reader :mtime, :orig_name, :comment

    def read(*args) @sio.read(*args) end
    def gets(*args) @sio.gets(*args) end
    def readline(*args) @sio.readline(*args) end
    def readlines(*args) @sio.readlines(*args) end
    def getc() @sio.getc end
    def readchar() @sio.readchar end
    def each_byte(&b) @sio.each_byte(&b) end
    def ungetc(c) @sio.ungetc(c) end
    def eof?() @sio.eof? end
    alias eof eof?
    def pos() @sio.pos end
    alias tell pos
    def lineno() @sio.lineno end
    def rewind() @sio.rewind; 0 end

    def each(*args, &block)
      @sio.each(*args, &block)
      self
    end
    alias each_line each

    def unused
      nil
    end

    def close
      @closed = true
      @io.close if @io.respond_to?(:close)
      @io
    end
  end

  def self.deflate(src, level = DEFAULT_COMPRESSION)
    Deflate.deflate(src, level)
  end

  def self.inflate(src)
    Inflate.inflate(src)
  end
end
