# tempfile: paths, unlink and close forms, reopen, size; tmpdir and mktmpdir
require 'tempfile'
require 'tmpdir'
require "helper"
show("path pattern") { t = Tempfile.new("foo"); b = File.basename(t.path); t.close!; [b =~ /\Afoo\d+\.\d+\z/ ? :ok : b, File.dirname(t.path) == Dir.tmpdir] rescue $!.class }
show("unlink then path") { t = Tempfile.new("u"); t.unlink; [t.path, t.closed?] }
show("close! path") { t = Tempfile.new("c"); t.close!; [t.path] }
show("close unlink arg") { t = Tempfile.new("c"); p0 = t.path; t.close(true); [File.exist?(p0), t.path] }
show("open after close") { t = Tempfile.new("o"); t.write("abc"); t.close; t.open; [t.read, t.closed?] }
show("size after close") { t = Tempfile.new("s"); t.write("abcd"); t.close; t.size }
show("size open") { t = Tempfile.new("s"); t.write("ab"); t.size }
show("delegation") { t = Tempfile.new("d"); [t.respond_to?(:puts), t.is_a?(Tempfile), t.class.superclass.superclass] }
show("open block") { r = Tempfile.open("b") { |f| f.write("x"); :ret }; r }
show("open no block") { t = Tempfile.open("nb"); r = t.class; t.close!; r }
show("bad dir") { Tempfile.new("x", "/nonexistent/dir") rescue [$!.class] }
show("tmpdir env") { old = ENV["TMPDIR"]; ENV["TMPDIR"] = "/nonexist"; r = Dir.tmpdir; ENV["TMPDIR"] = old; r }
show("mktmpdir noblk") { d = Dir.mktmpdir("pfx"); r = [File.directory?(d), File.basename(d)[0, 3]]; Dir.rmdir(d); r }
show("mktmpdir in dir") { Dir.mkdir("here") rescue nil; Dir.mktmpdir(nil, "here") { |d| File.dirname(d) } }
show("mktmpdir removes") { x = nil; Dir.mktmpdir { |d| x = d; File.open("#{d}/f", "w") {} }; File.exist?(x) }
show("length alias") { t = Tempfile.new("l"); t.print "abc"; t.length }
show("inspect") { t = Tempfile.new("i"); t.inspect =~ /\A#<File:/ ? :file : t.inspect }
