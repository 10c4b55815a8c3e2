# an XHTML page: doctype, namespaces, CDATA in script, character references, pretty output
require 'rexml/document'
src = <<X
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en">
  <head>
    <title>A &amp; B &nbsp; page</title>
    <meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
    <script type="text/javascript">
    //<![CDATA[
      if (a < b && c > d) { x(); }
    //]]>
    </script>
  </head>
  <body class="main	page" onload="f('x',
 &quot;y&quot;)">
    <p>Hello,&#160;world &#x263A; <a href="/x?a=1&amp;b=2">link</a><br/>text</p>
    <ul><li>one</li><li>two</li></ul>
  </body>
</html>
X
d = REXML::Document.new(src)
puts d.to_s
p d.root.attributes['xml:lang'], d.root.namespace, d.root.elements['head/title'].text
b = d.root.elements['body']
p b.attributes['class'], b.attributes['onload'], b.attribute('onload').to_s
p REXML::XPath.match(d, "//li").map { |l| l.text }, REXML::XPath.first(d, "//a/@href").value
p REXML::XPath.match(d, "//x:li", "x" => "http://www.w3.org/1999/xhtml").size
p d.root.elements['body/p'].texts.map { |t| t.value }
out = ""; d.write(out, 1); puts out
