# ENV.delete with a block; offsets converted like NUM2LONG
ENV["CORE_T_X"] = "1"
p ENV.delete("CORE_T_X") { |k| "block #{k}" }
p ENV.delete("CORE_T_X") { |k| puts "block called with #{k}"; "ignored" }
p ENV.delete("CORE_T_X")
File.open("s.txt", "w") { |f| f.print "hello" }
File.open("s.txt") do |f|
  [["1"], [nil], [1.5]].each do |args|
    begin
      f.seek(*args)
      p f.pos
    rescue TypeError => e
      puts "#{args.inspect}: #{e.class}: #{e.message}"
    end
  end
  begin
    f.pos = "2"
  rescue TypeError => e
    puts "pos=: #{e.message}"
  end
end
