# leak_eval_binding.rb - ERB templates rendered with a method's binding (an
# eval that adds locals to it) and objects with finalizers, in a loop
require "erb"
secs = (ENV["LEAK_SECONDS"] || 10).to_f
deadline = Time.now + secs
TEMPLATE = ERB.new("<ul><% items.each do |i| %><li><%= i * 2 %></li><% end %></ul><%= title %>")
def page(items, title)
  TEMPLATE.result(binding)
end
class Resource
  def initialize
    ObjectSpace.define_finalizer(self, Resource.closer)
  end
  def self.closer
    proc { |id| id }
  end
end
while Time.now < deadline
  100.times do |n|
    page([1, 2, 3, n], "t#{n}")
    Resource.new
  end
end
p :ok
