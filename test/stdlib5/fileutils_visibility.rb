# fileutils: every METHODS name public on each module, private when
# included; the includer's own @fileutils_output and @fileutils_label
require 'fileutils'
[FileUtils, FileUtils::Verbose, FileUtils::NoWrite, FileUtils::DryRun].each do |mod|
  c = Class.new { include mod }.new
  bad = FileUtils::METHODS.reject { |m| mod.respond_to?(m, true) && mod.respond_to?(m, false) && c.respond_to?(m, true) && !c.respond_to?(m, false) }
  p [mod, bad]
end
p FileUtils.private_methods.include?("fu_update_option"), FileUtils::Verbose.respond_to?(:fu_output_message, true)
require 'stringio'
class T; include FileUtils::Verbose; def initialize; @fileutils_output = StringIO.new; end; def out; @fileutils_output.string; end; end
t = T.new; t.send(:mkdir_p, "qq/rr", :noop => true); t.send(:rm_rf, "qq", :noop => true); t.send(:cp, "a", "b", :noop => true) rescue p $!; p t.out
class U; include FileUtils::DryRun; def initialize; @fileutils_output = StringIO.new; @fileutils_label = "LBL: "; end; def out; @fileutils_output.string; end; end
u = U.new; u.send(:mkdir, "x"); u.send(:touch, "x"); u.send(:ln_s, "a", "b"); p u.out
