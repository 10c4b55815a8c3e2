# bm_so_random.rb - linear congruential generator in Floats
IM = 139968
IA = 3877
IC = 29573
$last = 42
def gen_random(max)
  (max * ($last = ($last * IA + IC) % IM)) / IM
end
r = 0.0
1_500_000.times { r = gen_random(100.0) }
printf("%.9f\n", r)
