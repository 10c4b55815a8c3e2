# SOAP::Mapping::WSDLLiteralRegistry: document/literal mapping.  Ruby
# values become SOAPElement trees named by their schema element, and literal
# elements come back as Strings or SOAP::Mapping::Object.

require 'soap/baseData'
require 'soap/mapping/mapping'
require 'soap/mapping/typeMap'
require 'xsd/codegen/gensupport'
require 'xsd/namedelements'


module SOAP
module Mapping


class WSDLLiteralRegistry < Registry
  attr_reader :definedelements
  attr_reader :definedtypes
  attr_accessor :excn_handler_obj2soap
  attr_accessor :excn_handler_soap2obj

  MAPPING_OPT = { :no_reference => true }

  def initialize(definedtypes = XSD::NamedElements::Empty,
      definedelements = XSD::NamedElements::Empty)
    @definedtypes = definedtypes
    @definedelements = definedelements
    @excn_handler_obj2soap = nil
    @excn_handler_soap2obj = nil
    @schema_element_cache = {}
    @schema_attribute_cache = {}
  end

  def obj2soap(obj, qname)
    soap_obj = nil
    if ele = @definedelements[qname]
      soap_obj = obj2elesoap(obj, ele)
    elsif type = @definedtypes[qname]
      soap_obj = obj2typesoap(obj, type)
    else
      soap_obj = any2soap(obj, qname)
    end
    return soap_obj if soap_obj
    if @excn_handler_obj2soap
      soap_obj = @excn_handler_obj2soap.call(obj) { |yield_obj|
        Mapping.obj2soap(yield_obj, nil, nil, MAPPING_OPT)
      }
      return soap_obj if soap_obj
    end
    raise MappingError.new("cannot map #{obj.class.name} as #{qname}")
  end

  def soap2obj(node, obj_class = nil)
    begin
      return any2obj(node)
    rescue MappingError
    end
    if @excn_handler_soap2obj
      begin
        return @excn_handler_soap2obj.call(node) { |yield_node|
	    Mapping.soap2obj(yield_node, nil, nil, MAPPING_OPT)
	  }
      rescue Exception
      end
    end
    if node.respond_to?(:type)
      raise MappingError.new("cannot map #{node.type.name} to Ruby object")
    else
      raise MappingError.new("cannot map #{node.elename.name} to Ruby object")
    end
  end

private

  # Guided by a schema element: its type (named or local) decides the
  # children, which are taken from obj by name.
  def obj2elesoap(obj, ele)
    o = nil
    if ele.type
      if type = @definedtypes[ele.type]
        o = obj2typesoap(obj, type)
      elsif type = TypeMap[ele.type]
        o = base2soap(obj, type)
      else
        raise MappingError.new("cannot find type #{ele.type}")
      end
    elsif ele.local_complextype
      o = complexobj2soap(obj, ele.local_complextype)
    elsif ele.local_simpletype
      o = simpleobj2soap(obj, ele.local_simpletype)
    else
      raise MappingError.new('illegal schema?')
    end
    o.elename = ele.name
    o
  end

  def obj2typesoap(obj, type)
    if type.is_a?(::WSDL::XMLSchema::SimpleType)
      simpleobj2soap(obj, type)
    else
      complexobj2soap(obj, type)
    end
  end

  def simpleobj2soap(obj, type)
    type.check_lexical_format(obj)
    return SOAPNil.new if obj.nil?
    base2soap(obj, TypeMap[type.base])
  end

  # A missing optional child is left out; a repeating one is repeated.
  def complexobj2soap(obj, type)
    o = SOAPElement.new(type.name)
    type.each_element do |child_ele|
      child = Mapping.get_attribute(obj, child_ele.name.name)
      if child.nil?
        if child_ele.nillable
          o.add(obj2elesoap(nil, child_ele))
        elsif Integer(child_ele.minoccurs) == 0
        else
          raise MappingError.new("nil not allowed: #{child_ele.name.name}")
        end
      elsif child_ele.map_as_array?
        child.each do |item|
          o.add(obj2elesoap(item, child_ele))
        end
      else
        o.add(obj2elesoap(child, child_ele))
      end
    end
    add_attributes2soap(obj, o)
    o
  end

  def base2soap(obj, type)
    return SOAPNil.new if obj.nil?
    if type <= XSD::XSDString
      str = XSD::Charset.encoding_conv(obj.to_s,
        Thread.current[:SOAPExternalCES], XSD::Charset.encoding)
      type.new(str)
    else
      type.new(obj)
    end
  end

  def add_attributes2soap(obj, ele)
    attributes = schema_attribute_definition(obj.class)
    if attributes
      attributes.each do |qname, param|
        methodname = 'xmlattr_' +
          XSD::CodeGen::GenSupport.safevarname(qname.name)
        # An unset attribute goes out empty, as in 1.8.7.
        next unless obj.respond_to?(methodname)
        ele.extraattr[qname] = obj.__send__(methodname)
      end
    elsif obj.respond_to?(:__xmlattr) and obj.__xmlattr
      obj.__xmlattr.each do |key, value|
        ele.extraattr[key] = value
      end
    end
  end

  def schema_attribute_definition(klass)
    @schema_attribute_cache[klass] ||=
      Mapping.schema_attribute_definition(klass)
  end

  def schema_element_definition(klass)
    @schema_element_cache[klass] ||= Mapping.schema_element_definition(klass)
  end

  # A Hash's pairs (and a Mapping::Object's elements) become local child
  # elements; an Array value repeats the child.
  def any2soap(obj, qname)
    ele = nil
    case obj
    when SOAPElement, SOAPBasetype, SOAPStruct, SOAPArray
      return obj
    when nil
      ele = SOAPElement.new(qname, nil)
      ele.extraattr[XSD::AttrNilName] = 'true'
    when ::SOAP::Mapping::Object
      ele = SOAPElement.new(qname)
      obj.__xmlele.each do |key, value|
        add_children(ele, key.name, value, key.namespace)
      end
      obj.__xmlattr.each do |key, value|
        ele.extraattr[key] = value
      end
    when Hash
      ele = SOAPElement.new(qname)
      ::SOAP::SOAPGenerator::StOrder.each_pair(obj) do |key, value|
        add_children(ele, key.to_s, value, nil)
      end
    else
      if obj.class.class_variables.include?('@@schema_element')
        return stubobj2soap(obj, qname)
      end
      if obj.instance_variables.empty? or obj.is_a?(String) or
          obj.is_a?(Numeric) or obj.is_a?(Symbol)
        ele = SOAPElement.new(qname, encode_text(obj))
      else
        ele = SOAPElement.new(qname)
        obj.instance_variables.each do |var|
          add_children(ele, var.sub(/\A@/, ''),
            obj.instance_variable_get(var), nil)
        end
      end
    end
    ele
  end

  # An object of a generated class: its @@schema_element gives the
  # children in order.
  def stubobj2soap(obj, qname)
    ele = SOAPElement.new(qname)
    if obj.class.class_variables.include?('@@schema_qualified')
      ele.qualified = obj.class.class_eval('@@schema_qualified')
    end
    add_elements2soap(obj, ele)
    add_attributes2soap(obj, ele)
    ele
  end

  def add_elements2soap(obj, ele)
    elements, as_array = schema_element_definition(obj.class)
    return unless elements
    elements.each do |elename, type|
      if child = Mapping.get_attribute(obj, elename.name)
        if as_array.include?(elename.name)
          child.each do |item|
            ele.add(obj2soap(item, elename))
          end
        else
          ele.add(obj2soap(child, elename))
        end
      elsif obj.is_a?(::Array) and as_array.include?(elename.name)
        obj.each do |item|
          ele.add(obj2soap(item, elename))
        end
      end
    end
  end

  def add_children(ele, name, value, namespace)
    qname = XSD::QName.new(namespace, name)
    if value.is_a?(Array)
      value.each do |item|
        ele.add(any2soap(item, qname))
      end
    else
      ele.add(any2soap(value, qname))
    end
  end

  # The text goes out raw, unescaped, as in 1.8.7.
  def encode_text(obj)
    obj.to_s
  end

  # A node maps to a generated class (with @@schema_element) named after
  # the element if one is defined, else to Strings and Mapping::Objects.
  def any2obj(node, obj_class = nil)
    unless obj_class
      typestr = XSD::CodeGen::GenSupport.safeconstname(node.elename.name)
      obj_class = Mapping.class_from_name(typestr)
    end
    if obj_class and obj_class.class_variables.include?('@@schema_element')
      soapele2stubobj(node, obj_class)
    else
      plain2obj(node)
    end
  end

  def soapele2stubobj(node, obj_class)
    obj = Mapping.create_empty_object(obj_class)
    add_elements2stubobj(node, obj)
    add_attributes2stubobj(node, obj)
    obj
  end

  def add_elements2stubobj(node, obj)
    elements, as_array = schema_element_definition(obj.class)
    vars = {}
    node.each do |name, value|
      item = elements.find { |k, v| k.name == name }
      if item
        elename, class_name = item
        if klass = Mapping.class_from_name(class_name)
          if klass.ancestors.include?(::SOAP::SOAPBasetype)
            if value.respond_to?(:data)
              child = klass.new(value.data).data
            else
              child = klass.new(nil).data
            end
          else
            child = any2obj(value, klass)
          end
        elsif klass = Mapping.module_from_name(class_name)
          if value.respond_to?(:data)
            child = value.data
          else
            raise MappingError.new(
              "cannot map to a module value: #{class_name}")
          end
        else
          raise MappingError.new("unknown class/module: #{class_name}")
        end
      else
        child = any2obj(value)
      end
      if as_array.include?(elename ? elename.name : name)
        (vars[name] ||= []) << child
      else
        vars[name] = child
      end
    end
    Mapping.set_attributes(obj, vars)
  end

  def add_attributes2stubobj(node, obj)
    if attributes = schema_attribute_definition(obj.class)
      define_xmlattr(obj)
      attributes.each do |qname, class_name|
        attr = node.extraattr[qname]
        next if attr.nil? or attr.empty?
        klass = Mapping.class_from_name(class_name)
        if klass.ancestors.include?(::SOAP::SOAPBasetype)
          child = klass.new(attr).data
        else
          child = attr
        end
        obj.__xmlattr[qname] = child
      end
    end
  end

  def define_xmlattr(obj)
    obj.instance_variable_set('@__xmlattr', {})
    unless obj.respond_to?(:__xmlattr)
      Mapping.define_attr_accessor(obj, :__xmlattr, proc { @__xmlattr })
    end
  end

  def plain2obj(node)
    case node
    when SOAPElement
      if node.members.empty?
        if node.extraattr[XSD::AttrNilName] == 'true'
          nil
        else
          node.text
        end
      else
        obj = ::SOAP::Mapping::Object.new
        node.each do |name, value|
          obj.__add_xmlele_value(value.elename, any2obj(value))
        end
        unless node.extraattr.empty?
          node.extraattr.each do |key, value|
            obj.__xmlattr[key] = value
          end
        end
        obj
      end
    when SOAPBasetype
      node.data
    when SOAPNil
      nil
    else
      Mapping.soap2obj(node, nil, nil, MAPPING_OPT)
    end
  end
end


end
end
