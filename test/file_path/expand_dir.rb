# File.expand_path(path, dir): dir is expanded first, then path under it.
require "helper"

# results under the (per-run) working folder are shown relative to it
def rel(r)
  d, up = Dir.pwd, "PWD"
  3.times do
    return r.sub(d, up) if r == d || r.start_with?(d + "/")
    d, up = File.dirname(d), up + "/.."
  end
  r
end
dirs = ["/", "//", "///", "//x", "//x/y", "/x/", "/x//y/", "rel", "..", "", "/x/../..", "~nosuchuser"]
["a", "..", ".", "../b", "a/..", "a/../..", "a/../../b", "/abs", "", "b/c/../.."].each do |pa|
  dirs.each { |d| show("#{pa.inspect} #{d.inspect}") { rel(File.expand_path(pa, d)) } }
end
show("nil dir") { File.expand_path("a", nil) == File.join(Dir.pwd, "a") }
show("int dir") { File.expand_path("a", 1) }
show("nil path") { File.expand_path(nil) }
o = Object.new; def o.to_path; "p"; end
show("to_path path") { File.expand_path(o, "/") }
show("to_path dir") { File.expand_path("a", o) }
s = Object.new; def s.to_str; "/s"; end
show("to_str") { [File.expand_path(s), File.expand_path("a", s)] }
show("NUL") { [File.expand_path("/a\0/b"), File.expand_path("a", "/b\0c")] }
show("taint") { [File.expand_path("a".taint, "/").tainted?, File.expand_path("a", "/x".taint).tainted?] }
