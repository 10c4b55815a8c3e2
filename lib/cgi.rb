# cgi.rb - the Common Gateway Interface: the request (ENV and stdin, or the
# command line in offline mode), its query parameters and cookies, the
# response header, escaping helpers, and HTML generation methods.

require 'English' # loaded with cgi, as in 1.8.7

class CGI
  REVISION = '$Id$'

  CR  = "\015"
  LF  = "\012"
  EOL = CR + LF

  PATH_SEPARATOR = {'UNIX' => '/', 'WINDOWS' => '\\', 'MACINTOSH' => ':'}

  HTTP_STATUS = {
    'OK'                  => '200 OK',
    'PARTIAL_CONTENT'     => '206 Partial Content',
    'MULTIPLE_CHOICES'    => '300 Multiple Choices',
    'MOVED'               => '301 Moved Permanently',
    'REDIRECT'            => '302 Found',
    'NOT_MODIFIED'        => '304 Not Modified',
    'BAD_REQUEST'         => '400 Bad Request',
    'AUTH_REQUIRED'       => '401 Authorization Required',
    'FORBIDDEN'           => '403 Forbidden',
    'NOT_FOUND'           => '404 Not Found',
    'METHOD_NOT_ALLOWED'  => '405 Method Not Allowed',
    'NOT_ACCEPTABLE'      => '406 Not Acceptable',
    'LENGTH_REQUIRED'     => '411 Length Required',
    'PRECONDITION_FAILED' => '412 Precondition Failed',
    'SERVER_ERROR'        => '500 Internal Server Error',
    'NOT_IMPLEMENTED'     => '501 Method Not Implemented',
    'BAD_GATEWAY'         => '502 Bad Gateway',
    'VARIANT_ALSO_VARIES' => '506 Variant Also Negotiates'
  }

  RFC822_DAYS = %w[Sun Mon Tue Wed Thu Fri Sat]
  RFC822_MONTHS = %w[Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec]

  def env_table
    ENV
  end

  def stdinput
    $stdin
  end

  def stdoutput
    $>
  end

  private :env_table, :stdinput, :stdoutput

  # URL-encodes: every byte but letters, digits, '_', '.', '-' as %XX,
  # and space as '+'.
  def CGI::escape(string)
    string.gsub(/([^ a-zA-Z0-9_.-]+)/n) do
      '%' + $1.unpack('H2' * $1.size).join('%').upcase
    end.tr(' ', '+')
  end

  def CGI::unescape(string)
    string.tr('+', ' ').gsub(/((?:%[0-9a-fA-F]{2})+)/n) do
      [$1.delete('%')].pack('H*')
    end
  end

  @@html_escapes = {'&' => '&amp;', '"' => '&quot;', '>' => '&gt;',
                    '<' => '&lt;'}

  def CGI::escapeHTML(string)
    string.gsub(/[&\"<>]/) { @@html_escapes[$&] }
  end

  # Turns &amp; &quot; &gt; &lt; and numeric references back into
  # characters; numbers above 255 only under $KCODE 'u'.
  def CGI::unescapeHTML(string)
    string.gsub(/&(amp|quot|gt|lt|\#[0-9]+|\#x[0-9A-Fa-f]+);/n) do
      match = $1.dup
      case match
      when 'amp' then '&'
      when 'quot' then '"'
      when 'gt' then '>'
      when 'lt' then '<'
      when /\A#0*(\d+)\z/n
        numeric_char($1.to_i, "&##{$1};")
      when /\A#x([0-9a-f]+)\z/ni
        numeric_char($1.hex, "&#x#{$1};")
      else
        "&#{match};"
      end
    end
  end

  def CGI::numeric_char(code, original)
    if code < 256
      code.chr
    elsif $KCODE[0] == ?U && code < 0x10000
      [code].pack('U')
    else
      original
    end
  end
  private_class_method :numeric_char

  # Escapes only the tags of the named elements.
  def CGI::escapeElement(string, *elements)
    elements = elements[0] if elements[0].kind_of?(Array)
    return string if elements.empty?
    string.gsub(/<\/?(?:#{elements.join('|')})(?!\w)(?:.)*?>/ni) do
      CGI::escapeHTML($&)
    end
  end

  def CGI::unescapeElement(string, *elements)
    elements = elements[0] if elements[0].kind_of?(Array)
    return string if elements.empty?
    string.gsub(/&lt;\/?(?:#{elements.join('|')})(?!\w)(?:.)*?&gt;/ni) do
      CGI::unescapeHTML($&)
    end
  end

  # The time as in HTTP headers: "Sat, 01 Jan 2000 00:00:00 GMT".
  def CGI::rfc1123_date(time)
    t = time.clone.gmtime
    format('%s, %.2d %s %.4d %.2d:%.2d:%.2d GMT',
           RFC822_DAYS[t.wday], t.day, RFC822_MONTHS[t.month - 1], t.year,
           t.hour, t.min, t.sec)
  end

  # The response header: +options+ is a content type or a Hash of "type",
  # "charset", "status", "server", "connection", "length", "language",
  # "expires", "cookie", "nph" and other header fields.
  def header(options = 'text/html')
    buf = ''
    case options
    when String
      options = { 'type' => options }
    when Hash
      options = options.dup
    end
    unless options.has_key?('type')
      options['type'] = 'text/html'
    end
    if options.has_key?('charset')
      options['type'] += '; charset=' + options.delete('charset')
    end
    options.delete('nph') if defined?(MOD_RUBY)
    if options.delete('nph') || /IIS\/(\d+)/n.match(env_table['SERVER_SOFTWARE'].to_s)
      buf += nph_status_lines(options)
    else
      if options.has_key?('status')
        buf += 'Status: ' +
          (HTTP_STATUS[options['status']] || options['status']) + EOL
        options.delete('status')
      end
      if options.has_key?('server')
        buf += 'Server: ' + options.delete('server') + EOL
      end
      if options.has_key?('connection')
        buf += 'Connection: ' + options.delete('connection') + EOL
      end
    end
    buf += 'Content-Type: ' + options.delete('type') + EOL
    if options.has_key?('length')
      buf += 'Content-Length: ' + options.delete('length').to_s + EOL
    end
    if options.has_key?('language')
      buf += 'Content-Language: ' + options.delete('language') + EOL
    end
    if options.has_key?('expires')
      buf += 'Expires: ' + CGI::rfc1123_date(options.delete('expires')) + EOL
    end
    if options.has_key?('cookie')
      cookie_lines(options.delete('cookie')).each do |c|
        buf += 'Set-Cookie: ' + c + EOL
      end
    end
    if @output_cookies
      @output_cookies.each { |c| buf += 'Set-Cookie: ' + c.to_s + EOL }
    end
    options.each_pair { |key, value| buf += key + ': ' + value.to_s + EOL }
    buf + EOL
  end

  # The first lines of a non-parsed header: protocol and status, Date,
  # Server, Connection.
  def nph_status_lines(options)
    status = options.delete('status')
    status = HTTP_STATUS[status] || status || '200 OK'
    buf = (env_table['SERVER_PROTOCOL'] || 'HTTP/1.0') + ' ' + status + EOL
    buf += 'Date: ' + CGI::rfc1123_date(Time.now) + EOL
    buf += 'Server: ' +
      (options.delete('server') || env_table['SERVER_SOFTWARE'] || '') + EOL
    buf += 'Connection: ' + (options.delete('connection') || 'close') + EOL
    buf
  end
  private :nph_status_lines

  def cookie_lines(cookie)
    case cookie
    when String, Cookie
      [cookie.to_s]
    when Array
      cookie.collect { |c| c.to_s }
    when Hash
      cookie.values.collect { |c| c.to_s }
    else
      [cookie.to_s]
    end
  end
  private :cookie_lines

  # Prints the header (with Content-Length) and the block's content (not
  # for a HEAD request).
  def out(options = 'text/html') # :yield:
    options = { 'type' => options } if options.kind_of?(String)
    content = yield
    if options.has_key?('charset')
      case options['charset']
      when /iso-2022-jp/ni, /euc-jp/ni, /shift_jis/ni
        options['language'] = 'ja' unless options.has_key?('language')
        content = japanese_content(content, options['charset'])
      end
    end
    options['length'] = content.length.to_s
    output = stdoutput
    output.binmode if defined? output.binmode
    output.print header(options)
    output.print content unless 'HEAD' == env_table['REQUEST_METHOD']
  end

  # Japanese output is converted through NKF when that extension exists.
  def japanese_content(content, charset)
    begin
      require 'nkf'
    rescue LoadError
      return content
    end
    flag = case charset
           when /iso-2022-jp/ni then '-j -m0'
           when /euc-jp/ni then '-e -m0'
           else '-s -m0'
           end
    NKF::nkf(flag, content)
  end
  private :japanese_content

  def print(*options)
    stdoutput.print(*options)
  end

  # HTTP cookie: an Array of values with a name, path, domain, expiry and
  # secure flag.
  require 'delegate'
  class Cookie < DelegateClass(Array)
    # Cookie.new(name, *values) or Cookie.new('name' => ..., 'value' =>
    # ..., 'path' => ..., 'domain' => ..., 'expires' => ..., 'secure' => ...)
    def initialize(name = '', *value)
      options = if name.kind_of?(String)
                  { 'name' => name, 'value' => value }
                else
                  name
                end
      unless options.has_key?('name')
        raise ArgumentError, "`name' required"
      end
      @name = options['name']
      @value = Array(options['value'])
      # simple support for IE
      if options['path']
        @path = options['path']
      else
        %r|^(.*/)|.match(ENV['SCRIPT_NAME'])
        @path = ($1 or '')
      end
      @domain = options['domain']
      @expires = options['expires']
      @secure = options['secure'] == true ? true : false
      super(@value)
    end

    attr_accessor :name, :path, :domain, :expires
    attr_reader :value, :secure

    def value=(val)
      @value.replace(Array(val))
    end

    # Sets the secure flag when given true; other values are ignored.
    def secure=(val)
      @secure = val if val == true or val == false
      @secure
    end

    # The Set-Cookie value: name=v1&v2; domain=..; path=..; expires=..;
    # secure.
    def to_s
      buf = ''
      buf += @name + '='
      buf += @value.collect { |v| CGI::escape(v) }.join('&')
      buf += '; domain=' + @domain if @domain
      buf += '; path=' + @path if @path
      buf += '; expires=' + CGI::rfc1123_date(@expires) if @expires
      buf += '; secure' if @secure == true
      buf
    end

    # A Hash of name => Cookie from a Cookie request header (values
    # joined with '&' make several).
    def Cookie::parse(raw_cookie)
      cookies = Hash.new([])
      return cookies unless raw_cookie
      raw_cookie.split(/[;,]\s?/).each do |pairs|
        name, values = pairs.split('=', 2)
        next unless name and values
        name = CGI::unescape(name)
        values ||= ''
        values = values.split('&').collect { |v| CGI::unescape(v) }
        if cookies.has_key?(name)
          values = cookies[name].value + values
        end
        cookies[name] = Cookie::new(name, *values)
      end
      cookies
    end
  end

  # A query string as a Hash of name => Array of values (default []).
  def CGI::parse(query)
    params = Hash.new([].freeze)
    query.split(/[&;]/n).each do |pairs|
      key, value = pairs.split('=', 2).collect { |v| CGI::unescape(v) }
      if params.has_key?(key)
        params[key].push(value)
      else
        params[key] = [value]
      end
    end
    params
  end

  # Request methods: environment accessors, parameters and cookies.
  module QueryExtension
    %w[CONTENT_LENGTH SERVER_PORT].each do |env|
      define_method(env.downcase) do
        (val = env_table[env]) && Integer(val)
      end
    end

    %w[AUTH_TYPE CONTENT_TYPE GATEWAY_INTERFACE PATH_INFO PATH_TRANSLATED
       QUERY_STRING REMOTE_ADDR REMOTE_HOST REMOTE_IDENT REMOTE_USER
       REQUEST_METHOD SCRIPT_NAME SERVER_NAME SERVER_PROTOCOL
       SERVER_SOFTWARE
       HTTP_ACCEPT HTTP_ACCEPT_CHARSET HTTP_ACCEPT_ENCODING
       HTTP_ACCEPT_LANGUAGE HTTP_CACHE_CONTROL HTTP_FROM HTTP_HOST
       HTTP_NEGOTIATE HTTP_PRAGMA HTTP_REFERER HTTP_USER_AGENT].each do |env|
      define_method(env.sub(/\AHTTP_/, '').downcase) do
        env_table[env]
      end
    end

    def raw_cookie
      env_table['HTTP_COOKIE']
    end

    def raw_cookie2
      env_table['HTTP_COOKIE2']
    end

    attr_accessor :cookies
    attr_reader :params

    def params=(hash)
      @params.clear
      @params.update(hash)
    end

    # Reads a multipart/form-data body: each value a StringIO (or a
    # Tempfile past 10 KB) with original_filename, content_type, local_path.
    # Parts of a multipart/form-data body, checked as 1.8.7 checks them:
    # the body opens with the boundary line, each part has a head ended by
    # an empty line, a boundary ends each part and "--" after the last.
    def read_multipart(boundary, content_length)
      params = Hash.new([])
      stdinput.binmode if defined? stdinput.binmode
      delim = '--' + boundary
      # the first boundary line is read whatever the length says; the rest
      # is the length less that line (read(-n) raises ArgumentError as 1.8.7)
      first = stdinput.read(delim.size + 2)
      raise EOFError, 'no content body' if first.nil? or first.empty?
      raise EOFError, 'bad content body' unless first == delim + "\r\n"
      rest = stdinput.read(content_length - first.size)
      raise EOFError, 'bad content body' if rest.nil? or rest.empty?
      part_end = /(?:[\r\n]{1,2})?#{Regexp.quote(delim)}([\r\n]{1,2}|--)/n
      boundary_end = nil
      until rest.empty?
        head, rest = rest.split(/\r\n\r\n/n, 2)
        raise EOFError, 'bad content body' unless rest
        m = part_end.match(rest) or raise EOFError, 'bad content body'
        data = m.pre_match
        rest = m.post_match
        boundary_end = m[1]
        name = (head[/\bname=(?:"((?:\\.|[^\"])*)"|([^;\s]*))/ni, 1] || $2).dup
        params[name] += [multipart_value(head, data)]
        break if boundary_end == '--'
      end
      raise EOFError, 'bad boundary end of body part' unless boundary_end == '--'
      params
    end
    private :read_multipart

    def multipart_value(head, data)
      if data.size < 10240
        require 'stringio'
        body = StringIO.new(data)
      else
        require 'tempfile'
        body = Tempfile.new('CGI')
        body.binmode if defined? body.binmode
        body.print data
        body.rewind
      end
      filename = (head[/Content-Disposition:.* filename=(?:"((?:\\.|[^\"])*)"|([^;\s]*))/ni, 1] || $2 || '').dup
      if /Mac/ni.match(env_table['HTTP_USER_AGENT']) &&
          /Mozilla/ni.match(env_table['HTTP_USER_AGENT']) &&
          !/MSIE/ni.match(env_table['HTTP_USER_AGENT'])
        filename = CGI::unescape(filename)
      end
      content_type = (head[/Content-Type: ([^\r\n]*)/ni, 1] || '').dup
      meta = class << body; self; end
      meta.send(:define_method, :local_path) { defined?(path) ? path : nil }
      meta.send(:define_method, :original_filename) { filename }
      meta.send(:define_method, :content_type) { content_type }
      body
    end
    private :multipart_value

    # Offline mode: name=value pairs from the arguments or standard input.
    def read_from_cmdline
      require 'shellwords'
      string = unless ARGV.empty?
        ARGV.join(' ')
      else
        if STDIN.tty?
          STDERR.print(%|(offline mode: enter name=value pairs on standard input)\n|)
        end
        readlines.join(' ').gsub(/\n/n, '')
      end.gsub(/\\=/n, '%3D').gsub(/\\&/n, '%26')
      words = Shellwords.shellwords(string)
      if words.find { |x| /=/n.match(x) }
        words.join('&')
      else
        words.join('+')
      end
    end
    private :read_from_cmdline

    def initialize_query
      if ('POST' == env_table['REQUEST_METHOD']) &&
          %r|\Amultipart/form-data.*boundary=\"?([^\";,]+)\"?|n.match(env_table['CONTENT_TYPE'])
        boundary = $1.dup
        @multipart = true
        @params = read_multipart(boundary, Integer(env_table['CONTENT_LENGTH']))
      else
        @multipart = false
        @params = CGI::parse(
          case env_table['REQUEST_METHOD']
          when 'GET', 'HEAD'
            env_table['QUERY_STRING'] || ''
          when 'POST'
            stdinput.binmode if defined? stdinput.binmode
            stdinput.read(Integer(env_table['CONTENT_LENGTH'])) || ''
          else
            read_from_cmdline
          end
        )
      end
      @cookies = CGI::Cookie::parse(env_table['HTTP_COOKIE'] ||
                                    env_table['COOKIE'])
    end
    private :initialize_query

    def multipart?
      @multipart
    end

    # A parameter's first value: a String that also answers to_a with all
    # of them.
    module Value
      def set_params(params)
        @params = params
      end

      def [](idx, *args)
        if args.size == 0
          warn "#{caller(1)[0]}:CAUTION! cgi['key'] == cgi.params['key'][0]; if want Array, use cgi.params['key']"
          @params[idx]
        else
          super(idx, *args)
        end
      end

      def first
        warn "#{caller(1)[0]}:CAUTION! cgi['key'] == cgi.params['key'][0]; if want Array, use cgi.params['key']"
        self
      end
      alias last first

      def to_a
        @params || [self]
      end
      alias to_ary to_a
    end

    # The first value of parameter +key+ ("" when absent).
    def [](key)
      params = @params[key]
      return '' unless params
      value = params[0]
      if @multipart
        if value
          return value
        else
          require 'stringio'
          return StringIO.new('')
        end
      else
        str = value ? value.dup : ''
        str.extend(Value)
        str.set_params(params)
        str
      end
    end

    def keys(*args)
      @params.keys(*args)
    end

    def has_key?(*args)
      @params.has_key?(*args)
    end
    alias key? has_key?
    alias include? has_key?
  end

  # Indents HTML: each tag on its own line, the lines inside an element
  # that is closed later shifted one more +shift+.
  def CGI::pretty(string, shift = '  ')
    lines = string.gsub(/(?!\A)<(?:.|\n)*?>/n) { "\n" + $& }
    lines = lines.gsub(/<(?:.|\n)*?>(?!\n)/n) { $& + "\n" }
    return lines unless lines.index("\n")
    parts = lines.split(/\n/n, -1)
    last = parts.pop if parts.last.empty?
    depth = pretty_depths(parts)
    out = []
    parts.each_with_index { |line, i| out << shift * depth[i] + line }
    out << last if last
    out.join("\n")
  end

  # The nesting depth of each line: an element counts for the lines
  # between its start tag and its end tag.
  def CGI::pretty_depths(lines)
    open = []
    pairs = []
    lines.each_with_index do |line, i|
      if line =~ /\A<\/(\w+)/n
        name = $1.upcase
        j = open.rindex { |o| o[1] == name }
        next unless j
        pairs << [open[j][0], i]
        open.slice!(j..-1)
      elsif line =~ /\A<(\w+)/n
        open << [i, $1.upcase]
      end
    end
    (0...lines.size).collect do |k|
      pairs.inject(0) { |d, (a, b)| a < k && k < b ? d + 1 : d }
    end
  end
  private_class_method :pretty_depths

  # Writes the element methods: nn_ elements need their end tag, nO_ end
  # tag is optional (written when a block is given), nOE_ have none.
  module TagMaker
    # Defines, once per HTML module, the element methods of its DTD.
    def define_elements(mod, nn, no, noe)
      return if mod.instance_variable_get(:@elements_defined)
      code = ''
      nn.split.each { |e| code << nn_element_def(e) }
      no.split.each { |e| code << nO_element_def(e) }
      noe.split.each { |e| code << nOE_element_def(e) }
      mod.module_eval(code)
      mod.instance_variable_set(:@elements_defined, true)
    end
    private :define_elements

    def attribute_string(attributes)
      attributes.collect do |name, value|
        next unless value
        ' ' + CGI::escapeHTML(name) +
          (value == true ? '' : '="' + CGI::escapeHTML(value) + '"')
      end.join
    end
    private :attribute_string

    def nn_element_def(element)
      <<-END
        def #{element.downcase}(attributes = {})
          "<#{element.upcase}" + attribute_string(attributes) + ">" +
            (block_given? ? yield.to_s : "") + "</#{element.upcase}>"
        end
      END
    end

    def nOE_element_def(element, append = nil)
      <<-END
        def #{element.downcase}(attributes = {})
          "<#{element.upcase}" + attribute_string(attributes) + ">"
        end
      END
    end

    def nO_element_def(element)
      <<-END
        def #{element.downcase}(attributes = {})
          "<#{element.upcase}" + attribute_string(attributes) + ">" +
            (block_given? ? yield.to_s + "</#{element.upcase}>" : "")
        end
      END
    end
  end

  # The form and link helpers, over the element methods.
  module HtmlExtension
    # a(href) or a('HREF' => ..., ...)
    def a(href = '')
      attributes = href.kind_of?(String) ? { 'HREF' => href } : href
      block_given? ? super(attributes) { yield } : super(attributes)
    end

    def base(href = '')
      attributes = href.kind_of?(String) ? { 'HREF' => href } : href
      block_given? ? super(attributes) { yield } : super(attributes)
    end

    def blockquote(cite = nil)
      attributes = cite.kind_of?(String) ? { 'CITE' => cite } : (cite || {})
      block_given? ? super(attributes) { yield } : super(attributes)
    end

    def caption(align = nil)
      attributes = align.kind_of?(String) ? { 'ALIGN' => align } : (align || {})
      block_given? ? super(attributes) { yield } : super(attributes)
    end

    def checkbox(name = '', value = nil, checked = nil)
      attributes = if name.kind_of?(String)
                     { 'TYPE' => 'checkbox', 'NAME' => name,
                       'VALUE' => value, 'CHECKED' => checked }
                   else
                     name['TYPE'] = 'checkbox'
                     name
                   end
      input(attributes)
    end

    # Items of a checkbox or radio group: value, [value], [value, checked],
    # [value, label], [value, label, checked].
    def input_group(type, name, values)
      values.collect do |value|
        if value.kind_of?(String)
          send(type, name, value) + value
        elsif value[-1] == true   # [value, (label,) true]: checked
          send(type, name, value[0], true) + value[-2]
        else                      # [value, (label)]: the last is the label
          send(type, name, value[0]) + value[-1]
        end
      end.join
    end
    private :input_group

    def checkbox_group(name = '', *values)
      if name.kind_of?(Hash)
        values = name['VALUES']
        name = name['NAME']
      end
      input_group(:checkbox, name, values)
    end

    def file_field(name = '', size = 20, maxlength = nil)
      attributes = if name.kind_of?(String)
                     { 'TYPE' => 'file', 'NAME' => name,
                       'SIZE' => size.to_s }
                   else
                     name['TYPE'] = 'file'
                     name
                   end
      attributes['MAXLENGTH'] = maxlength.to_s if maxlength
      input(attributes)
    end

    def form(method = 'post', action = script_name, enctype = 'application/x-www-form-urlencoded')
      attributes = if method.kind_of?(String)
                     { 'METHOD' => method, 'ACTION' => action,
                       'ENCTYPE' => enctype }
                   else
                     unless method.has_key?('METHOD')
                       method['METHOD'] = 'post'
                     end
                     unless method.has_key?('ENCTYPE')
                       method['ENCTYPE'] = enctype
                     end
                     method
                   end
      if block_given?
        body = yield
      else
        body = ''
      end
      if @output_hidden
        body += @output_hidden.collect { |k, v|
          "<INPUT TYPE=\"HIDDEN\" NAME=\"#{k}\" VALUE=\"#{v}\">"
        }.join
      end
      super(attributes) { body }
    end

    def hidden(name = '', value = nil)
      attributes = if name.kind_of?(String)
                     { 'TYPE' => 'hidden', 'NAME' => name, 'VALUE' => value }
                   else
                     name['TYPE'] = 'hidden'
                     name
                   end
      input(attributes)
    end

    # The HTML element with its DOCTYPE; "PRETTY" indents the result.
    def html(attributes = {})
      if nil == attributes
        attributes = {}
      elsif 'PRETTY' == attributes
        attributes = { 'PRETTY' => true }
      end
      pretty = attributes.delete('PRETTY')
      pretty = '  ' if true == pretty
      buf = ''
      if attributes.has_key?('DOCTYPE')
        doc = attributes.delete('DOCTYPE')
        buf += doc if doc
      else
        buf += doctype
      end
      if block_given?
        buf += super(attributes) { yield }
      else
        buf += super(attributes)
      end
      if pretty
        CGI::pretty(buf, pretty)
      else
        buf
      end
    end

    def image_button(src = '', name = nil, alt = nil)
      attributes = if src.kind_of?(String)
                     { 'TYPE' => 'image', 'SRC' => src, 'NAME' => name,
                       'ALT' => alt }
                   else
                     src['TYPE'] = 'image'
                     src['SRC'] ||= ''
                     src
                   end
      input(attributes)
    end

    def img(src = '', alt = '', width = nil, height = nil)
      attributes = if src.kind_of?(String)
                     { 'SRC' => src, 'ALT' => alt }
                   else
                     src
                   end
      attributes['WIDTH'] = width.to_s if width
      attributes['HEIGHT'] = height.to_s if height
      super(attributes)
    end

    def multipart_form(action = nil, enctype = 'multipart/form-data')
      attributes = if action == nil
                     { 'METHOD' => 'post', 'ENCTYPE' => enctype }
                   elsif action.kind_of?(String)
                     { 'METHOD' => 'post', 'ACTION' => action,
                       'ENCTYPE' => enctype }
                   else
                     unless action.has_key?('METHOD')
                       action['METHOD'] = 'post'
                     end
                     unless action.has_key?('ENCTYPE')
                       action['ENCTYPE'] = enctype
                     end
                     action
                   end
      if block_given?
        form(attributes) { yield }
      else
        form(attributes)
      end
    end

    def password_field(name = '', value = nil, size = 40, maxlength = nil)
      attributes = if name.kind_of?(String)
                     { 'TYPE' => 'password', 'NAME' => name,
                       'VALUE' => value, 'SIZE' => size.to_s }
                   else
                     name['TYPE'] = 'password'
                     name
                   end
      attributes['MAXLENGTH'] = maxlength.to_s if maxlength
      input(attributes)
    end

    # A SELECT element; values as for checkbox_group, selected ones marked.
    def popup_menu(name = '', *values)
      if name.kind_of?(Hash)
        values = name['VALUES']
        size = name['SIZE'].to_s if name['SIZE']
        multiple = name['MULTIPLE']
        name = name['NAME']
      else
        size = nil
        multiple = nil
      end
      select({ 'NAME' => name, 'SIZE' => size, 'MULTIPLE' => multiple }) do
        values.collect do |value|
          if value.kind_of?(String)
            option({ 'VALUE' => value }) { value }
          elsif value[value.size - 1] == true
            option({ 'VALUE' => value[0], 'SELECTED' => true }) {
              value[value.size - 2] }
          else
            option({ 'VALUE' => value[0] }) { value[value.size - 1] }
          end
        end.join
      end
    end
    alias scrolling_list popup_menu

    def radio_button(name = '', value = nil, checked = nil)
      attributes = if name.kind_of?(String)
                     { 'TYPE' => 'radio', 'NAME' => name,
                       'VALUE' => value, 'CHECKED' => checked }
                   else
                     name['TYPE'] = 'radio'
                     name
                   end
      input(attributes)
    end

    def radio_group(name = '', *values)
      if name.kind_of?(Hash)
        values = name['VALUES']
        name = name['NAME']
      end
      input_group(:radio_button, name, values)
    end

    def reset(value = nil, name = nil)
      attributes = if (not value) or value.kind_of?(String)
                     { 'TYPE' => 'reset', 'VALUE' => value, 'NAME' => name }
                   else
                     value['TYPE'] = 'reset'
                     value
                   end
      input(attributes)
    end

    def submit(value = nil, name = nil)
      attributes = if (not value) or value.kind_of?(String)
                     { 'TYPE' => 'submit', 'VALUE' => value, 'NAME' => name }
                   else
                     value['TYPE'] = 'submit'
                     value
                   end
      input(attributes)
    end

    def text_field(name = '', value = nil, size = 40, maxlength = nil)
      attributes = if name.kind_of?(String)
                     { 'TYPE' => 'text', 'NAME' => name, 'VALUE' => value,
                       'SIZE' => size.to_s }
                   else
                     name['TYPE'] = 'text'
                     name
                   end
      attributes['MAXLENGTH'] = maxlength.to_s if maxlength
      input(attributes)
    end

    def textarea(name = '', cols = 70, rows = 10)
      attributes = if name.kind_of?(String)
                     { 'NAME' => name, 'COLS' => cols.to_s,
                       'ROWS' => rows.to_s }
                   else
                     name
                   end
      if block_given?
        super(attributes) { yield }
      else
        super(attributes)
      end
    end
  end

  # The elements of HTML 4.01 strict: end tag needed, optional, none.
  @@html4 = [
    'TT I B BIG SMALL EM STRONG DFN CODE SAMP KBD VAR CITE ABBR ' \
    'ACRONYM SUB SUP SPAN BDO ADDRESS DIV MAP OBJECT H1 H2 H3 H4 H5 H6 ' \
    'PRE Q INS DEL DL OL UL LABEL SELECT OPTGROUP FIELDSET LEGEND BUTTON ' \
    'TABLE TITLE STYLE SCRIPT NOSCRIPT TEXTAREA FORM A BLOCKQUOTE CAPTION',
    'HTML BODY P DT DD LI OPTION THEAD TFOOT TBODY COLGROUP TR TH TD HEAD',
    'IMG BASE BR AREA LINK PARAM HR INPUT COL META']
  # and what the transitional DTD adds
  @@html4_tr = [
    @@html4[0] + ' APPLET CENTER DIR FONT IFRAME MENU NOFRAMES S STRIKE U',
    @@html4[1], @@html4[2] + ' BASEFONT ISINDEX']

  module Html3
    def doctype
      %|<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">|
    end

    def element_init
      define_elements(Html3,
        'TT I B U STRIKE BIG SMALL SUB SUP EM STRONG DFN CODE SAMP KBD ' \
        'VAR CITE FONT ADDRESS DIV CENTER MAP APPLET PRE XMP LISTING DL ' \
        'OL UL DIR MENU SELECT TABLE TITLE STYLE SCRIPT H1 H2 H3 H4 H5 H6 ' \
        'TEXTAREA FORM A BLOCKQUOTE CAPTION',
        'HTML HEAD BODY P PLAINTEXT DT DD LI OPTION TR TH TD',
        'IMG BASE BASEFONT BR AREA LINK PARAM HR INPUT ISINDEX META')
    end
  end

  module Html4
    def doctype
      %|<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd">|
    end

    def element_init
      define_elements(Html4, *CGI.class_eval('@@html4'))
    end
  end

  module Html4Tr
    def doctype
      %|<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">|
    end

    def element_init
      define_elements(Html4Tr, *CGI.class_eval('@@html4_tr'))
    end
  end

  module Html4Fr
    def doctype
      %|<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN" "http://www.w3.org/TR/html4/frameset.dtd">|
    end

    def element_init
      # over the elements of Html4Tr, extended first
      define_elements(Html4Fr, 'FRAMESET', '', 'FRAME')
    end
  end

  # CGI.new(type): type 'query' (default) reads the request only; 'html3',
  # 'html4', 'html4Tr', 'html4Fr' also give the HTML methods.
  def initialize(type = 'query')
    if defined?(MOD_RUBY) && !ENV.key?('GATEWAY_INTERFACE')
      Apache.request.setup_cgi_env
    end

    extend QueryExtension
    @multipart = false
    initialize_query  # set @params, @cookies
    @output_cookies = nil
    @output_hidden = nil

    html = { 'html3' => [Html3], 'html4' => [Html4],
             'html4Tr' => [Html4Tr], 'html4Fr' => [Html4Tr, Html4Fr] }[type]
    if html
      extend html[0]
      extend TagMaker
      element_init
      if html[1]
        extend html[1]
        element_init
      end
      extend HtmlExtension
    end
  end
end
