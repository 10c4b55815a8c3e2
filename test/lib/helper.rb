# test/lib/helper.rb - shared by the own tests (test/runner copies it beside each
# case): show(label) { expr } prints "label: " and the value's inspect, or
# the exception's class and message.
def show(label)
  print label, ": "
  begin
    p yield
  rescue Exception => e
    puts "#{e.class}: #{e.message}"
  end
end
