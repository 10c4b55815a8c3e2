# anchor and alias names end at a ":" (an alias may be a later key);
# an anchor right before ": " fails; a later alias key without ":" fails
# past its line
require 'yaml'
def l(s); p YAML.load(s); rescue Exception; puts "#{$!.class}: #{$!.message}"; end
l "- &a 1\n- {*a: 2}\n"
l "- &a 1\n- x: 1\n  *a: 2\n"
l "- &a 1\n- *a: 2\n"
l "- &a 1\n- x: 1\n  *a : 2\n"
l "a: &x 1\n*x: 2\n"
l "a: &x 1\n*x:2\n"
l "- &a:b 1\n- *a\n"
l "&a: 1\n"
l "x: &a: 1\n"
l "- &a:\n"
l "a: &x 1\n*x:2\nb: 3\n"
l "a: &x 1\n*x\n"
l "a: &x 1\n*x\n\nb: 1\n"
l "--- \n? \n  2001-02-03: &id001 !ruby/range \n    begin: 1\n    end: 3\n    excl: false\n  *id001: !binary |\n    w6k6ID8A\n\n: \n  - 50701\n"
