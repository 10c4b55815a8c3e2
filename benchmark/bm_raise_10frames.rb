# bm_raise_10frames.rb - exceptions raised through 10 method frames, with
# an ensure on the way and rescue by class at the top
class DeepError < StandardError; end
def d10(n) n == 0 ? raise(DeepError, "bottom") : d10(n - 1) end
def with_ensure(n)
  d10(n)
ensure
  $ens += 1
end
$ens = 0
n = 0
i = 0
while i < 100_000
  begin
    with_ensure(9)
  rescue DeepError => e
    n += e.message.size
  end
  i += 1
end
p n, $ens
