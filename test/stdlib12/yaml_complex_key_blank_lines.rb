# the empty line after a complex key's pair, as Syck writes it: nested maps
# that end together write one at most, none as the last pair of a complex key
require 'yaml'
def y(v); puts v.to_yaml.inspect; end
y({[1] => 3})
y({:k => {[1] => 3, 4 => 5}})
y({{1=>2} => [4]})
y({{[1] => 3, 4 => 5} => 6})
y({{[1] => 3} => 6})
y({{4 => {[1] => 3}} => 6})
y({[{[1] => 3}] => 3})
y({[1] => {[2] => 3}, 5 => 6})
y({{[1] => {[2] => 3}} => {[4] => 5}})
y({[1] => "a\n"})
y({{[1] => {[2] => "a\n"}} => 3})
y({{[1] => {[2] => []}} => 3})
y({[1] => {[2] => []}, 4 => 5})
y({[1] => [{[2] => 1}], 5 => 5})
y({[[{[1] => [{[2] => 1}]}]] => 2})
y({{[1] => {}} => 2})
y({[1] => "a\nb\n", 2 => 3})
a = [1]
y({a => a})
y([{a => 3}, a])
