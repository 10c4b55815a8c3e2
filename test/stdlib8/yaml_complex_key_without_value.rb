# a complex key (?) without its value line: Syck reports the next line, one
# byte into its entry (past the "? " of another key)
require 'yaml'
["--- !set\n? Mark McGwire\n? Sammy Sosa\n", "? a\n? b\n", "? a\nb: 1\n", "x:\n  ? a\n  ? b\n", "? a\n: 1\n? b\n: 2\n"].each do |d|
  begin
    p YAML.load(d)
  rescue ArgumentError => e
    puts e.message
  end
end
