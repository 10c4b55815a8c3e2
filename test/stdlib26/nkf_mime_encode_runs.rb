# nkf -M as 1.8.7's: an encoded word breaks only before a character beyond
# ASCII (ASCII never breaks one); a line end followed by a blank is a blank
# of the run (the word takes the blanks and line ends up to the last such
# line end, the blanks after stay outside); a run whose line is past
# column 76 takes the ASCII words after it too
require 'nkf'
require "helper"
a, i = "\xe3\x81\x82", "\xe3\x81\x84"
[a + "x" * 60, a + "x" * 80, a * 30, "word " + a + "x" * 50 + " end", a + "x" * 40 + a + "y" * 40,
 "w " * 20 + a + "q" * 30, a + "b" * 44, a + "b" * 47, a + " b", a + "x " + a, a + "\nb", a + "\n b",
 a + " \nb", a + "  b", a + "\n\nb", a + "\n", a + "\n " + i, a + "\n\n " + i, a + " \n " + i,
 a + "\n \n b", a + "\n  b", a + " \n  b", a + "\n ", a + "\n \n", a + "\n\t b", a + "\n " + i + "\n b",
 "  " + a + "x" * 30 + i + "\n\n \nlongerword", "  " + a + i + " \n word  a  longerword "].each do |s|
  %w(-Mw -M -Ms).each { |o| show("#{o} #{s.inspect}") { NKF.nkf(o + " -W", s) } }
end
