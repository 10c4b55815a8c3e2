# RUBYLIB and -I as seen by a child interpreter (the running one, found
# through /proc/self/exe): both put directories in front of $:, -I first.
ruby = File.readlink("/proc/self/exe")
lib = File.expand_path("fixtures/rlib")
ENV["RUBYLIB"] = lib
system(ruby, "-e", 'require "core_rubylib"; p $:.index(ENV["RUBYLIB"]) < $:.index(".")')
system(ruby, "-I", "/tmp/core_dash_i", "-e", 'p $:[0], $:[1] == ENV["RUBYLIB"]')
ENV.delete("RUBYLIB")
system(ruby, "-e", 'begin; require "core_rubylib"; rescue LoadError => e; puts e.message; end')
system(ruby, "-e", 'p $".grep(/core/).size; load "fixtures/rlib/core_rubylib.rb"; p $".grep(/core/).size')
system(ruby, "-rfixtures/rlib/core_rubylib", "-e", 'p $".grep(/core_rubylib/).size')
