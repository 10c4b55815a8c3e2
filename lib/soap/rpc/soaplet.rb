# SOAP::RPC::SOAPlet: a WEBrick servlet that hands POSTed envelopes to a
# Router.

require 'webrick/httpservlet/abstract'
require 'webrick/httpstatus'
require 'soap/rpc/router'
require 'soap/streamHandler'
require 'stringio'
begin
  require 'zlib'
rescue LoadError
  warn("Loading zlib failed: gzip encoding is not supported.") if $DEBUG
end


module SOAP
module RPC


class SOAPlet < WEBrick::HTTPServlet::AbstractServlet
public
  attr_reader :options
  attr_writer :allow_content_encoding_gzip

  def initialize(router = nil)
    @router = router || ::SOAP::RPC::Router.new(self.class.name)
    @options = {}
    @config = {}
    @allow_content_encoding_gzip = false
  end

  def app_scope_router
    @router
  end

  def add_servant(obj, namespace)
    @router.add_rpc_servant(obj, namespace)
  end

  def get_instance(config, *options)
    @config = config
    self
  end

  def require_path_info?
    false
  end

  def do_GET(req, res)
    res.header['Allow'] = 'POST'
    raise WEBrick::HTTPStatus::MethodNotAllowed, "GET request not allowed"
  end

  def do_POST(req, res)
    conn_data = ::SOAP::StreamHandler::ConnectionData.new
    conn_data.send_string = req.body
    conn_data.send_contenttype = req['content-type']
    conn_data.soapaction = parse_soapaction(req.meta_vars['HTTP_SOAPACTION'])
    conn_data = @router.route(conn_data)
    res['content-type'] = conn_data.receive_contenttype
    if conn_data.is_fault
      res.status = WEBrick::HTTPStatus::RC_INTERNAL_SERVER_ERROR
    end
    if outstring = encode_gzip(req, conn_data.receive_string)
      res['content-encoding'] = 'gzip'
      res['content-length'] = outstring.size
      res.body = outstring
    else
      res.body = conn_data.receive_string
    end
  end

private

  # The answer is gzipped when allowed and the client accepts gzip.
  def encode_gzip(req, outstring)
    unless encode_gzip?(req)
      return nil
    end
    begin
      ostream = StringIO.new
      gz = Zlib::GzipWriter.new(ostream)
      gz.write(outstring)
      ostream.string
    ensure
      gz.close
    end
  end

  def encode_gzip?(req)
    @allow_content_encoding_gzip and defined?(::Zlib) and
      req['accept-encoding'] and
      req['accept-encoding'].split(/,\s*/).include?('gzip')
  end

  def parse_soapaction(soapaction)
    if !soapaction.nil? and !soapaction.empty?
      if /^"(.+)"$/ =~ soapaction
        return $1
      end
    end
    nil
  end
end


end
end
