# an uncaught exception whose #backtrace answers nil: the report starts
# with the position of the error, not that of the backtrace method
class NilTrace < StandardError
  def backtrace
    $stdout.puts "backtrace called"
    nil
  end
end
$stdout.sync = true
begin
  raise NilTrace, "rescued"
rescue => e
  p e.backtrace, e.message
end
puts "raising"
raise NilTrace, "nb"
