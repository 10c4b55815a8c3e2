# webrick/compat.rb -- constants older Rubies lacked.

module Errno
  class EPROTO       < SystemCallError; end unless const_defined?(:EPROTO)
  class ECONNRESET   < SystemCallError; end unless const_defined?(:ECONNRESET)
  class ECONNABORTED < SystemCallError; end unless const_defined?(:ECONNABORTED)
end
