# ENV.update with a block yields for every key: a new one with nil as the
# old value; a nil result deletes the variable
ENV["UPD_Y"] = "1"
ENV.delete("UPD_Z")
ENV.update("UPD_Z" => "3", "UPD_Y" => "2") { |k, a, b| p [k, a, b]; "blk" }
p ENV["UPD_Z"], ENV["UPD_Y"]
ENV.update("UPD_Z" => "1") { |*a| nil }
p ENV["UPD_Z"]
