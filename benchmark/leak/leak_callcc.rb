# leak_callcc.rb - the classic ghost-reference leak: each continuation
# captures the stack, and stale words on it must not keep old ones alive
secs = (ENV["LEAK_SECONDS"] || 10).to_f
deadline = Time.now + secs
n = 0
while Time.now < deadline
  100.times { @x = callcc { |c| c } }
  n += 1
end
p n > 0
