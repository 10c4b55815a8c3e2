# Each irb/* library of 1.8.7 required alone: the ones 1.8.7 cannot load
# alone (they expect irb loaded first, or readline) fail the same way.
# run as 1.8.7 without readline (fixtures/norl/readline.rb raises LoadError)
ENV["RUBYLIB"] = File.expand_path("fixtures/norl")
$:.unshift(ENV["RUBYLIB"])
names = %w(irb irb/cmd/chws irb/cmd/fork irb/cmd/load irb/cmd/nop
  irb/cmd/pushws irb/cmd/subirb irb/completion irb/context irb/ext/change-ws
  irb/ext/history irb/ext/loader irb/ext/math-mode irb/ext/multi-irb
  irb/ext/save-history irb/ext/use-loader irb/ext/workspaces
  irb/extend-command irb/frame irb/help irb/init irb/input-method
  irb/lc/error irb/lc/ja/error irb/locale irb/notifier irb/output-method
  irb/ruby-lex irb/ruby-token irb/slex irb/version irb/workspace
  irb/ws-for-case-2 irb/xmp)
RUBY = File.readlink("/proc/self/exe")
names.each do |n|
  out = `#{RUBY} -e 'begin; require "#{n}"; puts "ok"; rescue Exception => e; puts e.class, e.message.sub(/\\A.*?:(\\d+:)? /, ""); end' 2>&1`
  puts "#{n}: #{out.split("\n").join(' | ')}"
end
