# the MD5 and SHA1 classes of require "md5" / "sha1"
require "helper"
require 'md5'
require 'sha1'
show("MD5") { MD5.ancestors }
show("methods") { [MD5.methods(false).sort, SHA1.methods(false).sort] }
show("new str") { MD5.new("abc") }
show("md5") { MD5.md5("abc").hexdigest }
show("md5 class") { MD5.md5.class }
show("new nil") { MD5.new(nil) }
show("new 3") { MD5.new(3) }
show("new 2 args") { MD5.new("a", "b") }
show("hexdigest") { MD5.hexdigest("x") }
show("update") { MD5.new.update("a") << "b" }
show("SHA1 new") { SHA1.new("abc") }
show("sha1") { SHA1.sha1("abc").to_s }
show("orig_new") { SHA1.orig_new.class }
show("loaded") { $".grep(/md5|sha1/).sort }
