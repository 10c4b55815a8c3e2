# a redo/next/retry/break leaving a string eval is reported at the eval's call
def try(label)
  yield
rescue LocalJumpError => e
  puts "#{label}: #{e.message} at #{e.backtrace[0]} (#{e.reason})"
end
def m1; eval("next"); end
def m2
  eval("\n\nredo")
end
def m3
  instance_eval("redo")
end
def m4
  Object.class_eval("\nretry")
end
def m5
  eval("break")
end
def m6
  eval("redo", binding)
end
try("eval next") { m1 }
try("eval redo") { m2 }
try("instance_eval redo") { m3 }
try("class_eval retry") { m4 }
try("eval break") { m5 }
try("eval redo in binding") { m6 }
