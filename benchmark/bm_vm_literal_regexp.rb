# bm_vm_literal_regexp.rb - literal patterns: =~, index, gsub, split
s = "GET /index.html HTTP/1.0, Host: example.org, Accept: */*"
i = 0
n = 0
while i < 300_000
  n += 1 if s =~ /HTTP/
  n += s.index(/Host/)
  n += s.split(/, /).size
  i += 1
end
p n, s.gsub(/, /, ";")
