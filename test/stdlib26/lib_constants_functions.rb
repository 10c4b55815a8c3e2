# library details as 1.8.7's: Net::SMTP::Revision (nil, in Net::SMTP, not
# its Response), no F_RE in Scanf::FormatSpecifier, REXML::Functions
# called outside an XPath evaluation (name and friends nil, string "")
require 'net/smtp'
require 'scanf'
require 'rexml/document'
p Net::SMTP.constants.sort, Net::SMTP::Response.constants.sort, Net::SMTP::Revision
p Scanf::FormatSpecifier.constants.sort, "3.5 1e3 -2x".scanf("%f %f %f")
p REXML::Functions.name, REXML::Functions.local_name, REXML::Functions.namespace_uri, REXML::Functions.string
d = REXML::Document.new("<r><a>x</a><a>y</a></r>")
p REXML::XPath.first(d, "string()"), REXML::XPath.match(d, "//a[string()='x']").size, REXML::XPath.first(d, "name()"), REXML::XPath.first(d.root, "local-name()")
p REXML::Functions.string, REXML::Functions.name, REXML::Functions.string(d.root), REXML::Functions.name(d.root.elements.to_a)
