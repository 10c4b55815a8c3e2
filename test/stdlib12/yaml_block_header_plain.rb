# '|' or '>' followed by more than a header starts a plain scalar; the last
# chomping indicator counts; ', ' cannot start a block plain scalar
require 'yaml'
def l(s); p YAML.load(s); rescue Exception; puts "#{$!.class}: #{$!.message}"; end
