# SOAP::MIMEMessage and Attachment: building a multipart/related message
# (headers in 1.8.7 order), parsing it back, header parsing errors.
require 'soap/mimemessage'
m = SOAP::MIMEMessage.new; a = SOAP::Attachment.new("binary"); a.contentid = "cid1"; m.add_attachment(a); m.add_part("<xml/>"); m.instance_variable_set(:@boundary, "BOUND"); m.parts[0].headers["content-id"].str.replace("<root>") rescue nil; m.close; puts m.content_str; puts m.headers_str; p m.has_parts?; m2 = SOAP::MIMEMessage.parse("Content-Type: " + m.headers["content-type"].str, m.content_str); p m2.parts.size, m2.root.content, m2.parts.map { |x| x.contentid }
p a.content, a.to_s, a.contenttype, a.mime_contentid
h = SOAP::MIMEMessage::Headers.parse("Content-Type: text/plain; charset=\"x\"\r\nX-Long: ab\r\n"); p h.keys.sort, h["content-type"].root, h["content-type"]["charset"], h["x-long"].str
begin; SOAP::MIMEMessage::Headers.parse("X-Long: a\r\n b\r\n"); rescue RuntimeError => e; p e.message; end
