# the first match of a Regexp object whose * loop ends its body on a lazy
# item from zero ("(c|a*?)*a"): 1.8.7 keeps the empty group of the try it
# refused (the loop counts no iteration); later matches leave it unset
require "helper"
[/(b|a*?)*a/, /(c|a*?)*a/, /(?:b|(a*?))*a/, /(c|a??)*a/, /(c|a{0,2}?)*a/, /(a*?)*a/].each do |re|
  show(re.inspect) do
    r = Regexp.new(re.source)
    %w(aab ab a aac xaab).map { |s| m = s.match(r); m && [m.to_a, m.offset(1)] }
  end
end
