# cgi: multipart bodies well and badly formed (EOFError messages, the
# boundary only at a line start, a part without a name)
require 'cgi'
require 'stringio'
def mp(body)
  ENV["REQUEST_METHOD"] = "POST"; ENV["CONTENT_TYPE"] = "multipart/form-data; boundary=XyZ"; ENV["CONTENT_LENGTH"] = body.size.to_s
  $stdin = StringIO.new(body)
  c = CGI.new
  $stdin = STDIN
  c.params.map { |k, v| [k, v.map { |x| x.read }] }.sort
rescue Exception
  [$!.class, $!.message]
end
P = "Content-Disposition: form-data; name=\"t\"\r\n\r\n"
[
 "--XyZ\r\n#{P}text\r\n--XyZ--\r\n",
 "--XyZ\r\n#{P}text\r\n--XyZ--",
 "--XyZ\r\n#{P}text\r\n--XyZ\r\n",
 "--XyZ\r\n#{P}text\r\n--XyZ",
 "--XyZ\r\n#{P}text",
 "--XyZ\r\n#{P}",
 "--XyZ\r\nContent-Disposition: form-data; name=\"t\"\r\n",
 "preamble\r\n--XyZ\r\n#{P}text\r\n--XyZ--\r\n",
 "--XyZ--\r\n",
 "",
 "junk",
 "--XyZ\r\n#{P}a\r\n--XyZ\r\n#{P}b\r\n--XyZ--\r\nepilogue",
 "--XyZ\r\nContent-Disposition: form-data\r\n\r\nnoname\r\n--XyZ--\r\n",
 "--XyZ\r\n#{P}line1\r\nline2\r\n\r\n--XyZ--\r\n",
 "--XyZ\r\n#{P}x--XyZ y\r\n--XyZ--\r\n",
].each { |b| p [b, mp(b)] }
