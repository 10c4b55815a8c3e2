require 'cgi'
body = "--XyZ\r\nContent-Disposition: form-data; name=\"field\"\r\n\r\nvalue one\r\n--XyZ\r\nContent-Disposition: form-data; name=\"upload\"; filename=\"a.txt\"\r\nContent-Type: text/plain\r\n\r\nfile\ncontent\r\n--XyZ\r\nContent-Disposition: form-data; name=\"field\"\r\n\r\nsecond\r\n--XyZ--\r\n"
File.open("body", "wb"){|f| f.write body}
ENV['REQUEST_METHOD'] = 'POST'
ENV['CONTENT_TYPE'] = 'multipart/form-data; boundary=XyZ'
ENV['CONTENT_LENGTH'] = body.size.to_s
$stdin.reopen("body")
c = CGI.new
p c.multipart?, c.keys.sort
f = c['upload']; p f.read, f.original_filename, f.content_type
p c['field'].read, c.params['field'].map{|x| x.read}
p c['none'].read
ENV['CONTENT_TYPE'] = 'application/x-www-form-urlencoded'
File.open("body", "wb"){|f| f.write "a=1&b=%20x&c"}
ENV['CONTENT_LENGTH'] = '9'
$stdin.reopen("body")
c = CGI.new
p c.multipart?, c.params.keys.sort, c['a'], c['b'], c['c']
