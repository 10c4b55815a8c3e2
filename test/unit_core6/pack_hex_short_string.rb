# pack('H'/'h' + count) with a string shorter than the count: the result is
# always (count+1)/2 bytes, padded with NULs
%w(abc a abcd).each do |s|
  (1..8).each do |n|
    print ["H", "h"].map { |d| [s].pack("#{d}#{n}").inspect }.join(" "), "\n"
  end
end
