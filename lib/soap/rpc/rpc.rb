# SOAP::RPC: shared helpers of the RPC client and server.

require 'soap/baseData'

module SOAP
module RPC
  ServerException = Mapping::MappedException

  # Public methods a servant defines itself (not inherited from Object).
  def self.defined_methods(obj)
    if obj.is_a?(Module)
      obj.methods - Module.methods
    else
      obj.methods - Object.instance_methods(true)
    end
  end
end
end
