# mode strings and O_* numbers
require 'stringio'
require "helper"
%w(r rb r+b rb+ wb w+b ab a+b b t rt r+t +r rw r++ rbb).push("", "r ", "w\0").each { |m|
  r = begin; s = StringIO.new("abc", m); [s.string, s.closed_read?, s.closed_write?]; rescue Exception => e; "#{e.class}: #{e.message}"; end
  puts "#{m.inspect}: #{r.inspect}"
}
[File::RDONLY|File::APPEND, File::WRONLY|File::CREAT|File::EXCL, 3, -1, 2**31, File::NONBLOCK|File::RDWR].each { |m|
  r = begin; s = StringIO.new("abc", m); [s.string, s.closed_read?, s.closed_write?]; rescue Exception => e; "#{e.class}: #{e.message}"; end
  puts "#{m.inspect}: #{r.inspect}"
}
