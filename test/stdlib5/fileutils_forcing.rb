# fileutils: where each forcing module writes its messages, blocks passed
# through them (cd), what they respond to
require 'fileutils'
require 'stringio'
real = $stderr
$stderr = s = StringIO.new
FileUtils.mkdir "a1", :verbose => true
FileUtils::Verbose.mkdir "a2"
FileUtils::DryRun.mkdir "a3"
FileUtils::NoWrite.mkdir "a4", :verbose => true
include FileUtils::Verbose
mkdir "a5"
class Foo; include FileUtils; def go; mkdir "a6", :verbose => true; end; end
Foo.new.go
class Bar; include FileUtils::DryRun; def go; mkdir "a7"; cd("a1") { }; end; end
Bar.new.go
$stderr = real
puts "captured:", s.string
p Dir["a*"].sort
p FileUtils::Verbose.instance_variables.sort, FileUtils.instance_variables.sort, FileUtils::DryRun.instance_variables.sort
p FileUtils::Verbose.ancestors, FileUtils::DryRun.private_instance_methods(false).size, FileUtils::DryRun.singleton_methods.size
p FileUtils::NoWrite.instance_method(:cd).arity rescue p $!
p FileUtils::Verbose.instance_method(:cd).arity rescue p $!
p FileUtils::Verbose.instance_method(:pwd).arity rescue p $!
p FileUtils::Verbose.method(:pwd).arity rescue p $!
cd("a1") { p Dir.pwd[/a1$/] }
p Dir.pwd[/a1$/]
FileUtils::Verbose.cd("a1") { p Dir.pwd[/a1$/] }
p FileUtils::NoWrite.respond_to?(:pwd), FileUtils::NoWrite.respond_to?(:cd), FileUtils::NoWrite.respond_to?(:compare_file), FileUtils::NoWrite.respond_to?(:uptodate?)
p FileUtils::NoWrite.respond_to?(:fu_output_message), FileUtils::NoWrite.private_method_defined?(:fu_output_message)
p((FileUtils::NoWrite.mkdir("zz", :bogus => 1) rescue $!))
p((FileUtils::NoWrite.pwd("zz") rescue $!))
p((FileUtils::Verbose.cd("a1", :noop => true) rescue $!))
