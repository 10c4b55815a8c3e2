require "rss/2.0"
require "rss/maker/0.9"

module RSS
  module Maker
    class RSS20 < RSS09
    end

    add_maker("2.0", "2.0", RSS20)
    add_maker("rss2.0", "2.0", RSS20)
  end
end
