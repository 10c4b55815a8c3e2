# a process killed by a signal (or an uncaught SignalException) loses its
# buffered output, but at_exit procs and finalizers still run (1.8.7)
ruby = File.readlink("/proc/self/exe")
[
  'print "x"; Process.kill(:TERM, $$); sleep 1',
  'print "y"; raise Interrupt',
  'print "z"; raise SignalException, "HUP"',
  'o = "s"; ObjectSpace.define_finalizer(o, proc { $stderr.puts :fin }); at_exit { $stderr.puts :ae }; print "w"; Process.kill(:TERM, $$); sleep 1',
  'print "v"; exit 3',
  'print "u"; raise "e"',
].each_with_index do |prog, i|
  File.open("sd#{i}.rb", "w") { |f| f.puts prog }
  out = `#{ruby} sd#{i}.rb 2>&1`
  st = $?
  p [out, st.signaled? ? st.termsig : st.exitstatus]
end
