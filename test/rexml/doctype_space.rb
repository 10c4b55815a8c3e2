# whitespace after a doctype without internal subset
require 'rexml/parsers/baseparser'
["<!DOCTYPE a>\n<a/>", "<!DOCTYPE a>  x<a/>", "<!DOCTYPE a [ ]>\n<a/>", "<!DOCTYPE a SYSTEM 'x'>\n\n<!--c--><a/>", "<!DOCTYPE a>\n"].each do |src|
  pa = REXML::Parsers::BaseParser.new(src)
  begin
    12.times { e = pa.pull; p e; break if e[0] == :end_document }
  rescue Exception => e
    p e.class, e.message.split("\n")[0]
  end
  puts
end
