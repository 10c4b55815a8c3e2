# ARGF on an empty stdin: eof?/closed? before reading, readchar/getc/read at the end, close
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
t(:eof_before) { ARGF.eof? }
t(:closed_before) { ARGF.closed? }
t(:readchar) { ARGF.readchar }
t(:getc) { ARGF.getc }
t(:read1) { ARGF.read(1) }
t(:read) { ARGF.read }
t(:eof) { ARGF.eof? }
t(:filename) { ARGF.filename }
t(:close) { ARGF.close }
t(:closed) { ARGF.closed? }
t(:read_closed) { ARGF.read }
