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

    @memo = {}

    # the bucket hash 1.8.7 uses for a String key (or nil); names repeat,
    # so the answers are remembered
    def self.key_hash(str)
      return 4 if str.nil?
      h = @memo[str]
      return h if h
      @memo.clear if @memo.size > 4096
      @memo[str.dup.freeze] = compute_hash(str)
    end

    def self.compute_hash(str)
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
      n = keys.size
      return keys if n < 2
      if n == 2
        b0 = key_hash(keys[0]) % 11
        b1 = key_hash(keys[1]) % 11
        return b0 < b1 ? keys : [keys[1], keys[0]]
      end
      if n <= 66
        # one table size: by bucket, the newest first within a bucket
        i = n
        return keys.sort_by { |k| i -= 1; (key_hash(k) % 11) * 100 + i }
      end
      nbins = BUCKETS[0]
      bins = Array.new(nbins)
      count = 0
      hashes = {}
      keys.each do |k|
        h = (hashes[k] = key_hash(k))
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
