# compile warnings of the 1.8.7 engine: stray } and ], [ and ] in a class,
# an invalid interval (then literal text), a '-' after a range
class Sink; attr_reader :buf; def initialize; @buf = ""; end; def write(s); @buf << s; s.size; end; end
def t(src, subject)
  old, $stderr = $stderr, Sink.new
  begin
    r = Regexp.new(src)
    res = [r =~ subject, $~ && $~[0]]
  rescue RegexpError => e
    res = "RegexpError: #{e.message}"
  ensure
    w, $stderr = $stderr.buf, old
  end
  p [src, res, w.scan(/warning: (.*)/).flatten]
end
t 'a{,3}', "xa{,3}"
t 'a{1', "a{1"
t 'a{x}', "a{x}"
t 'a{}', "a{}"
t 'a{ 1}', "a{ 1}"
t 'a{1,2', "a{1,2"
t '}', "}"
t 'a]', "a]"
t '[]a]', "]"
t '[^]a]', "b"
t '[a[b]', "["
t '[[:alpha]]', "a]"
t '[[=a=]]', "a]"
t '[a-b-c]', "-"
t '[a-b-]', "-"
t '\}', "}"
t '[}]', "}"
t 'a{1,2}', "aa"
