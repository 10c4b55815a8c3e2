# SOAP::RPC::Driver: an RPC client; add_method defines a method on the
# driver that sends a SOAP 1.1 rpc/encoded request and maps the answer back.

require 'soap/soap'
require 'soap/mapping'
require 'soap/rpc/rpc'
require 'soap/rpc/element'
require 'soap/processor'
require 'soap/streamHandler'
require 'soap/property'
require 'soap/header/handlerset'


module SOAP
module RPC


class Driver
  attr_reader :endpoint_url
  attr_reader :options
  attr_reader :streamhandler
  attr_reader :headerhandler
  attr_accessor :mapping_registry
  attr_accessor :literal_mapping_registry
  attr_accessor :soapaction
  attr_accessor :default_encodingstyle
  attr_accessor :generate_explicit_type
  attr_accessor :allow_unqualified_element
  attr_accessor :mandatorycharset
  attr_accessor :wiredump_file_base

  def initialize(endpoint_url, namespace = nil, soapaction = nil)
    @endpoint_url = endpoint_url
    @namespace = namespace
    @soapaction = soapaction
    @options = ::SOAP::Property.loadproperty(PropertyName) || ::SOAP::Property.new
    @streamhandler = HTTPStreamHandler.new(@options["protocol.http"] ||= ::SOAP::Property.new)
    @headerhandler = Header::HandlerSet.new
    @mapping_registry = nil
    @literal_mapping_registry = nil
    @default_encodingstyle = EncodingNamespace
    @generate_explicit_type = true
    @allow_unqualified_element = false
    @mandatorycharset = nil
    @wiredump_file_base = nil
    @operations = {}
  end

  def inspect
    "#<#{self.class}:#{@endpoint_url}>"
  end

  def endpoint_url=(endpoint_url)
    @endpoint_url = endpoint_url
    reset_stream
  end

  def httpproxy
    @options["protocol.http.proxy"]
  end

  def httpproxy=(httpproxy)
    @options["protocol.http.proxy"] = httpproxy
  end

  def wiredump_dev
    @options["protocol.http.wiredump_dev"]
  end

  def wiredump_dev=(wiredump_dev)
    @options["protocol.http.wiredump_dev"] = wiredump_dev
  end

  def loadproperty(propertyname)
    unless @options.loadproperty(propertyname)
      raise LoadError.new("No such property to load -- #{propertyname}")
    end
  end

  def reset_stream
    @streamhandler.reset(@endpoint_url)
  end

  def test_loopback_response
    @streamhandler.test_loopback_response
  end

  def add_rpc_method(name, *params)
    add_rpc_method_with_soapaction_as(name, name, @soapaction, *params)
  end
  alias add_method add_rpc_method

  def add_rpc_method_as(name, name_as, *params)
    add_rpc_method_with_soapaction_as(name, name_as, @soapaction, *params)
  end
  alias add_method_as add_rpc_method_as

  def add_rpc_method_with_soapaction(name, soapaction, *params)
    add_rpc_method_with_soapaction_as(name, name, soapaction, *params)
  end
  alias add_method_with_soapaction add_rpc_method_with_soapaction

  def add_rpc_method_with_soapaction_as(name, name_as, soapaction, *params)
    param_def = SOAPMethod.create_rpc_param_def(params.flatten)
    qname = XSD::QName.new(@namespace, name)
    @operations[name_as] = [qname, param_def, soapaction]
    add_method_interface(name_as, params.flatten.size)
  end
  alias add_method_with_soapaction_as add_rpc_method_with_soapaction_as

  def call(name, *params)
    qname, param_def, soapaction = @operations[name]
    unless qname
      raise MethodDefinitionError.new("method: #{name} not defined")
    end
    req = SOAPMethodRequest.new(qname, param_def, soapaction)
    pairs = []
    req.input_params.each_with_index do |pname, idx|
      pairs << [pname, Mapping.obj2soap(params[idx], @mapping_registry)]
    end
    req.set_param(pairs)
    req.encodingstyle = @default_encodingstyle
    env = SOAPEnvelope.new(SOAPHeader.new, SOAPBody.new(req))
    @headerhandler.on_outbound(env.header)
    send_string = Processor.marshal(env,
      :default_encodingstyle => @default_encodingstyle,
      :generate_explicit_type => @generate_explicit_type)
    conn_data = StreamHandler::ConnectionData.new(send_string)
    conn_data.soapaction = soapaction || @soapaction || ''
    @streamhandler.send(@endpoint_url, conn_data)
    if conn_data.receive_string.empty?
      return nil
    end
    res_env = Processor.unmarshal(conn_data.receive_string,
      :allow_unqualified_element => @allow_unqualified_element)
    unless res_env.is_a?(SOAPEnvelope)
      raise ResponseFormatError.new("response is not a SOAP envelope: " +
        conn_data.receive_string)
    end
    @headerhandler.on_inbound(res_env.header) if res_env.header
    body = res_env.body
    if fault = body.fault
      Mapping.fault2exception(FaultError.new(fault), @mapping_registry)
    end
    ret = Mapping.soap2obj(body.response, @mapping_registry)
    outparams = body.outparams
    if outparams
      [ret] + outparams.collect { |o| Mapping.soap2obj(o, @mapping_registry) }
    else
      ret
    end
  end
  alias invoke call

private

  def add_method_interface(name, param_count)
    driver = self
    (class << self; self; end).__send__(:define_method, name) do |*arg|
      unless arg.size == param_count
        raise ArgumentError.new(
          "wrong number of arguments (#{arg.size} for #{param_count})")
      end
      driver.call(name, *arg)
    end
  end
end


end
end
