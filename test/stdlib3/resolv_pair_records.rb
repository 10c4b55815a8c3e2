# Resolv::DNS's HINFO, MINFO and MX (one table in resolv.rb): classes,
# constants, encoding, decoding (MINFO's names read back as strings, as
# in 1.8.7, fail to decode), equality and arity.
require 'resolv'
Resource = Resolv::DNS::Resource; Message = Resolv::DNS::Message; Name = Resolv::DNS::Name
[Resource::HINFO, Resource::MINFO, Resource::MX, Resource::IN::MX, Resource::IN::HINFO].each do |c|
  p [c.name, c.superclass, c::TypeValue, c::ClassValue, c.instance_method(:initialize).arity, (c.public_instance_methods(false)).sort]
end
p Resource::ClassHash.keys.select { |k| [13, 14, 15].include?(k[0]) }.sort_by { |k| k.map { |x| x.to_i } }
m = Message.new(7)
m.add_answer(Name.create("a.example."), 60, Resource::IN::MX.new(10, Name.create("mx.example.")))
m.add_answer(Name.create("a.example."), 60, Resource::IN::HINFO.new("CPU", "OS"))
m.add_answer(Name.create("a.example."), 60, Resource::IN::MINFO.new(Name.create("r.example."), Name.create("e.example.")))
bin = m.encode
p bin.size, bin.unpack("H*")[0]
begin
  Message.decode(bin)
rescue Resolv::DNS::DecodeError => e
  p [e.class, e.message]  # MINFO reads its names back as strings (1.8.7)
end
m2 = Message.new(8)
m2.add_answer(Name.create("a.example."), 60, Resource::IN::MX.new(10, Name.create("mx.example.")))
m2.add_answer(Name.create("a.example."), 60, Resource::IN::HINFO.new("CPU", "OS"))
d = Message.decode(m2.encode)
d.each_answer { |name, ttl, data| p [name.to_s, ttl, data.class.name, data.instance_variables.sort.map { |v| x = data.instance_variable_get(v); x.is_a?(Name) ? x.to_s : x }] }
p Resource::IN::MX.new(1, Name.create("x.")) == Resource::IN::MX.new(1, Name.create("x."))
p Resource::IN::MX.new(1, Name.create("x.")).hash == Resource::IN::MX.new(1, Name.create("x.")).hash
begin; Resource::MX.new(1); rescue ArgumentError => e; p e.message; end
