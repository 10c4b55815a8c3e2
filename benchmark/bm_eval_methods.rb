# bm_eval_methods.rb - class_eval / instance_eval / module_eval of strings defining methods, then calling them
class Gen; end
n = 0
20_000.times do |i|
  Gen.class_eval "def m#{i % 50}(x) x + #{i} end"
  n += Gen.new.send("m#{i % 50}", 1)
  n += Gen.new.instance_eval("@a = #{i}; @a * 2")
end
p n
