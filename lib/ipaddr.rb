# ipaddr.rb - IPAddr: an IPv4 or IPv6 address with a network mask;
# parsing, printing, bit operations, masks and reverse-DNS names.

begin
  require 'socket'
rescue LoadError
  # without the socket extension the address families are our own
end

class IPAddr
  IN4MASK = 0xffffffff
  IN6MASK = 0xffffffffffffffffffffffffffffffff
  IN6FORMAT = (['%.4x'] * 8).join(':')


  include Comparable

  attr_reader :family

  # An IPAddr from the 4 (IPv4) or 16 (IPv6) bytes of +addr+ in network
  # order.
  def IPAddr::new_ntoh(addr)
    return IPAddr.new(IPAddr::ntop(addr))
  end

  # The printed form of the bytes of an address.
  def IPAddr::ntop(addr)
    case addr.size
    when 4
      s = addr.unpack('C4').join('.')
    when 16
      s = IN6FORMAT % addr.unpack('n8')
    else
      raise ArgumentError, 'unsupported address family'
    end
    return s
  end

  def &(other)
    return self.clone.set(@addr & coerce_other(other).to_i)
  end

  def |(other)
    return self.clone.set(@addr | coerce_other(other).to_i)
  end

  def >>(num)
    return self.clone.set(@addr >> num)
  end

  def <<(num)
    return self.clone.set(addr_mask(@addr << num))
  end

  def ~
    return self.clone.set(addr_mask(~@addr))
  end

  def ==(other)
    other = coerce_other(other)
    return @family == other.family && @addr == other.to_i
  end

  # This address masked with a prefix length or a mask address.
  def mask(prefixlen)
    return self.clone.mask!(prefixlen)
  end

  # Whether +other+ (an IPAddr, a String or an Integer) is in this network.
  def include?(other)
    other = coerce_other(other)
    if ipv4_mapped?
      if (@mask_addr >> 32) != 0xffffffffffffffffffffffff
        return false
      end
      mask_addr = (@mask_addr & IN4MASK)
      addr = (@addr & IN4MASK)
      family = af_inet4
    else
      mask_addr = @mask_addr
      addr = @addr
      family = @family
    end
    if other.ipv4_mapped?
      other_addr = (other.to_i & IN4MASK)
      other_family = af_inet4
    else
      other_addr = other.to_i
      other_family = other.family
    end
    if family != other_family
      return false
    end
    return ((addr & mask_addr) == (other_addr & mask_addr))
  end
  alias === include?

  def to_i
    return @addr
  end

  # The shortest printed form (IPv6 with '::' and a trailing IPv4 part
  # for compatible and mapped addresses).
  def to_s
    str = to_string
    return str if ipv4?
    str.gsub!(/\b0{1,3}([\da-f]+)\b/i, '\1')
    return '::' if str == '0:0:0:0:0:0:0:0'
    # the longest run of zero groups (7 down to 2) becomes '::'
    7.downto(2) do |n|
      run = (['0'] * n).join(':')
      break if str.sub!(/\b#{run}\b/, ':')
    end
    str.sub!(/:{3,}/, '::')
    if /\A::(ffff:)?([\da-f]{1,4}):([\da-f]{1,4})\z/i =~ str
      str = sprintf('::%s%d.%d.%d.%d', $1, $2.hex / 256, $2.hex % 256,
                    $3.hex / 256, $3.hex % 256)
    end
    str
  end

  # The full form: four decimal bytes or eight 4-digit hex groups.
  def to_string
    return _to_string(@addr)
  end

  # The address as bytes in network order.
  def hton
    case @family
    when af_inet4
      return [@addr].pack('N')
    when af_inet6
      return (0..7).map { |i|
        (@addr >> (112 - 16 * i)) & 0xffff
      }.pack('n8')
    else
      raise 'unsupported address family'
    end
  end

  def ipv4?
    return @family == af_inet4
  end

  def ipv6?
    return @family == af_inet6
  end

  def ipv4_mapped?
    return ipv6? && (@addr >> 32) == 0xffff
  end

  def ipv4_compat?
    if !ipv6? || (@addr >> 32) != 0
      return false
    end
    a = (@addr & IN4MASK)
    return a != 0 && a != 1
  end

  # ::ffff:a.b.c.d for an IPv4 address.
  def ipv4_mapped
    if !ipv4?
      raise ArgumentError, 'not an IPv4 address'
    end
    return self.clone.set(@addr | 0xffff00000000, af_inet6)
  end

  # ::a.b.c.d for an IPv4 address.
  def ipv4_compat
    if !ipv4?
      raise ArgumentError, 'not an IPv4 address'
    end
    return self.clone.set(@addr, af_inet6)
  end

  # The IPv4 address of a mapped or compatible IPv6 one, else self.
  def native
    if !ipv4_mapped? && !ipv4_compat?
      return self
    end
    return self.clone.set(@addr & IN4MASK, af_inet4)
  end

  # The reverse DNS name (in-addr.arpa or ip6.arpa).
  def reverse
    case @family
    when af_inet4
      return _reverse + '.in-addr.arpa'
    when af_inet6
      return ip6_arpa
    else
      raise 'unsupported address family'
    end
  end

  def ip6_arpa
    if !ipv6?
      raise ArgumentError, 'not an IPv6 address'
    end
    return _reverse + '.ip6.arpa'
  end

  def ip6_int
    if !ipv6?
      raise ArgumentError, 'not an IPv6 address'
    end
    return _reverse + '.ip6.int'
  end

  def succ
    return self.clone.set(@addr + 1, @family)
  end

  def <=>(other)
    other = coerce_other(other)
    return nil if other.family != @family
    return @addr <=> other.to_i
  end

  # The addresses of this network, as a Range of IPAddr.
  def to_range
    begin_addr = (@addr & @mask_addr)
    case @family
    when af_inet4
      end_addr = (@addr | (IN4MASK ^ @mask_addr))
    when af_inet6
      end_addr = (@addr | (IN6MASK ^ @mask_addr))
    else
      raise 'unsupported address family'
    end
    return clone.set(begin_addr, @family)..clone.set(end_addr, @family)
  end

  def inspect
    case @family
    when af_inet4
      af = 'IPv4'
    when af_inet6
      af = 'IPv6'
    else
      raise 'unsupported address family'
    end
    return sprintf('#<%s: %s:%s/%s>', self.class.name,
                   af, _to_string(@addr), _to_string(@mask_addr))
  end

  protected

  def set(addr, *family)
    case family[0] ? family[0] : @family
    when af_inet4
      if addr < 0 || addr > IN4MASK
        raise ArgumentError, 'invalid address'
      end
    when af_inet6
      if addr < 0 || addr > IN6MASK
        raise ArgumentError, 'invalid address'
      end
    else
      raise ArgumentError, 'unsupported address family'
    end
    @addr = addr
    if family[0]
      @family = family[0]
    end
    return self
  end

  # Masks with a prefix length (Integer or digits) or a mask address.
  def mask!(mask)
    if mask.kind_of?(String)
      if mask =~ /^\d+$/
        prefixlen = mask.to_i
      else
        m = IPAddr.new(mask)
        if m.family != @family
          raise ArgumentError, 'address family is not same'
        end
        @mask_addr = m.to_i
        @addr &= @mask_addr
        return self
      end
    else
      prefixlen = mask
    end
    case @family
    when af_inet4
      if prefixlen < 0 || prefixlen > 32
        raise ArgumentError, 'invalid length'
      end
      masklen = 32 - prefixlen
      @mask_addr = ((IN4MASK >> masklen) << masklen)
    when af_inet6
      if prefixlen < 0 || prefixlen > 128
        raise ArgumentError, 'invalid length'
      end
      masklen = 128 - prefixlen
      @mask_addr = ((IN6MASK >> masklen) << masklen)
    else
      raise 'unsupported address family'
    end
    @addr = ((@addr >> masklen) << masklen)
    return self
  end

  private

  # The address families: Socket's when the socket extension is there.
  def af_inet4
    defined?(Socket::AF_INET) ? Socket::AF_INET : 2
  end

  def af_inet6
    defined?(Socket::AF_INET6) ? Socket::AF_INET6 : 10
  end

  def af_unspec
    defined?(Socket::AF_UNSPEC) ? Socket::AF_UNSPEC : 0
  end

  # IPAddr.new('addr'), IPAddr.new('addr/prefixlen'),
  # IPAddr.new('addr/mask'), or IPAddr.new(integer, family).
  def initialize(addr = '::', family = af_unspec)
    if !addr.kind_of?(String)
      case family
      when af_inet4, af_inet6
        set(addr.to_i, family)
        @mask_addr = (family == af_inet4) ? IN4MASK : IN6MASK
        return
      when af_unspec
        raise ArgumentError, 'address family must be specified'
      else
        raise ArgumentError, "unsupported address family: #{family}"
      end
    end
    prefix, prefixlen = addr.split('/')
    if prefix =~ /^\[(.*)\]$/i
      prefix = $1
      family = af_inet6
    end
    # the address itself, with its family
    @addr = @family = nil
    if family == af_unspec || family == af_inet4
      @addr = in_addr(prefix)
      if @addr
        @family = af_inet4
      end
    end
    if !@addr && (family == af_unspec || family == af_inet6)
      @addr = in6_addr(prefix)
      @family = af_inet6
    end
    if family != af_unspec && @family != family
      raise ArgumentError, 'address family mismatch'
    end
    if prefixlen
      mask!(prefixlen)
    else
      @mask_addr = (@family == af_inet4) ? IN4MASK : IN6MASK
    end
  end

  # An IPv4 address as an Integer, or nil.
  def in_addr(addr)
    if addr =~ /\A(\d+)\.(\d+)\.(\d+)\.(\d+)\z/
      octets = [$1, $2, $3, $4].map { |s| s.to_i }
      return nil if octets.any? { |o| o > 255 }
      return octets.inject(0) { |i, o| (i << 8) | o }
    end
    return nil
  end

  # An IPv6 address as an Integer; ArgumentError if it is none.
  def in6_addr(left)
    case left
    when /\A([\da-f]{1,4}(?::[\da-f]{1,4}){7})\z/i
      return left.split(':').inject(0) { |i, s| (i << 16) | s.hex }
    when /\A(.*?)::(.*)\z/
      head, tail = $1, $2
      head_groups = v6_groups(head, false)
      tail_groups = v6_groups(tail, true)
      if head_groups && tail_groups &&
          head_groups.size + tail_groups.size <= 7
        groups = head_groups + [0] * (8 - head_groups.size - tail_groups.size) +
          tail_groups
        return groups.inject(0) { |i, g| (i << 16) | g }
      end
    when /\A((?:[\da-f]{1,4}:){6})(\d+\.\d+\.\d+\.\d+)\z/i
      head_groups = v6_groups($1.chop, false)
      v4 = in_addr($2)
      if head_groups && v4
        return head_groups.inject(0) { |i, g| (i << 16) | g } << 32 | v4
      end
    end
    raise ArgumentError, 'invalid address'
  end

  # The 16-bit groups of one side of '::' (a trailing IPv4 part counts
  # as two when +v4_ok+), or nil when malformed.
  def v6_groups(str, v4_ok)
    return [] if str.empty?
    parts = str.split(':', -1)
    groups = []
    parts.each_with_index do |part, i|
      if part =~ /\A[\da-f]{1,4}\z/i
        groups << part.hex
      elsif v4_ok && i == parts.size - 1 && (v4 = in_addr(part))
        groups << (v4 >> 16) << (v4 & 0xffff)
      else
        return nil
      end
    end
    groups
  end

  def coerce_other(other)
    case other
    when IPAddr
      other
    when String
      self.class.new(other)
    else
      self.class.new(other, @family)
    end
  end

  def addr_mask(addr)
    case @family
    when af_inet4
      return addr & IN4MASK
    when af_inet6
      return addr & IN6MASK
    else
      raise 'unsupported address family'
    end
  end

  def _reverse
    case @family
    when af_inet4
      return (0..3).map { |i|
        (@addr >> (8 * i)) & 0xff
      }.join('.')
    when af_inet6
      return ('%.32x' % @addr).reverse.gsub!(/.(?!$)/, '\&.')
    else
      raise 'unsupported address family'
    end
  end

  def _to_string(addr)
    case @family
    when af_inet4
      return (0..3).map { |i|
        (addr >> (24 - 8 * i)) & 0xff
      }.join('.')
    when af_inet6
      return (('%.32x' % addr).gsub!(/.{4}(?!$)/, '\&:'))
    else
      raise 'unsupported address family'
    end
  end
end
