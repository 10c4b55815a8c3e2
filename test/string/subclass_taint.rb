# the class and taint of what String methods return for a subclass / tainted receiver
def t(label); r = yield; puts "#{label}: #{r.inspect}"; rescue Exception => e; puts "#{label}: #{e.class}: #{e.message}"; end
class S < String; end
meths = %w(* + capitalize center chomp chop delete downcase dump each_char gsub insert inspect ljust lstrip next reverse rjust rstrip slice squeeze strip sub succ swapcase to_s to_str tr tr_s upcase [] % dup clone split partition rpartition lines chars bytes each_line scan each_byte sum unpack crypt)
args = { "*" => [2], "+" => ["x"], "center" => [9, "*"], "ljust" => [9], "rjust" => [9], "delete" => ["b"], "gsub" => ["b", "x"], "sub" => ["b", "x"], "insert" => [1, "x"], "slice" => [0, 2], "[]" => [0..1], "squeeze" => [], "tr" => ["a", "b"], "tr_s" => ["a", "b"], "%" => [[]], "split" => ["b"], "partition" => ["b"], "rpartition" => ["b"], "scan" => [/./], "unpack" => ["a*"], "crypt" => ["ab"], "chomp" => ["c"] }
meths.each do |m|
  a = args[m] || []
  t("sub #{m}") { r = S.new("abc\n").send(m, *a); r.is_a?(Array) ? r.map { |x| x.class } : r.class }
  t("taint #{m}") { r = "abc\n".taint.send(m, *a); r.is_a?(Array) ? r.map { |x| x.tainted? } : r.tainted? }
end

