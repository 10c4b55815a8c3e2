# drb.rb -- distributed Ruby objects.
require 'drb/drb'
