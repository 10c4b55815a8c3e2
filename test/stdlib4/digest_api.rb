# digest/sha2 as 1.8.7's: Digest::SHA256/384/512 are loaded (digest/sha2.so)
# on first use through Digest.const_missing; Digest(name) at the top level
require 'fixtures/apilist'
api_listing('digest/sha2', /Digest/)
p $".grep(/digest/), Digest.const_defined?(:SHA256)
p Digest::SHA2.new.to_s[0, 8], $".grep(/digest/), Digest.const_defined?(:SHA256), Digest.const_defined?(:SHA384)
p Digest::SHA384.hexdigest("a")[0, 8], Digest::SHA2.new(512).hexdigest[0, 8]
p((Digest::SHA2.new(1) rescue $!))
begin; Digest::Nope; rescue LoadError => e; p e; end
p Object.private_instance_methods(false).grep(/Dig/)
[[:MD5], ["SHA256"], [:Nope], [], [:Class], [:sha1], [:RMD160]].each do |args|
  begin
    p Digest(*args)
  rescue Exception => e
    p e
  end
end
p Digest(:MD5).hexdigest("")[0, 6], $".grep(/digest/)
