# openssl/bn.rb -- Integer#to_bn and BN printing

module OpenSSL
  class BN
    include Comparable
  end
end

class Integer
  # This Integer as an OpenSSL::BN.
  def to_bn
    OpenSSL::BN::new(self.to_s(16), 16)
  end
end
