# WSDL::XMLSchema::All: an <all> model group of elements (ModelGroup's).

require 'wsdl/info'
require 'wsdl/xmlSchema/modelGroup'


module WSDL
module XMLSchema


class All < Info
  include ModelGroup
end


end
end
