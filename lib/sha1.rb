# sha1.rb - the old SHA1 class: an alias of Digest::SHA1.

require 'digest/sha1'

SHA1 = Digest::SHA1

class SHA1
  def self.sha1(*args)
    new(*args)
  end
end
