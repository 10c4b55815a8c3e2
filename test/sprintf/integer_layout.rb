# integer conversions: sign, prefix, ".." complement of negatives for the
# unsigned ones (dropped with '0' or a precision, filled with f/7/1/.),
# '0' without precision fills the width even with '-'
def t(*a); r = sprintf(*a); puts "#{a.inspect} => #{r.inspect}"; rescue Exception => e; puts "#{a.inspect} => #{e.class}: #{e.message}"; end
%w(d u x X o b).each do |c|
  ["", "#", "+", " ", "-", "0", "#0", "-0"].each do |f|
    ["", "8"].each do |w|
      ["", ".3"].each do |pr|
        [0, 5, -5, -(2**70)].each { |v| t("%#{f}#{w}#{pr}#{c}", v) }
      end
    end
  end
end
t("%30u", -5)
t("%030u", -(2**70))
t("%.0d", 0)
