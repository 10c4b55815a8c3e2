# exec/system with [program, argv0]: no shell, the program sees argv0 as $0
system(["sh", "mysh"], "-c", "echo $0")
system(["echo", "x"])
p system(["echo hi", "x"]), $?.exitstatus
begin
  exec(["nonexistent_prog_zz", "argv0name"])
rescue SystemCallError => e
  p e.class, e.message
end
begin
  system(["a"])
rescue ArgumentError => e
  p e.message
end
