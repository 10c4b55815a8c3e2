# irb's commands: source, irb_load, irb_require, cwws, cb, pushws, popws,
# workspaces (with 1.8.7's arity quirks and backtraces of its loaders),
# subirbs: irb OBJ, jobs, fg, kill, irb_exit back to the parent.
require "./fixtures/irb_helper"
irb File.read("fixtures/commands_ws.txt"), "-f --prompt simple"
%w(commands_jobs1 commands_jobs2 commands_jobs3).each do |name|
  irb File.read("fixtures/#{name}.txt"), "-f --prompt default"
end
irb "x = 1\nsource \"fixtures/src.rb\"\ny\n", "-f --prompt default"
# fg between the main irb and nested subirbs
irb "irb \"a\"\nirb \"bb\"\njobs\nfg 0\nself\njobs\nfg 1\nself\nsize\nfg 2\nsize\n", "-f --prompt default"
irb "irb \"a\"\nfg 0\nfg 1\nself\n", "-f --prompt default"
