# REXML: an XML toolkit written in Ruby (version numbers as 1.8.7 ships them)
module REXML
  COPYRIGHT = "Copyright \302\251 2001-2006 Sean Russell <ser@germane-software.com>"
  Copyright = COPYRIGHT
  DATE = "2007/275"
  VERSION = "3.1.7.3"
  Version = VERSION
  REVISION = "Revision"
end
