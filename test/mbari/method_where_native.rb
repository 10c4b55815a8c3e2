# Method#__file__/__line__: attr_* methods answer where the attr call ran;
# methods written in C raise ArgumentError "native Method"
class A
  attr_accessor :x
  attr_reader :r
end
p File.basename(A.instance_method(:x).__file__)
p A.instance_method(:x).__line__
p A.instance_method(:x=).__line__
p A.instance_method(:r).__line__
[String.instance_method(:upcase), method(:puts), proc {}.method(:call),
 method(:p).unbind, Class.instance_method(:new)].each do |m|
  [:__file__, :__line__].each do |w|
    begin
      m.send(w)
      puts "no error"
    rescue ArgumentError => e
      puts "#{e.class}: #{e.message}"
    end
  end
end
