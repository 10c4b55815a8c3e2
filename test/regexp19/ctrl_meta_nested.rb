# \c, \C- and \M- before an escaped c, C or M take that letter alone:
# \M-\C-a is "\303-a" (meta C, then "-a"), \c\M is "\r"; a control '\'
# at the very end is "\x9f"
def bytes_matched(src)
  r = Regexp.new(src)
  one = (0..255).select { |i| i.chr =~ r }
  two = []
  (0..255).each { |i| [45, 97].each { |j| two << [i, j] if (i.chr + j.chr) =~ r } } if one.empty?
  [src, one, two]
rescue RegexpError => e
  [src, e.message]
end
['\M-\C-', '\C-\M-', '\M-\M-', '\c\c', '\c\M', '\M-\c', '\M-\C', '\C-\C',
 '\c\\', '\C-\\', '\M-\\', '\c\C-a', '[\c\C-a]', '[\M-\C-a]', '[\C-\M-a]',
 '[\c\M-a]', '\c\n', '[\M-\a]', '\c\x41'].each { |s| p bytes_matched(s) }
p "\303-a" =~ /\M-\C-a/, "\201" =~ /\M-\C-a/, "\003a" =~ /\c\ca/
p "x\303-A" =~ Regexp.new('\M-\C-a', Regexp::IGNORECASE)
