# a frozen SDBM refuses every change (TypeError) before it looks whether it
# is closed; reading and closing still work
require 'fixtures/apilist'
api_listing('sdbm', /SDBM/)
def try
  p yield
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end
cases = {
  'store' => proc { |d| d['c'] = 'd' }, 'store2' => proc { |d| d.store('c', 'd') },
  'bad key' => proc { |d| d[1] = 2 }, 'nil value' => proc { |d| d['a'] = nil },
  'delete' => proc { |d| d.delete('a') }, 'delete missing' => proc { |d| d.delete(1) },
  'delete_if' => proc { |d| d.delete_if { true } }, 'reject!' => proc { |d| d.reject! { true } },
  'clear' => proc { |d| d.clear }, 'shift' => proc { |d| d.shift },
  'update' => proc { |d| d.update('x' => 'y') }, 'update bad' => proc { |d| d.update(1) },
  'replace' => proc { |d| d.replace('x' => 'y') },
  'read' => proc { |d| [d['a'], d.to_a, d.length, d.invert, d.select { true }] },
}
cases.keys.sort.each do |label|
  d = SDBM.new('db')
  d['a'] = 'b'
  d.freeze
  print label, ': '
  try { cases[label].call(d) }
  try { d.close; d.closed? }
end
class SubDBM < SDBM; end
d = SubDBM.new('db2'); d.freeze
try { d['x'] = 'y' }
d = SDBM.new('db3'); d.close; d.freeze
try { d['x'] = 'y' }
try { d['x'] }
