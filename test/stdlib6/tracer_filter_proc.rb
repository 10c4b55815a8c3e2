# Tracer's add_filter and set_get_line_procs take their block with a bare
# proc: 1.8.7 warns so, and raises without a block or a proc
require 'tracer'
require 'stringio'
def warned
  $stderr = StringIO.new
  yield
  $stderr.string.sub(/\A.*?: warning/, "warning")
rescue ArgumentError => e
  "#{e.class}: #{e.message}"
ensure
  $stderr = STDERR
end
$VERBOSE = false
p warned { Tracer.add_filter { |*a| true } }
p warned { Tracer::Single.add_filter { |*a| true } }
p warned { Tracer.set_get_line_procs("x") { |l| "" } }
p warned { Tracer::Single.set_get_line_procs("x") { |l| "" } }
p warned { Tracer.add_filter(proc { |*a| true }) }
p warned { Tracer.add_filter }
p warned { Tracer::Single.set_get_line_procs("y") }
