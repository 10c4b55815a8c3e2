# pstore transactions and errors, open3, scanf, drb round trips in one
# process, digest, base64, strscan
require 'pstore'
require 'open3'
require 'scanf'
require 'drb/drb'
require 'stringio'
require 'digest/md5'
require 'base64'
require 'strscan'
require 'erb'
require "helper"
ps = PStore.new("ps.db")
show("pstore write") { ps.transaction { ps[:a] = [1, 2]; ps["b"] = "x"; ps.roots.sort_by { |x| x.to_s } } }
show("pstore read") { ps.transaction(true) { [ps[:a], ps.fetch("b"), ps.root?(:zz), ps[:zz]] } }
show("pstore fetch missing") { ps.transaction(true) { ps.fetch(:zz) } }
show("pstore fetch default") { ps.transaction(true) { ps.fetch(:zz, 5) } }
show("pstore ro write") { ps.transaction(true) { ps[:c] = 1 } }
show("pstore outside") { ps[:a] }
show("pstore nested") { ps.transaction { ps.transaction { } } }
show("pstore abort") { ps.transaction { ps[:a] = 9; ps.abort }; ps.transaction(true) { ps[:a] } }
show("pstore commit") { ps.transaction { ps[:d] = 1; ps.commit; ps[:d] = 2 }; ps.transaction(true) { ps[:d] } }
show("pstore delete") { ps.transaction { ps.delete(:d) }; ps.transaction(true) { ps.root?(:d) } }
show("pstore path") { ps.path }
show("pstore error") { PStore::Error.superclass }
show("pstore dir") { PStore.new(".").instance_variables.sort }
show("pstore exc rollback") { begin; ps.transaction { ps[:e] = 1; raise "x" }; rescue; end; ps.transaction(true) { ps.root?(:e) } }
show("popen3") { Open3.popen3("cat") { |i, o, e| i.puts "hi"; i.close; [o.read, e.read] } }
show("popen3 noblk") { i, o, e = Open3.popen3("echo x; echo y >&2"); r = [o.read, e.read]; [i, o, e].each { |x| x.close }; r }
show("popen3 bad") { Open3.popen3("nosuchcmd_zz") { |i, o, e| [o.read, e.read.empty?] } }
show("scanf") { ["12 abc 3.5".scanf("%d %s %f"), "a,b".scanf("%c,%c"), "0x1f 017".scanf("%x %o"), "abc".scanf("%d"), "12abc".scanf("%2d%s"), "[x]".scanf("[%[a-z]]"), "1 2 3".scanf("%d") { |x| x }] }
show("scanf io") { StringIO.new("1 2\n3 4\n").scanf("%d %d") rescue $!.class }
show("scanf kernel") { $stdin = StringIO.new("5 6\n"); r = scanf("%d %d"); $stdin = STDIN; r }
show("drb") {
  class Front; def add(a, b) a + b end; def boom; raise ArgumentError, "remote"; end; def obj; [1, "s", :sym, {1 => 2}]; end; end
  DRb.start_service("druby://127.0.0.1:0", Front.new)
  ro = DRbObject.new_with_uri(DRb.uri)
  r = [ro.add(1, 2), ro.obj, (ro.boom rescue [$!.class, $!.message]), (ro.nosuch rescue [$!.class, $!.message.sub(/0x[0-9a-f]+/, "X")])]
  DRb.stop_service
  r
}
show("digest") { [Digest::MD5.hexdigest("a"), Digest::MD5.new.update("a").to_s, Digest::MD5.digest("a").size, (Digest::MD5.new << "a") == Digest::MD5.hexdigest("a")] }
show("base64") { [Base64.encode64("x" * 60), Base64.decode64("eA==\n"), Base64.b64encode("ab") ] rescue $!.class }
show("strscan") { s = StringScanner.new("ab cd"); [s.scan(/\w+/), s.pos, s.scan(/x/), s.getch, s.check(/c/), s.rest, s.matched, s.pre_match, s.inspect, s.eos?, s.scan_until(/d/), s.eos?] }
