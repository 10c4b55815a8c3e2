# a bare '-' as either end of a range in a character class warns (once per
# end; not the '-' after a range, nor a leading or trailing one); an
# unknown letter among inline options is an "inline option" error
p(/[--a]/, /[!--]/, /[---]/, /[%--a]/, /[^--a]/, /[a-b--c]/)
p(/[--]/, /[-]/, /[x-]/, /[-a-]/, /[\--a]/, /[a\--b]/, /[\x2d-a]/)
p("." =~ /[a-b--c]/, "." =~ /[--a]/, "." =~ /[%--a]/)
%w{[a--] [x--] [a---] [\\\\--a]}.each do |s|
  begin; p Regexp.new(s); rescue RegexpError => e; p e; end
end
%w{(?ia)a (?i-q)a (?ia:a) (?q)a (?-q)a (?mix-q)a (?iq (?i)(?q) (?--)a (?i--)a (?x-x-x)a}.each do |s|
  begin; p Regexp.new(s); rescue RegexpError => e; p e; end
end
