# File.expand_path and "~": $HOME used verbatim; unset or relative HOME raises;
# unknown users raise.
require "helper"

def try(home)
  if home then ENV["HOME"] = home else ENV.delete("HOME") end
  ["~", "~/", "~/x", "~/..", "~/../.."].each do |pa|
    show("HOME=#{home.inspect} #{pa.inspect}") { File.expand_path(pa) }
  end
  show("HOME=#{home.inspect} dir ~/x") { File.expand_path("a", "~/x") }
end
[nil, "", "/", "/h", "/h/", "/h//", "rel", "/h/../g", "/h/./.", "//", "///"].each { |h| try(h) }
ENV["HOME"] = "/h"
show("~nosuchuser") { File.expand_path("~nosuchuser") }
show("~nosuchuser/x") { File.expand_path("~nosuchuser/x") }
show("dir ~nosuchuser") { File.expand_path("a", "~nosuchuser") }
show("~root") { File.expand_path("~root/x") }
show("~ inside") { File.expand_path("x/~", "/w") }
show("NUL after ~") { File.expand_path("~\0") }
