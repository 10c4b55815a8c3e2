# nkf -l as 1.8.7's: the input's bytes from 0x80 up pass through as they
# are (Latin-1) whatever the output code (UTF-16 writes them as U+0080..FF),
# with no shift back to ASCII in ISO-2022-JP; JIS escapes are still read;
# a later -W/-E/-S/--ic chooses the input again
require 'nkf'
require "helper"
["abc", "\xe9t\xe9", "\xc3\xa9", "\e$BF|\e(B x", "\x8e\xb6", "a\r\nb", "\xa4\xa2",
 "\e$BF|\e(B\xe9", "\xe9\e$BF|\e(Bx", "\x80\xff"].each do |s|
  %w(-l -le -lw -lj -ls -Wl -El -Jl -Sl --ic=UTF-8\ -l -l\ -Lu -l\ -w16 -l\ -w16L
     -l\ -Z -l\ -x -l\ -m0 -l\ -h1 -l\ -W -l\ --ic=UTF-8).each do |o|
    show("#{o} #{s.inspect}") { NKF.nkf(o, s) }
  end
end
