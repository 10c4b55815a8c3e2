# the finalizers run at exit see $! false (1.8.7), after an exit or an error
# too; at_exit procs still see the exception
o = "x"
ObjectSpace.define_finalizer(o, proc { p [:fin1, $!] })
o2 = "y"
ObjectSpace.define_finalizer(o2, proc { p [:fin2, $!]; raise "in finalizer" })
at_exit { p [:at_exit, $!] }
begin
  raise "handled"
rescue
end
exit 3
