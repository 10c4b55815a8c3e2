# -w: "statement not reached" is reported at the line of the jump before it
def f
  return 1
  p 2
end
def g(x)
  return x,
    2
  p 3
end
def h
  [1].each { next
    2 }
  loop do
    break
    p 4
  end
end
eval "break\nnext\nredo\nretry" rescue p $!
p f, g(1), h
