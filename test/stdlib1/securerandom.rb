require 'securerandom'
p SecureRandom.singleton_methods.sort, SecureRandom.class
p SecureRandom.random_bytes.size, SecureRandom.random_bytes(5).size, SecureRandom.hex.size, SecureRandom.hex(3).size, SecureRandom.base64.size, SecureRandom.base64(5).size, SecureRandom.random_number.class, SecureRandom.random_number(10).class, SecureRandom.random_number(2**70).class,  SecureRandom.random_number(-3).class
p SecureRandom.random_bytes(0), SecureRandom.hex(0)
p((SecureRandom.random_bytes(-1) rescue $!))
p((SecureRandom.random_number("a") rescue $!))
p SecureRandom.random_number(1), SecureRandom.random_number(0).class
p SecureRandom.hex(8) =~ /\A[0-9a-f]{16}\z/, SecureRandom.base64(9) =~ /\A[A-Za-z0-9+\/]{12}\z/
p((1..200).map{ SecureRandom.random_number(3) }.uniq.sort)
p((1..200).all?{ x = SecureRandom.random_number(256); x >= 0 && x < 256 })
p((1..200).all?{ x = SecureRandom.random_number; x >= 0 && x < 1 })
p((1..50).map{ SecureRandom.hex }.uniq.size)
p((1..50).all?{ SecureRandom.random_number(2**70) < 2**70 })
