# YAML::Store keeps its roots in a YAML file
require 'yaml/store'
st = YAML::Store.new("db.yml")
st.transaction do
  st["list"] = [1, "two", :three]
  st["map"] = {"k" => 1.5}
end
puts File.read("db.yml")
st.transaction(true) do
  p st["list"], st["map"], st.roots.sort
end
st.transaction { st["list"] << 4; st.abort }
st.transaction(true) { p st["list"] }
