# wsdl2ruby end to end, document/literal: generate the classes, driver,
# servant and standalone server from the shop fixture, implement the servant, and call it through
# the generated driver over a local port.
require 'wsdl/soap/wsdl2ruby'
require 'logger'
$stderr = $stdout
w = WSDL::SOAP::WSDL2Ruby.new
w.location = 'fixtures/doc.wsdl'
w.basedir = '.'
w.logger = Logger.new(STDOUT)
w.logger.level = Logger::WARN
w.opt.update('classdef' => nil, 'driver' => nil, 'client_skelton' => nil,
  'servant_skelton' => nil, 'standalone_server_stub' => nil, 'force' => true)
w.run
puts Dir['*.rb'].sort
$:.unshift('.')
require 'ShopService.rb'
class ShopPort
  def placeOrder(order)
    p order.class, order.id, order.item.collect { |i| [i.class, i.sku, i.qty] }
    OrderResponse.new(order.item.inject(0) { |sum, i| sum + i.qty.to_i } * 1.5)
  end
end
module Client
  module_eval(File.read('ShopDriver.rb').sub(/^require .*$/, ''))
end
server = ShopPortApp.new('app', nil, '127.0.0.1', 0)
t = Thread.new { server.start }
drv = Client::ShopPort.new("http://127.0.0.1:#{server.server.config[:Port]}/")
r = drv.placeOrder(Order.new("o1", [Item.new("a", 2), Item.new("b", 3)]))
p r.class, r.total
server.shutdown
t.join
