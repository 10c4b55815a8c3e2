# 1.8.7 counts the iterations of a group repeated {m,n} times and lets any
# of them match empty (no empty check as for * and +), backtracking into
# each in turn: "(|a){2}b" on "ab" keeps "a".  Each regexp searches twice
# and shows the second search (1.8.7's first search of a fresh regexp may
# keep the group of an empty iteration it refused).
subjects = ["b", "ab", "aab", "aaab", "abc", "ababc", "c", "bbc"]
%w[(|a){2}b (|a){0,2}b (|a){1,3}b (a|){0,2}b (a|){2}b (|ab){0,2}c (|ab){1,2}c
   (a*){0,2}b (a*?){0,2}b (a*?){2}b (a?){2,3} (a|b|){0,3}c ((a)|b){0,2}c
   (a|()){0,2}b (?:(a)|()){0,2}b (?:|a){0,3}b x?(|a){1,2}b (|a){0,1}b
   (|a){3} (aa||(c|a)?){0,2}b (|(a)?){2}b ((|a){2})?b].each do |src|
  r = Regexp.new(src)
  print src, ":"
  subjects.each do |s|
    s.match(r)
    m = s.match(r)
    print " ", (m ? [m.begin(0), *m.to_a] : nil).inspect
  end
  puts
end
p "abab".scan(/(|ab){0,2}/), "aab".gsub(/(|a){2}/) { "<#$1>" }
