# unpack: a bare '@' followed by more template is @0; at the very end of
# the template it is checked as @1
%w(@a a@a a2@a @X @x @ c@ @0 @*).each do |f|
  ["", "abc"].each do |s|
    r = begin; s.unpack(f).inspect; rescue ArgumentError => e; "ArgumentError: #{e.message}"; end
    puts "#{f} #{s.inspect} => #{r}"
  end
end
p "abc".unpack("a@ a"), "ab".unpack("a@\na"), "".unpack("@ ")
p [1, 2].pack("C@ C"), [1].pack("@C")
