# fileutils: the method lists of FileUtils and its forcing modules, StreamUtils_
require 'fileutils'
[FileUtils, FileUtils::Verbose, FileUtils::NoWrite, FileUtils::DryRun].each do |m|
  p m
  p m.singleton_methods.sort
  p m.public_instance_methods(false).sort
  p m.ancestors
end
p FileUtils::StreamUtils_.private_instance_methods(false).sort rescue p $!
p FileUtils::LOW_METHODS.sort rescue p $!
p FileUtils::METHODS.sort rescue p $!
p FileUtils::OPT_TABLE.sort_by{|k,v| k}
