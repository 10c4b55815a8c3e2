# ParseException line and position for String and IO sources
require 'rexml/document'
require 'stringio'
include REXML
["<a>\n<b>\n</c></a>", "<ab", "<a>\n<b>\n</c></a>\n<!-- more -->\n<!-- more -->\n", "<a>\n  <b x=y/>\n</a>", "<r>\n<a>\n</r>"].each do |s|
  [StringIO.new(s), s].each do |src|
    begin
      Document.new(src)
    rescue ParseException => e
      lines = e.message.split("\n").reject { |l| l =~ /:in `|^\S+\.rb:\d+$/ }
      p [src.class, lines] if src.kind_of?(String)
      p [src.class, lines[0]]
      p [e.line, e.position, e.context]
    end
  end
end
