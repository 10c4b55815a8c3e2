# Threads are created when address space runs short (ulimit -v on a server,
# a 32-bit process): 1.8.7 reserves nothing per thread, we give the threads
# that no longer fit at full size smaller stacks; each still reaches its own
# SystemStackError.  Before, the 13th thread here raised ThreadError.  (A
# child interpreter limits itself: qemu-user would apply the limit to the
# emulator.)
$stdout.sync = true
code = <<'CHILD'
vm = File.read("/proc/self/status")[/VmSize:\s*(\d+)/, 1].to_i * 1024
Process.setrlimit(Process::RLIMIT_AS, vm + 200 * 1024 * 1024)
def depth(n)
  depth(n + 1)
rescue SystemStackError
  n
end
ts = (1..14).map { Thread.new { Thread.stop; depth(0) > 150 } }
Thread.pass until ts.all? { |t| t.stop? }
ts.each { |t| t.run; t.join }
p ts.map { |t| t.value }, ts.size
CHILD
system(File.readlink("/proc/self/exe"), "-e", code)
p $?.exitstatus
