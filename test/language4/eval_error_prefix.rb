def t(s, *a)
  begin
    eval(s, *a)
  rescue Exception => e
    p [e.class, e.message]
  end
end
t("raise 'x'")
t("raise 'x'", binding)
t("raise 'x'", binding, "f.rb")
t("raise 'x'", binding, "f.rb", 10)
t("raise 'x'", nil, "(eval)", 3)
t("\n\nraise ArgumentError, 'x'", binding)
t("foo_bar", binding)
t("nil.zz", binding)
t("eval('raise \"in\"')")
t("eval('raise \"in\"', binding)", binding)
t("1/0", binding)
t("Integer('z')", binding)
t("raise TypeError", binding)
t("raise RuntimeError.new('q')", binding)
t("throw :x", binding)
t("def m; raise 'k'; end; m", binding)
t("[1].each { raise 'blk' }", binding)
pr = proc { raise 'pp' }
t("pr.call", binding)
t("raise 'x'", TOPLEVEL_BINDING)
t("raise IndexError, 'ie'", proc{})
puts '-- t4b'
p eval("__FILE__", TOPLEVEL_BINDING)
p eval("[__FILE__,__LINE__]", TOPLEVEL_BINDING)
b = eval("binding")
p eval("[__FILE__,__LINE__]", b)
begin; eval("raise 'a'", b); rescue => e; p e.message; end
b2 = eval("\n\nbinding", nil, "qq.rb", 5)
begin; eval("raise 'a'", b2); rescue => e; p e.message; end
begin; eval("raise 'a'", b, "(eval)"); rescue => e; p e.message; end
begin; eval("raise 'a'", binding, "(eval)"); rescue => e; p e.message; end
begin; eval("raise 'a'", nil, "(eval)", 7); rescue => e; p e.message; end
begin; eval("raise ''"); rescue => e; p e.message; end
begin; eval("raise Exception.new(nil)"); rescue Exception => e; p e.message; end
begin; eval("raise Exception.new(:sym)"); rescue Exception => e; p e.message; end
def mm; eval("raise 'x'", TOPLEVEL_BINDING); end
begin; mm; rescue => e; p e.message; p e.backtrace; end
begin; eval("eval('raise \"q\"', TOPLEVEL_BINDING)"); rescue => e; p e.message; end
begin; TOPLEVEL_BINDING.eval("raise 'tb'") ; rescue => e; p e.message; end rescue p $!
begin; instance_eval("raise 'ie'") ; rescue => e; p e.message; end
begin; Object.class_eval("raise 'ce'") ; rescue => e; p e.message; end
begin; eval("raise 'x'", proc{}); rescue => e; p e.message; end
pp = eval("proc{}")
begin; eval("raise 'x'", pp); rescue => e; p e.message; end
puts '-- t4c'
b = eval("binding")
begin; eval("raise 'a'", b, "zz.rb"); rescue => e; p e.message, e.backtrace; end
begin; eval("raise 'a'", b, "zz.rb", 4); rescue => e; p e.message, e.backtrace; end
begin; eval("raise 'a'", binding, "(eval)", 4); rescue => e; p e.message, e.backtrace; end
begin; eval("\n[1].each { raise 'a' }", b); rescue => e; p e.message, e.backtrace; end
def m2; binding; end
begin; eval("raise 'a'", m2, "(eval)", 4); rescue => e; p e.message, e.backtrace; end
b3 = eval("def m3; binding; end; m3")
begin; eval("raise 'a'", b3, "zz", 4); rescue => e; p e.message, e.backtrace; end
puts '-- t4d'
begin; eval("raise 'a'", binding, "(eval)"); rescue => e; p e.message, e.backtrace; end
begin; eval("raise 'a'", binding, "(eval)", 1); rescue => e; p e.message, e.backtrace; end
begin; eval("raise 'a'", binding, "(eval)", 2); rescue => e; p e.message, e.backtrace; end
begin; eval("raise 'a'", nil, "(eval)"); rescue => e; p e.message, e.backtrace; end
b = eval("binding")
begin; eval("raise 'a'", b, "(eval)"); rescue => e; p e.message, e.backtrace; end
begin; eval("raise 'a'", b, "(eval)", 1); rescue => e; p e.message, e.backtrace; end
def m4
  begin; eval("raise 'a'", binding, "(eval)"); rescue => e; p e.message, e.backtrace; end
end
m4
puts '-- t4e'
begin; TOPLEVEL_BINDING.eval("raise 'tb'") ; rescue => e; p e.message, e.backtrace; end
b = eval("binding")
begin; b.eval("raise 'tb'") ; rescue => e; p e.message, e.backtrace; end
begin; binding.eval("raise 'tb'") ; rescue => e; p e.message, e.backtrace; end
begin; binding.eval("raise 'tb'", "(eval)") ; rescue => e; p e.message, e.backtrace; end
begin; binding.eval("raise 'tb'", "(eval)", 3) ; rescue => e; p e.message, e.backtrace; end
