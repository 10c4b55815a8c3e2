# \b or \B before ".*" (or ".+"), at the head of the pattern or of its
# groups: a start that fails the boundary moves on to the next position
# (Oniguruma alone skips to the next line); the shapes the simple matcher
# does not take (groups, repeated groups) go to Oniguruma
s = "-- yy"
p s =~ /\b.*y+/, s =~ /\b.*(y)+/, s =~ /(\b.*y)/, s =~ /(?:\b.+)(y)/
p s =~ /\B.*(y)+/, "xy zz" =~ /\B.*(z)+/, "xy zz" =~ /\b\B.*(z)+/
p "xx yy".index(/\b.*(?:y)+/, 1), "xx yy".index(/\b.*(?:y)+/, 2)
p "a,b\n,c" =~ /\b.*(c)+/, $~ && $~.to_a
p "-- yy".scan(/\b.(y)*/), "-- yy".gsub(/\b.*(y)+/) { "<#{$1}>" }
p((/\b.*(y)/.source), (/\b.*(y)/.inspect), ("x" =~ /\b.?\b/))
p "ab cd"[/(?:\b\B\b.)(x)?/], "a b" =~ /\b(?:.+)(b)/
$KCODE = "u"
p "·· éé" =~ /\b.*(é)+/
