def f
  eval("[1].each { raise %q(q) }")
end
f
