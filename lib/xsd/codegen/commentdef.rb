# XSD::CodeGen::CommentDef: a "# ..." comment block before a definition.

require 'xsd/codegen/gensupport'


module XSD
module CodeGen


module CommentDef
  include GenSupport

  attr_accessor :comment

private

  def dump_comment
    if /\A#/ =~ @comment
      format(@comment)
    else
      format(@comment).gsub(/^/, '# ')
    end
  end
end


end
end
