# bm_glob_recursive.rb - Dir.glob over a tree: "**", "*" + suffix, braces, a literal prefix
n = 0
3.times do
  n += Dir.glob("/usr/include/**/*.h").size
  n += Dir.glob("/usr/lib/**/*.{py,pm}").size
  n += Dir.glob("/usr/share/zoneinfo/*/*").size
  n += Dir.glob("/usr/include/**/").size
end
p n > 0
