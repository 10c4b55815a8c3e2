# Net::IMAP's argument wrappers and body types (each made in one loop),
# and the search keys search/sort/thread send (Strings as they are,
# numbers, ranges and arrays as sets), on an IMAP without a socket.
require 'net/imap'
include Net
[IMAP::RawData, IMAP::Atom, IMAP::QuotedString, IMAP::Literal].each { |c| p [c.name, c.superclass, c.instance_method(:send_data).arity, c.private_instance_methods(false).sort, c.public_instance_methods(false).sort] }
[IMAP::BodyTypeBasic, IMAP::BodyTypeText, IMAP::BodyTypeMessage, IMAP::BodyTypeMultipart].each { |c| o = c.new("text", "plain"); p [c.name, c.superclass.superclass, c.members.size, o.multipart?, c.public_instance_methods(false).sort]; o.media_subtype }
class FakeIMAP < IMAP
  def initialize; @sent = []; @responses = Hash.new { |h, k| h[k] = [] }; @tagno = 0; @tag_prefix = "RUBY"; mon_initialize; end
  attr_reader :sent
  def put_string(s); @sent << s; end
  def send_command(cmd, *args); @sent << cmd; args.each { |a| @sent << " "; send_data(a) }; @responses["SEARCH"] << [1]; @responses["SORT"] << [2]; @responses["THREAD"] << [3]; end
end
i = FakeIMAP.new
keys = [1, 2..3, [4, 5], -1, "ALL"]
p i.search(keys), i.sent.join, keys.map { |k| k.class }
i.sent.clear; p i.sort(["DATE"], "SUBJECT x", "UTF-8"), i.sent.join
i.sent.clear; k2 = [1..2, "NEW"]; p i.thread("REFERENCES", k2, "UTF-8"), i.sent.join, k2.map { |k| k.class }
i.sent.clear; p i.search("FROM \"x\"", "UTF-8"), i.sent.join
