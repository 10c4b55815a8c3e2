module REXML
  # Ruby 1.8.7 iterates a Hash of String keys in the order of its hash
  # table's buckets, and REXML's output (attribute order, callback order)
  # shows that order.  This interpreter's Hash keeps insertion order, so the
  # hashes REXML builds are filled in the order 1.8.7 would iterate them.
  # The order was worked out by comparing with 1.8.7 (String#hash, then
  # 11, 19, 37 ... buckets, newest entry first in a bucket, a bucket
  # reversed when the table grows past 5 entries per bucket).
  module HashOrder
    BUCKETS = [11, 19, 37, 67, 131, 257, 521, 1031, 2053, 4099, 8209, 16411,
      32771, 65537, 131101, 262147, 524309, 1048583]

    # the bucket hash 1.8.7 uses for a String key (or nil)
    def self.key_hash(str)
      return 4 if str.nil?
      key = 0
      str.each_byte do |c|
        c -= 256 if c >= 128
        key = (key * 65599 + c) & 0xffffffff
      end
      key -= 0x100000000 if key >= 0x80000000
      key = (key + (key >> 5)) & 0x7fffffff
      key |= 0x80000000 if key >= 0x40000000
      key
    end

    # the order 1.8.7 iterates +keys+ (unique, in insertion order)
    def self.order(keys)
      return keys if keys.size < 2
      nbins = BUCKETS[0]
      bins = Array.new(nbins)
      count = 0
      hashes = {}
      keys.each do |k|
        h = (hashes[k] ||= key_hash(k))
        if count / nbins > 5
          grown = BUCKETS[BUCKETS.index(nbins) + 1]
          nb = Array.new(grown)
          bins.each do |chain|
            chain.each { |e| (nb[hashes[e] % grown] ||= []).unshift(e) } if chain
          end
          bins, nbins = nb, grown
        end
        (bins[h % nbins] ||= []).unshift(k)
        count += 1
      end
      bins.compact.flatten
    end

    # a Hash of +pairs+ ([key, value], later pairs win) filled in 1.8.7's
    # iteration order
    def self.hash(pairs)
      h = {}
      pairs.each { |k, v| h[k] = v }
      return h if h.size < 2
      out = {}
      order(h.keys).each { |k| out[k] = h[k] }
      out
    end
  end
end
