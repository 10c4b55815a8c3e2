# the deprecated write methods of each node class, and to_s(indent)
require 'rexml/document'
include REXML
$stderr = $stdout
[-1, 0, 2].each do |ind|
  [[Element.new('w'), 'el'], [Comment.new('cc'), 'com'], [Text.new('tt'), 'text'], [CData.new('cd'), 'cdata'], [Instruction.new('p', 'q'), 'pi'], [Document.new('<d/>'), 'doc'], [XMLDecl.new, 'decl'], [Attribute.new('a', 'b'), 'attr'], [DocType.new('x'), 'dt'], [Entity.new('e', 'v'), 'ent']].each do |n, label|
    begin
      n.write($stdout, ind)
      puts " <- #{label} #{ind}"
    rescue Exception => e
      puts "#{label} #{ind}: #{e.class} #{e.message[0, 60]}"
    end
  end
end
p Element.new('a').to_s(2) rescue p $!
p Document.new('<a><b/></a>').to_s(1) rescue p $!
