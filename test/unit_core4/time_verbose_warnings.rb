# under -w: short years given to Time.utc/local and an empty strftime format are warned
[0, 1, 38, 39, 50, 69, 70, 99, 100, 138, 139, 999, 1000, 1901, "69", "0069", -1].each { |y| $stderr.puts y.inspect; Time.utc(y) rescue p $! }
$stderr.puts "local"
Time.local(69); Time.mktime(70); Time.gm(71); Time.utc(0,0,0,1,1,70, nil,nil,nil,nil); Time.local(0,0,0,1,1,5, nil,nil,nil,nil)
$stderr.puts "strf"
Time.now.strftime(""); Time.now.strftime("%")
