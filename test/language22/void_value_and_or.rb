# "void value expression": 1.8.7 checks a logical operator's left side (when
# it is built) and never its right one; `x while return` says it twice
["x = (1 and next)", "x = (next and 1)", "x = (1 || next)", "x = (next && 1)",
 "if 1 and next; end", "if next and 1; end", "x = ((next and 1) and 2)",
 "x = ((1 and next) and 2)", "p(return && 1)", "a ||= (next or 1)",
 "case next and 1; end", "x = (1 and next) ? 1 : 2", "@a while redo",
 "1 until return", "begin 1 end while break", "x = 1 if return",
 "x = (1; next)", "x = (if 1 then 2 else next end)"].each do |s|
  begin
    eval("if false\n#{s}\nend")
    puts "#{s}: ok"
  rescue SyntaxError => e
    puts "#{s}: #{e.message.split("\n").grep(/void|syntax/).join(" | ")}"
  end
end
