module REXML
  # REXML's output (attribute order, callback order) shows the order of
  # its Hashes, which this interpreter's Hash keeps as 1.8.7 does (bucket
  # order).  These helpers are the orders of Hashes built from lists.
  module HashOrder
    # the order 1.8.7 iterates +keys+ (unique, in insertion order)
    def self.order(keys)
      h = {}
      keys.each { |k| h[k] = true }
      h.keys
    end

    # a Hash of +pairs+ ([key, value], later pairs win)
    def self.from_pairs(pairs)
      h = {}
      pairs.each { |k, v| h[k] = v }
      h
    end
  end
end
