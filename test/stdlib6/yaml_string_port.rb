# to_yaml / YAML.dump given a String appends the document to it and
# answers that String
require 'yaml'
s = "pre"
r = 1.to_yaml(s)
p r, s, r.equal?(s)
s = ""
p [1, {"a" => 2}].to_yaml(s), s
s = ""
r = YAML.dump({:x => 1}, s)
p r, r.equal?(s)
p YAML.dump(1, {:Indent => 4})
