# date2.rb - the old name of date.rb
require 'date'
