# ENV.replace sets the new pairs first, then deletes the names the hash
# lacks: a bad pair raises with the old variables still there (1.8.7)
ENV.clear; ENV["Q"]="1"; ENV["X"]="0"
p((ENV.replace("X"=>"2","Y"=>1) rescue $!))
p ENV.to_a.sort
ENV.clear; ENV["Q"]="1"; ENV["X"]="0"
p ENV.replace("X"=>"2","Z"=>"3").to_a.sort
p((ENV.replace(3) rescue $!))
p((ENV.replace("A"=>nil) rescue $!)); p ENV.to_a.sort
p((ENV.replace("A\0"=>"b") rescue $!)); p ENV.to_a.sort
p ENV.replace({}).to_a
