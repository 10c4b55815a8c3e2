# WSDL::XMLSchema::Import: <xsd:import>; the schema it names is read when
# it has a schemaLocation.

require 'wsdl/info'
require 'wsdl/xmlSchema/importer'


module WSDL
module XMLSchema


class Import < Info
  attr_reader :namespace
  attr_reader :schemalocation
  attr_reader :content

  def initialize
    super
    @namespace = nil
    @schemalocation = nil
    @content = nil
  end

  def parse_element(element)
    nil
  end

  def parse_attr(attr, value)
    case attr
    when NamespaceAttrName
      @namespace = value.source
    when SchemaLocationAttrName
      @schemalocation = URI.parse(value.source)
      # relative to the document's location (which must then be absolute)
      if @schemalocation.relative? and !parent.location.nil?
        @schemalocation = parent.location + @schemalocation
      end
      if root.importedschema.key?(@schemalocation)
        @content = root.importedschema[@schemalocation]
      else
        root.importedschema[@schemalocation] = nil
        @content = import(@schemalocation)
        root.importedschema[@schemalocation] = @content
      end
      @schemalocation
    else
      nil
    end
  end

private

  def import(location)
    Importer.import(location, root)
  end
end


end
end
