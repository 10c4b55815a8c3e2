# md5.rb - the old MD5 class: an alias of Digest::MD5.

require 'digest/md5'

MD5 = Digest::MD5

class MD5
  def self.md5(*args)
    new(*args)
  end
end
