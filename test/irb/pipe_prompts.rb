# irb fed by a pipe: the acceptance line, then each prompt mode on the same
# multi-line input (prompts, echo of input lines, result formats).
require "./fixtures/irb_helper"
irb "p 1+1\n"
input = "1+1\ndef f\n  2\nend\nf\n\"a\"\nx = [1,\n2]\nnil\n"
["--prompt default", "--prompt simple", "--prompt xmp", "--prompt inf-ruby",
 "--prompt classic", "--prompt null", "--simple-prompt", "--noecho",
 "--noprompt", "--inf-ruby-mode", "--prompt-mode default", "--noinspect",
 "--inspect", "--noecho --prompt default"].each do |opt|
  irb input, "-f --noreadline #{opt}"
end
irb "p 1", "-f"
