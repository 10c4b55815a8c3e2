# a negative Bignum given where C takes an unsigned long (here setrlimit's
# limits) wraps only from within long's range: beyond, RangeError
w = [0].pack("l!").size * 8
[-2**(w - 1), -2**w, 2**w].each do |x|
  begin
    Process.setrlimit(Process::RLIMIT_CORE, x)
    puts "set"
  rescue RangeError => e
    puts "#{e.class}: #{e.message}"
  end
end
