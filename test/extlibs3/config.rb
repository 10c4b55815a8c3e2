# OpenSSL::Config: parsing (sections, the default section, $var
# expansion), the readers, adding values, to_s parsed back, each, errors,
# and ExtensionFactory#config= resolving "@section" in create_ext.
# Expected output: fixtures/ref_config.rb on the oracle (no openssl there):
# the values the text below defines, and what the openssl command makes
# of the same subjectAltName section.
require "openssl"
include OpenSSL

text = File.read("fixtures/config.cnf")
c = Config.parse(text)
puts c.sections.sort.inspect
puts c["ca"].sort.inspect, c.get_value("ca", "key"), c.value("dir"), c.value("ca", "name")
puts c["none"].inspect, c.get_value("none", "x").inspect, c.get_value("ca", "none").inspect
c.add_value("new", "k", "v")
c["ca"] = {"more" => 1}
puts c["new"].inspect, c["ca"]["more"].inspect, c.sections.size
rows = []
c.each {|s, k, v| rows << [s, k, v] }
puts rows.sort.inspect
back = Config.parse(c.to_s)
puts back.sections.sort == c.sections.sort, back["alt"] == c["alt"], back["ca"] == c["ca"]
puts Config.new("fixtures/config.cnf")["alt"].sort.inspect, Config.load("fixtures/config.cnf").get_value("ca", "name")
puts Config.new.sections.inspect, Config::DEFAULT_CONFIG_FILE.class
puts c.is_a?(Enumerable), c.inspect =~ /\A#<OpenSSL::Config sections=/ ? "inspect ok" : c.inspect

ef = X509::ExtensionFactory.new
ef.config = c
puts ef.create_ext("subjectAltName", "@alt").value
begin
  X509::ExtensionFactory.new.create_ext("subjectAltName", "@alt")
rescue X509::ExtensionError => e
  puts e.class
end
["[ bad\n", "novalue\n"].each do |bad|
  begin
    Config.parse(bad)
    puts "parsed"
  rescue ConfigError => e
    puts e.class
  end
end
