# OpenStruct: modifying a frozen one raises TypeError with the caller's
# backtrace (the library's frames left out), as 1.8.7
require 'ostruct'
os = OpenStruct.new; os.freeze
begin
  os.a = 1
rescue => e
  p e.message, e.backtrace
end
begin
  os.b
rescue => e
  p e.message, e.backtrace
end
def m(os) os.c = 2 end
begin
  m(os)
rescue => e
  p e.message, e.backtrace
end
os2 = OpenStruct.new(:x => 1); os2.freeze
begin
  os2.x = 2
rescue => e
  p e.message, e.backtrace
end
