# without a block the documents go to nil.call, as Syck's parser does
require 'yaml'
begin
  YAML.load_documents("--- 1\n--- 2\n")
rescue NoMethodError => e
  puts e.message
end
begin
  YAML.parse_documents("--- 1\n")
rescue NoMethodError => e
  puts e.message
end
p YAML.load_documents("")
r = []
p YAML.load_documents("--- 1\n--- [2]\n") { |d| r << d }
p r
