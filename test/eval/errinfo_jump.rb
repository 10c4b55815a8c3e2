def a
  [1].each do
    begin
      raise "x"
    rescue
      next
    end
  end
  $!
end
p a
def b
  begin
    raise "y"
  rescue
    return $!.message
  end
end
p b, $!
x = [1,2].each do |i|
  begin
    raise "z"
  rescue
    break i
  end
end
p x, $!
begin
  raise "w"
rescue
end
p $!
