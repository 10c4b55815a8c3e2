# every library of this area loads (optparse/uri needs uri, from another area)
%w(English abbrev benchmark complex date date/format date2 delegate e2mmap
   forwardable jcode kconv logger mathn matrix observer optparse optparse/date
   optparse/shellwords optparse/time optparse/version ostruct parsedate pathname
   rational set shellwords singleton time tsort).each do |lib|
  begin
    require lib
    puts "#{lib}: ok"
  rescue LoadError, StandardError => e
    puts "#{lib}: #{e.class}"
  end
end
