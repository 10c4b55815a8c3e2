# net/protocol.rb -- the buffered socket and error classes shared by
# net/http, net/smtp, net/pop, net/ftp and net/telnet (Ruby 1.8.7 API).

require 'socket'
require 'timeout'

module Net

  # Base of the protocol session classes (HTTP, SMTP, POP3).
  class Protocol
    # Defines a reader method +name+ that answers +val+.
    def Protocol.protocol_param(name, val)
      module_eval "def #{name}\n  #{val}\nend\n"
    end
  end

  class ProtocolError          < StandardError;  end
  class ProtoSyntaxError       < ProtocolError;  end
  class ProtoFatalError        < ProtocolError;  end
  class ProtoUnknownError      < ProtocolError;  end
  class ProtoServerError       < ProtocolError;  end
  class ProtoAuthError         < ProtocolError;  end
  class ProtoCommandError      < ProtocolError;  end
  class ProtoRetriableError    < ProtocolError;  end
  ProtocRetryError = ProtoRetriableError

  # An IO wrapper with a read buffer and a read timeout; the timeout raises
  # Timeout::Error as 1.8.7 does.
  class BufferedIO
    BUFSIZE = 1024 * 16

    def initialize(io)
      @io = io
      @read_timeout = 60
      @debug_output = nil
      @rbuf = ''
    end

    attr_reader :io
    attr_accessor :read_timeout
    attr_accessor :debug_output

    def inspect
      "#<#{self.class} io=#{@io}>"
    end

    def close
      @io.close
    end

    def closed?
      @io.closed?
    end

    # Reads exactly +len+ bytes into +dest+ (fewer at end of file when
    # +ignore_eof+ is true, otherwise EOFError).
    def read(len, dest = '', ignore_eof = false)
      LOG "reading #{len} bytes..."
      read_bytes = 0
      begin
        while read_bytes + @rbuf.size < len
          dest << (s = rbuf_consume(@rbuf.size))
          read_bytes += s.size
          rbuf_fill
        end
        dest << (s = rbuf_consume(len - read_bytes))
        read_bytes += s.size
      rescue EOFError
        raise unless ignore_eof
      end
      LOG "read #{read_bytes} bytes"
      dest
    end

    # Reads everything up to end of file into +dest+.
    def read_all(dest = '')
      LOG 'reading all...'
      read_bytes = 0
      begin
        while true
          dest << (s = rbuf_consume(@rbuf.size))
          read_bytes += s.size
          rbuf_fill
        end
      rescue EOFError
        ;
      end
      LOG "read #{read_bytes} bytes"
      dest
    end

    # Answers the data up to and including +terminator+.
    def readuntil(terminator, ignore_eof = false)
      begin
        until idx = @rbuf.index(terminator)
          rbuf_fill
        end
        return rbuf_consume(idx + terminator.size)
      rescue EOFError
        raise unless ignore_eof
        return rbuf_consume(@rbuf.size)
      end
    end

    # One line without its "\n" (and without a "\r" before it).
    def readline
      readuntil("\n").chop
    end

    def write(str)
      writing {
        write0 str
      }
    end

    def writeline(str)
      writing {
        write0 str + "\r\n"
      }
    end

    private

    # Appends the next chunk from the io; waits at most @read_timeout seconds.
    def rbuf_fill
      timeout(@read_timeout) {
        @rbuf << @io.sysread(BUFSIZE)
      }
    end

    def rbuf_consume(len)
      s = @rbuf.slice!(0, len)
      @debug_output << %Q[-> #{s.dump}\n] if @debug_output
      s
    end

    def writing
      @written_bytes = 0
      @debug_output << '<- ' if @debug_output
      yield
      @debug_output << "\n" if @debug_output
      bytes = @written_bytes
      @written_bytes = nil
      bytes
    end

    def write0(str)
      @debug_output << str.dump if @debug_output
      len = @io.write(str)
      @written_bytes += len
      len
    end

    # As write(str) for each of +strs+ (their debug lines too), with a single
    # write to the io: a request in two writes (a small header, then the
    # body) waits on Nagle's algorithm and the peer's delayed ACK.
    def write_gathered(*strs)
      if @debug_output
        strs.each {|str| writing { @debug_output << str.dump } }
      end
      data = strs.join('')
      len = data.size
      # IO#write of more than 4 KB while other threads live leaves in
      # writes of 4 KB, each waiting on the ACK of the one before: a socket
      # takes the data by send(2), as much as its buffer holds at a time
      if @io.kind_of?(BasicSocket) && @io.sync && len > 4096
        flags = defined?(Socket::MSG_DONTWAIT) ? Socket::MSG_DONTWAIT : 0
        while data.size > 0
          n = @io.send(data, flags)
          data = data[n..-1]
        end
        len
      else
        @io.write(data)
      end
    end

    def LOG_off
      @save_debug_out = @debug_output
      @debug_output = nil
    end

    def LOG_on
      @debug_output = @save_debug_out
    end

    def LOG(msg)
      return unless @debug_output
      @debug_output << msg + "\n"
    end
  end

  # A BufferedIO that speaks the dot-terminated message format of SMTP/POP3.
  class InternetMessageIO < BufferedIO
    def InternetMessageIO.old_open(addr, port,
                                   open_timeout = nil, read_timeout = nil, debug_output = nil)
      s = timeout(open_timeout) { TCPSocket.open(addr, port) }
      io = new(s)
      io.read_timeout = read_timeout
      io.debug_output = debug_output
      io
    end

    def initialize(io)
      super
      @wbuf = nil
    end

    # Yields each line of a dot-terminated message, with the leading dot of a
    # stuffed line removed.
    def each_message_chunk
      LOG 'reading message...'
      LOG_off()
      read_bytes = 0
      while (line = readuntil("\r\n")) != ".\r\n"
        read_bytes += line.size
        yield line.sub(/\A\./, '')
      end
      LOG_on()
      LOG "read message (#{read_bytes} bytes)"
    end

    # Yields each line of a dot-terminated list, without its line end.
    def each_list_item
      while (str = readuntil("\r\n")) != ".\r\n"
        yield str.chop
      end
    end

    # Sends +src+ (a String, an IO or anything with each) dot-stuffed with
    # CRLF line ends and the terminating dot line.
    def write_message_0(src)
      prev = @written_bytes
      each_crlf_line(src) do |line|
        write0 line.sub(/\A\./, '..')
      end
      @written_bytes - prev
    end

    def write_message(src)
      LOG "writing message from #{src.class}"
      LOG_off()
      len = writing {
        using_each_crlf_line {
          write_message_0 src
        }
      }
      LOG_on()
      LOG "wrote #{len} bytes"
      len
    end

    # Sends what the block writes to the yielded adapter as a message.
    def write_message_by_block(&block)
      LOG 'writing message from block'
      LOG_off()
      len = writing {
        using_each_crlf_line {
          begin
            block.call(WriteAdapter.new(self, :write_message_0))
          rescue LocalJumpError
            # allow `break' from writer block
          end
        }
      }
      LOG_on()
      LOG "wrote #{len} bytes"
      len
    end

    private

    def using_each_crlf_line
      @wbuf = ''
      yield
      if not @wbuf.empty?
        @wbuf.concat "\r\n" unless /\r\n\z/ =~ @wbuf
        write0 @wbuf.sub(/\A\./, '..')
      elsif @written_bytes == 0
        write0 "\r\n"
      end
      write0 ".\r\n"
      @wbuf = nil
    end

    # Splits the buffered text into CRLF-terminated lines; a partial last
    # line stays buffered for the next call.
    def each_crlf_line(src)
      buffer_filling(@wbuf, src) do
        while line = @wbuf.slice!(/\A.*(?:\n|\r\n|\r(?!\z))/n)
          yield line.chomp("\n") + "\r\n"
        end
      end
    end

    def buffer_filling(buf, src)
      case src
      when String
        buf << src
        yield
      when File, IO
        while s = src.read(1024)
          buf << s
          yield
        end
      else
        src.each do |str|
          buf << str
          yield if buf.size > 1024
        end
        yield unless buf.empty?
      end
    end
  end

  # Turns writes into calls of one method of a socket.
  class WriteAdapter
    def initialize(socket, method)
      @socket = socket
      @method_id = method
    end

    def inspect
      "#<#{self.class} socket=#{@socket.inspect}>"
    end

    def write(str)
      @socket.__send__(@method_id, str)
    end

    alias print write

    def <<(str)
      write str
      self
    end

    def puts(str = '')
      write str.chomp("\n") + "\n"
    end

    def printf(*args)
      write sprintf(*args)
    end
  end

  # Turns appends into calls of a block.
  class ReadAdapter
    def initialize(block)
      @block = block
    end

    def inspect
      "#<#{self.class}>"
    end

    def <<(str)
      call_block(str, &@block) if @block
    end

    private

    # Lets `break' inside the block stop reading.
    def call_block(str)
      yield str
    end
  end

  module NetPrivate
    Socket = ::Net::InternetMessageIO
  end

end
