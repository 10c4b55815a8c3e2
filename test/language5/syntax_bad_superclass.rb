# a bad superclass expression is reported and parsing goes on in the class
# body (a later error is reported too), as 1.8.7
["class A < \nend\np 1", "class A <\nend\np 1\np 2", "class B < ; def x; end; end", "class C < 1 +\nend"].each do |src|
  begin
    eval(src)
  rescue SyntaxError => e
    puts "#{src.inspect}: #{e.message.inspect}"
  end
end
