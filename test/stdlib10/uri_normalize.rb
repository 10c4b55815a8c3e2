# URI#normalize: an empty path becomes "/" for relative references too;
# the host is lowercased
require 'uri'
["?q", "#f", "", "p/q", "http://H.COM", "HTTP://h.com:80", "http://h?x", "mailto:A@B", "//H", "/"].each { |u|
  x = URI.parse(u)
  n = x.normalize
  p [u, n.to_s, n.path, x.to_s, n == x]
}
u = URI.parse("?a")
u.normalize!
p u.path, u.to_s
