# ENV.each yields one [name, value] pair, ENV.each_pair two values (warned for a one-parameter block under -w)
ENV.replace("A"=>"1")
ENV.each { |x| p x }
ENV.each { |k, v| p [k, v] }
ENV.each { |*k| p k }
ENV.each_pair { |x| p x }
ENV.each_pair { |*k| p k }
p ENV.each_pair.to_a
