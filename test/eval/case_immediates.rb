# case/when on Symbols, Fixnums, nil/true/false (compared without a call
# while === and Fixnum#== are the builtin ones) and after redefinitions
def kind(x)
  case x
  when :a, :b then "ab"
  when 1, 2 then "12"
  when nil then "nil"
  when true then "true"
  when 3.0 then "three"
  when Integer then "int"
  else "other"
  end
end
p [:a, :b, :c, 1, 2, 3, 2.0, 4, nil, true, false, 3.0, 2**70].map { |x| kind(x) }
p((case 1.0 when 1 then :one else :no end), (case 2**64 when 2**64 then :big else :no end))
class Fixnum; alias old_eq ==; def ==(o) o == :magic || old_eq(o) end end
p((case :magic when 5 then :five else :none end), (case 7 when 5 then :five when 7 then :seven end))
class Fixnum; alias == old_eq; end
class Symbol; def ===(o) o.to_s == to_s end end
p((case "a" when :a then :sym_eqq else :no end), kind(:a), kind(:z))
class Symbol; remove_method :===; end
class Symbol; alias === ==; end
p kind(:a), (case "a" when :a then :y else :n end)
module Kernel; def ===(o) o.equal?(self) || o == 42 end end
p((case 42 when nil then :nil_matches_42 else :no end), (case 5 when 5 then :same end))
x = 0
p((case 7 when 1 then x += 1 when 7 then x += 7 end), x)
ev = []
set_trace_func proc { |e, f, l, id, b, k| ev << [e, id] if e =~ /c-/ && id != :set_trace_func }
case :q when :r then 1 when :q then 2 end
case 5 when 4 then 1 end
set_trace_func nil
p ev
