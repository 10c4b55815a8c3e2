# nkf's output options as 1.8.7's: a BOM or little endian once asked for
# stays (-w8 -w, -w16L -w16), the --oc/--ic names nkf knows (UTF-32 and
# the -BOM forms too; SJIS, EUC, UTF8 are not), any --oc keeps half-width
# kana but CP50220, -i@ and -oJ escapes, -r (ROT13/ROT47), --no-output,
# -S reading ESC $ x as nothing
require 'nkf'
require "helper"
["-w80", "-w16B0", "-w16L0", "-w8", "-w16", "-w16B", "-w16L", "-w8 -w", "-w16L -w", "-w16L -w16", "-w8 -w16",
 "-w16L -w16B0 -w", "-w8 -w80 -w", "-w8 -e -w", "-w16L -e -w16", "-w8 --oc=UTF-16", "-w8 --oc=UTF-8",
 "-w16L0 -w16", "-w16 -w", "-w8 -w80", "--oc=UTF-16LE -w16", "--oc=UTF-16 -w16L0", "--oc=UTF-8-BOM -w80",
 "-w16L --oc=UTF-16BE", "-w16L -w16B", "--oc=UTF-16LE --oc=UTF-16BE", "--oc=UTF-16 --oc=UTF-16BE"].each do |o|
  show(o) { NKF.nkf(o, "a") }
end
%w(CP932 Shift_JIS SJIS Windows-31J EUC-JP EUCJP EUC-JP-MS eucJP-ms CP51932 EUC ISO-2022-JP ISO-2022-JP-1
   CP50220 CP50221 JIS UTF-8 UTF8 UTF-8N UTF-8-BOM UTF-16 UTF-16BE UTF-16LE UTF-16BE-BOM UTF-16LE-BOM UTF-32
   UTF-32BE UTF-32LE UTF-32BE-BOM UTF-32LE-BOM ISO-8859-1 euc-jp utf-8 shift_jis).each do |n|
  show("--oc=#{n}") { NKF.nkf("--oc=#{n}", "\xef\xbd\xb1\xe3\x81\x82") }
  show("--ic=#{n}") { NKF.nkf("--ic=#{n} -w", "\xa4\xa2\xa4\xa4") }
end
%w(-i@ -iB -iJ -oB -oJ -o@ -i -o -i@\ -oJ -oJ\ -Ej --oc=CP932\ -X -X\ --oc=CP932 --oc=CP932\ -s -s\ --oc=SJIS).each do |o|
  show(o) { NKF.nkf(o, "\xa4\xa2a\xa4\xa2\x8e\xb1") }
end
show("-r") { [NKF.nkf("-r -w", "Hello, World! 0123 ~{}"), NKF.nkf("-r -w", (33..126).map { |c| c.chr }.join),
  NKF.nkf("-r -j", "\e$B$\"!!#A\e(B"), NKF.nkf("-r -w", "\xe3\x81\x82\xe4\xba\x9c"), NKF.nkf("--rot13 -w", "abc")] }
show("--no-output") { [NKF.nkf("--no-output", "abc"), NKF.nkf("--no-output -w", "\xa4\xa2")] }
show("-S escapes") { [NKF.nkf("-S -w", "a\e$BF|\e(Bb\e$@F|\e(Jc\e(Id\e$(DF|"), NKF.nkf("-E -w", "a\e$BF|\e(Bb"), NKF.nkf("-W -w", "a\e$BF|\e(Bb")] }
show("--no-cp932ext") { %w(-j -e -s -w).map { |o| NKF.nkf("--no-cp932ext " + o, "\xe2\x91\xa0\xe9\xab\x99\xe4\xb8\x82\xe3\x81\x82") } }
show("cp932ext SJIS in") { [NKF.nkf("--no-cp932ext -e", "\x87\x40\xfb\xfc\xed\x40"), NKF.nkf("--no-cp932ext -w", "\x87\x40\xfb\xfc")] }
show("--utf8mac-input") { [NKF.nkf("--utf8mac-input -w", "\xa4\xa2"), NKF.nkf("--utf8mac-input -e", "\xe3\x81\x82")] }
show("-MQ CR") { NKF.nkf("-MQ", "a\r\nb\rc\n" + "x" * 80 + "\r" + "y" * 10) }
show("-I") { [NKF.nkf("-I -w", "\x87\x40\xfb\xfc\xed\x40a"), NKF.nkf("-I -s", "\xe2\x91\xa0\xe4\xb8\x82")] }
