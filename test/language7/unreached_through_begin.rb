# -w: "statement not reached" looks through a plain begin..end (1.8.7): at
# a leading one's last statement, not at one after other statements
def f
  begin; return; end
  1
end
def g
  begin; p; return; end
  2
end
def h
  p
  begin; p; return; end
  3
end
p :ok
