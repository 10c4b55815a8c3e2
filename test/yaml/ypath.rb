# YAML::YPath parsing and BaseNode#select/select!/search
require 'yaml'
["/*/((one|three)/name|place)|//place", "/", "//", "/a/b", "/a/0", "*", "/a[1]/b", "/a/b|/c", "//name", "/x/.."].each do |p|
  segs = []
  YAML::YPath.each_path(p) { |c| segs << [c.segments, c.predicates] }
  puts "#{p}: #{segs.inspect}"
end
n = YAML.parse("--- \na:\n  b: [1, 2]\n  c: {name: x}\n")
["/a/b", "/a/b/1", "/a/*", "/a", "//name", "/a/c/name", "/a/nope"].each do |p|
  puts "#{p}: #{n.select(p).map { |x| x.transform }.inspect}"
  puts "#{p}! #{n.select!(p).inspect}"
  puts "#{p}s #{n.search(p).inspect}"
end
d = YAML.parse("- name: y\n- name: z\n")
p d.select("/*/name").map { |x| x.value }, d.search("//name")
