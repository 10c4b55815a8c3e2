# every module the XML and RSS libraries define can be a Hash key (none
# of them has a singleton hash method that wants arguments)
require 'rexml/document'
require 'rss'
h = {}
n = 0
ObjectSpace.each_object(Module) do |m|
  h[m] = true
  n += 1
end
p h.size == n
p [REXML::Document, RSS::Rss].map { |m| h[m] }
p REXML::Document.new("<a x='1' y='2'/>").root.attributes.to_a.map { |a| a.to_s }.sort
