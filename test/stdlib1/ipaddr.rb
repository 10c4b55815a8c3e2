require 'ipaddr'
def t(s); begin; r = yield; puts r.inspect.gsub(/0x[0-9a-f]+/, "0x"); rescue Exception => e; puts "#{s}: #{e.class}: #{e.message.gsub(/0x[0-9a-f]+/, "0x")}"; end; end
p IPAddr::IN4MASK, IPAddr::IN6MASK, IPAddr::IN6FORMAT
AF4 = defined?(Socket::AF_INET) ? Socket::AF_INET : 2; AF6 = defined?(Socket::AF_INET6) ? Socket::AF_INET6 : 10
['192.168.1.2', '192.168.1.2/24', '192.168.1.2/255.255.0.0', '::1', '3ffe:505:2::1', '3ffe:505:2::/48', '::ffff:192.168.1.2', '::192.168.1.2', '[::1]', 'fe80::1%eth0', '0.0.0.0', '255.255.255.255', '::', '1:2:3:4:5:6:7:8', '1::8/64', '10.0.0.1/0', '10.0.0.1/32', '1.2.3', '256.1.1.1', '1.2.3.4/33', '1.2.3.4/255.0.255.0', 'abc', '', '::1/129', '1:2:3:4:5:6:7:8:9', '01.2.3.4', '1.2.3.4/x', 'ABCD::EF', '::1.2.3.4/120'].each{|s|
  t(s){ a = IPAddr.new(s); [s, a.to_s, a.to_string, a.to_i, a.family == AF4, a.ipv4?, a.ipv6?, a.inspect] }
}
t(1){ IPAddr.new }
t(2){ IPAddr.new(3232235778, AF4).to_s }
t(3){ IPAddr.new(1, AF6).to_s }
t(4){ IPAddr.new(2**32, AF4) }
t(5){ IPAddr.new(-1, AF4) }
t(6){ IPAddr.new(1) }
t(7){ IPAddr.new('1.2.3.4', AF6) }
t(8){ IPAddr.new('::1', AF4) }
t(9){ IPAddr.new('1.2.3.4', 99) }
a = IPAddr.new('192.168.2.0/24')
t(10){ [a.include?(IPAddr.new('192.168.2.100')), a.include?('192.168.3.1'), a === '192.168.2.5', a.include?(3232236033), a.include?(IPAddr.new('::1'))] }
t(11){ [(a | 1).to_s, (a & '255.0.0.0').to_s, (a >> 8).to_s, (a << 8).to_s, (~a).to_s, a.mask(16).to_s, a.mask('255.255.0.0').to_s] }
t(12){ [a == '192.168.2.0', a == IPAddr.new('192.168.2.0/24'), a == 3232236032, a <=> IPAddr.new('192.168.3.0'), a == IPAddr.new('::1'), a <=> IPAddr.new('::1')] }
t(13){ a == 'junk' }
t(14){ [a.succ.to_s, a.to_range.first.to_s, a.to_range.last.to_s, a.hton.unpack('C*'), a.reverse, IPAddr.new('3ffe:505:2::1').reverse] }
t(15){ [IPAddr.new('3ffe:505:2::1').ip6_arpa, IPAddr.new('3ffe:505:2::1').ip6_int] }
t(16){ a.ip6_arpa }
t(17){ [a.ipv4_mapped.to_s, a.ipv4_compat.to_s, a.ipv4_mapped.ipv4_mapped?, a.ipv4_compat.ipv4_compat?, a.ipv4_mapped.native.to_s, IPAddr.new('::1').native.to_s] }
t(18){ IPAddr.new('::1').ipv4_mapped }
t(19){ IPAddr.ntop("\300\250\001\002") }
t(20){ IPAddr.ntop("\0" * 15 + "\1") }
t(21){ IPAddr.ntop("abc") }
t(22){ IPAddr.new_ntoh("\300\250\001\002").to_s }
t(23){ [IPAddr.new('1.2.3.4').hash == IPAddr.new('1.2.3.4').hash, IPAddr.new('1.2.3.4').eql?(IPAddr.new('1.2.3.4'))] }
t(24){ [IPAddr.new('0:0:0:1::').to_s, IPAddr.new('1:0:0:2:0:0:0:3').to_s, IPAddr.new('1:0:0:2:0:0:3:4').to_s, IPAddr.new('0:0:1:0:0:0:0:0').to_s, IPAddr.new('::ffff:0:0').to_s, IPAddr.new('::0.0.0.1').to_s] }
t(25){ x = IPAddr.new('1.2.3.4'); x.set(5); x.to_s }
t(26){ x = IPAddr.new('1.2.3.4'); x.mask!(8) }
t(27){ [IPAddr.new('1.2.3.4').mask(33)] }
t(28){ IPAddr.new('10.0.0.0/28').to_range.to_a.map{|x| x.to_s} }
t(29){ IPAddr.new('1.2.3.4') + 1 }
t(30){ [IPAddr.new('1.2.3.4') < IPAddr.new('1.2.3.5'), [IPAddr.new('3.0.0.0'), IPAddr.new('1.0.0.0')].sort.map{|x| x.to_s}] }
t(31){ IPAddr.new('1.2.3.4').mask(-1) }
t(32){ IPAddr.new('1.2.3.4/24').inspect }
t(33){ IPAddr.new('::/0').include?('::1') }
