# XPath expressions 1.8.7's REXML reads with an opener left without its
# closer: a function call fails with NoMethodError (each for nil), a
# predicate or group with NoMethodError ([] for nil), the first opener
# deciding; a quote left open is read up to it; after a / that begins no
# step, a child::node() step (the rest left unread)
require 'rexml/document'
d = REXML::Document.new("<r><a id='1'><b id='11'>tx</b></a></r>")
DATA.read.split("\n").each do |x|
  r = begin
    v = REXML::XPath.match(d, x)
    "ok " + v.map { |e| e.respond_to?(:name) ? e.name : e.to_s }.inspect
  rescue Exception => e
    "#{e.class}: #{e.message}"
  end
  puts "#{x.inspect} #{r}"
end
__END__
id('1
id(
id('1'
foo(
count(//b
concat('a',
concat('ab
substring('abc
not(
string(
//b[
//b[1
(//b
(1
//b[@id='1
//*[name()='b
//b[name()='b' and 
count(//b[1
//b[count(.
(//b[1
//b[(1
(count(.
count((.
id('1') | id('11
//b[1][2
//b[1]/c[
count(//b) + count(
//b[count(.)=1][
f(1,
count(//b,
//b[1,
(1,
//b[(]
//b[)
count(]
count(1]
//b[1)
/r/a/
/r/a/(
/r/a/)
/r/a/]
/r/a/,
/r/a//(
//b/(
/r/a/(1)
/r/a/$x
/r/a/'x'
/r/a/1
/r/
