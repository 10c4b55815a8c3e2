# WSDL::XMLSchema::Choice: a <choice> model group of elements (ModelGroup's).

require 'wsdl/info'
require 'wsdl/xmlSchema/modelGroup'


module WSDL
module XMLSchema


class Choice < Info
  include ModelGroup
end


end
end
