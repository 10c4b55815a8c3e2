
d = "rd"; Dir.mkdir(d) rescue nil
File.open("#{d}/a","w"){|f| f.write "hello\nworld\n"}
def show(f)
  r = []
  r << (f.closed? rescue $!.class)
  r << (f.path rescue "path:#{$!.class}")
  r << (begin; f.fileno.is_a?(Integer); rescue Exception; "fileno:#{$!.class}:#{$!.message}"; end)
  r << (begin; f.gets; rescue Exception; "gets:#{$!.class}:#{$!.message}"; end)
  r << (begin; f.write("x"); rescue Exception; "write:#{$!.class}:#{$!.message}"; end)
  r << (begin; f.close; :closed; rescue Exception; "close:#{$!.class}:#{$!.message}"; end)
  p r
end
[["#{d}/nonexist"], [d], ["#{d}/a","w+"], ["#{d}/nonexist","r"], [d, "w"], ["#{d}/a","zz"], ["#{d}/a", 12345]].each do |args|
  f = File.open("#{d}/a")
  f.gets
  begin
    f.reopen(*args)
    p [:ok, args.map{|x| x.to_s.sub(d,'D')}]
  rescue Exception
    p [$!.class, $!.message.sub(d,'D').sub(d,'D')]
  end
  show(f)
end
f = File.open("#{d}/a")
begin
  f.reopen(File.open(d))
  p :ok
rescue Exception
  p [$!.class, $!.message]
end
show(f)
w = File.open("#{d}/a","r")
begin; w.reopen(STDOUT); p w.closed?; rescue Exception; p [$!.class,$!.message]; end
