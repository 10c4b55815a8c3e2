# XSD::CodeGen::ClassDef: a ModuleDef for a class: superclass, class
# variables and attributes too.

require 'xsd/codegen/gensupport'
require 'xsd/codegen/moduledef'
require 'xsd/codegen/methoddef'


module XSD
module CodeGen


class ClassDef < ModuleDef
  include GenSupport

  def initialize(name, baseclass = nil)
    super(name)
    @baseclass = baseclass
    @classvar = []
    @attrdef = []
  end

  def def_classvar(var, value)
    var = var.sub(/\A@@/, "")
    unless safevarname?(var)
      raise ArgumentError.new("#{var} seems to be unsafe")
    end
    @classvar << [var, value]
  end

  def def_attr(attrname, writable = true, varname = nil)
    unless safevarname?(varname || attrname)
      raise ArgumentError.new("#{varname || attrname} seems to be unsafe")
    end
    @attrdef << [attrname, writable, varname]
  end

  def dump
    buf = ""
    unless @requirepath.empty?
      buf << dump_requirepath
    end
    buf << dump_emptyline unless buf.empty?
    package = @name.split(/::/)[0..-2]
    buf << dump_package_def(package) unless package.empty?
    buf << dump_comment if @comment
    buf << dump_class_def
    spacer = false
    unless @classvar.empty?
      spacer = true
      buf << dump_classvar
    end
    unless @const.empty?
      buf << dump_emptyline if spacer
      spacer = true
      buf << dump_const
    end
    unless @code.empty?
      buf << dump_emptyline if spacer
      spacer = true
      buf << dump_code
    end
    unless @attrdef.empty?
      buf << dump_emptyline if spacer
      spacer = true
      buf << dump_attributes
    end
    unless @methoddef.empty?
      buf << dump_emptyline if spacer
      spacer = true
      buf << dump_methods
    end
    buf << dump_class_def_end
    buf << dump_package_def_end(package) unless package.empty?
    buf.gsub(/^\s+$/, '')
  end

private

  def dump_class_def
    name = @name.to_s.split(/::/)
    if @baseclass
      format("class #{name.last} < #{@baseclass}")
    else
      format("class #{name.last}")
    end
  end

  def dump_class_def_end
    str = format("end")
  end

  def dump_classvar
    dump_static(
      @classvar.collect { |var, value|
        %Q(@@#{var.sub(/^@@/, "")} = #{dump_value(value)})
      }.join("\n")
    )
  end

  # Plain attributes are attr_accessor/attr_reader lines (all first); one
  # stored in a differently named variable gets explicit reader/writer methods.
  def dump_attributes
    blocks = []
    plain, explicit = @attrdef.partition { |attrname, writable, varname|
      varname.nil? or varname == attrname
    }
    (plain + explicit).each do |attrname, writable, varname|
      blocks.concat(dump_attribute(attrname, writable, varname))
    end
    str = ""
    prev = nil
    blocks.each do |kind, text|
      unless prev.nil?
        str << ((prev == :line and kind == :line) ? "" : "\n")
      end
      str << text
      prev = kind
    end
    str
  end

  def dump_attribute(attrname, writable, varname)
    if varname.nil? or varname == attrname
      keyword = writable ? 'attr_accessor' : 'attr_reader'
      [[:line, format("#{keyword} :#{attrname}", 2)]]
    else
      blocks = [[:method, dump_accessor(attrname, "@#{varname}")]]
      if writable
        blocks << [:method, dump_accessor(attrname + '=', "@#{varname} = value", 'value')]
      end
      blocks
    end
  end

  def dump_accessor(name, body, *params)
    m = MethodDef.new(name, *params) do
      body
    end
    format(m.dump, 2)
  end
end


end
end
