# bm_lib_yaml.rb - YAML on a ~1 MB document: dump nested core values
# (hashes, arrays, strings that need quoting, symbols, numbers, nil), load
# the text back, and check the round trip
require 'yaml'

records = []
i = 0
while records.size < 6_000
  records << { 'id' => i, 'name' => "item #{i}", 'tags' => ["t#{i % 7}", :sym, "x: y"],
               'price' => (i * 7) % 50 + 0.25, 'note' => (i % 3 == 0 ? nil : "line\nnext"),
               'flag' => i.even?, 'nested' => { 'a' => [i, i + 1], 'b' => 'plain' } }
  i += 1
end
text = records.to_yaml
puts text.size > 1_000_000
back = YAML.load(text)
puts back.size, back == records
puts YAML.load(YAML.dump(back[17])).inspect.size
