# Time#initialize_copy: itself first, then frozen, then "wrong argument type"
# for anything but a Time's data (1.8.7 names no class)
[1, nil, "s", proc {}, Object.new, Time.at(0), Class.new(Time).at(0)].each do |x|
  begin
    p Time.at(5).send(:initialize_copy, x).to_i
  rescue Exception => e
    puts "#{e.class}: #{e.message}"
  end
end
t = Time.at(5).freeze
[t, 1, Time.at(1)].each do |x|
  begin
    p t.send(:initialize_copy, x).to_i
  rescue Exception => e
    puts "#{e.class}: #{e.message}"
  end
end
t = Time.at(5); t.taint
u = Time.at(1); u.send(:initialize_copy, t); p [u.to_i, u.tainted?]
p Time.allocate.send(:initialize_copy, Time.allocate).to_i
p Time.at(7).dup.to_i, Time.at(7).clone.to_i
