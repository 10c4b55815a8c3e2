# the modifier check comes before "% is not supported" (1.8.7)
["%", "%_", "%!", "%_*", "%2!", "%*", "%3", "a%_", "C_", "a!", "s_%"].each do |f|
  [[1], []].each do |v|
    begin
      p [f, v.pack(f)]
    rescue Exception
      p [f, $!.class, $!.message]
    end
  end
  begin
    p [f, "abc".unpack(f)]
  rescue Exception
    p [f, $!.class, $!.message]
  end
end
