# touch's verbose line puts its options (-c, -t STAMP) before the file names
require 'fileutils'
$stderr = $stdout
FileUtils.touch "f", :verbose => true
FileUtils.touch %w(f g), :verbose => true, :mtime => Time.at(0)
FileUtils.touch "f", :nocreate => true, :verbose => true
FileUtils.touch %w(f g), :nocreate => true, :verbose => true, :mtime => Time.at(100), :noop => true
FileUtils::Verbose.touch "h", :mtime => Time.at(3600)
p File.mtime("g").to_i, File.mtime("h").to_i
