def f
  retry
end
f
