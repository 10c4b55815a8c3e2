# WEBrick::CGI runs a servlet-like class on a CGI environment, stdin and
# stdout; errors become pages with a Status header.
require "helper"
require "webrick/cgi"
require "webrick/httpproxy"
require "stringio"

class App < WEBrick::CGI
  def do_GET(req, res)
    res["content-type"] = "text/plain"
    res.body = "q=#{req.query['q']} path=#{req.path_info} script=#{req.script_name} host=#{req.host}"
  end

  def do_POST(req, res)
    res.body = "posted #{req.query.keys.sort.join(',')} #{req.body}"
    res.cookies << WEBrick::Cookie.new("sid", "42")
  end
end

def run(env, input = "")
  out = StringIO.new
  App.new({:Logger => WEBrick::BasicLog.new(StringIO.new)}).start(env, StringIO.new(input), out)
  head, body = out.string.split("\r\n\r\n", 2)
  [head.split("\r\n").reject {|l| /^Date:/ =~ l }.sort, body]
end

base = {"SCRIPT_NAME" => "/app.cgi", "SERVER_NAME" => "example", "SERVER_PORT" => "80", "HTTP_HOST" => "example"}
show("get") { run(base.merge("REQUEST_METHOD" => "GET", "PATH_INFO" => "/x/y", "QUERY_STRING" => "q=1")) }
show("post") { run(base.merge("REQUEST_METHOD" => "POST", "CONTENT_TYPE" => "application/x-www-form-urlencoded", "CONTENT_LENGTH" => "7"), "a=1&b=2") }
show("put") { r = run(base.merge("REQUEST_METHOD" => "PUT", "CONTENT_LENGTH" => "0")); [r[0], r[1].include?("unsupported method `PUT'")] }
show("proxy") { [WEBrick::HTTPProxyServer.superclass, WEBrick::HTTPProxyServer::HopByHop.size, WEBrick::NullReader.read] }
