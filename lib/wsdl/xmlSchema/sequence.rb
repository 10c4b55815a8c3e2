# WSDL::XMLSchema::Sequence: a <sequence> model group of elements (ModelGroup's).

require 'wsdl/info'
require 'wsdl/xmlSchema/modelGroup'


module WSDL
module XMLSchema


class Sequence < Info
  include ModelGroup
end


end
end
