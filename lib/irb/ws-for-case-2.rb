#
#   irb/ws-for-case-2.rb - the binding of CONTEXT_MODE 2
#
while true
  IRB::BINDING_QUEUE.push b = binding
end
