# SystemExit#status / success? and exit codes.
e = SystemExit.new
p [e.status, e.success?, e.message]
e = SystemExit.new(3)
p [e.status, e.success?, e.message]
e = SystemExit.new(0, "bye")
p [e.status, e.success?, e.message]
begin
  exit(false)
rescue SystemExit => x
  p x.status
end
begin
  exit
rescue SystemExit => x
  p [x.status, x.message]
end
$stdout.flush
exit 4
