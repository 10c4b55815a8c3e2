require 'cgi'
def t(s); begin; r = yield; puts r.inspect.gsub(/0x[0-9a-f]+/, "0x"); rescue Exception => e; puts "#{s}: #{e.class}: #{e.message.gsub(/0x[0-9a-f]+/, "0x")}"; end; end
c = CGI.new
t(1){ [c.params.sort, c.cookies, c.request_method, c.server_port, c.content_length, c.multipart?] }
