# mutators of frozen Arrays, Strings and Hashes with wrong argument counts:
# which error 1.8.7 raises first (the frozen check, or the count)
[[:pop, [1, 2]], [:shift, [1, 2]], [:pop, [1]], [:shift, []], [:push, []], [:unshift, []], [:insert, [1]], [:insert, []], [:concat, []], [:fill, []], [:slice!, []], [:delete_at, []], [:clear, [1]], [:compact!, [1]], [:flatten!, [1, 2]], [:uniq!, [1]], [:reverse!, [1]], [:sort!, [1]], [:map!, [1]], [:replace, []], [:delete, []], [:delete_if, [1]], [:reject!, [1]], [:shuffle!, [1]], [:collect!, [1]], [:<<, []], [:[]=, [1]], [:transpose, [1]]].each do |m, args|
  begin
    p [1, 2].freeze.send(m, *args)
  rescue Exception => e
    puts "#{m}(#{args.size}): #{e.class}: #{e.message}"
  end
end
[[:chop!, [1]], [:chomp!, [1, 2]], [:strip!, [1]], [:upcase!, [1]], [:succ!, [1]], [:replace, []], [:insert, [1]], [:concat, []], [:<<, []], [:[]=, [1]], [:slice!, []], [:squeeze!, []], [:tr!, [1]], [:sub!, [1]], [:gsub!, []], [:delete!, []], [:reverse!, [1]], [:capitalize!, [1]], [:swapcase!, [1]], [:downcase!, [1]], [:lstrip!, [1]], [:rstrip!, [1]], [:next!, [1]], [:tr_s!, [1]], [:setbyte, []], [:force_encoding, []]].each do |m, args|
  begin
    p "ab".freeze.send(m, *args)
  rescue Exception => e
    puts "#{m}(#{args.size}): #{e.class}: #{e.message}"
  end
end
[[:store, [1]], [:[]=, [1]], [:delete, []], [:clear, [1]], [:update, []], [:merge!, []], [:replace, []], [:rehash, [1]], [:shift, [1]], [:default=, []], [:delete_if, [1]], [:reject!, [1]], [:select!, [1]]].each do |m, args|
  begin
    p({1=>2}.freeze.send(m, *args))
  rescue Exception => e
    puts "#{m}(#{args.size}): #{e.class}: #{e.message}"
  end
end
