# ERB with a safe level: the template runs at that level in the calling
# thread (the level comes back after), and an error in it shows only the
# template's lines, as without one
require 'erb'
def show
  yield
rescue Exception => e
  puts e.class, e.message, e.backtrace.map { |l| l.sub(/^\/\S*\//, "") }
end
show { ERB.new("<%= 1 + %>", 1).result }
show { ERB.new("<%= raise 'x' %>", 1).result }
show { puts ERB.new("<%= $SAFE %> <%= Thread.current == Thread.main %>", 1).result; $SAFE }
show { e = ERB.new("<%= 1 + %>"); e.filename = "q.erb"; e.result }
show { ERB.new("<%= raise 'x' %>").result }
p $SAFE
