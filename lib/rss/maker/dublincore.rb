require "rss/dublincore"
require "rss/maker/1.0"
require "rss/maker/2.0"

module RSS
  module Maker
    # the dublincore module's values are set on makers as NAME_element= and
    # carried to the feeds that have the element
  end
end
