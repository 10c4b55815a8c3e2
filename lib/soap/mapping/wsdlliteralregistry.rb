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

  # node should be a SOAPElement
  def soap2obj(node, obj_class = nil)
    # obj_class is given when rpc/literal service.  but ignored for now.
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

  def obj2elesoap(obj, ele)
    any2soap(obj, ele.name)
  end

  def obj2typesoap(obj, type)
    any2soap(obj, type.name)
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
      obj.each do |key, value|
        add_children(ele, key.to_s, value, nil)
      end
    else
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

  def any2obj(node)
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
          child = node[name] ? value : value
          obj.__add_xmlele_value(child.elename, any2obj(child))
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
