# ENV.inspect (and so p ENV) lists the variables in the environment's own
# order, not in a Hash's; the result is tainted, an empty one too
ENV.clear
show = lambda { |label| print label, ": "; p ENV }
show[:empty]
p ENV.inspect.tainted?
%w(Z A M QQ B).each_with_index { |k, i| ENV[k] = "v#{i}" }
ENV["Q"] = "a\"b\001"
show[:set]
ENV.delete("A")
ENV["A"] = "again"
show[:reset]
p ENV.inspect == ENV.to_a.map { |k, v| "#{k.inspect}=>#{v.inspect}" }.join(", ").insert(0, "{") + "}"
