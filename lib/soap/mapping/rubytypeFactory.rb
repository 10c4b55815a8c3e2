# SOAP::Mapping::RubytypeFactory: Ruby-specific types (Symbol, Struct,
# Range, Regexp, Class, exceptions, plain objects) as structs in the Ruby
# type namespaces.

module SOAP
module Mapping


class RubytypeFactory < Factory
  TYPE_STRING = XSD::QName.new(RubyTypeNamespace, 'String')
  TYPE_TIME = XSD::QName.new(RubyTypeNamespace, 'Time')
  TYPE_ARRAY = XSD::QName.new(RubyTypeNamespace, 'Array')
  TYPE_REGEXP = XSD::QName.new(RubyTypeNamespace, 'Regexp')
  TYPE_RANGE = XSD::QName.new(RubyTypeNamespace, 'Range')
  TYPE_CLASS = XSD::QName.new(RubyTypeNamespace, 'Class')
  TYPE_MODULE = XSD::QName.new(RubyTypeNamespace, 'Module')
  TYPE_SYMBOL = XSD::QName.new(RubyTypeNamespace, 'Symbol')
  TYPE_STRUCT = XSD::QName.new(RubyTypeNamespace, 'Struct')
  TYPE_HASH = XSD::QName.new(RubyTypeNamespace, 'Map')

  def initialize(config = {})
    @config = config
    @allow_untyped_struct = @config.key?(:allow_untyped_struct) ?
      @config[:allow_untyped_struct] : true
    @allow_original_mapping = @config.key?(:allow_original_mapping) ?
      @config[:allow_original_mapping] : false
    @string_factory = StringFactory_.new(true)
    @basetype_factory = BasetypeFactory_.new(true)
    @datetime_factory = DateTimeFactory_.new(true)
    @array_factory = ArrayFactory_.new(true)
    @hash_factory = HashFactory_.new(true)
  end

  # Ruby classes, most specific first, and the method that maps each; the
  # ones marked true are mapped only for Ruby-to-Ruby (original) mapping.
  # Built on first use: Mapping::Object is defined after this file.
  def self.obj2soap_table
    @obj2soap_table ||= [
    [::String, :string2soap, true],
    [::Time, :time2soap, true],
    [::Array, :array2soap, true],
    [::NilClass, :nil2soap, true],
    [::FalseClass, :boolean2soap, true],
    [::TrueClass, :boolean2soap, true],
    [::Integer, :integer2soap, true],
    [::Float, :float2soap, true],
    [::Hash, :hash2soap, true],
    [::Regexp, :regexp2soap, true],
    [::Range, :range2soap, true],
    [::Class, :class2soap, true],
    [::Module, :module2soap, true],
    [::Symbol, :symbol2soap, true],
    [::Struct, :struct2soap, false],
    [::IO, nil, false], [::Binding, nil, false], [::Continuation, nil, false],
    [::Data, nil, false], [::Dir, nil, false], [::File::Stat, nil, false],
    [::MatchData, nil, false], [::Method, nil, false], [::Proc, nil, false],
    [::Thread, nil, false], [::ThreadGroup, nil, false],
    [::SOAP::Mapping::Object, :mappingobject2soap, false],
    [::Exception, :exception2soap, false],
    ]
  end

  def obj2soap(soap_class, obj, info, map)
    RubytypeFactory.obj2soap_table.each do |klass, method, original_only|
      next unless klass === obj
      return nil if method.nil? or (original_only and !@allow_original_mapping)
      return __send__(method, obj, info, map)
    end
    unknownobj2soap(soap_class, obj, info, map)
  end

  def soap2obj(obj_class, node, info, map)
    rubytype = node.extraattr[RubyTypeName]
    if rubytype or node.type.namespace == RubyTypeNamespace
      rubytype2obj(node, info, map, rubytype)
    elsif node.type == XSD::AnyTypeName or node.type == XSD::AnySimpleTypeName
      anytype2obj(node, info, map)
    else
      unknowntype2obj(node, info, map)
    end
  end

private

  # A value of a subclass of a core class names its class in rubyType.
  def add_rubytype(param, obj, klass)
    if obj.class != klass
      param.extraattr[RubyTypeName] = obj.class.name
    end
  end

  def string2soap(obj, info, map)
    param = @string_factory.obj2soap(SOAPString, obj, info, map)
    add_rubytype(param, obj, String)
    addiv2soapattr(param, obj, map)
    param
  end

  def time2soap(obj, info, map)
    param = @datetime_factory.obj2soap(SOAPDateTime, obj, info, map)
    add_rubytype(param, obj, Time)
    addiv2soapattr(param, obj, map)
    param
  end

  def array2soap(obj, info, map)
    param = @array_factory.obj2soap(nil, obj, info, map)
    add_rubytype(param, obj, Array)
    addiv2soapattr(param, obj, map)
    param
  end

  def nil2soap(obj, info, map)
    param = @basetype_factory.obj2soap(SOAPNil, obj, info, map)
    addiv2soapattr(param, obj, map)
    param
  end

  def boolean2soap(obj, info, map)
    param = @basetype_factory.obj2soap(SOAPBoolean, obj, info, map)
    addiv2soapattr(param, obj, map)
    param
  end

  def integer2soap(obj, info, map)
    param = @basetype_factory.obj2soap(SOAPInt, obj, info, map)
    param ||= @basetype_factory.obj2soap(SOAPInteger, obj, info, map)
    param ||= @basetype_factory.obj2soap(SOAPDecimal, obj, info, map)
    addiv2soapattr(param, obj, map)
    param
  end

  def float2soap(obj, info, map)
    param = @basetype_factory.obj2soap(SOAPDouble, obj, info, map)
    add_rubytype(param, obj, Float)
    addiv2soapattr(param, obj, map)
    param
  end

  # A Hash with a default: a Ruby Map struct that also carries the default.
  def hash2soap(obj, info, map)
    if obj.respond_to?(:default_proc) && obj.default_proc
      raise TypeError.new("cannot dump hash with default proc")
    end
    param = SOAPStruct.new(TYPE_HASH)
    mark_marshalled_obj(obj, param)
    add_rubytype(param, obj, Hash)
    ::SOAP::SOAPGenerator::StOrder.each_pair(obj) do |key, value|
      elem = SOAPStruct.new
      elem.add("key", Mapping._obj2soap(key, map))
      elem.add("value", Mapping._obj2soap(value, map))
      param.add("item", elem)
    end
    param.add('default', Mapping._obj2soap(obj.default, map))
    addiv2soapattr(param, obj, map)
    param
  end

  def regexp2soap(obj, info, map)
    param = SOAPStruct.new(TYPE_REGEXP)
    mark_marshalled_obj(obj, param)
    add_rubytype(param, obj, Regexp)
    param.add('source', SOAPBase64.new(obj.source))
    param.add('options', SOAPInt.new(obj.options))
    addiv2soapattr(param, obj, map)
    param
  end

  def range2soap(obj, info, map)
    param = SOAPStruct.new(TYPE_RANGE)
    mark_marshalled_obj(obj, param)
    add_rubytype(param, obj, Range)
    param.add('begin', Mapping._obj2soap(obj.begin, map))
    param.add('end', Mapping._obj2soap(obj.end, map))
    param.add('exclude_end', SOAP::SOAPBoolean.new(obj.exclude_end?))
    addiv2soapattr(param, obj, map)
    param
  end

  def class2soap(obj, info, map)
    named2soap(TYPE_CLASS, "class", obj, map)
  end

  def module2soap(obj, info, map)
    named2soap(TYPE_MODULE, "module", obj, map)
  end

  def named2soap(type, kind, obj, map)
    if obj.to_s[0] == ?#
      raise TypeError.new("can't dump anonymous #{kind} #{obj}")
    end
    param = SOAPStruct.new(type)
    mark_marshalled_obj(obj, param)
    param.add('name', SOAPString.new(obj.name))
    addiv2soapattr(param, obj, map)
    param
  end

  def symbol2soap(obj, info, map)
    param = SOAPStruct.new(TYPE_SYMBOL)
    mark_marshalled_obj(obj, param)
    param.add('id', SOAPString.new(obj.id2name))
    addiv2soapattr(param, obj, map)
    param
  end

  # A Struct is a Ruby Struct (its class name and members) between Rubies,
  # and an untyped struct of its members otherwise.
  def struct2soap(obj, info, map)
    unless @allow_original_mapping
      param = SOAPStruct.new(XSD::AnyTypeName)
      mark_marshalled_obj(obj, param)
      add_members(param, obj, map)
      return param
    end
    param = SOAPStruct.new(TYPE_STRUCT)
    mark_marshalled_obj(obj, param)
    param.add('type', SOAPString.new(obj.class.to_s))
    ele_member = SOAPStruct.new
    add_members(ele_member, obj, map)
    param.add('member', ele_member)
    addiv2soapattr(param, obj, map)
    param
  end

  def add_members(param, obj, map)
    obj.members.each do |member|
      param.add(Mapping.name2elename(member),
        Mapping._obj2soap(obj[member], map))
    end
  end

  def mappingobject2soap(obj, info, map)
    param = SOAPStruct.new(XSD::AnyTypeName)
    mark_marshalled_obj(obj, param)
    obj.__xmlele.each do |key, value|
      param.add(key.name, Mapping._obj2soap(value, map))
    end
    obj.__xmlattr.each do |key, value|
      param.extraattr[key] = value
    end
    param
  end

  def exception2soap(obj, info, map)
    typestr = Mapping.name2elename(obj.class.to_s)
    param = SOAPStruct.new(XSD::QName.new(RubyTypeNamespace, typestr))
    mark_marshalled_obj(obj, param)
    param.add('message', Mapping._obj2soap(obj.message, map))
    param.add('backtrace', Mapping._obj2soap(obj.backtrace, map))
    addiv2soapattr(param, obj, map)
    param
  end

  def addiv2soapattr(node, obj, map)
    return if obj.instance_variables.empty?
    ivars = SOAPStruct.new
    setiv2soap(ivars, obj, map)
    node.extraattr[RubyIVarName] = ivars
  end

  def unknownobj2soap(soap_class, obj, info, map)
    if obj.class.name.empty?
      raise TypeError.new("can't dump anonymous class #{obj}")
    end
    singleton_class = class << obj; self; end
    if !singleton_methods_true(obj).empty? or
	!singleton_class.instance_variables.empty?
      raise TypeError.new("singleton can't be dumped #{obj}")
    end
    if !(singleton_class.ancestors - obj.class.ancestors).empty?
      typestr = Mapping.name2elename(obj.class.to_s)
      type = XSD::QName.new(RubyTypeNamespace, typestr)
    else
      type = Mapping.class2element(obj.class)
    end
    param = SOAPStruct.new(type)
    mark_marshalled_obj(obj, param)
    setiv2soap(param, obj, map)
    param
  end

  if RUBY_VERSION >= '1.8.0'
    def singleton_methods_true(obj)
      obj.singleton_methods(true)
    end
  else
    def singleton_methods_true(obj)
      obj.singleton_methods
    end
  end

  def rubytype2obj(node, info, map, rubytype)
    klass = rubytype ? Mapping.class_from_name(rubytype) : nil
    obj = nil
    case node
    when SOAPString
      return @string_factory.soap2obj(klass || String, node, info, map)
    when SOAPDateTime
      klass ||= Time
      t = node.to_time
      arg = [t.year, t.month, t.mday, t.hour, t.min, t.sec, t.usec]
      obj = t.gmt? ? klass.gm(*arg) : klass.local(*arg)
      mark_unmarshalled_obj(node, obj)
      return true, obj
    when SOAPArray
      return @array_factory.soap2obj(klass || Array, node, info, map)
    when SOAPNil, SOAPBoolean, SOAPInt, SOAPInteger, SOAPDecimal, SOAPDouble
      return @basetype_factory.soap2obj(nil, node, info, map)
    when SOAPStruct
      return rubytypestruct2obj(node, info, map, rubytype)
    else
      raise
    end
  end

  # A struct in the Ruby type namespace, by its type name; false when no
  # Ruby value can be made (an unknown or anonymous Struct class).
  def rubytypestruct2obj(node, info, map, rubytype)
    case node.type
    when TYPE_HASH
      obj = rubyhash2obj(node, map, rubytype)
    when TYPE_REGEXP
      obj = rubyregexp2obj(node, map, rubytype)
    when TYPE_RANGE
      obj = rubyrange2obj(node, map, rubytype)
    when TYPE_CLASS
      obj = Mapping.class_from_name(node['name'].data)
    when TYPE_MODULE
      # As 1.8.7: a module comes back as nil (looked up as a class).
      obj = Mapping.class_from_name(node['name'].data)
    when TYPE_SYMBOL
      obj = node['id'].data.intern
    when TYPE_STRUCT
      obj = rubystruct2obj(node, map)
      return false if obj.nil?
    else
      return unknowntype2obj(node, info, map)
    end
    return true, obj
  end

  def empty_rubytype_obj(node, rubytype, default_class)
    klass = rubytype ? Mapping.class_from_name(rubytype) : default_class
    obj = Mapping.create_empty_object(klass)
    mark_unmarshalled_obj(node, obj)
    obj
  end

  def rubyhash2obj(node, map, rubytype)
    obj = empty_rubytype_obj(node, rubytype, Hash)
    node.each do |key, value|
      next unless key == 'item'
      obj[Mapping._soap2obj(value['key'], map)] =
        Mapping._soap2obj(value['value'], map)
    end
    if node.key?('default')
      obj.default = Mapping._soap2obj(node['default'], map)
    end
    obj
  end

  def rubyregexp2obj(node, map, rubytype)
    obj = empty_rubytype_obj(node, rubytype, Regexp)
    source = node['source'].string
    options = node['options'].data || 0
    Regexp.instance_method(:initialize).bind(obj).call(source, options)
    obj
  end

  def rubyrange2obj(node, map, rubytype)
    obj = empty_rubytype_obj(node, rubytype, Range)
    first = Mapping._soap2obj(node['begin'], map)
    last = Mapping._soap2obj(node['end'], map)
    exclude_end = node['exclude_end'].data
    Range.instance_method(:initialize).bind(obj).call(first, last, exclude_end)
    obj
  end

  def rubystruct2obj(node, map)
    klass = Mapping.class_from_name(Mapping.elename2name(node['type'].data))
    return nil if klass.nil? or !(klass <= ::Struct)
    obj = Mapping.create_empty_object(klass)
    mark_unmarshalled_obj(node, obj)
    node['member'].each do |name, value|
      obj[Mapping.elename2name(name)] = Mapping._soap2obj(value, map)
    end
    obj
  end

  def anytype2obj(node, info, map)
    case node
    when SOAPBasetype
      return true, node.data
    when SOAPStruct
      klass = ::SOAP::Mapping::Object
      obj = klass.new
      mark_unmarshalled_obj(node, obj)
      node.each do |name, value|
        obj.__add_xmlele_value(XSD::QName.new(nil, name),
          Mapping._soap2obj(value, map))
      end
      unless node.extraattr.empty?
        obj.instance_variable_set('@__xmlattr', node.extraattr)
      end
      return true, obj
    else
      return false
    end
  end

  def unknowntype2obj(node, info, map)
    case node
    when SOAPBasetype
      return true, node.data
    when SOAPArray
      return @array_factory.soap2obj(Array, node, info, map)
    when SOAPStruct
      obj = unknownstruct2obj(node, info, map)
      return true, obj if obj
      if !@allow_untyped_struct
        return false
      end
      return anytype2obj(node, info, map)
    else
      return false
    end
  end

  def unknownstruct2obj(node, info, map)
    unless node.type.name
      return nil
    end
    typestr = Mapping.elename2name(node.type.name)
    klass = Mapping.class_from_name(typestr)
    if klass.nil? and @allow_untyped_struct
      klass = Mapping.class_from_name(typestr, true)
    end
    if klass.nil?
      return nil
    end
    if klass <= ::Exception
      return exception2obj(klass, node, map)
    end
    klass_type = Mapping.class2qname(klass)
    return nil unless node.type.match(klass_type)
    obj = nil
    begin
      obj = Mapping.create_empty_object(klass)
    rescue
      nil
    end
    mark_unmarshalled_obj(node, obj)
    setiv2obj(obj, node, map)
    obj
  end

  def exception2obj(klass, node, map)
    message = Mapping._soap2obj(node['message'], map)
    backtrace = Mapping._soap2obj(node['backtrace'], map)
    obj = Mapping.create_empty_object(klass)
    obj = obj.exception(message)
    mark_unmarshalled_obj(node, obj)
    obj.set_backtrace(backtrace)
    obj
  end

  def array2obj(node, map, rubytype)
    klass = rubytype ? Mapping.class_from_name(rubytype) : Array
    obj = Mapping.create_empty_object(klass)
    mark_unmarshalled_obj(node, obj)
    obj
  end

  def string2obj(node, map, rubytype)
    klass = rubytype ? Mapping.class_from_name(rubytype) : String
    obj = Mapping.create_empty_object(klass)
    mark_unmarshalled_obj(node, obj)
    obj
  end
end


end
end
