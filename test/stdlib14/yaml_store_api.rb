# YAML::Store's own methods and constants (the empty table as it writes it)
require 'yaml/store'
p YAML::Store::EMPTY_MARSHAL_DATA, YAML::Store::EMPTY_MARSHAL_CHECKSUM
p PStore.const_defined?(:EMPTY_MARSHAL_DATA)
file = "/tmp/yaml_store_api_#{$$}.yml"
begin
  s = YAML::Store.new(file)
  p s.empty_marshal_data, s.empty_marshal_checksum, s.marshal_dump_supports_canonical_option?
  p YAML::Store.instance_methods(false).sort
  p PStore.new(file).respond_to?(:empty_marshal_data)
  # (load_file is PStore's: Marshal)
  p s.load_file(Marshal.dump([1, 2]))
  s.transaction { s[:a] = 1; s["b"] = [1, 2] }
  puts File.read(file)
  s.transaction(true) { p s.roots, s[:a] }
ensure
  File.delete(file) if File.exist?(file)
end
