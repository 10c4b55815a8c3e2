module REXML
  # Enumerates several arrays in step: yields one element of each.
  class SyncEnumerator
    include Enumerable

    def initialize(*enums)
      @gens = enums
      @biggest = @gens[0]
      @gens.each { |x| @biggest = x if x.size > @biggest.size }
    end

    def size
      @gens.size
    end

    def length
      @gens.size
    end

    def each
      @biggest.zip(*@gens) { |a|
        yield(*a[1..-1])
      }
      self
    end
  end
end
