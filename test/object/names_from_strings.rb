# a String used as a method or member name follows String#intern's rules
[lambda { :a.send("") }, lambda { 1.send("a\0b") }, lambda { Object.new.respond_to?("") },
 lambda { (1..4).inject("") }, lambda { Struct.new(:a).new(1)[""] },
 lambda { Object.instance_method("") }, lambda { Object.const_get("") }].each do |l|
  begin
    p l.call
  rescue => e
    p [e.class, e.message]
  end
end
