# Struct methods called without a block: Struct#select has no enumerator in
# 1.8.7 (LocalJumpError), the Enumerable ones return one
S = Struct.new(:a, :b)
s = S.new(1, 2)
%w(select each each_pair collect map find_all reject detect each_with_index sort_by min_by group_by partition zip to_a values_at).each do |m|
  begin
    r = s.send(m)
    puts "#{m}: #{r.class}"
  rescue Exception => e
    puts "#{m}: #{e.class}: #{e.message}"
  end
end
