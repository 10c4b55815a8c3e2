# WEBrick's ERBHandler as 1.8.7: the answer's content type is the server's
# MIME type of the template's extension (application/octet-stream when
# unknown); errors of the template pass, a syntax error is a 500
require 'webrick'
require 'stringio'
require 'tmpdir'
dir = Dir.mktmpdir
%w(a.rhtml b.html c.txt d.erb e).each { |n| File.open("#{dir}/#{n}", "w") { |f| f.write("<%= 6 * 7 %>") } }
File.open("#{dir}/bad.rhtml", "w") { |f| f.write("<%= raise 'oops' %>") }
File.open("#{dir}/syn.rhtml", "w") { |f| f.write("<%= ) %>") }
cfg = WEBrick::Config::HTTP.merge(:Logger => WEBrick::Log.new(StringIO.new), :MimeTypes => WEBrick::HTTPUtils::DefaultMimeTypes.merge("rhtml" => "text/x-rhtml"))
%w(a.rhtml b.html c.txt d.erb e bad.rhtml syn.rhtml nonexist).each do |n|
  req = WEBrick::HTTPRequest.new(cfg)
  req.parse(StringIO.new("GET /#{n}?q=1 HTTP/1.1\r\nHost: x\r\n\r\n"))
  res = WEBrick::HTTPResponse.new(cfg)
  h = WEBrick::HTTPServlet::ERBHandler.new(WEBrick::HTTPServer.new(:MimeTypes => cfg[:MimeTypes].merge("erb" => "text/x-erb"), :BindAddress => "127.0.0.1", :Port => 0, :Logger => WEBrick::Log.new(StringIO.new), :AccessLog => []), "#{dir}/#{n}") rescue (p $!; next)
  begin
    h.service(req, res); p [n, res.status, res["content-type"], res.body]
  rescue Exception
    p [n, $!.class, $!.message.sub(dir, "D")]
  end
  req2 = WEBrick::HTTPRequest.new(cfg)
  req2.parse(StringIO.new("POST /#{n} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n"))
  begin; h.service(req2, res); p [:post, res.status]; rescue Exception; p [:post, $!.class]; end
  req3 = WEBrick::HTTPRequest.new(cfg)
  req3.parse(StringIO.new("PUT /#{n} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n"))
  begin; h.service(req3, res); p [:put, res.status]; rescue Exception; p [:put, $!.class, $!.message]; end
end
FileUtils.rm_rf dir
