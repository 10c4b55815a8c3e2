#
#   irb/version.rb - irb's version
#
module IRB
  @RELEASE_VERSION = "0.9.5"
  @LAST_UPDATE_DATE = "05/04/13"
end
