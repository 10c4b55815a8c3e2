# leak_exceptions.rb - exceptions raised deep in recursion and rescued
secs = (ENV["LEAK_SECONDS"] || 10).to_f
deadline = Time.now + secs
def dive(n) n == 0 ? raise(ArgumentError, "bottom" * 20) : dive(n - 1) end
while Time.now < deadline
  100.times do
    begin
      dive(100)
    rescue ArgumentError => e
      e.message
    end
  end
end
p :ok
