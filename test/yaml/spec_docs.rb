# YAML 1.0 spec style documents: loaded values and parsed root tags
require 'yaml'
Struct.new("MyBookStruct", :author, :title, :year, :isbn)
module Gem; class Specification; end; class Version; end; class Dependency; end; class Requirement; end; end
def norm(v)
  case v
  when Hash then "{" + v.map { |k, x| norm(k) + "=>" + norm(x) }.sort.join(", ") + "}" + (v.class == Hash ? "" : v.class.name)
  when Array then "[" + v.map { |x| norm(x) }.join(", ") + "]" + (v.class == Array ? "" : v.class.name)
  when YAML::DomainType then "Domain(#{v.domain}, #{v.type_id}, #{norm(v.value)})"
  when YAML::PrivateType then "Private(#{v.type_id}, #{norm(v.value)})"
  when Float, Integer, String, Symbol, NilClass, TrueClass, FalseClass, Range, Regexp, Time, Date then v.inspect + ":" + v.class.name
  else v.class.name + v.instance_variables.sort.map { |i| i + "=" + norm(v.instance_variable_get(i)) }.join(",")
  end
end
docs = Dir["fixtures/docs*.yml"].sort.map { |f| File.read(f).split(/^#####\n/) }.flatten
docs.each_with_index do |d, i|
  begin
    out = []
    YAML.load_documents(d) { |x| out << norm(x) }
    puts "#{i}: #{out.join(' | ')}"
  rescue Exception => e
    puts "#{i}: #{e.class} #{e.message.sub(/col -?\d+/, "col N")}"
  end
  begin
    n = YAML.parse(d)
    puts "#{i}P: #{n.type_id.inspect}" if n
  rescue Exception => e
    puts "#{i}P: #{e.class}"
  end
end
