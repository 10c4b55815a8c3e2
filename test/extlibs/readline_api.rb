# Readline's settings, Readline::HISTORY and the completion procs (MRI
# 1.8.7's oracle is built without readline: the expected output was
# written by hand from 1.8.7's documented behaviour and checked)
require "helper"
require "readline"

show("methods") { (Readline.singleton_methods & %w(readline completion_proc= completion_proc completion_case_fold= completion_case_fold completion_append_character= completion_append_character vi_editing_mode emacs_editing_mode basic_word_break_characters= basic_word_break_characters completer_word_break_characters= completer_word_break_characters basic_quote_characters= basic_quote_characters completer_quote_characters= completer_quote_characters filename_quote_characters= filename_quote_characters)).size }
show("readline private") { Readline.private_instance_methods(false) }
show("defaults") { [Readline.completion_proc, Readline.completion_case_fold, Readline.completion_append_character, Readline.basic_quote_characters] }
show("basic_word_break") { Readline.basic_word_break_characters }
show("set word break") { Readline.basic_word_break_characters = " ,"; Readline.basic_word_break_characters }
show("set completer") { Readline.completer_word_break_characters = " ."; Readline.completer_word_break_characters }
show("set quotes") { Readline.completer_quote_characters = "'"; Readline.filename_quote_characters = " "; [Readline.completer_quote_characters, Readline.filename_quote_characters] }
show("set nil chars") { Readline.basic_quote_characters = nil }
show("set num chars") { Readline.basic_quote_characters = 1 }
show("append") { Readline.completion_append_character = "xy"; Readline.completion_append_character }
show("append empty") { Readline.completion_append_character = ""; Readline.completion_append_character }
show("append nil") { Readline.completion_append_character = nil; Readline.completion_append_character }
show("append num") { Readline.completion_append_character = 1 }
show("case fold") { Readline.completion_case_fold = true; Readline.completion_case_fold }
show("proc") { pr = proc { |s| [s] }; Readline.completion_proc = pr; Readline.completion_proc.equal?(pr) }
show("proc bad") { Readline.completion_proc = 5 }
show("proc method") { Readline.completion_proc = "x".method(:upcase); Readline.completion_proc.class }
show("modes") { [Readline.vi_editing_mode, Readline.emacs_editing_mode] }
show("readline bad prompt") { Readline.readline(5) }
show("readline args") { Readline.readline("a", true, 1) }
show("version") { Readline::VERSION.class }

h = Readline::HISTORY
show("history") { [h.to_s, h.inspect, h.length, h.size, h.empty?, h.to_a] }
show("enumerable") { h.is_a?(Enumerable) }
show("<<") { (h << "a" << "b").equal?(h) }
show("push") { h.push("c", "d").equal?(h) }
show("push none") { h.push.equal?(h) }
show("to_a") { h.to_a }
show("[]") { [h[0], h[3], h[-1], h[-4]] }
show("[] out") { h[4] }
show("[] -out") { h[-5] }
show("[] str") { h["x"] }
show("[]=") { h[1] = "B" }
show("[]= -1") { h[-1] = "D"; h.to_a }
show("[]= out") { h[9] = "x" }
show("[]= num") { h[0] = 5 }
show("tainted") { h[0].tainted? }
show("each") { r = []; x = h.each { |l| r << l }; [x.equal?(h), r] }
show("map") { h.map { |l| l * 2 } }
show("include?") { [h.include?("c"), h.include?("zz")] }
show("pop") { [h.pop, h.to_a] }
show("shift") { [h.shift, h.to_a] }
show("delete_at") { [h.delete_at(-1), h.to_a] }
show("delete_at out") { h.delete_at(5) }
show("size") { [h.size, h.empty?] }
show("push num") { h << 1 }
show("empty") { h.pop; h.pop; [h.pop, h.shift, h.empty?, h.length] }

# the completion procs of readline's own generators
show("filename") { Readline::FILENAME_COMPLETION_PROC.call("fixtures/rl_dir/al").sort }
show("filename one") { Readline::FILENAME_COMPLETION_PROC.call("fixtures/rl_dir/b") }
show("filename none") { Readline::FILENAME_COMPLETION_PROC.call("fixtures/rl_dir/zz") }
show("filename num") { Readline::FILENAME_COMPLETION_PROC.call(5) }
show("username") { Readline::USERNAME_COMPLETION_PROC.call("root").include?("root") }
