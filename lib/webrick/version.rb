# webrick/version.rb

module WEBrick
  VERSION = "1.3.1"
end
