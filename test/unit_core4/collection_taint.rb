# which results of Array/Hash/String operations carry the receiver's taint
a = [1,2,3].taint
r = {}
{ "a[0,1]" => proc { a[0,1] }, "a[0..1]" => proc { a[0..1] }, "slice" => proc { a.slice(0,2) }, "values_at" => proc { a.values_at(0) },
  "last" => proc { a.last(1) }, "first" => proc { a.first(2) }, "a[0,0]" => proc { a[0,0] }, "a[3,1]" => proc { a[3,1] }, "slice!" => proc { a.dup.slice!(0,1) },
  "take" => proc { a.take(1) }, "drop" => proc { a.drop(1) }, "zip" => proc { a.zip }, "transpose" => proc { [a].transpose }, "to_a" => proc { a.to_a }, "entries" => proc { a.entries },
  "select" => proc { a.select { true } }, "reject" => proc { a.reject { false } }, "sort_by" => proc { a.sort_by { 1 } }, "partition0" => proc { a.partition { true }[0] },
  "each_slice" => proc { a.each_slice(1).to_a }, "product" => proc { a.product }, "take_while" => proc { a.take_while { true } }, "drop_while" => proc { a.drop_while { false } },
  "grep" => proc { a.grep(1) }, "-" => proc { a - [] }, "|" => proc { a | [] }, "shuffle" => proc { a.shuffle }, "collect" => proc { a.collect { 1 } },
  "+" => proc { a + [] }, "*" => proc { a * 2 }, "*s" => proc { a * "," }, "join" => proc { a.join }, "sort" => proc { a.sort }, "reverse" => proc { a.reverse }, "compact" => proc { a.compact },
  "flatten" => proc { a.flatten }, "uniq" => proc { a.uniq }, "&" => proc { a & a }, "rotate" => proc { a.rotate rescue [] }, "to_s" => proc { a.to_s }, "inspect" => proc { a.inspect },
  "pack" => proc { a.pack("C*") }, "dup" => proc { a.dup }, "clone" => proc { a.clone }, "assoc" => proc { [[1]].taint.assoc(1) }, "flatten_in" => proc { [[1].taint].flatten },
  "nitems" => proc { a.nitems }, "cycle" => proc { a.cycle.first(2) }, "min" => proc { a.min(1) rescue [] }, "push" => proc { a.dup.push(1) }, "fill" => proc { a.dup.fill(0) },
  "sort_block" => proc { a.sort { |x,y| x<=>y } }, "map" => proc { a.map { |x| x } }, "Array()" => proc { Array(a) }, "Array.new" => proc { Array.new(a) }, "Array[]" => proc { Array[*a] },
  "insp_elem" => proc { ["a".taint].inspect }, "to_s_elem" => proc { ["a".taint].to_s }, "join_elem" => proc { ["a".taint].join }, "hash_to_a" => proc { {1=>2}.taint.to_a }, "hash_sort" => proc { {1=>2}.taint.sort },
  "str_split" => proc { "a b".taint.split }, "str_chars" => proc { "ab".taint.chars.to_a }, "str_unpack" => proc { "ab".taint.unpack("C*") }, "str_scan" => proc { "ab".taint.scan(/./) },
  "range_to_a" => proc { (1..2).taint.to_a }, "struct_to_a" => proc { Struct.new(:a).new(1).taint.to_a }, "hash_keys" => proc { {1=>2}.taint.keys }, "hash_values" => proc { {1=>2}.taint.values },
  "hash_values_at" => proc { {1=>2}.taint.values_at(1) }, "hash_invert" => proc { {1=>2}.taint.invert }, "hash_merge" => proc { {1=>2}.taint.merge({}) }, "hash_reject" => proc { {1=>2}.taint.reject { false } },
  "hash_select" => proc { {1=>2}.taint.select { true } }, "hash_dup" => proc { {1=>2}.taint.dup }, "hash_to_s" => proc { {1=>2}.taint.to_s }, "hash_inspect" => proc { {1=>2}.taint.inspect },
  "hash_index" => proc { {1=>"a".taint}.index("a") }, "hash_default" => proc { Hash.new("x".taint).default }, "hash_to_hash" => proc { {1=>2}.taint.to_hash },
}.sort.each { |k, pr| v = pr.call; r[k] = (v.tainted? rescue v.class) ; puts "#{k}: #{r[k]}" }
