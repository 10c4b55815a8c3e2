# an alternative of a loop body that is an optional group whose own body
# may match empty ("((a|)?|b)*"): 1.8.7 never ends an iteration empty on
# it, and the group keeps what it caught in the refused try when the next
# alternative is taken at the end of the pattern
require "helper"
%w(_ b ab ba aab bab).each do |s|
  s = "" if s == "_"
  show(s.inspect) do
    [/((a|)?|b)*/, /(?:(a|)?|b)*/, /((a|b|)?|b)+/, /((a|)?|b){0,}/, /((a|)?|b)*c/,
     /((a|)??|b)*/, /(c|(a*)?)*/, /((a|)?|b)*b/].map { |re| s.match(re).to_a }
  end
end
