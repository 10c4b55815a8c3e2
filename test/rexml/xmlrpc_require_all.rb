# the xmlrpc libraries load as on 1.8.7
ruby = File.readlink("/proc/self/exe")
names = %w{
xmlrpc/base64
xmlrpc/client
xmlrpc/config
xmlrpc/create
xmlrpc/datetime
xmlrpc/httpserver
xmlrpc/marshal
xmlrpc/parser
xmlrpc/server
xmlrpc/utils
}
names.each do |name|
  out = `#{ruby} -e 'begin; require "#{name}"; puts "ok"; rescue Exception => e; puts e.class; end' 2>&1`
  puts "#{name}: #{out.strip.split("\n").last}"
end
