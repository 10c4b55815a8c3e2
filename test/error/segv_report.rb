# a segmentation fault of the interpreter is reported as [BUG] and aborts
ruby = File.readlink("/proc/self/exe")
out = `#{ruby} -e 'def m; Process.kill(:SEGV, $$); end; m' 2>&1`
st = $?
lines = out.split("\n")
puts lines[0], lines[1]
p((st.signaled? ? st.termsig : st.exitstatus) & 127 == Signal.list["ABRT"])
