def f
  redo
end
f
