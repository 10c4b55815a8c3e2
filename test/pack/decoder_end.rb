# m M u in unpack stop where their input ends (the rest stays for the next directives); P needs its length
def t(label); r = yield; puts "#{label}: #{r.inspect}"; rescue Exception => e; puts "#{label}: #{e.class}: #{e.message}"; end
t(1) { "YWJj=xyz".unpack("mA*") }
t(2) { "YWJj\n!!!".unpack("ma*") }
t(3) { "YW=Jj\nxy".unpack("ma*") }
t(4) { "=41zz".unpack("Ma*") }
t(5) { "ab=\nc\n=4".unpack("Ma*") }
t(6) { "#86)C\nrest".unpack("ua*") }
t(7) { "#86)C\n#86)C\nrest".unpack("ua*") }
t(8) { "hello".unpack("ua*") }
t(9) { "#86)Cxyz".unpack("ua*") }
t(10) { "M86)C86)C86)C86)C86)C86)C86)C86)C86)C86)C86)C86)C86)C86)C86)C\nabc".unpack("ua*") }
t(11) { "YQ==YQ==".unpack("ma*") }
t(12) { "abc=".unpack("Ma*") }
t(13) { "a=zzb".unpack("Ma*") }
t(15) { ["ab"].pack("P3") }
t(20) { "#86)C\r\nrest".unpack("ua*") }
t(21) { "\"86)\nrest".unpack("ua*") }
t(22) { "YWJj".unpack("mm") }
t(30) { "hello world".unpack("ux") }
