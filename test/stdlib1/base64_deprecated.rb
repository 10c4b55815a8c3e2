# Base64: module functions, Base64::Deprecated included at the top level (receiverless calls warn), decode_b through Kconv
require "stringio"
$stderr = StringIO.new
require 'base64'
p Base64.respond_to?(:b64encode), Base64.ancestors, Base64::Deprecated.instance_methods.sort
p Object.ancestors.first(4)
p b64encode("hi")
x = b64encode("hello world" * 8, 20); p x
p decode_b("=?ISO-2022-JP?B?GyRCJEgkJhsoQg==?=")
p Base64.decode_b("=?SHIFT_JIS?B?gqCCog==?=\nx\0y")
p decode64("aGk="), encode64("hi")
p Base64.private_instance_methods.sort, Base64.singleton_methods.sort
p Base64.decode64("!!aG\nk="), Base64.encode64("x" * 50)
$stderr.string.each_line { |l| puts l.sub(/^\S*base64\.rb:\d+/, "LIB") }
