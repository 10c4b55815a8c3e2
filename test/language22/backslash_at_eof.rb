# a backslash at the end of the source in an expanded literal ("", %W, //,
# ``, :"", %Q, heredoc, %r): 1.8.7 reads an escape there and says "Invalid
# escape character syntax" before "unterminated string meets end of file"
['"\\', '"a\\', "'\\", '%w(\\', '%W(\\', '/\\', '`\\', ':"\\', '%Q(\\', '<<A
\\', '"#{\\', '?\\', '"\\M-', '"\\C-', '"\\c', '"\\x', '"\\u', '"\\0', '"\\M-\\', '"\\C-\\', '/a\\M-', '%r(\\'].each do |s|
  begin
    p eval(s)
  rescue SyntaxError => e
    p e.message
  end
end
