# SOAP with attachments over RPC: an attachment returned by the server and
# one sent by the client travel as MIME parts referenced by cid.
require 'soap/rpc/driver'
require 'soap/rpc/standaloneServer'
require 'soap/attachment'
class Svc
  def get_file
    a = SOAP::Attachment.new("file content")
    a.contentid = "fileid"
    a
  end
  def put_file(name, file)
    "#{name}: #{file.content} (#{file.class})"
  end
end
class Server < SOAP::RPC::StandaloneServer
  def on_init
    add_method(Svc.new, 'get_file')
    add_method(Svc.new, 'put_file', 'name', 'file')
  end
end
server = Server.new('swa', 'urn:swa', '127.0.0.1', 0)
t = Thread.new { server.start }
drv = SOAP::RPC::Driver.new("http://127.0.0.1:#{server.server.config[:Port]}/", 'urn:swa')
drv.add_method('get_file')
drv.add_method('put_file', 'name', 'file')
r = drv.get_file
p r.class, (r.content rescue r), (r.contentid rescue nil)
a = SOAP::Attachment.new("uploaded")
a.contentid = "up1"
p drv.put_file("f.txt", a)
server.shutdown; t.join
