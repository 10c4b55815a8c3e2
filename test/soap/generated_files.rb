# XSD2Ruby and WSDL2Ruby write their files through WSDL::GeneratedFiles:
# under basedir, and over an existing file only with the 'force' option
# (what they tell the logger).
require 'fileutils'
require 'wsdl/xmlSchema/xsd2ruby'
require 'wsdl/soap/wsdl2ruby'
FileUtils.cp(['fixtures/person.xsd', 'fixtures/addr.xsd'], '.')
class Said
  def initialize; @lines = []; end
  attr_reader :lines
  %w(debug info warn error).each { |l| define_method(l) { |*a, &b| @lines << "#{l}: #{(b ? b.call : a[0]).to_s.sub($0, 'PROG')}" } }
end
Dir.mkdir('out')
[nil, nil, 'force'].each do |force|
  x = WSDL::XMLSchema::XSD2Ruby.new
  x.location = "file://#{Dir.pwd}/person.xsd"
  x.basedir = 'out'
  x.logger = Said.new
  x.opt['force'] = true if force
  File.open('out/people.rb', 'a') { |f| f << "# mark\n" } if File.exist?('out/people.rb')
  x.run
  puts x.logger.lines.grep(/file/i)
  p Dir['out/*'].sort, File.read('out/people.rb').include?("# mark")
end
p WSDL::SOAP::WSDL2Ruby.private_instance_methods.include?("check_file")
