# wsdl2ruby end to end: generate the classes, driver, servant and standalone
# server from the calc fixture, implement the servant, and call it through
# the generated driver over a local port.
require 'wsdl/soap/wsdl2ruby'
require 'logger'
$stderr = $stdout
w = WSDL::SOAP::WSDL2Ruby.new
w.location = 'fixtures/calc.wsdl'
w.basedir = '.'
w.logger = Logger.new(STDOUT)
w.logger.level = Logger::WARN
w.opt.update('classdef' => nil, 'driver' => nil, 'client_skelton' => nil,
  'servant_skelton' => nil, 'standalone_server_stub' => nil, 'force' => true)
w.run
puts Dir['*.rb'].sort
$:.unshift('.')
require 'CalcService.rb'
class CalcPort
  def add(a, b)
    a + b
  end

  def move(p, dx)
    Point.new(p.x + dx, p.y, "moved #{p.label}")
  end
end
module Client
  module_eval(File.read('CalcDriver.rb').sub(/^require .*$/, ''))
end
server = CalcPortApp.new('app', nil, '127.0.0.1', 0)
t = Thread.new { server.start }
drv = Client::CalcPort.new("http://127.0.0.1:#{server.server.config[:Port]}/")
p drv.add(20, 22)
r = drv.move(Point.new(1, 2, "a"), 3)
p r.class, r.x, r.y, r.label
server.shutdown
t.join
