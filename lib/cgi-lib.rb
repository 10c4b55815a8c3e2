# cgi-lib.rb - the old CGI library (deprecated since Ruby 1.8.1 for cgi.rb):
# CGI.new is a Hash (a SimpleDelegator) of the form values, several values
# of one name joined with "\0"; class methods write headers and pages.
#
#   query = CGI.new
#   CGI.print { "<p>" + CGI.escapeHTML(query['name']) + "</p>" }

warn "Warning:#{caller[0].sub(/:in `.*'\z/, '')}: cgi-lib is deprecated after Ruby 1.8.1; use cgi instead"

require "delegate"

class CGI < SimpleDelegator
  CR = "\015"
  LF = "\012"
  EOL = CR + LF

  RFC822_DAYS = %w[ Sun Mon Tue Wed Thu Fri Sat ]
  RFC822_MONTHS = %w[ Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec ]

  # the form values: QUERY_STRING (GET), CONTENT_LENGTH bytes of input
  # (POST), or name=value pairs from the command line or standard input
  def initialize(input = $stdin)
    @inputs = {}
    @cookie = {}

    form_data(input).split(/[&;]/).each do |x|
      key, val = x.split(/=/, 2).collect {|s| CGI::unescape(s) }
      add_value(@inputs, key, (val or ""))
    end

    super(@inputs)

    if ENV.has_key?('HTTP_COOKIE') or ENV.has_key?('COOKIE')
      (ENV['HTTP_COOKIE'] or ENV['COOKIE']).split(/; /).each do |x|
        key, val = x.split(/=/, 2)
        key = CGI::unescape(key)
        val = val.split(/&/).collect {|s| CGI::unescape(s) }.join("\0")
        add_value(@cookie, key, val)
      end
    end
  end

  attr("inputs")
  attr("cookie")

  # the query from ARGV, or from the lines of standard input
  def read_from_cmdline
    require "shellwords"
    words = Shellwords.shellwords(
      if not ARGV.empty?
        ARGV.join(' ')
      else
        STDERR.print "(offline mode: enter name=value pairs on standard input)\n" if STDIN.tty?
        readlines.join(' ').gsub(/\n/, '')
      end.gsub(/\\=/, '%3D').gsub(/\\&/, '%26'))

    if words.find {|x| x =~ /=/ } then words.join('&') else words.join('+') end
  end

  # URL-encode a string (a space becomes %20)
  def CGI::escape(str)
    str.gsub(/[^a-zA-Z0-9_\-.]/n) { sprintf("%%%02X", $&.unpack("C")[0]) }
  end

  # decode a URL-encoded string
  def CGI::unescape(str)
    str.gsub(/\+/, ' ').gsub(/%([0-9a-fA-F]{2})/) { [$1.hex].pack("c") }
  end

  # escape & " > < for HTML
  def CGI::escapeHTML(str)
    str.gsub(/&/, "&amp;").gsub(/\"/, "&quot;").gsub(/>/, "&gt;").gsub(/</, "&lt;")
  end

  # the time as in an HTTP header (RFC 1123)
  def CGI::rfc1123_date(time)
    t = time.clone.gmtime
    return format("%s, %.2d %s %d %.2d:%.2d:%.2d GMT",
                  RFC822_DAYS[t.wday], t.day, RFC822_MONTHS[t.month - 1], t.year,
                  t.hour, t.min, t.sec)
  end

  # <ELEMENT NAME="value"...> with the block's value and the end tag
  def CGI::tag(element, attributes = {})
    "<" + escapeHTML(element) + attributes.collect {|name, value|
      " " + escapeHTML(name) + '="' + escapeHTML(value) + '"'
    }.to_s + ">" +
      (block_given? ? yield.to_s + "</" + escapeHTML(element) + ">" : "")
  end

  # a Set-Cookie header line from a Hash: name value domain path expires secure
  def CGI::cookie(options)
    "Set-Cookie: " + options['name'] + '=' + escape(options['value']) +
      (options['domain'] ? '; domain=' + options['domain'] : '') +
      (options['path'] ? '; path=' + options['path'] : '') +
      (options['expires'] ? '; expires=' + rfc1123_date(options['expires']) : '') +
      (options['secure'] ? '; secure' : '')
  end

  # the header lines (Content-Type: text/html if none) and the empty line
  def CGI::header(*options)
    if defined?(MOD_RUBY)
      options.each {|option|
        option.sub(/(.*?): (.*)/) {
          Apache::request.headers_out[$1] = $2
        }
      }
      Apache::request.send_http_header
      ''
    else
      if options.delete("nph") or (ENV['SERVER_SOFTWARE'] =~ /IIS/)
        [(ENV['SERVER_PROTOCOL'] or "HTTP/1.0") + " 200 OK",
         "Date: " + rfc1123_date(Time.now),
         "Server: " + (ENV['SERVER_SOFTWARE'] or ""),
         "Connection: close"] +
          (options.empty? ? ["Content-Type: text/html"] : options)
      else
        options.empty? ? ["Content-Type: text/html"] : options
      end.join(EOL) + EOL + EOL
    end
  end

  # prints the header and the block's value
  def CGI::print(*options)
    $>.print CGI::header(*options) + yield.to_s
  end

  # prints a page: message (or a Hash of title, header, body)
  def CGI::message(message, title = "", header = ["Content-Type: text/html"])
    if message.kind_of?(Hash)
      title = message['title']
      header = message['header']
      message = message['body']
    end
    CGI::print(*header) {
      "<HTML><HEAD><TITLE>#{title}</TITLE></HEAD><BODY>#{message}</BODY></HTML>"
    }
    true
  end

  # prints a page about $! and its backtrace, then exits
  def CGI::error
    m = $!.dup
    # Delegator::IgnoreBacktracePat: the delegator's own frames
    m.set_backtrace($!.backtrace.reject {|l| IgnoreBacktracePat =~ l })
    CGI::message({'title' => 'ERROR', 'body' =>
      "<PRE>ERROR: <STRONG>" + escapeHTML(m.to_s) + "</STRONG>\n" +
        escapeHTML(m.backtrace.join("\n")) + "</PRE>"})
    exit
  end

  private

  def form_data(input)
    case ENV['REQUEST_METHOD']
    when "GET"
      ENV['QUERY_STRING'] or ""
    when "POST"
      input.read(Integer(ENV['CONTENT_LENGTH'])) or ""
    else
      read_from_cmdline
    end
  end

  def add_value(hash, key, val)
    if hash.include?(key)
      hash[key] += "\0" + val
    else
      hash[key] = val
    end
  end
end
