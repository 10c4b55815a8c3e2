# String#split on a one-character string searches like a regexp: $~ is nil
# after it, or the separator where a limit stopped it
[["a,b,c", ","], ["a,b,c", ".."], ["", "x"], ["abc", "x"], ["a b", " "]].each do |s, pat|
  [nil, 2, 3, -1].each do |lim|
    "zz" =~ /z/
    v = lim ? s.split(pat, lim) : s.split(pat)
    p [s, pat, lim, v, $~ && [$~[0], $~.pre_match, $~.post_match]]
  end
end
