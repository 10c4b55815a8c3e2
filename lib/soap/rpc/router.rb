# SOAP::RPC::Router: decodes a request envelope, calls the servant method
# registered for its element name and encodes the response or a fault.

require 'soap/soap'
require 'soap/processor'
require 'soap/mapping'
require 'soap/rpc/rpc'
require 'soap/rpc/element'
require 'soap/streamHandler'
require 'soap/header/handlerset'


module SOAP
module RPC


class Router
  include SOAP

  attr_reader :actor
  attr_accessor :mapping_registry
  attr_accessor :literal_mapping_registry
  attr_accessor :generate_explicit_type
  attr_accessor :external_ces

  def initialize(actor)
    @actor = actor
    @mapping_registry = nil
    @headerhandler = Header::HandlerSet.new
    @literal_mapping_registry = nil
    @generate_explicit_type = true
    @external_ces = nil
    @operation = {}
  end

  def add_rpc_servant(obj, namespace = @default_namespace)
    ::SOAP::RPC.defined_methods(obj).each do |name|
      add_rpc_method(obj, XSD::QName.new(namespace, name), name)
    end
  end
  alias add_servant add_rpc_servant

  def add_headerhandler(handler)
    @headerhandler.add(handler)
  end

  def add_rpc_method(receiver, qname, name = qname.name, *param)
    @operation[qname] = [receiver, name.to_s]
  end
  alias add_method add_rpc_method

  # conn_data: StreamHandler::ConnectionData; returns it with the response.
  def route(conn_data)
    env = nil
    begin
      env = Processor.unmarshal(conn_data.send_string)
      unless env.is_a?(SOAPEnvelope)
        raise ArgumentError.new("illegal SOAP marshal format")
      end
      @headerhandler.on_inbound(env.header) if env.header
      request = env.body.request
      receiver, name = @operation[request.elename]
      unless receiver
        raise RPCRoutingError.new("method: #{request.elename} not supported")
      end
      params = []
      request.each do |pname, value|
        params << Mapping.soap2obj(value, @mapping_registry)
      end
      result = receiver.__send__(name, *params)
      res = SOAPMethodResponse.new(XSD::QName.new(request.elename.namespace,
        request.elename.name + 'Response'),
        [[SOAPMethod::RETVAL, 'return', nil]])
      res.retval = Mapping.obj2soap(result, @mapping_registry)
      res.encodingstyle = EncodingNamespace
      conn_data.is_fault = false
      response = SOAPEnvelope.new(SOAPHeader.new, SOAPBody.new(res))
    rescue Exception => e
      conn_data.is_fault = true
      response = SOAPEnvelope.new(SOAPHeader.new,
        SOAPBody.new(fault(e), true))
    end
    conn_data.receive_string = Processor.marshal(response,
      :generate_explicit_type => @generate_explicit_type)
    conn_data.receive_contenttype = response_contenttype(conn_data)
    conn_data
  end

  # Create fault response string.
  def create_fault_response(e)
    env = SOAPEnvelope.new(SOAPHeader.new, SOAPBody.new(fault(e), true))
    Processor.marshal(env)
  end

private

  # The answer names a charset only when the request did.
  def response_contenttype(conn_data)
    if /;\s*charset=/i =~ conn_data.send_contenttype.to_s
      "#{MediaType}; charset=\"#{XSD::Charset.xml_encoding_label}\""
    else
      MediaType
    end
  end

  def fault(e)
    detail = Mapping::SOAPException.new(e)
    SOAPFault.new(
      SOAPString.new('Server'),
      SOAPString.new(e.to_s),
      SOAPString.new(@actor),
      Mapping.obj2soap(detail, @mapping_registry))
  end
end


end
end
