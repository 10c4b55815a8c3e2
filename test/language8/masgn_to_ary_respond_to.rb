class R
  def initialize(v) @v = v end
  def respond_to?(m, *a)
    puts "respond_to? #{m.inspect} #{a.inspect}"
    @v != :no
  end
  def method_missing(m, *a)
    puts "mm #{m}"
    @v == :nil ? nil : [1, 2]
  end
end
[:no, :nil, :ok].each do |v|
  puts "== #{v}"
  o = R.new(v)
  begin; a, b = *o; p [a.class, b]; rescue => e; p e; end
  begin; (a, b), c = o, 1; p [a.class, b, c]; rescue => e; p e; end
  begin; [o].each {|x, y| p [x.class, y]}; rescue => e; p e; end
  begin; [[o, 1]].each {|(x, y), z| p [x.class, y, z]}; rescue => e; p e; end
  begin; def yy; yield @o; end; @o = o; yy {|x, y| p [x.class, y]}; rescue => e; p e; end
  begin; lambda {|x, y| p [x.class, y]}.call(o); rescue => e; p e; end
  begin; proc {|x, y| p [x.class, y]}.call(o); rescue => e; p e; end
  begin; proc {|x, y| p [x.class, y]}[o]; rescue => e; p e; end
  begin; a = *o; p a.class; rescue => e; p e; end
  begin; a = [*o]; p a.size; rescue => e; p e; end
  begin; a, = o; p a.class; rescue => e; p e; end
  begin; *a = o; p a.size; rescue => e; p e; end
  begin; def rr(o) return *o end; p rr(o).class; rescue => e; p e; end
  begin; def rr2(o) yield *o end; rr2(o) {|*x| p x.size}; rescue => e; p e; end
  begin; case 1; when *o; end; rescue => e; p e; end
end
