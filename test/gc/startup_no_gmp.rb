# a program that makes no Bignum does not load libgmp: startup's Bignum
# constants (Process::RLIM_INFINITY) are built without it
p File.read("/proc/self/maps").include?("libgmp")
p Process::RLIM_INFINITY.class, Process::RLIM_INFINITY > 2**40
p Process::RLIM_INFINITY
