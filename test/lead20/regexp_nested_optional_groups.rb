# nested optional groups in loops compile in time linear in their depth
# (the rewrite for 1.8.7's empty iterations read each level's inner groups
# again: a depth of 26 took minutes); the matches are 1.8.7's
src = "x"
26.times { |i| src = "(?:#{src}|y#{i})?(?:z|w)*" }
re = Regexp.new(src)
p src.size
p re =~ "xz", re =~ "y3zw", $~[0]
p re.match("wy25z").to_a
