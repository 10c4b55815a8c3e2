# Socket.unpack_sockaddr_un checks the length as 1.8.7: longer than a
# sockaddr_un is a TypeError, a full sun_path without NUL an ArgumentError
require 'socket'
def t(label)
  r = begin; yield; rescue Exception => e; "#{e.class}: #{e.message}"; end
  puts "#{label}: #{r.inspect}"
end
fam = [Socket::AF_UNIX].pack("S")
t(:long) { Socket.unpack_sockaddr_un(fam + "a" * 200) }
t(:full_no_nul) { Socket.unpack_sockaddr_un(fam + "a" * 108) }
t(:full_nul) { Socket.unpack_sockaddr_un(fam + "a" * 107 + "\0") }
t(:short_no_nul) { Socket.unpack_sockaddr_un(fam + "abc") }
t(:one_byte) { Socket.unpack_sockaddr_un(fam[0, 1]) }
t(:empty) { Socket.unpack_sockaddr_un("") }
t(:family_only) { Socket.unpack_sockaddr_un(fam) }
t(:inet) { Socket.unpack_sockaddr_un(Socket.sockaddr_in(80, "127.0.0.1")) }
t(:roundtrip) { Socket.unpack_sockaddr_un(Socket.sockaddr_un("/tmp/x.sock")) }
