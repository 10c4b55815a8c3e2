# Statements over several lines: continuation prompts with the nesting
# level (>) , an open expression (*) and the kind of open literal
# (" ' / ] =), here-documents, =begin blocks, modifiers, blocks, and
# 1.8.7's lexer quirks: =begin lines shorter than 4 characters read the
# next line early, one-character operator symbols and method names leave
# the line open, no here-document inside \#{}, a stray closer counts -1.
require "./fixtures/irb_helper"
%w(multiline1 multiline2 multiline3 multiline4).each do |name|
  irb File.read("fixtures/#{name}.txt"), "-f --noreadline --prompt default"
end
irb "\n# c\n1\n  \n=begin\na\nb\n=end\n2\nx = <<-A + \"z\"\n q\n  A\nend\n}\n)\n3\n1; 2\ndef x() 1 end\n%q{a\nb}\n?a\n$x = 1\n@a = 2\nx = \"a\#{\n1}\"\n",
  "-f --noreadline --prompt default"
irb "def f\n  if 1\n    [2,\n3]\n  end\nend\nf\n", "-f --prompt inf-ruby"
irb "def f\n1", "-f --prompt simple"
