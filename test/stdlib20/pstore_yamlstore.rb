# PStore and YAML::Store transactions: read-only, abort, commit, nesting,
# fetch, delete, roots, unmarshalable values
require "helper"
require 'pstore'
require 'yaml/store'
$p = PStore.new("p.db")
eval_lines
__END__
$p.transaction { $p[:a] = 1; $p["b"] = [1, 2] }
$p.transaction(true) { [$p[:a], $p["b"], $p.roots, $p.root?(:a), $p.root?(:zz)] }
$p.transaction(true) { $p[:c] = 1 } rescue [$!.class, $!.message]
$p.transaction { $p.fetch(:zz) } rescue [$!.class, $!.message]
$p.transaction { $p.fetch(:zz, 5) }
$p.transaction { $p.delete(:a) }
$p.transaction { $p[:x] = 1; $p.abort }; $p.transaction(true) { $p[:x] }
$p.transaction { $p[:y] = 2; $p.commit; $p[:y] = 3 }; $p.transaction(true) { $p[:y] }
$p[:a] rescue [$!.class, $!.message]
$p.transaction { $p.transaction {} } rescue [$!.class, $!.message]
$p.path
PStore.new("/nonexistent/dir/x.db").transaction { 1 } rescue $!.class
PStore::Error.superclass
$p.transaction(true) { $p.roots.sort_by { |x| x.to_s } }
$p.transaction { $p[:obj] = Struct.new(:q).new(1) } rescue [$!.class, $!.message[0, 40]]
$p.transaction { $p[:pr] = proc {} } rescue [$!.class, $!.message]
$p.transaction(true) { $p[:pr] }
$y = YAML::Store.new("y.yml"); $y.transaction { $y["k"] = {"a" => [1, 2]}; $y[:s] = :sym }; File.read("y.yml")
$y.transaction(true) { [$y["k"], $y[:s]] }
YAML::Store.new("y2.yml", :Indent => 4).transaction { |s| s["z"] = [1] } rescue $!.class
File.read("y2.yml") rescue $!.class
$p.transaction { $p.abort; 1 }
$p.transaction { 7 }
$p.transaction(true) { 8 }
