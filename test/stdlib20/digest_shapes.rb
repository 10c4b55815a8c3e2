# digest/* and md5/sha1 in the shapes of MRI 1.8.7 test/digest
require "helper"
require 'digest'
require 'digest/md5'
require 'digest/sha1'
require 'digest/sha2'
require 'digest/rmd160'
require 'digest/bubblebabble'
require 'md5'
require 'sha1'
eval_lines
__END__
Digest::MD5.hexdigest("")
Digest::SHA1.hexdigest("abc")
Digest::SHA256.hexdigest("abc")
Digest::SHA384.hexdigest("abc")
Digest::SHA512.hexdigest("abc")
Digest::RMD160.hexdigest("abc")
Digest::SHA2.new.hexdigest
Digest::SHA2.new(384).to_s
Digest::SHA2.new(999) rescue [$!.class, $!.message]
Digest::SHA2.new(512).inspect
Digest::SHA2.new.block_length
Digest::SHA2.new(512).digest_length
Digest::MD5.new.inspect
Digest::MD5.new.update("a").inspect
d = Digest::MD5.new; d << "a" << "b"; d.hexdigest == Digest::MD5.hexdigest("ab")
d = Digest::MD5.new; d << "a"; d.hexdigest!; d.hexdigest == Digest::MD5.hexdigest("")
d = Digest::MD5.new; d.update("x"); d2 = d.clone; d2 << "y"; [d.hexdigest == Digest::MD5.hexdigest("x"), d2.hexdigest == Digest::MD5.hexdigest("xy")]
Digest::MD5.new == Digest::MD5.new
Digest::MD5.new.update("a") == Digest::MD5.hexdigest("a")
Digest::MD5.new.update("a") == Digest::MD5.digest("a")
Digest::MD5.new.update("a") == "x"
Digest::MD5.new.update("a") == Digest::SHA1.new.update("a")
Digest::MD5.digest("a").size
Digest::MD5.new.size
Digest::MD5.new.length
Digest::MD5.new.block_length
Digest::SHA1.new.digest_length
Digest::MD5.new.reset.hexdigest == Digest::MD5.hexdigest("")
Digest::MD5.file(__FILE__).class rescue $!.class
Digest.hexencode("\x01\xff")
Digest::MD5.base64digest("a") rescue $!.class
Digest::MD5.new.base64digest rescue $!.class
Digest::MD5.bubblebabble("")
Digest.bubblebabble("1234567890")
Digest::SHA1.new.bubblebabble
Digest::Class.ancestors.include?(Digest::Instance)
Digest::Base.superclass
Digest::Instance.instance_methods.sort
Digest::MD5.digest rescue [$!.class, $!.message]
Digest::MD5.hexdigest(1) rescue [$!.class, $!.message]
Digest::MD5.new.update(nil) rescue [$!.class, $!.message]
Digest::Base.new rescue [$!.class, $!.message]
Digest::Class.new.update("x") rescue [$!.class, $!.message]
MD5.new("abc").hexdigest
MD5.md5("abc").hexdigest
MD5.hexdigest("abc") rescue $!.class
SHA1.new("abc").hexdigest
SHA1.sha1("abc").to_s
Digest::MD5.new.digest!.size
Digest::SHA256.new.update("a" * 1000).hexdigest
Digest::MD5.new.to_s
d = Digest::SHA1.new; d.update("a"); d.dup.update("b").to_s == Digest::SHA1.hexdigest("ab")
Digest::SHA512.new.block_length
Digest::SHA384.new.digest_length
Digest(:MD5) rescue $!.class
Digest::const_missing(:Foo) rescue [$!.class, $!.message[0,60]]
Digest::Foo rescue [$!.class, $!.message[0,60]]
