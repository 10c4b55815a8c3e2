# REXML's XPath as 1.8.7: an absolute path asks the context node for its
# root_node, which only elements and documents have; from a text, CDATA,
# comment, instruction or attribute it raises NoMethodError
require 'rexml/document'
require "helper"
d = REXML::Document.new("<r n='1'><a>t<![CDATA[c]]><!--m--><?p q?></a></r>")
a = d.root.elements[1]
nodes = a.children + [d.root.attributes.get_attribute('n'), a, d]
["/r", "//a", "/", "count(//node())", "/r/@n", "a/..", "name()"].each do |e|
  nodes.each do |n|
    # (the message names the node by its inspect: only its start shown)
    show("#{e} from #{n.class}") do
      begin
        REXML::XPath.match(n, e).map { |x| x.class }
      rescue NoMethodError => x
        [x.class, x.message[0, 30]]
      end
    end
  end
end
["//a/text()[/r]", "//a/comment()[//r]", "//@n[/r]", "//a[/r]"].each do |e|
  show(e) do
    begin
      REXML::XPath.match(d, e).map { |x| x.class }
    rescue NoMethodError => x
      [x.class, x.message[0, 30]]
    end
  end
end
