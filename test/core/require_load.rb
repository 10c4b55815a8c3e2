# require and load: $: / $LOAD_PATH, $", __FILE__ of required files,
# missing files, load twice, load with wrap, errors inside required files.
p $:.equal?($LOAD_PATH)
p $".equal?($LOADED_FEATURES)
$: << File.expand_path("fixtures")
p require("core_req_a")
p require("core_req_a")
p require("core_req_a.rb")
p CoreReqA::VALUE
p $".include?("core_req_a.rb")
p $".grep(/core_req/).size
begin
  require "core_req_b"
rescue LoadError => e
  puts "LoadError: #{e.message}"
end
$:.unshift File.expand_path("fixtures/lib2")
p require("core_req_b")
p CORE_REQ_B
p load("core_req_a.rb")
p load("core_req_a.rb")
p $core_req_count
begin
  require "no_such_lib_xyz"
rescue LoadError => e
  puts "#{e.class}: #{e.message}"
end
begin
  load "no_such_file_xyz.rb"
rescue LoadError => e
  puts "#{e.class}: #{e.message}"
end
p LoadError.ancestors.include?(ScriptError)
p((begin; require "no_such_lib_xyz"; rescue; "StandardError rescue"; rescue LoadError; "LoadError rescue"; end))
begin
  require "core_req_err"
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
p $".include?("core_req_err.rb")
begin
  require "core_req_syntax"
rescue SyntaxError => e
  puts "SyntaxError raised"
end
begin
  require nil
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
begin
  load 42
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
p load(File.expand_path("fixtures/core_load_wrap.rb"), true)
p defined?(WRAPPED_CONST)
p respond_to?(:wrapped_method, true)
p load(File.expand_path("fixtures/core_load_wrap.rb"))
p defined?(WRAPPED_CONST)
p __FILE__
p $0 == __FILE__
