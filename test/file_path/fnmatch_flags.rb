# File.fnmatch against a table of patterns, strings and every flag combination.
pats = ["*", "**", "*/*", "**/*", "**/b", "a/**/b", "?", "a?c", "[a-c]", "[!a]", "[^a]",
        "[]]", "[a-]", "\\*", "\\a", "*.rb", ".*", "*a", "[A-Z]*", "{a,b}", "a/*", "*/b",
        "**/", "[z-a]", "a/b", "A", "**/.b", "*/.b", ".b", "[.]b", "?b", "[/]", "a?b"]
strs = ["a", "b", ".b", "a/b", "a/.b", "a/c/b", "abc", "ABC", "x.rb", ".rb", "*", "]", "-",
        "\\", "/", "a/", "", "A", "aXb", "{a,b}", "ab"]
flags = [0, 1, 2, 4, 8, 3, 5, 6, 7, 9, 10, 12, 14, 15]
pats.each do |pa|
  strs.each do |s|
    puts "#{pa.inspect} #{s.inspect} " + flags.map { |f| File.fnmatch(pa, s, f) ? 1 : 0 }.join
  end
end
