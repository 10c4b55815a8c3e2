# rdoc --help and --help-output print 1.8.7's wording and layout; a bad tab
# width or image format is refused as 1.8.7 does
require 'rdoc/rdoc'
$stderr = $stdout
[["--help"], ["--help-output"], ["-w", "x"], ["-w", "08"], ["-I", "bmp"]].each do |args|
  puts "== #{args.join(' ')}"
  begin
    RDoc::RDoc.new.document(args)
  rescue SystemExit => e
    puts "exit #{e.status}"
  end
end
