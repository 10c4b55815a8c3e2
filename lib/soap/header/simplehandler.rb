# SOAP::Header::SimpleHandler: a header handler that works on plain Ruby
# values (a Hash out, the element's to_obj in).

require 'soap/header/handler'
require 'soap/baseData'


module SOAP
module Header


class SimpleHandler < SOAP::Header::Handler
  def initialize(elename)
    super(elename)
  end

  def on_simple_outbound
    nil
  end

  def on_simple_inbound(header, mustunderstand)
  end

  def on_outbound
    h = on_simple_outbound
    h ? SOAPElement.from_obj(h, elename.namespace) : nil
  end

  def on_inbound(header, mustunderstand)
    h = header.respond_to?(:to_obj) ? header.to_obj : header.data
    on_simple_inbound(h, mustunderstand)
  end
end


end
end
