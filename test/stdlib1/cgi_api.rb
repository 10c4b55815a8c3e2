require 'cgi'
p CGI.constants.sort, CGI.singleton_methods.sort, CGI.instance_methods(false).sort
p CGI::QueryExtension.instance_methods.sort
p CGI::Cookie.instance_methods(false).sort, CGI::Cookie.singleton_methods
p CGI::HtmlExtension.instance_methods.sort, CGI::TagMaker.instance_methods.sort
p CGI::Html4.instance_methods.sort, CGI::Html3.instance_methods.sort
ENV['REQUEST_METHOD'] = 'GET'
%w[html3 html4 html4Tr html4Fr].each do |ty|
  c = CGI.new(ty)
  p((class << c; ancestors; end)[0, 5])
end
p((class << CGI.new; ancestors; end)[0, 3])
