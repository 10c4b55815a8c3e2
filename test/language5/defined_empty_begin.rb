# defined?(begin; end) is "nil" (an empty begin is nil); other begin forms are expressions
p defined?(begin; end)
p defined?(begin end)
p defined?(begin; 1; end)
p defined?(begin; zork; end)
p defined?(begin; rescue; end)
p defined?(begin; ensure; end)
p defined?(())
