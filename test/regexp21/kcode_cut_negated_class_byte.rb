# under a multibyte $KCODE, a negated class at a character cut short by the
# end of the string takes its lead byte alone, as 1.8.7 (then the bytes
# after it one by one); '.' still fails there
require "helper"
def d(x) String === x ? x.unpack("C*").map { |c| "%02x" % c }.join(" ") : Array === x ? x.map { |y| d(y) } : x end
[["u", "\xe3\x81", "\xe3\x81\x82"], ["e", "\xa4", "\xa4\xa2"], ["s", "\x82", "\x82\xa0"]].each do |k, cut, whole|
  $KCODE = k
  [/[^a]/, /[^a]{2}/, /b[^a]/, /[^[:alpha:]]/, /[^a]\z/, /[^a]$/, /[^a]?\z/, /[^a-c]+/, /(?i)[^a]/, /[^\s]/,
   /[^\w]/, /./].each do |re|
    show("#{k} #{re.inspect}") do
      [cut, "b" + cut, whole + cut, "\n" + cut].map do |s|
        m = s.match(re)
        d([s.scan(re), s.gsub(re, "x"), s.split(re), s.index(re), m && m.post_match])
      end
    end
  end
end
