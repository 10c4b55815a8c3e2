# rinda/rinda.rb -- tuples and templates of the Linda model, and a proxy
# to a remote TupleSpace.

require 'drb/drb'
require 'thread'

module Rinda

  class RindaError < RuntimeError; end

  class InvalidHashTupleKey < RindaError; end

  class RequestCanceledError < ThreadError; end

  class RequestExpiredError < ThreadError; end

  # A tuple: an Array, or a Hash with String keys.
  class Tuple

    def initialize(ary_or_hash)
      if hash?(ary_or_hash)
        init_with_hash(ary_or_hash)
      else
        init_with_ary(ary_or_hash)
      end
    end

    def size
      @tuple.size
    end

    def [](k)
      @tuple[k]
    end

    def fetch(k)
      @tuple.fetch(k)
    end

    # Yields each element (with its key for a Hash tuple).
    def each # FIXME
      if Hash === @tuple
        @tuple.each { |k, v| yield(k, v) }
      else
        @tuple.each_with_index { |v, k| yield(k, v) }
      end
    end

    def value
      @tuple
    end

    private

    def hash?(ary_or_hash)
      ary_or_hash.respond_to?(:keys)
    end

    def init_with_ary(ary)
      @tuple = Array.new(ary.size)
      @tuple.size.times do |i|
        @tuple[i] = ary[i]
      end
    end

    def init_with_hash(hash)
      @tuple = Hash.new
      hash.each do |k, v|
        raise InvalidHashTupleKey unless String === k
        @tuple[k] = v
      end
    end
  end

  # A tuple pattern: nil matches anything, other elements match with ===.
  class Template < Tuple

    def match(tuple)
      return false unless tuple.respond_to?(:size)
      return false unless tuple.respond_to?(:fetch)
      return false unless self.size == tuple.size
      each do |k, v|
        begin
          it = tuple.fetch(k)
        rescue
          return false
        end
        next if v.nil?
        next if v == it
        next if v === it
        return false
      end
      return true
    end

    def ===(tuple)
      match(tuple)
    end
  end

  # Matches DRbObjects by URI and reference (each a pattern when given).
  class DRbObjectTemplate

    def initialize(uri=nil, ref=nil)
      @drb_uri = uri
      @drb_ref = ref
    end

    def ===(ro)
      return true if super(ro)
      unless @drb_uri.nil?
        return false unless (@drb_uri === ro.__drburi rescue false)
      end
      unless @drb_ref.nil?
        return false unless (@drb_ref === ro.__drbref rescue false)
      end
      true
    end
  end

  # Calls a remote TupleSpace with its blocking operations made safe: the
  # result comes back through an Array the server fills in.
  class TupleSpaceProxy

    def initialize(ts)
      @ts = ts
    end

    def write(tuple, sec=nil)
      @ts.write(tuple, sec)
    end

    def take(tuple, sec=nil, &block)
      port = []
      @ts.move(DRbObject.new(port), tuple, sec, &block)
      port[0]
    end

    def read(tuple, sec=nil, &block)
      @ts.read(tuple, sec, &block)
    end

    def read_all(tuple)
      @ts.read_all(tuple)
    end

    def notify(ev, tuple, sec=nil)
      @ts.notify(ev, tuple, sec)
    end
  end

  # A renewer that keeps a tuple alive +sec+ seconds at a time.
  class SimpleRenewer

    include DRbUndumped

    def initialize(sec=180)
      @sec = sec
    end

    def renew
      @sec
    end
  end
end
