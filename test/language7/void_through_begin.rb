# -w: the void-context and unused-literal checks look through a plain
# begin..end (1.8.7), as through parentheses; an empty begin..end is nil
x = 1
begin; 2; end; 3
begin; 1; 2; end; p 4
begin; x == 3; end; p 5
begin; x; end; p 6
begin; end; p 7
begin
  8
else
  9
end
p((begin; end))
begin; 10; end
