# fileutils keeps whether File.lchmod/lchown work in two globals (set on
# first need), not in class variables
before = global_variables.grep(/fileutils/)
require 'fileutils'
p before, global_variables.grep(/fileutils/).sort
p $fileutils_rb_have_lchmod, $fileutils_rb_have_lchown
p FileUtils::Entry_.class_variables
Dir.mkdir("d")
File.open("d/f", "w") {}
FileUtils.cp_r("d", "e", :preserve => true)
p File.exist?("e/f")
