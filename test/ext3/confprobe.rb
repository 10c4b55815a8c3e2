# an RMagick-shaped extconf.rb (fixtures/confprobe: RbConfig, have_devel?,
# MAIN_DOES_NOTHING, checking_for, Logging::message, with_config,
# enable_config, arg_config, have_header/func/var/type/struct_member/const/
# macro, check_sizeof, egrep_cpp, macro_defined?, try_compile/cpp/run,
# find_executable, $defs, create_header) run by the installed ruby, then
# the extension built from it reports the macros extconf.h gave it.
# Expected output written by hand from 1.8.7's documented mkmf messages
# and glibc on an LP64 machine (the oracle's mkmf cannot run: no headers)
require "fixtures/ext3"
Ext3.build("confprobe", "--given=yes") or exit 1
puts File.read("confprobe/extconf.log")
puts File.read("confprobe/mkmf.log").grep(/probing the headers now/)
$:.unshift(File.expand_path("confprobe"))
require "confprobe"
ConfProbe::RESULTS.sort.each {|k, v| puts "#{k}: #{v.inspect}" }
