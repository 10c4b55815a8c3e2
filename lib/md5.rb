# md5.rb - the MD5 class of older Rubies: Digest::MD5 whose new takes the
# first string, and MD5.md5.

require 'digest/md5'

class MD5 < Digest::MD5
  class << self
    alias orig_new new

    def new(str = nil)
      if str
        orig_new.update(str)
      else
        orig_new
      end
    end

    def md5(*args)
      new(*args)
    end
  end
end
