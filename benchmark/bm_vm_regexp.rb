# bm_vm_regexp.rb - regexp literal matching, =~ and $~ groups
lines = %w[apple banana cherry 12345 foo_bar baz-42 qux]
n = 0
i = 0
while i < 300_000
  s = lines[i % 7]
  n += 1 if s =~ /an/
  n += $1.to_i if /(\d+)/ =~ s
  n += 2 if s.match(/^[a-z]+$/)
  i += 1
end
p n
