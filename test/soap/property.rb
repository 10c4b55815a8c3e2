# SOAP::Property: loading "key = value" text with sections and escapes,
# dotted keys, generated keys, hooks (direct, cascading, root), locking.
require 'soap/property'
require 'stringio'
pr = SOAP::Property.load(StringIO.new(<<EOS))
# comment
client.protocol.http.proxy = http://proxy:8080
client.protocol.http.no_proxy: localhost
[server]
port = 8080
name = a\\nb\\tc
key\\.with\\.dots = 1
EOS
p pr["client.protocol.http.proxy"], pr["client"]["protocol.http.no_proxy"], pr["server.port"], pr["server.name"], pr["server"].keys.sort
p pr["server.key.with.dots"] rescue p $!
p pr.keys.sort, pr.empty?
pr["a.b"] = 1
pr << "x"; pr << "y"
p pr["0"], pr["1"], pr.values.size
log = []
pr.add_hook("a.b") { |k, v| log << [k, v] }
pr.add_hook("a", true) { |k, v| log << [:casc, k, v] }
pr.add_hook { |k, v| log << [:root, k, v] }
pr["a.b"] = 2; pr["a.c"] = 3; pr["z"] = 4
p log
pr.lock(true)
begin; pr["new"] = 1; rescue Exception => e; p e.class, e.message; end
begin; pr["a.b"] = 5; p pr["a.b"]; rescue Exception => e; p e.class, e.message; end
begin; pr["a.q"] = 5; rescue Exception => e; p e.class, e.message; end
pr.unlock(true); pr["new"] = 1; p pr["new"]
p pr.locked?, pr["a"].locked?
begin; pr["a.b.c"] = 1; rescue Exception => e; p e.class, e.message; end
begin; SOAP::Property.load(StringIO.new("garbage line\n")); rescue Exception => e; p e.class, e.message; end
p pr[:z], pr[["a", "b"]]
begin; pr[1.5]; rescue Exception => e; p e.class, e.message; end
p SOAP::Property::Util.const_from_name("SOAP::Property")
